/**
 * Completing a checkout: the provider says it was paid (Stripe's event, the sandbox's Pay button),
 * or a free order completes at once. The session row is locked first, so
 * however many callers report one payment, one writes the order (the unique index on
 * orders.checkout_session_id is the backstop). Then what the session holds is counted again under
 * the item locks, without its own holds:
 *   - it fits (always, while the hold lives): taken for good, the order written, `order.paid`;
 *   - it does not (a payment that arrived after the session was released, its stock sold since):
 *     nothing is taken, never a clamp; the order is written as unfulfilled with its whole amount
 *     owed back (the refund ledger's row, in the same transaction), `order.paid` goes out, and
 *     after the commit the refund is tried (./refund.ts): once it goes through, `order.refunded`
 *     and the buyer's mail saying why.
 * A fulfilled order's mails are queued in its transaction (lib/mail/queue.ts): they go out exactly
 * when it commits, even after a crash.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutHolds, checkoutSessions, orders } from "@/lib/db/schema";
import type { CheckoutKind } from "@/lib/db/tables/checkout";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";
import { notifyMailQueued } from "@/lib/mail/notify";
import type { Fulfiller, Payment } from "./kind";
import { kindOf } from "./kinds";
import { oweLatePaymentRefund, refundUnfulfilled } from "./refund";
import { firstShortfall, lockAndCount, take, type Tx } from "./scarce";
import { log } from "@/lib/observability/log";

export interface Completed {
  orderId: string;
  /** false: the session was complete already (a repeated report). */
  created: boolean;
  /** false: the payment came too late for what it bought; the order is refunded in full. */
  fulfilled: boolean;
}

/**
 * Completes a session once; null when there is no such session. A provider's payment completes
 * whatever the session's state (the buyer was charged); with `onlyIfOpen` (the sandbox's Pay
 * button, which charges nobody) a session released meanwhile stays released and this answers null.
 */
export async function completeCheckout(db: Db, sessionId: string, payment: Payment, now: Date, opts: { onlyIfOpen?: boolean } = {}): Promise<Completed | null> {
  const result = await db.transaction(async (tx): Promise<(Completed & { kind: CheckoutKind }) | null> => {
    const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for("update");
    if (!session) return null;
    if (session.status === "complete" && session.orderId) {
      const [order] = await tx.select({ unfulfilled: orders.unfulfilled }).from(orders).where(eq(orders.id, session.orderId));
      return { orderId: session.orderId, created: false, fulfilled: !order?.unfulfilled, kind: session.kind };
    }
    if (opts.onlyIfOpen && (session.status !== "open" || session.expiresAt.getTime() <= now.getTime())) return null;
    const def = kindOf(session.kind);
    const claims = def.fulfiller.claims(session);
    const counts = await lockAndCount(tx, claims, now, session.id);
    const fulfilled = firstShortfall(counts, claims) === null;
    if (fulfilled) await take(tx, claims);
    await tx.delete(checkoutHolds).where(eq(checkoutHolds.sessionId, session.id));
    const orderId = randomUUID();
    await tx.insert(orders).values({
      ...def.fulfiller.order(session, payment),
      id: orderId,
      status: "paid",
      amountRefunded: 0,
      createdAt: now,
      checkoutSessionId: session.id,
      paymentProvider: payment.provider,
      paymentRef: payment.ref,
      paymentAccount: session.paymentAccount,
      unfulfilled: fulfilled ? null : "sold_out",
    });
    // Money owed is never dropped: the refund is in the ledger before anything else can happen to the order.
    if (!fulfilled) await oweLatePaymentRefund(tx, { id: orderId, amountTotal: session.amountTotal }, randomUUID(), now);
    await tx.update(checkoutSessions).set({ status: "complete", orderId }).where(eq(checkoutSessions.id, session.id));
    await emitPlatformEvent(tx, "order.paid", { order_id: orderId }, { now });
    if (fulfilled) await def.fulfiller.emitExtra(tx, session, orderId, now);
    if (fulfilled) await queueMails(tx, def.fulfiller, orderId);
    return { orderId, created: true, fulfilled, kind: session.kind };
  });
  if (!result) return null;
  if (result.created) await notifyOutboxWritten();
  if (result.created && result.fulfilled) await notifyMailQueued();
  // The late payment's refund is tried at once; a repeated report tries one still owed whose time has come.
  if (!result.fulfilled) await refundUnfulfilled(db, result.orderId, now);
  return { orderId: result.orderId, created: result.created, fulfilled: result.fulfilled };
}

/**
 * The order's mails, in its transaction but in a savepoint: mails that cannot be made are logged
 * and the paid order still commits. (A failed statement caught without one would leave the
 * transaction aborted, and its COMMIT would quietly roll the order back.)
 */
async function queueMails(tx: Tx, fulfiller: Fulfiller, orderId: string): Promise<void> {
  try {
    await tx.transaction((savepoint) => fulfiller.queueMails(savepoint, orderId));
  } catch (e) {
    log.error("order mails not queued", { order_id: orderId, error: e });
  }
}
