/**
 * Loading ambassador programmes: tests/worlds/ambassadors.json lands in the ambassador tables as
 * tests/ambassadors/world.ts describes it (defaults, labels, opening balances, ledgers, claims),
 * and keys carry created_by_owner.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../lib/auth/token";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { loadWorld } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { AMB_KEYS, BADGES, MEMBERS, PROGRAMMES, QUESTS, REWARDS, TIERS } from "../ambassadors/world";
import { readJson } from "./snapshot";

let database: Database;
const now = new Date();
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openPglite(null);
  const r = validateWorld(readJson("tests/worlds/ambassadors.json"), now);
  if (!r.ok) throw new Error(r.problems.join("\n"));
  await loadWorld(database.db, r.world);
});
afterAll(async () => {
  await database?.close();
});

const q = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

describe("tests/worlds/ambassadors.json", () => {
  it("has the four programmes with their switches, labels and leaderboards", async () => {
    const programmes = await q(sql`SELECT * FROM ambassador_programs ORDER BY id`);
    expect(programmes.map((p) => p.id)).toEqual([PROGRAMMES.volt.id, PROGRAMMES.tresor.id, PROGRAMMES.harbour.id, PROGRAMMES.outside.id]);
    const [volt, tresor] = programmes;
    expect(volt).toMatchObject({ owner_type: "promoter", owner_id: 20, name: "Volt Crew", description: "Bring your friends to Volt nights.", signup_open: true, seats_left: 40, auto_approve: true, discount_percentage: 10, gamification: true, credits: true, leaderboard_published: true, leaderboard_metric: "tickets" });
    expect(volt!.labels).toEqual({ credit_singular: "Star", credit_plural: "Stars", quest: "Mission", xp: "Glow", badge: "Pin", tier: "Level" });
    expect(tresor).toMatchObject({ owner_type: "venue", owner_id: 30, signup_open: false, seats_left: 5, auto_approve: false, discount_percentage: 15, gamification: false, credits: false, leaderboard_published: false, leaderboard_metric: "revenue" });
    // Labels left out read the defaults.
    expect(tresor!.labels).toEqual({ credit_singular: "credit", credit_plural: "credits", quest: "quest", xp: "XP", badge: "badge", tier: "tier" });
  });

  it("keeps the events in order with their discounts", async () => {
    const events = await q(sql`SELECT program_id, event_id, position, percentage, amount::float AS amount, min_order_amount::float AS min FROM ambassador_program_events ORDER BY program_id, position`);
    const of = (id: string) => events.filter((e) => e.program_id === id).map((e) => [e.event_id, e.percentage, e.amount, e.min]);
    expect(of(PROGRAMMES.volt.id)).toEqual([[100, null, null, 0], [101, null, 3, 20]]);
    expect(of(PROGRAMMES.tresor.id)).toEqual([[100, 20, null, 0], [102, null, null, 0]]);
  });

  it("has Volt's tiers, badges, quests and rewards in the world's order", async () => {
    const tiers = await q(sql`SELECT id, name, min_xp, color FROM ambassador_tiers WHERE program_id = ${PROGRAMMES.volt.id} ORDER BY position`);
    expect(tiers).toEqual([
      { id: TIERS.bronze, name: "Bronze", min_xp: 0, color: "#cd7f32" },
      { id: TIERS.silver, name: "Silver", min_xp: 200, color: "#c0c0c0" },
      { id: TIERS.gold, name: "Gold", min_xp: 500, color: "#ffd700" },
    ]);
    const badges = await q(sql`SELECT id, icon, rarity, image_url FROM ambassador_badges ORDER BY position`);
    expect(badges).toEqual([
      { id: BADGES.firstSale, icon: "ticket", rarity: "common", image_url: null },
      { id: BADGES.nightOwl, icon: "moon", rarity: "rare", image_url: "https://img.test/owl.png" },
    ]);
    const quests = await q<{ id: string; scope: string; event_id: number | null; starts_at: Date | null; ends_at: Date | null; badge_id: string | null }>(
      sql`SELECT id, scope, event_id, starts_at, ends_at, badge_id FROM ambassador_quests ORDER BY position`,
    );
    expect(quests.map((x) => [x.id, x.scope, x.event_id, x.badge_id])).toEqual([
      [QUESTS.firstTicket, "lifetime", null, BADGES.firstSale],
      [QUESTS.voltNight, "event", 100, BADGES.nightOwl],
      [QUESTS.winterRun, "window", null, null],
    ]);
    const winter = quests[2]!;
    expect(Math.round((now.getTime() - new Date(winter.starts_at!).getTime()) / DAY)).toBe(10);
    expect(Math.round((new Date(winter.ends_at!).getTime() - now.getTime()) / DAY)).toBe(20);
    const rewards = await q(sql`SELECT id, cost, stock, max_per_member, event_id, min_tier_id, claim_prompt, active FROM ambassador_rewards ORDER BY position`);
    expect(rewards.map((r) => r.id)).toEqual(Object.values(REWARDS));
    expect(rewards[0]).toEqual({ id: REWARDS.guestList, cost: 50, stock: 5, max_per_member: 1, event_id: 100, min_tier_id: null, claim_prompt: null, active: true });
    expect(rewards[2]).toMatchObject({ stock: null, min_tier_id: TIERS.gold });
    // Defaults: unlimited stock, one per member, active.
    expect(rewards[3]).toMatchObject({ stock: null, max_per_member: 1, active: true });
    expect(rewards[5]).toMatchObject({ active: false });
    expect(rewards[6]).toMatchObject({ claim_prompt: "Which size? (S, M, L, XL)" });
  });

  it("has the members with their balances, XP and history", async () => {
    const members = await q(sql`SELECT id, program_id, code, status, phone, xp, credit_balance, badge_ids, completed_quest_ids, email_opt_out, instagram_handle, locale FROM ambassador_members ORDER BY id`);
    expect(members.map((m) => m.code)).toEqual(Object.values(MEMBERS).map((m) => m.code));
    const of = (id: string) => members.find((m) => m.id === id)!;
    expect(of(MEMBERS.mia.id)).toMatchObject({ program_id: PROGRAMMES.volt.id, status: "active", phone: "+436601234501", xp: 320, credit_balance: 120, badge_ids: [BADGES.firstSale], completed_quest_ids: [QUESTS.firstTicket], instagram_handle: "mia.keller", locale: "de" });
    expect(of(MEMBERS.noah.id)).toMatchObject({ xp: 650, credit_balance: 1000, instagram_handle: null, locale: null, email_opt_out: false });
    expect(of(MEMBERS.lea.id)).toMatchObject({ status: "pending", credit_balance: 0 });
    expect(of(MEMBERS.sam.id)).toMatchObject({ status: "suspended", credit_balance: 40 });
    expect(of(MEMBERS.ana.id)).toMatchObject({ email_opt_out: true });
    expect(of(MEMBERS.tom.id)).toMatchObject({ program_id: PROGRAMMES.tresor.id, xp: 0, credit_balance: 0 });
  });

  it("writes ledgers, an opening balance for a balance without one, XP entries and claims", async () => {
    const ledger = await q<{ member_id: string; amount: number; reason: string; created_at: Date }>(sql`SELECT member_id, amount, reason, created_at FROM ambassador_ledger ORDER BY member_id, created_at`);
    expect(ledger.filter((e) => e.member_id === MEMBERS.mia.id).map((e) => [e.amount, e.reason])).toEqual([[50, "sale"], [100, "quest"], [-30, "claim"]]);
    const noah = ledger.filter((e) => e.member_id === MEMBERS.noah.id);
    expect(noah.map((e) => [e.amount, e.reason])).toEqual([[1000, "opening_balance"]]);
    expect(Math.round((now.getTime() - new Date(noah[0]!.created_at).getTime()) / DAY)).toBe(30);
    // A zero balance without a ledger writes nothing.
    expect(ledger.filter((e) => e.member_id === MEMBERS.lea.id)).toEqual([]);
    const xp = await q<{ amount: number }>(sql`SELECT amount FROM ambassador_xp_ledger WHERE member_id = ${MEMBERS.mia.id} ORDER BY created_at`);
    expect(xp.map((e) => e.amount)).toEqual([50, 270]);
    const claims = await q(sql`SELECT member_id, reward_id, status, answer FROM ambassador_claims`);
    expect(claims).toEqual([{ member_id: MEMBERS.mia.id, reward_id: REWARDS.guestList, status: "fulfilled", answer: null }]);
  });

  it("keeps ambassador codes on orders, and created_by_owner on keys", async () => {
    const orders = await q<{ code: string; n: number }>(sql`SELECT ambassador_code AS code, count(*)::int AS n FROM orders WHERE ambassador_code IS NOT NULL GROUP BY 1 ORDER BY 1`);
    expect(orders).toEqual([{ code: "MK-GLOW", n: 3 }, { code: "NB-VOLT", n: 1 }, { code: "TW-DOOR", n: 1 }]);
    const keys = await q<{ token_hash: string; created_by_owner: boolean; storefront_origins: string[] }>(sql`SELECT token_hash, created_by_owner, storefront_origins FROM api_keys`);
    const key = (token: string) => keys.find((k) => k.token_hash === hashToken(token))!;
    expect(key(AMB_KEYS.owner)).toMatchObject({ created_by_owner: true, storefront_origins: ["https://nightshift.test", "http://localhost:3000"] });
    expect(key(AMB_KEYS.storefront)).toMatchObject({ created_by_owner: false, storefront_origins: ["https://nightshift.test"] });
    expect(key(AMB_KEYS.harbour)).toMatchObject({ created_by_owner: true });
  });
});
