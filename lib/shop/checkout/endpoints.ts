/** POST /v1/shop/checkout-sessions: a hosted merch checkout on the selling page's payment account. */
import { ALLOWANCES } from "@/lib/limits/plans";
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { openCheckout } from "@/lib/checkout/open";
import { merchCheckout } from "./merch-kind";
import { CheckoutSessionAnswer, CheckoutSessionBody, REFUSED_FIELDS, checkoutBodyReason } from "./schemas";
import { perBuyerEmailPerDay, perCrewPerDay, perVisitor } from "@/lib/limits/route-limits";

export const createShopCheckoutSessionEndpoint = defineEndpoint({
  id: "create_shop_checkout_session",
  method: "POST",
  path: "/v1/shop/checkout-sessions",
  tag: "Shop",
  summary: "Open a hosted checkout for a cart",
  description: [
    "Prices the cart exactly as `POST /v1/shop/quote` does, opens a hosted checkout on the selling page's own payment account, and holds its stock and one use of its `coupon_code` for as long as that page lives: 30 minutes (31 on Stripe), one instant given to both. Answers 200 `{ url }`: send the buyer there. The buyer pays on that page, then lands on this service's thank-you and order pages (or its cancel page), never on your site. The service writes the order (the held coupon use becomes a use), emails the buyer and the seller, and sends `order.paid` to the crews managing the selling page once the payment completes. A payment that arrives after the session ended takes what it bought only if it is still free; otherwise nothing is taken and it is refunded in full at once (`order.paid`, then `order.refunded`).",
    "",
    "**Body.** The quote's fields plus `buyer_email` (required), `idempotency_key`, `locale` (en, fr, de, es, it, nl, uk; default: the request's locale) and `reference` (at most 64 letters, digits, `.`, `_`, `:`, `-`; kept on the order). A marketing consent (`marketing_opt_in`, `marketing_consent`) is accepted and ignored.",
    "",
    `**Resolved by the service.** Prices, totals, currency, seller, payee, fees and landing pages are never taken from the caller: sending any of ${REFUSED_FIELDS.map((f) => `\`${f}\``).join(", ")} answers 422 \`validation_error\` with one \`errors\` entry per field sent (message "is resolved by the service; do not send it").`,
    "",
    "**Errors.** The quote's problems (422 `validation_error` with its `reason`, 404 for an event outside the crew's graph); 422 for a bad `buyer_email`, `reference` or `locale`, and products of a page the crew does not manage (`reason: unavailable`); 422 `reason: coupon_used_up` also when the coupon's last use is held by another open checkout; 409 `conflict` with `reason: not_ready` when the page cannot sell (the shop is not ready, the selling page has no payment account, or no payment provider is configured; nothing is held); 409 `conflict` with `reason: stock_moved` (and `variant_id`) when a unit was sold or held between the quote and the hold; 502 `upstream_error` only when the payment provider failed (nothing is held; safe to retry).",
    "",
    `**Limits.** ${visitorLimitText(ALLOWANCES.shopCheckoutsPerVisitorPerMinute, "requests", "buyer")}; ${ALLOWANCES.shopCheckoutsPerCrewPerDay} checkouts a day for the crew, ${ALLOWANCES.shopCheckoutsPerEmailPerDay} a day per buyer email (compared without case), on top of the checkout allowance (${ALLOWANCES.checkoutsPerMinute} a minute for the key and for the crew). Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    "**Retries.** This route does not take the `Idempotency-Key` header. Make a UUID per pay click and send it as `idempotency_key`: a retry with the same value and the same body answers the same session's `url` without holding more stock; the same value with another body is 422 `idempotency_mismatch`. While the first call's provider call is unfinished, a retry is 409 `conflict` with `reason: in_progress` for up to 30 seconds; after that the next retry finishes it (the provider still opens one page).",
  ].join("\n"),
  scopes: ["write:shop:checkout"],
  publishable: false,
  cache: "no-store",
  writeClass: "checkout",
  limits: [
    perVisitor("shopcheckouts", ALLOWANCES.shopCheckoutsPerVisitorPerMinute),
    perCrewPerDay("shopcheckouts", ALLOWANCES.shopCheckoutsPerCrewPerDay),
    perBuyerEmailPerDay("shopcheckouts", ALLOWANCES.shopCheckoutsPerEmailPerDay),
  ],
  envelope: "single",
  body: CheckoutSessionBody,
  bodyReason: checkoutBodyReason,
  response: CheckoutSessionAnswer,
  status: 200,
  errors: ["idempotency_mismatch", "conflict", "not_found", "rate_limited", "upstream_error"],
  handler: async ({ crew, key, body, locale, now, baseUrl }) => ({ url: (await openCheckout(merchCheckout, crew, key, { body, locale, now, baseUrl })).url }),
});

export const checkoutEndpoints: Endpoint[] = [createShopCheckoutSessionEndpoint];
