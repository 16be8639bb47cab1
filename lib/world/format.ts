/**
 * The world file: its zod schema (structure only) and the resolved world that the loader takes.
 *
 * The format is docs/world-format.md. This schema accepts everything that page describes,
 * including its last section, "What this project adds" (optional extras such as key token
 * hashes and presale admin fields, so an exported world round-trips), whose list of defaults
 * `validateWorld` applies.
 *
 * Unknown fields are refused (a typo must not pass silently). Time fields are plain strings
 * here: `validateWorld` resolves them, because their meaning depends on `now`, on the event's
 * time zone and start.
 */
import { z } from "zod";
import { TOKEN_PATTERN, type KeyType } from "../auth/token";
import type { Scope } from "../auth/scopes";
import type { WEBHOOK_EVENT_TYPES } from "../webhooks/types";

export const DEFAULT_SITE_URL = "https://events.example.test";
export const DEFAULT_FEE: Fee = { percent: 0.05, fixed: 0.5, applies_to: "ticket" };
export const CAPACITY_LAYOUTS = ["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"] as const;
export const PRESALE_HIDDEN_FIELDS = ["products", "caps", "selection_rule", "promoter", "mailing_list"] as const;

const MAX_INT = 2_147_483_647;
const IntId = z.int().min(1).max(MAX_INT);
const Uuid = z.guid({ error: "must be a uuid (8-4-4-4-12 hexadecimal digits)" });
const Slug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { error: "must be lower-case letters, digits and dashes (at most 64)" });
/** A time spelling, resolved later (see lib/world/times.ts). */
const Time = z.string().min(1, { error: "must be a time spelling" });
const Text = z.string();
const NullableText = z.string().nullable();
const Count = z.int().min(0).max(MAX_INT);

const EMAILISH = /^mailto:|^[^\s/:@]+@[^\s/@]+\.[^\s/@]+$/i;

const Links = z
  .record(z.string(), z.string())
  .nullable()
  .superRefine((links, ctx) => {
    if (!links) return;
    for (const [network, value] of Object.entries(links)) {
      if (EMAILISH.test(value.trim())) ctx.addIssue({ code: "custom", path: [network], message: "links never hold an email: put it in contact_emails" });
    }
  });

export const FeeSchema = z.strictObject({
  percent: z.number().min(0).max(1),
  fixed: z.number().min(0),
  applies_to: z.enum(["ticket", "order"]),
});
export type Fee = z.infer<typeof FeeSchema>;

const GenreSchema = z.strictObject({ id: IntId.optional(), name: z.string().min(1) });

/** A crew member's admin token, as lib/auth/admin.ts accepts it (a test keeps the two equal). */
export const ADMIN_TOKEN_FORMAT = /^svc_adm_[A-Za-z0-9_]{20,64}$/;
export const MEMBER_ROLES = ["owner", "manage_api", "member"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, { error: "must be 64 lower-case hex digits (SHA-256)" });

const MemberSchema = z.strictObject({
  email: z.email(),
  role: z.enum(MEMBER_ROLES),
  admin_token: z.string().regex(ADMIN_TOKEN_FORMAT, { error: "is not an admin token: svc_adm_ then 20 to 64 letters, digits or _" }).nullable().optional(),
  admin_token_hash: Sha256Hex.nullable().optional(),
});

const CrewSchema = z.strictObject({
  id: Uuid.optional(),
  name: z.string().min(1),
  slug: Slug,
  plan: z.enum(["studio", "roster", "lapsed"]),
  owner_email: z.email(),
  members: z.array(MemberSchema).optional(),
});

const ContactEmail = z.strictObject({ type: z.string().min(1), value: z.email() });

const pageFields = {
  id: IntId.optional(),
  name: z.string().min(1),
  image_url: NullableText.optional(),
  description: NullableText.optional(),
  genres: z.array(z.string()).nullable().optional(),
  links: Links.optional(),
  is_verified: z.boolean().optional(),
  published: z.boolean().optional(),
  managed_by: z.array(z.string()).nullable().optional(),
  contact_emails: z.array(ContactEmail).nullable().optional(),
  updated_at: Time.optional(),
};

