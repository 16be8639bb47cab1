/**
 * The refund of a payment that arrived too late: its session had been released and what it bought
 * was sold since. The provider refunds first (its idempotency key is derived from the order, so a
 * retry never refunds twice), then the refund row, the order's status, `order.refunded` and the
 * buyer's mail saying why commit together. A failure on the way leaves the order owing; the next report
 * of the same payment, or the checkout sweep, tries again.
 */
import { randomUUID } from "node:crypto";
import { and, isNotNull, lt, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orderRefunds, orders } from "@/lib/db/schema";
import { notifyMailQueued } from "@/lib/mail/notify";
import { queueMail, type MailWriter } from "@/lib/mail/queue";
import { money } from "@/lib/shop/pages/describe";
import { UpstreamError } from "@/lib/payments/provider";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";
import { checkoutProvider } from "./provider";
import { log } from "@/lib/observability/log";

/** Refunds an unfulfilled order in full once; false when there is nothing owed. Throws UpstreamError when the provider fails. */
export async function refundUnfulfilled(db: Db, orderId: string, now: Date): Promise<boolean> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o?.unfulfilled || o.amountRefunded >= o.amountTotal) return false;
  const amount = o.amountTotal - o.amountRefunded;
  if (o.paymentProvider === "stripe" || o.paymentProvider === "sandbox") {
    const provider = checkoutProvider();
    if (!provider || provider.name !== o.paymentProvider) throw new UpstreamError(`the ${o.paymentProvider} provider is not configured: order ${orderId} waits for its refund`);
    if (!o.paymentRef) throw new UpstreamError(`order ${orderId} has no payment reference to refund`);
    await provider.refund({ paymentRef: o.paymentRef, paymentAccount: o.paymentAccount ?? "", amountCents: amount, idempotencyKey: `order-${orderId}-unfulfilled` });
  }
  // After the order's own order.paid, even within one millisecond: the outbox is sent in time order.
  const at = new Date(Math.max(now.getTime(), o.createdAt.getTime() + 1));
  const done = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ amountRefunded: orders.amountRefunded, amountTotal: orders.amountTotal }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!locked || locked.amountRefunded >= locked.amountTotal) return false;
    const id = randomUUID();
    await tx.insert(orderRefunds).values({ id, orderId, amount: locked.amountTotal - locked.amountRefunded, createdAt: at });
    await tx.update(orders).set({ amountRefunded: locked.amountTotal, status: "refunded" }).where(eq(orders.id, orderId));
    await emitPlatformEvent(tx, "order.refunded", { order_id: orderId, refund_id: id }, { now: at });
    await mailBuyer(tx, o.buyerEmail, orderId, money(amount, o.currency));
    return true;
  });
  if (!done) return false;
  await notifyOutboxWritten();
  await notifyMailQueued();
  return true;
}

async function mailBuyer(tx: MailWriter, to: string, orderId: string, amount: string): Promise<void> {
  const why = [
    "Your payment arrived after your checkout had ended, and what it was for has been sold since.",
    `We have refunded it in full (${amount}); your bank shows it within a few days.`,
    `Order ${orderId}.`,
  ];
  await queueMail(tx, { to, subject: "Your payment was refunded", text: why.join("\n\n"), html: why.map((p) => `<p>${p.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!)}</p>`).join("\n") });
}

/** Refunds still owed a minute or more after their order (a crash or a provider failure), a few at a time; failures are logged. */
export async function retryPendingRefunds(db: Db, now: Date): Promise<void> {
  const owed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.unfulfilled), lt(orders.amountRefunded, orders.amountTotal), lt(orders.createdAt, new Date(now.getTime() - 60_000))))
    .orderBy(sql`${orders.createdAt}`)
    .limit(20);
  for (const { id } of owed) {
    await refundUnfulfilled(db, id, now).catch((e: unknown) => log.error("late-payment refund failed; retried later", { order_id: id, error: e }));
  }
}
