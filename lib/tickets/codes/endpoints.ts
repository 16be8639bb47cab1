/** POST /v1/coupons/validate and POST /v1/access-codes/validate: checking a code a buyer typed before checkout. */
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { findAccessCode, findCoupon } from "./codes-query";
import { couponDiscountId } from "./discount-id";
import { ALLOWANCES } from "@/lib/limits/plans";
import { AccessCodeCheckAnswer, CodeCheckBody, CouponCheckAnswer } from "./schemas";
import { perVisitor } from "@/lib/limits/route-limits";

const TAG = "Ticket checkout";

const LIMITS = [
  `**Limits.** ${visitorLimitText(ALLOWANCES.codeChecksPerVisitorPerMinute, "checks")} on this route; inside the allowance of coupon and access-code checks (${ALLOWANCES.codeChecksPerMinute} a minute per key, apart from other writes). Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
  "",
  "**Retries.** Checking changes nothing, so this route takes no `Idempotency-Key`: simply send the check again. Never cached.",
].join("\n");

const BODY = "An invalid body (missing or blank `code`, `event_id` not a positive whole number, unknown fields) answers **422** validation_error with `errors`.";

export const validateCouponEndpoint = defineEndpoint({
  id: "validate_coupon",
  method: "POST",
  path: "/v1/coupons/validate",
  tag: TAG,
  summary: "Check a coupon code on an event",
  description: [
    "Whether a coupon code the buyer typed works on the event now, and what it gives: `percentage` (percent off each ticket's price) or `amount` (off the order once; currency units like tier prices; the other is null), and `min_order_amount` (the ticket subtotal the order must reach, currency units, 0 without a minimum). Discounts come off ticket prices before their fees.",
    "",
    "Pass `discount_id` to `POST /v1/checkout-sessions` as `discount_id` (the checkout refuses raw coupon codes). It is opaque and stays the same for this code, in any case, on this event; the checkout checks the coupon again when it opens.",
    "",
    "Codes compare without case and surrounding spaces. **404 not_found, one answer for every miss**: an unknown code, a code of another event, an event that is unpublished or outside the crew's graph, a coupon before its start or after its end, and a coupon whose uses are all spent. " + BODY,
    "",
    LIMITS,
  ].join("\n"),
  scopes: ["write:checkout"],
  publishable: false,
  cache: "no-store",
  writeClass: "code-check",
  limits: [perVisitor("couponchecks", ALLOWANCES.codeChecksPerVisitorPerMinute)],
  envelope: "single",
  body: CodeCheckBody,
  response: CouponCheckAnswer,
  status: 200,
  errors: ["not_found", "rate_limited"],
  handler: async ({ crew, body, now }) => {
    const found = await findCoupon(crew, body.event_id, body.code, now);
    if (!found) throw notFound();
    return {
      valid: true as const,
      discount_id: await couponDiscountId(crew, found.event_id, found.code),
      percentage: found.percentage,
      amount: found.amount,
      min_order_amount: found.min_order_amount,
    };
  },
});

export const validateAccessCodeEndpoint = defineEndpoint({
  id: "validate_access_code",
  method: "POST",
  path: "/v1/access-codes/validate",
  tag: TAG,
  summary: "Check an access code on an event",
  description: [
    "Whether an access code the buyer typed works on the event, and the hidden tiers it unlocks (`tier_ids`, possibly empty). Show those tiers, then send the same code as `access_code` to `POST /v1/checkout-sessions` to buy them.",
    "",
    "Codes compare without case and surrounding spaces. **404 not_found, one answer for every miss**: an unknown code, a code of another event, and an event that is unpublished or outside the crew's graph. " + BODY,
    "",
    LIMITS,
  ].join("\n"),
  scopes: ["write:checkout"],
  publishable: false,
  cache: "no-store",
  writeClass: "code-check",
  limits: [perVisitor("accesschecks", ALLOWANCES.codeChecksPerVisitorPerMinute)],
  envelope: "single",
  body: CodeCheckBody,
  response: AccessCodeCheckAnswer,
  status: 200,
  errors: ["not_found", "rate_limited"],
  handler: async ({ crew, body }) => {
    const found = await findAccessCode(crew, body.event_id, body.code);
    if (!found) throw notFound();
    return { valid: true as const, tier_ids: found.tier_ids };
  },
});

export const codeEndpoints: Endpoint[] = [validateCouponEndpoint, validateAccessCodeEndpoint];
