/**
 * Ambassador programmes in the world file: every rule of "What the loader checks" for programmes,
 * members, orders' codes and keys refuses the file with its `path: message`; the defaults a
 * programme and a member take; and an export of the ambassador world loads back to the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../../lib/db/client";
import { exportWorld } from "../../lib/world/export";
import { loadWorld } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { MEMBERS, PROGRAMMES } from "../ambassadors/world";
import { readJson, snapshot } from "./snapshot";

const now = new Date("2026-03-20T23:30:00Z");
const NOPE = "0f0f0f0f-0000-4000-8000-000000000000";

/** programmes [0] Volt (promoter 20), [1] Tresor (venue 30), [2] Harbour (promoter 21), [3] Outside (promoter 22); keys [1] nightshift's publishable Website, [11] the storefront key (not the owner's); orders [2..4] Mia's, [5] Noah's, [6] Tom's. */
const ambWorld = () => readJson("tests/worlds/ambassadors.json");
type World = ReturnType<typeof ambWorld>;

function problemsOf(world: unknown): string[] {
  const r = validateWorld(world, now);
  if (r.ok) throw new Error("expected the world to be refused");
  return r.problems;
}

function resolved(world: unknown) {
  const r = validateWorld(world, now);
  if (!r.ok) throw new Error(r.problems.join("\n"));
  return r.world;
}

