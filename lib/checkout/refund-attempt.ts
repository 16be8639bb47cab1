/**
 * One try of a claimed refund (lib/checkout/refund-ledger.ts). An order no provider took money for
 * is refunded here alone. Otherwise the order's provider refunds it with the refund's own
 * idempotency key (a repeated try never refunds twice) and the ledger records it. An answer that
 * will never change (already refunded, payment missing, account gone) is settled by the provider's
 * own record of the payment: refunded there beyond what is recorded here, it is recorded here;
 * else the refund is refused. Any other failure leaves it owed until its next time.
 */
import type { Db } from "@/lib/db/client";
import { eq } from "drizzle-orm";
import { orders } from "@/lib/db/schema";
import { RefundRefused } from "@/lib/payments/provider";
import { checkoutProvider } from "./provider";
import { markRefundFailed, noteTryFailed, paidThroughProvider, recordRefunded, type OrderRow, type RefundRow } from "./refund-ledger";
import { madeAtProvider } from "./refund-rules";

export type TryOutcome = { state: "refunded" } | { state: "owed"; reason: string } | { state: "refused"; reason: string };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Tries a claimed refund once. A refusal for good is returned, not recorded: the caller decides (see `tryOwedRefund`). */
export async function tryRefund(db: Db, refund: RefundRow, order: OrderRow, now: Date): Promise<TryOutcome> {
  if (!paidThroughProvider(order) || refund.idempotencyKey === null) {
    await recordRefunded(db, refund.id, null, now);
    return { state: "refunded" };
  }
  const provider = checkoutProvider();
  const owed = async (reason: string): Promise<TryOutcome> => {
    await noteTryFailed(db, refund.id, reason);
    return { state: "owed", reason };
  };
  if (!provider || provider.name !== order.paymentProvider) return owed(`the ${order.paymentProvider} provider is not configured on this server`);
  if (!order.paymentRef) return { state: "refused", reason: "no_payment_ref: the order has no payment reference to refund" };
  const ref = { paymentRef: order.paymentRef, paymentAccount: order.paymentAccount ?? "" };
  try {
    const made = await provider.refund({ ...ref, amountCents: refund.amount, idempotencyKey: refund.idempotencyKey });
    await recordRefunded(db, refund.id, made.refundRef, now);
    return { state: "refunded" };
  } catch (e) {
    if (!(e instanceof RefundRefused)) return owed(messageOf(e));
    let record: { refundedCents: number } | null;
    try {
      record = await provider.paymentRecord(ref);
    } catch (again) {
      return owed(`${e.reason}: ${e.message}; the payment's record could not be read (${messageOf(again)})`);
    }
    const [now_] = await db.select({ amountRefunded: orders.amountRefunded }).from(orders).where(eq(orders.id, order.id));
    if (record && madeAtProvider(record.refundedCents, now_?.amountRefunded ?? order.amountRefunded, refund.amount)) {
      await recordRefunded(db, refund.id, null, now);
      return { state: "refunded" };
    }
    const seen = record ? `the provider shows ${record.refundedCents} cents of it refunded` : "the provider has no such payment on the account";
    return { state: "refused", reason: `${e.reason}: ${e.message}; ${seen}` };
  }
}

/** An owed refund's try: refused for good, it is marked failed (shown on the order, logged once). Answers where it stands. */
export async function tryOwedRefund(db: Db, refund: RefundRow, order: OrderRow, now: Date): Promise<"refunded" | "owed" | "failed"> {
  const outcome = await tryRefund(db, refund, order, now);
  if (outcome.state !== "refused") return outcome.state;
  await markRefundFailed(db, refund, outcome.reason);
  return "failed";
}
