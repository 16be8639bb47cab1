/**
 * The one event-list query: a keyset walk of `crew_events` (crew, starts_at, event_id) with every
 * filter as an indexed probe, joined to the event and its venue. `GET /v1/events`, its search and
 * the artist, promoter and venue agendas all run it: one SQL statement per page whatever its size.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { crewEvents, events, venues } from "@/lib/db/schema";
import type { CursorPosition } from "@/lib/http/cursor";
import { invalidCursor } from "@/lib/http/problem";
import { boundingBox, EARTH_RADIUS_KM } from "./geo";
import type { Bound, EventStatus } from "./params";

/**
 * How far back "upcoming" looks for events still running (a festival on its second day). Events
 * that started longer ago than this count by their start alone.
 */
export const RUNNING_LOOKBACK_DAYS = 14;
const DAY_MS = 86_400_000;
/** The end of `to=9999-12-31` (its next midnight, year 10000, is beyond what the database stores). */
const LAST_DAY_END = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export interface EventFilters {
  status: EventStatus;
  from?: Bound;
  to?: Bound;
  promoterId?: number;
  /** Events where this artist has a confirmed set. */
  artistId?: number;
  venueId?: number;
  genreIds?: number[];
  city?: string;
  country?: string;
  near?: { lat: number; lng: number; radiusKm: number };
  updatedSince?: Date;
  hasTickets?: boolean;
  ids?: number[];
  /** Lower-cased words, each of which must occur in the event's search text. */
  words?: string[];
}

export const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  type: events.type,
  timezone: events.timezone,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  imageUrl: events.imageUrl,
  updatedAt: events.updatedAt,
  venueId: events.venueId,
  genreIds: events.genreIds,
  timetablePublished: events.timetablePublished,
};

export interface EventCore {
  id: number;
  title: string;
  description: string;
  type: string;
  timezone: string;
  startsAt: Date | null;
  endsAt: Date | null;
  imageUrl: string | null;
  updatedAt: Date;
  venueId: number | null;
  genreIds: number[];
  timetablePublished: boolean;
}

export type VenueRow = typeof venues.$inferSelect;

export interface EventListRow {
  event: EventCore;
  venue: VenueRow | null;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const intArray = (ids: readonly number[]) => sql`ARRAY[${sql.join(
  ids.map((i) => sql`${i}`),
  sql`, `,
)}]::integer[]`;

/** A user's word inside LIKE: its own %, _ and \ match themselves. */
export const likeContains = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search words: lower-cased, split on spaces, at most 10. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
}

/**
 * "A public tier is on sale right now" (the rule of tierStatus: on_sale), as a scalar probe of the
 * event's tiers rather than EXISTS: PostgreSQL would turn EXISTS into a semi-join over every tier
 * of the platform, while this probe runs per row of the keyset walk and stops with the page.
 */
export function onSaleProbe(now: Date): SQL {
  return sql`(select 1 from ticket_tiers tt where tt.event_id = ${crewEvents.eventId} and tt.public and not tt.off_sale and tt.sold < tt.stock and tt.sale_start <= ${iso(now)} and tt.sale_end > ${iso(now)} limit 1)`;
}