const volt = "ambassador_programs[0]";
const REFUSALS: [string, (w: World) => void, string[]][] = [
  // Programmes.
  [
    "the owner page exists",
    (w) => (w.ambassador_programs[2].owner.id = 999),
    ["ambassador_programs[2].owner.id: promoter 999 is not in this world", "ambassador_programs[2].events[0].event: event 104 is not an event of promoter 999 (not one of its promoters)"],
  ],
  ["the owner is a promoter or a venue", (w) => (w.ambassador_programs[2].owner.type = "artist"), ['ambassador_programs[2].owner.type: invalid option: expected one of "promoter"|"venue"']],
  ["one programme per page", (w) => (w.ambassador_programs[3].owner = { type: "promoter", id: 20 }), ["ambassador_programs[3].owner: duplicate programme for promoter 20 (one per page) (first at ambassador_programs[0].owner)"]],
  ["events are the owner promoter's", (w) => w.ambassador_programs[0].events.push({ event: 104 }), [`${volt}.events[2].event: event 104 is not an event of promoter 20 (not one of its promoters)`]],
  ["events are the owner venue's", (w) => w.ambassador_programs[1].events.push({ event: 101 }), ["ambassador_programs[1].events[2].event: event 101 is not an event of venue 30 (not its venue)"]],
  ["events exist", (w) => w.ambassador_programs[0].events.push({ event: 999 }), [`${volt}.events[2].event: event 999 is not in this world`]],
  ["an event is listed once", (w) => w.ambassador_programs[0].events.push({ event: 100 }), [`${volt}.events[2].event: duplicate event 100 in this programme (first at ${volt}.events[0].event)`]],
  ["seats_left is at least 0", (w) => (w.ambassador_programs[0].seats_left = -1), [`${volt}.seats_left: must not be negative`]],
  ["discount_percentage is 1 to 100", (w) => (w.ambassador_programs[0].discount_percentage = 0), [`${volt}.discount_percentage: must be 1 to 100`]],
  ["an event's percentage is 1 to 100", (w) => (w.ambassador_programs[1].events[0].percentage = 101), ["ambassador_programs[1].events[0].percentage: must be 1 to 100"]],
  ["an event takes percentage or amount, not both", (w) => (w.ambassador_programs[0].events[1].percentage = 5), [`${volt}.events[1]: give at most one of percentage and amount`]],
  ["tier names are unique in the programme", (w) => (w.ambassador_programs[0].tiers[1].name = "Bronze"), [`${volt}.tiers[1].name: duplicate tier name "Bronze" in this programme (first at ${volt}.tiers[0].name)`]],
  ["tier min_xp is unique in the programme", (w) => (w.ambassador_programs[0].tiers[2].min_xp = 200), [`${volt}.tiers[2].min_xp: duplicate min_xp 200 in this programme (first at ${volt}.tiers[1].min_xp)`]],
  ["a quest's event is the programme's", (w) => (w.ambassador_programs[0].quests[1].event = 102), [`${volt}.quests[1].event: event 102 is not one of this programme's events`]],
  ["a quest's badge is the programme's", (w) => (w.ambassador_programs[0].quests[0].badge = NOPE), [`${volt}.quests[0].badge: badge ${NOPE} is not a badge of this programme`]],
  ["a reward's event is the programme's", (w) => (w.ambassador_programs[0].rewards[0].event = 102), [`${volt}.rewards[0].event: event 102 is not one of this programme's events`]],
  ["a reward's min_tier is the programme's", (w) => (w.ambassador_programs[0].rewards[2].min_tier = NOPE), [`${volt}.rewards[2].min_tier: tier ${NOPE} is not a tier of this programme`]],
  ["a window quest has both instants", (w) => (w.ambassador_programs[0].quests[2].ends_at = null), [`${volt}.quests[2].ends_at: a quest of scope "window" needs starts_at and ends_at`]],
  ["a window quest's instants are in order", (w) => (w.ambassador_programs[0].quests[2].ends_at = "now-20d"), [`${volt}.quests[2].ends_at: is not after starts_at`]],
  ["other scopes have no instants", (w) => (w.ambassador_programs[0].quests[0].starts_at = "now"), [`${volt}.quests[0].starts_at: only a quest of scope "window" has starts_at`]],
  ["only an event quest names an event", (w) => (w.ambassador_programs[0].quests[0].event = 100), [`${volt}.quests[0].event: only a quest of scope "event" names an event`]],
  ["quest metrics come from the list", (w) => (w.ambassador_programs[0].quests[0].metric = "likes"), [`${volt}.quests[0].metric: must be a quest metric: orders, tickets, revenue_cents, credits_earned, reward_claimed, profile_complete, manual`]],
  ["quest scopes come from the list", (w) => (w.ambassador_programs[0].quests[0].scope = "weekly"), [`${volt}.quests[0].scope: must be a quest scope: lifetime, event, window`]],
  ["leaderboard metrics come from the list", (w) => (w.ambassador_programs[0].leaderboard.metric = "orders"), [`${volt}.leaderboard.metric: must be a leaderboard metric: tickets, xp, revenue`]],
  ["ids are unique in the world", (w) => (w.ambassador_programs[2].members[0].id = MEMBERS.mia.id), [`ambassador_programs[2].members[0].id: duplicate id ${MEMBERS.mia.id} (first at ${volt}.members[0].id)`]],
  // Members.
  [
    "codes are unique in the world, case-insensitively",
    (w) => (w.ambassador_programs[2].members[0].code = "tw-door"),
    ['ambassador_programs[2].members[0].code: duplicate code "tw-door" (codes are unique in the world, compared case-insensitively; first at ambassador_programs[1].members[0].code)'],
  ],
  ["codes are letters, digits, - and _", (w) => (w.ambassador_programs[0].members[2].code = "LN WAIT!"), [`${volt}.members[2].code: must be letters, digits, - and _`]],
  ["codes are at most 64 characters", (w) => (w.ambassador_programs[0].members[2].code = "L".repeat(65)), [`${volt}.members[2].code: must be at most 64 characters`]],
  ["phones are numbers in E.164", (w) => (w.ambassador_programs[0].members[2].phone = "0660 1234503"), [`${volt}.members[2].phone: "0660 1234503" is not a phone number in E.164 (+436601234501)`]],
  ["phones are written in E.164", (w) => (w.ambassador_programs[0].members[2].phone = "+43 660 1234503"), [`${volt}.members[2].phone: write it in E.164: +436601234503`]],
  ["phones are unique in the programme", (w) => (w.ambassador_programs[0].members[2].phone = MEMBERS.mia.phone), [`${volt}.members[2].phone: duplicate phone ${MEMBERS.mia.phone} in this programme (first at ${volt}.members[0].phone)`]],
  ["a member's badges are the programme's", (w) => w.ambassador_programs[0].members[0].badges.push(NOPE), [`${volt}.members[0].badges[1]: badge ${NOPE} is not a badge of this programme`]],
  ["completed quests are the programme's", (w) => w.ambassador_programs[0].members[0].completed_quests.push(NOPE), [`${volt}.members[0].completed_quests[1]: quest ${NOPE} is not a quest of this programme`]],
  ["claimed rewards are the programme's", (w) => (w.ambassador_programs[0].members[0].claims[0].reward = NOPE), [`${volt}.members[0].claims[0].reward: reward ${NOPE} is not a reward of this programme`]],
  ["a stated balance is the ledger's sum", (w) => (w.ambassador_programs[0].members[0].credit_balance = 100), [`${volt}.members[0].credit_balance: 100 is not the sum of the ledger (120)`]],
  ["an XP ledger sums to xp", (w) => (w.ambassador_programs[0].members[0].xp = 300), [`${volt}.members[0].xp_ledger: sums to 320, but xp is 300`]],
  ["member statuses come from the list", (w) => (w.ambassador_programs[0].members[0].status = "banned"), [`${volt}.members[0].status: must be a member status: active, pending, suspended`]],
  ["claim statuses come from the list", (w) => (w.ambassador_programs[0].members[0].claims[0].status = "approved"), [`${volt}.members[0].claims[0].status: must be a claim status: pending, fulfilled, cancelled`]],
  // Orders.
  ["an order's code is a member's", (w) => (w.orders[5].ambassador_code = "NOPE-1"), ['orders[5].ambassador_code: "NOPE-1" is not the code of an ambassador in this world']],
  ["an order's code is of a programme listing its event", (w) => (w.orders[5].ambassador_code = "HB-JAZZ"), ['orders[5].ambassador_code: "HB-JAZZ" belongs to a programme that does not list event 100']],
  // Keys.
  ["owner-only scopes need created_by_owner", (w) => w.keys[11].scopes.push("read:ambassador-members"), ['keys[11].scopes[2]: "read:ambassador-members" is owner-only: only a key with "created_by_owner": true may hold it']],
  ["write:checkout:free is owner-only", (w) => w.keys[11].scopes.push("write:checkout:free"), ['keys[11].scopes[2]: "write:checkout:free" is owner-only: only a key with "created_by_owner": true may hold it']],
  ["a publishable key holds no ambassador scope", (w) => (w.keys[1].scopes = ["read:events", "read:ambassadors"]), ['keys[1].scopes[1]: "read:ambassadors" cannot be given to a publishable key']],
  ["storefront origins are well formed", (w) => (w.keys[11].storefront_origins = ["http://nightshift.test"]), ["keys[11].storefront_origins[0]: must be an https origin (or http on localhost), such as https://example.test"]],
];

