/**
 * The keyset pages of the catalogue exports: everything the crew sees of one kind, in id order,
 * `size` rows after an id. Each page is one indexed statement (page_managers and crew_events are
 * keyed by crew first), so an export of any length reads page by page and never holds more.
 */
import { and, asc, eq, gt, gte, type AnyColumn, type SQL } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { artists, crewEvents, events, pageManagers, promoters, venues } from "@/lib/db/schema";
import { eventColumns, type EventCore } from "../events/list-query";
import type { ArtistRow } from "../artists/reach";
import type { PromoterRow } from "../promoters/reach";
import { venueManaged, venueReachable, type VenueRow } from "../venues/reach";

export interface ExportPage {
  /** Last id of the previous page (or the caller's `after_id`); null from the start. */
  afterId: number | null;
  /** Only rows whose own `updated_at` is at or after it. */
  updatedSince?: Date;
  size: number;
}

const managed = (crew: CrewScope, type: "artist" | "promoter", id: AnyColumn) =>
  and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, type), eq(pageManagers.pageId, id));

function pageConditions(page: ExportPage, id: AnyColumn, updatedAt: AnyColumn): SQL[] {
  const c: SQL[] = [];
  if (page.afterId !== null) c.push(gt(id, page.afterId));
  if (page.updatedSince) c.push(gte(updatedAt, page.updatedSince));
  return c;
}

/** The roster (unpublished artists included), as `GET /v1/artists` lists it. */
export async function rosterExportPage(crew: CrewScope, page: ExportPage): Promise<ArtistRow[]> {
  const found = await scopeDb(crew)
    .select({ a: artists })
    .from(pageManagers)
    .innerJoin(artists, eq(artists.id, pageManagers.pageId))
    .where(and(managed(crew, "artist", artists.id), ...pageConditions(page, pageManagers.pageId, artists.updatedAt)))
    .orderBy(asc(pageManagers.pageId))
    .limit(page.size);
  return found.map((r) => r.a);
}

/** The crew's published promoters, as `GET /v1/promoters` lists them. */
export async function promoterExportPage(crew: CrewScope, page: ExportPage): Promise<PromoterRow[]> {
  const found = await scopeDb(crew)
    .select({ p: promoters })
    .from(pageManagers)
    .innerJoin(promoters, eq(promoters.id, pageManagers.pageId))
    .where(and(managed(crew, "promoter", promoters.id), eq(promoters.published, true), ...pageConditions(page, pageManagers.pageId, promoters.updatedAt)))
    .orderBy(asc(pageManagers.pageId))
    .limit(page.size);
  return found.map((r) => r.p);
}

/** Published venues the crew manages or that host an event of its graph, as `GET /v1/venues` lists them. */
export async function venueExportPage(crew: CrewScope, page: ExportPage): Promise<{ row: VenueRow; managed: boolean }[]> {
  const found = await scopeDb(crew)
    .select({ v: venues, managed: venueManaged(crew) })
    .from(venues)
    .where(and(venueReachable(crew), ...pageConditions(page, venues.id, venues.updatedAt)))
    .orderBy(asc(venues.id))
    .limit(page.size);
  return found.map((r) => ({ row: r.v, managed: Boolean(r.managed) }));
}

/** An event with the `{ id, name }` of its venue: all an event list item shows of it. */
export interface EventExportRow {
  event: EventCore;
  venue: { id: number; name: string } | null;
}

/** Every published event of the crew graph, past, upcoming and undated, with its venue's id and name. */
export async function eventExportPage(crew: CrewScope, page: ExportPage): Promise<EventExportRow[]> {
  const found = await scopeDb(crew)
    .select({ event: eventColumns, venue: { id: venues.id, name: venues.name } })
    .from(crewEvents)
    .innerJoin(events, eq(events.id, crewEvents.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(crewEvents.crewId, crew.id), ...pageConditions(page, crewEvents.eventId, events.updatedAt)))
    .orderBy(asc(crewEvents.eventId))
    .limit(page.size);
  return found as EventExportRow[];
}
