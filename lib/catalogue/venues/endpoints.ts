/** Venues: list, one venue, its capacity. Its agenda: lib/catalogue/events. */
import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { listOf, pageOf } from "@/lib/http/lists";
import { Capacity, Venue } from "../schemas";
import { capacityOf, venueOut } from "../serialize";
import { reachableVenue, reachableVenuePage } from "./reach";

const IdParams = z.object({ id: q.positiveId() });

export const listVenues = defineEndpoint({
  id: "list_venues",
  mcpTool: true,
  method: "GET",
  path: "/v1/venues",
  tag: "Venues",
  summary: "Venues the crew manages or plays",
  description: [
    "Published venues the crew manages (`managed: true`) and published venues hosting a published event of the crew graph (`managed: false`), each with its capacity. Sorted by name ascending (ties by id).",
    "",
    "`q` keeps venues whose name contains the text (case-insensitive); `ids` (up to 50) looks up those venues, silently leaving out ids outside the crew's reach.",
  ].join("\n"),
  scopes: ["read:venues"],
  publishable: true,
  cache: 300,
  envelope: "list",
  query: z.object({ q: q.text(2, 100).optional(), ids: q.idList(50).optional() }),
  response: listOf(Venue),
  errors: ["validation_error", "invalid_cursor"],
  handler: async ({ crew, query, page }) => {
    const [found, genres] = await Promise.all([reachableVenuePage(crew, query, page), crew.genres()]);
    return pageOf(
      found,
      page.limit,
      (r) => venueOut(r.row, r.managed, genres),
      (r) => [r.row.name, r.row.id],
    );
  },
});

export const getVenue = defineEndpoint({
  id: "get_venue",
  mcpTool: true,
  method: "GET",
  path: "/v1/venues/{id}",
  tag: "Venues",
  summary: "One venue",
  description:
    "One published venue with its capacity and `managed`, reachable when the crew manages it or it hosts a published event of the crew graph. Any other id (malformed, unknown, unpublished, outside the graph) answers the same 404 `not_found`.",
  scopes: ["read:venues"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: IdParams,
  response: Venue,
  errors: ["not_found"],
  handler: async ({ crew, params }) => {
    const [found, genres] = await Promise.all([reachableVenue(crew, params.id), crew.genres()]);
    if (!found) throw notFound();
    return venueOut(found.row, found.managed, genres);
  },
});

export const getVenueCapacity = defineEndpoint({
  id: "get_venue_capacity",
  mcpTool: true,
  method: "GET",
  path: "/v1/venues/{id}/capacity",
  tag: "Venues",
  summary: "Capacity of a venue",
  description:
    "The venue's capacity: `layouts` are alternative setups of one room (standing, seated, theatre, cabaret, banquet, cocktail, classroom), never summed; `max` is the largest of them. With no stated capacity `max` is null and `layouts` is `{}`. Same reach and 404 as `GET /v1/venues/{id}`.",
  scopes: ["read:venues"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: IdParams,
  response: z.object({ venue_id: z.int(), ...Capacity.shape }).meta({ id: "VenueCapacity" }),
  errors: ["not_found"],
  handler: async ({ crew, params }) => {
    const found = await reachableVenue(crew, params.id);
    if (!found) throw notFound();
    return { venue_id: found.row.id, ...capacityOf(found.row.capacity) };
  },
});

export const venuesEndpoints: Endpoint[] = [listVenues, getVenue, getVenueCapacity];
