/** Key and crew reads (spec 4.1): me, crew, crew pages, genres. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { keyLimits } from "@/lib/budget/plans";
import { artists, genres, pageManagers, promoters, venues } from "@/lib/db/schema";
import { defineEndpoint } from "@/lib/http/endpoint";
import { pageUrl, site } from "@/lib/platform/site";
import { managedIds } from "./graph";
import { Crew, CrewPage, Genre, Me } from "./schemas";

export const getMe = defineEndpoint({
  id: "get_me",
  method: "GET",
  path: "/v1/me",
  tag: "Key and crew",
  summary: "The calling key and its crew",
  description: "The key's kind, scopes, own work budget (`rate_limit`), wider ceilings (`limits`) and websites, with the crew it belongs to.",
  scopes: [],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  response: Me,
  handler: async ({ auth }) => {
    const { key, crew } = auth!;
    const l = keyLimits(crew.plan, key);
    return {
      key: {
        id: key.id,
        type: key.type,
        scopes: key.scopes,
        rate_limit: { per_minute: l.workPerMinute, per_day: l.workPerDay },
        limits: { requests_per_minute: l.requestsPerMinute, crew_work_per_minute: l.crewWorkPerMinute, crew_work_per_day: l.crewWorkPerDay, bytes_per_day: l.bytesPerDay },
        websites: key.websites,
      },
      crew: { id: crew.id, name: crew.name, slug: crew.slug },
    };
  },
});

export const getCrew = defineEndpoint({
  id: "get_crew",
  method: "GET",
  path: "/v1/crew",
  tag: "Key and crew",
  summary: "The crew profile",
  description: "The crew with the ids of its roster artists (unpublished included) and of its published promoters.",
  scopes: ["read:profile"],
  publishable: true,
  cache: 300,
  envelope: "single",
  response: Crew,
  handler: async ({ auth, db }) => {
    const crew = auth!.crew;
    const promoterIds = await managedIds(db, crew.id, "promoter");
    const published = promoterIds.length
      ? await db.select({ id: promoters.id }).from(promoters).where(and(inArray(promoters.id, promoterIds), eq(promoters.published, true))).orderBy(asc(promoters.id))
      : [];
    const artistIds = (await managedIds(db, crew.id, "artist")).sort((a, b) => a - b);
    return { id: crew.id, name: crew.name, slug: crew.slug, pages: { artists: artistIds, promoters: published.map((p) => p.id) } };
  },
});

export const listCrewPages = defineEndpoint({
  id: "list_crew_pages",
  method: "GET",
  path: "/v1/crew/pages",
  tag: "Key and crew",
  summary: "Pages the crew manages",
  description: "Every artist, promoter and venue page the crew manages, drafts included (their `image_url` and `page_url` are null while unpublished). Sorted by type, then name.",
  scopes: ["read:profile"],
  publishable: false,
  cache: 300,
  envelope: "small-list",
  response: z.object({ data: z.array(CrewPage) }),
  handler: async ({ auth, db }) => {
    const crewId = auth!.crew.id;
    const s = await site(db);
    const data: z.infer<typeof CrewPage>[] = [];
    for (const [type, table] of [["artist", artists], ["promoter", promoters], ["venue", venues]] as const) {
      const found = await db
        .select({ id: table.id, name: table.name, imageUrl: table.imageUrl, published: table.published })
        .from(table)
        .innerJoin(pageManagers, and(eq(pageManagers.pageId, table.id), eq(pageManagers.pageType, type), eq(pageManagers.crewId, crewId)))
        .orderBy(asc(table.name), asc(table.id));
      for (const p of found) {
        data.push({ type, id: p.id, name: p.name, image_url: p.published ? p.imageUrl : null, is_published: p.published, page_url: p.published ? pageUrl(s, type, p.id) : null });
      }
    }
    return { data };
  },
});

export const listGenres = defineEndpoint({
  id: "list_genres",
  method: "GET",
  path: "/v1/genres",
  tag: "Key and crew",
  summary: "Genres",
  description: "Every genre, sorted by name. Genre ids are what the `genre` filters take.",
  scopes: [],
  publishable: true,
  cache: 3600,
  envelope: "small-list",
  response: z.object({ data: z.array(Genre) }),
  handler: async ({ db }) => ({ data: await db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name), asc(genres.id)) }),
});

export const crewEndpoints = [getMe, getCrew, listCrewPages, listGenres];
