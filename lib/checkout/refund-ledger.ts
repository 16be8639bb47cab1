/**
 * The refund ledger (order_refunds): every refund of an order, asked through the platform API or
 * owed for a payment that came too late, is a row. An owed row reserves its amount: under the
 * order's row lock, what is refunded plus what is owed never passes what was paid. The order's
 * refunded total, its status and `order.refunded` move only when the provider says the money moved
 * (`recordRefunded`). Rows are claimed for a try with their next-attempt time pushed on first, so
 * a crash mid-call waits its turn and two sweeps never try the same refund at once.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orderRefunds, orders, ticketTiers } from "@/lib/db/schema";
import type { RefundOrigin } from "@/lib/db/tables/commerce";
import { notifyMailQueued } from "@/lib/mail/notify";
import { paymentProviderNamed } from "@/lib/payments/providers";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";
import { mailLatePaymentRefund } from "./refund-mail";
import { nextAttemptAt, refundStatus } from "./refund-rules";
import type { Tx } from "./scarce";
import { log } from "@/lib/observability/log";

export type RefundRow = typeof orderRefunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** The provider's idempotency key of a refund the platform asked: derived from the refund's id. */
export const platformRefundKey = (refundId: string) => `refund-${refundId}`;
/** A late payment's refund: one per order, with the key its tries have always sent. */
export const latePaymentKey = (orderId: string) => `order-${orderId}-unfulfilled`;

/** Whether a provider took the order's money: then its refunds go through that provider. */
export const paidThroughProvider = (o: Pick<OrderRow, "paymentProvider">): o is OrderRow & { paymentProvider: string } => paymentProviderNamed(o.paymentProvider) !== null;

/** The order, its row locked until the transaction ends: every refund of it is counted under this lock. */
export async function lockOrder(tx: Tx | Db, orderId: string): Promise<OrderRow | undefined> {
  return (await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1))[0];
}

/** What the order's owed refunds add up to. */
export async function owedOf(tx: Tx | Db, orderId: string): Promise<number> {
  const [r] = await tx
    .select({ owed: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "owed")));
  return Number(r?.owed ?? 0);
}

export interface NewRefund {
  id: string;
  orderId: string;
  amount: number;
  origin: RefundOrigin;
  idempotencyKey: string | null;
  now: Date;
  /** Tries already counted (a refund tried at once is claimed as it is written). */
  attempts: number;
  nextAttemptAt: Date;
}

/** Writes an owed refund; the caller holds the order's lock and has checked it fits. Null when the id exists already. */
export async function oweRefund(tx: Tx | Db, r: NewRefund): Promise<RefundRow | null> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ id: r.id, orderId: r.orderId, amount: r.amount, createdAt: r.now, status: "owed", origin: r.origin, idempotencyKey: r.idempotencyKey, attempts: r.attempts, nextAttemptAt: r.nextAttemptAt })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Claims one owed refund for a try now (with `onlyIfDue`, only when its time has come); null when it is not owed, not due, or being tried elsewhere. */
export async function claimRefund(db: Db, refundId: string, now: Date, opts: { onlyIfDue?: boolean } = {}): Promise<{ refund: RefundRow; order: OrderRow } | null> {
  return db.transaction(async (tx) => {
    const due = opts.onlyIfDue ? lte(orderRefunds.nextAttemptAt, now) : undefined;
    const [found] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "owed"), due))
      .for("update", { skipLocked: true })
      .limit(1);
    if (!found) return null;
    const attempts = found.attempts + 1;
    const [refund] = await tx.update(orderRefunds).set({ attempts, nextAttemptAt: nextAttemptAt(attempts, now) }).where(eq(orderRefunds.id, refundId)).returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId));
    return refund && order ? { refund, order } : null;
  });
}