const ArtistSchema = z.strictObject(pageFields);
const PromoterSchema = z.strictObject({ ...pageFields, fee: FeeSchema.nullable().optional() });

const LocationSchema = z
  .strictObject({
    address: NullableText.optional(),
    city: NullableText.optional(),
    country: z.string().regex(/^[A-Z]{2}$/, { error: "must be an ISO 3166-1 alpha-2 code in capitals (DE)" }).nullable().optional(),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
  })
  .superRefine((loc, ctx) => {
    if ((loc.lat == null) !== (loc.lng == null)) ctx.addIssue({ code: "custom", path: [loc.lat == null ? "lat" : "lng"], message: "lat and lng go together" });
  });

const CapacitySchema = z.strictObject(Object.fromEntries(CAPACITY_LAYOUTS.map((k) => [k, Count.optional()])) as Record<(typeof CAPACITY_LAYOUTS)[number], z.ZodOptional<typeof Count>>);

const VenueSchema = z.strictObject({
  ...pageFields,
  location: LocationSchema.nullable().optional(),
  capacity: CapacitySchema.nullable().optional(),
});

const SetSchema = z.strictObject({
  artists: z.array(IntId).nullable().optional(),
  name: NullableText.optional(),
  stage: NullableText.optional(),
  start: Time.nullable().optional(),
  end: Time.nullable().optional(),
  confirmed: z.boolean().optional(),
});

const DaySchema = z.strictObject({ name: z.string().min(1), starts_at: Time, ends_at: Time });

const TierSchema = z.strictObject({
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

const PhotoSchema = z.strictObject({
  id: IntId.optional(),
  url: z.string().min(1),
  width: z.int().min(1).max(MAX_INT),
  height: z.int().min(1).max(MAX_INT),
  uploading: z.boolean().optional(),
});

const AlbumSchema = z.strictObject({
  id: IntId.optional(),
  name: z.string().min(1),
  description: NullableText.optional(),
  private: z.boolean().optional(),
  photos: z.array(PhotoSchema).optional(),
});

const TeaserSchema = z.strictObject({
  title: Text.optional(),
  subtitle: Text.optional(),
  image_url: NullableText.optional(),
  description: Text.optional(),
});

const PresaleSchema = z.strictObject({
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

const EventSchema = z.strictObject({
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
});

const PageRef = (types: readonly [string, ...string[]]) => z.strictObject({ type: z.enum(types), id: IntId });

const PartnerSchema = z.strictObject({
  id: IntId.optional(),
  owner: PageRef(["promoter", "venue"]),
  name: z.string().min(1),
  logo_url: NullableText.optional(),
  website_url: NullableText.optional(),
  position: z.int().min(-MAX_INT).max(MAX_INT).optional(),
});

const NewsSchema = z.strictObject({
  id: IntId.optional(),
  owner: PageRef(["promoter", "venue", "artist", "event"]),
  title: z.string().min(1),
  body_markdown: Text,
  hero_image_url: NullableText.optional(),
  published_at: Time.optional(),
  draft: z.boolean().optional(),
});

const PresskitFile = z.strictObject({ id: z.string().min(1), type: z.string().min(1), url: z.string().min(1), filename: z.string().min(1), size_bytes: Count });

const PresskitSchema = z.strictObject({
  id: Uuid.optional(),
  artist_id: IntId,
  title: z.string().min(1),
  status: z.enum(["public", "private", "draft"]),
  password: z.string().min(1).nullable().optional(),
  password_hash: z
    .string()
    .regex(/^scrypt\$(N=\d+,r=\d+,p=\d+\$)?[0-9a-f]+\$[0-9a-f]+$/, { error: "must be a scrypt hash as exported (scrypt$N=…,r=…,p=…$salt$hash, or the older scrypt$salt$hash)" }).nullable().optional(),
  is_default: z.boolean().optional(),
  updated_at: Time.optional(),
  sections: z.array(z.string()).optional(),
  style: z.strictObject({ accent_color: z.string(), hero_image_url: NullableText.optional() }).optional(),
  bio_version: z.string().min(1).optional(),
  bio_overrides: z.record(z.string(), z.unknown()).optional(),
  press_quotes: z.array(z.unknown()).optional(),
  files: z.array(PresskitFile).optional(),
});

const QuestionSchema = z.looseObject({ key: z.string().min(1), type: z.string().min(1), label: z.string(), required: z.boolean().optional() });

const FormOwner = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("crew"), id: z.string().min(1) }),
  z.strictObject({ type: z.enum(["promoter", "venue", "artist"]), id: IntId }),
]);

