/**
 * iCalendar feeds of an event, an artist and a promoter, and the event's schema.org JSON-LD.
 * Feeds hold at most 100 upcoming dated events, soonest first.
 */
import type { WithContext, MusicEvent } from "schema-dts";
import { rosterArtist } from "@/lib/catalogue/artists/reach";
import { managedPromoter } from "@/lib/catalogue/promoters/reach";
import type { CrewScope } from "@/lib/crew/scope";
import { RawBody } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { eventUrl, pageUrl, type Site } from "@/lib/crew/site";
import { buildCalendar, FEED_CAP, type FeedEvent } from "../feeds/ics";
import { labels } from "../feeds/labels";
import { musicEventJsonLd } from "../feeds/schema-org";
import { visibleSets } from "../timetable/lineup";
import { localTime } from "../timetable/local-time";
import { slotName } from "../timetable/slots";
import { performerNames } from "../timetable/timetable";
import type { LineupSet } from "../timetable/types";
import { tierStatus } from "../tickets/status";
import { checkoutUrl, publicTiers } from "../tickets/tier-out";
import type { Ctx } from "./context";
import { loadSets } from "./lineup-query";
import { listCrewEvents, type EventCore, type EventFilters, type VenueRow } from "./list-query";
import { organizerOf } from "./organizer-query";
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
async function pageFeed(crew: CrewScope, f: Omit<EventFilters, "status">, now: Date): Promise<FeedEvent[]> {
  const page = await listCrewEvents(crew, { ...f, status: "upcoming" }, { limit: FEED_CAP, after: null }, now);
  const [sets, s] = await Promise.all([loadSets(crew, page.rows.map((r) => r.event.id), await crew.genres()), crew.site()]);
  return page.rows.map((r) => feedEvent(r.event, r.venue, sets.get(r.event.id) ?? [], s)).filter((x): x is FeedEvent => x !== null);
}

export async function artistCalendar(ctx: Ctx): Promise<RawBody> {
  const { crew } = ctx;
  const artist = await rosterArtist(crew, ctx.params.id);
  // Unlike the artist's event list, the feed is public-facing: a draft page has none.
  if (!artist || !artist.published) throw notFound();
  const [events, s] = await Promise.all([pageFeed(crew, { artistId: artist.id }, ctx.now), crew.site()]);
  return calendar(buildCalendar({ name: labels(ctx.locale).calendarOf(artist.name), siteUrl: s.siteUrl, locale: ctx.locale, events }), `artist-${artist.id}.ics`);
}

export async function promoterCalendar(ctx: Ctx): Promise<RawBody> {
  const { crew } = ctx;
  const promoter = await managedPromoter(crew, ctx.params.id);
  if (!promoter) throw notFound();
  const [events, s] = await Promise.all([pageFeed(crew, { promoterId: promoter.id }, ctx.now), crew.site()]);
  return calendar(buildCalendar({ name: labels(ctx.locale).calendarOf(promoter.name), siteUrl: s.siteUrl, locale: ctx.locale, events }), `promoter-${promoter.id}.ics`);
}

export async function eventCalendar(ctx: Ctx): Promise<RawBody> {
  const { crew } = ctx;
  const { event, venue } = await visibleEvent(crew, ctx.params.id);
  if (!event.startsAt) throw notFound();
  const [sets, s] = await Promise.all([loadSets(crew, [event.id], await crew.genres()), crew.site()]);
  const entry = feedEvent(event, venue, sets.get(event.id) ?? [], s)!;
  return calendar(buildCalendar({ name: event.title, siteUrl: s.siteUrl, locale: ctx.locale, events: [entry] }), `event-${event.id}.ics`);
}

export async function eventSchemaOrg(ctx: Ctx): Promise<WithContext<MusicEvent>> {
  const { crew } = ctx;
  const { event, venue } = await visibleEvent(crew, ctx.params.id);
  const [s, genres] = await Promise.all([crew.site(), crew.genres()]);
  const [sets, tiers, promoter] = await Promise.all([loadSets(crew, [event.id], genres), loadTiers(crew, [event.id]), organizerOf(crew, event.id)]);
  return musicEventJsonLd({
    name: event.title,
    url: eventUrl(s, event.id),
    description: event.description,
    startDate: event.startsAt ? localTime(event.startsAt, event.timezone) : null,
    endDate: event.endsAt ? localTime(event.endsAt, event.timezone) : null,
    imageUrl: event.imageUrl,
    venue: venue ? { name: venue.name, street: venue.address, city: venue.city, country: venue.country } : null,
    performers: performerNames(sets.get(event.id) ?? [], scheduleOf(event)),
    organizer: promoter ? { name: promoter.name, url: pageUrl(s, "promoter", promoter.id) } : null,
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
