/**
 * The materialised crew graph (`crew_events`): one row per (crew, published event) where the crew
 * manages one of the event's promoters (via_promoter), its venue (via_venue) or an artist of a
 * confirmed set (via_artist). Unconfirmed sets never put an event into a graph.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";

/** The database or a transaction of it: anything that can run a statement. */
export type Executor = Pick<Db, "execute">;

/**
 * The rule of the graph as one statement: the `crew_events` rows of every event, or of event
 * `eventId` only (the filter is applied inside each branch, so a single event reads only its rows).
 * Columns: crew_id, event_id, starts_at, venue_id, updated_at, via_promoter, via_venue, via_artist.
 */
export function crewGraphRows(eventId?: number): SQL {
  const and = (column: string) => (eventId === undefined ? sql`` : sql`AND ${sql.raw(column)} = ${eventId}`);
  return sql`
    SELECT r.crew_id, e.id, e.starts_at, e.venue_id, e.updated_at, bool_or(r.via = 'promoter'), bool_or(r.via = 'venue'), bool_or(r.via = 'artist')
    FROM (
      SELECT pm.crew_id, ep.event_id, 'promoter' AS via
        FROM event_promoters ep
        JOIN page_managers pm ON pm.page_type = 'promoter' AND pm.page_id = ep.promoter_id
        WHERE TRUE ${and("ep.event_id")}
      UNION ALL
      SELECT pm.crew_id, ev.id AS event_id, 'venue' AS via
        FROM events ev
        JOIN page_managers pm ON pm.page_type = 'venue' AND pm.page_id = ev.venue_id
        WHERE TRUE ${and("ev.id")}
      UNION ALL
      SELECT pm.crew_id, lsa.event_id, 'artist' AS via
        FROM lineup_set_artists lsa
        JOIN page_managers pm ON pm.page_type = 'artist' AND pm.page_id = lsa.artist_id
        WHERE lsa.confirmed ${and("lsa.event_id")}
    ) r
    JOIN events e ON e.id = r.event_id AND e.published
    GROUP BY r.crew_id, e.id, e.starts_at, e.venue_id, e.updated_at
  `;
}

const INSERT = sql.raw("INSERT INTO crew_events (crew_id, event_id, starts_at, venue_id, updated_at, via_promoter, via_venue, via_artist)");

/** Deletes the graph and builds it again for every event (in crew, event order). */
export async function refreshCrewGraph(tx: Executor): Promise<void> {
  await tx.execute(sql`DELETE FROM crew_events`);
  await tx.execute(sql`${INSERT} ${crewGraphRows()} ORDER BY r.crew_id, e.id`);
}

/** Deletes the rows of event `eventId` and computes them again. */
export async function refreshCrewGraphOf(tx: Executor, eventId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM crew_events WHERE event_id = ${eventId}`);
  await tx.execute(sql`${INSERT} ${crewGraphRows(eventId)}`);
}