/** Claims the due owed refunds, oldest due first, at most `limit`; rows another sweep holds are skipped. */
export async function claimDueRefunds(db: Db, now: Date, limit: number): Promise<{ refund: RefundRow; order: OrderRow }[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orderRefunds.id, attempts: orderRefunds.attempts })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.status, "owed"), lte(orderRefunds.nextAttemptAt, now)))
      .orderBy(asc(orderRefunds.nextAttemptAt), asc(orderRefunds.createdAt), asc(orderRefunds.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    const list = (values: string[], type: string) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${sql.raw(type)}`;
    // One statement for the whole batch: each row its own next time, from its own count of tries.
    await tx.execute(sql`
      UPDATE order_refunds r SET attempts = r.attempts + 1, next_attempt_at = v.next
      FROM unnest(${list(ids, "uuid[]")}, ${list(due.map((d) => nextAttemptAt(d.attempts + 1, now).toISOString()), "timestamptz[]")}) AS v(id, next)
      WHERE r.id = v.id`);
    const rows = await tx.select({ refund: orderRefunds, order: orders }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(inArray(orderRefunds.id, ids));
    const byId = new Map(rows.map((r) => [r.refund.id, r]));
    return ids.map((id) => byId.get(id)!).filter(Boolean);
  });
}

/**
 * The money moved: the refund is recorded, the order's refunded total and status follow, and
 * `order.refunded` goes out, in one transaction. A platform refund that completes a ticket order's
 * refund puts its tickets back on sale (a late payment's order never took any); a late payment's
 * buyer is told why. False when the refund was no longer owed (recorded by another try).
 */
export async function recordRefunded(db: Db, refundId: string, providerRef: string | null, now: Date): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const [owed] = await tx.select({ orderId: orderRefunds.orderId }).from(orderRefunds).where(eq(orderRefunds.id, refundId));
    if (!owed) return null;
    // The order's lock first, as every refund of it takes it; then the refund's own row.
    const order = await lockOrder(tx, owed.orderId);
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
    if (!order || refund?.status !== "owed") return null;
    // After the order's own order.paid, even within one millisecond: the outbox is sent in time order.
    const at = new Date(Math.max(now.getTime(), order.createdAt.getTime() + 1));
    const refunded = order.amountRefunded + refund.amount;
    const status = refundStatus(order.amountTotal, refunded);
    await tx.update(orderRefunds).set({ status: "refunded", providerRef, refundedAt: at, nextAttemptAt: null, failure: null }).where(eq(orderRefunds.id, refundId));
    await tx.update(orders).set({ amountRefunded: refunded, status }).where(eq(orders.id, order.id));
    if (refund.origin === "platform" && order.kind === "tickets" && status === "refunded" && !order.unfulfilled) {
      for (const l of [...order.lines].sort((a, b) => (a.tier_id < b.tier_id ? -1 : 1))) {
        await tx.update(ticketTiers).set({ sold: sql`${ticketTiers.sold} - ${l.quantity}` }).where(and(eq(ticketTiers.id, l.tier_id), eq(ticketTiers.eventId, order.eventId!), sql`${ticketTiers.sold} >= ${l.quantity}`));
      }
    }
    await emitPlatformEvent(tx, "order.refunded", { order_id: order.id, refund_id: refundId }, { now: at });
    if (refund.origin === "late_payment") await mailLatePaymentRefund(tx, order.buyerEmail, order.id, refund.amount, order.currency);
    return { mailed: refund.origin === "late_payment" };
  });
  if (!done) return false;
  await notifyOutboxWritten();
  if (done.mailed) await notifyMailQueued();
  return true;
}

/** A try failed in a way that may pass: the refund stays owed, its next time as claimed, the reason kept. */
export async function noteTryFailed(db: Db, refundId: string, reason: string): Promise<void> {
  await db.update(orderRefunds).set({ failure: reason }).where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "owed")));
}

/**
 * The provider refused for good and its record shows no such refund: the refund is failed, shown
 * on the order, no longer tried by the sweep, and logged once at error level (here, where it
 * changes from owed to failed). Only a platform call tries it again.
 */
export async function markRefundFailed(db: Db, refund: Pick<RefundRow, "id" | "orderId" | "amount">, reason: string): Promise<void> {
  const changed = await db
    .update(orderRefunds)
    .set({ status: "failed", failure: reason, nextAttemptAt: null })
    .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "owed")))
    .returning({ id: orderRefunds.id });
  if (changed.length === 0) return;
  log.error("refund failed for good: shown on the order; retry it through the platform API", { order_id: refund.orderId, refund_id: refund.id, amount: refund.amount, reason });
}

/** Forgets an owed refund nothing was paid for (a platform call the provider refused at once: the caller is told). */
export async function dropRefund(db: Db, refundId: string): Promise<void> {
  await db.delete(orderRefunds).where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "owed")));
}
