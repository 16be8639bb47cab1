/** Content the crews publish: news, partners, press kits, forms. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts, textArray } from "./columns";
import { artists, crews } from "./crews-and-pages";

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
