/**
 * The refund of a payment that arrived too late: its session had been released and what it bought
 * was sold since. The order's transaction writes the refund as owed (the whole amount, its
 * provider key derived from the order: `order-<id>-unfulfilled`), so it can never be dropped; right
 * after the commit it is tried once. Whatever the provider answers, the refund queue
 * (./refund-queue.ts) takes it from there: a try that fails waits its back-off, one refused for good
 * is shown on the order. When it goes through, the order's status, `order.refunded` and the
 * buyer's mail saying why commit together (./refund-ledger.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orderRefunds } from "@/lib/db/schema";
import { tryOwedRefund } from "./refund-attempt";
import { claimRefund, latePaymentKey, oweRefund } from "./refund-ledger";
import type { Tx } from "./scarce";

/** In the order's transaction: the whole amount is owed to the buyer, due at once. */
export async function oweLatePaymentRefund(tx: Tx, order: { id: string; amountTotal: number }, refundId: string, now: Date): Promise<void> {
  if (order.amountTotal <= 0) return;
  await oweRefund(tx, { id: refundId, orderId: order.id, amount: order.amountTotal, origin: "late_payment", idempotencyKey: latePaymentKey(order.id), now, attempts: 0, nextAttemptAt: now });
}

/**
 * Tries the order's owed late-payment refund now, if its time has come (a repeated report of the
 * payment never hurries a refund waiting out its back-off). Never throws for the provider: the
 * refund stays owed or is marked failed.
 */
export async function refundUnfulfilled(db: Db, orderId: string, now: Date): Promise<"refunded" | "owed" | "failed" | "none"> {
  const [owed] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.origin, "late_payment"), eq(orderRefunds.status, "owed")));
  if (!owed) return "none";
  const claimed = await claimRefund(db, owed.id, now, { onlyIfDue: true });
  if (!claimed) return "owed";
  return tryOwedRefund(db, claimed.refund, claimed.order, now);
}
