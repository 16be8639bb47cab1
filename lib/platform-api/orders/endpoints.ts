/** The platform API's order routes: a paid ticket order, one order of either kind, a refund and a refund tried again. */
import { z } from "zod";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { paymentProviderNames } from "@/lib/payments/providers";
import { getOrder, payOrder } from "./orders-query";
import { refundOrder, retryRefund } from "./refunds-query";

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
    // The providers registered when the endpoints are declared (lib/payments/providers.ts), and free orders.
    .object({ provider: z.enum([...paymentProviderNames(), "free"]), ref: z.string().nullable(), account: z.string().nullable() })
    .nullable()
    .describe("How a checkout's order was paid: the provider, its payment reference (Stripe: the payment intent) and the seller's account; null for an order recorded here."),
  unfulfilled: z
    .enum(["sold_out"])
    .nullable()
    .describe("`sold_out`: the payment arrived after its checkout was released and what it bought had been sold since; nothing was taken and the whole amount is owed back to the buyer (see `refund` until it has gone through)."),
  refund: z
    .object({
      id: z.string(),
      amount: z.int(),
      state: z.enum(["owed", "failed"]),
      reason: z.string().nullable().describe("Why it failed, or why its last try did not go through."),
      attempts: z.int(),
      next_attempt_at: z.string().nullable().describe("When the refund queue tries it next; null once failed."),
    })
    .nullable()
    .describe(
      "A refund of the order that has not gone through, failed ones first, else the oldest owed; null when every refund went through. `owed`: the payment provider has not refunded it yet; the refund queue tries it again (1, 2, 4 … minutes apart, at most 6 hours). `failed`: the provider refused it for good (already refunded elsewhere, payment or account gone) and its own record of the payment shows no such refund; it is no longer tried until `POST /orders/{id}/refunds/{refund_id}/retry`.",
    ),
});

const RefundAnswer = z.object({
  id: z.string(),
  order_id: z.string(),
  order_kind: z.enum(["tickets", "merch"]),
  amount: z.int(),
  amount_refunded: z.int().describe("The order's, after this call: it moves only when money moved."),
  status: Status,
  state: z.enum(["refunded", "owed"]).describe("`refunded`: the money moved. `owed` (answered 202): the provider has not refunded it yet; the refund queue tries it again with the same idempotency key."),
});

const IdempotencyKey = { name: "Idempotency-Key", description: "1 to 255 visible ASCII characters; makes retries safe for 24 hours. A refund asked with one keeps the same provider idempotency key on a retry.", maxLength: 255 };

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
      "One order, tickets or merch (`kind`). A ticket order has `event_id` and tier `lines`; a merch order (written when its checkout session is paid) has variant `lines`, `event_id` set only when an event's shop sold it, the caller's `reference`, and `merch` with the seller, delivery or pickup and the price parts. `via_site_of` is the slug of the crew whose site or key opened the checkout. An order a checkout wrote (either kind) has `payment` (`provider`, `ref`: on Stripe the payment intent, `account`: the seller's); an order recorded here has `payment: null`. `unfulfilled: sold_out` marks a payment that arrived after its checkout was released, when what it bought had been sold since: nothing was taken and the whole amount is owed back to the buyer, refunded through the provider (at once, or by the refund queue). `refund` shows a refund of the order that has not gone through: owed (tried again) or failed (refused for good, with its reason).",
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
    description: [
      "Refunds `amount` cents of the order (tickets or merch), partly or whole, on one refund ledger with the refunds the service owes by itself (a late payment's). An order a payment provider was paid through (`payment.provider`: one of the providers this service runs) is refunded **through that provider**, on the seller's account, with an idempotency key derived from the refund's id: the order's `amount_refunded` and `status` (paid, partially_refunded, refunded) move only when the money moved. An order recorded here (`payment: null`) is refunded here alone.",
      "",
      "What is left to refund is what was paid, less what is refunded, less refunds still owed, counted under the order's lock so refunds asked at once never add up to more: asking more answers 422 with `reason: exceeds_remaining`, `remaining` and `owed` (an order owed its late-payment refund has nothing left to ask: that refund is paid by itself, never cancelled).",
      "",
      "- **201**, `state: refunded`: the money moved; `order.refunded` is sent for this refund to the crews `order.paid` went to.",
      "- **202**, `state: owed`: the provider could not be reached or asked to wait. Nothing moved yet; the refund stays owed (counted against what is left) and the refund queue tries it again with the same key; the order's `refund` shows it, and `order.refunded` is sent when it goes through.",
      "- **409** `refund_failed`: the provider refused for good (the detail says why) and its record of the payment shows no such refund: nothing was refunded or kept. **409** `provider_unavailable`: the order was paid through a provider this server does not run.",
      "",
      "The refund that completes a ticket order's refund puts its tickets back on sale (each tier's `sold` goes down by its line); a partial refund gives nothing back, and a merch refund never restocks (the goods may have shipped). Coupon uses stay counted.",
    ].join("\n"),
    envelope: "single",
    params: z.object({ id: z.guid() }),
    body: z.strictObject({ amount: z.int().min(1).max(MAX_INT) }),
    headers: [IdempotencyKey],
    response: RefundAnswer,
    status: 201,
    errors: ["conflict"],
    handler: async ({ platform, params, body, now, header, setStatus }) => {
      const { refund, owed } = await refundOrder(platform, params.id, body.amount, now, header("Idempotency-Key"));
      if (owed) setStatus(202);
      return refund;
    },
  }),
  definePlatformEndpoint({
    id: "platform_retry_refund",
    emits: ["order.refunded"],
    method: "POST",
    path: "/platform/v1/orders/{id}/refunds/{refund_id}/retry",
    tag: TAG,
    summary: "Try a refund again",
    description:
      "Tries one of the order's refunds again now, through the order's payment provider with the refund's own idempotency key (a refund that went through at the provider is never made twice): an owed one without waiting for its next try, or a failed one (the order's `refund` with `state: failed`), owed again if it still fits what is left to refund (else 422 `exceeds_remaining`). 201 `state: refunded` when the money moved (`order.refunded` is sent); 202 `state: owed` when the provider asks to wait (the refund queue goes on trying); 409 `refund_failed` when the provider refuses for good again (it stays failed); 409 `already_refunded` for a refund that went through. A refund of another order, or none, is 404.",
    envelope: "single",
    params: z.object({ id: z.guid(), refund_id: z.guid() }),
    response: RefundAnswer,
    status: 201,
    errors: ["conflict"],
    handler: async ({ platform, params, now, setStatus }) => {
      const { refund, owed } = await retryRefund(platform, params.id, params.refund_id, now);
      if (owed) setStatus(202);
      return refund;
    },
  }),
];
