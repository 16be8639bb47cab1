/** Crews, genres, platform settings and the pages crews manage (artists, promoters, venues). */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ts, intArray } from "./columns";

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
