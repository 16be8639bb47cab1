/**
 * The API's resource shapes of the catalogue (pages, events, tickets, timetables), as zod schemas:
 * the response schemas of every catalogue route, the OpenAPI components and the MCP output schemas
 * come from here. The bounded primitives are the contract layer's (lib/http/schemas.ts); the
 * content's shapes (news, partners, press kits, forms) are lib/content/schemas.ts.
 */
import { z } from "zod";
import { count32, id32, name, text, ts, url, word } from "@/lib/http/schemas";

/** RFC 3339 with the event's own offset, e.g. 2026-12-05T22:00:00+01:00. */
const localTime = () => z.iso.datetime({ offset: true }).max(40).describe("RFC 3339 with the event's own UTC offset for that date (wall-clock digits as the organiser typed them).");

export const ContactEmail = z.object({ type: word(), value: z.string().max(320) });

const genreNames = () => z.array(name()).max(200);
const links = () => z.record(word(), url()).nullable();

const pageFields = {
  id: id32(),
  name: name(),
  image_url: url().nullable(),
  description: text().nullable(),
  genres: genreNames().describe("Genre names."),
  links: links().describe("Keyed by network; never holds an email."),
  is_verified: z.boolean(),
  managed: z.boolean().describe("True for pages the crew manages."),
  contact_emails: z.array(ContactEmail).max(100).optional().describe("Managed (full) tier only; absent at the public tier."),
};

export const Artist = z.object(pageFields).meta({ id: "Artist" });
export const ArtistWithBookings = z.object({ ...pageFields, booking_count: count32().describe("Events (not sets) with this promoter.") }).meta({ id: "ArtistWithBookings" });
export const Promoter = z.object(pageFields).meta({ id: "Promoter" });

export const Capacity = z
  .object({
    max: count32().nullable().describe("The largest layout figure; null with no stated capacity."),
    // partialRecord: a record keyed by an enum is exhaustive in zod 4, and a venue states only some layouts.
    layouts: z.partialRecord(z.enum(["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"]), count32()).describe("Alternative setups of one room, never summed."),
  })
  .meta({ id: "Capacity" });

export const Location = z
  .object({ address: name(), city: name().optional(), country: word().optional(), lat: z.number().optional(), lng: z.number().optional() })
  .meta({ id: "Location" });

const venueFields = {
  id: id32(),
  name: name(),
  image_url: url().nullable(),
  description: text().nullable(),
  location: Location.nullable(),
  genres: genreNames(),
  links: links().describe("Null when empty."),
};
/** Venue as embedded in an event (public tier). */
export const VenuePublic = z.object(venueFields).meta({ id: "VenuePublic" });
export const Venue = z.object({ ...venueFields, capacity: Capacity, managed: z.boolean() }).meta({ id: "Venue" });
export const VenueWithEvents = z.object({ ...venueFields, capacity: Capacity, managed: z.boolean(), event_count: count32() }).meta({ id: "VenueWithEventCount" });

export const VenueRef = z.object({ id: id32(), name: name() }).meta({ id: "VenueRef" });

const eventSummaryFields = {
  id: id32(),
  title: name(),
  description: text(),
  starts_at: ts().nullable().describe("UTC instant."),
  ends_at: ts().nullable().describe("UTC instant."),
  timezone: word().describe("IANA time zone of the event."),
  image_url: url().nullable(),
  type: word(),
  page_url: url(),
  venue: VenueRef.nullable(),
};
export const EventSummary = z.object(eventSummaryFields).meta({ id: "EventSummary" });
/** Summary as `GET /v1/events`, its search and the venue agenda give it. */
export const EventListItem = z.object({ ...eventSummaryFields, updated_at: ts() }).meta({ id: "EventListItem" });

export const LineupEntry = z
  .object({
    ...pageFields,
    id: id32().nullable().describe("The artist's id; null for a custom act."),
    artist_id: id32().nullable().describe("Null for a custom, non-linked act; its typed name is in `name`."),
    stage: name().nullable(),
    start_time: localTime().nullable().describe("Null without a recorded time, and for every set while the timetable is off."),
    end_time: localTime().nullable(),
  })
  .meta({ id: "LineupEntry" });