const FormSchema = z.strictObject({
  id: Uuid.optional(),
  slug: Slug,
  title: z.string().min(1),
  description: NullableText.optional(),
  owner: FormOwner,
  crew: z.string().min(1),
  draft: z.boolean().optional(),
  opens_at: Time.nullable().optional(),
  closes_at: Time.nullable().optional(),
  max_responses: z.int().min(1).max(MAX_INT).nullable().optional(),
  responses: Count.optional(),
  captures_contact: z.boolean().optional(),
  definition_version: z.int().min(1).max(MAX_INT).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  questions: z.array(QuestionSchema).optional(),
});

/** https origins, or http on localhost; a path is allowed and dropped. */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  return url.origin;
}

const Origin = z.string().refine((s) => originOf(s) !== null, { error: "must be an https origin (or http on localhost), such as https://example.test" });

const KeySchema = z.strictObject({
  id: Uuid.optional(),
  crew: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(["secret", "publishable"]).optional(),
  token: z.string().regex(TOKEN_PATTERN, { error: "is not a token: svc_sk_ or svc_pk_ then 16 to 120 letters, digits or _" }).optional(),
  token_hash: z.string().regex(/^[0-9a-f]{64}$/, { error: "must be 64 lower-case hex digits (SHA-256)" }).optional(),
  prefix: z.string().min(1).optional(),
  last4: z.string().length(4).optional(),
  scopes: z.array(z.string()).optional(),
  websites: z.array(Origin).nullable().optional(),
  storefront_origins: z.array(Origin).nullable().optional(),
  state: z.enum(["active", "suspended", "revoked"]).optional(),
  expires_at: Time.nullable().optional(),
  created_at: Time.optional(),
  rate_limit: z
    .strictObject({ per_minute: z.int().min(1).max(MAX_INT).optional(), per_day: z.int().min(1).max(MAX_INT).optional() })
    .nullable()
    .optional(),
  rotated_from: Uuid.nullable().optional(),
  rotated_at: Time.nullable().optional(),
  last_used_at: Time.nullable().optional(),
});

const Currency = z.string().regex(/^[A-Z]{3}$/, { error: "must be an ISO 4217 code in capitals (EUR)" });
const Cents = z.int().min(0).max(MAX_INT);

const OrderLineSchema = z.strictObject({
  tier: z.string().min(1),
  quantity: z.int().min(1, { error: "must be at least 1" }).max(MAX_INT),
  unit_amount: Cents,
});

export const ORDER_STATUSES = ["paid", "partially_refunded", "refunded"] as const;

const OrderSchema = z.strictObject({
  id: Uuid.optional(),
  event: IntId,
  status: z.enum(ORDER_STATUSES),
  currency: Currency.optional(),
  lines: z.array(OrderLineSchema).min(1, { error: "an order has at least one line" }),
  amount_total: Cents,
  amount_refunded: Cents.optional(),
  created_at: Time.optional(),
  // Checked semantically: no ambassador programme exists yet, so only null passes.
  ambassador_code: z.string().nullable().optional(),
  via_site_of: z.string().min(1).nullable().optional(),
  buyer_email: z.email(),
});

const PayoutSchema = z.strictObject({
  id: Uuid.optional(),
  payee: PageRef(["promoter", "artist", "venue"]),
  amount: z.int().min(1).max(MAX_INT),
  currency: Currency,
  paid_at: Time.optional(),
});

