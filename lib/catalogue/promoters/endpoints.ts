/**
 * Promoters (spec 4.4): the crew's promoters, one promoter, the venues it uses and the artists it
 * books. Its events and feed: lib/catalogue/events.
 */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { artists, eventPromoters, events, lineupSetArtists, lineupSets, pageManagers, promoters, venues } from "@/lib/db/schema";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { keyOf, likeContains, listOf, pageOf, smallListOf } from "@/lib/content/lists";
import { genreNames } from "../genres";
import { ArtistWithBookings, Promoter, VenueWithEvents } from "../schemas";
import { artistOut, venueOut } from "../serialize";
import { venueManaged } from "../venues/reach";
import { managedPromoter } from "./reach";

const IdParams = z.object({ id: q.positiveId() });

export const listPromoters = defineEndpoint({
  id: "list_promoters",
  method: "GET",
  path: "/v1/promoters",
  tag: "Promoters",
  summary: "The crew's promoters",
  description: [
    "Every published promoter the crew manages, at the full tier (with `contact_emails`). Sorted by name ascending (ties by id).",
    "",
    "`q` keeps promoters whose name contains the text (case-insensitive); `updated_since` keeps promoters changed at or after that instant (the artist list's filters, without `genre`); `ids` (up to 50) looks up those promoters, silently leaving out ids the crew does not manage or that are unpublished. Promoter fields beyond the artist shape are not part of v1.",
  ].join("\n"),
  scopes: ["read:promoters"],
  publishable: true,
  cache: 300,
  envelope: "list",
  query: z.object({ q: q.text(2, 100).optional(), updated_since: q.instant().optional(), ids: q.idList(50).optional() }),
  response: listOf(Promoter),
  errors: ["validation_error", "invalid_cursor"],
  handler: async ({ auth, db, query, page }) => {
    const after = keyOf(page.after, "string", "number");
    const where: SQL[] = [eq(promoters.published, true)];
    if (query.q) where.push(sql`lower(${promoters.name}) like ${likeContains(query.q)}`);
    if (query.updated_since) where.push(gte(promoters.updatedAt, query.updated_since));
    if (query.ids) where.push(inArray(promoters.id, query.ids));
    if (after) where.push(sql`(${promoters.name}, ${promoters.id}) > (${after[0]}, ${after[1]})`);
    const [found, genres] = await Promise.all([
      db
        .select({ p: promoters })
        .from(promoters)
        .innerJoin(pageManagers, and(eq(pageManagers.crewId, auth!.crew.id), eq(pageManagers.pageType, "promoter"), eq(pageManagers.pageId, promoters.id)))
        .where(and(...where))
        .orderBy(asc(promoters.name), asc(promoters.id))
        .limit(page.limit + 1),
      genreNames(db),
    ]);
    return pageOf(
      found,
      page.limit,
      (r) => artistOut(r.p, true, genres),
      (r) => [r.p.name, r.p.id],
    );
  },
});

