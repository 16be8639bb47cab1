/**
 * The merch shop: one shop per selling page, its shipping options, coupons, products and
 * variants; event shops (merch sold with one event); checkout sessions and the stock they hold.
 * Prices are integer cents in the shop's currency. A shop is named by its seller page
 * (`seller_type`, `seller_id`), an event shop by its event.
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts, textArray } from "./columns";
import { events } from "./events";

export type SellerType = "promoter" | "artist" | "venue";

export const shops = pgTable(
  "shops",
  {
    sellerType: text("seller_type").$type<SellerType>().notNull(),
    sellerId: integer("seller_id").notNull(),
    open: boolean("open").notNull(),
    paymentAccount: text("payment_account"),
    readyToSell: boolean("ready_to_sell").notNull(),
    currency: text("currency").notNull(),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    companyNumber: text("company_number"),
    contactEmail: text("contact_email").notNull(),
    vatRegime: text("vat_regime").notNull(),
    returnShippingPaidBy: text("return_shipping_paid_by").$type<"buyer" | "seller">().notNull(),
    /** As the world wrote it (provider, publishable_key, country, methods), or null: no offer. */
    installments: jsonb("installments").$type<{ provider: string; publishable_key: string; country: string; methods: string[] } | null>(),
  },
  (t) => [primaryKey({ columns: [t.sellerType, t.sellerId] })],
);

/** Delivery options and pickup locations of a shop; `key` is unique in the shop across both kinds. */
export const shopShippingOptions = pgTable(
  "shop_shipping_options",
  {
    sellerType: text("seller_type").$type<SellerType>().notNull(),
    sellerId: integer("seller_id").notNull(),
    key: text("key").notNull(),
    kind: text("kind").$type<"delivery" | "pickup_location">().notNull(),
    /** The world's order within its kind. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    /** Delivery only. */
    carrier: text("carrier"),
    /** Delivery only: ISO 3166-1 alpha-2 codes served. */
    countries: textArray("countries").notNull().default(sql`'{}'::text[]`),
    /** Pickup only. */
    address: text("address"),
    instructions: text("instructions"),
    amountCents: integer("amount_cents").notNull(),
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerType, t.sellerId, t.key] })],
);

export const shopCoupons = pgTable(
  "shop_coupons",
  {
    sellerType: text("seller_type").$type<SellerType>().notNull(),
    sellerId: integer("seller_id").notNull(),
    /** As written; compared case-insensitively (the unique index is on lower(code)). */
    code: text("code").notNull(),
    percent: integer("percent"),
    amountCents: integer("amount_cents"),
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    maxUses: integer("max_uses"),
    /** Paid orders that used it. */
    uses: integer("uses").notNull().default(0),
  },
  (t) => [uniqueIndex("shop_coupons_code_idx").on(t.sellerType, t.sellerId, sql`lower(${t.code})`)],
);

export const shopProducts = pgTable(
  "shop_products",
  {
    id: uuid("id").primaryKey(),
    sellerType: text("seller_type").$type<SellerType>().notNull(),
    sellerId: integer("seller_id").notNull(),
    /** The world's order in its shop. */
    position: integer("position").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    images: jsonb("images").$type<{ url: string; alt: string | null; width: number; height: number }[]>().notNull().default(sql`'[]'::jsonb`),
    options: textArray("options").notNull().default(sql`'{}'::text[]`),
    published: boolean("published").notNull(),
    exclusive: boolean("exclusive").notNull(),
    fulfilmentModes: textArray("fulfilment_modes").$type<("delivery" | "pickup_event" | "pickup_location")[]>().notNull(),
    countryRule: text("country_rule").$type<"all" | "only" | "except">().notNull(),
    countries: textArray("countries").notNull().default(sql`'{}'::text[]`),
    manufacturer: jsonb("manufacturer").$type<{ name: string; address: string; email: string }>().notNull(),
    euResponsible: jsonb("eu_responsible").$type<{ name: string; address: string; email: string } | null>(),
    safetyInfo: text("safety_info"),
    preparationDays: integer("preparation_days").notNull().default(0),
    /** Pre-order: ships from this UTC day; null: sells from stock. */
    preorderShipsOn: date("preorder_ships_on", { mode: "string" }),
    /** Pre-orders taken through the whole of this UTC day; null: until ships_on. */
    preorderEndsOn: date("preorder_ends_on", { mode: "string" }),
  },
  (t) => [index("shop_products_seller_idx").on(t.sellerType, t.sellerId, t.position), uniqueIndex("shop_products_slug_idx").on(t.sellerType, t.sellerId, t.slug)],
);

export const shopVariants = pgTable(
  "shop_variants",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => shopProducts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** One value per option name of the product. */
    options: textArray("options").notNull().default(sql`'{}'::text[]`),
    priceCents: integer("price_cents").notNull(),
    /** Units left to sell (paid orders take from it); null: unlimited. Holds are in stock_holds. */
    stock: integer("stock"),
    maxPerOrder: integer("max_per_order").notNull().default(10),
  },
  (t) => [index("shop_variants_product_idx").on(t.productId, t.position)],
);

/** Merch sold with one event, through its payee promoter's shop. */
export const eventShops = pgTable("event_shops", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  open: boolean("open").notNull(),
  /** null: every published product of the payee's shop (exclusives included); else these product ids. */
  productIds: uuid("product_ids").array(),
  /** null: no pickup at the event. */
  pickupOpen: boolean("pickup_open"),
  pickupCutoffAt: ts("pickup_cutoff_at"),
  pickupInstructions: text("pickup_instructions"),
});

export type CheckoutLine = {
  variant_id: string;
  product_id: string;
  name: string;
  quantity: number;
  unit_cents: number;
  discount_cents: number;
};

/** What the quote priced when the session opened: the order is written from it. */
export type CheckoutPricing = {
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  coupon: { code: string; discount_cents: number } | null;
  /** The chosen option (delivery, pickup location) or pickup at the event. */
  shipping: { key: string; kind: string; name: string; carrier: string | null; amount_cents: number; min_days: number; max_days: number; pickup_address: string | null; instructions: string | null } | null;
  ships_on: string | null;
};

