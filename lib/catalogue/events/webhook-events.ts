/**
 * `event.published` and `event.updated` (lib/webhooks/event.ts), emitted by the platform API's
 * event writes (lib/platform-api/events/events-query.ts). Both go to the crews with a page on the
 * event: a promoter, the venue, a confirmed artist. The data is the event summary of
 * `GET /v1/events/{id}`, marked published; an event taken offline (or deleted) reads
 * `{ id, published: false }` in event.updated, and sends no event.published.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { rows, type Db } from "@/lib/db/client";
import { eventPromoters, events, lineupSetArtists, venues } from "@/lib/db/schema";
import { defineWebhookEvent, subject, type Payload, type Reader } from "@/lib/webhooks/event";
import { managersOf, type PageRef } from "@/lib/webhooks/routing";
import { managedBy } from "@/lib/webhooks/samples";
import { site } from "@/lib/crew/site";
import { id32 } from "@/lib/http/schemas";
import { EventSummary } from "../schemas";
import { summaryOut } from "./serialize";

/** The API's event summary (GET /v1/events/{id}), marked published. */
export const PublishedEventData = EventSummary.extend({ published: z.literal(true) }).meta({ id: "WebhookPublishedEvent", description: "The event summary of `GET /v1/events/{id}`, marked published." });
export const OfflineEventData = z
  .object({ id: id32(), published: z.literal(false) })
  .meta({ id: "WebhookOfflineEvent", description: "An event taken offline (or deleted): its id, and nothing else." });

/** The pages on an event: its promoters, its venue and its confirmed artists. */
async function pagesOnEvent(db: Reader, eventId: number): Promise<PageRef[]> {
  const [event] = await db.select({ venueId: events.venueId }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return [];
  const promoterRows = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, eventId));
  const artistRows = await db
    .selectDistinct({ id: lineupSetArtists.artistId })
    .from(lineupSetArtists)
    .where(and(eq(lineupSetArtists.eventId, eventId), eq(lineupSetArtists.confirmed, true)));
  return [
    ...promoterRows.map((r) => ({ type: "promoter", id: r.id })),
    ...(event.venueId !== null ? [{ type: "venue", id: event.venueId }] : []),
    ...artistRows.map((r) => ({ type: "artist", id: r.id })),
  ];
}

/** Crews with a page on the event, published or not (so an offline notice reaches them). */
export async function crewsOnEvent(db: Reader, eventId: number): Promise<string[]> {
  return managersOf(db, await pagesOnEvent(db, eventId));
}

/** Published events with a page of the crew on them: a promoter, the venue, a confirmed artist. */
const onEvent = (crewId: string) => sql`e.published AND (
  EXISTS (SELECT 1 FROM event_promoters ep WHERE ep.event_id = e.id AND ${managedBy(crewId, sql`'promoter'`, sql`ep.promoter_id`)})
  OR (e.venue_id IS NOT NULL AND ${managedBy(crewId, sql`'venue'`, sql`e.venue_id`)})
  OR EXISTS (SELECT 1 FROM lineup_set_artists la WHERE la.event_id = e.id AND la.confirmed AND ${managedBy(crewId, sql`'artist'`, sql`la.artist_id`)}))`;

type EventData = { event: z.output<typeof PublishedEventData> | z.output<typeof OfflineEventData> };

async function eventData(db: Db, eventId: number, type: "event.published" | "event.updated"): Promise<Payload<EventData>> {
  const [e] = await db
    .select({ event: events, venue: { id: venues.id, name: venues.name } })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!e) {
    // A deleted event reads as taken offline.
    return type === "event.updated" ? { data: { event: { id: eventId, published: false } } } : { notSent: "The event no longer exists." };
  }
  if (!e.event.published) {
    return type === "event.updated" ? { data: { event: { id: eventId, published: false } } } : { notSent: "The event is no longer published." };
  }
  // The event summary of the API (GET /v1/events/{id}), marked published.
  return { data: { event: { ...summaryOut(e.event, e.venue, await site(db)), published: true } } };
}

