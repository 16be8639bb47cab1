/** Press kits (spec 4.7): the roster's kits, and one kit behind its optional password. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { genreNames } from "@/lib/catalogue/genres";
import { rosterArtist } from "@/lib/catalogue/artists/reach";
import { PresskitDetail, PresskitSummary } from "@/lib/catalogue/schemas";
import { artistOut } from "@/lib/catalogue/serialize";
import { artists, pageManagers, presskits } from "@/lib/db/schema";
import { runAfter } from "@/lib/http/after";
import { defineEndpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { site } from "@/lib/platform/site";
import { smallListOf } from "../lists";
import { checkPresskitPassword } from "./password";
import { presskitDetailOut, presskitSummaryOut } from "./serialize";

export const listPresskits = defineEndpoint({
  id: "list_presskits",
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
  handler: async ({ auth, db }) => {
    const statuses = auth!.key.type === "publishable" ? ["public"] : ["public", "private", "draft"];
    const [found, s] = await Promise.all([
      db
        .select({ k: presskits })
        .from(presskits)
        .innerJoin(artists, eq(artists.id, presskits.artistId))
        .innerJoin(pageManagers, and(eq(pageManagers.crewId, auth!.crew.id), eq(pageManagers.pageType, "artist"), eq(pageManagers.pageId, artists.id)))
        .where(inArray(presskits.status, statuses))
        .orderBy(asc(artists.name), asc(artists.id), desc(presskits.isDefault), desc(presskits.updatedAt), asc(presskits.id)),
      site(db),
    ]);
    return { data: found.map((r) => presskitSummaryOut(r.k, s)) };
  },
});

export const getPresskit = defineEndpoint({
  id: "get_presskit",
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
  params: z.object({ id: z.guid() }),
  response: PresskitDetail,
  errors: ["not_found", "password_required", "rate_limited"],
  headers: [{ name: "Presskit-Password", description: "The kit's password, for a kit with `protected: true`." }],
  handler: async ({ auth, db, params, request, app, clientIp }) => {
    const { key, crew } = auth!;
    const found = await db.select().from(presskits).where(eq(presskits.id, params.id.toLowerCase())).limit(1);
    const kit = found[0];
    if (!kit || kit.status === "draft" || (kit.status === "private" && key.type !== "secret")) throw notFound();
    const artist = await rosterArtist(db, crew.id, kit.artistId);
    if (!artist) throw notFound();
    const { rehash } = await checkPresskitPassword({
      store: app.store,
      hash: kit.passwordHash,
      given: request.headers.get("presskit-password"),
      keyId: key.id,
      kitId: kit.id,
      visitor: key.type === "publishable" ? clientIp : null,
    });
    // Upgrade a hash made at an older cost, after the answer; only if nobody changed it meanwhile.
    if (rehash) runAfter(() => db.update(presskits).set({ passwordHash: rehash }).where(and(eq(presskits.id, kit.id), eq(presskits.passwordHash, kit.passwordHash!))));
    const [genres, s] = await Promise.all([genreNames(db), site(db)]);
    return presskitDetailOut(kit, artistOut(artist, true, genres), s);
  },
});
