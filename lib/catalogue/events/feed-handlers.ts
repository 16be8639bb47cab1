/**
 * iCalendar feeds of an event, an artist and a promoter, and the event's schema.org JSON-LD.
 * Feeds hold at most 100 upcoming dated events, soonest first.
 */
import { and, asc, eq } from "drizzle-orm";
import type { WithContext, MusicEvent } from "schema-dts";
import { rosterArtist } from "@/lib/catalogue/artists/reach";
import { managedPromoter } from "@/lib/catalogue/promoters/reach";
import type { Db } from "@/lib/db/client";
import { eventPromoters, promoters } from "@/lib/db/schema";
import { RawBody } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { eventUrl, pageUrl, site, type Site } from "@/lib/platform/site";
import { buildCalendar, FEED_CAP, type FeedEvent } from "../feeds/ics";
import { labels } from "../feeds/labels";
import { musicEventJsonLd } from "../feeds/schema-org";
import { genreNames } from "../genres";
import { visibleSets } from "../timetable/lineup";
import { localTime } from "../timetable/local-time";
import { slotName } from "../timetable/slots";
import { performerNames } from "../timetable/timetable";
import type { LineupSet } from "../timetable/types";
import { tierStatus } from "../tickets/status";
import { checkoutUrl, publicTiers } from "../tickets/tier-out";
import { crewOf, type Ctx } from "./context";
import { loadSets } from "./lineup-query";
import { listCrewEvents, type EventCore, type EventFilters, type VenueRow } from "./list-query";
import { loadTiers } from "./tiers-query";
import { scheduleOf, visibleEvent } from "./visible";

export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

const calendar = (body: string, file: string) => new RawBody(body, CALENDAR_TYPE, { "Content-Disposition": `inline; filename="${file}"` });

function locationOf(v: VenueRow | null): string | null {
  if (!v) return null;
  const address = v.address?.trim();
  return address && !address.startsWith(v.name) ? `${v.name}, ${address}` : (address ?? v.name);
}

function feedEvent(e: EventCore, venue: VenueRow | null, sets: readonly LineupSet[], s: Site): FeedEvent | null {
  if (!e.startsAt) return null;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    updatedAt: e.updatedAt,
    pageUrl: eventUrl(s, e.id),
    location: locationOf(venue),
    lineup: visibleSets(sets).map(slotName).filter(Boolean),
  };
}

/** The upcoming dated events of a page as feed entries: one list query and one line-up query. */
async function pageFeed(db: Db, crewId: string, f: Omit<EventFilters, "status">, now: Date): Promise<FeedEvent[]> {
  const page = await listCrewEvents(db, crewId, { ...f, status: "upcoming" }, { limit: FEED_CAP, after: null }, now);
  const [sets, s] = await Promise.all([loadSets(db, crewId, page.rows.map((r) => r.event.id), await genreNames(db)), site(db)]);
  return page.rows.map((r) => feedEvent(r.event, r.venue, sets.get(r.event.id) ?? [], s)).filter((x): x is FeedEvent => x !== null);
}

export async function artistCalendar(ctx: Ctx<unknown>): Promise<RawBody> {
  const crewId = crewOf(ctx);
  const artist = await rosterArtist(ctx.db, crewId, ctx.params.id);
  // Unlike the artist's event list, the feed is public-facing: a draft page has none.
  if (!artist || !artist.published) throw notFound();
  const [events, s] = await Promise.all([pageFeed(ctx.db, crewId, { artistId: artist.id }, ctx.now), site(ctx.db)]);
  return calendar(buildCalendar({ name: labels(ctx.locale).calendarOf(artist.name), siteUrl: s.siteUrl, locale: ctx.locale, events }), `artist-${artist.id}.ics`);
}

export async function promoterCalendar(ctx: Ctx<unknown>): Promise<RawBody> {
  const crewId = crewOf(ctx);
  const promoter = await managedPromoter(ctx.db, crewId, ctx.params.id);
  if (!promoter) throw notFound();
  const [events, s] = await Promise.all([pageFeed(ctx.db, crewId, { promoterId: promoter.id }, ctx.now), site(ctx.db)]);
  return calendar(buildCalendar({ name: labels(ctx.locale).calendarOf(promoter.name), siteUrl: s.siteUrl, locale: ctx.locale, events }), `promoter-${promoter.id}.ics`);
}

export async function eventCalendar(ctx: Ctx<unknown>): Promise<RawBody> {
  const crewId = crewOf(ctx);
  const { event, venue } = await visibleEvent(ctx.db, crewId, ctx.params.id);
  if (!event.startsAt) throw notFound();
  const [sets, s] = await Promise.all([loadSets(ctx.db, crewId, [event.id], await genreNames(ctx.db)), site(ctx.db)]);
  const entry = feedEvent(event, venue, sets.get(event.id) ?? [], s)!;
  return calendar(buildCalendar({ name: event.title, siteUrl: s.siteUrl, locale: ctx.locale, events: [entry] }), `event-${event.id}.ics`);
}

/** The organizer: the event's first published promoter, in display order (the payee when published). */
async function organizerOf(db: Db, eventId: number, s: Site): Promise<{ name: string; url: string } | null> {
  const found = await db
    .select({ id: promoters.id, name: promoters.name })
    .from(eventPromoters)
    .innerJoin(promoters, eq(promoters.id, eventPromoters.promoterId))
    .where(and(eq(eventPromoters.eventId, eventId), eq(promoters.published, true)))
    .orderBy(asc(eventPromoters.position))
    .limit(1);
  const p = found[0];
  return p ? { name: p.name, url: pageUrl(s, "promoter", p.id) } : null;
}

export async function eventSchemaOrg(ctx: Ctx<unknown>): Promise<WithContext<MusicEvent>> {
  const crewId = crewOf(ctx);
  const { event, venue } = await visibleEvent(ctx.db, crewId, ctx.params.id);
  const [s, genres] = await Promise.all([site(ctx.db), genreNames(ctx.db)]);
  const [sets, tiers, organizer] = await Promise.all([loadSets(ctx.db, crewId, [event.id], genres), loadTiers(ctx.db, [event.id]), organizerOf(ctx.db, event.id, s)]);
  return musicEventJsonLd({
    name: event.title,
    url: eventUrl(s, event.id),
    description: event.description,
    startDate: event.startsAt ? localTime(event.startsAt, event.timezone) : null,
    endDate: event.endsAt ? localTime(event.endsAt, event.timezone) : null,
    imageUrl: event.imageUrl,
    venue: venue ? { name: venue.name, street: venue.address, city: venue.city, country: venue.country } : null,
    performers: performerNames(sets.get(event.id) ?? [], scheduleOf(event)),
    organizer,
    offers: publicTiers(tiers.get(event.id) ?? []).map((t) => ({
      name: t.name,
      price: t.price,
      currency: t.currency,
      status: tierStatus(t, ctx.now),
      url: checkoutUrl(s, event.id, t.id, ctx.locale),
      validFrom: t.saleStart.toISOString(),
    })),
  });
}
