/**
 * iCalendar feeds (RFC 5545) built with ical-generator: METHOD:PUBLISH, times in UTC, lines
 * folded at 75 octets, one VEVENT per dated event with a UID stable per event
 * (`event-{id}@{site host}`) and DTSTAMP set to the event's last change, so an unchanged feed
 * keeps its bytes and its ETag.
 *
 * The library writes each VEVENT; folding is done here because the library's own folder encodes
 * every character separately (about 0.8 ms per event, 80 ms for a 100-event feed).
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { Locale } from "@/lib/http/locale";
import { labels } from "./labels";

/** Feeds stop at this many events (docs/guides/calendars.md). */
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

const CRLF = "\r\n";

/** RFC 5545 3.1: lines longer than 75 octets continue on lines starting with one space; a character is never split. */
export function foldLine(line: string): string {
  if (line.length <= 75 && Buffer.byteLength(line) <= 75) return line;
  let out = "";
  let used = 0;
  let limit = 75;
  for (const ch of line) {
    const size = ch.length === 2 ? 4 : Buffer.byteLength(ch);
    if (used + size > limit) {
      out += `${CRLF} `;
      used = 1;
      limit = 75;
    }
    out += ch;
    used += size;
  }
  return out;
}

const fold = (text: string) => text.split(CRLF).map(foldLine).join(CRLF);

export function buildCalendar(opts: { name: string; siteUrl: string; locale: Locale; events: readonly FeedEvent[] }): string {
  const meta = {
    name: opts.name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: "events-platform", product: "partner-api-v1", language: opts.locale.toUpperCase() },
  };
  // The calendar's own lines come from the library as a whole; its events are written one by one.
  const head = ical(meta).toString();
  const holder = ical(meta);
  for (const e of opts.events.slice(0, FEED_CAP)) {
    holder.createEvent({
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
  const body = holder
    .events()
    .map((e) => fold(e.toString()))
    .join("");
  const end = head.lastIndexOf("END:VCALENDAR");
  // RFC 5545 ends every content line with CRLF, the last one included; the library omits that one.
  return `${head.slice(0, end)}${body}END:VCALENDAR${CRLF}`;
}