export const TicketTier = z
  .object({
    id: word(),
    name: name(),
    description: text().nullable(),
    price: z.number().describe("Decimal amount in currency units."),
    currency: z.string().max(3),
    status: z.enum(["on_sale", "scheduled", "sold_out", "off_sale"]),
    sale_start: ts(),
    sale_end: ts(),
    max_per_order: count32(),
    checkout_url: url(),
  })
  .meta({ id: "TicketTier" });

export const Fee = z
  .object({ event_id: id32(), percent: z.number(), fixed: z.number(), applies_to: z.enum(["ticket", "order"]) })
  .meta({ id: "Fee" });
export const TicketFee = z.object({ percent: z.number(), fixed: z.number(), applies_to: z.enum(["ticket", "order"]) }).meta({ id: "TicketFee" });

export const EventDetail = z
  .object({
    ...eventSummaryFields,
    venue: VenuePublic.nullable().describe("The full public-tier venue."),
    lineup: z.array(LineupEntry).max(2000),
    genres: genreNames(),
    ticket_tiers: z.array(TicketTier).max(500).optional().describe("With expand=ticket_tiers."),
    ticket_fee: TicketFee.optional().describe("With expand=ticket_tiers."),
  })
  .meta({ id: "EventDetail" });

/** Promoter events with expand: venue becomes the public venue, lineup and ticket_tiers join. */
export const PromoterEventItem = z
  .object({
    ...eventSummaryFields,
    venue: z.union([VenuePublic, VenueRef]).nullable().describe("{ id, name } by default; the full public venue with expand=venue."),
    lineup: z.array(LineupEntry).max(2000).optional(),
    ticket_tiers: z.array(TicketTier).max(500).optional(),
  })
  .meta({ id: "PromoterEventItem" });

export const Availability = z
  .object({
    event_id: id32(),
    status: z.enum(["on_sale", "scheduled", "sold_out", "over", "no_tickets"]),
    next_sale_start: ts().nullable(),
    tiers: z.array(
      z.object({
        id: word(),
        name: name(),
        status: z.enum(["on_sale", "scheduled", "sold_out", "off_sale"]),
        few_left: z.boolean(),
        sale_start: ts(),
        sale_end: ts(),
      }),
    ).max(500),
  })
  .meta({ id: "Availability" });

export const SlotArtist = z.object({ id: id32(), name: name(), managed: z.boolean() });
export const Slot = z
  .object({
    name: z.string().max(5000).describe("The organiser's custom name, else the artist names joined with ' B2B '."),
    artist_id: id32().nullable(),
    artists: z.array(SlotArtist).max(100),
    stage: name().nullable(),
    start_time: localTime().nullable(),
    end_time: localTime().nullable(),
  })
  .meta({ id: "Slot" });

export const Days = z
  .object({
    event_id: id32(),
    timezone: word(),
    timetable_published: z.boolean(),
    data: z.array(z.object({ name: name(), date: z.iso.date().max(10), starts_at: localTime(), ends_at: localTime(), slots: z.array(Slot).max(2000) })).max(400),
    unscheduled: z.array(Slot).max(2000),
  })
  .meta({ id: "Days" });

export const Timetable = z
  .object({
    event_id: id32(),
    timezone: word(),
    published: z.boolean(),
    stages: z.array(z.object({ stage: name().nullable(), slots: z.array(Slot).max(2000) })).max(500),
  })
  .meta({ id: "Timetable" });

export const Album = z
  .object({
    id: id32(),
    name: name(),
    description: text().nullable(),
    photos: z.array(z.object({ id: id32(), url: url(), width: count32(), height: count32() })).max(200).describe("The first 200 finished uploads."),
    photo_count: count32(),
  })
  .meta({ id: "Album" });

export const Presale = z
  .object({
    token: word(),
    status: word(),
    registration_open: z.boolean(),
    registration_opens_at: ts().nullable(),
    registration_closes_at: ts().nullable(),
    featured: z.boolean(),
    featured_mode: word(),
    teaser: z.object({ title: name(), subtitle: name(), image_url: url().nullable(), description: text() }),
    url: url(),
  })
  .meta({ id: "Presale" });
