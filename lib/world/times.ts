/**
 * Time spellings of the world file (pure: no clock, no I/O; `now` is always passed in).
 *
 * | spelling                                   | meaning                                                     |
 * |--------------------------------------------|-------------------------------------------------------------|
 * | `2026-12-05T21:00:00Z`, `…T22:00:00+01:00` | an absolute instant (seconds and fractions optional)        |
 * | `now`, `now+3d`, `now-2h`, `now+1w2d3h30m` | relative to `now`; units w d h m s, in that order           |
 * | `now+10d@22:00` (also `@22:00:30`)         | the calendar day of now+10d at that wall-clock time, in the |
 * |                                            | context's zone (the event's for event fields, else UTC)     |
 * | `2026-12-05T22:00` (no offset)             | wall-clock in the event's zone; event fields only           |
 * | `+2h`, `+26h30m`, `-30m`                   | offset from the event's start; event fields only            |
 *
 * A day is always 24 hours for the arithmetic (`now+1d` is exactly 86,400 s later); only the
 * `@HH:MM` part is calendar-aware, so `now+10d@22:00` across a daylight-saving change still
 * lands on 22:00 local time.
 */
import { IANAZone } from "luxon";

export interface TimeContext {
  now: Date;
  /** IANA zone for `@HH:MM` and wall-clock spellings; default UTC. */
  zone?: string;
  /** Accept `2026-12-05T22:00` (read in `zone`). */
  wallClock?: boolean;
  /**
   * Accept `+2h` offsets from this instant. `undefined`: offsets are not accepted for this field;
   * `null`: they would be, but the event has no start, so they cannot be resolved.
   */
  start?: Date | null;
}

export type TimeResult = { ok: true; value: Date } | { ok: false; message: string };

