/** Press kits: the roster's kits, one kit behind its optional password, and the public kits of one roster artist. */
import { z } from "zod";
import { PresskitDetail, PresskitSummary } from "@/lib/content/schemas";
import { artistOut } from "@/lib/catalogue/serialize";
import { runAfter } from "@/lib/http/after";
import { defineEndpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { smallListOf } from "@/lib/http/lists";
import { q } from "@/lib/http/query";
import { rosterArtist } from "@/lib/catalogue/artists/reach";
import { checkPresskitPassword } from "./password";
import { openablePresskit, publicPresskitsOf, rosterPresskits, storePresskitRehash, type PresskitStatus } from "./queries";
import { presskitDetailOut, presskitSummaryOut } from "./serialize";

export const listPresskits = defineEndpoint({
  id: "list_presskits",
  mcpTool: true,
  method: "GET",
  path: "/v1/presskits",
  tag: "Content",
  summary: "Press kits of the roster",
  description: [
    "Press kit summaries of every artist the crew manages (unpublished artists included), grouped by artist in roster order (artist name, then id), each artist's default kit first, then the most recently updated. No pagination.",
    "",
    "A publishable key sees public kits only; a secret key also sees private kits and drafts (drafts are listed for the crew's own tools but never open on `GET /v1/presskits/{id}`). `protected: true` means the kit needs the `Presskit-Password` header.",
  ].join("\n"),
  scopes: ["read:content"],
  publishable: true,
  cache: 120,
  envelope: "small-list",
  response: smallListOf(PresskitSummary),
  handler: async ({ crew, key }) => {
    const statuses: PresskitStatus[] = key.type === "publishable" ? ["public"] : ["public", "private", "draft"];
    const [found, s] = await Promise.all([rosterPresskits(crew, statuses), crew.site()]);
    return { data: found.map((k) => presskitSummaryOut(k, s)) };
  },
});

export const getPresskit = defineEndpoint({
  id: "get_presskit",
  mcpTool: true,
  method: "GET",
  path: "/v1/presskits/{id}",
  tag: "Content",
  summary: "One press kit",
  description: [
    "One press kit with its artist at the full tier, ordered `sections`, `style`, bio settings, press quotes and files. Never cached.",
    "",
    "404 `not_found` for a malformed id, an unknown kit, a kit of an artist the crew does not manage, a draft, and a private kit asked with a publishable key (private kits open only to the crew's secret keys).",
    "",
    "A protected kit (`protected: true`) needs its password in the `Presskit-Password` header from every caller, secret keys included: missing or wrong answers 401 `password_required`. Password attempts are limited to 10 a minute per key and kit; with a publishable key the 10 count per visitor address, and the whole key has twenty times that room. Past the limit every attempt, right or wrong, answers 429 `rate_limited` with `Retry-After`.",
  ].join("\n"),
  scopes: ["read:content"],
  publishable: true,
  cache: "no-store",
  envelope: "single",
  params: z.object({ id: z.guid().max(36) }),
  response: PresskitDetail,
  errors: ["not_found", "password_required", "rate_limited"],
  headers: [{ name: "Presskit-Password", description: "The kit's password, for a kit with `protected: true`.", credential: true }],
  handler: async ({ crew, key, params, header, clientIp }) => {
    const opened = await openablePresskit(crew, params.id.toLowerCase(), key.type);
    if (!opened) throw notFound();
    const { kit, artist } = opened;
    const { rehash } = await checkPresskitPassword({
      crew,
      hash: kit.passwordHash,
      given: header("Presskit-Password"),
      keyId: key.id,
      kitId: kit.id,
      visitor: key.type === "publishable" ? clientIp : null,
    });
    // Upgrade a hash made at an older cost, after the answer; only if nobody changed it meanwhile.
    if (rehash) runAfter(() => storePresskitRehash(crew, kit, rehash));
    const [genres, s] = await Promise.all([crew.genres(), crew.site()]);
    return presskitDetailOut(kit, artistOut(artist, true, genres), s);
  },
});

const IdParams = z.object({ id: q.positiveId() });

export const listArtistPresskits = defineEndpoint({
  id: "list_artist_presskits",
  mcpTool: true,
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
  handler: async ({ crew, params }) => {
    const artist = await rosterArtist(crew, params.id);
    if (!artist) throw notFound();
    const [kits, s] = await Promise.all([publicPresskitsOf(crew, artist), crew.site()]);
    return { artist_id: artist.id, data: kits.map((k) => presskitSummaryOut(k, s)) };
  },
});
