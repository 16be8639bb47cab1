/** Which artists a key may fetch directly: its crew's roster, published or not (spec 1.4-1.5). */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { artists, pageManagers } from "@/lib/db/schema";

export type ArtistRow = typeof artists.$inferSelect;

/** The roster artist, or null when unknown or not managed by the crew (the same 404). */
export async function rosterArtist(db: Db, crewId: string, id: number): Promise<ArtistRow | null> {
  const found = await db
    .select({ a: artists })
    .from(artists)
    .innerJoin(pageManagers, and(eq(pageManagers.crewId, crewId), eq(pageManagers.pageType, "artist"), eq(pageManagers.pageId, artists.id)))
    .where(eq(artists.id, id))
    .limit(1);
  return found[0]?.a ?? null;
}
