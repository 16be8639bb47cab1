/**
 * Every event route and the event lists and calendars hanging under artist, promoter and venue
 * pages. Declarations only: handlers live in the *-handlers.ts files next to this one, and every
 * read they make goes through the query modules (*-query.ts, visible.ts) with `ctx.crew`.
 */
import { z } from "zod";
import { listOf } from "@/lib/http/lists";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { SchemaOrgMusicEvent } from "../feeds/schema-org";
import { id32 } from "@/lib/http/schemas";
import { Album, Availability, Days, EventDetail, EventListItem, EventSummary, Fee, Presale, PromoterEventItem, TicketTier, Timetable } from "../schemas";
import { getEvent } from "./detail-handlers";
import { artistCalendar, eventCalendar, eventSchemaOrg, promoterCalendar } from "./feed-handlers";
import { listEvents } from "./list-handlers";
import { getGallery, listPresales } from "./media-handlers";
import { listArtistEvents, listPromoterEvents, listVenueEvents } from "./page-handlers";
import { EXPANDS, eventFilters, expandList, fromTo, pathId, searchQuery, status } from "./params";
import { getDays, getTimetable } from "./schedule-handlers";
import { getAvailability, getFees, listTicketTiers } from "./ticket-handlers";

const eventIdSibling = { event_id: id32() };

const REACH = "404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).";
const LIST_RULES =
  "Upcoming (the default `status`) means not ended yet, running events included, sorted soonest first; `past` and `all` sort latest first (undated events appear only in `all`, first). Cursor pagination (`limit` 1-100, default 25; `next_cursor`); no totals.";
const SUMMARY_SHAPE = "Items are event summaries: `starts_at`/`ends_at` UTC instants, `timezone`, `page_url` on the public site, `venue` as `{ id, name }` or null.";

const EVENT_FILTER_DOCS =
  "Filters (all optional, combined with AND): `status`, `from`/`to` (start at or after / at or before; a date-only `to` includes that whole day), `promoter_id` and `artist_id` (pages the crew manages; another id answers 404), `venue_id`, `genre` (any of up to 10 genre ids), `city` (whole name, case-insensitive), `country` (ISO 3166-1 alpha-2), `near=lat,lng` with `radius_km` (1-500, default 25; great-circle distance to the venue; `radius_km` without `near` is 400), `updated_since`, `has_tickets` (true: a public tier is on sale right now — inside its window, not sold out, not stopped; false: none is), `ids` (up to 50). `expand` is not accepted here (400 validation_error).";

export const listEventsEndpoint = defineEndpoint({
  id: "list_events",
  mcpTool: true,
  method: "GET",
  path: "/v1/events",
  tag: "Events",
  summary: "Events of the crew",
  description: `The crew's published events: events of its promoters, confirmed gigs of its roster artists (an unconfirmed set never brings an event in) and the agenda of its venues. ${LIST_RULES} ${EVENT_FILTER_DOCS} ${SUMMARY_SHAPE} Items also carry \`updated_at\`, for incremental sync with \`updated_since\`.`,
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  envelope: "list",
  query: eventFilters,
  response: listOf(EventListItem),
  errors: ["not_found", "invalid_cursor"],
  handler: (ctx) => listEvents(ctx),
});

export const searchEventsEndpoint = defineEndpoint({
  id: "search_events",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/search",
  tag: "Events",
  summary: "Search the crew's events",
  description: `Events of the crew whose title, description or confirmed line-up names contain every word of \`q\` (case-insensitive; 2 to 100 characters, required: missing or the wrong length is 400 validation_error). Takes every filter of GET /v1/events and sorts the same way (no relevance order). ${EVENT_FILTER_DOCS} ${SUMMARY_SHAPE} Items also carry \`updated_at\`.`,
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  envelope: "list",
  query: searchQuery,
  response: listOf(EventListItem),
  errors: ["not_found", "invalid_cursor"],
  handler: (ctx) => listEvents(ctx),
});

