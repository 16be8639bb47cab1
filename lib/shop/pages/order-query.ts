/** The order page's and order mails' read: one merch order, its seller, its event pickup and the session's base URL. */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, eventShops, events, orders } from "@/lib/db/schema";
import type { MerchOrderDetails } from "@/lib/db/tables/commerce";
import { isUuid, sellerIdentity, type SellerIdentity } from "./seller-query";

export interface OrderView {
  id: string;
  createdAt: Date;
  status: string;
  currency: string;
  totalCents: number;
  refundedCents: number;
  buyerEmail: string;
  reference: string | null;
  merch: MerchOrderDetails;
  seller: SellerIdentity | null;
  /** The event shop's event; `pickupInstructions` from its event shop (pickup at the event). */
  event: { id: number; title: string; startsAt: Date | null; pickupInstructions: string | null } | null;
  /** The base URL the checkout opened on (links in mails), null when the session is gone. */
  baseUrl: string | null;
}

/** A merch order, or null (unknown id, or a ticket order). */
export async function orderView(db: Db, orderId: string): Promise<OrderView | null> {
  if (!isUuid(orderId)) return null;
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, "merch")))
    .limit(1);
  if (!o || !o.merch) return null;
  const [event] =
    o.eventId === null
      ? []
      : await db
          .select({ id: events.id, title: events.title, startsAt: events.startsAt, pickupInstructions: eventShops.pickupInstructions })
          .from(events)
          .leftJoin(eventShops, eq(eventShops.eventId, events.id))
          .where(eq(events.id, o.eventId))
          .limit(1);
  const [session] = o.checkoutSessionId === null ? [] : await db.select({ baseUrl: checkoutSessions.baseUrl }).from(checkoutSessions).where(eq(checkoutSessions.id, o.checkoutSessionId)).limit(1);
  return {
    id: o.id,
    createdAt: o.createdAt,
    status: o.status,
    currency: o.currency,
    totalCents: o.amountTotal,
    refundedCents: o.amountRefunded,
    buyerEmail: o.buyerEmail,
    reference: o.reference,
    merch: o.merch,
    seller: await sellerIdentity(db, o.merch.seller.type, o.merch.seller.id),
    event: event ?? null,
    baseUrl: session?.baseUrl ?? null,
  };
}
