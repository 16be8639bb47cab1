/** Which artists a key may fetch directly: its crew's roster, published or not (docs: GET /v1/artists). */
import { and, asc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { artists, pageManagers } from "@/lib/db/schema";
import type { PageRequest } from "@/lib/http/endpoint";
import { likeContains } from "@/lib/db/like";
import { keyOf } from "@/lib/http/lists";

export type ArtistRow = typeof artists.$inferSelect;

const onRoster = (crew: CrewScope) => and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, "artist"), eq(pageManagers.pageId, artists.id));

/** The roster artist, or null when unknown or not managed by the crew (the same 404). */
export async function rosterArtist(crew: CrewScope, id: number): Promise<ArtistRow | null> {
  const found = await scopeDb(crew).select({ a: artists }).from(artists).innerJoin(pageManagers, onRoster(crew)).where(eq(artists.id, id)).limit(1);
  return found[0]?.a ?? null;
}

export interface RosterFilters {
  q?: string;
  genre?: number[];
  updated_since?: Date;
  ids?: number[];
}

/** One page of the roster in name order (limit + 1 rows, for the next cursor). */
export async function rosterPage(crew: CrewScope, filters: RosterFilters, page: PageRequest): Promise<ArtistRow[]> {
  const after = keyOf(page.after, "string", "number");
  const where: SQL[] = [];
  if (filters.q) where.push(sql`lower(${artists.name}) like ${likeContains(filters.q)}`);
  if (filters.genre) where.push(sql`${artists.genreIds} && ${`{${filters.genre.join(",")}}`}::integer[]`);
  if (filters.updated_since) where.push(gte(artists.updatedAt, filters.updated_since));
  if (filters.ids) where.push(inArray(artists.id, filters.ids));
  if (after) where.push(sql`(${artists.name}, ${artists.id}) > (${after[0]}, ${after[1]})`);
  const found = await scopeDb(crew)
    .select({ a: artists })
    .from(artists)
    .innerJoin(pageManagers, onRoster(crew))
    .where(and(...where))
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(page.limit + 1);
  return found.map((r) => r.a);
}
