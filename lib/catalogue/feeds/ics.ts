/**
 * iCalendar feeds (RFC 5545) built with ical-generator: METHOD:PUBLISH, times in UTC, lines
 * folded at 75 octets by the library, one VEVENT per dated event with a UID stable per event
 * (`event-{id}@{site host}`) and DTSTAMP set to the event's last change, so an unchanged feed
 * keeps its bytes and its ETag.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { Locale } from "@/lib/http/locale";
import { labels } from "./labels";

/** Feeds stop at this many events (spec 4.3). */
export const FEED_CAP = 100;

export interface FeedEvent {
  id: number;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  updatedAt: Date;
  pageUrl: string;
  /** Venue name and address, when the event has a venue. */
  location: string | null;
  /** Confirmed sets by name (B2B sets as "A B2B B"). */
  lineup: string[];
}

export function eventUid(id: number, siteUrl: string): string {
  let host = "events";
  try {
    host = new URL(siteUrl).host || host;
  } catch {
    /* a malformed site_url still gives stable UIDs */
  }
  return `event-${id}@${host}`;
}

function descriptionOf(e: FeedEvent, locale: Locale): string {
  const l = labels(locale);
  const parts: string[] = [];
  if (e.description.trim()) parts.push(e.description.trim());
  if (e.lineup.length) parts.push(`${l.lineup}: ${e.lineup.join(", ")}`);
  parts.push(`${l.tickets}: ${e.pageUrl}`);
  return parts.join("\n\n");
}

export function buildCalendar(opts: { name: string; siteUrl: string; locale: Locale; events: readonly FeedEvent[] }): string {
  const cal = ical({
    name: opts.name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: "events-platform", product: "partner-api-v1", language: opts.locale.toUpperCase() },
  });
  for (const e of opts.events.slice(0, FEED_CAP)) {
    cal.createEvent({
      id: eventUid(e.id, opts.siteUrl),
      stamp: e.updatedAt,
      start: e.startsAt,
      // DTEND is always written; an event with no recorded end ends when it starts.
      end: e.endsAt && e.endsAt > e.startsAt ? e.endsAt : e.startsAt,
      summary: e.title,
      description: descriptionOf(e, opts.locale),
      location: e.location,
      url: e.pageUrl,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one included; the library omits that one.
  const text = cal.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
