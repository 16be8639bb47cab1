/**
 * Rebuilds the materialised crew graph (`crew_events`): one row per (crew, published event) where
 * the crew manages one of the event's promoters (via_promoter), its venue (via_venue) or an artist
 * of a confirmed set (via_artist). Unconfirmed sets never put an event into a graph.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The database or a transaction of it: anything that can run a statement. */
export type Executor = Pick<Db, "execute">;

export async function refreshCrewGraph(tx: Executor): Promise<void> {
  await tx.execute(sql`DELETE FROM crew_events`);
  await tx.execute(sql`
    INSERT INTO crew_events (crew_id, event_id, starts_at, venue_id, via_promoter, via_venue, via_artist)
    SELECT r.crew_id, e.id, e.starts_at, e.venue_id, bool_or(r.via = 'promoter'), bool_or(r.via = 'venue'), bool_or(r.via = 'artist')
    FROM (
      SELECT pm.crew_id, ep.event_id, 'promoter' AS via
        FROM event_promoters ep
        JOIN page_managers pm ON pm.page_type = 'promoter' AND pm.page_id = ep.promoter_id
      UNION ALL
      SELECT pm.crew_id, ev.id AS event_id, 'venue' AS via
        FROM events ev
        JOIN page_managers pm ON pm.page_type = 'venue' AND pm.page_id = ev.venue_id
      UNION ALL
      SELECT pm.crew_id, lsa.event_id, 'artist' AS via
        FROM lineup_set_artists lsa
        JOIN page_managers pm ON pm.page_type = 'artist' AND pm.page_id = lsa.artist_id
        WHERE lsa.confirmed
    ) r
    JOIN events e ON e.id = r.event_id AND e.published
    GROUP BY r.crew_id, e.id, e.starts_at, e.venue_id
    ORDER BY r.crew_id, e.id
  `);
}
