/**
 * Promoters: the crew's promoters, one promoter, the venues it uses and the artists it books.
 * Its events and feed: lib/catalogue/events.
 */
import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { listOf, pageOf, smallListOf } from "@/lib/http/lists";
import { ArtistWithBookings, Promoter, VenueWithEvents } from "../schemas";
import { artistOut, venueOut } from "../serialize";
import { promoterArtists, promoterVenues } from "./bookings-query";
import { managedPromoter, managedPromoterPage } from "./reach";

const IdParams = z.object({ id: q.positiveId() });

export const listPromoters = defineEndpoint({
  id: "list_promoters",
  mcpTool: true,
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
  handler: async ({ crew, query, page }) => {
    const [found, genres] = await Promise.all([managedPromoterPage(crew, query, page), crew.genres()]);
    return pageOf(
      found,
      page.limit,
      (p) => artistOut(p, true, genres),
      (p) => [p.name, p.id],
    );
  },
});

export const getPromoter = defineEndpoint({
  id: "get_promoter",
  mcpTool: true,
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
  handler: async ({ crew, params }) => {
    const [row, genres] = await Promise.all([managedPromoter(crew, params.id), crew.genres()]);
    if (!row) throw notFound();
    return artistOut(row, true, genres);
  },
});

export const listPromoterVenues = defineEndpoint({
  id: "list_promoter_venues",
  mcpTool: true,
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
  handler: async ({ crew, params }) => {
    const promoter = await managedPromoter(crew, params.id);
    if (!promoter) throw notFound();
    const [found, genres] = await Promise.all([promoterVenues(crew, promoter), crew.genres()]);
    return { data: found.map((r) => ({ ...venueOut(r.row, r.managed, genres), event_count: r.eventCount })) };
  },
});

export const listPromoterArtists = defineEndpoint({
  id: "list_promoter_artists",
  mcpTool: true,
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
  handler: async ({ crew, params }) => {
    const promoter = await managedPromoter(crew, params.id);
    if (!promoter) throw notFound();
    const [found, genres] = await Promise.all([promoterArtists(crew, promoter), crew.genres()]);
    return { data: found.map((r) => ({ ...artistOut(r.row, r.managed, genres), booking_count: r.bookingCount })) };
  },
});

export const promotersEndpoints: Endpoint[] = [listPromoters, getPromoter, listPromoterVenues, listPromoterArtists];
