/**
 * The API's resource shapes, as zod schemas: the response schemas of every catalogue route,
 * the OpenAPI components and the MCP output schemas all come from here.
 */
import { z } from "zod";

const ts = () => z.iso.datetime({ offset: true });
/** RFC 3339 with the event's own offset, e.g. 2026-12-05T22:00:00+01:00. */
const localTime = () => z.iso.datetime({ offset: true }).describe("RFC 3339 with the event's own UTC offset for that date (wall-clock digits as the organiser typed them).");

export const ContactEmail = z.object({ type: z.string(), value: z.string() });

const pageFields = {
  id: z.int(),
  name: z.string(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  genres: z.array(z.string()).describe("Genre names."),
  links: z.record(z.string(), z.string()).nullable().describe("Keyed by network; never holds an email."),
  is_verified: z.boolean(),
  managed: z.boolean().describe("True for pages the crew manages."),
  contact_emails: z.array(ContactEmail).optional().describe("Managed (full) tier only; absent at the public tier."),
};

export const Artist = z.object(pageFields).meta({ id: "Artist" });
export const ArtistWithBookings = z.object({ ...pageFields, booking_count: z.int().describe("Events (not sets) with this promoter.") }).meta({ id: "ArtistWithBookings" });
export const Promoter = z.object(pageFields).meta({ id: "Promoter" });

export const Capacity = z
  .object({
    max: z.int().nullable().describe("The largest layout figure; null with no stated capacity."),
    // partialRecord: a record keyed by an enum is exhaustive in zod 4, and a venue states only some layouts.
    layouts: z.partialRecord(z.enum(["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"]), z.int()).describe("Alternative setups of one room, never summed."),
  })
  .meta({ id: "Capacity" });

export const Location = z
  .object({ address: z.string(), city: z.string().optional(), country: z.string().optional(), lat: z.number().optional(), lng: z.number().optional() })
  .meta({ id: "Location" });

const venueFields = {
  id: z.int(),
  name: z.string(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  location: Location.nullable(),
  genres: z.array(z.string()),
  links: z.record(z.string(), z.string()).nullable().describe("Null when empty."),
};
/** Venue as embedded in an event (public tier). */
export const VenuePublic = z.object(venueFields).meta({ id: "VenuePublic" });
export const Venue = z.object({ ...venueFields, capacity: Capacity, managed: z.boolean() }).meta({ id: "Venue" });
export const VenueWithEvents = z.object({ ...venueFields, capacity: Capacity, managed: z.boolean(), event_count: z.int() }).meta({ id: "VenueWithEventCount" });

export const VenueRef = z.object({ id: z.int(), name: z.string() }).meta({ id: "VenueRef" });

const eventSummaryFields = {
  id: z.int(),
  title: z.string(),
  description: z.string(),
  starts_at: ts().nullable().describe("UTC instant."),
  ends_at: ts().nullable().describe("UTC instant."),
  timezone: z.string().describe("IANA time zone of the event."),
  image_url: z.string().nullable(),
  type: z.string(),
  page_url: z.string(),
  venue: VenueRef.nullable(),
};
export const EventSummary = z.object(eventSummaryFields).meta({ id: "EventSummary" });
/** Summary as `GET /v1/events`, its search and the venue agenda give it. */
export const EventListItem = z.object({ ...eventSummaryFields, updated_at: ts() }).meta({ id: "EventListItem" });

export const LineupEntry = z
  .object({
    ...pageFields,
    id: z.int().nullable().describe("The artist's id; null for a custom act."),
    artist_id: z.int().nullable().describe("Null for a custom, non-linked act; its typed name is in `name`."),
    stage: z.string().nullable(),
    start_time: localTime().nullable().describe("Null without a recorded time, and for every set while the timetable is off."),
    end_time: localTime().nullable(),
  })
  .meta({ id: "LineupEntry" });

export const TicketTier = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().describe("Decimal amount in currency units."),
    currency: z.string(),
    status: z.enum(["on_sale", "scheduled", "sold_out", "off_sale"]),
    sale_start: ts(),
    sale_end: ts(),
    max_per_order: z.int(),
    checkout_url: z.string(),
  })
  .meta({ id: "TicketTier" });

export const Fee = z
  .object({ event_id: z.int(), percent: z.number(), fixed: z.number(), applies_to: z.enum(["ticket", "order"]) })
  .meta({ id: "Fee" });
export const TicketFee = z.object({ percent: z.number(), fixed: z.number(), applies_to: z.enum(["ticket", "order"]) }).meta({ id: "TicketFee" });

export const EventDetail = z
  .object({
    ...eventSummaryFields,
    venue: VenuePublic.nullable().describe("The full public-tier venue."),
    lineup: z.array(LineupEntry),
    genres: z.array(z.string()),
    ticket_tiers: z.array(TicketTier).optional().describe("With expand=ticket_tiers."),
    ticket_fee: TicketFee.optional().describe("With expand=ticket_tiers."),
  })
  .meta({ id: "EventDetail" });

/** Promoter events with expand: venue becomes the public venue, lineup and ticket_tiers join. */
export const PromoterEventItem = z
  .object({
    ...eventSummaryFields,
    venue: z.union([VenuePublic, VenueRef]).nullable().describe("{ id, name } by default; the full public venue with expand=venue."),
    lineup: z.array(LineupEntry).optional(),
    ticket_tiers: z.array(TicketTier).optional(),
  })
  .meta({ id: "PromoterEventItem" });

