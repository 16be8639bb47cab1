/**
 * drizzle/0016_refund_queue.sql turns order_refunds into the refund ledger: refunds recorded
 * before are refunded rows (money moved when they were written), a late payment's refund keeps
 * its origin, and a late payment still owed its refund joins the queue, due at once, with the
 * idempotency key its tries always sent (so Stripe answers a refund an earlier try made, never a
 * second one).
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, applyMigration } from "./migrations";

const files = MIGRATIONS;
const apply = applyMigration;

const OWING = "c0000000-0000-4000-8000-000000000001";
const REFUNDED_LATE = "c0000000-0000-4000-8000-000000000002";
const PLAIN = "c0000000-0000-4000-8000-000000000003";
const FREE_LATE = "c0000000-0000-4000-8000-000000000004";
const AT = "2026-11-26T20:00:00Z";

let db: PGlite;
beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  await db.waitReady;
  for (const f of files.filter((f) => f < "0016")) await apply(db, f);
  const order = `INSERT INTO orders (id, kind, event_id, status, currency, amount_total, amount_refunded, created_at, buyer_email, lines, payment_provider, payment_ref, payment_account, unfulfilled)
    VALUES ($1, 'tickets', NULL, $2, 'EUR', $3, $4, $5, 'buyer@example.test', '[]', $6, $7, 'acct_1Volt', $8)`;
  await db.query(order, [OWING, "paid", 3155, 0, AT, "stripe", "pi_owing", "sold_out"]);
  await db.query(order, [REFUNDED_LATE, "refunded", 3155, 3155, AT, "stripe", "pi_done", "sold_out"]);
  await db.query(order, [PLAIN, "partially_refunded", 5000, 1000, AT, null, null, null]);
  await db.query(order, [FREE_LATE, "paid", 0, 0, AT, "free", null, "sold_out"]);
  const refund = `INSERT INTO order_refunds (id, order_id, amount, created_at) VALUES ($1, $2, $3, $4)`;
  await db.query(refund, ["d0000000-0000-4000-8000-000000000001", REFUNDED_LATE, 3155, AT]);
  await db.query(refund, ["d0000000-0000-4000-8000-000000000002", PLAIN, 1000, AT]);
  await apply(db, files.find((f) => f.startsWith("0016"))!);
});
afterAll(() => db.close());

describe("0016_refund_queue", () => {
  it("keeps refunds made before as refunded rows; a late payment's keeps its origin", async () => {
    const rows = (await db.query<{ order_id: string; status: string; origin: string; refunded_at: Date | null }>(`SELECT order_id, status, origin, refunded_at FROM order_refunds WHERE order_id IN ($1, $2) ORDER BY order_id`, [REFUNDED_LATE, PLAIN])).rows;
    expect(rows.map((r) => [r.order_id, r.status, r.origin, r.refunded_at?.toISOString()])).toEqual([
      [REFUNDED_LATE, "refunded", "late_payment", new Date(AT).toISOString()],
      [PLAIN, "refunded", "platform", new Date(AT).toISOString()],
    ]);
  });

  it("a late payment still owed its refund is queued, due now, with its key; nothing else is", async () => {
    const owed = (await db.query<{ order_id: string; amount: number; idempotency_key: string; attempts: number; next_attempt_at: Date | null }>(`SELECT order_id, amount, idempotency_key, attempts, next_attempt_at FROM order_refunds WHERE status = 'owed'`)).rows;
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ order_id: OWING, amount: 3155, idempotency_key: `order-${OWING}-unfulfilled`, attempts: 0 });
    expect(owed[0]!.next_attempt_at).not.toBeNull();
  });
});