/** `whsec_` then the base64 of 24 to 64 bytes (checked in full by the semantic pass). */
export const WEBHOOK_SECRET_FORMAT = /^whsec_[A-Za-z0-9+/]+={0,2}$/;
export const WEBHOOK_STATES = ["on", "off", "paused"] as const;
export const MAX_WEBHOOKS_PER_CREW = 10;
const WebhookSecret = z.string().regex(WEBHOOK_SECRET_FORMAT, { error: "is not a webhook secret: whsec_ then base64" });

const WebhookSchema = z.strictObject({
  id: Uuid.optional(),
  crew: z.string().min(1),
  url: z.string().min(1),
  // Names are checked semantically against WEBHOOK_EVENT_TYPES, with a clearer message.
  events: z.array(z.string()).min(1, { error: "a webhook listens to at least one event type" }),
  secret: WebhookSecret,
  previous_secret: WebhookSecret.nullable().optional(),
  rotated_at: Time.nullable().optional(),
  personal_data: z.boolean().optional(),
  state: z.enum(WEBHOOK_STATES).optional(),
  failing_since: Time.nullable().optional(),
  description: NullableText.optional(),
  sandbox: z.boolean().optional(),
  created_at: Time.optional(),
});

export const WorldFileSchema = z.strictObject({
  description: z.string().optional(),
  site_url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  default_fee: FeeSchema.optional(),
  genres: z.array(GenreSchema).optional(),
  crews: z.array(CrewSchema).optional(),
  artists: z.array(ArtistSchema).optional(),
  promoters: z.array(PromoterSchema).optional(),
  venues: z.array(VenueSchema).optional(),
  events: z.array(EventSchema).optional(),
  partners: z.array(PartnerSchema).optional(),
  news: z.array(NewsSchema).optional(),
  presskits: z.array(PresskitSchema).optional(),
  forms: z.array(FormSchema).optional(),
  keys: z.array(KeySchema).optional(),
  orders: z.array(OrderSchema).optional(),
  payouts: z.array(PayoutSchema).optional(),
  webhooks: z.array(WebhookSchema).optional(),
});

/** A world file as written (before validation it is `unknown`; this is its shape once parsed). */
export type WorldFile = z.input<typeof WorldFileSchema>;
export type WorldFileParsed = z.output<typeof WorldFileSchema>;
/** The sections in the order docs/world-format.md lists them (problems are reported in this order). */
export const WORLD_SECTIONS = ["description", "site_url", "default_fee", "genres", "crews", "artists", "promoters", "venues", "events", "partners", "news", "presskits", "forms", "keys", "orders", "payouts", "webhooks"] as const;

// ---------------------------------------------------------------------------------------------
// The resolved world: every id present, every default applied, every time an instant.
// ---------------------------------------------------------------------------------------------

export interface ResolvedGenre {
  id: number;
  name: string;
}

export interface ResolvedMember {
  email: string;
  role: MemberRole;
  /** Plaintext from the file (hashed at load), or null. */
  admin_token: string | null;
  /** An existing hash (from an export), or null; both null: no admin token. */
  admin_token_hash: string | null;
}

export interface ResolvedCrew {
  id: string;
  name: string;
  slug: string;
  plan: "studio" | "roster" | "lapsed";
  owner_email: string;
  members: ResolvedMember[];
}

export interface ResolvedPage {
  id: number;
  name: string;
  image_url: string | null;
  description: string | null;
  /** Genre names, in the page's order. */
  genres: string[];
  links: Record<string, string> | null;
  is_verified: boolean;
  published: boolean;
  /** Crew slugs. */
  managed_by: string[];
  contact_emails: { type: string; value: string }[];
  updated_at: Date;
}

export interface ResolvedPromoter extends ResolvedPage {
  /** null: the world's default_fee applies. */
  fee: Fee | null;
}

