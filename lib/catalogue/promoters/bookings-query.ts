/** Where a crew's promoter works: the venues hosting its published events and the artists it books there. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { artists, eventPromoters, events, lineupSetArtists, lineupSets, pageManagers, venues } from "@/lib/db/schema";
import { venueManaged, type VenueRow } from "../venues/reach";
import type { PromoterRow } from "./reach";

type ArtistRow = typeof artists.$inferSelect;

/** Published venues of the promoter's published events, most used first (ties by name, then id). */
export async function promoterVenues(crew: CrewScope, promoter: PromoterRow): Promise<{ row: VenueRow; managed: boolean; eventCount: number }[]> {
  const count = sql<number>`count(distinct ${events.id})::int`;
  const found = await scopeDb(crew)
    .select({ v: venues, managed: venueManaged(crew), n: count })
    .from(eventPromoters)
    .innerJoin(events, and(eq(events.id, eventPromoters.eventId), eq(events.published, true)))
    .innerJoin(venues, and(eq(venues.id, events.venueId), eq(venues.published, true)))
    .where(eq(eventPromoters.promoterId, promoter.id))
    .groupBy(venues.id)
    .orderBy(desc(count), asc(venues.name), asc(venues.id));
  return found.map((r) => ({ row: r.v, managed: Boolean(r.managed), eventCount: Number(r.n) }));
}

/**
 * Artists on confirmed sets of the promoter's published events, most booked first (ties by name,
 * then id): roster artists also while unpublished, other artists only while published.
 */
export async function promoterArtists(crew: CrewScope, promoter: PromoterRow): Promise<{ row: ArtistRow; managed: boolean; bookingCount: number }[]> {
  const count = sql<number>`count(distinct ${lineupSets.eventId})::int`;
  const managed = sql<boolean>`exists (select 1 from ${pageManagers} where ${pageManagers.crewId} = ${crew.id} and ${pageManagers.pageType} = 'artist' and ${pageManagers.pageId} = ${artists.id})`;
  const found = await scopeDb(crew)
    .select({ a: artists, managed, n: count })
    .from(eventPromoters)
    .innerJoin(events, and(eq(events.id, eventPromoters.eventId), eq(events.published, true)))
    .innerJoin(lineupSets, and(eq(lineupSets.eventId, events.id), eq(lineupSets.confirmed, true)))
    .innerJoin(lineupSetArtists, eq(lineupSetArtists.setId, lineupSets.id))
    .innerJoin(artists, eq(artists.id, lineupSetArtists.artistId))
    .where(eq(eventPromoters.promoterId, promoter.id))
    .groupBy(artists.id)
    .having(sql`${artists.published} or ${managed}`)
    .orderBy(desc(count), asc(artists.name), asc(artists.id));
  return found.map((r) => ({ row: r.a, managed: Boolean(r.managed), bookingCount: Number(r.n) }));
}
