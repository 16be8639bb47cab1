/**
 * POST /v1/shop/checkout-sessions (its description in ./endpoints.ts): the quote's cart fields plus
 * the buyer, and the fields the service resolves itself, which a caller may not send.
 */
import { z } from "zod";
import { idempotencyKeyField, referenceField } from "@/lib/checkout/body-fields";
import { LOCALES } from "@/lib/http/locale";
import type { FieldError } from "@/lib/http/problem";
import type { CartInput } from "@/lib/shop/rules/types";
import { quoteBodyFields, quoteBodyReason } from "@/lib/shop/schemas";

/** Money, seller, payee and landing pages come from the service: a caller sending one is told so. */
export const REFUSED_FIELDS = [
  "amount",
  "price",
  "unit_amount",
  "unit_cents",
  "price_cents",
  "total_cents",
  "shipping_cents",
  "currency",
  "seller_type",
  "seller_id",
  "payee",
  "stripe_account",
  "application_fee_amount",
  "fee",
  "commission",
  "success_url",
  "cancel_url",
  "return_url",
  "discount_id",
  "stripe_coupon_id",
  "user_id",
] as const;

export const REFUSED_MESSAGE = "is resolved by the service; do not send it";

// Present with any value (null included) is an error naming the field; absent is fine.
const refused = Object.fromEntries(REFUSED_FIELDS.map((f) => [f, z.never(REFUSED_MESSAGE).optional().describe("Resolved by the service: refused when sent.")])) as Record<
  (typeof REFUSED_FIELDS)[number],
  z.ZodOptional<z.ZodNever>
>;


export const CheckoutSessionBody = z
  .strictObject({
    ...quoteBodyFields,
    buyer_email: z.email("Must be a valid email address.").max(254, "At most 254 characters.").describe("Where the confirmation and the order link go."),
    idempotency_key: idempotencyKeyField(),
    locale: z.enum(LOCALES, `Must be one of ${LOCALES.join(", ")}.`).optional().describe("The checkout page's language; default: the request's locale."),
    reference: referenceField("Your own reference, kept on the order (at most 64 letters, digits, '.', '_', ':', '-')."),
    // A marketing consent is not the caller's to give: accepted and dropped.
    marketing_opt_in: z.boolean().optional().describe("Ignored: a marketing consent sent by the caller is not recorded."),
    marketing_consent: z.boolean().optional().describe("Ignored, like marketing_opt_in."),
    ...refused,
  })
  .meta({ id: "ShopCheckoutSessionInput" });

export type CheckoutSessionInput = z.output<typeof CheckoutSessionBody>;

export const CheckoutSessionAnswer = z.object({ url: z.url().max(2048).describe("Where the buyer pays (the provider's hosted page).") }).meta({ id: "ShopCheckoutSession" });

/** A refused `lines` is invalid_cart, a refused `mode` invalid_mode (as on the quote). */
export const checkoutBodyReason = (errors: FieldError[]) => quoteBodyReason(errors);

/** The cart as the quote sees it. */
export function cartOf(body: CheckoutSessionInput): CartInput {
  return {
    lines: body.lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity })),
    mode: body.mode,
    ...(body.event_id !== undefined ? { event_id: body.event_id } : {}),
    ...(body.country !== undefined ? { country: body.country } : {}),
    ...(body.coupon_code !== undefined ? { coupon_code: body.coupon_code } : {}),
    ...(body.method_key !== undefined ? { method_key: body.method_key } : {}),
  };
}
