/**
 * Completing and ending a ticket checkout session. The provider's event, the buyer's return and
 * a free order all come here: the session moves to `complete` in one conditional UPDATE, so only
 * one caller writes the order. The order, the tiers' `sold`, the coupon's use, the freed holds and
 * the outbox rows (`order.paid`, and `ambassador.sale_attributed` for an ambassador's discount)
 * commit together; the buyer's mail goes after the commit.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { eventCoupons, orders, ticketCheckoutSessions, ticketHolds, ticketTiers } from "@/lib/db/schema";
import { orderToken } from "@/lib/shop/order-link";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";
import { sendTicketOrderMail } from "./order-mail";

/** The ticket order page's path: the same token as the merch order page, under /orders/tickets. */
export async function ticketOrderPagePath(db: Db, orderId: string): Promise<string> {
  return `/orders/tickets/${orderId}?t=${await orderToken(db, orderId)}`;
}

export async function ticketOrderPageUrl(db: Db, baseUrl: string, orderId: string): Promise<string> {
  return `${baseUrl.replace(/\/+$/, "")}${await ticketOrderPagePath(db, orderId)}`;
}

export interface TicketPayment {
  provider: "sandbox" | "stripe" | "free";
  ref: string | null;
}

/**
 * Marks a session complete and writes its order exactly once; null when there is no such session.
 * A session that expired before the payment arrived is completed all the same (the buyer was
 * charged): its tickets count as sold even when that takes a tier past its stock.
 */
export async function completeTicketSession(db: Db, sessionId: string, _payment: TicketPayment, now: Date): Promise<{ orderId: string; created: boolean } | null> {
  const result = await db.transaction(async (tx) => {
    const [session] = await tx
      .update(ticketCheckoutSessions)
      .set({ status: "complete" })
      .where(and(eq(ticketCheckoutSessions.id, sessionId), inArray(ticketCheckoutSessions.status, ["open", "expired"])))
      .returning();
    if (!session) {
      const [current] = await tx.select({ status: ticketCheckoutSessions.status, orderId: ticketCheckoutSessions.orderId }).from(ticketCheckoutSessions).where(eq(ticketCheckoutSessions.id, sessionId)).limit(1);
      return current?.status === "complete" && current.orderId ? { orderId: current.orderId, created: false } : null;
    }
    const orderId = randomUUID();
    const ambassador = session.discount?.kind === "ambassador" ? session.discount : null;
    await tx.insert(orders).values({
      id: orderId,
      kind: "tickets",
      eventId: session.eventId,
      status: "paid",
      currency: session.currency,
      amountTotal: session.amountTotal,
      amountRefunded: 0,
      createdAt: now,
      ambassadorCode: ambassador?.code ?? null,
      // The crew whose key opened the checkout: its webhooks say via_your_site.
      viaSiteOf: session.crewId,
      buyerEmail: session.buyerEmail,
      lines: session.lines.map((l) => ({ tier_id: l.tier_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_amount })),
      merch: null,
      reference: session.reference,
      checkoutSessionId: session.id,
    });
    await tx.update(ticketCheckoutSessions).set({ orderId }).where(eq(ticketCheckoutSessions.id, session.id));
    for (const l of session.lines) {
      await tx
        .update(ticketTiers)
        .set({ sold: sql`${ticketTiers.sold} + ${l.quantity}` })
        .where(eq(ticketTiers.id, l.tier_id));
    }
    if (session.discount?.kind === "coupon") {
      await tx
        .update(eventCoupons)
        .set({ uses: sql`${eventCoupons.uses} + 1` })
        .where(and(eq(eventCoupons.eventId, session.eventId), sql`lower(${eventCoupons.code}) = lower(${session.discount.code})`));
    }
    await tx.delete(ticketHolds).where(eq(ticketHolds.sessionId, session.id));
    await emitPlatformEvent(tx, "order.paid", { order_id: orderId }, { now });
    if (ambassador?.member_id) await emitPlatformEvent(tx, "ambassador.sale_attributed", { order_id: orderId, member_id: ambassador.member_id }, { now });
    return { orderId, created: true };
  });
  if (result?.created) {
    await sendTicketOrderMail(db, result.orderId).catch((e: unknown) => console.error(JSON.stringify({ level: "error", msg: "ticket order mail not sent", order_id: result.orderId, error: String(e) })));
    await notifyOutboxWritten();
  }
  return result;
}

/** Ends an open session (expired) and gives its tickets back; false when it was not open. */
export async function releaseTicketSession(db: Db, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(ticketCheckoutSessions)
      .set({ status: "expired" })
      .where(and(eq(ticketCheckoutSessions.id, sessionId), eq(ticketCheckoutSessions.status, "open")))
      .returning({ id: ticketCheckoutSessions.id });
    if (!released) return false;
    await tx.delete(ticketHolds).where(eq(ticketHolds.sessionId, sessionId));
    return true;
  });
}
