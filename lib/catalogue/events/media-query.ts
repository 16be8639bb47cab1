/**
 * Public albums (with their finished photos) and listed presales of an event of the crew graph:
 * private albums, photos still uploading and presale drafts never leave the database.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { rows } from "@/lib/db/client";
import { crewEvents, galleryAlbums, presales } from "@/lib/db/schema";

/** Photos listed per album; `photoCount` still counts them all. */
export const ALBUM_PHOTO_CAP = 200;

export interface AlbumWithPhotos {
  id: number;
  name: string;
  description: string | null;
  photos: { id: number; url: string; width: number; height: number }[];
  photoCount: number;
}

const inCrewGraph = (crew: CrewScope, eventId: typeof galleryAlbums.eventId | typeof presales.eventId) =>
  and(eq(crewEvents.crewId, crew.id), eq(crewEvents.eventId, eventId));

/** The event's public albums in the organiser's order, each with its first finished photos: two queries whatever the album count. */
export async function publicAlbums(crew: CrewScope, eventId: number): Promise<AlbumWithPhotos[]> {
  const db = scopeDb(crew);
  const albums = await db
    .select({ id: galleryAlbums.id, name: galleryAlbums.name, description: galleryAlbums.description })
    .from(galleryAlbums)
    .innerJoin(crewEvents, inCrewGraph(crew, galleryAlbums.eventId))
    .where(and(eq(galleryAlbums.eventId, eventId), eq(galleryAlbums.private, false)))
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  if (albums.length === 0) return [];
  // One query for every album: the first photos of each, with each album's total.
  const photos = await rows<{ album_id: number; id: number; url: string; width: number; height: number; total: number }>(
    db,
    sql`select album_id, id, url, width, height, total from (
          select p.album_id, p.id, p.url, p.width, p.height,
                 row_number() over (partition by p.album_id order by p.position, p.id)::int as n,
                 count(*) over (partition by p.album_id)::int as total
            from gallery_photos p
           where p.album_id in (${sql.join(
             albums.map((a) => sql`${a.id}`),
             sql`, `,
           )}) and not p.uploading
        ) x where n <= ${ALBUM_PHOTO_CAP} order by album_id, n`,
  );
  return albums.map((a) => {
    const own = photos.filter((p) => Number(p.album_id) === a.id);
    return {
      ...a,
      photos: own.map((p) => ({ id: Number(p.id), url: p.url, width: Number(p.width), height: Number(p.height) })),
      photoCount: own.length ? Number(own[0]!.total) : 0,
    };
  });
}

/** The event's presales in the organiser's order, drafts left out. */
export async function listedPresales(crew: CrewScope, eventId: number) {
  return scopeDb(crew)
    .select({
      token: presales.token,
      status: presales.status,
      featured: presales.featured,
      featuredMode: presales.featuredMode,
      opensAt: presales.registrationOpensAt,
      closesAt: presales.registrationClosesAt,
      teaser: presales.teaser,
    })
    .from(presales)
    .innerJoin(crewEvents, inCrewGraph(crew, presales.eventId))
    .where(and(eq(presales.eventId, eventId), eq(presales.draft, false)))
    .orderBy(asc(presales.position), asc(presales.token));
}
