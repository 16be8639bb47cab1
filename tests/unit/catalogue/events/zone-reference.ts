/**
 * luxon as the reference for lib/catalogue/timetable/local-time.ts, and where a zone's offset
 * changes: the instants at which a wall clock can go wrong. The suite checks these instants
 * (timetable.test.ts); `npm run fuzz` checks every 37 minutes of 16 years as well
 * (tests/fuzz/local-time.fuzz.ts).
 */
import { DateTime, IANAZone } from "luxon";
import { localDate, localTime } from "@/lib/catalogue/timetable/local-time";

/** What localTime and localDate answer for an instant, beside what luxon answers; empty when they agree. */
export function disagreements(instant: Date, zone: string): string[] {
  const ref = DateTime.fromJSDate(instant, { zone });
  const out: string[] = [];
  const time = localTime(instant, zone);
  const expected = ref.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
  if (time !== expected) out.push(`${instant.toISOString()} in ${zone}: localTime ${time}, luxon ${expected}`);
  const date = localDate(instant, zone);
  if (date !== ref.toFormat("yyyy-MM-dd")) out.push(`${instant.toISOString()} in ${zone}: localDate ${date}, luxon ${ref.toFormat("yyyy-MM-dd")}`);
  return out;
}

const WEEK = 7 * 86_400_000;

/**
 * Every instant in [from, to) at which the zone's offset changes (the first second of the new
 * offset), by luxon: a week-by-week scan, then halving to the second. No zone changes its offset
 * twice within a week.
 */
export function offsetChanges(zone: string, from: number, to: number): number[] {
  const z = IANAZone.create(zone);
  const out: number[] = [];
  for (let a = from; a < to; a += WEEK) {
    let lo = a;
    let hi = Math.min(a + WEEK, to);
    if (z.offset(lo) === z.offset(hi)) continue;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (z.offset(mid) === z.offset(lo)) lo = mid;
      else hi = mid;
    }
    out.push(hi);
  }
  return out;
}

/**
 * The instants worth checking around one offset change: either side of it (to the millisecond, the
 * second, the minute and the hour), and either side of each local midnight of the days around it.
 */
export function instantsAround(change: number, zone: string): Date[] {
  const near = [-3_600_000, -60_000, -1000, -1, 0, 999, 1000, 60_000, 3_600_000].map((d) => change + d);
  const day = DateTime.fromMillis(change, { zone }).startOf("day");
  const midnights = [-1, 0, 1, 2].map((n) => day.plus({ days: n }).toMillis()).flatMap((m) => [m - 1000, m - 1, m, m + 1]);
  return [...near, ...midnights].map((t) => new Date(t));
}
