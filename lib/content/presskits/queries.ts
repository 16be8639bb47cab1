/**
 * Press kits a crew may read: the kits of its roster artists (unpublished artists included), the
 * public kits of one roster artist, and the stored hash upgrade of a kit it opened.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { KeyType } from "@/lib/auth/token";
import { rosterArtist, type ArtistRow } from "@/lib/catalogue/artists/reach";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { artists, pageManagers, presskits } from "@/lib/db/schema";
import type { PresskitRow } from "./serialize";

export type PresskitStatus = "public" | "private" | "draft";

/** The roster's kits with one of `statuses`: by artist name, then id; the default kit first, then the most recently updated. */
export async function rosterPresskits(crew: CrewScope, statuses: PresskitStatus[]): Promise<PresskitRow[]> {
  const found = await scopeDb(crew)
    .select({ k: presskits })
    .from(presskits)
    .innerJoin(artists, eq(artists.id, presskits.artistId))
    .innerJoin(pageManagers, and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, "artist"), eq(pageManagers.pageId, artists.id)))
    .where(inArray(presskits.status, statuses))
    .orderBy(asc(artists.name), asc(artists.id), desc(presskits.isDefault), desc(presskits.updatedAt), asc(presskits.id));
  return found.map((r) => r.k);
}

/**
 * The kit with its roster artist, or null when it may not be opened (the same 404): unknown, a
 * draft, private to a publishable key, or of an artist not on the crew's roster.
 */
export async function openablePresskit(crew: CrewScope, id: string, keyType: KeyType): Promise<{ kit: PresskitRow; artist: ArtistRow } | null> {
  const found = await scopeDb(crew).select().from(presskits).where(eq(presskits.id, id)).limit(1);
  const kit = found[0];
  if (!kit || kit.status === "draft" || (kit.status === "private" && keyType !== "secret")) return null;
  const artist = await rosterArtist(crew, kit.artistId);
  return artist ? { kit, artist } : null;
}

/** Store the upgraded hash of a kit from `openablePresskit`, only if nobody changed it meanwhile. */
export async function storePresskitRehash(crew: CrewScope, kit: Pick<PresskitRow, "id" | "passwordHash">, rehash: string): Promise<void> {
  await scopeDb(crew)
    .update(presskits)
    .set({ passwordHash: rehash })
    .where(and(eq(presskits.id, kit.id), eq(presskits.passwordHash, kit.passwordHash!)));
}

/** The public press kits of a roster artist: the default first, then the most recently updated. */
export async function publicPresskitsOf(crew: CrewScope, artist: ArtistRow): Promise<PresskitRow[]> {
  return scopeDb(crew)
    .select()
    .from(presskits)
    .where(and(eq(presskits.artistId, artist.id), eq(presskits.status, "public")))
    .orderBy(desc(presskits.isDefault), desc(presskits.updatedAt), asc(presskits.id));
}
