/**
 * The `order` of `order.paid` and `order.refunded` (spec 6.3, docs/guides/webhooks.md), as zod
 * schemas: a ticket order and a merch (shop) order. The builder (./order-webhook-data.ts) takes its
 * return type from them, and the OpenAPI document's `webhooks` section shows them.
 */
import { z } from "zod";
import { count32, id32, name, word } from "@/lib/http/schemas";
import { cents, currency, email, instant, lines, uuid } from "@/lib/webhooks/payload-fields";

const ORDER_STATUS = z.string().max(40).describe("`paid`, `partially_refunded` or `refunded`.");

const orderCommon = {
  id: uuid().describe("The order's id."),
  status: ORDER_STATUS,
  currency: currency(),
  amount_total: cents("What the buyer paid (merch: coupon and shipping included)"),
  amount_refunded: cents("Refunded so far"),
  created_at: instant().describe("When the order was paid (UTC)."),
  via_your_site: z.boolean().describe("The checkout was opened from your crew's site (merch: with one of your crew's keys)."),
  buyer: z.object({ email: email() }).nullable().describe("Null unless the webhook's `personal_data` is on."),
  reference: z.string().max(500).nullable().describe("The `reference` sent when the checkout was opened, or null."),
};

export const TicketOrderData = z
  .object({
    ...orderCommon,
    kind: z.literal("tickets"),
    event_id: id32().describe("The event the tickets are for."),
    lines: lines(
      z.object({
        tier_id: word().describe("The ticket tier, as in GET /v1/events/{id}."),
        name: name(),
        quantity: count32(),
        unit_amount: cents("Price of one"),
      }),
    ),
    ambassador_code: z.string().max(100).nullable().describe("The ambassador code on the order (as the member has it), or null."),
  })
  .meta({ id: "WebhookTicketOrder", description: "A ticket order." });

export const MerchOrderData = z
  .object({
    ...orderCommon,
    kind: z.literal("merch"),
    event_id: id32().nullable().describe("The event whose shop sold it; null for a sale from a page's shop."),
    lines: lines(
      z.object({
        tier_id: z.null().describe("Merch lines have no tier."),
        variant_id: uuid(),
        product_id: uuid(),
        name: name().describe("The product's title and option values."),
        quantity: count32(),
        unit_amount: cents("Price of one, before the line's share of a coupon"),
      }),
    ),
    ambassador_code: z.null().describe("Merch orders carry no ambassador code."),
    seller: z.object({ type: word().describe("`promoter`, `venue` or `artist`."), id: id32() }).describe("The page whose shop sold it."),
  })
  .meta({ id: "WebhookMerchOrder", description: "A merch (shop) order." });

export const OrderData = z.discriminatedUnion("kind", [TicketOrderData, MerchOrderData]);

/** `data` of order.paid and order.refunded. */
export const OrderEventData = z.object({ order: OrderData });
