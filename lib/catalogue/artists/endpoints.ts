/** Artists: the roster, one artist (its press kits: lib/content/presskits). Events and the feed: lib/catalogue/events. */
import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { listOf, pageOf } from "@/lib/http/lists";
import { Artist } from "../schemas";
import { artistOut } from "../serialize";
import { rosterArtist, rosterPage } from "./reach";

const IdParams = z.object({ id: q.positiveId() });

export const listArtists = defineEndpoint({
  id: "list_artists",
  mcpTool: true,
  method: "GET",
  path: "/v1/artists",
  tag: "Artists",
  summary: "The crew's roster",
  description: [
    "Every artist the crew manages, at the full tier (with `contact_emails`), unpublished artists included. Sorted by name ascending (ties by id).",
    "",
    "Filters combine with AND: `q` keeps artists whose name contains the text (case-insensitive); `genre` takes a comma list of up to 10 genre ids (see `GET /v1/genres`) and keeps artists having any of them; `updated_since` keeps artists changed at or after that instant (for incremental sync); `ids` (up to 50) looks up those roster artists, silently leaving out ids that are not on the roster.",
  ].join("\n"),
  scopes: ["read:artists"],
  publishable: true,
  cache: 300,
  envelope: "list",
  query: z.object({
    q: q.text(2, 100).optional(),
    genre: q.idList(10).optional(),
    updated_since: q.instant().optional(),
    ids: q.idList(50).optional(),
  }),
  response: listOf(Artist),
  errors: ["validation_error", "invalid_cursor"],
  handler: async ({ crew, query, page }) => {
    const [found, genres] = await Promise.all([rosterPage(crew, query, page), crew.genres()]);
    return pageOf(
      found,
      page.limit,
      (a) => artistOut(a, true, genres),
      (a) => [a.name, a.id],
    );
  },
});

export const getArtist = defineEndpoint({
  id: "get_artist",
  mcpTool: true,
  method: "GET",
  path: "/v1/artists/{id}",
  tag: "Artists",
  summary: "One roster artist",
  description: "One artist of the crew's roster at the full tier (with `contact_emails`), also while unpublished. Any other id (malformed, unknown, or an artist the crew does not manage) answers the same 404 `not_found`: foreign artists appear only embedded in event line-ups.",
  scopes: ["read:artists"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: IdParams,
  response: Artist,
  errors: ["not_found"],
  handler: async ({ crew, params }) => {
    const [row, genres] = await Promise.all([rosterArtist(crew, params.id), crew.genres()]);
    if (!row) throw notFound();
    return artistOut(row, true, genres);
  },
});

export const artistsEndpoints: Endpoint[] = [listArtists, getArtist];
