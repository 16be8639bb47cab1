/** Event rows → the event shapes of the API (summary, list item, embedded venue). */
import type { z } from "zod";
import { eventUrl, type Site } from "@/lib/crew/site";
import type { EventListItem, EventSummary, VenuePublic } from "../schemas";
import { venuePublicOut } from "../serialize";
import type { EventCore, VenueRow } from "./list-query";

export type EventSummaryOut = z.infer<typeof EventSummary>;
export type EventListItemOut = z.infer<typeof EventListItem>;

export const venueRef = (v: { id: number; name: string } | null) => (v ? { id: v.id, name: v.name } : null);

export function summaryOut(e: EventCore, venue: { id: number; name: string } | null, s: Site): EventSummaryOut {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    starts_at: e.startsAt?.toISOString() ?? null,
    ends_at: e.endsAt?.toISOString() ?? null,
    timezone: e.timezone,
    image_url: e.imageUrl,
    type: e.type,
    page_url: eventUrl(s, e.id),
    venue: venueRef(venue),
  };
}

/** `GET /v1/events`, its search and the venue agenda add `updated_at`. */
export function listItemOut(e: EventCore, venue: { id: number; name: string } | null, s: Site): EventListItemOut {
  return { ...summaryOut(e, venue, s), updated_at: e.updatedAt.toISOString() };
}

/**
 * The full public-tier venue inside an event. A venue page its owner has not published shows
 * its name and location only (the event happens there; the page itself is not public).
 */
export function embeddedVenue(v: VenueRow, managed: boolean, genres: Map<number, string>): z.infer<typeof VenuePublic> {
  const out = venuePublicOut(v, genres);
  if (managed || v.published) return out;
  return { ...out, image_url: null, description: null, genres: [], links: null };
}
