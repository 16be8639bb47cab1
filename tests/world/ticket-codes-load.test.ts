/**
 * Loading events' coupons and access codes: tests/worlds/tickets.json lands in event_coupons and
 * event_access_codes as tests/tickets/world.ts describes it, with its keys, tiers and forms; the
 * two-crews world holds the codes ALPHA and BRAVO name.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../lib/auth/token";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { loadWorld } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { ALPHA, BRAVO } from "../security/cross-crew-fixtures";
import { ACCESS_CODES, COUPONS, FORMS, TICKET_KEYS, TIERS } from "../tickets/world";
import { readJson } from "./snapshot";

let database: Database;
const now = new Date();
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openPglite(null);
  const r = validateWorld(readJson("tests/worlds/tickets.json"), now);
  if (!r.ok) throw new Error(r.problems.join("\n"));
  await loadWorld(database.db, r.world);
});
afterAll(async () => {
  await database?.close();
});

type Coupon = { event_id: number; code: string; percentage: number | null; amount: number | null; min_order_amount: number; starts_at: Date | null; ends_at: Date | null; max_uses: number | null; uses: number };

describe("tests/worlds/tickets.json", () => {
  it("holds event 100's and 104's coupons as documented, with their defaults", async () => {
    const coupons = await rows<Coupon>(database.db, sql`SELECT event_id, code, percentage, amount::float8 AS amount, min_order_amount::float8 AS min_order_amount, starts_at, ends_at, max_uses, uses FROM event_coupons ORDER BY event_id, code`);
    const of = (code: string) => coupons.find((c) => c.code === code)!;
    expect(coupons.map((c) => `${c.event_id}:${c.code}`).sort()).toEqual(
      [COUPONS.percent, COUPONS.amount, COUPONS.expired, COUPONS.notStarted, COUPONS.limited, COUPONS.full, COUPONS.once].map((c) => `100:${c}`).concat(`104:${COUPONS.harbour}`).sort(),
    );
    expect(of(COUPONS.percent)).toMatchObject({ percentage: 10, amount: null, min_order_amount: 0, starts_at: null, ends_at: null, max_uses: null, uses: 0 });
    expect(of(COUPONS.amount)).toMatchObject({ percentage: null, amount: 5, min_order_amount: 20 });
    expect(of(COUPONS.limited)).toMatchObject({ percentage: 20, max_uses: 2, uses: 0 });
    expect(of(COUPONS.full)).toMatchObject({ percentage: 100 });
    expect(of(COUPONS.once)).toMatchObject({ percentage: 15, max_uses: 1, uses: 0 });
    expect(of(COUPONS.harbour)).toMatchObject({ event_id: 104, percentage: 10 });
    const ended = new Date(of(COUPONS.expired).ends_at!).getTime();
    expect(Math.abs(ended - (now.getTime() - DAY))).toBeLessThan(2000);
    const starts = new Date(of(COUPONS.notStarted).starts_at!).getTime();
    expect(Math.abs(starts - (now.getTime() + 2 * DAY))).toBeLessThan(2000);
  });

  it("holds the access codes, each unlocking hidden tiers of its event", async () => {
    const codes = await rows<{ event_id: number; code: string; tier_ids: string[] }>(database.db, sql`SELECT event_id, code, tier_ids FROM event_access_codes ORDER BY event_id`);
    expect(codes).toEqual([
      { event_id: 100, code: ACCESS_CODES.vip, tier_ids: [TIERS.vip, TIERS.crew] },
      { event_id: 104, code: ACCESS_CODES.harbour, tier_ids: [TIERS.harbourVip] },
    ]);
    const hidden = await rows<{ id: string; public: boolean }>(database.db, sql`SELECT id, public FROM ticket_tiers WHERE id IN (${TIERS.vip}, ${TIERS.crew}, ${TIERS.harbourVip})`);
    expect(hidden).toHaveLength(3);
    expect(hidden.every((t) => !t.public)).toBe(true);
  });

  it("finds a code in any case, through the tables' lower-cased unique index", async () => {
    const found = await rows<{ code: string }>(database.db, sql`SELECT code FROM event_coupons WHERE event_id = 100 AND lower(code) = lower(${"save10"})`);
    expect(found).toEqual([{ code: COUPONS.percent }]);
    await expect(database.db.execute(sql`INSERT INTO event_coupons (event_id, code, percentage) VALUES (100, 'Save10', 5)`)).rejects.toThrow();
  });

  it("has the added tiers with their stock, visibility and windows", async () => {
    const tiers = await rows<Record<string, unknown>>(database.db, sql`SELECT id, event_id, price::float8 AS price, stock, sold, public, off_sale, bundle_size, max_per_order, sale_end FROM ticket_tiers WHERE id IN (${TIERS.last}, ${TIERS.vip}, ${TIERS.offSale}, ${TIERS.pair}, ${TIERS.past}, ${TIERS.harbourVip})`);
    const of = (id: string) => tiers.find((t) => t.id === id);
    expect(of(TIERS.last)).toMatchObject({ event_id: 100, price: 30, stock: 1, sold: 0, public: true, max_per_order: 4 });
    expect(of(TIERS.vip)).toMatchObject({ event_id: 100, price: 50, stock: 20, public: false, max_per_order: 4 });
    expect(of(TIERS.offSale)).toMatchObject({ price: 15, stock: 100, public: true, off_sale: true });
    expect(of(TIERS.pair)).toMatchObject({ price: 40, stock: 30, bundle_size: 2, max_per_order: 3 });
    expect(of(TIERS.past)).toMatchObject({ event_id: 102, price: 10, stock: 50 });
    expect(new Date(of(TIERS.past)!.sale_end as string).getTime()).toBeLessThan(now.getTime() - 20 * DAY);
    expect(of(TIERS.harbourVip)).toMatchObject({ event_id: 104, public: false });
  });

  it("has the ticket keys with their scopes and who created them", async () => {
    const keys = await rows<{ token_hash: string; scopes: string[]; created_by_owner: boolean }>(database.db, sql`SELECT token_hash, scopes, created_by_owner FROM api_keys`);
    const of = (token: string) => keys.find((k) => k.token_hash === hashToken(token));
    expect(of(TICKET_KEYS.checkout)).toMatchObject({ created_by_owner: false });
    expect(of(TICKET_KEYS.checkout)!.scopes.sort()).toEqual(["read:events", "write:checkout"]);
    expect(of(TICKET_KEYS.owner)).toMatchObject({ created_by_owner: true });
    expect(of(TICKET_KEYS.owner)!.scopes.sort()).toEqual(["read:events", "write:checkout", "write:checkout:free"]);
    expect(of(TICKET_KEYS.writes)!.scopes.sort()).toEqual(["read:export", "write:forms", "write:newsletter"]);
    expect(of(TICKET_KEYS.harbour)).toMatchObject({ created_by_owner: true });
    expect(of(TICKET_KEYS.harbour)!.scopes.sort()).toEqual(["read:events", "read:export", "write:checkout", "write:checkout:free", "write:forms", "write:newsletter"]);
  });

  it("has the forms in the states the form tests need", async () => {
    const forms = await rows<Record<string, unknown>>(database.db, sql`SELECT slug, max_responses, responses, draft, captures_contact, jsonb_array_length(questions) AS questions FROM forms`);
    const of = (slug: string) => forms.find((f) => f.slug === slug);
    expect(of(FORMS.lastPlace)).toMatchObject({ max_responses: 5, responses: 4, captures_contact: false, questions: 4 });
    expect(of(FORMS.full)).toMatchObject({ max_responses: 3, responses: 3 });
    expect(of(FORMS.empty)).toMatchObject({ draft: false, questions: 0 });
    expect(of(FORMS.draft)).toMatchObject({ draft: true });
    for (const slug of [FORMS.closed, FORMS.scheduled, FORMS.harbour, FORMS.volunteers]) expect(of(slug)).toBeDefined();
  });
});

describe("tests/worlds/two-crews.json", () => {
  it("gives each crew's main event a coupon and an access code unlocking a hidden tier", async () => {
    const r = validateWorld(readJson("tests/worlds/two-crews.json"), now);
    if (!r.ok) throw new Error(r.problems.join("\n"));
    await loadWorld(database.db, r.world);
    const coupons = await rows<{ event_id: number; code: string; percentage: number }>(database.db, sql`SELECT event_id, code, percentage FROM event_coupons ORDER BY event_id`);
    expect(coupons).toEqual([
      { event_id: ALPHA.event, code: ALPHA.eventCoupon, percentage: 10 },
      { event_id: BRAVO.event, code: BRAVO.eventCoupon, percentage: 10 },
    ]);
    const codes = await rows<{ event_id: number; code: string; tier_ids: string[] }>(database.db, sql`SELECT event_id, code, tier_ids FROM event_access_codes ORDER BY event_id`);
    expect(codes).toEqual([
      { event_id: ALPHA.event, code: ALPHA.accessCode, tier_ids: [ALPHA.hiddenTier] },
      { event_id: BRAVO.event, code: BRAVO.accessCode, tier_ids: [BRAVO.hiddenTier] },
    ]);
    const tiers = await rows<{ id: string; event_id: number; public: boolean }>(database.db, sql`SELECT id, event_id, public FROM ticket_tiers WHERE id IN (${ALPHA.hiddenTier}, ${BRAVO.hiddenTier}, ${ALPHA.ticketTier}, ${BRAVO.ticketTier}) ORDER BY id`);
    expect(tiers).toEqual([
      { id: ALPHA.ticketTier, event_id: ALPHA.event, public: true },
      { id: ALPHA.hiddenTier, event_id: ALPHA.event, public: false },
      { id: BRAVO.ticketTier, event_id: BRAVO.event, public: true },
      { id: BRAVO.hiddenTier, event_id: BRAVO.event, public: false },
    ]);
  });
});
