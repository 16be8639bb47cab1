/** Ticket checkout: POST /v1/checkout-sessions, GET /v1/checkout-sessions/{id}, POST /v1/checkout-sessions/{id}/expire. */
import { IDEMPOTENCY_TEXT } from "@/lib/http/idempotency-text";
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { ALLOWANCES } from "@/lib/limits/plans";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { openCheckout } from "@/lib/checkout/open";
import { ticketCheckout } from "./ticket-kind";
import { SessionParams, TicketCheckoutBody, TicketCheckoutCreated, TicketCheckoutSession } from "./schemas";
import { expireTicketSession, getTicketSession } from "./sessions-query";
import { perVisitor } from "@/lib/limits/route-limits";

const REASONS = [
  "`not_on_sale` (the event is over, or a tier is off sale or outside its sale window)",
  "`tier_locked` (a tier unknown on the event, or hidden and not unlocked by `access_code`: the same answer, so a hidden tier is never confirmed)",
  "`sold_out` (the tier has nothing left)",
  "`out_of_stock` (fewer left than asked once tickets held by open checkouts are counted; `available` says how many)",
  "`max_per_order` (more than the tier's `max_per_order`)",
  "`discount_not_applicable` (a `discount_id` that is unknown, of another event, not started, ended or used up, an event coupon's last use held by another open checkout included)",
  "`below_minimum` (the subtotal before discount is under the discount's `min_order_amount`, given in currency units)",
];

