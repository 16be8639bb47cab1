/**
 * Merch shops (one per selling page: shipping, coupons, products and their variants) and event
 * shops (merch sold with one event): their schemas in the world file, the "Days" spelling of
 * pre-order dates, and their resolved shapes.
 *
 * The schema checks structure and single values (whole numbers, enums, codes); what needs the
 * rest of the world or several fields at once is checked in lib/world/validate/check-shop.ts.
 */
import { z } from "zod";
import { parseDuration } from "../times";
import { Currency, IntId, MAX_INT, NullableText, PageRef, Slug, Text, Time, Uuid } from "./primitives";

export const SELLER_TYPES = ["promoter", "artist", "venue"] as const;
export type ShopSellerType = (typeof SELLER_TYPES)[number];
export const FULFILMENT_MODES = ["delivery", "pickup_event", "pickup_location"] as const;
export type FulfilmentMode = (typeof FULFILMENT_MODES)[number];
export const COUNTRY_RULES = ["all", "only", "except"] as const;
export const DEFAULT_MAX_PER_ORDER = 10;

/** A whole number of at least `min`, with the loader's wording. */
const Whole = (min = 0) =>
  z
    .int({ error: "must be a whole number" })
    .min(min, { error: min === 0 ? "must not be negative" : `must be at least ${min}` })
    .max(MAX_INT);

export const CountryCode = z.string().regex(/^[A-Z]{2}$/, { error: "must be an ISO 3166-1 alpha-2 code in capitals (DE)" });
const Countries = z.array(CountryCode);
const Email = z.email({ error: "must be an email address" });

// ---------------------------------------------------------------------------------------------
// Days: `2026-12-20`, or `now+20d` read as the UTC calendar day of that instant.
// ---------------------------------------------------------------------------------------------

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RELATIVE_DAY = /^now(?:([+-])([0-9wdhms]+))?$/;

export type DayResult = { ok: true; value: string } | { ok: false; message: string };

/** A calendar-day spelling as `YYYY-MM-DD` (UTC for relative spellings). Pure: `now` is passed in. */
export function resolveDay(spelling: string, now: Date): DayResult {
  const text = spelling.trim();
  const quoted = JSON.stringify(spelling);
  const date = DATE.exec(text);
  if (date) {
    const d = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) return { ok: false, message: `${quoted} is not a calendar day` };
    return { ok: true, value: text };
  }
  const rel = RELATIVE_DAY.exec(text);
  if (rel) {
    const [, sign, dur] = rel;
    let delta = 0;
    if (sign !== undefined && dur !== undefined) {
      const ms = parseDuration(dur);
      if (ms === null) return { ok: false, message: `${quoted} is not a day: units go in the order w d h m s (now+20d)` };
      delta = sign === "-" ? -ms : ms;
    }
    return { ok: true, value: new Date(now.getTime() + delta).toISOString().slice(0, 10) };
  }
  const at = text.includes("@") ? " (a day takes no time of day: no @)" : "";
  return { ok: false, message: `${quoted} is not a day${at}: use 2026-12-20, now, now+20d or now-2d` };
}

const Day = z.string().min(1, { error: "must be a day: 2026-12-20 or now+20d" });

// ---------------------------------------------------------------------------------------------
// Shops
// ---------------------------------------------------------------------------------------------

export const DeliverySchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  carrier: NullableText.optional(),
  countries: Countries.min(1, { error: "a delivery option serves at least one country" }),
  amount_cents: Whole(),
  min_days: Whole(),
  max_days: Whole(),
});

export const PickupLocationSchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  address: z.string().min(1),
  instructions: NullableText.optional(),
  amount_cents: Whole(),
  min_days: Whole(),
  max_days: Whole(),
});

export const CouponSchema = z.strictObject({
  code: z.string().min(1),
  percent: z.int({ error: "must be a whole number" }).min(1, { error: "must be 1 to 100" }).max(100, { error: "must be 1 to 100" }).nullable().optional(),
  amount_cents: Whole(1).nullable().optional(),
  min_subtotal_cents: Whole().optional(),
  starts_at: Time.nullable().optional(),
  ends_at: Time.nullable().optional(),
  max_uses: Whole().nullable().optional(),
  uses: Whole().optional(),
});

const ImageSchema = z.strictObject({ url: z.string().min(1), alt: NullableText.optional(), width: Whole(1), height: Whole(1) });
const PartySchema = z.strictObject({ name: z.string().min(1), address: z.string().min(1), email: Email });

export const VariantSchema = z.strictObject({
  id: Uuid.optional(),
  options: z.array(z.string().min(1)).optional(),
  price_cents: Whole(),
  stock: Whole().nullable().optional(),
  max_per_order: Whole(1).optional(),
});

