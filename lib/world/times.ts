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
import { DateTime, IANAZone } from "luxon";

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
const ABSOLUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:?\d{2})$/;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;

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

export function isValidZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

function fail(message: string): TimeResult {
  return { ok: false, message };
}

function ok(ms: number): TimeResult {
  return Number.isFinite(ms) ? { ok: true, value: new Date(ms) } : fail("is out of range");
}

/** Resolve one spelling. Messages are written to follow the field's path: `starts_at: <message>`. */
export function resolveTime(spelling: string, ctx: TimeContext): TimeResult {
  const text = spelling.trim();
  const zone = ctx.zone ?? "UTC";
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
    if (!isValidZone(zone)) return fail(`${quoted} cannot be resolved: unknown time zone ${JSON.stringify(zone)}`);
    const local = DateTime.fromMillis(base, { zone }).set({ hour, minute, second, millisecond: 0 });
    return ok(local.toMillis());
  }

  if (ABSOLUTE.test(text)) {
    const dt = DateTime.fromISO(text, { setZone: true });
    if (!dt.isValid) return fail(`${quoted} is not a valid instant (${dt.invalidExplanation ?? dt.invalidReason ?? "invalid date"})`);
    return ok(dt.toMillis());
  }

  if (WALL_CLOCK.test(text)) {
    if (!ctx.wallClock) {
      return fail(
        `${quoted} has no UTC offset: add Z or an offset such as +01:00 (wall-clock times are read in the event's time zone only for an event's starts_at and ends_at, its festival days and its set times)`,
      );
    }
    if (!isValidZone(zone)) return fail(`${quoted} cannot be resolved: unknown time zone ${JSON.stringify(zone)}`);
    const dt = DateTime.fromISO(text, { zone });
    if (!dt.isValid) return fail(`${quoted} is not a valid date and time (${dt.invalidExplanation ?? dt.invalidReason ?? "invalid date"})`);
    return ok(dt.toMillis());
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
