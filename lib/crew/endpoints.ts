/** Key and crew reads: me, crew, crew pages, genres. */
import { z } from "zod";
import { defineEndpoint } from "@/lib/http/endpoint";
import { pageUrl } from "./site";
import { genresByName, managedPages, publishedPromoterIds } from "./queries";
import { Crew, CrewPage, Genre, Me } from "./schemas";

export const getMe = defineEndpoint({
  id: "get_me",
  mcpTool: true,
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
  handler: async ({ crew, key }) => {
    const l = crew.limitsOf(key);
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
  mcpTool: true,
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
  handler: async ({ crew }) => {
    const [promoterIds, artistIds] = await Promise.all([publishedPromoterIds(crew), crew.managedIds("artist")]);
    return { id: crew.id, name: crew.name, slug: crew.slug, pages: { artists: artistIds.sort((a, b) => a - b), promoters: promoterIds } };
  },
});

export const listCrewPages = defineEndpoint({
  id: "list_crew_pages",
  mcpTool: true,
  method: "GET",
  path: "/v1/crew/pages",
  tag: "Key and crew",
  summary: "Pages the crew manages",
  description: "Every artist, promoter and venue page the crew manages, drafts included (their `image_url` and `page_url` are null while unpublished). Sorted by type, then name.",
  scopes: ["read:profile"],
  publishable: false,
  cache: 300,
  envelope: "small-list",
  response: z.object({ data: z.array(CrewPage).max(100000) }),
  handler: async ({ crew }) => {
    const [s, pages] = await Promise.all([crew.site(), managedPages(crew)]);
    const data: z.infer<typeof CrewPage>[] = pages.map((p) => ({
      type: p.type,
      id: p.id,
      name: p.name,
      image_url: p.published ? p.imageUrl : null,
      is_published: p.published,
      page_url: p.published ? pageUrl(s, p.type, p.id) : null,
    }));
    return { data };
  },
});

export const listGenres = defineEndpoint({
  id: "list_genres",
  mcpTool: true,
  method: "GET",
  path: "/v1/genres",
  tag: "Key and crew",
  summary: "Genres",
  description: "Every genre, sorted by name. Genre ids are what the `genre` filters take.",
  scopes: [],
  publishable: true,
  cache: 3600,
  envelope: "small-list",
  response: z.object({ data: z.array(Genre).max(10000) }),
  handler: async ({ crew }) => ({ data: await genresByName(crew) }),
});

export const crewEndpoints = [getMe, getCrew, listCrewPages, listGenres];
