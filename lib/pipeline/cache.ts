/**
 * Steps "cache" (before the work is spent) and the copy kept after a fresh read. What a copy is
 * keyed by comes from the declaration: the crew (or one public copy for discovery routes), the key
 * kind, the path, the normalised query (with `fields` and `locale`), and the request headers the
 * endpoint declares. Handlers of cacheable endpoints see only the key's kind, so nothing else of
 * the key can change an answer.
 */
import { createHash } from "node:crypto";
import { config } from "@/lib/config/config";
import { isFresh, ttlLeft } from "@/lib/traffic/cache";
import * as traffic from "@/lib/traffic/hooks";
import type { Endpoint } from "@/lib/http/endpoint";
import { answer, type Answer } from "@/lib/http/exchange";
import type { Call } from "./call";

export const isCacheable = (e: Endpoint): e is Endpoint & { cache: number } => typeof e.cache === "number" && e.cache > 0;

const cacheControls = new Map<number, string>();

/** One string per lifetime, made once (see `hitStatus` on why a header value is better made once). */
export function cacheControl(seconds: number): string {
  let value = cacheControls.get(seconds);
  if (value === undefined) cacheControls.set(seconds, (value = `private, max-age=${seconds}, stale-while-revalidate=${seconds * 2}, stale-if-error=86400`));
  return value;
}

export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Longer If-None-Match values are ignored (documented in the OpenAPI parameter). */
export const IF_NONE_MATCH_MAX = 2048;

export function etagMatches(header: string | null, etag: string): boolean {
  if (!header || header.length > IF_NONE_MATCH_MAX) return false;
  if (header === etag) return true; // the usual revalidation: the one tag the client holds
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

const plainVariants = new WeakMap<URL, Record<string, string>>();

/** Everything besides the crew that may change a cached answer, as the declaration states it. */
export function cacheVariant(call: Call): string {
  // Most reads have no query and declare no headers: the variant is the path alone, kept with the
  // parsed URL (shared by the requests to that address) so it is one string, hashed once.
  if (call.url.search === "" && !call.endpoint.headers?.length) {
    const kind = call.auth?.key.type ?? "none";
    let byKind = plainVariants.get(call.url);
    if (byKind === undefined) plainVariants.set(call.url, (byKind = {}));
    return (byKind[kind] ??= `${kind}|${call.path}?`);
  }
  const pairs = [...call.url.searchParams].filter(([k]) => k !== "key").sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  const declared = (call.endpoint.headers ?? []).map((h) => `${h.name.toLowerCase()}=${call.request.headers.get(h.name) ?? ""}`);
  return [call.auth?.key.type ?? "none", `${call.path}?${new URLSearchParams(pairs).toString()}`, ...declared].join("|");
}

/** A secret key's `Cache-Control: no-cache` asks for a fresh read (it costs work). */
function wantsFresh(call: Call): boolean {
  return call.auth?.key.type === "secret" && /(^|,)\s*no-cache\s*(,|$)/i.test(call.request.headers.get("cache-control") ?? "");
}

/**
 * The client names a tag (not `*`) that is the stored copy's: it already holds these bytes, so the
 * request revalidates the copy. The Fetch standard adds `Cache-Control: no-cache` and
 * `Pragma: no-cache` to every request whose caller set `If-None-Match`, so a no-cache beside such
 * a tag cannot be told from a plain revalidation: it is answered as one (docs/guides/caching.md).
 */
function revalidatesCopy(call: Call, copy: traffic.CachedAnswer): boolean {
  const inm = call.request.headers.get("if-none-match");
  return inm?.trim() !== "*" && etagMatches(inm, copy.etag);
}

const service = () => config().serviceName;

/**
 * Step "cache": a fresh copy answers now at no work. The copy, fresh or stale, stays on the call for
 * later steps. At once when the allowance step read the copy (a promise only when the store is asked).
 */
export function answerFromCache(call: Call): Answer | null | Promise<Answer | null> {
  const treq = call.traffic!;
  if (!isCacheable(call.endpoint)) return null;
  treq.variant ||= cacheVariant(call); // named at the allowance step for keyed reads
  const copy = traffic.lookupCached(treq);
  return copy instanceof Promise ? copy.then((c) => answerFromCopy(call, c)) : answerFromCopy(call, copy);
}

function answerFromCopy(call: Call, copy: traffic.CachedAnswer | null): Answer | null {
  const treq = call.traffic!;
  call.copy = copy;
  const asked = wantsFresh(call);
  // A no-cache read whose tag is the copy's: a revalidation (304 from the copy, or fwd=stale when it expired).
  const setAside = asked && call.copy !== null && revalidatesCopy(call, call.copy);
  treq.noCache = asked && !setAside;
  if (!call.copy || treq.noCache || !isFresh(call.copy, Date.now())) return null;
  call.cacheOutcome = "hit";
  return fromCopy(call, call.copy, setAside ? "; detail=if-none-match" : "");
}

/**
 * Fresh reads of one copy under way in this process, per store (two apps in one process keep
 * their own). When a copy is missing or has expired, every read of it that arrives before the first
 * fresh read has stored the new one would read fresh too: at a thousand reads a second and a 5 ms
 * handler, a burst of handlers and database reads in the serving thread, each one charged to its key.
 */
const freshReads = new WeakMap<object, Map<string, Promise<unknown>>>();

/** How long a read waits for another's fresh read of the same copy before it reads fresh itself. */
export const FRESH_READ_WAIT_MS = 2000;

/**
 * Step "fresh read", once per copy at a time: the first read of a missing or expired copy reads
 * fresh; the others that arrive meanwhile wait for it and answer from the copy it stored, as a hit
 * at no cost. When it stored none (an error, a refusal, a 404) or takes longer than
 * FRESH_READ_WAIT_MS, each reads fresh on its own. A no-cache read always reads fresh.
 */
export function freshReadOnce(call: Call, readFresh: (call: Call) => Promise<Answer>): Promise<Answer> {
  const treq = call.traffic!;
  if (!isCacheable(call.endpoint) || treq.noCache) return readFresh(call);
  let running = freshReads.get(treq.app.store);
  if (running === undefined) freshReads.set(treq.app.store, (running = new Map()));
  const key = traffic.copyKey(treq);
  const leader = running.get(key);
  if (leader !== undefined) return afterLeader(call, leader, readFresh);
  const own = readFresh(call);
  // Settles (never rejects) once the read is done, and leaves the map then.
  const release = () => void (running.get(key) === settled && running.delete(key));
  const settled: Promise<void> = own.then(release, release);
  running.set(key, settled);
  return own;
}

async function afterLeader(call: Call, leader: Promise<unknown>, readFresh: (call: Call) => Promise<Answer>): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([leader.then(() => true), new Promise<false>((r) => (timer = setTimeout(() => r(false), FRESH_READ_WAIT_MS)))]);
  clearTimeout(timer);
  if (waited) {
    const copy = answerFromCopy(call, await traffic.lookupStoredCopy(call.traffic!));
    if (copy) return copy;
  }
  return readFresh(call);
}

