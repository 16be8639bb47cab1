/** Artists (spec 4.3): the roster, one artist, its press kits. Events and the feed: lib/catalogue/events. */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { artists, pageManagers, presskits } from "@/lib/db/schema";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { site } from "@/lib/platform/site";
import { keyOf, likeContains, listOf, pageOf, smallListOf } from "@/lib/content/lists";
import { presskitSummaryOut } from "@/lib/content/presskits/serialize";
import { genreNames } from "../genres";
import { Artist, PresskitSummary } from "../schemas";
import { artistOut } from "../serialize";
import { rosterArtist } from "./reach";

const IdParams = z.object({ id: q.positiveId() });

export const listArtists = defineEndpoint({
  id: "list_artists",
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
  handler: async ({ auth, db, query, page }) => {
    const after = keyOf(page.after, "string", "number");
    const where: SQL[] = [];
    if (query.q) where.push(sql`lower(${artists.name}) like ${likeContains(query.q)}`);
    if (query.genre) where.push(sql`${artists.genreIds} && ${`{${query.genre.join(",")}}`}::integer[]`);
    if (query.updated_since) where.push(gte(artists.updatedAt, query.updated_since));
    if (query.ids) where.push(inArray(artists.id, query.ids));
    if (after) where.push(sql`(${artists.name}, ${artists.id}) > (${after[0]}, ${after[1]})`);
    const [found, genres] = await Promise.all([
      db
        .select({ a: artists })
        .from(artists)
        .innerJoin(pageManagers, and(eq(pageManagers.crewId, auth!.crew.id), eq(pageManagers.pageType, "artist"), eq(pageManagers.pageId, artists.id)))
        .where(and(...where))
        .orderBy(asc(artists.name), asc(artists.id))
        .limit(page.limit + 1),
      genreNames(db),
    ]);
    return pageOf(
      found,
      page.limit,
      (r) => artistOut(r.a, true, genres),
      (r) => [r.a.name, r.a.id],
    );
  },
});

export const getArtist = defineEndpoint({
  id: "get_artist",
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
  handler: async ({ auth, db, params }) => {
    const [row, genres] = await Promise.all([rosterArtist(db, auth!.crew.id, params.id), genreNames(db)]);
    if (!row) throw notFound();
    return artistOut(row, true, genres);
  },
});

export const listArtistPresskits = defineEndpoint({
  id: "list_artist_presskits",
  method: "GET",
  path: "/v1/artists/{id}/presskits",
  tag: "Artists",
  summary: "Public press kits of a roster artist",
  description:
    "The artist's public press kits as summaries, wrapped with `artist_id`: the default kit first, then the most recently updated (ties by id). Private kits and drafts are left out for every key (the crew's secret key finds them in `GET /v1/presskits`). A kit with `protected: true` needs the `Presskit-Password` header on `GET /v1/presskits/{id}`. 404 when the artist is not on the crew's roster.",
  scopes: ["read:artists", "read:content"],
  publishable: true,
  cache: 300,
  envelope: "small-list",
  params: IdParams,
  response: smallListOf(PresskitSummary, { artist_id: z.int() }),
  errors: ["not_found"],
  handler: async ({ auth, db, params }) => {
    const artist = await rosterArtist(db, auth!.crew.id, params.id);
    if (!artist) throw notFound();
    const [kits, s] = await Promise.all([
      db
        .select()
        .from(presskits)
        .where(and(eq(presskits.artistId, artist.id), eq(presskits.status, "public")))
        .orderBy(desc(presskits.isDefault), desc(presskits.updatedAt), asc(presskits.id)),
      site(db),
    ]);
    return { artist_id: artist.id, data: kits.map((k) => presskitSummaryOut(k, s)) };
  },
});

export const artistsEndpoints: Endpoint[] = [listArtists, getArtist, listArtistPresskits];