function filterConditions(crew: CrewScope, f: EventFilters, now: Date): SQL[] {
  const c: SQL[] = [eq(crewEvents.crewId, crew.id)];
  const ended = sql`coalesce(${events.endsAt}, ${events.startsAt})`;
  if (f.status === "upcoming") {
    c.push(gte(crewEvents.startsAt, new Date(now.getTime() - RUNNING_LOOKBACK_DAYS * DAY_MS)), sql`${ended} >= ${iso(now)}`);
  } else if (f.status === "past") {
    c.push(lt(crewEvents.startsAt, now), sql`${ended} < ${iso(now)}`);
  }
  if (f.from) c.push(gte(crewEvents.startsAt, f.from.at));
  if (f.to) c.push(f.to.dateOnly ? lt(crewEvents.startsAt, new Date(Math.min(f.to.at.getTime() + DAY_MS, LAST_DAY_END))) : lte(crewEvents.startsAt, f.to.at));
  if (f.ids) c.push(inArray(crewEvents.eventId, f.ids));
  if (f.promoterId !== undefined) {
    c.push(sql`exists (select 1 from event_promoters ep where ep.promoter_id = ${f.promoterId} and ep.event_id = ${crewEvents.eventId})`);
  }
  if (f.artistId !== undefined) {
    c.push(sql`exists (select 1 from lineup_set_artists lsa where lsa.artist_id = ${f.artistId} and lsa.confirmed and lsa.event_id = ${crewEvents.eventId})`);
  }
  if (f.venueId !== undefined) c.push(eq(events.venueId, f.venueId));
  if (f.genreIds?.length) c.push(sql`${events.genreIds} && ${intArray(f.genreIds)}`);
  if (f.city !== undefined) c.push(sql`lower(${venues.city}) = ${f.city.toLowerCase()}`);
  if (f.country !== undefined) c.push(eq(venues.country, f.country));
  if (f.near) {
    const { lat, lng, radiusKm } = f.near;
    const box = boundingBox(lat, lng, radiusKm);
    const f8 = (n: number) => sql`${n}::float8`;
    c.push(sql`${venues.lat} between ${f8(box.minLat)} and ${f8(box.maxLat)}`);
    const ranges = box.lng.map(([lo, hi]) => sql`${venues.lng} between ${f8(lo)} and ${f8(hi)}`);
    c.push(ranges.length === 1 ? ranges[0]! : sql`(${sql.join(ranges, sql` or `)})`);
    // Haversine, exact: the box only narrows the range.
    c.push(
      sql`2 * ${f8(EARTH_RADIUS_KM)} * asin(least(1, sqrt(power(sin(radians(${venues.lat} - ${f8(lat)}) / 2), 2) + cos(radians(${f8(lat)})) * cos(radians(${venues.lat})) * power(sin(radians(${venues.lng} - ${f8(lng)}) / 2), 2)))) <= ${f8(radiusKm)}`,
    );
  }
  // The graph's copy is a column of the keyset index: rows changed before are skipped inside the
  // index walk, without reading their events (most of a crew's events, for a recent instant).
  if (f.updatedSince) c.push(gte(crewEvents.updatedAt, f.updatedSince), gte(events.updatedAt, f.updatedSince));
  if (f.hasTickets !== undefined) c.push(f.hasTickets ? sql`${onSaleProbe(now)} is not null` : sql`${onSaleProbe(now)} is null`);
  for (const w of f.words ?? []) c.push(sql`${events.searchText} like ${likeContains(w)}`);
  return c;
}

/** Sort key of a row: [starts_at ISO or null, event id]. */
const keyOfRow = (r: EventListRow): CursorPosition => [r.event.startsAt?.toISOString() ?? null, r.event.id];

function afterCondition(after: CursorPosition, ascending: boolean): SQL {
  const [s, id] = after;
  if (after.length !== 2 || typeof id !== "number" || !(s === null || typeof s === "string")) throw invalidCursor();
  if (s === null) {
    // Undated events come first in descending order (the index's own order); after them, the dated ones.
    if (ascending) throw invalidCursor();
    return sql`((${crewEvents.startsAt} is null and ${crewEvents.eventId} < ${id}) or ${crewEvents.startsAt} is not null)`;
  }
  const at = new Date(s);
  if (Number.isNaN(at.getTime())) throw invalidCursor();
  return ascending
    ? sql`(${crewEvents.startsAt}, ${crewEvents.eventId}) > (${iso(at)}, ${id})`
    : sql`(${crewEvents.startsAt}, ${crewEvents.eventId}) < (${iso(at)}, ${id})`;
}

/**
 * One page of the crew's events: upcoming soonest first, past and all latest first (undated
 * events, only in `all`, come first there). Fetches limit+1 rows to know whether more follow.
 */
export async function listCrewEvents(
  crew: CrewScope,
  f: EventFilters,
  page: { limit: number; after: CursorPosition | null },
  now: Date,
): Promise<{ rows: EventListRow[]; next: CursorPosition | null }> {
  const ascending = f.status === "upcoming";
  const conds = filterConditions(crew, f, now);
  if (page.after) conds.push(afterCondition(page.after, ascending));
  const found = await scopeDb(crew)
    .select({ event: eventColumns, venue: venues })
    .from(crewEvents)
    .innerJoin(events, eq(events.id, crewEvents.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(...conds))
    .orderBy(...(ascending ? [asc(crewEvents.startsAt), asc(crewEvents.eventId)] : [desc(crewEvents.startsAt), desc(crewEvents.eventId)]))
    .limit(page.limit + 1);
  const rows = found as EventListRow[];
  const more = rows.length > page.limit;
  const pageRows = more ? rows.slice(0, page.limit) : rows;
  return { rows: pageRows, next: more ? keyOfRow(pageRows[pageRows.length - 1]!) : null };
}
