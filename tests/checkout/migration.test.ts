/**
 * drizzle/0009_checkout_engine.sql moves the rows of the two checkout designs into one: a database
 * at 0008 with an open merch session and its hold, a paid merch session and its order, and an open
 * ticket session with its hold, read back after 0009 through the engine's tables.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, applyMigration } from "./migrations";

const files = MIGRATIONS;
const apply = applyMigration;

const CREW = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const KEY = "0b7c1e22-0000-4000-8000-000000000001";
const MERCH_OPEN = "a0000000-0000-4000-8000-000000000001";
const MERCH_PAID = "a0000000-0000-4000-8000-000000000002";
const TICKETS_OPEN = "a0000000-0000-4000-8000-000000000003";
const ORDER = "b0000000-0000-4000-8000-000000000001";
const VARIANT = "5c000000-0000-4000-8000-000000000101";
const PRICING = { currency: "EUR", subtotal_cents: 5000, discount_cents: 500, shipping_cents: 490, total_cents: 4990, coupon: { code: "VOLT10", discount_cents: 500 }, shipping: null, ships_on: null };
const MERCH_LINES = [{ variant_id: VARIANT, product_id: "5b000000-0000-4000-8000-000000000001", name: "Volt Tee — S", quantity: 2, unit_cents: 2500, discount_cents: 500 }];
const TICKET_LINES = [{ tier_id: "tier-100-early", name: "Early", quantity: 2, unit_amount: 1500, discount_amount: 0, fee_amount: 100 }];

let db: PGlite;
beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  await db.waitReady;
  for (const f of files.filter((f) => f < "0009")) await apply(db, f);
  const at = "2026-11-26T20:00:00Z";
  const until = "2026-11-26T20:30:00Z";
  const merch = `INSERT INTO checkout_sessions (id, crew_id, key_id, seller_type, seller_id, event_id, mode, country, lines, pricing, buyer_email, reference, locale, idempotency_key, body_hash, status, created_at, expires_at, provider, provider_session_id, url, base_url, order_id)
    VALUES ($1::uuid, $2, $3, 'promoter', 20, NULL, 'delivery', 'DE', $4, $5, 'buyer@example.test', 'cart:1', 'de', $6, 'h', $7, $8, $9, 'sandbox', $1::text, 'http://localhost:3000/checkout/' || $1::text, 'http://localhost:3000', $10)`;
  await db.query(merch, [MERCH_OPEN, CREW, KEY, JSON.stringify(MERCH_LINES), JSON.stringify(PRICING), "k-open", "open", at, until, null]);
  await db.query(merch, [MERCH_PAID, CREW, KEY, JSON.stringify(MERCH_LINES), JSON.stringify(PRICING), "k-paid", "paid", at, until, ORDER]);
  await db.query(`INSERT INTO stock_holds (session_id, variant_id, quantity, expires_at) VALUES ($1, $2, 2, $3)`, [MERCH_OPEN, VARIANT, until]);
  await db.query(
    `INSERT INTO orders (id, kind, event_id, status, currency, amount_total, amount_refunded, created_at, buyer_email, lines, merch, checkout_session_id)
     VALUES ($1, 'merch', NULL, 'paid', 'EUR', 4990, 0, $2, 'buyer@example.test', '[]', $3, $4)`,
    [ORDER, at, JSON.stringify({ payment_ref: "sandbox_pay_1" }), MERCH_PAID],
  );
  await db.query(
    `INSERT INTO ticket_checkout_sessions (id, crew_id, key_id, event_id, lines, currency, subtotal_amount, discount_amount, fee_amount, amount_total, discount, access_code, buyer_email, reference, locale, idempotency_key, body_hash, status, created_at, expires_at, provider, provider_session_id, url, base_url, order_id)
     VALUES ($1::uuid, $2, $3, 100, $4, 'EUR', 3000, 0, 200, 3200, $5, 'VIP-PASS', 'fan@example.test', NULL, 'en', 'k-open', 'h2', 'open', $6, $7, 'sandbox', $1::text, 'http://localhost:3000/checkout/tickets/' || $1::text, 'http://localhost:3000', NULL)`,
    [TICKETS_OPEN, CREW, KEY, JSON.stringify(TICKET_LINES), JSON.stringify({ kind: "coupon", code: "SAVE10", member_id: null }), at, until],
  );
  await db.query(`INSERT INTO ticket_holds (session_id, tier_id, quantity, expires_at) VALUES ($1, 'tier-100-early', 2, $2)`, [TICKETS_OPEN, until]);
  await apply(db, "0009_checkout_engine.sql");
});
afterAll(() => db.close());

describe("0009_checkout_engine", () => {
  it("keeps every session in one table with its kind, money and details; paid reads complete", async () => {
    const { rows } = await db.query<Record<string, any>>(`SELECT id, kind, status, currency, amount_total, event_id, idempotency_key, details, url, order_id FROM checkout_sessions ORDER BY id`);
    expect(rows).toEqual([
      {
        id: MERCH_OPEN,
        kind: "merch",
        status: "open",
        currency: "EUR",
        amount_total: 4990,
        event_id: null,
        idempotency_key: "k-open",
        details: { kind: "merch", seller: { type: "promoter", id: 20 }, mode: "delivery", country: "DE", lines: MERCH_LINES, pricing: PRICING },
        url: `http://localhost:3000/checkout/${MERCH_OPEN}`,
        order_id: null,
      },
      expect.objectContaining({ id: MERCH_PAID, kind: "merch", status: "complete", order_id: ORDER }),
      {
        id: TICKETS_OPEN,
        kind: "tickets",
        status: "open",
        currency: "EUR",
        amount_total: 3200,
        event_id: 100,
        // The same key as the merch session: keys are unique per crew and kind.
        idempotency_key: "k-open",
        details: { kind: "tickets", lines: TICKET_LINES, subtotal_cents: 3000, discount_cents: 0, fee_cents: 200, discount: { kind: "coupon", code: "SAVE10", member_id: null }, access_code: "VIP-PASS" },
        url: `http://localhost:3000/checkout/tickets/${TICKETS_OPEN}`,
        order_id: null,
      },
    ]);
  });

  it("moves both kinds of hold into one table", async () => {
    const { rows } = await db.query(`SELECT session_id, item, item_id, quantity FROM checkout_holds ORDER BY session_id`);
    expect(rows).toEqual([
      { session_id: MERCH_OPEN, item: "variant", item_id: VARIANT, quantity: 2 },
      { session_id: TICKETS_OPEN, item: "tier", item_id: "tier-100-early", quantity: 2 },
    ]);
  });

  it("copies a merch order's payment reference to the order's own column, and drops the old tables", async () => {
    const { rows } = await db.query(`SELECT payment_ref, unfulfilled FROM orders WHERE id = $1`, [ORDER]);
    expect(rows).toEqual([{ payment_ref: "sandbox_pay_1", unfulfilled: null }]);
    const { rows: tables } = await db.query<{ t: string | null }>(`SELECT to_regclass('stock_holds')::text AS t UNION ALL SELECT to_regclass('ticket_holds')::text UNION ALL SELECT to_regclass('ticket_checkout_sessions')::text`);
    expect(tables.map((r) => r.t)).toEqual([null, null, null]);
  });
});
