/**
 * What the semantic checks share: reading the raw document, reporting a problem at a path, and
 * the ids and names seen so far, which later sections refer to.
 *
 * The checks read the raw JSON, not zod's output, so they still run where the structure is wrong
 * elsewhere and every problem is reported at once. They skip what the schema already refuses.
 */
import type { KeyType } from "../../auth/token";
import { resolveTime, type TimeContext } from "../times";
import type { AmbassadorsChecked } from "./check-ambassadors";
import type { ShopsChecked } from "./check-shop";
import { formatPath, type Problems } from "./problems";

export type Path = (string | number)[];
export type Obj = Record<string, unknown>;

export const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);
export const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const get = (o: unknown, k: string): unknown => (isObj(o) ? o[k] : undefined);
export const int = (x: unknown): number | undefined => (typeof x === "number" && Number.isInteger(x) ? x : undefined);
export const str = (x: unknown): string | undefined => (typeof x === "string" ? x : undefined);

/** A resolved instant; null when the field is null, undefined when absent or wrong (reported). */
export type MaybeTime = Date | null | undefined;

export interface EventTimes {
  starts: Date | null;
  ends: Date | null;
  updated: Date | undefined;
  days: { starts: MaybeTime; ends: MaybeTime }[];
  sets: { start: MaybeTime; end: MaybeTime }[];
  tiers: { start: MaybeTime; end: MaybeTime }[];
  presales: { opens: MaybeTime; closes: MaybeTime }[];
  coupons: { starts: MaybeTime; ends: MaybeTime }[];
}

/** What the checks resolve on the way, by section and item index, for building the world. */
export interface Checked {
  pages: Record<"artists" | "promoters" | "venues", MaybeTime[]>;
  events: EventTimes[];
  news: MaybeTime[];
  presskits: MaybeTime[];
  forms: { opens: MaybeTime; closes: MaybeTime }[];
  keys: { expires: MaybeTime; created: MaybeTime; rotated: MaybeTime; lastUsed: MaybeTime; type: KeyType | undefined }[];
  shops: ShopsChecked["shops"];
  eventShops: ShopsChecked["eventShops"];
  ambassadorPrograms: AmbassadorsChecked["programmes"];
  orders: { created: MaybeTime }[];
  payouts: { paid: MaybeTime }[];
  webhooks: { rotated: MaybeTime; failing: MaybeTime; created: MaybeTime }[];
}

export const PAGE_SECTIONS = ["artists", "promoters", "venues"] as const;
const SINGULAR: Record<string, string> = { artists: "artist", promoters: "promoter", venues: "venue", events: "event", artist: "artist", promoter: "promoter", venue: "venue", event: "event" };

export class Checker {
  readonly genreNames = new Set<string>();
  readonly crewSlugs = new Set<string>();
  readonly ids: Record<"artists" | "promoters" | "venues" | "events", Set<number>> = {
    artists: new Set(),
    promoters: new Set(),
    venues: new Set(),
    events: new Set(),
  };
  readonly keyIds = new Set<string>();
  /** Times outside events are read in UTC. */
  readonly utc: TimeContext;

  constructor(
    readonly now: Date,
    private readonly problems: Problems,
  ) {
    this.utc = { now };
  }

  add(path: Path, message: string) {
    this.problems.add(path, message);
  }

  /** Report duplicates of an id-like value; returns the map of first occurrences. */
  unique<T>(items: unknown[], pick: (item: unknown, index: number) => { value: T | undefined; path: Path; label: string } | null) {
    const first = new Map<T, Path>();
    items.forEach((item, i) => {
      const got = pick(item, i);
      if (!got || got.value === undefined) return;
      const prev = first.get(got.value);
      if (prev) this.add(got.path, `duplicate ${got.label} (first at ${formatPath(prev)})`);
      else first.set(got.value, got.path);
    });
    return first;
  }

  time(path: Path, value: unknown, ctx: TimeContext): MaybeTime {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value !== "string" || value.length === 0) return undefined; // the schema reports it
    const r = resolveTime(value, ctx);
    if (!r.ok) {
      this.add(path, r.message);
      return undefined;
    }
    return r.value;
  }

  order(path: Path, from: MaybeTime, to: MaybeTime, fromName: string, toName: string) {
    if (from instanceof Date && to instanceof Date && to.getTime() < from.getTime()) this.add(path, `${toName} is before ${fromName}`);
  }

  refPage(path: Path, kind: string, id: unknown) {
    const n = int(id);
    if (n === undefined) return;
    const section = (kind + "s") as "artists" | "promoters" | "venues" | "events";
    if (!this.ids[section]?.has(n)) this.add(path, `${SINGULAR[kind] ?? kind} ${n} is not in this world`);
  }

  refGenres(path: Path, genres: unknown) {
    arr(genres).forEach((g, i) => {
      if (typeof g === "string" && !this.genreNames.has(g)) this.add([...path, i], `genre ${JSON.stringify(g)} is not in this world's genres`);
    });
    this.unique(arr(genres), (g, i) => ({ value: str(g), path: [...path, i], label: `genre ${JSON.stringify(g)}` }));
  }

  refCrew(path: Path, slug: unknown) {
    if (typeof slug === "string" && !this.crewSlugs.has(slug)) this.add(path, `crew ${JSON.stringify(slug)} is not in this world`);
  }
}