export const getEventEndpoint = defineEndpoint({
  id: "get_event",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}",
  tag: "Events",
  summary: "One event with its venue and line-up",
  description: `The event summary plus the full public-tier \`venue\` (null without one), \`genres\` and the \`lineup\`: one entry per artist of each confirmed set in running order (roster artists at the full tier with \`contact_emails\`, guests at the public tier with \`managed: false\`; a guest whose page is unpublished shows by name only; a custom act has \`id\` and \`artist_id\` null and its typed name). Set times are RFC 3339 in the event's own offset for that date, null without a recorded time and null for every set while the organiser keeps the timetable off. \`expand=ticket_tiers\` adds \`ticket_tiers\` (public tiers) and \`ticket_fee\` ({ percent, fixed, applies_to } of the payee); \`venue\` and \`lineup\` are accepted and already included; each value costs +1 work on an uncached call; other values answer 400 validation_error. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  envelope: "single",
  params: pathId,
  query: z.object({ expand: expandList(EXPANDS).optional().describe("Comma list of venue, lineup, ticket_tiers; only ticket_tiers adds anything (tiers and ticket_fee).") }),
  response: EventDetail,
  errors: ["not_found"],
  handler: (ctx) => getEvent(ctx),
});

export const listTicketTiersEndpoint = defineEndpoint({
  id: "list_event_ticket_tiers",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/ticket-tiers",
  tag: "Events",
  summary: "Ticket tiers of an event",
  description: `\`{ data: [tier] }\`: the event's public ticket tiers in the organiser's order, no pagination. Hidden tiers (sold through access codes) never appear, nor do stock counts, orders or buyers. \`status\` is derived now: off_sale (stopped by hand, or its sale window has closed), sold_out, scheduled (before its window) or on_sale. \`price\` is a decimal amount in \`currency\`. \`checkout_url\` opens the hosted checkout with that tier chosen: \`{site}/events/{event_id}/checkout?tier={tier_id}\`, plus \`&locale=xx\` when \`locale\` asks for another language than English. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 30,
  envelope: "small-list",
  params: pathId,
  response: z.object({ data: z.array(TicketTier).max(500) }),
  errors: ["not_found"],
  handler: (ctx) => listTicketTiers(ctx),
});

export const getAvailabilityEndpoint = defineEndpoint({
  id: "get_event_availability",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/availability",
  tag: "Events",
  summary: "Ticket availability of an event",
  description: `Whether tickets can be bought, never how many are left. Event \`status\`: no_tickets (no public tier), over (the event has ended, or every sale window has closed or was stopped), on_sale (a tier is on sale), scheduled (a tier is still to open), sold_out (what was on sale sold out and nothing is left to open). \`next_sale_start\` is the earliest start among tiers still to open (null when none; always null once the event is over). Each public tier gives its status and \`few_left\`: true only while on sale with at most a tenth of its initial stock left (at least 5). ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 30,
  envelope: "single",
  params: pathId,
  response: Availability,
  errors: ["not_found"],
  handler: (ctx) => getAvailability(ctx),
});

export const getFeesEndpoint = defineEndpoint({
  id: "get_event_fees",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/fees",
  tag: "Events",
  summary: "Booking fee of an event",
  description: `The fee model the hosted checkout applies, in EUR, from the event's payee (its first promoter). \`applies_to: "ticket"\` (default): each paid ticket carries round(price × percent + fixed) to the cent (a bundle counts as one ticket; free tickets carry nothing); total = subtotal + the sum of those fees. \`applies_to: "order"\` (older model): total = subtotal + subtotal × percent + fixed, once per paid order. When the payee cannot be resolved the platform's default per-ticket rate is returned. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: pathId,
  response: Fee,
  errors: ["not_found"],
  handler: (ctx) => getFees(ctx),
});

