/**
 * Paying and releasing a merch checkout session. The provider's event and the buyer's return to
 * the thank-you page may both report one payment, at the same time: the session's status moves to
 * `paid` in one conditional UPDATE, so only one caller writes the order (the unique index on
 * orders.checkout_session_id is the backstop). The order, the stock taken, the coupon's use, the
 * freed holds and the order.paid outbox row commit together.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, orders, shopCoupons, shopVariants, stockHolds } from "@/lib/db/schema";
import type { MerchOrderDetails } from "@/lib/db/tables/commerce";
import { sendOrderMails } from "@/lib/shop/order-mail";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";

type Session = typeof checkoutSessions.$inferSelect;

/** The order's merch details, from what the session priced when it opened. */
export function merchDetailsOf(session: Session, paymentRef: string | null): MerchOrderDetails {
  const p = session.pricing;
  return {
    seller: { type: session.sellerType, id: session.sellerId },
    mode: session.mode,
    country: session.country,
    subtotal_cents: p.subtotal_cents,
    discount_cents: p.discount_cents,
    shipping_cents: p.shipping_cents,
    coupon: p.coupon,
    shipping: p.shipping,
    ships_on: p.ships_on,
    lines: session.lines.map((l) => ({ variant_id: l.variant_id, product_id: l.product_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_cents, discount_amount: l.discount_cents })),
    payment_ref: paymentRef,
  };
}

/**
 * Marks a session paid and writes its order exactly once; null when no such session, or when it
 * was cancelled (nothing to honour). A session that expired before the payment completed is paid
 * all the same: the buyer was charged.
 */
export async function completeCheckoutSession(db: Db, sessionId: string, payment: { provider: "sandbox" | "stripe"; ref: string | null }, now: Date): Promise<{ orderId: string; created: boolean } | null> {
  const result = await db.transaction(async (tx) => {
    const [session] = await tx
      .update(checkoutSessions)
      .set({ status: "paid" })
      .where(and(eq(checkoutSessions.id, sessionId), inArray(checkoutSessions.status, ["open", "expired"])))
      .returning();
    if (!session) {
      const [current] = await tx.select({ status: checkoutSessions.status, orderId: checkoutSessions.orderId }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
      return current?.status === "paid" && current.orderId ? { orderId: current.orderId, created: false } : null;
    }
    const orderId = randomUUID();
    await tx.insert(orders).values({
      id: orderId,
      kind: "merch",
      eventId: session.eventId,
      status: "paid",
      currency: session.pricing.currency,
      amountTotal: session.pricing.total_cents,
      amountRefunded: 0,
      createdAt: now,
      ambassadorCode: null,
      // The crew whose key opened the checkout: its webhooks say via_your_site.
      viaSiteOf: session.crewId,
      buyerEmail: session.buyerEmail,
      lines: [],
      merch: merchDetailsOf(session, payment.ref),
      reference: session.reference,
      checkoutSessionId: session.id,
    });
    await tx.update(checkoutSessions).set({ orderId }).where(eq(checkoutSessions.id, session.id));
    for (const line of session.lines) {
      // Unlimited stock (null) stays unlimited; a late payment never drives stock below zero.
      await tx
        .update(shopVariants)
        .set({ stock: sql`GREATEST(${shopVariants.stock} - ${line.quantity}, 0)` })
        .where(and(eq(shopVariants.id, line.variant_id), isNotNull(shopVariants.stock)));
    }
    const coupon = session.pricing.coupon;
    if (coupon) {
      await tx
        .update(shopCoupons)
        .set({ uses: sql`${shopCoupons.uses} + 1` })
        .where(and(eq(shopCoupons.sellerType, session.sellerType), eq(shopCoupons.sellerId, session.sellerId), sql`lower(${shopCoupons.code}) = lower(${coupon.code})`));
    }
    await tx.delete(stockHolds).where(eq(stockHolds.sessionId, session.id));
    await emitPlatformEvent(tx, "order.paid", { order_id: orderId }, { now });
    return { orderId, created: true };
  });
  if (result?.created) {
    await sendOrderMails(db, result.orderId).catch((e: unknown) => console.error(JSON.stringify({ level: "error", msg: "order mails not sent", order_id: result.orderId, error: String(e) })));
    await notifyOutboxWritten();
  }
  return result;
}

/** Cancels or expires an open session and gives its stock back; false when it was not open. */
export async function releaseCheckoutSession(db: Db, sessionId: string, status: "canceled" | "expired", _now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(checkoutSessions)
      .set({ status })
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, "open")))
      .returning({ id: checkoutSessions.id });
    if (!released) return false;
    await tx.delete(stockHolds).where(eq(stockHolds.sessionId, sessionId));
    return true;
  });
}
