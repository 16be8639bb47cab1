/**
 * Rows → resource shapes (the response schemas of ./schemas.ts). The tier rule lives here: managed
 * pages come at the full tier (with contact_emails), foreign pages at the public tier (without,
 * managed false).
 */
import type { z } from "zod";
import type { artists, promoters, venues } from "@/lib/db/schema";
import { namesOf } from "@/lib/crew/genres";
import type { Artist, Capacity, Location, Venue, VenuePublic } from "./schemas";

type ArtistRow = typeof artists.$inferSelect;
type PromoterRow = typeof promoters.$inferSelect;
type VenueRow = typeof venues.$inferSelect;

const LAYOUTS = ["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"] as const;

/** Links never carry an email, and an empty object reads as null. */
export function cleanLinks(links: Record<string, string> | null | undefined): Record<string, string> | null {
  if (!links) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(links)) {
    if (typeof v !== "string" || /^mailto:/i.test(v) || /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(v)) continue;
    out[k] = v;
  }
  return Object.keys(out).length ? out : null;
}

export function artistOut(row: ArtistRow | PromoterRow, managed: boolean, genreMap: Map<number, string>): z.infer<typeof Artist> {
  const base = {
    id: row.id,
    name: row.name,
    image_url: row.imageUrl,
    description: row.description,
    genres: namesOf(row.genreIds, genreMap),
    links: cleanLinks(row.links),
    is_verified: row.isVerified,
    managed,
  };
  return managed ? { ...base, contact_emails: row.contactEmails.map((c) => ({ type: c.type, value: c.value })) } : base;
}

export function capacityOf(raw: Record<string, number> | null | undefined): z.infer<typeof Capacity> {
  const layouts: Record<string, number> = {};
  for (const k of LAYOUTS) {
    const v = raw?.[k];
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) layouts[k] = v;
  }
  const values = Object.values(layouts);
  return { max: values.length ? Math.max(...values) : null, layouts };
}

export function locationOf(row: VenueRow): z.infer<typeof Location> | null {
  if (!row.address && !row.city) return null;
  const loc: z.infer<typeof Location> = { address: row.address ?? "" };
  if (row.city) loc.city = row.city;
  if (row.country) loc.country = row.country;
  if (row.lat !== null) loc.lat = row.lat;
  if (row.lng !== null) loc.lng = row.lng;
  return loc;
}

export function venuePublicOut(row: VenueRow, genreMap: Map<number, string>): z.infer<typeof VenuePublic> {
  return {
    id: row.id,
    name: row.name,
    image_url: row.imageUrl,
    description: row.description,
    location: locationOf(row),
    genres: namesOf(row.genreIds, genreMap),
    links: cleanLinks(row.links),
  };
}

export function venueOut(row: VenueRow, managed: boolean, genreMap: Map<number, string>): z.infer<typeof Venue> {
  return { ...venuePublicOut(row, genreMap), capacity: capacityOf(row.capacity), managed };
}