export const getDaysEndpoint = defineEndpoint({
  id: "get_event_days",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/days",
  tag: "Events",
  summary: "Festival days of an event with their slots",
  description: `The organiser's festival days in time order, or the whole event as one day when none are declared (named by its weekday in the \`locale\` language; 24 hours long when the event has no end). Each day gives \`date\` (local) and \`starts_at\`/\`ends_at\` in the event's own offset, and the slots starting inside it (start at or after the day's start, before its end) in running order, ties by stage order. A slot is one set: a back-to-back set has several \`artists\` and is named by the organiser's custom name or the names joined with " B2B "; \`artist_id\` is its first artist (null for a custom act). \`unscheduled\` lists, in the organiser's order, sets without a time or outside every day. With the timetable off, \`timetable_published\` is false, every day's \`slots\` is empty and every set is in \`unscheduled\` with null times. Unconfirmed sets never appear. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  envelope: "single",
  params: pathId,
  response: Days,
  errors: ["not_found"],
  handler: (ctx) => getDays(ctx),
});

export const getTimetableEndpoint = defineEndpoint({
  id: "get_event_timetable",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/timetable",
  tag: "Events",
  summary: "Timetable of an event by stage",
  description: `Slots grouped by stage: the organiser's declared stages first in their order, then undeclared stages alphabetically, stage-less sets last (\`stage: null\`); each stage in running order (start, then end). Only stages with a timed set appear; sets without a time are left out (see /days \`unscheduled\`). Times are RFC 3339 in the event's own offset for that date. With the timetable off, \`published\` is false and \`stages\` is empty. Unconfirmed sets never appear. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  envelope: "single",
  params: pathId,
  response: Timetable,
  errors: ["not_found"],
  handler: (ctx) => getTimetable(ctx),
});

const ICS_DOCS =
  "`text/calendar` (RFC 5545): METHOD:PUBLISH, times in UTC, lines folded at 75 octets; one VEVENT per event with a UID stable per event (`event-{id}@{site host}`), DTSTAMP (the event's last change), DTSTART, DTEND (the start when no end is recorded), SUMMARY (title), LOCATION (venue name and address), URL (event page) and a DESCRIPTION of the organiser's text followed by a line-up line and a tickets line whose labels follow `locale`. Served `Content-Disposition: inline`.";

export const getEventCalendarEndpoint = defineEndpoint({
  id: "get_event_calendar",
  method: "GET",
  path: "/v1/events/{id}/ics",
  tag: "Events",
  summary: "iCalendar file of an event",
  description: `${ICS_DOCS} Calendar named after the event; file name \`event-{id}.ics\`. ${REACH} Also 404 when the event has no start date.`,
  scopes: ["read:events"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: pathId,
  response: z.string().describe("An iCalendar document."),
  contentType: "text/calendar",
  errors: ["not_found"],
  handler: (ctx) => eventCalendar(ctx),
});

export const getEventSchemaOrgEndpoint = defineEndpoint({
  id: "get_event_schema_org",
  method: "GET",
  path: "/v1/events/{id}/schema-org",
  tag: "Events",
  summary: "schema.org JSON-LD of an event",
  description: `A schema.org \`MusicEvent\` to embed in a page inside a script element of type \`application/ld+json\`: name, url, eventStatus, eventAttendanceMode, description, startDate/endDate (ISO 8601 in the event's own offset), image (array), location (Place with a PostalAddress), performer (PerformingGroups from the published timetable, each name once; empty while the timetable is off), organizer (the first published promoter) and offers (one Offer per public tier with price, currency, availability, checkout url and validFrom). ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: pathId,
  response: SchemaOrgMusicEvent,
  contentType: "application/ld+json",
  errors: ["not_found"],
  handler: async (ctx) => (await eventSchemaOrg(ctx)) as unknown as z.input<typeof SchemaOrgMusicEvent>,
});

export const getGalleryEndpoint = defineEndpoint({
  id: "get_event_gallery",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/gallery",
  tag: "Events",
  summary: "Photo albums of an event",
  description: `\`{ event_id, data: [album] }\`: the event's public albums in the organiser's order, each with its first 200 finished photos (in album order) and \`photo_count\`, the number of finished photos. Private albums and photos still uploading never appear. No pagination. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 300,
  envelope: "small-list",
  params: pathId,
  response: z.object({ ...eventIdSibling, data: z.array(Album).max(1000) }),
  errors: ["not_found"],
  handler: (ctx) => getGallery(ctx),
});

export const listPresalesEndpoint = defineEndpoint({
  id: "list_event_presales",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/presales",
  tag: "Events",
  summary: "Presales of an event",
  description: `\`{ event_id, data: [presale] }\`: the event's presales in the organiser's order; drafts never appear. \`registration_open\` is true while the presale is open and now is inside its registration window (a missing bound does not limit it). \`url\` is the public sign-up page, \`{site}/events/{event_id}/presale/{token}\`. Products, caps, the selection rule, the promoter and the mailing list are never exposed. ${REACH}`,
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  envelope: "small-list",
  params: pathId,
  response: z.object({ ...eventIdSibling, data: z.array(Presale).max(1000) }),
  errors: ["not_found"],
  handler: (ctx) => listPresales(ctx),
});

export const listArtistEventsEndpoint = defineEndpoint({
  id: "list_artist_events",
  mcpTool: true,
  method: "GET",
  path: "/v1/artists/{id}/events",
  tag: "Artists",
  summary: "Gigs of a roster artist",
  description: `Published events where the artist has a confirmed set (an unconfirmed set never counts). Roster artists only, unpublished ones included; any other id answers 404. Params: \`status\`, \`limit\`, \`cursor\` (no \`from\`, \`to\` or \`expand\`). ${LIST_RULES} ${SUMMARY_SHAPE}`,
  scopes: ["read:artists", "read:events"],
  publishable: true,
  cache: 120,
  envelope: "list",
  params: pathId,
  query: z.object({ status: status() }),
  response: listOf(EventSummary),
  errors: ["not_found", "invalid_cursor"],
  handler: (ctx) => listArtistEvents(ctx),
});

export const getArtistCalendarEndpoint = defineEndpoint({
  id: "get_artist_calendar",
  method: "GET",
  path: "/v1/artists/{id}/ics",
  tag: "Artists",
  summary: "iCalendar feed of a roster artist's gigs",
  description: `${ICS_DOCS} The artist's upcoming confirmed gigs with a start date, soonest first, at most 100; calendar named "Events of {artist}" in the \`locale\` language; file name \`artist-{id}.ics\`. 404 when the artist is not on the roster or its page is not published.`,
  scopes: ["read:artists", "read:events"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: pathId,
  response: z.string().describe("An iCalendar document."),
  contentType: "text/calendar",
  errors: ["not_found"],
  handler: (ctx) => artistCalendar(ctx),
});

export const listPromoterEventsEndpoint = defineEndpoint({
  id: "list_promoter_events",
  mcpTool: true,
  method: "GET",
  path: "/v1/promoters/{id}/events",
  tag: "Promoters",
  summary: "Events of a managed promoter",
  description: `Published events of one promoter the crew manages (published page; any other id answers 404). Params: \`status\`, \`from\`, \`to\` (start at or after / at or before; a date-only \`to\` includes that whole day), \`expand\`, \`limit\`, \`cursor\`. ${LIST_RULES} ${SUMMARY_SHAPE} \`expand\` (comma list, each +1 work on an uncached call): \`venue\` turns \`venue\` into the full public venue; \`lineup\` adds the line-up and \`ticket_tiers\` the public tiers, shaped as in GET /v1/events/{id}. Unknown values answer 400 validation_error.`,
  scopes: ["read:promoters", "read:events"],
  publishable: true,
  cache: 60,
  envelope: "list",
  params: pathId,
  query: z.object({ status: status(), ...fromTo, expand: expandList(EXPANDS).optional().describe("Comma list of venue, lineup, ticket_tiers.") }),
  response: listOf(PromoterEventItem),
  errors: ["not_found", "invalid_cursor"],
  handler: (ctx) => listPromoterEvents(ctx),
});

export const getPromoterCalendarEndpoint = defineEndpoint({
  id: "get_promoter_calendar",
  method: "GET",
  path: "/v1/promoters/{id}/ics",
  tag: "Promoters",
  summary: "iCalendar feed of a managed promoter's events",
  description: `${ICS_DOCS} The promoter's upcoming published events with a start date, soonest first, at most 100; calendar named "Events of {promoter}" in the \`locale\` language; file name \`promoter-{id}.ics\`. 404 when the promoter is not managed by the crew or not published.`,
  scopes: ["read:promoters", "read:events"],
  publishable: true,
  cache: 300,
  envelope: "single",
  params: pathId,
  response: z.string().describe("An iCalendar document."),
  contentType: "text/calendar",
  errors: ["not_found"],
  handler: (ctx) => promoterCalendar(ctx),
});

export const listVenueEventsEndpoint = defineEndpoint({
  id: "list_venue_events",
  mcpTool: true,
  method: "GET",
  path: "/v1/venues/{id}/events",
  tag: "Venues",
  summary: "Agenda of a venue",
  description: `The crew's published events at one venue: every published event of a venue the crew manages, and for a venue the crew only plays at, the crew's own events there. The venue must be reachable (managed, or hosting an event of the crew graph, and published); any other id answers 404. Params: \`status\`, \`from\`, \`to\`, \`limit\`, \`cursor\`. ${LIST_RULES} ${SUMMARY_SHAPE} Items also carry \`updated_at\`.`,
  scopes: ["read:venues", "read:events"],
  publishable: true,
  cache: 60,
  envelope: "list",
  params: pathId,
  query: z.object({ status: status(), ...fromTo }).superRefine((v, ctx) => {
    if (v.from && v.to && v.from.at.getTime() > v.to.at.getTime()) ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before `from`." });
  }),
  response: listOf(EventListItem),
  errors: ["not_found", "invalid_cursor"],
  handler: (ctx) => listVenueEvents(ctx),
});

export const eventsEndpoints: Endpoint[] = [
  listEventsEndpoint,
  searchEventsEndpoint,
  getEventEndpoint,
  listTicketTiersEndpoint,
  getAvailabilityEndpoint,
  getFeesEndpoint,
  getDaysEndpoint,
  getTimetableEndpoint,
  getEventCalendarEndpoint,
  getEventSchemaOrgEndpoint,
  getGalleryEndpoint,
  listPresalesEndpoint,
  listArtistEventsEndpoint,
  getArtistCalendarEndpoint,
  listPromoterEventsEndpoint,
  getPromoterCalendarEndpoint,
  listVenueEventsEndpoint,
];