export const createCheckoutSessionEndpoint = defineEndpoint({
  id: "create_checkout_session",
  method: "POST",
  path: "/v1/checkout-sessions",
  tag: "Ticket checkout",
  summary: "Open a hosted checkout for tickets",
  description: [
    "Checks and prices an order of tickets for one event of the crew graph, opens a hosted checkout, and holds the tickets and an event coupon's one use for as long as that page lives: 30 minutes (31 on Stripe), one instant given to both and answered as `expires_at`. Answers 201 `{ checkout_id, url, expires_at, amount_total, currency }`: send the buyer to `url`. Amounts are integer cents, as in webhooks. Follow the session with `GET /v1/checkout-sessions/{id}`, or end it with `POST /v1/checkout-sessions/{id}/expire`.",
    "",
    "**Body.** `event_id`, `lines` (1 to 10 `{ tier_id, quantity }`, one line per tier; a bundle tier counts bundles), `buyer_email`, and optionally `discount_id` (from `POST /v1/coupons/validate` or `GET /v1/ambassador-code`), `access_code` (unlocks hidden tiers; any case), `idempotency_key`, `locale` (en, fr, de, es, it, nl, uk; default: the request's), `reference` (at most 64 letters, digits, `.`, `_`, `:`, `-`; kept on the order) and `client_ip` (the buyer's address, for the per-buyer limit). A raw `coupon_code` is refused (422 `validation_error` naming `coupon_code`): check the code first and send its `discount_id`.",
    "",
    "**Totals.** Tier prices in cents; a discount comes off each ticket's price before its fee. A percentage takes that percent of each ticket, rounded to the cent half up; an amount comes off the order once (at most its subtotal), spread over the tickets in proportion to their prices. Fees follow `GET /v1/events/{id}/fees`: with `applies_to: \"ticket\"` each paid ticket (or bundle) carries round(price after discount × percent + fixed) to the cent and a ticket made free carries nothing; with `\"order\"` the order carries subtotal after discount × percent + fixed once, when anything is left to pay. Without a discount `amount_total` is exactly what the fee model of that route gives.",
    "",
    "**Free orders.** An order whose total is 0 (free tiers, a 100% discount) needs the scope `write:checkout:free`, which works only on a key the crew owner created (else 403 `missing_scope`). It completes at once without a payment: the order is written, the session is `complete`, and `url` is the buyer's order page.",
    "",
    "**Payment.** The hosted page opens on the payment account of the event's payee (its first promoter's merch shop account) at the configured provider. In the service's sandbox mode the sandbox hosted page stands in (with or without such an account); with Stripe and a payee without an account, or with no provider configured, the answer is 409 `conflict` with `reason: not_ready` and nothing is held. Once paid, the order is written (keeping the payment reference; the held coupon use becomes a use), the buyer gets a mail, `order.paid` goes to the crews managing the payee (with `via_your_site: true` for your crew) and an ambassador's `discount_id` credits the sale (`ambassador.sale_attributed`). A payment that arrives after the session ended takes what it bought only if it is still free; otherwise nothing is taken and it is refunded in full at once (`order.paid`, then `order.refunded`).",
    "",
    `**Errors.** 404 for an event outside the crew graph (unpublished included); 422 \`validation_error\` with a \`reason\`, the first that applies in this order: ${REASONS.join("; ")}. 422 without a reason for a malformed body or tiers priced in two currencies. 409 \`conflict\` with \`reason: not_ready\` when the page cannot sell (above); 502 \`upstream_error\` only when the payment provider failed (nothing is held; safe to retry).`,
    "",
    `**Limits.** ${visitorLimitText(ALLOWANCES.ticketCheckoutsPerVisitorPerMinute, "requests", "buyer")}; on top of the checkout allowance (${ALLOWANCES.checkoutsPerMinute} a minute for the key and for the crew). Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    "**Retries.** This route does not take the `Idempotency-Key` header. Make a UUID per pay click and send it as `idempotency_key`: a retry with the same value and the same body answers the same session without holding more tickets; the same value with another body is 422 `idempotency_mismatch`. While the first call's provider call is unfinished, a retry is 409 `conflict` with `reason: in_progress` for up to 30 seconds; after that the next retry finishes it (the provider still opens one page).",
  ].join("\n"),
  scopes: ["write:checkout"],
  publishable: false,
  cache: "no-store",
  writeClass: "checkout",
  limits: [perVisitor("ticketcheckouts", ALLOWANCES.ticketCheckoutsPerVisitorPerMinute)],
  envelope: "single",
  body: TicketCheckoutBody,
  response: TicketCheckoutCreated,
  status: 201,
  errors: ["idempotency_mismatch", "conflict", "not_found", "rate_limited", "upstream_error"],
  emits: ["order.paid", "ambassador.sale_attributed"],
  handler: async ({ crew, key, body, locale, now, baseUrl }) => {
    const s = await openCheckout(ticketCheckout, crew, key, { body, locale, now, baseUrl });
    return { checkout_id: s.id, url: s.url, expires_at: s.expiresAt.toISOString(), amount_total: s.amountTotal, currency: s.currency };
  },
});

export const getCheckoutSessionEndpoint = defineEndpoint({
  id: "get_checkout_session",
  method: "GET",
  path: "/v1/checkout-sessions/{id}",
  tag: "Ticket checkout",
  summary: "Read a ticket checkout session",
  description:
    "`{ checkout_id, status, event_id, amount_total, currency, expires_at, order_id }`. `status` is `open` (waiting for payment), `complete` (paid or free; `order_id` is the order) or `expired` (ended unpaid, by time, by `POST .../expire` or by the buyer's cancel on the sandbox page; its tickets and coupon use are back on sale). Only sessions opened by the crew's keys: any other id is 404. Never cached.",
  scopes: ["write:checkout"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  params: SessionParams,
  response: TicketCheckoutSession,
  errors: ["not_found"],
  handler: async ({ crew, params, now }) => getTicketSession(crew, params.id, now),
});

export const expireCheckoutSessionEndpoint = defineEndpoint({
  id: "expire_checkout_session",
  method: "POST",
  path: "/v1/checkout-sessions/{id}/expire",
  tag: "Ticket checkout",
  summary: "End an open ticket checkout session",
  description:
    "Ends an open session at once: first the provider's page (on Stripe, `checkout.sessions.expire` on the payee's connected account), then its tickets and coupon use go back on sale; answers 200 with the session (`status: expired`). A session that is not open (complete, or already expired) is 409 `conflict` with `reason: not_open` and `session_status` (complete or expired); so is one Stripe says was paid first (`session_status: complete`; nothing is freed). When the provider cannot be reached: 502 `upstream_error`, nothing freed; retry. Only sessions opened by the crew's keys: any other id is 404. A repeat without a key answers 409 `not_open`; with the first call's `Idempotency-Key` it answers the first 200 again.\n\n" + IDEMPOTENCY_TEXT,
  scopes: ["write:checkout"],
  publishable: false,
  cache: "no-store",
  writeClass: "checkout",
  envelope: "single",
  params: SessionParams,
  response: TicketCheckoutSession,
  status: 200,
  idempotent: true,
  errors: ["not_found", "conflict", "upstream_error"],
  handler: async ({ crew, params, now }) => expireTicketSession(crew, params.id, now),
});

export const ticketCheckoutEndpoints: Endpoint[] = [createCheckoutSessionEndpoint, getCheckoutSessionEndpoint, expireCheckoutSessionEndpoint];
