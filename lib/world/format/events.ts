/**
 * Events with their days, lineup, ticket tiers, gallery, presales, coupons and access codes: their
 * schemas in the world file and their resolved shapes.
 */
import { z } from "zod";
import { Count, IntId, MAX_INT, NullableText, Text, Time } from "./primitives";

export const PRESALE_HIDDEN_FIELDS = ["products", "caps", "selection_rule", "promoter", "mailing_list"] as const;

export const SetSchema = z.strictObject({
  artists: z.array(IntId).nullable().optional(),
  name: NullableText.optional(),
  stage: NullableText.optional(),
  start: Time.nullable().optional(),
  end: Time.nullable().optional(),
  confirmed: z.boolean().optional(),
});

export const DaySchema = z.strictObject({ name: z.string().min(1), starts_at: Time, ends_at: Time });

export const TierSchema = z.strictObject({
  id: z.string().min(1).max(200).optional(),
  name: z.string().min(1),
  description: NullableText.optional(),
  price: z.number().min(0).max(9_999_999_999).refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { error: "has more than two decimals" }),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "must be an ISO 4217 code in capitals (EUR)" }).optional(),
  sale_start: Time,
  sale_end: Time,
  max_per_order: z.int().min(1).max(MAX_INT).optional(),
  stock: Count,
  sold: Count.optional(),
  public: z.boolean().optional(),
  off_sale: z.boolean().optional(),
  bundle_size: z.int().min(1).max(MAX_INT).optional(),
});

export const PhotoSchema = z.strictObject({
  id: IntId.optional(),
  url: z.string().min(1),
  width: z.int().min(1).max(MAX_INT),
  height: z.int().min(1).max(MAX_INT),
  uploading: z.boolean().optional(),
});

export const AlbumSchema = z.strictObject({
  id: IntId.optional(),
  name: z.string().min(1),
  description: NullableText.optional(),
  private: z.boolean().optional(),
  photos: z.array(PhotoSchema).optional(),
});

export const TeaserSchema = z.strictObject({
  title: Text.optional(),
  subtitle: Text.optional(),
  image_url: NullableText.optional(),
  description: Text.optional(),
});

export const PresaleSchema = z.strictObject({
  token: z.string().min(1).max(200),
  status: z.string().min(1),
  draft: z.boolean().optional(),
  featured: z.boolean().optional(),
  featured_mode: z.string().min(1).optional(),
  registration_opens_at: Time.nullable().optional(),
  registration_closes_at: Time.nullable().optional(),
  teaser: TeaserSchema.optional(),
  hidden: z.record(z.string(), z.unknown()).optional(),
  ...(Object.fromEntries(PRESALE_HIDDEN_FIELDS.map((k) => [k, z.unknown().optional()])) as Record<(typeof PRESALE_HIDDEN_FIELDS)[number], z.ZodOptional<z.ZodUnknown>>),
});

/** Letters, digits, dash and underscore; codes of one event compare case-insensitively. */
export const TicketCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be 1 to 64 letters, digits, dashes or underscores" });

/** Currency units with at most two decimals, like tier prices. */
const Units = z.number().max(9_999_999_999).refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { error: "has more than two decimals" });

export const EventCouponSchema = z.strictObject({
  code: TicketCode,
  percentage: z.int({ error: "must be a whole number" }).min(1, { error: "must be 1 to 100" }).max(100, { error: "must be 1 to 100" }).nullable().optional(),
  amount: Units.refine((a) => a > 0, { error: "must be above 0" }).nullable().optional(),
  min_order_amount: Units.refine((a) => a >= 0, { error: "must be 0 or more" }).optional(),
  starts_at: Time.nullable().optional(),
  ends_at: Time.nullable().optional(),
  max_uses: z.int({ error: "must be a whole number" }).min(1, { error: "must be at least 1" }).max(MAX_INT).nullable().optional(),
  uses: Count.optional(),
});

export const EventAccessCodeSchema = z.strictObject({
  code: TicketCode,
  tiers: z.array(z.string().min(1)),
});

export const EventSchema = z.strictObject({
  id: IntId.optional(),
  title: z.string().min(1),
  description: NullableText.optional(),
  type: z.string().min(1).optional(),
  timezone: z.string().min(1),
  starts_at: Time.nullable().optional(),
  ends_at: Time.nullable().optional(),
  image_url: NullableText.optional(),
  published: z.boolean().optional(),
  updated_at: Time.optional(),
  promoters: z.array(IntId).nullable().optional(),
  venue: IntId.nullable().optional(),
  genres: z.array(z.string()).nullable().optional(),
  timetable_published: z.boolean().optional(),
  stages: z.array(z.string().min(1)).nullable().optional(),
  days: z.array(DaySchema).nullable().optional(),
  lineup: z.array(SetSchema).nullable().optional(),
  ticket_tiers: z.array(TierSchema).nullable().optional(),
  gallery: z.array(AlbumSchema).nullable().optional(),
  presales: z.array(PresaleSchema).nullable().optional(),
  coupons: z.array(EventCouponSchema).nullable().optional(),
  access_codes: z.array(EventAccessCodeSchema).nullable().optional(),
});

export interface ResolvedSet {
  /** Artist ids, in order; several: back-to-back; none: a custom act (then `name` is set). */
  artists: number[];
  name: string | null;
  stage: string | null;
  start: Date | null;
  end: Date | null;
  confirmed: boolean;
}

export interface ResolvedDay {
  name: string;
  starts_at: Date;
  ends_at: Date;
}

export interface ResolvedTier {
  id: string;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  sale_start: Date;
  sale_end: Date;
  max_per_order: number;
  stock: number;
  sold: number;
  public: boolean;
  off_sale: boolean;
  bundle_size: number;
}

export interface ResolvedPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  uploading: boolean;
}

export interface ResolvedAlbum {
  id: number;
  name: string;
  description: string | null;
  private: boolean;
  photos: ResolvedPhoto[];
}

export interface ResolvedPresale {
  token: string;
  status: string;
  draft: boolean;
  featured: boolean;
  featured_mode: string;
  registration_opens_at: Date | null;
  registration_closes_at: Date | null;
  teaser: { title: string; subtitle: string; image_url: string | null; description: string };
  /** Never-exposed admin fields, kept for the round trip. */
  hidden: Record<string, unknown>;
}

/** A coupon of an event: exactly one of percentage and amount (currency units). */
export interface ResolvedEventCoupon {
  code: string;
  percentage: number | null;
  amount: number | null;
  min_order_amount: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  /** Paid orders that used it so far. */
  uses: number;
}

/** An access code unlocks hidden tiers of its event (by tier id). */
export interface ResolvedEventAccessCode {
  code: string;
  tiers: string[];
}

export interface ResolvedEvent {
  id: number;
  title: string;
  description: string;
  type: string;
  timezone: string;
  starts_at: Date | null;
  ends_at: Date | null;
  image_url: string | null;
  published: boolean;
  updated_at: Date;
  /** Promoter ids in display order; the first is the payee. */
  promoters: number[];
  venue: number | null;
  genres: string[];
  timetable_published: boolean;
  stages: string[];
  days: ResolvedDay[];
  lineup: ResolvedSet[];
  ticket_tiers: ResolvedTier[];
  gallery: ResolvedAlbum[];
  presales: ResolvedPresale[];
  coupons: ResolvedEventCoupon[];
  access_codes: ResolvedEventAccessCode[];
}