export const Availability = z
  .object({
    event_id: z.int(),
    status: z.enum(["on_sale", "scheduled", "sold_out", "over", "no_tickets"]),
    next_sale_start: ts().nullable(),
    tiers: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(["on_sale", "scheduled", "sold_out", "off_sale"]),
        few_left: z.boolean(),
        sale_start: ts(),
        sale_end: ts(),
      }),
    ),
  })
  .meta({ id: "Availability" });

export const SlotArtist = z.object({ id: z.int(), name: z.string(), managed: z.boolean() });
export const Slot = z
  .object({
    name: z.string().describe("The organiser's custom name, else the artist names joined with ' B2B '."),
    artist_id: z.int().nullable(),
    artists: z.array(SlotArtist),
    stage: z.string().nullable(),
    start_time: localTime().nullable(),
    end_time: localTime().nullable(),
  })
  .meta({ id: "Slot" });

export const Days = z
  .object({
    event_id: z.int(),
    timezone: z.string(),
    timetable_published: z.boolean(),
    data: z.array(z.object({ name: z.string(), date: z.iso.date(), starts_at: localTime(), ends_at: localTime(), slots: z.array(Slot) })),
    unscheduled: z.array(Slot),
  })
  .meta({ id: "Days" });

export const Timetable = z
  .object({
    event_id: z.int(),
    timezone: z.string(),
    published: z.boolean(),
    stages: z.array(z.object({ stage: z.string().nullable(), slots: z.array(Slot) })),
  })
  .meta({ id: "Timetable" });

export const Album = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    photos: z.array(z.object({ id: z.int(), url: z.string(), width: z.int(), height: z.int() })).describe("The first 200 finished uploads."),
    photo_count: z.int(),
  })
  .meta({ id: "Album" });

export const Presale = z
  .object({
    token: z.string(),
    status: z.string(),
    registration_open: z.boolean(),
    registration_opens_at: ts().nullable(),
    registration_closes_at: ts().nullable(),
    featured: z.boolean(),
    featured_mode: z.string(),
    teaser: z.object({ title: z.string(), subtitle: z.string(), image_url: z.string().nullable(), description: z.string() }),
    url: z.string(),
  })
  .meta({ id: "Presale" });

export const NewsPost = z
  .object({ id: z.int(), title: z.string(), body_markdown: z.string(), body_html: z.string().describe("Sanitised HTML."), hero_image_url: z.string().nullable(), published_at: ts() })
  .meta({ id: "NewsPost" });

export const Partner = z
  .object({ id: z.int(), name: z.string(), logo_url: z.string().nullable(), website_url: z.string().nullable(), owner: z.object({ type: z.enum(["promoter", "venue"]), id: z.int() }) })
  .meta({ id: "Partner" });

const presskitSummaryFields = {
  // z.guid: a world may give any 8-4-4-4-12 id, not only RFC 4122 versions.
  id: z.guid(),
  artist_id: z.int(),
  title: z.string(),
  status: z.enum(["public", "private", "draft"]),
  protected: z.boolean().describe("True when a Presskit-Password is needed."),
  is_default: z.boolean(),
  updated_at: ts(),
  url: z.string(),
};
export const PresskitSummary = z.object(presskitSummaryFields).meta({ id: "PresskitSummary" });
export const PresskitDetail = z
  .object({
    ...presskitSummaryFields,
    artist: Artist,
    sections: z.array(z.string()),
    style: z.object({ accent_color: z.string(), hero_image_url: z.string().nullable() }),
    bio_version: z.string(),
    bio_overrides: z.record(z.string(), z.unknown()),
    press_quotes: z.array(z.unknown()),
    files: z.array(z.object({ id: z.string(), type: z.string(), url: z.string(), filename: z.string(), size_bytes: z.int() })),
  })
  .meta({ id: "PresskitDetail" });

export const FormAvailability = z.enum(["scheduled", "open", "full", "closed", "empty"]);
const formOwner = z.object({ type: z.enum(["crew", "promoter", "venue", "artist"]), id: z.union([z.int(), z.string()]).describe("Page id, or the crew's slug for a crew form.") });
export const FormSummary = z
  .object({ slug: z.string(), title: z.string(), description: z.string().nullable(), availability: FormAvailability, opens_at: ts().nullable(), closes_at: ts().nullable(), owner: formOwner, url: z.string() })
  .meta({ id: "FormSummary" });
export const FormQuestion = z
  .object({
    key: z.string().describe("Name of the answer in a submission."),
    type: z.string().describe("Input kind as the organiser chose it (text, email, choice, ...)."),
    label: z.string(),
    required: z.boolean(),
    options: z.array(z.string()).nullable().describe("Choices of a choice question; null for other kinds."),
  })
  .meta({ id: "FormQuestion" });
export const FormDetail = z
  .object({
    id: z.guid(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    availability: FormAvailability,
    opens_at: ts().nullable(),
    closes_at: ts().nullable(),
    owner: formOwner,
    url: z.string(),
    captures_contact: z.boolean(),
    definition_version: z.int(),
    settings: z
      .object({ show_progress: z.boolean(), submit_label: z.string(), consent_text: z.string().nullable() })
      .describe("The settings a public page renders; other organiser settings (notifications, redirects) stay private."),
    questions: z.array(FormQuestion).describe("In the order the page asks them."),
  })
  .meta({ id: "FormDetail" });
