/**
 * The merch shop's read routes and the quote (section 4.11). Declarations only: reads go through
 * lib/shop/catalogue-query.ts and lib/shop/quote.ts with `ctx.crew`. None of them is an MCP tool.
 */
import { IDEMPOTENCY_TEXT } from "@/lib/http/idempotency-text";
import { ALLOWANCES } from "@/lib/limits/plans";
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { eventShopView, sellerCatalogue, shopProduct } from "./catalogue-query";
import { priceCart, quoteOut } from "./quote";
import { CatalogueAnswer, CatalogueQuery, EventShopAnswer, ProductDetail, ProductQuery, QuoteAnswer, QuoteBody, quoteBodyReason } from "./schemas";
import { perVisitor } from "@/lib/limits/route-limits";

const PRODUCT_SHAPE =
  "A product carries its variants (`available` counts units held by open checkouts as taken; stock counts are never shown), `from_price_cents` (lowest among available variants, among all when none is), `preorder` (null, or `{ status: open|closed, ships_on, ends_on }`; null again from `ships_on` on) and `seller` as `{ type, id }`. Prices are integer cents in the shop's `currency`.";
const INSTALLMENTS =
  "`installments` is null or the instalment offer on the selling page's payment account (`stripe_account`): render the payment provider's own messaging element with those values, never your own wording.";

export const listShopProductsEndpoint = defineEndpoint({
  id: "list_shop_products",
  method: "GET",
  path: "/v1/shop/products",
  tag: "Shop",
  summary: "A seller page's merch catalogue",
  description: [
    "The published products of a page's shop, in the shop's order, with the full `seller` identity (page name and image plus legal name, address, company number, contact email, VAT regime, who pays return shipping). Event exclusives are left out: they sell only with their event (GET /v1/events/{id}/shop). No pagination.",
    "",
    `${PRODUCT_SHAPE} ${INSTALLMENTS}`,
    "",
    "A page the crew does not manage, a page without a shop, or a shop that is not open answers `{ seller: null, installments: null, data: [] }`. Missing or invalid `seller_type`/`seller_id` (or an unknown parameter) answer **422** validation_error with `errors`.",
  ].join("\n"),
  scopes: ["read:shop"],
  publishable: true,
  cache: 30,
  envelope: "small-list",
  query: CatalogueQuery,
  queryStatus: 422,
  response: CatalogueAnswer,
  handler: ({ crew, query, now }) => sellerCatalogue(crew, { type: query.seller_type, id: query.seller_id }, now),
});

export const getShopProductEndpoint = defineEndpoint({
  id: "get_shop_product",
  method: "GET",
  path: "/v1/shop/products/{id}",
  tag: "Shop",
  summary: "One merch product",
  description: [
    `One product, returned directly, with \`seller\` holding the full seller identity and \`installments\`. ${PRODUCT_SHAPE}`,
    "",
    "With `event_id` (an event of the crew graph whose event shop is open): the product as that event sells it, exclusives included; the product must be in the event shop's selection and belong to the event's payee (its first promoter).",
    "",
    "404 not_found, one answer for all: unknown or malformed id, unpublished product, a page the crew does not manage, an event exclusive asked without its event, a product of a shop that is not open asked without an event, and with `event_id`: an event outside the crew graph, no event shop or a closed one, or a product the event shop does not sell.",
  ].join("\n"),
  scopes: ["read:shop"],
  publishable: true,
  cache: 30,
  envelope: "single",
  params: z.object({ id: z.uuid().max(36) }),
  query: ProductQuery,
  response: ProductDetail,
  errors: ["not_found"],
  handler: ({ crew, params, query, now }) => shopProduct(crew, params.id.toLowerCase(), query.event_id, now),
});

export const getEventShopEndpoint = defineEndpoint({
  id: "get_event_shop",
  method: "GET",
  path: "/v1/events/{id}/shop",
  tag: "Shop",
  summary: "The merch an event sells",
  description: [
    "While the event shop is open: the products of the event's payee (its first promoter) as full product objects, every published one (exclusives included) or the shop's selection, in the shop's order; `seller` as `{ type, id, name, legal_name }`; `pickup_at_event` as `{ open, cutoff_at, instructions }` (null without pickup at the event; `open` is true while the event shop and its pickup are open and `cutoff_at` is ahead) and the seller's `installments`.",
    "",
    `${PRODUCT_SHAPE} ${INSTALLMENTS}`,
    "",
    "While the event shop is closed, when the crew does not manage the payee, or without an event shop: `data` is empty and `seller`, `pickup_at_event` and `installments` are null. 404 not_found when the event is unknown, unpublished or outside the crew graph (one answer for all).",
  ].join("\n"),
  scopes: ["read:shop"],
  publishable: true,
  cache: 30,
  envelope: "small-list",
  params: z.object({ id: q.positiveId() }),
  response: EventShopAnswer,
  errors: ["not_found"],
  handler: ({ crew, params, now }) => eventShopView(crew, params.id, now),
});

export const shopQuoteEndpoint = defineEndpoint({
  id: "shop_quote",
  method: "POST",
  path: "/v1/shop/quote",
  tag: "Shop",
  summary: "Price a merch cart",
  description: [
    "Prices a cart of one seller for a fulfilment `mode` (with `country` for delivery, an optional `coupon_code`, `method_key` and `event_id`); nothing is reserved. The answer lists the lines with their share of the discount, the `shipping_options` for the mode with the `selected_option` (`method_key`, else the first), the totals, the `available_modes` and `deliverable_countries` of the cart, the applied `coupon` (null without `coupon_code`) and `ships_on` (the latest shipping day among pre-order lines, null for a cart in stock). How a cart is priced, step by step: docs/guides/shop-pricing.md.",
    "",
    "**Refusals.** 422 validation_error with one `errors` entry and a `reason`: invalid_cart (bad or repeated lines), invalid_mode, unavailable (`variant_id`), out_of_stock (`variant_id`, `available`), max_per_order (`variant_id`, `max`), mixed_sellers, country_required, country_not_allowed, mode_not_allowed, pickup_closed, preorder_closed (`variant_id`), not_ready_for_event, no_method, or a `coupon_` reason (coupon_unknown, coupon_other_shop, coupon_not_started, coupon_expired, coupon_used_up, coupon_below_minimum); the delivery refusals (country_required, country_not_allowed, mode_not_allowed, pickup_closed) carry `available_modes` and `deliverable_countries`. 409 conflict with reason not_ready when the selling page cannot sell yet. 404 not_found for an `event_id` outside the crew graph.",
    "",
    `**Limits.** ${visitorLimitText(ALLOWANCES.quotesPerVisitorPerMinute, "quotes", "buyer")}; on top of the key's write allowance. Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    IDEMPOTENCY_TEXT,
  ].join("\n"),
  scopes: ["read:shop"],
  publishable: false,
  cache: "no-store",
  limits: [perVisitor("quotes", ALLOWANCES.quotesPerVisitorPerMinute)],
  envelope: "single",
  body: QuoteBody,
  bodyReason: quoteBodyReason,
  response: QuoteAnswer,
  idempotent: true,
  errors: ["not_found", "conflict", "rate_limited"],
  handler: async ({ crew, body, now }) => quoteOut(await priceCart(crew, body, now)),
});

export const shopEndpoints: Endpoint[] = [listShopProductsEndpoint, getShopProductEndpoint, getEventShopEndpoint, shopQuoteEndpoint];