describe("what the loader refuses", () => {
  it("accepts the ambassador world as it is", () => {
    expect(validateWorld(ambWorld(), now).ok).toBe(true);
  });

  for (const [rule, change, expected] of REFUSALS) {
    it(rule, () => {
      const w = ambWorld();
      change(w);
      expect(problemsOf(w)).toEqual(expected);
    });
  }
});

describe("what the loader accepts", () => {
  it("a code on an order in any case, and the same phone in two programmes", () => {
    const w = ambWorld();
    w.orders[5].ambassador_code = "nb-volt";
    w.ambassador_programs[1].members[0].phone = MEMBERS.mia.phone;
    expect(validateWorld(w, now).ok).toBe(true);
  });

  it("an owner-only scope on an owner-created key, and a key without created_by_owner holding none", () => {
    const w = ambWorld();
    w.keys[11].created_by_owner = true;
    w.keys[11].scopes.push("read:ambassador-members", "write:checkout:free");
    const key = resolved(w).keys[11]!;
    expect(key.created_by_owner).toBe(true);
    expect(resolved(ambWorld()).keys[11]!.created_by_owner).toBe(false);
  });
});

describe("defaults", () => {
  /** A programme stating only what the format requires. */
  const bare = () => {
    const w = ambWorld();
    w.ambassador_programs[3] = {
      owner: { type: "promoter", id: 22 },
      name: "Bare",
      signup_open: true,
      seats_left: 1,
      auto_approve: true,
      discount_percentage: 5,
      gamification: true,
      credits: true,
      events: [{ event: 101 }],
      tiers: [{ name: "One", min_xp: 0 }],
      badges: [{ name: "B" }],
      quests: [{ name: "Q", metric: "manual", scope: "lifetime", threshold: 1 }],
      rewards: [{ name: "R", cost: 1 }],
      members: [{ first_name: "Otto", last_name: "Lang", email: "otto@fans.test", phone: "+436601234508", status: "active", code: "OL-FIELD", credit_balance: 7 }],
    };
    return w;
  };

  it("fills labels, leaderboard, discounts, tiers, badges, quests, rewards and members", () => {
    const p = resolved(bare()).ambassador_programs[3]!;
    expect(p.description).toBeNull();
    expect(p.labels).toEqual({ credit_singular: "credit", credit_plural: "credits", quest: "quest", xp: "XP", badge: "badge", tier: "tier" });
    expect(p.leaderboard).toEqual({ published: false, metric: "tickets" });
    expect(p.events).toEqual([{ event: 101, percentage: null, amount: null, min_order_amount: 0 }]);
    expect(p.tiers[0]).toMatchObject({ name: "One", color: "#808080" });
    expect(p.badges[0]).toMatchObject({ icon: "award", rarity: "common", image_url: null });
    expect(p.quests[0]).toMatchObject({ event: null, starts_at: null, ends_at: null, xp_reward: 0, credit_reward: 0, badge: null, description: null });
    expect(p.rewards[0]).toMatchObject({ stock: null, max_per_member: 1, available_from: null, available_until: null, event: null, min_tier: null, claim_prompt: null, active: true });
    const m = p.members[0]!;
    expect(m).toMatchObject({ xp: 0, email_opt_out: false, instagram_handle: null, locale: null, badges: [], completed_quests: [], claims: [], xp_ledger: [], joined_at: now, credit_balance: 7 });
    expect(m.ledger).toEqual([{ id: expect.any(String), amount: 7, reason: "opening_balance", note: null, created_at: now }]);
  });

  it("assigns the same ids to the same file, lower-cased uuids everywhere", () => {
    const a = resolved(bare()).ambassador_programs[3]!;
    const b = resolved(bare()).ambassador_programs[3]!;
    const ids = (p: typeof a) => [p.id, p.tiers[0]!.id, p.badges[0]!.id, p.quests[0]!.id, p.rewards[0]!.id, p.members[0]!.id, p.members[0]!.ledger[0]!.id];
    expect(ids(a)).toEqual(ids(b));
    expect(new Set(ids(a)).size).toBe(7);
    for (const id of ids(a)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const upper = ambWorld();
    upper.ambassador_programs[0].id = PROGRAMMES.volt.id.toUpperCase();
    expect(resolved(upper).ambassador_programs[0]!.id).toBe(PROGRAMMES.volt.id);
  });
});

describe("export, load, export", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(null);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives the same document and rows for the ambassador world", async () => {
    await loadWorld(database.db, resolved(ambWorld()));
    const first = JSON.parse(JSON.stringify(await exportWorld(database.db)));
    const rowsAfterFirst = await snapshot(database.db);
    expect(first.ambassador_programs).toHaveLength(4);
    expect(first.keys.filter((k: { created_by_owner: boolean }) => k.created_by_owner)).toHaveLength(3);
    const later = validateWorld(first, new Date(now.getTime() + 400 * 86_400_000));
    expect(later.ok ? [] : later.problems).toEqual([]);
    if (!later.ok) return;
    await loadWorld(database.db, later.world);
    expect(JSON.parse(JSON.stringify(await exportWorld(database.db)))).toEqual(first);
    expect(await snapshot(database.db)).toEqual(rowsAfterFirst);
  });
});
