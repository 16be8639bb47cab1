/** A ticket order as its page and its mail show it: the order, its session's price parts, its event. */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, events, orders } from "@/lib/db/schema";
import type { TicketCheckoutLine } from "@/lib/db/tables/ticket-checkout";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TicketOrderView {
  id: string;
  createdAt: Date;
  status: string;
  currency: string;
  totalCents: number;
  refundedCents: number;
  buyerEmail: string;
  reference: string | null;
  event: { id: number; title: string; startsAt: Date | null } | null;
  /** From the checkout session (null for a ticket order written another way). */
  lines: TicketCheckoutLine[] | null;
  subtotalCents: number | null;
  discountCents: number | null;
  feeCents: number | null;
  discountCode: string | null;
  baseUrl: string | null;
}

/** A ticket order that came through a ticket checkout session, or null. */
export async function ticketOrderView(db: Db, orderId: string): Promise<TicketOrderView | null> {
  if (!UUID.test(orderId)) return null;
  const [row] = await db
    .select({ o: orders, s: checkoutSessions })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId))
    .where(and(eq(orders.id, orderId), eq(orders.kind, "tickets")))
    .limit(1);
  if (!row) return null;
  const { o, s } = row;
  if (s.details.kind !== "tickets") return null;
  const d = s.details;
  const [event] = o.eventId === null ? [] : await db.select({ id: events.id, title: events.title, startsAt: events.startsAt }).from(events).where(eq(events.id, o.eventId)).limit(1);
  return {
    id: o.id,
    createdAt: o.createdAt,
    status: o.status,
    currency: o.currency,
    totalCents: o.amountTotal,
    refundedCents: o.amountRefunded,
    buyerEmail: o.buyerEmail,
    reference: o.reference,
    event: event ?? null,
    lines: d.lines,
    subtotalCents: d.subtotal_cents,
    discountCents: d.discount_cents,
    feeCents: d.fee_cents,
    discountCode: d.discount?.code ?? null,
    baseUrl: s.baseUrl,
  };
}