export interface ResolvedLocation {
  address: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

export interface ResolvedVenue extends ResolvedPage {
  location: ResolvedLocation | null;
  /** Layout name to capacity; {} when none is stated. */
  capacity: Record<string, number>;
}

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
}

export interface ResolvedPartner {
  id: number;
  owner: { type: "promoter" | "venue"; id: number };
  name: string;
  logo_url: string | null;
  website_url: string | null;
  position: number;
}

export interface ResolvedNews {
  id: number;
  owner: { type: "promoter" | "venue" | "artist" | "event"; id: number };
  title: string;
  body_markdown: string;
  hero_image_url: string | null;
  published_at: Date;
  draft: boolean;
}

export interface ResolvedPresskit {
  id: string;
  artist_id: number;
  title: string;
  status: "public" | "private" | "draft";
  /** Plaintext from the file (hashed at load), or null. */
  password: string | null;
  /** An existing hash (from an export), or null. */
  password_hash: string | null;
  is_default: boolean;
  updated_at: Date;
  sections: string[];
  style: { accent_color: string; hero_image_url: string | null };
  bio_version: string;
  bio_overrides: Record<string, unknown>;
  press_quotes: unknown[];
  files: { id: string; type: string; url: string; filename: string; size_bytes: number }[];
}

export interface ResolvedForm {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  /** A crew owner is the form's own crew (named by slug); a page owner by id. */
  owner: { type: "crew"; id: string } | { type: "promoter" | "venue" | "artist"; id: number };
  /** Crew slug. */
  crew: string;
  draft: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
  max_responses: number | null;
  responses: number;
  captures_contact: boolean;
  definition_version: number;
  settings: Record<string, unknown>;
  questions: Record<string, unknown>[];
}

export interface ResolvedKey {
  id: string;
  /** Crew slug. */
  crew: string;
  name: string;
  type: KeyType;
  /** Plaintext token from the file; null when absent (then token_hash, or one is generated at load). */
  token: string | null;
  token_hash: string | null;
  prefix: string | null;
  last4: string | null;
  scopes: Scope[];
  websites: string[];
  storefront_origins: string[];
  state: "active" | "suspended" | "revoked";
  expires_at: Date | null;
  created_at: Date;
  rate_limit: { per_minute: number | null; per_day: number | null } | null;
  rotated_from: string | null;
  rotated_at: Date | null;
  last_used_at: Date | null;
}

export interface ResolvedOrder {
  id: string;
  event: number;
  status: (typeof ORDER_STATUSES)[number];
  currency: string;
  /** `name` is the tier's. */
  lines: { tier_id: string; name: string; quantity: number; unit_amount: number }[];
  amount_total: number;
  amount_refunded: number;
  created_at: Date;
  ambassador_code: string | null;
  /** Crew slug, or null (the platform's own pages). */
  via_site_of: string | null;
  buyer_email: string;
}

export interface ResolvedPayout {
  id: string;
  payee: { type: "promoter" | "artist" | "venue"; id: number };
  amount: number;
  currency: string;
  paid_at: Date;
}

export interface ResolvedWebhook {
  id: string;
  /** Crew slug. */
  crew: string;
  url: string;
  events: (typeof WEBHOOK_EVENT_TYPES)[number][];
  secret: string;
  previous_secret: string | null;
  rotated_at: Date | null;
  personal_data: boolean;
  state: (typeof WEBHOOK_STATES)[number];
  failing_since: Date | null;
  description: string | null;
  sandbox: boolean;
  created_at: Date;
}

export interface ResolvedWorld {
  site_url: string;
  default_fee: Fee;
  genres: ResolvedGenre[];
  crews: ResolvedCrew[];
  artists: ResolvedPage[];
  promoters: ResolvedPromoter[];
  venues: ResolvedVenue[];
  events: ResolvedEvent[];
  partners: ResolvedPartner[];
  news: ResolvedNews[];
  presskits: ResolvedPresskit[];
  forms: ResolvedForm[];
  keys: ResolvedKey[];
  orders: ResolvedOrder[];
  payouts: ResolvedPayout[];
  webhooks: ResolvedWebhook[];
}