export const ProductSchema = z.strictObject({
  id: Uuid.optional(),
  slug: Slug,
  title: z.string().min(1),
  description: Text.optional(),
  images: z.array(ImageSchema).optional(),
  options: z.array(z.string().min(1)).optional(),
  variants: z.array(VariantSchema).min(1, { error: "a product has at least one variant" }),
  published: z.boolean().optional(),
  exclusive: z.boolean().optional(),
  fulfilment_modes: z.array(z.enum(FULFILMENT_MODES, { error: "must be delivery, pickup_event or pickup_location" })).min(1, { error: "a product has at least one fulfilment mode" }),
  country_rule: z.enum(COUNTRY_RULES).optional(),
  countries: Countries.optional(),
  manufacturer: PartySchema,
  eu_responsible: PartySchema.nullable().optional(),
  safety_info: NullableText.optional(),
  preparation_days: Whole().optional(),
  preorder: z.strictObject({ ships_on: Day, ends_on: Day.nullable().optional() }).nullable().optional(),
});

export const InstallmentsSchema = z.strictObject({
  provider: z.string().min(1),
  publishable_key: z.string().min(1),
  country: CountryCode,
  methods: z.array(z.string().min(1)),
});

export const ShopSchema = z.strictObject({
  seller: PageRef(SELLER_TYPES),
  open: z.boolean().optional(),
  payment_account: z.string().min(1).nullable().optional(),
  ready_to_sell: z.boolean().optional(),
  currency: Currency,
  legal_name: z.string().min(1),
  address: z.string().min(1),
  company_number: NullableText.optional(),
  contact_email: Email,
  vat_regime: z.string().min(1),
  return_shipping_paid_by: z.enum(["buyer", "seller"]),
  installments: InstallmentsSchema.nullable().optional(),
  shipping: z.strictObject({ delivery: z.array(DeliverySchema).optional(), pickup_locations: z.array(PickupLocationSchema).optional() }).optional(),
  coupons: z.array(CouponSchema).optional(),
  products: z.array(ProductSchema).optional(),
});

// ---------------------------------------------------------------------------------------------
// Event shops
// ---------------------------------------------------------------------------------------------

export const EventShopSchema = z.strictObject({
  event: IntId,
  open: z.boolean().optional(),
  products: z.union([z.literal("all"), z.array(Uuid)], { error: 'must be "all" or a list of product ids' }).optional(),
  pickup: z
    .strictObject({
      open: z.boolean(),
      // An instant, or a signed offset from the event's start (-3h); resolved by the checks.
      cutoff_at: Time,
      instructions: NullableText.optional(),
    })
    .nullable()
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Resolved shapes
// ---------------------------------------------------------------------------------------------

export interface ResolvedDelivery {
  key: string;
  name: string;
  carrier: string | null;
  countries: string[];
  amount_cents: number;
  min_days: number;
  max_days: number;
}

export interface ResolvedPickupLocation {
  key: string;
  name: string;
  address: string;
  instructions: string | null;
  amount_cents: number;
  min_days: number;
  max_days: number;
}

export interface ResolvedCoupon {
  code: string;
  percent: number | null;
  amount_cents: number | null;
  min_subtotal_cents: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  uses: number;
}

export interface ResolvedVariant {
  id: string;
  options: string[];
  price_cents: number;
  stock: number | null;
  max_per_order: number;
}

export interface ResolvedParty {
  name: string;
  address: string;
  email: string;
}

export interface ResolvedProduct {
  id: string;
  slug: string;
  title: string;
  description: string;
  images: { url: string; alt: string | null; width: number; height: number }[];
  options: string[];
  variants: ResolvedVariant[];
  published: boolean;
  exclusive: boolean;
  fulfilment_modes: FulfilmentMode[];
  country_rule: (typeof COUNTRY_RULES)[number];
  countries: string[];
  manufacturer: ResolvedParty;
  eu_responsible: ResolvedParty | null;
  safety_info: string | null;
  preparation_days: number;
  /** Days as `YYYY-MM-DD` (UTC). */
  preorder: { ships_on: string; ends_on: string | null } | null;
}

export interface ResolvedShop {
  seller: { type: ShopSellerType; id: number };
  open: boolean;
  payment_account: string | null;
  ready_to_sell: boolean;
  currency: string;
  legal_name: string;
  address: string;
  company_number: string | null;
  contact_email: string;
  vat_regime: string;
  return_shipping_paid_by: "buyer" | "seller";
  installments: { provider: string; publishable_key: string; country: string; methods: string[] } | null;
  shipping: { delivery: ResolvedDelivery[]; pickup_locations: ResolvedPickupLocation[] };
  coupons: ResolvedCoupon[];
  products: ResolvedProduct[];
}

export interface ResolvedEventShop {
  event: number;
  open: boolean;
  /** "all": every published product of the payee's shop, exclusives included. */
  products: "all" | string[];
  pickup: { open: boolean; cutoff_at: Date; instructions: string | null } | null;
}
