/**
 * The crew graph (`crew_events`) for one event: its rows deleted and computed again from the
 * event's promoters, venue and confirmed sets, with the same rules as the full rebuild in
 * lib/crew/graph-refresh.ts (an unpublished event has no rows). Runs inside the caller's
 * transaction, so the graph changes together with the event.
 */
import { eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { crewEvents } from "@/lib/db/schema";
import type { Tx } from "../tx";

/** The crews that see the event now (their crew_events rows), sorted. */
export async function crewsSeeing(tx: Tx, eventId: number): Promise<string[]> {
  const rows = await tx.select({ crewId: crewEvents.crewId }).from(crewEvents).where(eq(crewEvents.eventId, eventId));
  return rows.map((r) => r.crewId).sort();
}

/** Recomputes the event's rows; returns the crews that saw it before and see it after. */
export async function refreshEventGraph(tx: Tx, eventId: number): Promise<{ before: string[]; after: string[]; added: string[] }> {
  const before = await crewsSeeing(tx, eventId);
  await tx.execute(sql`DELETE FROM crew_events WHERE event_id = ${eventId}`);
  await tx.execute(sql`
    INSERT INTO crew_events (crew_id, event_id, starts_at, venue_id, via_promoter, via_venue, via_artist)
    SELECT r.crew_id, e.id, e.starts_at, e.venue_id, bool_or(r.via = 'promoter'), bool_or(r.via = 'venue'), bool_or(r.via = 'artist')
    FROM (
      SELECT pm.crew_id, ep.event_id, 'promoter' AS via
        FROM event_promoters ep
        JOIN page_managers pm ON pm.page_type = 'promoter' AND pm.page_id = ep.promoter_id
        WHERE ep.event_id = ${eventId}
      UNION ALL
      SELECT pm.crew_id, ev.id AS event_id, 'venue' AS via
        FROM events ev
        JOIN page_managers pm ON pm.page_type = 'venue' AND pm.page_id = ev.venue_id
        WHERE ev.id = ${eventId}
      UNION ALL
      SELECT pm.crew_id, lsa.event_id, 'artist' AS via
        FROM lineup_set_artists lsa
        JOIN page_managers pm ON pm.page_type = 'artist' AND pm.page_id = lsa.artist_id
        WHERE lsa.confirmed AND lsa.event_id = ${eventId}
    ) r
    JOIN events e ON e.id = r.event_id AND e.published
    GROUP BY r.crew_id, e.id, e.starts_at, e.venue_id
  `);
  const after = await crewsSeeing(tx, eventId);
  const had = new Set(before);
  return { before, after, added: after.filter((c) => !had.has(c)) };
}
