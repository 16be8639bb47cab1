/**
 * One schema for every driver (PGlite, node-postgres, Neon). The world file is the only writer of
 * catalogue tables, so a few denormalised columns (search_text, crew_events) are computed at load
 * time to keep every read a single indexed query.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const intArray = customType<{ data: number[]; driverData: number[] }>({ dataType: () => "integer[]" });
const textArray = customType<{ data: string[]; driverData: string[] }>({ dataType: () => "text[]" });

/** Platform-wide settings: site_url, default_fee, the cursor signing secret. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

export const crews = pgTable("crews", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  plan: text("plan").notNull(), // studio | roster | lapsed
  ownerEmail: text("owner_email").notNull(),
});

export const genres = pgTable("genres", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/** Columns shared by artists, promoters and venues. */
const pageColumns = () => ({
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  imageUrl: text("image_url"),
  description: text("description"),
  genreIds: intArray("genre_ids").notNull().default(sql`'{}'::integer[]`),
  links: jsonb("links").$type<Record<string, string> | null>(),
  isVerified: boolean("is_verified").notNull().default(false),
  published: boolean("published").notNull().default(true),
  contactEmails: jsonb("contact_emails").$type<{ type: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: ts("updated_at").notNull(),
});

export const artists = pgTable(
  "artists",
  { ...pageColumns() },
  (t) => [
    index("artists_name_idx").on(t.name, t.id),
    index("artists_genres_idx").using("gin", t.genreIds),
    index("artists_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const promoters = pgTable(
  "promoters",
  {
    ...pageColumns(),
    fee: jsonb("fee").$type<{ percent: number; fixed: number; applies_to: "ticket" | "order" } | null>(),
  },
  (t) => [
    index("promoters_name_idx").on(t.name, t.id),
    index("promoters_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const venues = pgTable(
  "venues",
  {
    ...pageColumns(),
    address: text("address"),
    city: text("city"),
    country: text("country"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    capacity: jsonb("capacity").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("venues_name_idx").on(t.name, t.id),
    index("venues_city_idx").on(t.city),
    index("venues_country_idx").on(t.country),
    // `near` + `radius_km`: a latitude range (then longitude) narrows venues before the exact distance check.
    index("venues_geo_idx").on(t.lat, t.lng),
    index("venues_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Which crew manages which page. page_type: artist | promoter | venue. */
export const pageManagers = pgTable(
  "page_managers",
  {
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    pageType: text("page_type").notNull(),
    pageId: integer("page_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.crewId, t.pageType, t.pageId] }),
    index("page_managers_page_idx").on(t.pageType, t.pageId),
  ],
);

export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull().default("event"),
    timezone: text("timezone").notNull(),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    imageUrl: text("image_url"),
    published: boolean("published").notNull().default(true),
    updatedAt: ts("updated_at").notNull(),
    venueId: integer("venue_id").references(() => venues.id),
    genreIds: intArray("genre_ids").notNull().default(sql`'{}'::integer[]`),
    timetablePublished: boolean("timetable_published").notNull().default(false),
    stages: textArray("stages").notNull().default(sql`'{}'::text[]`),
    /** Festival days as resolved instants: [{ name, starts_at, ends_at }]; empty: one day. */
    days: jsonb("days").$type<{ name: string; starts_at: string; ends_at: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** Lower-cased title, description and confirmed line-up names, for trigram search. */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    index("events_starts_idx").on(t.startsAt, t.id),
    index("events_venue_idx").on(t.venueId),
    index("events_updated_idx").on(t.updatedAt),
    index("events_genres_idx").using("gin", t.genreIds),
    index("events_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const eventPromoters = pgTable(
  "event_promoters",
  {
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    promoterId: integer("promoter_id").notNull().references(() => promoters.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] }), index("event_promoters_promoter_idx").on(t.promoterId, t.eventId)],
);

export const lineupSets = pgTable(
  "lineup_sets",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name"),
    stage: text("stage"),
    startAt: ts("start_at"),
    endAt: ts("end_at"),
    confirmed: boolean("confirmed").notNull().default(true),
  },
  (t) => [index("lineup_sets_event_idx").on(t.eventId, t.position)],
);

export const lineupSetArtists = pgTable(
  "lineup_set_artists",
  {
    setId: integer("set_id").notNull().references(() => lineupSets.id, { onDelete: "cascade" }),
    artistId: integer("artist_id").notNull().references(() => artists.id),
    position: integer("position").notNull(),
    /** Copied from the set so "confirmed gigs of an artist" is one index range. */
    eventId: integer("event_id").notNull(),
    confirmed: boolean("confirmed").notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.position] }), index("lineup_set_artists_artist_idx").on(t.artistId, t.confirmed, t.eventId)],
);

/**
 * The crew graph, materialised at load: one row per (crew, published event it can see), with the
 * reasons. Every event list is a range scan of this table.
 */
export const crewEvents = pgTable(
  "crew_events",
  {
    crewId: uuid("crew_id").notNull(),
    eventId: integer("event_id").notNull(),
    startsAt: ts("starts_at"),
    /** Copied from the event so "venues hosting the crew's events" is one index probe. */
    venueId: integer("venue_id"),
    viaPromoter: boolean("via_promoter").notNull().default(false),
    viaVenue: boolean("via_venue").notNull().default(false),
    viaArtist: boolean("via_artist").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.eventId] }), index("crew_events_starts_idx").on(t.crewId, t.startsAt, t.eventId), index("crew_events_venue_idx").on(t.crewId, t.venueId)],
);

export const ticketTiers = pgTable(
  "ticket_tiers",
  {
    id: text("id").primaryKey(),
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default("EUR"),
    saleStart: ts("sale_start").notNull(),
    saleEnd: ts("sale_end").notNull(),
    maxPerOrder: integer("max_per_order").notNull(),
    stock: integer("stock").notNull(),
    sold: integer("sold").notNull().default(0),
    public: boolean("public").notNull().default(true),
    offSale: boolean("off_sale").notNull().default(false),
    bundleSize: integer("bundle_size").notNull().default(1),
  },
  (t) => [index("ticket_tiers_event_idx").on(t.eventId, t.position)],
);

export const galleryAlbums = pgTable(
  "gallery_albums",
  {
    id: integer("id").primaryKey(),
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    private: boolean("private").notNull().default(false),
  },
  (t) => [index("gallery_albums_event_idx").on(t.eventId, t.position)],
);

export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: integer("id").primaryKey(),
    albumId: integer("album_id").notNull().references(() => galleryAlbums.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploading: boolean("uploading").notNull().default(false),
  },
  (t) => [index("gallery_photos_album_idx").on(t.albumId, t.position)],
);

export const presales = pgTable(
  "presales",
  {
    token: text("token").primaryKey(),
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    status: text("status").notNull(),
    draft: boolean("draft").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    featuredMode: text("featured_mode").notNull().default("none"),
    registrationOpensAt: ts("registration_opens_at"),
    registrationClosesAt: ts("registration_closes_at"),
    teaser: jsonb("teaser").$type<{ title: string; subtitle: string; image_url: string | null; description: string }>().notNull(),
    /** Never exposed: kept so a world round-trips. */
    hidden: jsonb("hidden").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index("presales_event_idx").on(t.eventId, t.position)],
);

/** owner_type: promoter | venue | artist | event. */
export const news = pgTable(
  "news",
  {
    id: integer("id").primaryKey(),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id").notNull(),
    title: text("title").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    heroImageUrl: text("hero_image_url"),
    publishedAt: ts("published_at").notNull(),
    draft: boolean("draft").notNull().default(false),
  },
  (t) => [index("news_owner_idx").on(t.ownerType, t.ownerId, t.publishedAt, t.id)],
);

/** owner_type: promoter | venue. */
export const partners = pgTable(
  "partners",
  {
    id: integer("id").primaryKey(),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    websiteUrl: text("website_url"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("partners_owner_idx").on(t.ownerType, t.ownerId, t.position)],
);

export const presskits = pgTable(
  "presskits",
  {
    id: uuid("id").primaryKey(),
    artistId: integer("artist_id").notNull().references(() => artists.id),
    title: text("title").notNull(),
    status: text("status").notNull(), // public | private | draft
    /** scrypt hash "salt:hash" of the kit password; null when not protected. */
    passwordHash: text("password_hash"),
    isDefault: boolean("is_default").notNull().default(false),
    updatedAt: ts("updated_at").notNull(),
    sections: textArray("sections").notNull().default(sql`'{}'::text[]`),
    style: jsonb("style").$type<{ accent_color: string; hero_image_url: string | null }>().notNull(),
    bioVersion: text("bio_version").notNull().default("short"),
    bioOverrides: jsonb("bio_overrides").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    pressQuotes: jsonb("press_quotes").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    files: jsonb("files").$type<{ id: string; type: string; url: string; filename: string; size_bytes: number }[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index("presskits_artist_idx").on(t.artistId)],
);

/** owner_type: crew | promoter | venue | artist; owner_id is the page id (null for a crew owner). */
export const forms = pgTable(
  "forms",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id"),
    draft: boolean("draft").notNull().default(false),
    opensAt: ts("opens_at"),
    closesAt: ts("closes_at"),
    maxResponses: integer("max_responses"),
    responses: integer("responses").notNull().default(0),
    capturesContact: boolean("captures_contact").notNull().default(false),
    definitionVersion: integer("definition_version").notNull().default(1),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    questions: jsonb("questions").$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex("forms_crew_slug_idx").on(t.crewId, t.slug)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(), // secret | publishable
    tokenHash: text("token_hash").notNull().unique(), // hex SHA-256 of the full token
    prefix: text("prefix").notNull(),
    last4: text("last4").notNull(),
    scopes: textArray("scopes").notNull(),
    websites: textArray("websites").notNull().default(sql`'{}'::text[]`),
    storefrontOrigins: textArray("storefront_origins").notNull().default(sql`'{}'::text[]`),
    state: text("state").notNull(), // active | suspended | revoked
    expiresAt: ts("expires_at"),
    createdAt: ts("created_at").notNull(),
    ratePerMinute: integer("rate_per_minute"),
    ratePerDay: integer("rate_per_day"),
    rotatedFromId: uuid("rotated_from_id"),
    rotatedAt: ts("rotated_at"),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [index("api_keys_crew_idx").on(t.crewId), uniqueIndex("api_keys_successor_idx").on(t.rotatedFromId)],
);

/**
 * Platform events, written in the same transaction as the change they report; the webhook
 * dispatcher routes each to the crews it concerns. `crew_id` is set when the event belongs to one
 * crew from the start (a booking request, a test call); else routing decides.
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id"),
    type: text("type").notNull(),
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    dispatchedAt: ts("dispatched_at"),
  },
  (t) => [index("event_outbox_pending_idx").on(t.dispatchedAt, t.createdAt)],
);

export const bookingRequests = pgTable(
  "booking_requests",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    keyId: uuid("key_id").notNull(),
    status: text("status").notNull().default("new"),
    artistIds: intArray("artist_ids").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    eventName: text("event_name"),
    eventDate: text("event_date"),
    venue: text("venue"),
    city: text("city"),
    organization: text("organization"),
    feeOffer: text("fee_offer"),
    capacity: text("capacity"),
    ticketPrice: text("ticket_price"),
    clientIp: text("client_ip"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("booking_requests_crew_idx").on(t.crewId, t.createdAt)],
);

/** The key's calls, newest first, kept 7 days (pruned on write). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: uuid("key_id").notNull(),
    at: ts("at").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    ip: text("ip").notNull(),
    requestId: text("request_id").notNull(),
    cache: text("cache"),
    ms: integer("ms").notNull(),
  },
  (t) => [index("audit_log_key_idx").on(t.keyId, t.at)],
);

/** Crew members with access to the crew admin API (role owner | manage_api | member). */
export const crewMembers = pgTable(
  "crew_members",
  {
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    adminTokenHash: text("admin_token_hash").unique(), // hex SHA-256 of the admin token; null: none
  },
  (t) => [primaryKey({ columns: [t.crewId, t.email] })],
);

/** Ticket orders (world history and platform API orders). Amounts in cents. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    status: text("status").notNull(), // paid | partially_refunded | refunded
    currency: text("currency").notNull(),
    amountTotal: integer("amount_total").notNull(),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    createdAt: ts("created_at").notNull(),
    ambassadorCode: text("ambassador_code"),
    viaSiteOf: uuid("via_site_of"), // the crew whose site opened the checkout
    buyerEmail: text("buyer_email").notNull(),
    lines: jsonb("lines").$type<{ tier_id: string; name: string; quantity: number; unit_amount: number }[]>().notNull(),
  },
  (t) => [index("orders_event_idx").on(t.eventId)],
);

/** One row per refund, so each refund is its own order.refunded call. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId)],
);

export const payouts = pgTable("payouts", {
  id: uuid("id").primaryKey(),
  payeeType: text("payee_type").notNull(), // promoter | artist | venue
  payeeId: integer("payee_id").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  paidAt: ts("paid_at").notNull(),
});

export const formResponses = pgTable(
  "form_responses",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id").notNull().references(() => forms.id, { onDelete: "cascade" }),
    completedAt: ts("completed_at").notNull(),
    locale: text("locale").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    contact: jsonb("contact").$type<{ email: string; first_name: string; last_name: string; phone: string | null; marketing_opt_in: boolean } | null>(),
  },
  (t) => [index("form_responses_form_idx").on(t.formId, t.completedAt)],
);

/** A crew's webhooks (at most 10). The secret is kept: every call is signed with it. */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: textArray("events").notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    rotatedAt: ts("rotated_at"),
    personalData: boolean("personal_data").notNull().default(false),
    state: text("state").notNull().default("on"), // on | off | paused
    failingSince: ts("failing_since"),
    description: text("description"),
    sandbox: boolean("sandbox").notNull().default(false),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("webhooks_crew_idx").on(t.crewId)],
);

/**
 * One platform event as one crew receives it: `id` is the `webhook-id` (msg_<uuid>), the same on
 * every attempt and resend. The payload is never stored: it is rebuilt from `subject` at send time.
 */
export const webhookMessages = pgTable(
  "webhook_messages",
  {
    id: text("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("webhook_messages_crew_idx").on(t.crewId, t.createdAt)],
);

/** A message to one webhook: the schedule (state, attempts, next attempt) both drivers work from. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    messageId: text("message_id").notNull().references(() => webhookMessages.id, { onDelete: "cascade" }),
    webhookId: uuid("webhook_id").notNull().references(() => webhooks.id, { onDelete: "cascade" }),
    state: text("state").notNull(), // waiting | sending | delivered | failed | not_sent
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    /** Set while a worker holds the row; a crashed worker's lease runs out and the row is due again. */
    leaseUntil: ts("lease_until"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("webhook_deliveries_due_idx").on(t.state, t.nextAttemptAt), index("webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt)],
);

/** Every attempt: when, what came back, how long it took. */
export const webhookCalls = pgTable(
  "webhook_calls",
  {
    id: uuid("id").primaryKey(),
    deliveryId: uuid("delivery_id").notNull().references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: ts("at").notNull(),
    status: integer("status"),
    error: text("error"),
    ms: integer("ms").notNull(),
  },
  (t) => [index("webhook_calls_delivery_idx").on(t.deliveryId, t.attempt)],
);

/** Mail sent in sandbox mode (no SMTP_URL): the mailbox a developer reads. */
export const sandboxEmails = pgTable(
  "sandbox_emails",
  {
    id: uuid("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: ts("sent_at").notNull(),
  },
  (t) => [index("sandbox_emails_to_idx").on(t.to, t.sentAt)],
);
