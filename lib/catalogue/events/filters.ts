/** Query → the list query's filters, with the reach checks `GET /v1/events` makes on its page filters. */
import type { CrewScope } from "@/lib/crew/scope";
import { notFound } from "@/lib/http/problem";
import type { EventFilters } from "./list-query";
import { searchWords } from "./list-query";
import type { EventFilterQuery } from "./params";

export const DEFAULT_RADIUS_KM = 25;

export function filtersOf(query: EventFilterQuery & { q?: string }): EventFilters {
  return {
    status: query.status,
    from: query.from,
    to: query.to,
    promoterId: query.promoter_id,
    artistId: query.artist_id,
    venueId: query.venue_id,
    genreIds: query.genre,
    city: query.city,
    country: query.country,
    near: query.near ? { ...query.near, radiusKm: query.radius_km ?? DEFAULT_RADIUS_KM } : undefined,
    updatedSince: query.updated_since,
    hasTickets: query.has_tickets,
    ids: query.ids,
    words: query.q !== undefined ? searchWords(query.q) : undefined,
  };
}

/** `promoter_id` and `artist_id` must name pages the crew manages: otherwise the same 404 as any unreachable page. */
export async function checkPageFilters(crew: CrewScope, f: EventFilters): Promise<void> {
  const checks: Promise<boolean>[] = [];
  if (f.promoterId !== undefined) checks.push(crew.manages("promoter", f.promoterId));
  if (f.artistId !== undefined) checks.push(crew.manages("artist", f.artistId));
  const ok = await Promise.all(checks);
  if (ok.includes(false)) throw notFound();
}
