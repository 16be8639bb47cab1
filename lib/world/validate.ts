/**
 * validateWorld: the whole world file checked before anything touches a database.
 *
 * Two passes over the same document, both always run so that every problem is reported at once:
 * 1. the zod schema (structure, types, enums, formats);
 * 2. the semantic checks, written against the raw JSON so they still run where the structure is
 *    wrong elsewhere: duplicate ids, references, time spellings, zones, order of instants, scopes.
 * When both are clean, the parsed document is turned into a ResolvedWorld: defaults applied,
 * missing ids assigned (deterministically), every time an instant.
 */
import { createHash } from "node:crypto";
import type { $ZodIssue } from "zod/v4/core";
import { DEFAULT_SCOPES, isScope, SCOPES, type Scope } from "../auth/scopes";
import { hashToken, keyTypeOf, type KeyType } from "../auth/token";
import {
  CAPACITY_LAYOUTS,
  DEFAULT_FEE,
  DEFAULT_SITE_URL,
  originOf,
  PRESALE_HIDDEN_FIELDS,
  WORLD_SECTIONS,
  WorldFileSchema,
  type ResolvedEvent,
  type ResolvedForm,
  type ResolvedKey,
  type ResolvedPage,
  type ResolvedWorld,
  type WorldFileParsed,
} from "./format";
import { isValidZone, resolveTime, type TimeContext } from "./times";

export type ValidationResult = { ok: true; world: ResolvedWorld } | { ok: false; problems: string[] };

type Seg = string | number;
type Path = Seg[];
type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const get = (o: unknown, k: string): unknown => (isObj(o) ? o[k] : undefined);
const int = (x: unknown): number | undefined => (typeof x === "number" && Number.isInteger(x) ? x : undefined);
const str = (x: unknown): string | undefined => (typeof x === "string" ? x : undefined);

/** `events[3].lineup[0].artists[1]` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else {
      const s = String(seg);
      out += /^[A-Za-z_$][\w$]*$/.test(s) ? (out ? `.${s}` : s) : `[${JSON.stringify(s)}]`;
    }
  }
  return out || "(root)";
}

interface Problem {
  path: readonly PropertyKey[];
  message: string;
  order: number;
}

class Problems {
  private list: Problem[] = [];
  add(path: readonly PropertyKey[], message: string): void {
    this.list.push({ path, message, order: this.list.length });
  }
  get size(): number {
    return this.list.length;
  }
  /** Grouped by section (the contract's order) and by item index; otherwise in the order found. */
  sorted(): string[] {
    const sectionRank = (p: readonly PropertyKey[]) => {
      const i = (WORLD_SECTIONS as readonly PropertyKey[]).indexOf(p[0] ?? "");
      return i < 0 ? -1 : i;
    };
    const itemIndex = (p: readonly PropertyKey[]) => (typeof p[1] === "number" ? p[1] : -1);
    const seen = new Set<string>();
    return [...this.list]
      .sort((a, b) => sectionRank(a.path) - sectionRank(b.path) || itemIndex(a.path) - itemIndex(b.path) || a.order - b.order)
      .map((p) => `${formatPath(p.path)}: ${p.message}`)
      .filter((line) => (seen.has(line) ? false : (seen.add(line), true)));
  }
}

function addZodIssue(problems: Problems, issue: $ZodIssue): void {
  if (issue.code === "unrecognized_keys") {
    for (const key of issue.keys) problems.add([...issue.path, key], "unknown field");
    return;
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) {
    problems.add(issue.path, "is required");
    return;
  }
  if (issue.code === "invalid_union" && issue.path.length > 0) {
    problems.add(issue.path, issue.message);
    return;
  }
  const m = issue.message;
  problems.add(issue.path, m.length > 0 ? m[0]!.toLowerCase() + m.slice(1) : "is invalid");
}

// ---------------------------------------------------------------------------------------------
// Pass 2: semantic checks on the raw document.
// ---------------------------------------------------------------------------------------------

type MaybeTime = Date | null | undefined;

interface EventTimes {
  starts: Date | null;
  ends: Date | null;
  updated: Date | undefined;
  days: { starts: MaybeTime; ends: MaybeTime }[];
  sets: { start: MaybeTime; end: MaybeTime }[];
  tiers: { start: MaybeTime; end: MaybeTime }[];
  presales: { opens: MaybeTime; closes: MaybeTime }[];
}

