/**
 * The merch shop's shapes (section 4.11): the product, the seller identity, the instalment offer,
 * the three read answers, and the quote's body and answer. Prices are integer cents; days are
 * `YYYY-MM-DD` (UTC). No stock count is ever part of an answer.
 */
import { z } from "zod";
import { count32, id32, name, text, ts, url, word } from "@/lib/http/schemas";
import { q } from "@/lib/http/query";

const SELLER_TYPES = ["promoter", "artist", "venue"] as const;
const uuid = () => z.uuid().max(36);
const day = () => z.iso.date().max(10);
const email = () => z.string().max(320);
const countryCode = () => z.string().max(2);

export const SellerType = z.enum(SELLER_TYPES);
const MODES = ["delivery", "pickup_event", "pickup_location"] as const;
export const FulfilmentMode = z.enum(MODES);

export const SellerRef = z.object({ type: SellerType, id: id32() }).meta({ id: "ShopSellerRef" });

const Party = z.object({ name: name(), address: name(), email: email() });

export const ShopProduct = z
  .object({
    id: uuid(),
    slug: name(),
    title: name(),
    description: text(),
    images: z.array(z.object({ url: url(), alt: name().nullable(), width: count32(), height: count32() })).max(100),
    options: z.array(name()).max(20).describe("Option names in display order (e.g. Size); empty for a single variant."),
    variants: z
      .array(
        z.object({
          id: uuid(),
          options: z.array(name()).max(20).describe("One value per option name."),
          price_cents: count32(),
          available: z.boolean().describe("In stock (units held by open checkouts count as taken) and its pre-order not closed."),
          max_per_order: count32(),
        }),
      )
      .max(200),
    from_price_cents: count32().describe("The lowest price among available variants (among all when none is)."),
    currency: z.string().max(3),
    available: z.boolean().describe("True while one of its variants is."),
    fulfilment_modes: z.array(FulfilmentMode).max(3),
    country_rule: z.enum(["all", "only", "except"]).describe("How `countries` applies to delivery: all (countries empty), only, except."),
    countries: z.array(countryCode()).max(300),
    exclusive: z.boolean().describe("Sold only through an event shop that includes it."),
    manufacturer: Party,
    eu_responsible: Party.nullable(),
    safety_info: text().nullable(),
    preparation_days: count32(),
    preorder: z
      .object({ status: z.enum(["open", "closed"]), ships_on: day(), ends_on: day().nullable() })
      .nullable()
      .describe("null: sells from stock. Else ships from `ships_on`; takes pre-orders (status open) through `ends_on` when set, else until `ships_on`."),
    seller: SellerRef,
  })
  .meta({ id: "ShopProduct" });

export const SellerIdentity = z
  .object({
    type: SellerType,
    id: id32(),
    name: name(),
    image_url: url().nullable(),
    legal_name: name(),
    address: name(),
    company_number: name().nullable(),
    contact_email: email(),
    vat_regime: word(),
    return_shipping_paid_by: z.enum(["buyer", "seller"]),
  })
  .meta({ id: "ShopSeller" });

export const Installments = z
  .object({
    provider: word(),
    publishable_key: z.string().max(255),
    stripe_account: z.string().max(255).describe("The selling page's own payment account."),
    country: countryCode().describe("The seller's; a default until the buyer picks a delivery country."),
    methods: z.array(word()).max(20).describe("What checkout offers."),
  })
  .nullable()
  .describe("An instalment offer on the selling page's payment account, or null. Render the payment provider's own messaging element with these values, never your own wording.")
  .meta({ id: "ShopInstallments" });

export const CatalogueAnswer = z
  .object({ seller: SellerIdentity.nullable(), installments: Installments, data: z.array(ShopProduct).max(1000) })
  .meta({ id: "ShopCatalogue" });

export const ProductDetail = ShopProduct.extend({ seller: SellerIdentity, installments: Installments }).meta({ id: "ShopProductDetail" });

