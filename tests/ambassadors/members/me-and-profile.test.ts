/** GET /v1/ambassador-me (the member page), POST /v1/ambassador-profile and /v1/ambassador-email-preference. */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { ambassadorMembers, ambassadorPrograms } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../../support/app";
import { BADGES, MEMBERS, ORDER_SALES, PROGRAMMES, QUESTS, REWARDS, TIERS } from "../world";
import { getMe, post, sessionFor } from "./support";
import { pinClock } from "../../traffic/clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(() => api.store.clear());

const db = () => api.database.db;
const PHONE_DIGITS = Object.values(MEMBERS).map((m) => m.phone.slice(1));
const pageOf = async (memberId: string) => {
  const res = await getMe(api, await sessionFor(api, memberId));
  expect(res.status, res.text).toBe(200);
  for (const digits of PHONE_DIGITS) expect(res.text).not.toContain(digits);
  expect(res.text).not.toMatch(/amb_st_|amb_lt_/);
  return res;
};

describe("GET /v1/ambassador-me", () => {
  it("shows Mia's membership, sales, credits and game, never cached", async () => {
    const res = await pageOf(MEMBERS.mia.id);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const m = res.body.membership;
    const owner = { id: 20, type: "promoter", name: "Volt Collective", image_url: expect.toBeOneOf([null, expect.any(String)]) };
    expect(m.member).toEqual({ id: MEMBERS.mia.id, first_name: "Mia", last_name: "Keller", status: "active", code: "MK-GLOW" });
    expect(m.program).toEqual({ id: PROGRAMMES.volt.id, name: "Volt Crew", description: "Bring your friends to Volt nights.", leaderboard_visible: true, owner });
    expect(m.owner).toEqual(m.program.owner);
    expect(m.stats).toEqual(ORDER_SALES.mia);
    expect(m.credits).toEqual({ enabled: true, balance: 120, label_singular: "Star", label_plural: "Stars" });
    expect(m.game).toEqual({
      enabled: true,
      xp_label: "Glow",
      lifetime_xp: 320,
      tier: { id: TIERS.silver, name: "Silver", min_xp: 200, color: "#c0c0c0" },
      next_tier: 180,
      badges_earned: 1,
      quests_completed: 1,
      tier_noun: "Level",
      quest_noun: "Mission",
      badge_noun: "Pin",
    });
    expect(res.body.session.expires_at).toEqual(expect.any(String));
  });

  it("lists tiers, quests with progress, badges, the XP ledger, rewards, claims, the ledger, events and the leaderboard", async () => {
    const m = (await pageOf(MEMBERS.mia.id)).body.membership;
    expect(m.tiers.map((t: { id: string }) => t.id)).toEqual([TIERS.bronze, TIERS.silver, TIERS.gold]);
    expect(m.quests.map((q: { id: string; progress: number | null; completed: boolean }) => [q.id, q.progress, q.completed])).toEqual([
      [QUESTS.firstTicket, 5, true],
      [QUESTS.voltNight, 5, false],
      [QUESTS.winterRun, 2, false],
    ]);
    expect(m.quests[1]).toMatchObject({ scope: "event", event: { id: 100, title: "Volt Night" }, badge: { id: BADGES.nightOwl, name: "Night Owl", icon: "moon", rarity: "rare" } });
    expect(m.badges.map((b: { id: string; earned: boolean }) => [b.id, b.earned])).toEqual([
      [BADGES.firstSale, true],
      [BADGES.nightOwl, false],
    ]);
    expect(m.xp_ledger.map((e: { amount: number }) => e.amount)).toEqual([270, 50]);
    expect(m.rewards).toHaveLength(Object.keys(REWARDS).length);
    expect(m.rewards[0]).toMatchObject({ id: REWARDS.guestList, cost: 50, stock_left: 5, available: true, event: { id: 100, title: "Volt Night" }, claimed: 1 });
    expect(m.rewards.find((r: { id: string }) => r.id === REWARDS.backstage).min_tier).toEqual({ id: TIERS.gold, name: "Gold", min_xp: 500 });
    expect(m.claims).toEqual([expect.objectContaining({ reward: { id: REWARDS.guestList, name: "Guest list spot" }, status: "fulfilled" })]);
    expect(m.ledger.map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([
      [-30, "claim"],
      [100, "quest"],
      [50, "sale"],
    ]);
    expect(m.events).toEqual([
      { id: 100, title: "Volt Night", starts_at: expect.any(String), discount: { percentage: 10, amount: null, min_order_amount: 0 } },
      { id: 101, title: "Field Days Festival", starts_at: expect.any(String), discount: { percentage: null, amount: 3, min_order_amount: 20 } },
    ]);
    // Active members only, by tickets; no revenue in a tickets ranking.
    expect(m.leaderboard).toEqual([
      { rank: 1, name: "Mia K.", score: 5, tier: { name: "Silver", color: "#c0c0c0" }, me: true },
      { rank: 2, name: "Noah B.", score: 1, tier: { name: "Gold", color: "#ffd700" }, me: false },
      { rank: 3, name: "Ana R.", score: 0, tier: { name: "Bronze", color: "#cd7f32" }, me: false },
    ]);
  });

  it("leaves the game and credit lists empty while those parts are off, with default labels, and shows revenue per rank in a revenue ranking", async () => {
    await db().update(ambassadorPrograms).set({ leaderboardPublished: true }).where(eq(ambassadorPrograms.id, PROGRAMMES.tresor.id));
    try {
      const m = (await pageOf(MEMBERS.tom.id)).body.membership;
      expect(m.credits).toEqual({ enabled: false, balance: expect.any(Number), label_singular: "credit", label_plural: "credits" });
      expect(m.game).toMatchObject({ enabled: false, tier: null, next_tier: null, xp_label: "XP", tier_noun: "tier", quest_noun: "quest", badge_noun: "badge" });
      for (const list of ["tiers", "quests", "badges", "xp_ledger", "rewards", "claims", "ledger"]) expect(m[list], list).toEqual([]);
      expect(m.stats).toEqual(ORDER_SALES.tom);
      expect(m.events.map((e: { id: number; discount: { percentage: number } }) => [e.id, e.discount.percentage])).toEqual([
        [100, 20],
        [102, 15],
      ]);
      expect(m.leaderboard).toEqual([{ rank: 1, name: "Tom W.", score: null, tier: null, revenue_cents: 5000, me: true }]);
    } finally {
      await db().update(ambassadorPrograms).set({ leaderboardPublished: false }).where(eq(ambassadorPrograms.id, PROGRAMMES.tresor.id));
    }
    expect((await pageOf(MEMBERS.tom.id)).body.membership).toMatchObject({ program: { leaderboard_visible: false }, leaderboard: [] });
  });

  it("lists no events for a suspended member, whose code works nowhere", async () => {
    const m = (await pageOf(MEMBERS.sam.id)).body.membership;
    expect(m.member.status).toBe("suspended");
    expect(m.events).toEqual([]);
  });
});

describe("POST /v1/ambassador-profile", () => {
  const profile = async (memberId: string, body: unknown) => post(api, "/v1/ambassador-profile", body, { session: await sessionFor(api, memberId) });

  it("updates the given fields and answers the member (never the phone)", async () => {
    const res = await profile(MEMBERS.ana.id, { first_name: "Anita", locale: "es" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ member: { id: MEMBERS.ana.id, first_name: "Anita", last_name: "Ruiz", email: MEMBERS.ana.email, locale: "es", status: "active", code: "AR-BEAT" } });
    const again = await profile(MEMBERS.ana.id, { email: "Ana.New@fans.test", last_name: "Ruiz Diaz" });
    expect(again.body.member).toMatchObject({ first_name: "Anita", last_name: "Ruiz Diaz", email: "Ana.New@fans.test" });
    const [row] = await db().select().from(ambassadorMembers).where(eq(ambassadorMembers.id, MEMBERS.ana.id));
    expect(row).toMatchObject({ firstName: "Anita", lastName: "Ruiz Diaz", email: "Ana.New@fans.test", locale: "es", phone: MEMBERS.ana.phone });
    expect(again.text).not.toContain(MEMBERS.ana.phone.slice(1));
  });

  it("422 with no field to change", async () => {
    for (const body of [{}, { client_ip: "192.0.2.1" }]) {
      const res = await profile(MEMBERS.noah.id, body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("validation_error");
    }
  });

  it("422 naming each field the member cannot change: phone, status, code, credits, XP", async () => {
    const res = await profile(MEMBERS.noah.id, { first_name: "N", phone: "+436609999999", status: "active", code: "MINE", credits: 5, credit_balance: 5, xp: 9999 });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(["code", "credit_balance", "credits", "phone", "status", "xp"]);
    const [row] = await db().select().from(ambassadorMembers).where(eq(ambassadorMembers.id, MEMBERS.noah.id));
    expect(row).toMatchObject({ firstName: "Noah", code: "NB-VOLT", xp: 650, creditBalance: 1000, phone: MEMBERS.noah.phone });
  });

  it("422 for a bad, throw-away, or already used address, and bad names or locale", async () => {
    for (const body of [{ email: "nope" }, { email: "x@mailinator.com" }, { email: MEMBERS.mia.email.toUpperCase() }, { first_name: "" }, { last_name: "x".repeat(121) }, { locale: "123456789" }]) {
      const res = await profile(MEMBERS.noah.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("20 a minute per visitor, then 429", async () => {
    pinClock();
    const s = await sessionFor(api, MEMBERS.noah.id);
    for (let i = 0; i < 20; i++) expect((await post(api, "/v1/ambassador-profile", { locale: "de", client_ip: "192.0.2.9" }, { session: s })).status).toBe(200);
    expect((await post(api, "/v1/ambassador-profile", { locale: "de", client_ip: "192.0.2.9" }, { session: s })).status).toBe(429);
  });
});

describe("POST /v1/ambassador-email-preference", () => {
  it("turns programme e-mails off and on", async () => {
    const s = await sessionFor(api, MEMBERS.noah.id);
    const off = await post(api, "/v1/ambassador-email-preference", { opt_out: true }, { session: s });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ email_opt_out: true });
    const optOut = async () => (await db().select({ o: ambassadorMembers.emailOptOut }).from(ambassadorMembers).where(eq(ambassadorMembers.id, MEMBERS.noah.id)))[0]!.o;
    expect(await optOut()).toBe(true);
    expect((await post(api, "/v1/ambassador-email-preference", { opt_out: false }, { session: s })).body).toEqual({ email_opt_out: false });
    expect(await optOut()).toBe(false);
  });

  it("20 a minute per visitor, then 429 with Retry-After; another visitor is not held back", async () => {
    pinClock();
    const s = await sessionFor(api, MEMBERS.noah.id);
    const pref = (ip: string) => post(api, "/v1/ambassador-email-preference", { opt_out: false, client_ip: ip }, { session: s });
    for (let i = 0; i < 20; i++) expect((await pref("192.0.2.31")).status).toBe(200);
    const over = await pref("192.0.2.31");
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await pref("192.0.2.32")).status).toBe(200);
  });

  it("422 without a boolean opt_out", async () => {
    const s = await sessionFor(api, MEMBERS.noah.id);
    for (const body of [{}, { opt_out: "yes" }, { opt_out: null }]) expect((await post(api, "/v1/ambassador-email-preference", body, { session: s })).status).toBe(422);
  });
});
