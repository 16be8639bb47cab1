/**
 * Semantic checks of events and what they hold: days, line-up, ticket tiers, galleries, presales,
 * coupons and access codes (check-ticket-codes.ts).
 *
 * Event times are read in the event's time zone, and days and sets may be offsets from its start
 * (docs/world-format.md, "Times"), so each event's times resolve against its own context.
 */
import { isValidZone, type TimeContext } from "../times";
import { arr, get, int, isObj, str, type Checker, type EventTimes, type MaybeTime, type Path } from "./checker";
import { formatPath } from "./problems";
import { checkEventAccessCodes, checkEventCoupons } from "./check-ticket-codes";

/** Ids and tokens unique across the whole world, not only within one event. */
class WorldwideIds {
  readonly tierIds = new Map<string, Path>();
  readonly albumIds = new Map<number, Path>();
  readonly photoIds = new Map<number, Path>();
  readonly presaleTokens = new Map<string, Path>();

  constructor(private readonly c: Checker) {}

  once<T>(seen: Map<T, Path>, value: T | undefined, path: Path, label: string) {
    if (value === undefined) return;
    const prev = seen.get(value);
    if (prev) this.c.add(path, `duplicate ${label} (first at ${formatPath(prev)})`);
    else seen.set(value, path);
  }
}

export function checkEvents(c: Checker, items: unknown[]): EventTimes[] {
  const seen = new WorldwideIds(c);
  return items.map((ev, i) => checkEvent(c, ev, ["events", i], seen));
}

function checkEvent(c: Checker, ev: unknown, p: Path, seen: WorldwideIds): EventTimes {
  const { starts, ends, updated, ctx } = checkEventTimes(c, ev, p);
  checkEventReferences(c, ev, p);
  const days = arr(get(ev, "days")).map((day, j) => checkDay(c, day, [...p, "days", j], ctx));
  const sets = arr(get(ev, "lineup")).map((set, j) => checkSet(c, set, [...p, "lineup", j], ctx));
  const tiers = arr(get(ev, "ticket_tiers")).map((tier, j) => checkTier(c, tier, [...p, "ticket_tiers", j], seen));
  arr(get(ev, "gallery")).forEach((album, j) => checkAlbum(album, [...p, "gallery", j], seen));
  const presales = arr(get(ev, "presales")).map((presale, j) => checkPresale(c, presale, [...p, "presales", j], seen));
  const coupons = checkEventCoupons(c, ev, p);
  checkEventAccessCodes(c, ev, p);
  return { starts, ends, updated, days, sets, tiers, presales, coupons };
}

/**
 * The time zone, starts_at and ends_at (in order) and updated_at. Returns them with the context
 * the event's days and sets resolve in.
 */
function checkEventTimes(c: Checker, ev: unknown, p: Path) {
  const now = c.now;
  const tzRaw = get(ev, "timezone");
  let zone = "UTC";
  if (typeof tzRaw === "string" && tzRaw.length > 0) {
    if (isValidZone(tzRaw)) zone = tzRaw;
    else c.add([...p, "timezone"], `unknown time zone ${JSON.stringify(tzRaw)} (use an IANA name such as Europe/Berlin)`);
  }
  const startsRaw = get(ev, "starts_at");
  const startsResolved = c.time([...p, "starts_at"], startsRaw, { now, zone, wallClock: true });
  const starts = startsResolved ?? null;
  // When starts_at itself is wrong, resolve the offsets against now: the problem is reported once.
  const base = startsResolved === undefined && typeof startsRaw === "string" ? now : starts;
  const ctx: TimeContext = { now, zone, wallClock: true, start: base };
  const endsResolved = c.time([...p, "ends_at"], get(ev, "ends_at"), ctx);
  c.order([...p, "ends_at"], starts, endsResolved, "starts_at", "ends_at");
  const updated = c.time([...p, "updated_at"], get(ev, "updated_at"), c.utc) ?? undefined;
  return { starts, ends: endsResolved ?? null, updated, ctx };
}

