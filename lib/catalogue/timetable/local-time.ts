/**
 * Set times and festival days are shown in the event's own zone with the offset of that date
 * (22:00:00+02:00 in summer, 22:00:00+01:00 in winter): the digits the organiser typed.
 */
import { DateTime } from "luxon";

/** RFC 3339 with the zone's offset for that instant; "+00:00" rather than "Z" for UTC zones. */
export function localTime(instant: Date, timezone: string): string {
  return DateTime.fromJSDate(instant, { zone: timezone }).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
}

/** Calendar date (YYYY-MM-DD) of an instant in the event's zone. */
export function localDate(instant: Date, timezone: string): string {
  return DateTime.fromJSDate(instant, { zone: timezone }).toFormat("yyyy-MM-dd");
}

/** Weekday name in the request's language ("Saturday", "samedi"). */
export function weekdayName(instant: Date, timezone: string, locale: string): string {
  return DateTime.fromJSDate(instant, { zone: timezone }).setLocale(locale).toFormat("cccc");
}
