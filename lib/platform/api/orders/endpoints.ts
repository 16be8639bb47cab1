/** The platform API's order routes: a paid order, a refund. */
import { z } from "zod";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { payOrder, refundOrder } from "./orders-query";

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
  ambassador_code: z.string().min(1).max(100).nullable().optional(),
  via_site_of: z.string().min(1).max(64).nullable().optional().describe("The slug of the crew whose site opened the checkout."),
});

const OrderAnswer = z.object({
  id: z.string(),
  event_id: z.int(),
  status: Status,
  currency: z.string(),
  amount_total: z.int(),
  amount_refunded: z.int(),
  created_at: z.string(),
  lines: z.array(z.object({ tier_id: z.string(), name: z.string(), quantity: z.int(), unit_amount: z.int() })),
  ambassador_code: z.string().nullable(),
  via_site_of: z.string().nullable(),
  buyer_email: z.string(),
});

const RefundAnswer = z.object({ id: z.string(), order_id: z.string(), amount: z.int(), amount_refunded: z.int(), status: Status });

export const platformOrderEndpoints = [
  definePlatformEndpoint({
    id: "platform_pay_order",
    emits: ["order.paid"],
    method: "POST",
    path: "/platform/v1/orders",
    tag: TAG,
    summary: "Record a paid order",
    description: [
      "A paid order for tiers of one event, at the tiers' prices: each line's `unit_amount` is its tier's price in cents, `amount_total` the sum of quantity × unit_amount (no fee). The tiers' `sold` counts go up; `order.paid` goes to the crews managing the event's first promoter.",
      "",
      "A tier not on the event, or a tier on two lines, answers 422 naming `lines.N.tier_id`; more tickets than a tier has left 422 with `reason: insufficient_stock` naming `lines.N.quantity` (nothing is recorded). `via_site_of` is a crew slug.",
    ].join("\n"),
    envelope: "single",
    body: OrderBody,
    response: OrderAnswer,
    status: 201,
    handler: async ({ platform, body, now }) => payOrder(platform, body, now),
  }),
  definePlatformEndpoint({
    id: "platform_refund_order",
    emits: ["order.refunded"],
    method: "POST",
    path: "/platform/v1/orders/{id}/refunds",
    tag: TAG,
    summary: "Refund an order",
    description:
      "Refunds `amount` cents of the order, partly or whole: the order's `amount_refunded` and `status` (paid, partially_refunded, refunded) follow, and `order.refunded` is sent for this refund. More than the order has left to refund answers 422 with `reason: exceeds_remaining`.",
    envelope: "single",
    params: z.object({ id: z.guid() }),
    body: z.strictObject({ amount: z.int().min(1).max(MAX_INT) }),
    response: RefundAnswer,
    status: 201,
    handler: async ({ platform, params, body, now }) => refundOrder(platform, params.id, body.amount, now),
  }),
];
