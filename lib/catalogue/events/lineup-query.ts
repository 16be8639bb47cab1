/**
 * The confirmed sets of a batch of events with their artists, in one query. Each artist comes at
 * the tier the crew is owed: roster artists at the full tier (contact_emails), guests at the
 * public tier, and a guest whose page is unpublished by name only (its page is not public).
 * Only events of the crew graph are read, so the line-up may be fetched alongside the event's
 * own reach check (`visibleEvent`) rather than after it.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { artists, lineupSetArtists, lineupSets } from "@/lib/db/schema";
import { artistOut } from "../serialize";
import type { ArtistFields, LineupSet } from "../timetable/types";

type ArtistRow = typeof artists.$inferSelect;

export function lineupArtistFields(row: ArtistRow, managed: boolean, genres: Map<number, string>): ArtistFields {
  const out = artistOut(row, managed, genres);
  if (managed || row.published) return out;
  return { ...out, image_url: null, description: null, genres: [], links: null };
}

// Prepared once per database: the line-up is read on most event routes. Ids travel as one array literal.
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  const crew = sql.placeholder("crew");
  return db
    .select({
      setId: lineupSets.id,
      eventId: lineupSets.eventId,
      position: lineupSets.position,
      name: lineupSets.name,
      stage: lineupSets.stage,
      start: lineupSets.startAt,
      end: lineupSets.endAt,
      artist: artists,
      managed: sql<boolean>`(${artists.id} is not null and exists (select 1 from page_managers pm where pm.crew_id = ${crew} and pm.page_type = 'artist' and pm.page_id = ${artists.id}))`,
    })
    .from(lineupSets)
    .leftJoin(lineupSetArtists, eq(lineupSetArtists.setId, lineupSets.id))
    .leftJoin(artists, eq(artists.id, lineupSetArtists.artistId))
    // Unconfirmed sets never leave the database, nor do sets of events outside the crew graph.
    .where(
      and(
        sql`${lineupSets.eventId} = any(${sql.placeholder("ids")}::integer[])`,
        eq(lineupSets.confirmed, true),
        sql`exists (select 1 from crew_events ce where ce.crew_id = ${crew} and ce.event_id = ${lineupSets.eventId})`,
      ),
    )
    .orderBy(asc(lineupSets.eventId), asc(lineupSets.position), asc(lineupSets.id), asc(lineupSetArtists.position))
    .prepare("catalogue_lineup_sets");
}

export async function loadSets(crew: CrewScope, eventIds: readonly number[], genres: Map<number, string>): Promise<Map<number, LineupSet[]>> {
  const byEvent = new Map<number, LineupSet[]>();
  if (eventIds.length === 0) return byEvent;
  const db = scopeDb(crew);
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const found = await statement.execute({ crew: crew.id, ids: `{${eventIds.map((id) => Math.trunc(id)).join(",")}}` });
  const sets = new Map<number, LineupSet>();
  for (const r of found) {
    let set = sets.get(r.setId);
    if (!set) {
      set = { id: r.setId, position: r.position, name: r.name, stage: r.stage, start: r.start, end: r.end, confirmed: true, artists: [] };
      sets.set(r.setId, set);
      const list = byEvent.get(r.eventId) ?? [];
      list.push(set);
      byEvent.set(r.eventId, list);
    }
    if (r.artist) {
      const managed = Boolean(r.managed);
      set.artists.push({ id: r.artist.id, name: r.artist.name, managed, fields: lineupArtistFields(r.artist, managed, genres) });
    }
  }
  return byEvent;
}