/** Promoters, venue and genres exist; promoters, genres and stages are not repeated. */
function checkEventReferences(c: Checker, ev: unknown, p: Path): void {
  const promoters = arr(get(ev, "promoters"));
  promoters.forEach((id, j) => c.refPage([...p, "promoters", j], "promoter", id));
  c.unique(promoters, (id, j) => ({ value: int(id), path: [...p, "promoters", j], label: `promoter ${String(id)}` }));
  const venue = get(ev, "venue");
  if (venue != null) c.refPage([...p, "venue"], "venue", venue);
  c.refGenres([...p, "genres"], get(ev, "genres"));
  c.unique(arr(get(ev, "stages")), (s, j) => ({ value: str(s), path: [...p, "stages", j], label: `stage ${JSON.stringify(s)}` }));
}

function checkDay(c: Checker, day: unknown, dp: Path, ctx: TimeContext): { starts: MaybeTime; ends: MaybeTime } {
  const starts = c.time([...dp, "starts_at"], get(day, "starts_at"), ctx);
  const ends = c.time([...dp, "ends_at"], get(day, "ends_at"), ctx);
  c.order([...dp, "ends_at"], starts, ends, "starts_at", "ends_at");
  return { starts, ends };
}

/** Artists exist, once each; a set without artists (a custom act) has a name; an end needs a start. */
function checkSet(c: Checker, set: unknown, sp: Path, ctx: TimeContext): { start: MaybeTime; end: MaybeTime } {
  const artists = arr(get(set, "artists"));
  artists.forEach((id, k) => c.refPage([...sp, "artists", k], "artist", id));
  c.unique(artists, (id, k) => ({ value: int(id), path: [...sp, "artists", k], label: `artist ${String(id)} in this set` }));
  const name = get(set, "name");
  if (isObj(set) && artists.length === 0 && (typeof name !== "string" || name.trim() === "")) c.add(sp, "a set without artists is a custom act and needs a name");
  const start = c.time([...sp, "start"], get(set, "start"), ctx);
  const end = c.time([...sp, "end"], get(set, "end"), ctx);
  if (get(set, "start") == null && get(set, "end") != null) c.add([...sp, "end"], "a set with an end needs a start");
  c.order([...sp, "end"], start, end, "start", "end");
  return { start, end };
}

/** Unique id; the sale opens before it ends; no more sold than in stock. */
function checkTier(c: Checker, tier: unknown, tp: Path, seen: WorldwideIds): { start: MaybeTime; end: MaybeTime } {
  seen.once(seen.tierIds, str(get(tier, "id")), [...tp, "id"], `ticket tier id ${JSON.stringify(get(tier, "id"))}`);
  const start = c.time([...tp, "sale_start"], get(tier, "sale_start"), c.utc);
  const end = c.time([...tp, "sale_end"], get(tier, "sale_end"), c.utc);
  c.order([...tp, "sale_end"], start, end, "sale_start", "sale_end");
  const stock = int(get(tier, "stock"));
  const sold = int(get(tier, "sold"));
  if (stock !== undefined && sold !== undefined && sold > stock) c.add([...tp, "sold"], `${sold} is more than stock ${stock}`);
  return { start, end };
}

function checkAlbum(album: unknown, ap: Path, seen: WorldwideIds): void {
  seen.once(seen.albumIds, int(get(album, "id")), [...ap, "id"], `album id ${String(get(album, "id"))}`);
  arr(get(album, "photos")).forEach((photo, k) => seen.once(seen.photoIds, int(get(photo, "id")), [...ap, "photos", k, "id"], `photo id ${String(get(photo, "id"))}`));
}

/** Unique token; registration opens before it closes. */
function checkPresale(c: Checker, presale: unknown, pp: Path, seen: WorldwideIds): { opens: MaybeTime; closes: MaybeTime } {
  seen.once(seen.presaleTokens, str(get(presale, "token")), [...pp, "token"], `presale token ${JSON.stringify(get(presale, "token"))}`);
  const opens = c.time([...pp, "registration_opens_at"], get(presale, "registration_opens_at"), c.utc);
  const closes = c.time([...pp, "registration_closes_at"], get(presale, "registration_closes_at"), c.utc);
  c.order([...pp, "registration_closes_at"], opens, closes, "registration_opens_at", "registration_closes_at");
  return { opens, closes };
}