interface Checked {
  pages: Record<"artists" | "promoters" | "venues", MaybeTime[]>;
  events: EventTimes[];
  news: MaybeTime[];
  presskits: MaybeTime[];
  forms: { opens: MaybeTime; closes: MaybeTime }[];
  keys: { expires: MaybeTime; created: MaybeTime; rotated: MaybeTime; lastUsed: MaybeTime; type: KeyType | undefined }[];
}

const PAGE_SECTIONS = ["artists", "promoters", "venues"] as const;
const SINGULAR: Record<string, string> = { artists: "artist", promoters: "promoter", venues: "venue", events: "event", artist: "artist", promoter: "promoter", venue: "venue", event: "event" };

class Checker {
  readonly genreNames = new Set<string>();
  readonly crewSlugs = new Set<string>();
  readonly ids: Record<"artists" | "promoters" | "venues" | "events", Set<number>> = {
    artists: new Set(),
    promoters: new Set(),
    venues: new Set(),
    events: new Set(),
  };
  readonly keyIds = new Set<string>();

  constructor(
    private readonly doc: Obj,
    private readonly now: Date,
    private readonly problems: Problems,
  ) {}

  private add(path: Path, message: string) {
    this.problems.add(path, message);
  }

  /** Report duplicates of an id-like value; returns the map of first occurrences. */
  private unique<T>(items: unknown[], pick: (item: unknown, index: number) => { value: T | undefined; path: Path; label: string } | null) {
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

  private time(path: Path, value: unknown, ctx: TimeContext): MaybeTime {
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

  private order(path: Path, from: MaybeTime, to: MaybeTime, fromName: string, toName: string) {
    if (from instanceof Date && to instanceof Date && to.getTime() < from.getTime()) this.add(path, `${toName} is before ${fromName}`);
  }

  private refPage(path: Path, kind: string, id: unknown) {
    const n = int(id);
    if (n === undefined) return;
    const section = (kind + "s") as "artists" | "promoters" | "venues" | "events";
    if (!this.ids[section]?.has(n)) this.add(path, `${SINGULAR[kind] ?? kind} ${n} is not in this world`);
  }

  private refGenres(path: Path, genres: unknown) {
    arr(genres).forEach((g, i) => {
      if (typeof g === "string" && !this.genreNames.has(g)) this.add([...path, i], `genre ${JSON.stringify(g)} is not in this world's genres`);
    });
    this.unique(arr(genres), (g, i) => ({ value: str(g), path: [...path, i], label: `genre ${JSON.stringify(g)}` }));
  }

  private refCrew(path: Path, slug: unknown) {
    if (typeof slug === "string" && !this.crewSlugs.has(slug)) this.add(path, `crew ${JSON.stringify(slug)} is not in this world`);
  }

  run(): Checked {
    const d = this.doc;
    const now = this.now;
    const utc: TimeContext = { now };

    // Genres and crews first: pages refer to them.
    const genres = arr(d.genres);
    this.unique(genres, (g, i) => ({ value: int(get(g, "id")), path: ["genres", i, "id"], label: `id ${String(get(g, "id"))}` }));
    this.unique(genres, (g, i) => ({ value: str(get(g, "name")), path: ["genres", i, "name"], label: `genre name ${JSON.stringify(get(g, "name"))}` }));
    for (const g of genres) {
      const name = str(get(g, "name"));
      if (name) this.genreNames.add(name);
    }

    const crews = arr(d.crews);
    this.unique(crews, (c, i) => ({ value: str(get(c, "id"))?.toLowerCase(), path: ["crews", i, "id"], label: `id ${String(get(c, "id"))}` }));
    this.unique(crews, (c, i) => ({ value: str(get(c, "slug")), path: ["crews", i, "slug"], label: `slug ${JSON.stringify(get(c, "slug"))}` }));
    for (const c of crews) {
      const slug = str(get(c, "slug"));
      if (slug) this.crewSlugs.add(slug);
    }

    // Ids of every referable kind before any reference is checked.
    for (const section of [...PAGE_SECTIONS, "events"] as const) {
      const items = arr(d[section]);
      this.unique(items, (p, i) => ({ value: int(get(p, "id")), path: [section, i, "id"], label: `id ${String(get(p, "id"))}` }));
      for (const p of items) {
        const id = int(get(p, "id"));
        if (id !== undefined) this.ids[section].add(id);
      }
    }

    const pages = {} as Checked["pages"];
    for (const section of PAGE_SECTIONS) {
      pages[section] = arr(d[section]).map((p, i) => {
        this.refGenres([section, i, "genres"], get(p, "genres"));
        const managedBy = arr(get(p, "managed_by"));
        managedBy.forEach((slug, j) => this.refCrew([section, i, "managed_by", j], slug));
        this.unique(managedBy, (slug, j) => ({ value: str(slug), path: [section, i, "managed_by", j], label: `crew ${JSON.stringify(slug)}` }));
        return this.time([section, i, "updated_at"], get(p, "updated_at"), utc);
      });
    }

    const events = this.events(arr(d.events));

    const partners = arr(d.partners);
    this.unique(partners, (p, i) => ({ value: int(get(p, "id")), path: ["partners", i, "id"], label: `id ${String(get(p, "id"))}` }));
    partners.forEach((p, i) => {
      const owner = get(p, "owner");
      const type = str(get(owner, "type"));
      if (type === "promoter" || type === "venue") this.refPage(["partners", i, "owner", "id"], type, get(owner, "id"));
    });

    const newsItems = arr(d.news);
    this.unique(newsItems, (p, i) => ({ value: int(get(p, "id")), path: ["news", i, "id"], label: `id ${String(get(p, "id"))}` }));
    const news = newsItems.map((n, i) => {
      const owner = get(n, "owner");
      const type = str(get(owner, "type"));
      if (type === "promoter" || type === "venue" || type === "artist" || type === "event") this.refPage(["news", i, "owner", "id"], type, get(owner, "id"));
      return this.time(["news", i, "published_at"], get(n, "published_at"), utc);
    });

    const kits = arr(d.presskits);
    this.unique(kits, (k, i) => ({ value: str(get(k, "id"))?.toLowerCase(), path: ["presskits", i, "id"], label: `id ${String(get(k, "id"))}` }));
    const defaults = new Map<number, number>();
    const presskits = kits.map((k, i) => {
      this.refPage(["presskits", i, "artist_id"], "artist", get(k, "artist_id"));
      const artist = int(get(k, "artist_id"));
      if (get(k, "is_default") === true && artist !== undefined) {
        const prev = defaults.get(artist);
        if (prev !== undefined) this.add(["presskits", i, "is_default"], `artist ${artist} already has a default press kit (presskits[${prev}])`);
        else defaults.set(artist, i);
      }
      if (get(k, "password") != null && get(k, "password_hash") != null) this.add(["presskits", i, "password_hash"], "give password or password_hash, not both");
      return this.time(["presskits", i, "updated_at"], get(k, "updated_at"), utc);
    });

    const formItems = arr(d.forms);
    this.unique(formItems, (f, i) => ({ value: str(get(f, "id"))?.toLowerCase(), path: ["forms", i, "id"], label: `id ${String(get(f, "id"))}` }));
    this.unique(formItems, (f, i) => {
      const crew = str(get(f, "crew"));
      const slug = str(get(f, "slug"));
      return { value: crew !== undefined && slug !== undefined ? `${crew}\u0000${slug}` : undefined, path: ["forms", i, "slug"], label: `form slug ${JSON.stringify(slug)} in crew ${JSON.stringify(crew)}` };
    });
    const forms = formItems.map((f, i) => {
      const crew = get(f, "crew");
      this.refCrew(["forms", i, "crew"], crew);
      const owner = get(f, "owner");
      const type = str(get(owner, "type"));
      const ownerId = get(owner, "id");
      if (type === "crew" && typeof ownerId === "string") {
        if (!this.crewSlugs.has(ownerId)) this.add(["forms", i, "owner", "id"], `crew ${JSON.stringify(ownerId)} is not in this world`);
        else if (typeof crew === "string" && ownerId !== crew) this.add(["forms", i, "owner", "id"], `a crew owner must be the form's own crew (${JSON.stringify(crew)})`);
      } else if (type === "promoter" || type === "venue" || type === "artist") this.refPage(["forms", i, "owner", "id"], type, ownerId);
      const questions = arr(get(f, "questions"));
      this.unique(questions, (q, j) => ({ value: str(get(q, "key")), path: ["forms", i, "questions", j, "key"], label: `question key ${JSON.stringify(get(q, "key"))}` }));
      const opens = this.time(["forms", i, "opens_at"], get(f, "opens_at"), utc);
      const closes = this.time(["forms", i, "closes_at"], get(f, "closes_at"), utc);
      this.order(["forms", i, "closes_at"], opens, closes, "opens_at", "closes_at");
      const max = int(get(f, "max_responses"));
      const responses = int(get(f, "responses"));
      if (max !== undefined && responses !== undefined && responses > max) this.add(["forms", i, "responses"], `${responses} is more than max_responses ${max}`);
      return { opens, closes };
    });

    const keys = this.keys(arr(d.keys));
    return { pages, events, news, presskits, forms, keys };
  }

  private events(items: unknown[]): EventTimes[] {
    const now = this.now;
    const utc: TimeContext = { now };
    const tierIds = new Map<string, Path>();
    const albumIds = new Map<number, Path>();
    const photoIds = new Map<number, Path>();
    const presaleTokens = new Map<string, Path>();
    const once = <T>(seen: Map<T, Path>, value: T | undefined, path: Path, label: string) => {
      if (value === undefined) return;
      const prev = seen.get(value);
      if (prev) this.add(path, `duplicate ${label} (first at ${formatPath(prev)})`);
      else seen.set(value, path);
    };

    return items.map((ev, i) => {
      const p: Path = ["events", i];
      const tzRaw = get(ev, "timezone");
      let zone = "UTC";
      if (typeof tzRaw === "string" && tzRaw.length > 0) {
        if (isValidZone(tzRaw)) zone = tzRaw;
        else this.add([...p, "timezone"], `unknown time zone ${JSON.stringify(tzRaw)} (use an IANA name such as Europe/Berlin)`);
      }
      const startsRaw = get(ev, "starts_at");
      const startsResolved = this.time([...p, "starts_at"], startsRaw, { now, zone, wallClock: true });
      const starts = startsResolved ?? null;
      // When starts_at itself is wrong, resolve the offsets against now: the problem is reported once.
      const base = startsResolved === undefined && typeof startsRaw === "string" ? now : starts;
      const eventCtx: TimeContext = { now, zone, wallClock: true, start: base };
      const endsResolved = this.time([...p, "ends_at"], get(ev, "ends_at"), eventCtx);
      this.order([...p, "ends_at"], starts, endsResolved, "starts_at", "ends_at");
      const updated = this.time([...p, "updated_at"], get(ev, "updated_at"), utc) ?? undefined;

      const promoters = arr(get(ev, "promoters"));
      promoters.forEach((id, j) => this.refPage([...p, "promoters", j], "promoter", id));
      this.unique(promoters, (id, j) => ({ value: int(id), path: [...p, "promoters", j], label: `promoter ${String(id)}` }));
      const venue = get(ev, "venue");
      if (venue != null) this.refPage([...p, "venue"], "venue", venue);
      this.refGenres([...p, "genres"], get(ev, "genres"));
      this.unique(arr(get(ev, "stages")), (s, j) => ({ value: str(s), path: [...p, "stages", j], label: `stage ${JSON.stringify(s)}` }));

      const days = arr(get(ev, "days")).map((day, j) => {
        const dp: Path = [...p, "days", j];
        const ds = this.time([...dp, "starts_at"], get(day, "starts_at"), eventCtx);
        const de = this.time([...dp, "ends_at"], get(day, "ends_at"), eventCtx);
        this.order([...dp, "ends_at"], ds, de, "starts_at", "ends_at");
        return { starts: ds, ends: de };
      });

      const sets = arr(get(ev, "lineup")).map((set, j) => {
        const sp: Path = [...p, "lineup", j];
        const artists = arr(get(set, "artists"));
        artists.forEach((id, k) => this.refPage([...sp, "artists", k], "artist", id));
        this.unique(artists, (id, k) => ({ value: int(id), path: [...sp, "artists", k], label: `artist ${String(id)} in this set` }));
        const name = get(set, "name");
        if (isObj(set) && artists.length === 0 && (typeof name !== "string" || name.trim() === "")) this.add(sp, "a set without artists is a custom act and needs a name");
        const start = this.time([...sp, "start"], get(set, "start"), eventCtx);
        const end = this.time([...sp, "end"], get(set, "end"), eventCtx);
        if (get(set, "start") == null && get(set, "end") != null) this.add([...sp, "end"], "a set with an end needs a start");
        this.order([...sp, "end"], start, end, "start", "end");
        return { start, end };
      });

      const tiers = arr(get(ev, "ticket_tiers")).map((tier, j) => {
        const tp: Path = [...p, "ticket_tiers", j];
        once(tierIds, str(get(tier, "id")), [...tp, "id"], `ticket tier id ${JSON.stringify(get(tier, "id"))}`);
        const start = this.time([...tp, "sale_start"], get(tier, "sale_start"), utc);
        const end = this.time([...tp, "sale_end"], get(tier, "sale_end"), utc);
        this.order([...tp, "sale_end"], start, end, "sale_start", "sale_end");
        const stock = int(get(tier, "stock"));
        const sold = int(get(tier, "sold"));
        if (stock !== undefined && sold !== undefined && sold > stock) this.add([...tp, "sold"], `${sold} is more than stock ${stock}`);
        return { start, end };
      });

      arr(get(ev, "gallery")).forEach((album, j) => {
        const ap: Path = [...p, "gallery", j];
        once(albumIds, int(get(album, "id")), [...ap, "id"], `album id ${String(get(album, "id"))}`);
        arr(get(album, "photos")).forEach((photo, k) => once(photoIds, int(get(photo, "id")), [...ap, "photos", k, "id"], `photo id ${String(get(photo, "id"))}`));
      });

      const presales = arr(get(ev, "presales")).map((presale, j) => {
        const pp: Path = [...p, "presales", j];
        once(presaleTokens, str(get(presale, "token")), [...pp, "token"], `presale token ${JSON.stringify(get(presale, "token"))}`);
        const opens = this.time([...pp, "registration_opens_at"], get(presale, "registration_opens_at"), utc);
        const closes = this.time([...pp, "registration_closes_at"], get(presale, "registration_closes_at"), utc);
        this.order([...pp, "registration_closes_at"], opens, closes, "registration_opens_at", "registration_closes_at");
        return { opens, closes };
      });

      return { starts, ends: endsResolved ?? null, updated, days, sets, tiers, presales };
    });
  }

  private keys(items: unknown[]): Checked["keys"] {
    const now = this.now;
    const utc: TimeContext = { now };
    this.unique(items, (k, i) => ({ value: str(get(k, "id"))?.toLowerCase(), path: ["keys", i, "id"], label: `id ${String(get(k, "id"))}` }));
    for (const k of items) {
      const id = str(get(k, "id"));
      if (id) this.keyIds.add(id.toLowerCase());
    }
    this.unique(items, (k, i) => {
      const token = str(get(k, "token"));
      const hash = token !== undefined ? hashToken(token) : str(get(k, "token_hash"));
      return { value: hash, path: ["keys", i, token !== undefined ? "token" : "token_hash"], label: "token (two keys cannot share a token)" };
    });
    this.unique(items, (k, i) => ({ value: str(get(k, "rotated_from"))?.toLowerCase(), path: ["keys", i, "rotated_from"], label: `successor of key ${String(get(k, "rotated_from"))} (a key rotates once)` }));

    return items.map((k, i) => {
      const p: Path = ["keys", i];
      this.refCrew([...p, "crew"], get(k, "crew"));
      const token = str(get(k, "token"));
      const typeRaw = get(k, "type");
      const declared = typeRaw === "secret" || typeRaw === "publishable" ? typeRaw : undefined;
      const fromToken = token !== undefined ? (keyTypeOf(token) ?? undefined) : undefined;
      if (declared && fromToken && declared !== fromToken) this.add([...p, "token"], `a ${token!.slice(0, 7)} token belongs to a ${fromToken} key, but type is ${JSON.stringify(declared)}`);
      if (typeRaw === undefined && token === undefined) this.add([...p, "type"], "is required when there is no token");
      const type = declared ?? fromToken;

      const hasHash = get(k, "token_hash") !== undefined;
      if (token !== undefined && hasHash) this.add([...p, "token_hash"], "give token or token_hash, not both");
      if (hasHash && (get(k, "prefix") === undefined || get(k, "last4") === undefined)) this.add([...p, "token_hash"], "token_hash needs prefix and last4");
      if (!hasHash && (get(k, "prefix") !== undefined || get(k, "last4") !== undefined)) this.add([...p, get(k, "prefix") !== undefined ? "prefix" : "last4"], "prefix and last4 go with token_hash");

      arr(get(k, "scopes")).forEach((s, j) => {
        if (typeof s !== "string") return;
        if (!isScope(s)) this.add([...p, "scopes", j], `unknown scope ${JSON.stringify(s)}`);
        else if (type === "publishable" && !SCOPES[s].publishable) this.add([...p, "scopes", j], `${JSON.stringify(s)} cannot be given to a publishable key`);
      });

      const from = str(get(k, "rotated_from"));
      if (from !== undefined) {
        if (!this.keyIds.has(from.toLowerCase())) this.add([...p, "rotated_from"], `key ${from} is not in this world`);
        else if (from.toLowerCase() === str(get(k, "id"))?.toLowerCase()) this.add([...p, "rotated_from"], "a key cannot replace itself");
      }

      const created = this.time([...p, "created_at"], get(k, "created_at"), utc);
      const expires = this.time([...p, "expires_at"], get(k, "expires_at"), utc);
      const rotated = this.time([...p, "rotated_at"], get(k, "rotated_at"), utc);
      const lastUsed = this.time([...p, "last_used_at"], get(k, "last_used_at"), utc);
      this.order([...p, "expires_at"], created, expires, "created_at", "expires_at");
      // An absent created_at is now, unless the key already expired: then a month before that.
      const createdOrDefault = created === undefined && expires instanceof Date && expires < now ? new Date(expires.getTime() - 30 * 86_400_000) : created;
      return { created: createdOrDefault, expires, rotated, lastUsed, type };
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Building the resolved world.
// ---------------------------------------------------------------------------------------------

/** A stable uuid (version-5 layout) derived from a name: the same world always gets the same ids. */
export function derivedUuid(name: string): string {
  const h = createHash("sha256").update(`world:${name}`).digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Ids for items without one: after the largest given id, in document order. */
function idAssigner(given: Iterable<number | undefined>): (id: number | undefined) => number {
  let next = 1;
  for (const id of given) if (id !== undefined && id >= next) next = id + 1;
  return (id) => id ?? next++;
}

const must = <T>(v: T | null | undefined, fallback: T): T => (v === undefined || v === null ? fallback : v);

function build(doc: WorldFileParsed, t: Checked, now: Date): ResolvedWorld {
  const genresIn = doc.genres ?? [];
  const genreId = idAssigner(genresIn.map((g) => g.id));
  const genres = genresIn.map((g) => ({ id: genreId(g.id), name: g.name }));

  const crews = (doc.crews ?? []).map((c) => ({
    id: (c.id ?? derivedUuid(`crew:${c.slug}`)).toLowerCase(),
    name: c.name,
    slug: c.slug,
    plan: c.plan,
    owner_email: c.owner_email,
  }));

  type PageIn = NonNullable<WorldFileParsed["artists"]>[number];
  const page = (p: PageIn, id: number, updated: MaybeTime): ResolvedPage => ({
    id,
    name: p.name,
    image_url: p.image_url ?? null,
    description: p.description ?? null,
    genres: p.genres ?? [],
    links: p.links && Object.keys(p.links).length > 0 ? p.links : null,
    is_verified: p.is_verified ?? false,
    published: p.published ?? true,
    managed_by: p.managed_by ?? [],
    contact_emails: p.contact_emails ?? [],
    updated_at: must(updated, now),
  });

  const artistsIn = doc.artists ?? [];
  const artistId = idAssigner(artistsIn.map((a) => a.id));
  const artists = artistsIn.map((a, i) => page(a, artistId(a.id), t.pages.artists[i]));

  const promotersIn = doc.promoters ?? [];
  const promoterId = idAssigner(promotersIn.map((a) => a.id));
  const promoters = promotersIn.map((p, i) => ({ ...page(p, promoterId(p.id), t.pages.promoters[i]), fee: p.fee ?? null }));

  const venuesIn = doc.venues ?? [];
  const venueId = idAssigner(venuesIn.map((a) => a.id));
  const venues = venuesIn.map((v, i) => {
    const loc = v.location;
    const location = loc
      ? { address: loc.address ?? null, city: loc.city ?? null, country: loc.country ?? null, lat: loc.lat ?? null, lng: loc.lng ?? null }
      : null;
    const capacity: Record<string, number> = {};
    for (const layout of CAPACITY_LAYOUTS) {
      const n = v.capacity?.[layout];
      if (n !== undefined) capacity[layout] = n;
    }
    return { ...page(v, venueId(v.id), t.pages.venues[i]), location, capacity };
  });

  const eventsIn = doc.events ?? [];
  const eventId = idAssigner(eventsIn.map((e) => e.id));
  const albumId = idAssigner(eventsIn.flatMap((e) => (e.gallery ?? []).map((a) => a.id)));
  const photoId = idAssigner(eventsIn.flatMap((e) => (e.gallery ?? []).flatMap((a) => (a.photos ?? []).map((ph) => ph.id))));
  const events: ResolvedEvent[] = eventsIn.map((e, i) => {
    const et = t.events[i]!;
    const id = eventId(e.id);
    return {
      id,
      title: e.title,
      description: e.description ?? "",
      type: e.type ?? "event",
      timezone: e.timezone,
      starts_at: et.starts,
      ends_at: et.ends,
      image_url: e.image_url ?? null,
      published: e.published ?? true,
      updated_at: must(et.updated, now),
      promoters: e.promoters ?? [],
      venue: e.venue ?? null,
      genres: e.genres ?? [],
      timetable_published: e.timetable_published ?? false,
      stages: e.stages ?? [],
      days: (e.days ?? []).map((day, j) => ({ name: day.name, starts_at: must(et.days[j]?.starts, now), ends_at: must(et.days[j]?.ends, now) })),
      lineup: (e.lineup ?? []).map((s, j) => ({
        artists: s.artists ?? [],
        name: s.name != null && s.name !== "" ? s.name : null,
        stage: s.stage ?? null,
        start: et.sets[j]?.start ?? null,
        end: et.sets[j]?.end ?? null,
        confirmed: s.confirmed ?? true,
      })),
      ticket_tiers: (e.ticket_tiers ?? []).map((tier, j) => ({
        id: tier.id ?? derivedUuid(`tier:${id}:${j}`),
        name: tier.name,
        description: tier.description ?? null,
        price: tier.price,
        currency: tier.currency ?? "EUR",
        sale_start: must(et.tiers[j]?.start, now),
        sale_end: must(et.tiers[j]?.end, now),
        max_per_order: tier.max_per_order ?? 10,
        stock: tier.stock,
        sold: tier.sold ?? 0,
        public: tier.public ?? true,
        off_sale: tier.off_sale ?? false,
        bundle_size: tier.bundle_size ?? 1,
      })),
      gallery: (e.gallery ?? []).map((a) => ({
        id: albumId(a.id),
        name: a.name,
        description: a.description ?? null,
        private: a.private ?? false,
        photos: (a.photos ?? []).map((ph) => ({ id: photoId(ph.id), url: ph.url, width: ph.width, height: ph.height, uploading: ph.uploading ?? false })),
      })),
      presales: (e.presales ?? []).map((ps, j) => {
        const hidden: Record<string, unknown> = { ...(ps.hidden ?? {}) };
        for (const f of PRESALE_HIDDEN_FIELDS) if (ps[f] !== undefined) hidden[f] = ps[f];
        return {
          token: ps.token,
          status: ps.status,
          draft: ps.draft ?? false,
          featured: ps.featured ?? false,
          featured_mode: ps.featured_mode ?? "none",
          registration_opens_at: et.presales[j]?.opens ?? null,
          registration_closes_at: et.presales[j]?.closes ?? null,
          teaser: {
            title: ps.teaser?.title ?? "",
            subtitle: ps.teaser?.subtitle ?? "",
            image_url: ps.teaser?.image_url ?? null,
            description: ps.teaser?.description ?? "",
          },
          hidden,
        };
      }),
    };
  });

  const partnersIn = doc.partners ?? [];
  const partnerId = idAssigner(partnersIn.map((p) => p.id));
  const partners = partnersIn.map((p) => ({
    id: partnerId(p.id),
    owner: { type: p.owner.type as "promoter" | "venue", id: p.owner.id },
    name: p.name,
    logo_url: p.logo_url ?? null,
    website_url: p.website_url ?? null,
    position: p.position ?? 0,
  }));

  const newsIn = doc.news ?? [];
  const newsId = idAssigner(newsIn.map((n) => n.id));
  const news = newsIn.map((n, i) => ({
    id: newsId(n.id),
    owner: { type: n.owner.type as "promoter" | "venue" | "artist" | "event", id: n.owner.id },
    title: n.title,
    body_markdown: n.body_markdown,
    hero_image_url: n.hero_image_url ?? null,
    published_at: must(t.news[i], now),
    draft: n.draft ?? false,
  }));

  const presskits = (doc.presskits ?? []).map((k, i) => ({
    id: (k.id ?? derivedUuid(`presskit:${i}`)).toLowerCase(),
    artist_id: k.artist_id,
    title: k.title,
    status: k.status,
    password: k.password ?? null,
    password_hash: k.password_hash ?? null,
    is_default: k.is_default ?? false,
    updated_at: must(t.presskits[i], now),
    sections: k.sections ?? [],
    style: { accent_color: k.style?.accent_color ?? "#000000", hero_image_url: k.style?.hero_image_url ?? null },
    bio_version: k.bio_version ?? "short",
    bio_overrides: k.bio_overrides ?? {},
    press_quotes: k.press_quotes ?? [],
    files: k.files ?? [],
  }));

  const forms: ResolvedForm[] = (doc.forms ?? []).map((f, i) => ({
    id: (f.id ?? derivedUuid(`form:${f.crew}:${f.slug}`)).toLowerCase(),
    slug: f.slug,
    title: f.title,
    description: f.description ?? null,
    owner: f.owner.type === "crew" ? { type: "crew", id: f.owner.id } : { type: f.owner.type, id: f.owner.id },
    crew: f.crew,
    draft: f.draft ?? false,
    opens_at: t.forms[i]?.opens ?? null,
    closes_at: t.forms[i]?.closes ?? null,
    max_responses: f.max_responses ?? null,
    responses: f.responses ?? 0,
    captures_contact: f.captures_contact ?? false,
    definition_version: f.definition_version ?? 1,
    settings: f.settings ?? {},
    questions: f.questions ?? [],
  }));

  const origins = (list: string[] | null | undefined) => [...new Set((list ?? []).map((o) => originOf(o) ?? o))];
  const keys: ResolvedKey[] = (doc.keys ?? []).map((k, i) => {
    const kt = t.keys[i]!;
    const scopes = k.scopes ? [...new Set(k.scopes)].filter(isScope) : [...DEFAULT_SCOPES];
    return {
      id: (k.id ?? derivedUuid(`key:${i}:${k.crew}:${k.name}`)).toLowerCase(),
      crew: k.crew,
      name: k.name,
      type: kt.type ?? "secret",
      token: k.token ?? null,
      token_hash: k.token_hash ?? null,
      prefix: k.prefix ?? null,
      last4: k.last4 ?? null,
      scopes: scopes as Scope[],
      websites: origins(k.websites),
      storefront_origins: origins(k.storefront_origins),
      state: k.state ?? "active",
      expires_at: kt.expires ?? null,
      created_at: must(kt.created, now),
      rate_limit: k.rate_limit && (k.rate_limit.per_minute !== undefined || k.rate_limit.per_day !== undefined) ? { per_minute: k.rate_limit.per_minute ?? null, per_day: k.rate_limit.per_day ?? null } : null,
      rotated_from: k.rotated_from ? k.rotated_from.toLowerCase() : null,
      rotated_at: kt.rotated ?? null,
      last_used_at: kt.lastUsed ?? null,
    };
  });

  return {
    site_url: doc.site_url ?? DEFAULT_SITE_URL,
    default_fee: doc.default_fee ?? DEFAULT_FEE,
    genres,
    crews,
    artists,
    promoters,
    venues,
    events,
    partners,
    news,
    presskits,
    forms,
    keys,
  };
}

/**
 * Validate a parsed JSON document against the world format and resolve it. Never touches a
 * database; `now` is the moment relative times are read against.
 */
export function validateWorld(json: unknown, now: Date): ValidationResult {
  if (!isObj(json)) return { ok: false, problems: ["(root): a world file is a JSON object"] };
  const problems = new Problems();
  const parsed = WorldFileSchema.safeParse(json);
  if (!parsed.success) for (const issue of parsed.error.issues) addZodIssue(problems, issue);
  const checked = new Checker(json, now, problems).run();
  if (problems.size > 0 || !parsed.success) return { ok: false, problems: problems.sorted() };
  return { ok: true, world: build(parsed.data, checked, now) };
}
