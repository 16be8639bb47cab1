/**
 * One event of the crew graph, or the 404 every unreachable event shares: unknown, unpublished
 * and outside the graph all fail the same `crew_events` probe (it only holds published events).
 */
import { and, eq, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { crewEvents, events, venues } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import type { ScheduleEvent } from "../timetable/types";
import { eventColumns, type EventCore, type VenueRow } from "./list-query";

export interface EventFull extends EventCore {
  stages: string[];
  days: { name: string; starts_at: string; ends_at: string }[];
}

export interface VisibleEvent {
  event: EventFull;
  venue: VenueRow | null;
  venueManaged: boolean;
}

const crewParam = sql.placeholder("crew");

// Every event route starts here: a prepared statement (per database) skips building and planning it each time.
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return db
    .select({
      event: { ...eventColumns, stages: events.stages, days: events.days },
      venue: venues,
      venueManaged: sql<boolean>`exists (select 1 from page_managers pm where pm.crew_id = ${crewParam} and pm.page_type = 'venue' and pm.page_id = ${events.venueId})`,
    })
    .from(crewEvents)
    .innerJoin(events, eq(events.id, crewEvents.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(crewEvents.crewId, crewParam), eq(crewEvents.eventId, sql.placeholder("id"))))
    .limit(1)
    .prepare("catalogue_visible_event");
}

export async function visibleEvent(crew: CrewScope, id: number): Promise<VisibleEvent> {
  const db = scopeDb(crew);
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const found = await statement.execute({ crew: crew.id, id });
  const hit = found[0];
  if (!hit) throw notFound();
  return { event: hit.event as EventFull, venue: hit.venue, venueManaged: Boolean(hit.venueManaged) };
}

/** What the line-up builders need; a list row has no stages or days, which only days and timetable read. */
export function scheduleOf(e: EventCore & Partial<Pick<EventFull, "stages" | "days">>): ScheduleEvent {
  return { id: e.id, timezone: e.timezone, timetablePublished: e.timetablePublished, stages: e.stages ?? [], startsAt: e.startsAt, endsAt: e.endsAt, days: e.days ?? [] };
}
