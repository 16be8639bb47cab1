/**
 * Which venues a key may fetch: published venues the crew manages, and published
 * venues hosting a published event of the crew graph (`crew_events`). Both tests are indexed
 * EXISTS probes, so the list can walk venues in name order and stop at the page size.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { likeContains } from "@/lib/db/like";
import { keyOf } from "@/lib/http/lists";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { crewEvents, pageManagers, venues } from "@/lib/db/schema";
import type { PageRequest } from "@/lib/http/endpoint";

export type VenueRow = typeof venues.$inferSelect;

export const venueManaged = (crew: CrewScope): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${pageManagers} where ${pageManagers.crewId} = ${crew.id} and ${pageManagers.pageType} = 'venue' and ${pageManagers.pageId} = ${venues.id})`;

const hostsCrewEvent = (crew: CrewScope): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${crewEvents} where ${crewEvents.crewId} = ${crew.id} and ${crewEvents.venueId} = ${venues.id})`;

/** Rows of `venues` the crew may see. */
export const venueReachable = (crew: CrewScope): SQL =>
  and(eq(venues.published, true), sql`(${venueManaged(crew)} or ${hostsCrewEvent(crew)})`)!;

/** The venue with whether the crew manages it, or null (unknown, unpublished, outside the graph). */
export async function reachableVenue(crew: CrewScope, id: number): Promise<{ row: VenueRow; managed: boolean } | null> {
  const found = await scopeDb(crew)
    .select({ v: venues, managed: venueManaged(crew) })
    .from(venues)
    .where(and(eq(venues.id, id), venueReachable(crew)))
    .limit(1);
  const hit = found[0];
  return hit ? { row: hit.v, managed: Boolean(hit.managed) } : null;
}

/** The published venue the crew manages (news and partners owners), or null. */
export async function managedVenue(crew: CrewScope, id: number): Promise<VenueRow | null> {
  const found = await scopeDb(crew)
    .select({ v: venues })
    .from(venues)
    .where(and(eq(venues.id, id), eq(venues.published, true), venueManaged(crew)))
    .limit(1);
  return found[0]?.v ?? null;
}

export interface VenueFilters {
  q?: string;
  ids?: number[];
}

/** One page of the reachable venues in name order (limit + 1 rows, for the next cursor). */
export async function reachableVenuePage(crew: CrewScope, filters: VenueFilters, page: PageRequest): Promise<{ row: VenueRow; managed: boolean }[]> {
  const after = keyOf(page.after, "string", "number");
  const where: SQL[] = [venueReachable(crew)];
  if (filters.q) where.push(sql`lower(${venues.name}) like ${likeContains(filters.q)}`);
  if (filters.ids) where.push(inArray(venues.id, filters.ids));
  if (after) where.push(sql`(${venues.name}, ${venues.id}) > (${after[0]}, ${after[1]})`);
  const found = await scopeDb(crew)
    .select({ v: venues, managed: venueManaged(crew) })
    .from(venues)
    .where(and(...where))
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(page.limit + 1);
  return found.map((r) => ({ row: r.v, managed: Boolean(r.managed) }));
}
