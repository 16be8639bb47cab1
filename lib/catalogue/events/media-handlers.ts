/** Gallery and presales of one event: private albums, unfinished photos and presale drafts never leave the database. */
import type { z } from "zod";
import { notFound } from "@/lib/http/problem";
import type { Site } from "@/lib/crew/site";
import type { Album, Presale } from "../schemas";
import type { Ctx } from "./context";
import { listedPresales, publicAlbums } from "./media-query";

async function mustSee(ctx: Ctx): Promise<number> {
  if (!(await ctx.crew.seesEvent(ctx.params.id))) throw notFound();
  return ctx.params.id;
}

export async function getGallery(ctx: Ctx): Promise<{ event_id: number; data: z.infer<typeof Album>[] }> {
  const id = await mustSee(ctx);
  const albums = await publicAlbums(ctx.crew, id);
  return {
    event_id: id,
    data: albums.map((a) => ({ id: a.id, name: a.name, description: a.description, photos: a.photos, photo_count: a.photoCount })),
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

export async function listPresales(ctx: Ctx): Promise<{ event_id: number; data: z.infer<typeof Presale>[] }> {
  const id = await mustSee(ctx);
  const [found, s] = await Promise.all([listedPresales(ctx.crew, id), ctx.crew.site()]);
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
