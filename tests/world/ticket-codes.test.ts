/**
 * Events' coupons and access codes in the world file: every rule refuses the file with its
 * `path: message`; defaults; codes keep their case and compare case-insensitively; an export
 * loads back to the same document and rows; the demo world sells with codes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../../lib/db/client";
import { exportWorld } from "../../lib/world/export";
import { loadWorld } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { ACCESS_CODES, COUPONS, TIERS } from "../tickets/world";
import { demoWorld, readJson, snapshot } from "./snapshot";

const now = new Date("2026-03-20T23:30:00Z");
const DAY = 86_400_000;

/** tests/worlds/tickets.json: events[0] is 100 (coupons SAVE10, FIVEOFF, OLDTEN, LATER10, TWICE20, FREE100, ONCE15; access code VIP-PASS), events[4] is 104. */
const ticketsWorld = () => readJson("tests/worlds/tickets.json");
type World = ReturnType<typeof ticketsWorld>;

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

const CODE_FORMAT = "must be 1 to 64 letters, digits, dashes or underscores";
const REFUSALS: [string, (w: World) => void, string[]][] = [
  // Coupons.
  [
    "coupon codes are unique in the event, case-insensitively",
    (w) => (w.events[0].coupons[1].code = "save10"),
    ['events[0].coupons[1].code: duplicate coupon code "save10" in this event (codes are compared case-insensitively) (first at events[0].coupons[0].code)'],
  ],
  ["a code is letters, digits, dashes and underscores", (w) => (w.events[0].coupons[0].code = "SAVE 10"), [`events[0].coupons[0].code: ${CODE_FORMAT}`]],
  ["a code has at most 64 characters", (w) => (w.events[0].coupons[0].code = "A".repeat(65)), [`events[0].coupons[0].code: ${CODE_FORMAT}`]],
  ["a code is not empty", (w) => (w.events[0].coupons[0].code = ""), [`events[0].coupons[0].code: ${CODE_FORMAT}`]],
  ["a coupon takes not both percentage and amount", (w) => (w.events[0].coupons[0].amount = 5), ["events[0].coupons[0]: give exactly one of percentage and amount, not both"]],
  ["a coupon takes one of percentage and amount", (w) => (w.events[0].coupons[0].percentage = null), ["events[0].coupons[0]: give exactly one of percentage (1 to 100) and amount (above 0, in currency units)"]],
  ["percentage is at most 100", (w) => (w.events[0].coupons[0].percentage = 101), ["events[0].coupons[0].percentage: must be 1 to 100"]],
  ["percentage is at least 1", (w) => (w.events[0].coupons[0].percentage = 0), ["events[0].coupons[0].percentage: must be 1 to 100"]],
  ["percentage is whole", (w) => (w.events[0].coupons[0].percentage = 12.5), ["events[0].coupons[0].percentage: must be a whole number"]],
  ["amount is above 0", (w) => (w.events[0].coupons[1].amount = 0), ["events[0].coupons[1].amount: must be above 0"]],
  ["amount is never negative", (w) => (w.events[0].coupons[1].amount = -1), ["events[0].coupons[1].amount: must be above 0"]],
  ["amount has at most two decimals", (w) => (w.events[0].coupons[1].amount = 5.555), ["events[0].coupons[1].amount: has more than two decimals"]],
  ["min_order_amount is 0 or more", (w) => (w.events[0].coupons[1].min_order_amount = -1), ["events[0].coupons[1].min_order_amount: must be 0 or more"]],
  ["starts_at is before ends_at", (w) => (w.events[0].coupons[2].starts_at = "now"), ["events[0].coupons[2].ends_at: is not after starts_at"]],
  ["starts_at is not ends_at", (w) => (w.events[0].coupons[2].starts_at = w.events[0].coupons[2].ends_at), ["events[0].coupons[2].ends_at: is not after starts_at"]],
  ["max_uses is at least 1", (w) => (w.events[0].coupons[4].max_uses = 0), ["events[0].coupons[4].max_uses: must be at least 1"]],
  ["uses at most max_uses", (w) => (w.events[0].coupons[4].uses = 3), ["events[0].coupons[4].uses: 3 is more than max_uses 2"]],
  ["the coupon's fields are known", (w) => (w.events[0].coupons[0].percent = 10), ["events[0].coupons[0].percent: unknown field"]],
  // Access codes.
  [
    "access codes are unique in the event, case-insensitively",
    (w) => w.events[0].access_codes.push({ code: "vip-pass", tiers: [TIERS.vip] }),
    ['events[0].access_codes[1].code: duplicate access code "vip-pass" in this event (codes are compared case-insensitively) (first at events[0].access_codes[0].code)'],
  ],
  ["an access code is not also a coupon code", (w) => (w.events[0].access_codes[0].code = "save10"), ['events[0].access_codes[0].code: "save10" is also a coupon code of this event']],
  ["an access code's format", (w) => (w.events[0].access_codes[0].code = "VIP/PASS"), [`events[0].access_codes[0].code: ${CODE_FORMAT}`]],
  ["an access code unlocks a tier", (w) => (w.events[0].access_codes[0].tiers = []), ["events[0].access_codes[0].tiers: unlocks no tier: name at least one hidden tier of this event"]],
  ["an access code names its tiers", (w) => delete w.events[0].access_codes[0].tiers, ["events[0].access_codes[0].tiers: is required"]],
  [
    "a public tier needs no code",
    (w) => (w.events[0].access_codes[0].tiers = [TIERS.vip, TIERS.early]),
    ['events[0].access_codes[0].tiers[1]: tier "tier-100-early" is public and needs no code (set public: false to hide it)'],
  ],
  ["a tier of another event", (w) => (w.events[0].access_codes[0].tiers = [TIERS.harbourVip]), ['events[0].access_codes[0].tiers[0]: tier "tier-104-vip" is not a ticket tier of this event']],
  ["a tier that does not exist", (w) => (w.events[0].access_codes[0].tiers = ["tier-none"]), ['events[0].access_codes[0].tiers[0]: tier "tier-none" is not a ticket tier of this event']],
  [
    "each tier once",
    (w) => (w.events[0].access_codes[0].tiers = [TIERS.vip, TIERS.vip]),
    ['events[0].access_codes[0].tiers[1]: duplicate tier "tier-100-vip" in this access code (first at events[0].access_codes[0].tiers[0])'],
  ],
];

