/** The platform API's order routes: a paid ticket order, one order of either kind, a refund. */
import { z } from "zod";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { getOrder, payOrder, refundOrder } from "./orders-query";

const TAG = "Platform: orders";
const MAX_INT = 2147483647;
const Status = z.enum(["paid", "partially_refunded", "refunded"]);

const OrderBody = z.strictObject({
  event_id: z.int().min(1).max(MAX_INT),
  lines: z
    .array(z.strictObject({ tier_id: z.string().min(1).max(200), quantity: z.int().min(1).max(10_000) }))
    .min(1)
    .max(50),
  buyer_email: z.email(),
  ambassador_code: z.string().min(1).max(100).nullable().optional().describe("A member's code (case-insensitive) of a programme that lists the event."),
  via_site_of: z.string().min(1).max(64).nullable().optional().describe("The slug of the crew whose site opened the checkout."),
});

const TicketLine = z.object({ tier_id: z.string(), name: z.string(), quantity: z.int(), unit_amount: z.int() });
const MerchLine = z.object({ variant_id: z.string(), product_id: z.string(), name: z.string(), quantity: z.int(), unit_amount: z.int(), discount_amount: z.int() });
const Shipping = z.object({
  key: z.string(),
  kind: z.string(),
  name: z.string(),
  carrier: z.string().nullable(),
  amount_cents: z.int(),
  min_days: z.int(),
  max_days: z.int(),
  pickup_address: z.string().nullable(),
  instructions: z.string().nullable(),
});
const MerchDetails = z.object({
  seller: z.object({ type: z.enum(["promoter", "artist", "venue"]), id: z.int() }),
  mode: z.enum(["delivery", "pickup_event", "pickup_location"]),
  country: z.string().nullable(),
  subtotal_cents: z.int(),
  discount_cents: z.int(),
  shipping_cents: z.int(),
  coupon: z.object({ code: z.string(), discount_cents: z.int() }).nullable(),
  shipping: Shipping.nullable(),
  ships_on: z.string().nullable(),
  payment_ref: z.string().nullable(),
});

const OrderAnswer = z.object({
  id: z.string(),
  kind: z.enum(["tickets", "merch"]),
  event_id: z.int().nullable(),
  status: Status,
  currency: z.string(),
  amount_total: z.int(),
  amount_refunded: z.int(),
  created_at: z.string(),
  lines: z.union([z.array(TicketLine), z.array(MerchLine)]),
  ambassador_code: z.string().nullable(),
  via_site_of: z.string().nullable(),
  buyer_email: z.string(),
  reference: z.string().nullable(),
  merch: MerchDetails.nullable(),
  payment: z
    .object({ provider: z.enum(["sandbox", "stripe", "free"]), ref: z.string().nullable(), account: z.string().nullable() })
    .nullable()
    .describe("How a checkout's order was paid: the provider, its payment reference (Stripe: the payment intent) and the seller's account; null for an order recorded here."),
  unfulfilled: z
    .enum(["sold_out"])
    .nullable()
    .describe("`sold_out`: the payment arrived after its checkout was released and what it bought had been sold since; nothing was taken and the order was refunded in full."),
});

const RefundAnswer = z.object({ id: z.string(), order_id: z.string(), order_kind: z.enum(["tickets", "merch"]), amount: z.int(), amount_refunded: z.int(), status: Status });

export const platformOrderEndpoints = [
  definePlatformEndpoint({
    id: "platform_pay_order",
    emits: ["order.paid", "ambassador.sale_attributed"],
    method: "POST",
    path: "/platform/v1/orders",
    tag: TAG,
    summary: "Record a paid order",
    description: [
      "A paid order for tiers of one event, at the tiers' prices: each line's `unit_amount` is its tier's price in cents, `amount_total` the sum of quantity × unit_amount (no fee). The tiers' `sold` counts go up; `order.paid` goes to the crews managing the event's first promoter.",
      "",
      "A tier not on the event, or a tier on two lines, answers 422 naming `lines.N.tier_id`; more tickets than a tier has left, once the tickets held by open checkouts are counted, 422 with `reason: insufficient_stock` naming `lines.N.quantity` and `available` (nothing is recorded). `via_site_of` is a crew slug.",
      "",
      "`ambassador_code` is a member's code, in any case: the order keeps it as the member has it. A code nobody has, or one whose programme does not list the event, answers 422 naming `ambassador_code` (nothing is recorded). When the member is active or pending, `ambassador.sale_attributed` goes to the crews managing the programme's page; a suspended member's code stays on the order but credits nobody.",
    ].join("\n"),
    envelope: "single",
    body: OrderBody,
    response: OrderAnswer,
    status: 201,
    handler: async ({ platform, body, now }) => payOrder(platform, body, now),
  }),
  definePlatformEndpoint({
    id: "platform_get_order",
    method: "GET",
    path: "/platform/v1/orders/{id}",
    tag: TAG,
    summary: "Read an order",
    description:
      "One order, tickets or merch (`kind`). A ticket order has `event_id` and tier `lines`; a merch order (written when its checkout session is paid) has variant `lines`, `event_id` set only when an event's shop sold it, the caller's `reference`, and `merch` with the seller, delivery or pickup and the price parts. `via_site_of` is the slug of the crew whose site or key opened the checkout. An order a checkout wrote (either kind) has `payment` (`provider`, `ref`: on Stripe the payment intent, `account`: the seller's); an order recorded here has `payment: null`. `unfulfilled: sold_out` marks a payment that arrived after its checkout was released, when what it bought had been sold since: nothing was taken and the order was refunded in full at once.",
    envelope: "single",
    params: z.object({ id: z.guid() }),
    response: OrderAnswer,
    handler: async ({ platform, params }) => getOrder(platform, params.id),
  }),
  definePlatformEndpoint({
    id: "platform_refund_order",
    emits: ["order.refunded"],
    method: "POST",
    path: "/platform/v1/orders/{id}/refunds",
    tag: TAG,
    summary: "Refund an order",
    description:
      "Refunds `amount` cents of the order (tickets or merch), partly or whole: the order's `amount_refunded` and `status` (paid, partially_refunded, refunded) follow, and `order.refunded` is sent for this refund to the crews `order.paid` went to. More than the order has left to refund answers 422 with `reason: exceeds_remaining`. The refund that completes a ticket order's refund puts its tickets back on sale (each tier's `sold` goes down by its line); a partial refund gives nothing back, and a merch refund never restocks (the goods may have shipped). Coupon uses stay counted.",
    envelope: "single",
    params: z.object({ id: z.guid() }),
    body: z.strictObject({ amount: z.int().min(1).max(MAX_INT) }),
    response: RefundAnswer,
    status: 201,
    handler: async ({ platform, params, body, now }) => refundOrder(platform, params.id, body.amount, now),
  }),
];