/** A published event with a venue shows the whole summary. */
async function exampleEvent(db: Db) {
  const [e] = await db.select().from(events).where(and(eq(events.published, true), isNotNull(events.venueId))).orderBy(asc(events.id)).limit(1);
  return e ? { subject: { event_id: e.id, crews: [], first: true }, at: e.updatedAt } : null;
}

const EVENT_DATA =
  "`{ event: { id, title, description, starts_at, ends_at, timezone, image_url, type, page_url, venue: { id, name }, published: true } }` (`venue` may be null); offline: `{ event: { id, published: false } }`";
const EVENT_NEEDS = "a published event with one of its pages on it";
const EVENT_BUILT_FROM = "the published event with one of your pages on it that was published (or changed) last";

export const eventPublished = defineWebhookEvent({
  type: "event.published",
  /** `crews`: the crews that newly see the event (all of them when it goes live; the new ones when a page is added). `first`: the event's first publication (held 30 s). */
  subject: subject<{ event_id: number; crews: string[]; first: boolean }>(),
  data: z.object({ event: PublishedEventData }),
  personal: [],
  docs: {
    summary: "An event became visible to the crew",
    description:
      "A published event becomes visible to the crew: it goes live, or one of the crew's pages is added to it. The first publication waits 30 seconds, so venue and cover arrive together. `event` is the summary of `GET /v1/events/{id}`, marked `published: true`.",
    sentWhen: "a published event becomes visible to the crew: it goes live, or one of the crew's pages is added to it",
    goesTo: "every crew with a page on the event (promoters, venue, confirmed artists) that newly sees it",
    data: EVENT_DATA,
    hint: "an event becomes visible to your crew",
  },
  // Routed to the crews the subject names; checked again, to those with a page on it now.
  async crews(db, s, { current }) {
    if (current) return crewsOnEvent(db, Number(s.event_id));
    return Array.isArray(s.crews) ? [...new Set(s.crews.map(String))] : [];
  },
  build: async (db, s) => (await eventData(db, Number(s.event_id), "event.published")) as Payload<{ event: z.output<typeof PublishedEventData> }>,
  sample: {
    needs: EVENT_NEEDS,
    builtFrom: EVENT_BUILT_FROM,
    async candidates(db, crewId, n) {
      const found = await rows<{ id: number }>(db, sql`SELECT e.id FROM events e WHERE ${onEvent(crewId)} ORDER BY e.first_published_at DESC NULLS LAST, e.id DESC LIMIT ${n}`);
      return found.map((r) => ({ event_id: Number(r.id), crews: [crewId], first: false }));
    },
  },
  example: exampleEvent,
});

export const eventUpdated = defineWebhookEvent({
  type: "event.updated",
  /** Routed to every crew with a page on the event, published or not (so an offline notice reaches them). */
  subject: subject<{ event_id: number }>(),
  data: z.object({ event: z.union([PublishedEventData, OfflineEventData]) }),
  personal: [],
  docs: {
    summary: "A visible event changed or went offline",
    description:
      "A visible event changes (date, times, title, description, image, venue, line-up, status): sent 60 seconds after the first edit, with edits made meanwhile folded into one call. An event taken offline sends `{ event: { id, published: false } }` and nothing else.",
    sentWhen: "a visible event changes (date, times, title, description, image, venue, line-up, status) or is taken offline",
    goesTo: "every crew with a page on the event",
    data: EVENT_DATA,
    hint: "a visible event changes or is taken offline",
  },
  crews: (db, s) => crewsOnEvent(db, Number(s.event_id)),
  build: (db, s) => eventData(db, Number(s.event_id), "event.updated"),
  sample: {
    needs: EVENT_NEEDS,
    builtFrom: EVENT_BUILT_FROM,
    async candidates(db, crewId, n) {
      const found = await rows<{ id: number }>(db, sql`SELECT e.id FROM events e WHERE ${onEvent(crewId)} ORDER BY e.updated_at DESC, e.id DESC LIMIT ${n}`);
      return found.map((r) => ({ event_id: Number(r.id) }));
    },
  },
  example: exampleEvent,
});