/** The last copy, when fresh work cannot be had (budget spent, a dependency down). */
export function lastCopy(call: Call, why: "rate-limited" | "stale-if-error"): Answer | null {
  if (!call.copy) return null;
  call.cacheOutcome = why === "rate-limited" && isFresh(call.copy, Date.now()) ? "hit" : "stale";
  return fromCopy(call, call.copy, `; detail=${why}`);
}

/**
 * The Cache-Status of a hit, the same string while its figures hold (a second at least). A string
 * built per answer is a rope that Node flattens in the runtime when it checks the header: one made
 * once is flat after its first answer.
 */
let lastHit = { service: "", ttl: -1, detail: "", value: "" };

function hitStatus(ttl: number, detail: string): string {
  const name = service();
  if (lastHit.ttl !== ttl || lastHit.detail !== detail || lastHit.service !== name) lastHit = { service: name, ttl, detail, value: `${name}; hit; ttl=${ttl}${detail}` };
  return lastHit.value;
}

/** The body bytes of copies answered lately: the same copy answers again and again, and a copy never changes. */
const copyBytes = new WeakMap<traffic.CachedAnswer, number>();

function fromCopy(call: Call, copy: traffic.CachedAnswer, detail: string): Answer {
  // A copy costs nothing, so a 304 from it never does either.
  const { headers } = call;
  for (const k in copy.headers) headers.set(k, copy.headers[k]!);
  headers.set("Content-Type", copy.contentType);
  headers.set("ETag", copy.etag);
  headers.set("Cache-Control", cacheControl(call.endpoint.cache as number));
  headers.set("Cache-Status", hitStatus(ttlLeft(copy, Date.now()), detail));
  if (etagMatches(call.request.headers.get("if-none-match"), copy.etag)) return answer(304, headers);
  let bytes = copyBytes.get(copy);
  if (bytes === undefined) copyBytes.set(copy, (bytes = Buffer.byteLength(copy.body)));
  return answer(copy.status, headers, copy.body, bytes);
}

export interface Rendered {
  status: number;
  bodyText: string;
  /** A streamed body (then bodyText is empty): sent as it comes, never stored. */
  stream?: ReadableStream<Uint8Array>;
  contentType: string;
  /** Headers the handler set. */
  headers: Record<string, string>;
}

/** A fresh read: kept as the new copy, tagged, and answered 304 when the client's copy is the same. */
export async function answerFresh(call: Call, out: Rendered): Promise<Answer> {
  const { headers, endpoint } = call;
  const treq = call.traffic!;
  for (const [k, v] of Object.entries(out.headers)) headers.set(k, v);
  headers.set("Content-Type", out.contentType);
  if (!isCacheable(endpoint)) {
    headers.set("Cache-Control", "private, no-store");
    // A stream's bytes are counted as they go (call.streamed), not here.
    return answer(out.status, headers, out.stream ?? out.bodyText);
  }
  const etag = etagOf(out.bodyText);
  call.cacheOutcome = call.copy && !treq.noCache ? "stale" : "miss";
  headers.set("ETag", etag);
  headers.set("Cache-Control", cacheControl(endpoint.cache));
  headers.set("Cache-Status", `${service()}; ${treq.noCache ? "fwd=request; stored" : call.copy ? "fwd=stale" : "fwd=miss"}`);
  if (out.status === 200) {
    await traffic.storeCached(treq, { status: out.status, body: out.bodyText, contentType: out.contentType, etag, headers: out.headers, storedAt: Date.now(), ttl: endpoint.cache });
    const inm = call.request.headers.get("if-none-match");
    if (etagMatches(inm, etag)) {
      // Unchanged: a 304 costs nothing. A no-cache read gets here only when the client's tag was
      // not the copy's, so the copy it leaves behind makes its next revalidation a cache hit. `*`
      // names no copy the client holds: that read costs like any other.
      if (call.auth && inm?.trim() !== "*") await traffic.refundWork(treq);
      return answer(304, headers);
    }
  }
  return answer(out.status, headers, out.bodyText);
}