const UNIT_MS = { w: 7 * 86_400_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;
const DURATION = /^(?:(\d+)w)?(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
const RELATIVE = /^now(?:([+-])([0-9wdhms]+))?(?:@(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const OFFSET = /^([+-])([0-9wdhms]+)$/;
/** Date and time, then Z, an offset, or nothing (a wall-clock time). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

const HELP = "use an ISO instant with Z or an offset (2026-12-05T21:00:00Z), now, now+3d, now-2h, now+1w2d3h30m or now+10d@22:00";

/** Milliseconds of a `1w2d3h30m` duration, or null when it is not one. */
export function parseDuration(text: string): number | null {
  if (text === "") return null;
  const m = DURATION.exec(text);
  if (!m) return null;
  const units = ["w", "d", "h", "m", "s"] as const;
  let ms = 0;
  units.forEach((u, i) => {
    const n = m[i + 1];
    if (n !== undefined) ms += Number(n) * UNIT_MS[u];
  });
  return ms;
}

const zones = new Map<string, IANAZone | null>();

/** The luxon zone for an IANA name, or null when unknown (memoised: the check is costly). */
function zoneOf(name: string): IANAZone | null {
  let zone = zones.get(name);
  if (zone === undefined) {
    zone = IANAZone.isValidZone(name) ? IANAZone.create(name) : null;
    zones.set(name, zone);
  }
  return zone;
}

export function isValidZone(zone: string): boolean {
  return zoneOf(zone) !== null;
}

// Offsets change at most once a day, on a quarter hour (UTC), in every zone in use. A day whose
// start and end share an offset has it throughout; only a day with a change is looked at per
// quarter hour. Both are memoised: luxon's offset lookup is the costly part of resolving times.
const DAY_MS = 86_400_000;
const BUCKET_MS = 15 * 60_000;
const dayOffsets = new Map<string, number>();
const bucketOffsets = new Map<string, number>();

function remember(map: Map<string, number>, key: string, value: number): number {
  if (map.size > 500_000) map.clear();
  map.set(key, value);
  return value;
}

/** UTC offset of `zone` at instant `ts`, in minutes. */
function offsetAt(zone: IANAZone, ts: number): number {
  const day = Math.floor(ts / DAY_MS);
  const dayKey = `${zone.name}|${day}`;
  let o = dayOffsets.get(dayKey);
  if (o === undefined) {
    const first = zone.offset(day * DAY_MS);
    o = remember(dayOffsets, dayKey, first === zone.offset((day + 1) * DAY_MS - 1) ? first : Number.NaN);
  }
  if (!Number.isNaN(o)) return o;
  const bucketKey = `${zone.name}|${Math.floor(ts / BUCKET_MS)}`;
  return bucketOffsets.get(bucketKey) ?? remember(bucketOffsets, bucketKey, zone.offset(ts));
}

/**
 * The instant of a wall-clock time (given as if it were UTC) in `zone`. A time skipped by a
 * forward change moves forward by the gap (02:30 on a spring-forward night is 03:30); a repeated
 * time (autumn) takes the earlier of its two instants.
 */
function fromWallClock(localMs: number, zone: IANAZone): number {
  const a = offsetAt(zone, localMs - 86_400_000);
  const b = offsetAt(zone, localMs + 86_400_000);
  for (const o of a >= b ? [a, b] : [b, a]) {
    const utc = localMs - o * 60_000;
    if (offsetAt(zone, utc) === o) return utc;
  }
  return localMs - Math.min(a, b) * 60_000;
}

/** Milliseconds of a UTC date-time, for any year 0-9999. */
function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  d.setUTCFullYear(year);
  return d.getTime();
}

const daysInMonth = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

function fail(message: string): TimeResult {
  return { ok: false, message };
}

function ok(ms: number): TimeResult {
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? { ok: true, value: new Date(ms) } : fail("is out of range");
}

/** Resolve one spelling. Messages are written to follow the field's path: `starts_at: <message>`. */
export function resolveTime(spelling: string, ctx: TimeContext): TimeResult {
  const text = spelling.trim();
  const zoneName = ctx.zone ?? "UTC";
  const quoted = JSON.stringify(spelling);

  const rel = RELATIVE.exec(text);
  if (rel) {
    const [, sign, dur, hh, mm, ss] = rel;
    let delta = 0;
    if (sign !== undefined && dur !== undefined) {
      const d = parseDuration(dur);
      if (d === null) return fail(`${quoted} is not a time: units go in the order w d h m s (now+1w2d3h30m)`);
      delta = sign === "-" ? -d : d;
    }
    const base = ctx.now.getTime() + delta;
    if (hh === undefined || mm === undefined) return ok(base);
    const hour = Number(hh);
    const minute = Number(mm);
    const second = ss === undefined ? 0 : Number(ss);
    if (hour > 23 || minute > 59 || second > 59) return fail(`${quoted} is not a time: ${hh}:${mm} is not a time of day`);
    const zone = zoneOf(zoneName);
    if (!zone) return fail(`${quoted} cannot be resolved: unknown time zone ${JSON.stringify(zoneName)}`);
    const day = new Date(base + offsetAt(zone, base) * 60_000); // the calendar day in the zone, read through UTC getters
    return ok(fromWallClock(utcMs(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute, second, 0), zone));
  }

  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, sec, frac, z, sign, oh, om] = iso;
    const year = Number(y);
    const month = Number(mo);
    const dayOfMonth = Number(d);
    const hour = Number(h);
    const minute = Number(mi);
    const second = sec === undefined ? 0 : Number(sec);
    const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
    if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
      return fail(`${quoted} is not a valid date and time`);
    }
    const localMs = utcMs(year, month, dayOfMonth, hour, minute, second, ms);
    if (z !== undefined) return ok(localMs);
    if (sign !== undefined) {
      const offsetMin = Number(oh) * 60 + Number(om);
      if (Number(oh) > 18 || Number(om) > 59) return fail(`${quoted} has an impossible UTC offset`);
      return ok(localMs - (sign === "-" ? -offsetMin : offsetMin) * 60_000);
    }
    if (!ctx.wallClock) {
      return fail(
        `${quoted} has no UTC offset: add Z or an offset such as +01:00 (wall-clock times are read in the event's time zone only for an event's starts_at and ends_at, its festival days and its set times)`,
      );
    }
    const zone = zoneOf(zoneName);
    if (!zone) return fail(`${quoted} cannot be resolved: unknown time zone ${JSON.stringify(zoneName)}`);
    return ok(fromWallClock(localMs, zone));
  }

  const off = OFFSET.exec(text);
  if (off) {
    const [, sign, dur] = off;
    const d = parseDuration(dur ?? "");
    if (d === null) return fail(`${quoted} is not an offset: units go in the order w d h m s (+26h30m)`);
    if (ctx.start === undefined) {
      return fail(`${quoted} is an offset from the event's start, accepted only for an event's ends_at, its festival days and its set times; ${HELP}`);
    }
    if (ctx.start === null) return fail(`${quoted} is an offset from the event's start, but the event has no starts_at`);
    return ok(ctx.start.getTime() + (sign === "-" ? -d : d));
  }

  return fail(`${quoted} is not a time: ${HELP}${ctx.wallClock ? ", a wall-clock time 2026-12-05T22:00 in the event's time zone" : ""}${ctx.start !== undefined ? ", or an offset from the event's start such as +2h30m" : ""}`);
}

/** An instant as the world file and the export write it: UTC, `Z`, milliseconds only when present. */
export function isoUtc(d: Date): string {
  const s = d.toISOString();
  return s.endsWith(".000Z") ? `${s.slice(0, -5)}Z` : s;
}
