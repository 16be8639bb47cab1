/** Events and what hangs under them: promoters, line-up sets, the materialised crew graph, ticket tiers, galleries, presales. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uuid } from "drizzle-orm/pg-core";
import { ts, intArray, textArray } from "./columns";
import { artists, promoters, venues } from "./crews-and-pages";

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
    /** When the event was first put online (null: never): decides whether event.published is a first publication. */
    firstPublishedAt: ts("first_published_at"),
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
    /**
     * Copied from the event, so `updated_since` is tested inside the index walk instead of on every
     * event row read. Every change of events.updated_at refreshes the event's graph rows in the
     * same transaction (lib/platform-api/events/events-query.ts), so the copy cannot fall behind.
     */
    updatedAt: ts("updated_at").notNull(),
    viaPromoter: boolean("via_promoter").notNull().default(false),
    viaVenue: boolean("via_venue").notNull().default(false),
    viaArtist: boolean("via_artist").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.eventId] }), index("crew_events_starts_idx").on(t.crewId, t.startsAt, t.eventId, t.updatedAt), index("crew_events_venue_idx").on(t.crewId, t.venueId)],
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
