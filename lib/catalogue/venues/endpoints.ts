/** Venues (spec 4.6): list, one venue, its capacity. Its agenda: lib/catalogue/events. */
import { and, asc, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { venues } from "@/lib/db/schema";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { keyOf, likeContains, listOf, pageOf } from "@/lib/content/lists";
import { genreNames } from "../genres";
import { Capacity, Venue } from "../schemas";
import { capacityOf, venueOut } from "../serialize";
import { reachableVenue, venueManaged, venueReachable } from "./reach";

const IdParams = z.object({ id: q.positiveId() });

export const listVenues = defineEndpoint({
  id: "list_venues",
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
  handler: async ({ auth, db, query, page }) => {
    const crewId = auth!.crew.id;
    const after = keyOf(page.after, "string", "number");
    const where: SQL[] = [venueReachable(crewId)];
    if (query.q) where.push(sql`lower(${venues.name}) like ${likeContains(query.q)}`);
    if (query.ids) where.push(inArray(venues.id, query.ids));
    if (after) where.push(sql`(${venues.name}, ${venues.id}) > (${after[0]}, ${after[1]})`);
    const [found, genres] = await Promise.all([
      db
        .select({ v: venues, managed: venueManaged(crewId) })
        .from(venues)
        .where(and(...where))
        .orderBy(asc(venues.name), asc(venues.id))
        .limit(page.limit + 1),
      genreNames(db),
    ]);
    return pageOf(
      found,
      page.limit,
      (r) => venueOut(r.v, Boolean(r.managed), genres),
      (r) => [r.v.name, r.v.id],
    );
  },
});

export const getVenue = defineEndpoint({
  id: "get_venue",
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
  handler: async ({ auth, db, params }) => {
    const [found, genres] = await Promise.all([reachableVenue(db, auth!.crew.id, params.id), genreNames(db)]);
    if (!found) throw notFound();
    return venueOut(found.row, found.managed, genres);
  },
});

export const getVenueCapacity = defineEndpoint({
  id: "get_venue_capacity",
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
  handler: async ({ auth, db, params }) => {
    const found = await reachableVenue(db, auth!.crew.id, params.id);
    if (!found) throw notFound();
    return { venue_id: found.row.id, ...capacityOf(found.row.capacity) };
  },
});

export const venuesEndpoints: Endpoint[] = [listVenues, getVenue, getVenueCapacity];
