/**
 * Set times and festival days are shown in the event's own zone with the offset of that date
 * (22:00:00+02:00 in summer, 22:00:00+01:00 in winter): the digits the organiser typed.
 *
 * A line-up page can hold thousands of set times, so the wall clock comes from one cached
 * Intl.DateTimeFormat per zone (about 3 µs a time) rather than a luxon DateTime (about 17 µs);
 * the table test checks both agree. luxon still names weekdays.
 */
import { DateTime } from "luxon";

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timezone: string): Intl.DateTimeFormat {
  let f = formats.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: timezone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formats.set(timezone, f);
  }
  return f;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** The wall clock of an instant in a zone, and the zone's offset then, in minutes. */
export function wallClock(instant: Date, timezone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number; offset: number } {
  const parts: Record<string, number> = {};
  for (const p of formatFor(timezone).formatToParts(instant)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const { year: y = 0, month: mo = 1, day: d = 1, hour: h = 0, minute: mi = 0, second: s = 0 } = parts;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return { y, mo, d, h, mi, s, offset: Math.round((asUtc - whole) / 60_000) };
}

/** RFC 3339 with the zone's offset for that instant; "+00:00" rather than "Z" for UTC zones. */
export function localTime(instant: Date, timezone: string): string {
  const w = wallClock(instant, timezone);
  const sign = w.offset < 0 ? "-" : "+";
  const off = Math.abs(w.offset);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
}

/** Calendar date (YYYY-MM-DD) of an instant in the event's zone. */
export function localDate(instant: Date, timezone: string): string {
  const w = wallClock(instant, timezone);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}`;
}

/** Weekday name in the request's language ("Saturday", "samedi"). */
export function weekdayName(instant: Date, timezone: string, locale: string): string {
  return DateTime.fromJSDate(instant, { zone: timezone }).setLocale(locale).toFormat("cccc");
}