export const EventShopAnswer = z
  .object({
    event_id: id32(),
    seller: z.object({ type: SellerType, id: id32(), name: name(), legal_name: name() }).nullable(),
    pickup_at_event: z
      .object({
        open: z.boolean().describe("The event shop is open, its pickup is open and `cutoff_at` is ahead."),
        cutoff_at: ts(),
        instructions: text().nullable(),
      })
      .nullable(),
    installments: Installments,
    data: z.array(ShopProduct).max(1000),
  })
  .meta({ id: "EventShop" });

export const CatalogueQuery = z.object({
  seller_type: SellerType.describe("promoter, artist or venue."),
  seller_id: q.positiveId().describe("A page the crew manages."),
});

export const ProductQuery = z.object({
  event_id: q.positiveId().optional().describe("An event of the crew graph whose shop is open: the product as that event sells it, exclusives included."),
});

/** The quote body's fields; checkout takes them plus its own. */
export const quoteBodyFields = {
  lines: z
    .array(
      z.strictObject({
        variant_id: z.string().max(64, "At most 64 characters.").describe("A variant id."),
        quantity: z.int("Must be a whole number.").min(1, "At least 1.").max(20, "At most 20."),
      }),
      "Must be an array of lines.",
    )
    .min(1, "Give 1 to 20 lines.")
    .max(20, "Give 1 to 20 lines."),
  mode: z.enum(MODES, "Must be delivery, pickup_event or pickup_location."),
  event_id: z.int("Must be a whole number.").min(1).max(2147483647).optional().describe("Unlocks the event's exclusives and pickup at the event."),
  country: z
    .string()
    .max(2)
    .regex(/^[A-Z]{2}$/, "Must be a two-letter country code in capitals.")
    .optional()
    .describe("ISO 3166-1 alpha-2 delivery country; required when mode is delivery."),
  coupon_code: z.string().max(64, "At most 64 characters.").optional().describe("A coupon of the selling page (case-insensitive)."),
  method_key: z.string().max(64, "At most 64 characters.").optional().describe("A `key` of `shipping_options`; default the first."),
  client_ip: z.string().max(64, "At most 64 characters.").optional().describe("The buyer's address, to count their requests."),
};

export const QuoteBody = z.strictObject(quoteBodyFields).meta({ id: "ShopQuoteInput" });

/** invalid_cart for a refused `lines`, invalid_mode for a refused `mode` (section 4.11). */
export function quoteBodyReason(errors: { param: string }[]): string | undefined {
  if (errors.some((e) => e.param === "lines" || e.param.startsWith("lines."))) return "invalid_cart";
  if (errors.some((e) => e.param === "mode")) return "invalid_mode";
  return undefined;
}

export const ShippingOption = z.object({
  key: word(),
  kind: FulfilmentMode,
  name: name(),
  carrier: name().nullable(),
  amount_cents: count32(),
  min_days: count32(),
  max_days: count32(),
  pickup_address: name().nullable(),
  instructions: text().nullable(),
});

export const QuoteAnswer = z
  .object({
    currency: z.string().max(3),
    lines: z.array(z.object({ variant_id: uuid(), name: name(), quantity: count32(), unit_cents: count32(), discount_cents: count32() })).max(20),
    subtotal_cents: count32(),
    discount_cents: count32(),
    shipping_options: z.array(ShippingOption).max(100),
    selected_option: word().nullable(),
    shipping_cents: count32(),
    total_cents: count32(),
    available_modes: z.array(FulfilmentMode).max(3),
    deliverable_countries: z.array(countryCode()).max(300),
    coupon: z.object({ code: z.string().max(64), discount_cents: count32() }).nullable(),
    ships_on: day().nullable().describe("The latest shipping day among pre-order lines; null for a cart in stock."),
  })
  .meta({ id: "ShopQuote" });
