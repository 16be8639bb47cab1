/**
 * The plain data the shop's rules work on (no database, no HTTP): what a query module reads for a
 * cart, and what pricing a cart answers. Money is integer cents; days are `YYYY-MM-DD` (UTC).
 */
export type SellerType = "promoter" | "artist" | "venue";
export type FulfilmentMode = "delivery" | "pickup_event" | "pickup_location";
export const FULFILMENT_MODES: readonly FulfilmentMode[] = ["delivery", "pickup_event", "pickup_location"];

export interface SellerRef {
  type: SellerType;
  id: number;
}

export interface DeliveryOption {
  key: string;
  name: string;
  carrier: string;
  countries: string[];
  amountCents: number;
  minDays: number;
  maxDays: number;
}

export interface PickupLocation {
  key: string;
  name: string;
  address: string;
  instructions: string | null;
  amountCents: number;
  minDays: number;
  maxDays: number;
}

export interface ShopFacts {
  seller: SellerRef;
  /** The shop's own catalogue is open (an event shop sells regardless). */
  open: boolean;
  readyToSell: boolean;
  currency: string;
  /** In the world's order. */
  delivery: DeliveryOption[];
  pickupLocations: PickupLocation[];
}

export interface CouponFacts {
  code: string;
  percent: number | null;
  amountCents: number | null;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
}

export interface PreorderFacts {
  shipsOn: string;
  endsOn: string | null;
}

export interface ProductFacts {
  id: string;
  seller: SellerRef;
  title: string;
  options: string[];
  published: boolean;
  exclusive: boolean;
  fulfilmentModes: FulfilmentMode[];
  countryRule: "all" | "only" | "except";
  countries: string[];
  preparationDays: number;
  preorder: PreorderFacts | null;
}

export interface VariantFacts {
  id: string;
  productId: string;
  options: string[];
  priceCents: number;
  /** Units left (paid orders taken off); null: unlimited. */
  stock: number | null;
  /** Units held by open, unexpired checkout sessions. */
  held: number;
  maxPerOrder: number;
}

export interface EventShopFacts {
  eventId: number;
  /** The event's start (pickup must be ready by then); null when not set. */
  startsAt: Date | null;
  open: boolean;
  /** null: every published product of the payee's shop; else these ids. */
  productIds: string[] | null;
  /** The payee promoter's shop sells through it. */
  seller: SellerRef;
  pickup: { open: boolean; cutoffAt: Date; instructions: string | null } | null;
}

export interface CartLineInput {
  variant_id: string;
  quantity: number;
}

/** The quote body as the rules see it (the schema has checked types and sizes). */
export interface CartInput {
  lines: CartLineInput[];
  mode: FulfilmentMode;
  event_id?: number;
  country?: string;
  coupon_code?: string;
  method_key?: string;
}

/** Everything the rules need about one cart, read in one go by the query module. */
export interface CartFacts {
  now: Date;
  /** Variants found for the cart's ids among pages the crew manages (others are simply absent). */
  variants: Map<string, { variant: VariantFacts; product: ProductFacts }>;
  /** Shops of the sellers those variants belong to. */
  shops: Map<string, ShopFacts>;
  /** The event shop of `event_id` when the event is in the crew's graph and has one. */
  eventShop: EventShopFacts | null;
  /** The coupon with `coupon_code` (case-insensitive) in the cart's shop, if any. */
  coupon: CouponFacts | null;
  /** Whether `coupon_code` names a coupon of some other shop (reason coupon_other_shop). */
  couponElsewhere: boolean;
}

export const sellerKey = (s: SellerRef) => `${s.type}:${s.id}`;

export interface ShippingOptionOut {
  key: string;
  kind: FulfilmentMode;
  name: string;
  carrier: string | null;
  amount_cents: number;
  min_days: number;
  max_days: number;
  pickup_address: string | null;
  instructions: string | null;
}

export interface QuoteLineOut {
  variant_id: string;
  name: string;
  quantity: number;
  unit_cents: number;
  discount_cents: number;
}

/** The answer of POST /v1/shop/quote, plus what checkout needs (the seller, product ids). */
export interface Quote {
  seller: SellerRef;
  currency: string;
  lines: QuoteLineOut[];
  /** product id per line, in line order (for the order record). */
  productIds: string[];
  subtotal_cents: number;
  discount_cents: number;
  shipping_options: ShippingOptionOut[];
  selected_option: string | null;
  shipping_cents: number;
  total_cents: number;
  available_modes: FulfilmentMode[];
  deliverable_countries: string[];
  coupon: { code: string; discount_cents: number } | null;
  ships_on: string | null;
}

export type QuoteReason =
  | "invalid_cart"
  | "invalid_mode"
  | "unavailable"
  | "out_of_stock"
  | "max_per_order"
  | "mixed_sellers"
  | "country_required"
  | "country_not_allowed"
  | "no_method"
  | "mode_not_allowed"
  | "pickup_closed"
  | "preorder_closed"
  | "not_ready_for_event"
  | "coupon_unknown"
  | "coupon_expired"
  | "coupon_not_started"
  | "coupon_used_up"
  | "coupon_below_minimum"
  | "coupon_other_shop";

/**
 * A refusal: 422 validation_error with `reason` (and `extra` as top-level members, e.g.
 * `variant_id`, `max`, `available_modes`, `deliverable_countries`), `param`/`message` for the one
 * `errors[]` entry; or 409 conflict reason not_ready.
 */
export type QuoteRefusal =
  | { status: 422; reason: QuoteReason; param: string; message: string; extra?: Record<string, unknown> }
  | { status: 409; reason: "not_ready"; message: string };

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; refusal: QuoteRefusal };
