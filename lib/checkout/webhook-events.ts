/**
 * `order.paid` and `order.refunded` (lib/webhooks/event.ts), emitted when a checkout completes
 * (./complete.ts) or an order is refunded (./refund.ts). Both go to the crews managing the page the
 * money goes to: a ticket order's event payee (its first promoter), a merch order's selling page.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { rows, type Db } from "@/lib/db/client";
import { eventPromoters, orderRefunds, orders } from "@/lib/db/schema";
import { defineWebhookEvent, subject, type CallContext, type Payload, type Reader } from "@/lib/webhooks/event";
import { managersOf } from "@/lib/webhooks/routing";
import { managedBy } from "@/lib/webhooks/samples";
import { orderData } from "./order-webhook-data";
import { OrderEventData } from "./order-webhook-schemas";

/** Crews managing the event's payee page: its first promoter. */
export async function payeeCrews(db: Reader, eventId: number): Promise<string[]> {
  const [first] = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, eventId)).orderBy(asc(eventPromoters.position)).limit(1);
  return first ? managersOf(db, [{ type: "promoter", id: first.id }]) : [];
}

/** Ticket orders: crews managing the event's payee. Merch orders: crews managing the selling page. */
async function orderCrews(db: Reader, orderId: string): Promise<string[]> {
  const [order] = await db.select({ eventId: orders.eventId, merch: orders.merch }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return [];
  if (order.merch) return managersOf(db, [order.merch.seller]);
  return order.eventId === null ? [] : payeeCrews(db, order.eventId);
}

/** Orders the crew is paid for, as routing sees them: a merch order's selling page, a ticket order's event's first promoter. */
const paidTo = (crewId: string) => sql`(
  (o.merch IS NOT NULL AND ${managedBy(crewId, sql`o.merch->'seller'->>'type'`, sql`(o.merch->'seller'->>'id')::int`)})
  OR (o.merch IS NULL AND EXISTS (
    SELECT 1 FROM event_promoters ep WHERE ep.event_id = o.event_id
      AND ep.position = (SELECT min(position) FROM event_promoters f WHERE f.event_id = o.event_id)
      AND ${managedBy(crewId, sql`'promoter'`, sql`ep.promoter_id`)})))`;

async function orderPayload(db: Db, orderId: string, crewId: string, personal: boolean): Promise<Payload<{ order: ReturnType<typeof orderData> }>> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!o) return { notSent: "The order no longer exists." };
  return { data: { order: orderData(o, crewId, personal) } };
}

/** Both types: routed by the order, built from it (a refund's id routes nothing). */
const routeOrder = (db: Reader, s: { order_id: string }) => orderCrews(db, String(s.order_id));
const buildOrder = (db: Db, s: { order_id: string }, call: CallContext) => orderPayload(db, String(s.order_id), call.crewId, call.personal);

const ORDER_DATA = "`{ order }`: a ticket order or a merch order, field by field in [the order](#the-order-of-orderpaid-and-orderrefunded) below";

export const orderPaid = defineWebhookEvent({
  type: "order.paid",
  subject: subject<{ order_id: string }>(),
  data: OrderEventData,
  personal: ["buyer"],
  docs: {
    summary: "An order was paid",
    description:
      "An order for one of the crew's events (tickets) or pages (merch) is paid, on the service or through the partner's site. Goes to the crews managing the page the money goes to: a ticket order's event's first promoter, a merch order's selling page. `kind` tells a ticket order from a merch order; a field that does not apply to merch is null.",
    sentWhen: "an order is paid",
    goesTo: "crews managing the page the money goes to: a ticket order's event's first promoter, a merch order's selling page",
    data: ORDER_DATA,
    hint: "an order for one of your pages is paid",
  },
  crews: (db, s) => routeOrder(db, s),
  build: (db, s, call) => buildOrder(db, s, call),
  sample: {
    needs: "an order paid to one of its pages",
    builtFrom: "the newest order paid to one of your pages",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string }>(db, sql`SELECT o.id FROM orders o WHERE ${paidTo(crewId)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${n}`);
      return found.map((r) => ({ order_id: r.id }));
    },
  },
  async example(db) {
    const [o] = await db.select().from(orders).where(and(eq(orders.status, "paid"), eq(orders.kind, "tickets"))).orderBy(asc(orders.createdAt)).limit(1);
    return o ? { subject: { order_id: o.id }, at: o.createdAt } : null;
  },
});

export const orderRefunded = defineWebhookEvent({
  type: "order.refunded",
  subject: subject<{ order_id: string; refund_id: string }>(),
  data: OrderEventData,
  personal: ["buyer"],
  docs: {
    summary: "An order was refunded",
    description: "An order is refunded, fully or partly: one call per refund, with `amount_refunded` the total refunded so far. Goes to the same crews as `order.paid`.",
    sentWhen: "an order is refunded, fully or partly (one call per refund)",
    goesTo: "the same crews as `order.paid`",
    data: ORDER_DATA,
    hint: "an order is refunded, once per refund",
  },
  crews: (db, s) => routeOrder(db, s),
  build: (db, s, call) => buildOrder(db, s, call),
  sample: {
    needs: "a refund of an order paid to one of its pages",
    builtFrom: "the newest refund of such an order",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string; refund: string }>(
        db,
        // Refunds whose money moved: an owed or failed one was never announced.
        sql`SELECT o.id, r.id AS refund FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.status = 'refunded' AND ${paidTo(crewId)} ORDER BY r.created_at DESC, r.id DESC LIMIT ${n}`,
      );
      return found.map((r) => ({ order_id: r.id, refund_id: r.refund }));
    },
  },
  async example(db) {
    const [o] = await db.select().from(orders).where(gt(orders.amountRefunded, 0)).orderBy(asc(orders.createdAt)).limit(1);
    if (!o) return null;
    // The refund's id routes nothing: the data is the order with what was refunded so far.
    const [r] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)).limit(1);
    return { subject: { order_id: o.id, refund_id: r?.id ?? o.id }, at: r?.createdAt ?? o.createdAt };
  },
});