export const getPromoter = defineEndpoint({
  id: "get_promoter",
  method: "GET",
  path: "/v1/promoters/{id}",
  tag: "Promoters",
  summary: "One managed promoter",
  description: "One published promoter the crew manages, at the full tier. Malformed or unknown ids, promoters the crew does not manage and unpublished promoters all answer the same 404 `not_found`.",
  scopes: ["read:promoters"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: IdParams,
  response: Promoter,
  errors: ["not_found"],
  handler: async ({ auth, db, params }) => {
    const [row, genres] = await Promise.all([managedPromoter(db, auth!.crew.id, params.id), genreNames(db)]);
    if (!row) throw notFound();
    return artistOut(row, true, genres);
  },
});

export const listPromoterVenues = defineEndpoint({
  id: "list_promoter_venues",
  method: "GET",
  path: "/v1/promoters/{id}/venues",
  tag: "Promoters",
  summary: "Venues a promoter uses",
  description:
    "The published venues hosting the promoter's published events (past and upcoming), each with its capacity, `managed` (whether the crew manages the venue) and `event_count` (the promoter's published events there). Most used first; ties by venue name, then id. No pagination. 404 when the promoter is not a published promoter of the crew.",
  scopes: ["read:promoters", "read:venues"],
  publishable: true,
  cache: 300,
  envelope: "small-list",
  params: IdParams,
  response: smallListOf(VenueWithEvents),
  errors: ["not_found"],
  handler: async ({ auth, db, params }) => {
    const crewId = auth!.crew.id;
    const promoter = await managedPromoter(db, crewId, params.id);
    if (!promoter) throw notFound();
    const count = sql<number>`count(distinct ${events.id})::int`;
    const [found, genres] = await Promise.all([
      db
        .select({ v: venues, managed: venueManaged(crewId), n: count })
        .from(eventPromoters)
        .innerJoin(events, and(eq(events.id, eventPromoters.eventId), eq(events.published, true)))
        .innerJoin(venues, and(eq(venues.id, events.venueId), eq(venues.published, true)))
        .where(eq(eventPromoters.promoterId, promoter.id))
        .groupBy(venues.id)
        .orderBy(desc(count), asc(venues.name), asc(venues.id)),
      genreNames(db),
    ]);
    return { data: found.map((r) => ({ ...venueOut(r.v, Boolean(r.managed), genres), event_count: Number(r.n) })) };
  },
});

export const listPromoterArtists = defineEndpoint({
  id: "list_promoter_artists",
  method: "GET",
  path: "/v1/promoters/{id}/artists",
  tag: "Promoters",
  summary: "Artists a promoter books",
  description: [
    "Artists on confirmed sets of the promoter's published events (past and upcoming), each with `booking_count`: the number of those events the artist plays (a festival with two sets counts once). Most booked first; ties by name, then id. No pagination.",
    "",
    "Roster artists come at the full tier (`managed: true`, with `contact_emails`, also while unpublished); other artists at the public tier (`managed: false`, no `contact_emails`), and only while their page is published. Unconfirmed sets and custom acts without an artist page never count. 404 when the promoter is not a published promoter of the crew.",
  ].join("\n"),
  scopes: ["read:promoters", "read:artists"],
  publishable: true,
  cache: 300,
  envelope: "small-list",
  params: IdParams,
  response: smallListOf(ArtistWithBookings),
  errors: ["not_found"],
  handler: async ({ auth, db, params }) => {
    const crewId = auth!.crew.id;
    const promoter = await managedPromoter(db, crewId, params.id);
    if (!promoter) throw notFound();
    const count = sql<number>`count(distinct ${lineupSets.eventId})::int`;
    const managed = sql<boolean>`exists (select 1 from ${pageManagers} where ${pageManagers.crewId} = ${crewId} and ${pageManagers.pageType} = 'artist' and ${pageManagers.pageId} = ${artists.id})`;
    const [found, genres] = await Promise.all([
      db
        .select({ a: artists, managed, n: count })
        .from(eventPromoters)
        .innerJoin(events, and(eq(events.id, eventPromoters.eventId), eq(events.published, true)))
        .innerJoin(lineupSets, and(eq(lineupSets.eventId, events.id), eq(lineupSets.confirmed, true)))
        .innerJoin(lineupSetArtists, eq(lineupSetArtists.setId, lineupSets.id))
        .innerJoin(artists, eq(artists.id, lineupSetArtists.artistId))
        .where(eq(eventPromoters.promoterId, promoter.id))
        .groupBy(artists.id)
        .having(sql`${artists.published} or ${managed}`)
        .orderBy(desc(count), asc(artists.name), asc(artists.id)),
      genreNames(db),
    ]);
    return { data: found.map((r) => ({ ...artistOut(r.a, Boolean(r.managed), genres), booking_count: Number(r.n) })) };
  },
});

export const promotersEndpoints: Endpoint[] = [listPromoters, getPromoter, listPromoterVenues, listPromoterArtists];
