/** Gallery and presales of one event (spec 2.9): private albums, unfinished photos and presale drafts never leave the database. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { canSeeEvent } from "@/lib/crew/graph";
import { rows } from "@/lib/db/client";
import { galleryAlbums, presales } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import { site, type Site } from "@/lib/platform/site";
import type { Album, Presale } from "../schemas";
import { crewOf, type Ctx } from "./context";

/** Photos listed per album; `photo_count` still counts them all. */
export const ALBUM_PHOTO_CAP = 200;

async function mustSee(ctx: Ctx<unknown>): Promise<number> {
  if (!(await canSeeEvent(ctx.db, crewOf(ctx), ctx.params.id))) throw notFound();
  return ctx.params.id;
}

export async function getGallery(ctx: Ctx<unknown>): Promise<{ event_id: number; data: z.infer<typeof Album>[] }> {
  const id = await mustSee(ctx);
  const albums = await ctx.db
    .select({ id: galleryAlbums.id, name: galleryAlbums.name, description: galleryAlbums.description })
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.eventId, id), eq(galleryAlbums.private, false)))
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  if (albums.length === 0) return { event_id: id, data: [] };
  // One query for every album: the first 200 finished photos of each, with each album's total.
  const photos = await rows<{ album_id: number; id: number; url: string; width: number; height: number; total: number }>(
    ctx.db,
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
  return {
    event_id: id,
    data: albums.map((a) => {
      const own = photos.filter((p) => Number(p.album_id) === a.id);
      return {
        id: a.id,
        name: a.name,
        description: a.description,
        photos: own.map((p) => ({ id: Number(p.id), url: p.url, width: Number(p.width), height: Number(p.height) })),
        photo_count: own.length ? Number(own[0]!.total) : 0,
      };
    }),
  };
}

/** The public sign-up page of a presale: `{site_url}/events/{event_id}/presale/{token}`. */
export const presaleUrl = (s: Site, eventId: number, token: string) => `${s.siteUrl}/events/${eventId}/presale/${encodeURIComponent(token)}`;

/** Registration is open while the presale is open and now is inside its registration window (missing bounds do not limit it). */
export function registrationOpen(status: string, opensAt: Date | null, closesAt: Date | null, now: Date): boolean {
  if (status !== "open") return false;
  if (opensAt && now.getTime() < opensAt.getTime()) return false;
  if (closesAt && now.getTime() >= closesAt.getTime()) return false;
  return true;
}

export async function listPresales(ctx: Ctx<unknown>): Promise<{ event_id: number; data: z.infer<typeof Presale>[] }> {
  const id = await mustSee(ctx);
  const [found, s] = await Promise.all([
    ctx.db
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
      .where(and(eq(presales.eventId, id), eq(presales.draft, false)))
      .orderBy(asc(presales.position), asc(presales.token)),
    site(ctx.db),
  ]);
  return {
    event_id: id,
    data: found.map((p) => ({
      token: p.token,
      status: p.status,
      registration_open: registrationOpen(p.status, p.opensAt, p.closesAt, ctx.now),
      registration_opens_at: p.opensAt?.toISOString() ?? null,
      registration_closes_at: p.closesAt?.toISOString() ?? null,
      featured: p.featured,
      featured_mode: p.featuredMode,
      // Only the four teaser fields: anything else stored with it stays private.
      teaser: { title: p.teaser.title ?? "", subtitle: p.teaser.subtitle ?? "", image_url: p.teaser.image_url ?? null, description: p.teaser.description ?? "" },
      url: presaleUrl(s, id, p.token),
    })),
  };
}
