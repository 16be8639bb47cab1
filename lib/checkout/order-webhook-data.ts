/**
 * The `order` of `order.paid` and `order.refunded`, for a ticket order and a merch (shop) order.
 * Both carry every field of the order object in spec 6.3, with the type it gives there; a field
 * that does not apply to a merch order is null (`event_id` of a shop sale, a line's `tier_id`,
 * `ambassador_code`). Beyond 6.3: `kind` (which of the two), `reference` (the checkout's own
 * reference), and for merch `seller` and the lines' `variant_id` and `product_id`.
 * docs/guides/webhooks.md shows the two shapes field by field.
 */
import type { z } from "zod";
import type { orders } from "@/lib/db/schema";
import type { MerchOrderData as MerchOrderSchema, TicketOrderData as TicketOrderSchema } from "./order-webhook-schemas";

type OrderRow = typeof orders.$inferSelect;

/** The two shapes, field by field, are the schemas of ./order-webhook-schemas.ts (the OpenAPI `webhooks` section shows them). */
export type TicketOrderData = z.infer<typeof TicketOrderSchema>;
export type MerchOrderData = z.infer<typeof MerchOrderSchema>;

/** The order as crew `crewId` receives it; the buyer only with personal data. */
export function orderData(o: OrderRow, crewId: string, personal: boolean): TicketOrderData | MerchOrderData {
  const money = { status: o.status, currency: o.currency, amount_total: o.amountTotal, amount_refunded: o.amountRefunded, created_at: o.createdAt.toISOString() };
  const after = { via_your_site: o.viaSiteOf === crewId, buyer: personal ? { email: o.buyerEmail } : null, reference: o.reference };
  if (o.kind === "merch" && o.merch) {
    const lines = o.merch.lines.map((l) => ({ tier_id: null, variant_id: l.variant_id, product_id: l.product_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_amount }));
    return { id: o.id, kind: "merch", event_id: o.eventId, ...money, lines, ambassador_code: null, ...after, seller: { type: o.merch.seller.type, id: o.merch.seller.id } };
  }
  const lines = o.lines.map((l) => ({ tier_id: l.tier_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_amount }));
  // A ticket order always has its event.
  return { id: o.id, kind: "tickets", event_id: o.eventId!, ...money, lines, ambassador_code: o.ambassadorCode, ...after };
}