describe("the loader refuses ticket codes that break a rule, with path: message", () => {
  it("accepts tests/worlds/tickets.json as it is", () => {
    const w = resolved(ticketsWorld());
    expect(w.events.find((e) => e.id === 100)!.coupons.map((c) => c.code)).toEqual(["SAVE10", "FIVEOFF", "OLDTEN", "LATER10", "TWICE20", "FREE100", "ONCE15"]);
  });

  it.each(REFUSALS)("%s", (_rule, mutate, expected) => {
    const w = ticketsWorld();
    mutate(w);
    expect(problemsOf(w)).toEqual(expected);
  });

  it("lets two events use the same code", () => {
    const w = ticketsWorld();
    w.events[4].coupons.push({ code: "save10", amount: 2.5 });
    w.events[4].access_codes[0].code = ACCESS_CODES.vip;
    const e104 = resolved(w).events.find((e) => e.id === 104)!;
    expect(e104.coupons.map((c) => c.code)).toEqual([COUPONS.harbour, "save10"]);
    expect(e104.access_codes.map((a) => a.code)).toEqual([ACCESS_CODES.vip]);
  });
});

describe("defaults", () => {
  it("fills a coupon's bounds, minimum, cap and uses; an event without codes has none", () => {
    const w = ticketsWorld();
    w.events[0].coupons = [{ code: "Mixed-Case_1", percentage: 15 }, { code: "TEN", amount: 10 }];
    delete w.events[0].access_codes;
    w.events[4].coupons = null;
    w.events[4].access_codes = null;
    const events = resolved(w).events;
    const e100 = events.find((e) => e.id === 100)!;
    expect(e100.coupons).toEqual([
      { code: "Mixed-Case_1", percentage: 15, amount: null, min_order_amount: 0, starts_at: null, ends_at: null, max_uses: null, uses: 0 },
      { code: "TEN", percentage: null, amount: 10, min_order_amount: 0, starts_at: null, ends_at: null, max_uses: null, uses: 0 },
    ]);
    expect(e100.access_codes).toEqual([]);
    expect(events.find((e) => e.id === 104)).toMatchObject({ coupons: [], access_codes: [] });
    expect(events.find((e) => e.id === 101)).toMatchObject({ coupons: [], access_codes: [] });
  });

  it("reads the bounds against now, in UTC, and keeps the documented values", () => {
    const e100 = resolved(ticketsWorld()).events.find((e) => e.id === 100)!;
    const of = (code: string) => e100.coupons.find((c) => c.code === code)!;
    expect(of(COUPONS.expired)).toMatchObject({ percentage: 10, starts_at: new Date(now.getTime() - 30 * DAY), ends_at: new Date(now.getTime() - DAY) });
    expect(of(COUPONS.notStarted)).toMatchObject({ starts_at: new Date(now.getTime() + 2 * DAY), ends_at: null });
    expect(of(COUPONS.amount)).toMatchObject({ percentage: null, amount: 5, min_order_amount: 20 });
    expect(of(COUPONS.limited)).toMatchObject({ percentage: 20, max_uses: 2, uses: 0 });
    expect(e100.access_codes).toEqual([{ code: ACCESS_CODES.vip, tiers: [TIERS.vip, TIERS.crew] }]);
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

  it("writes every coupon field and the uses so far, and loads back to the same document and rows", async () => {
    await loadWorld(database.db, resolved(ticketsWorld()));
    // A paid order used TWICE20 once: the count travels with the export.
    await database.db.execute(sql`UPDATE event_coupons SET uses = 1 WHERE code = ${COUPONS.limited}`);
    const first = JSON.parse(JSON.stringify(await exportWorld(database.db)));
    const tables = await snapshot(database.db);
    const e100 = first.events.find((e: { id: number }) => e.id === 100);
    expect(e100.coupons.map((c: { code: string }) => c.code)).toEqual(["FIVEOFF", "FREE100", "LATER10", "OLDTEN", "ONCE15", "SAVE10", "TWICE20"]);
    expect(e100.coupons.find((c: { code: string }) => c.code === COUPONS.limited)).toEqual({ code: "TWICE20", percentage: 20, amount: null, min_order_amount: 0, starts_at: null, ends_at: null, max_uses: 2, uses: 1 });
    expect(e100.coupons.find((c: { code: string }) => c.code === COUPONS.amount)).toMatchObject({ percentage: null, amount: 5, min_order_amount: 20 });
    expect(e100.coupons.find((c: { code: string }) => c.code === COUPONS.expired).ends_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(e100.access_codes).toEqual([{ code: ACCESS_CODES.vip, tiers: [TIERS.vip, TIERS.crew] }]);
    expect(first.events.find((e: { id: number }) => e.id === 101)).toMatchObject({ coupons: [], access_codes: [] });

    const later = validateWorld(first, new Date(Date.now() + 400 * DAY));
    if (!later.ok) throw new Error(later.problems.join("\n"));
    await loadWorld(database.db, later.world);
    expect(JSON.parse(JSON.stringify(await exportWorld(database.db)))).toEqual(first);
    expect(await snapshot(database.db)).toEqual(tables);
  });
});

describe("worlds/demo.json", () => {
  it("has coupons on Volt Night, the main upcoming event, and access codes unlocking its hidden tiers", () => {
    const w = resolved(demoWorld());
    const volt = w.events.find((e) => e.id === 100)!;
    expect(volt.starts_at!.getTime()).toBeGreaterThan(now.getTime());
    expect(volt.coupons.length).toBeGreaterThanOrEqual(2);
    expect(volt.coupons.some((c) => c.percentage !== null)).toBe(true);
    expect(volt.coupons.some((c) => c.amount !== null)).toBe(true);
    expect(volt.access_codes.length).toBeGreaterThanOrEqual(1);
    const hidden = new Set(volt.ticket_tiers.filter((t) => !t.public).map((t) => t.id));
    const unlocked = volt.access_codes.flatMap((a) => a.tiers);
    expect(unlocked.length).toBeGreaterThan(0);
    expect(unlocked.every((id) => hidden.has(id))).toBe(true);
    expect(volt.ticket_tiers.some((t) => !t.public && t.price > 0 && unlocked.includes(t.id))).toBe(true);
  });

  it("has a secret key that opens ticket checkouts, and one holding the newsletter, forms and export scopes", () => {
    const keys = resolved(demoWorld()).keys.filter((k) => k.crew === "nightshift" && k.type === "secret" && k.state === "active");
    expect(keys.some((k) => k.scopes.includes("write:checkout"))).toBe(true);
    expect(keys.some((k) => ["write:newsletter", "write:forms", "read:export"].every((s) => k.scopes.includes(s as never)))).toBe(true);
  });
});
