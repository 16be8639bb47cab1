/**
 * Where the traffic layer (limits, work budgets, response cache, idempotency, audit) meets the
 * pipeline. The pipeline calls these at fixed points of the request walk; this module decides
 * what they do. Each step is one store round trip at most: a cached read costs one (the allowance,
 * with the work budget and the copy read alongside), an uncached read three (that, the work, the
 * new copy).
 */
import type { Auth, KeyRecord } from "@/lib/auth/authenticate";
import { combine, rateLimitHeaders, type WorkBudget } from "@/lib/limits/rate-headers";
import { scopeStore, type CrewScope } from "@/lib/crew/scope";
import type { Endpoint } from "@/lib/http/endpoint";
import { isProblem, rateLimited, type LimitKind } from "@/lib/http/problem";
import { log } from "@/lib/observability/log";
import type { App } from "@/lib/root/types";
import { StoreUnavailable } from "@/lib/kv/guard";
import type { SpendResult, Window, WindowState } from "@/lib/kv/store";
import type { AuditEntry } from "./audit";
import { queueCall } from "./calls";
import { PUBLIC_SCOPE, cacheKey, knownCopy, parseCopy, readCopy, writeCopy, type CachedAnswer } from "./cache";
import { bodyFingerprint, claim, entryKey, settle, type Claim, type StoredAnswer } from "./idempotency";
import { postWindows, readWindows } from "./route-limits";
import { discoveryWindow, keyWindows, refusedForVisitorOnly, type KeyWindows } from "./windows";

export type { CachedAnswer } from "./cache";
export type { Claim, StoredAnswer } from "./idempotency";

export interface TrafficRequest {
  app: App;
  endpoint: Endpoint;
  auth: Auth | null;
  clientIp: string;
  /** Everything that changes the answer besides the crew: route, normalised query, fields, locale, key kind. */
  variant: string;
  /** A secret key's `Cache-Control: no-cache`, unless `If-None-Match` named the current copy (then it is a free revalidation). */
  noCache: boolean;
  now: number;
  /** The request's id, for the log lines of the steps that skip a store that is down. */
  requestId?: string;
  /** The traffic layer's notes on this request (./hooks.ts only). */
  trace?: Trace;
}

export interface RateState {
  /** Headers to add to the answer (RateLimit-Policy, RateLimit, X-RateLimit-*). */
  headers: Record<string, string>;
}

/** What one request learned on its way (windows, budget states, what it spent). */
interface Trace {
  windows: KeyWindows;
  budget?: WorkBudget;
  spent?: Window[];
  /** Work this request has spent in all (a stream may spend more as it goes; a 304 gives it back), for the usage series. */
  work?: number;
  /** The cached copy's text, read with the allowance (a cacheable read), by store key. */
  prefetched?: { key: string; text: string | null };
  /** Set when a limit refused this request: `visitor` when only windows of one visitor did (no strike against the key). */
  refusedBy?: "visitor" | "key";
}

/** Notes who a refusal belongs to, for the behaviour rules after the answer. */
function noteRefusal(t: Trace, refused: readonly string[]): void {
  t.refusedBy = refusedForVisitorOnly(refused) ? "visitor" : "key";
}

/**
 * The store is a dependency like the database: when it fails, limits let the request through
 * (logged) rather than failing every answer, the cache reads as empty, and headers are left out.
 * Refusals (problems) pass unchanged.
 */
async function tolerant<T>(req: TrafficRequest, what: string, fallback: T, pending: T | Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (e) {
    return storeFailed(req, what, fallback, e);
  }
}

function storeFailed<T>(req: TrafficRequest, what: string, fallback: T, e: unknown): T {
  if (isProblem(e)) throw e;
  // While the store is known to be down, the guard logged that once; one line per step would flood.
  if (!(e instanceof StoreUnavailable && e.repeated)) log.error(`store unavailable: ${what} skipped`, { request_id: req.requestId, error: String(e) });
  return fallback;
}

/** Kept on the request itself (not a side table): it lives and dies with the request. */
function trace(req: TrafficRequest): Trace {
  return (req.trace ??= { windows: keyWindows(req.auth!, req.clientIp) });
}

function budgetOf(states: WindowState[]): WorkBudget {
  const [km, kd, cm, cd, vm] = states;
  return { minute: combine(km!, cm, vm), day: combine(kd!, cd) };
}

/** For the walk's `identifyCaller`: discovery routes, per caller address and route. Throws rate_limited. */
export async function admitDiscovery(req: TrafficRequest): Promise<void> {
  const r = await tolerant(req, "discovery limit", null, req.app.store.spend({ windows: [{ ...discoveryWindow(req.clientIp, req.endpoint.id), cost: 1 }], nowMs: req.now }));
  if (r && !r.ok) throw rateLimited(r.retryAfter, "Discovery routes answer 60 requests a minute per caller address; wait Retry-After seconds.", "discovery");
}

/**
 * For the walk's `countRequest`: allowances that count every request, cached or not: requests per minute per key (and per
 * visitor address for a publishable key), and response bytes per day. The work budget is read in
 * the same round trip for the headers, and so is the cached copy of a cacheable read once its
 * variant is known (`req.variant`), for the cache step. Throws rate_limited.
 */
export function admitRequest(req: TrafficRequest): Promise<void> | undefined {
  const w = trace(req).windows;
  const read = req.variant ? copyKey(req) : undefined;
  let spent: SpendResult | Promise<SpendResult>;
  try {
    const store = req.app.store;
    // A remote store then sends the copy only when it changed (the in-process one hands its own string back anyway).
    const known = read !== undefined && store.kind !== "memory" ? knownCopy(store, read) : undefined;
    spent = store.spend({ windows: w.admit, watch: w.workRefs, read, known, nowMs: req.now });
  } catch (e) {
    spent = Promise.reject(e);
  }
  // The in-process store answers at once: then so does this step (a promise only for a remote store).
  if (spent instanceof Promise) return tolerant(req, "request allowance", null, spent).then((r) => admitted(req, read, r));
  admitted(req, read, spent);
}

function admitted(req: TrafficRequest, read: string | undefined, r: SpendResult | null): void {
  if (!r) return;
  const t = trace(req);
  const w = t.windows;
  if (read !== undefined && r.read !== undefined) t.prefetched = { key: read, text: r.read };
  t.budget = budgetOf(r.watched);
  if (!r.ok) {
    noteRefusal(t, r.refused);
    const [why, limit]: [string, LimitKind] = r.refused.includes(w.bytes.key)
      ? ["This key has used its response data for today", "response_bytes"]
      : r.refused.includes(w.requests.key)
        ? [`This key has made its ${w.requests.limit} requests for this minute`, "key_requests"]
        : [`This visitor address has made its ${w.visitor?.requests.limit} requests for this minute`, "visitor_requests"];
    throw rateLimited(r.retryAfter, `${why}; wait Retry-After seconds.`, limit);
  }
}

/** For the walk's `answerFromCache`: a stored copy of this answer, fresh or stale; at once when the allowance step read it. */
export function lookupCached(req: TrafficRequest): CachedAnswer | null | Promise<CachedAnswer | null> {
  const key = copyKey(req);
  const early = req.trace?.prefetched;
  if (early && early.key === key) return parseCopy(req.app.store, key, early.text);
  return storedCopy(req, key);
}

/** The stored copy as it is now, read from the store, not as an earlier step read it (a fresh read may have stored one since). */
export function lookupStoredCopy(req: TrafficRequest): Promise<CachedAnswer | null> {
  return storedCopy(req, copyKey(req));
}

function storedCopy(req: TrafficRequest, key: string): Promise<CachedAnswer | null> {
  return tolerant(req, "cache read", null, readCopy(req.app.store, key));
}

/** The copy's key in the store: the crew (or the public scope) and the variant. */
export function copyKey(req: TrafficRequest) {
  return cacheKey(req.auth ? req.auth.crew.id : PUBLIC_SCOPE, req.variant);
}

export interface SpendVerdict {
  ok: boolean;
  retryAfter: number;
  /** Why it was refused, for the problem's detail. */
  detail: string;
  /** Which budget refused (telemetry). */
  limit?: LimitKind;
}

/**
 * For the walk's `spendWork`: spend the work of an uncached read on the key, the crew pool and (publishable keys) the
 * visitor, minute and day, in one atomic step; refused while the key is held (escalating wait) or
 * frozen (id sweep). A refused request spends nothing.
 */
export async function spendWork(req: TrafficRequest, cost: number): Promise<SpendVerdict> {
  const t = trace(req);
  const w = t.windows;
  const windows = w.workRefs.map((x) => ({ ...x, cost }));
  const r = await tolerant(req, "work budget", null, req.app.store.spend({ windows, holds: [w.frozen, w.penalty], nowMs: req.now }));
  if (!r) return { ok: true, retryAfter: 0, detail: "" };
  t.budget = budgetOf(r.windows);
  if (r.ok) {
    t.spent = windows;
    t.work = (t.work ?? 0) + cost;
    return { ok: true, retryAfter: 0, detail: "" };
  }
  noteRefusal(t, r.refused);
  // While the key is held, nothing of its budget can be spent: the headers say so, and until when.
  if (r.refused.includes(w.frozen) || r.refused.includes(w.penalty)) {
    t.budget = { ...t.budget, minute: { ...t.budget.minute, remaining: 0, resetSeconds: Math.max(t.budget.minute.resetSeconds, r.retryAfter) } };
  }
  const [detail, limit]: [string, LimitKind] = r.refused.includes(w.frozen)
    ? ["This key is frozen after an unusual sweep of ids: it gets cached answers only until Retry-After passes (see frozen in GET /v1/usage).", "key_frozen"]
    : r.refused.includes(w.penalty)
      ? ["This key keeps hitting its limits, so its wait grows; uncached reads resume after Retry-After seconds (cached answers still come).", "key_held"]
      : r.refused.some((k) => k === w.crewWork.minute.key || k === w.crewWork.day.key)
        ? ["The crew's pooled work budget is spent; wait Retry-After seconds, or send conditional requests for cached answers.", "crew_work"]
        : r.refused.includes(w.visitor?.work.key ?? "-")
          ? ["This visitor address has spent its work for this minute; wait Retry-After seconds.", "visitor_work"]
          : ["The work budget is spent; wait Retry-After seconds, or send conditional requests for cached answers.", "key_work"];
  return { ok: false, retryAfter: r.retryAfter, detail, limit };
}

/** A fresh answer turned out identical to the copy the client holds (304): that costs nothing. */
export async function refundWork(req: TrafficRequest): Promise<void> {
  const t = req.trace;
  if (!t?.spent) return;
  const refund = t.spent.map((w) => ({ ...w, cost: -w.cost }));
  t.work = (t.work ?? 0) - (t.spent[0]?.cost ?? 0);
  t.spent = undefined;
  const states = await tolerant(req, "work refund", null, req.app.store.add(refund, req.now));
  if (states) t.budget = budgetOf(states);
}

/** For the walk's `answerFresh`: keep the answer for the route's lifetime (and a day beyond, for stale answers). */
export async function storeCached(req: TrafficRequest, answer: CachedAnswer): Promise<void> {
  await tolerant(req, "cache write", undefined, writeCopy(req.app.store, copyKey(req), answer));
}

/**
 * Writes, after the Idempotency-Key check: the write allowance (or the checkout / code-check one)
 * and the route's own limits (booking requests: per visitor address and per crew). A replay never
 * gets here, so it spends nothing. Throws rate_limited.
 */
export async function admitWrite(req: TrafficRequest, body: unknown): Promise<void> {
  const t = trace(req);
  const windows = postWindows(req.endpoint, req.auth!, t.windows, body);
  if (windows.length === 0) return;
  const r = await tolerant(req, "write allowance", null, req.app.store.spend({ windows, nowMs: req.now }));
  if (r && !r.ok) {
    noteRefusal(t, r.refused);
    const route = r.refused.some((k) => !k.includes(":write:"));
    throw rateLimited(r.retryAfter, route ? "This route's limit is reached (see the route's description); wait Retry-After seconds." : "This key's writes for now are used up; wait Retry-After seconds.", route ? "route" : "writes");
  }
}

/**
 * Reads with a limit of their own (the ambassador code lookup): spent on every valid request,
 * before the cache, so a cached answer counts as a lookup too. Throws rate_limited.
 */
export function admitRead(req: TrafficRequest): Promise<void> | undefined {
  const windows = readWindows(req.endpoint, req.auth!);
  if (windows.length === 0) return; // most reads: nothing to wait for
  return tolerant(req, "route limit", null, req.app.store.spend({ windows, nowMs: req.now })).then((r) => {
    if (r && !r.ok) noteRefusal(trace(req), r.refused);
    if (r && !r.ok) throw rateLimited(r.retryAfter, "This route's limit is reached (see the route's description); wait Retry-After seconds.", "route");
  });
}

/** Idempotency-Key: take the key, or get the stored answer back. Throws conflict / idempotency_mismatch. */
export async function claimIdempotency(req: TrafficRequest, idempotencyKey: string, body: unknown): Promise<Claim> {
  const auth = req.auth!;
  return claim(req.app.store, entryKey(auth.crew.id, auth.key.id, `${req.endpoint.id}\n${idempotencyKey}`), bodyFingerprint(req.endpoint.id, body));
}

/** Keeps the answer of a claimed key (successes only), or releases the key. */
export async function settleIdempotency(req: TrafficRequest, c: Claim, answer: StoredAnswer | null): Promise<void> {
  if (c.kind === "run") await settle(req.app.store, c, answer);
}

/**
 * For the walk's `finish`: the rate-limit headers of an authenticated answer. Known without a store call when an
 * earlier step read the budget (every request that passed the allowance step): then the headers
 * come back as they are, not as a promise.
 */
export function rateHeaders(req: TrafficRequest): Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>> {
  const t = trace(req);
  if (t.budget) return rateLimitHeaders(t.budget, req.now);
  return tolerant(req, "budget read", null, req.app.store.peek(t.windows.workRefs, req.now)).then((states) => {
    if (!states) return {};
    t.budget = budgetOf(states);
    return rateLimitHeaders(t.budget, req.now);
  });
}

/** One answered call: its audit row plus the bytes it sent (counted against the daily allowance). */
export interface CallRecord extends AuditEntry {
  bytes: number;
}

/**
 * For the walk's `finish`, after the answer: audit log, usage series, response bytes, and the two behaviour rules
 * (escalating waits after repeated 429s of the key's own limits, never of a visitor's; the freeze
 * after an id sweep), queued and written in batches. `code` is the problem's code of an error answer. Returns a promise to keep alive
 * (`after()`) only when this call opened a batch. Never throws.
 */
export function recordCall(req: TrafficRequest, call: CallRecord, code: string | null = null): Promise<void> | null {
  if (!req.auth) return null;
  const route = routeOf(req.endpoint);
  return queueCall(req.app, {
    // The record is the row: the audit INSERT reads only the row's fields from it.
    row: call,
    work: req.trace?.work ?? 0,
    code,
    route: route.label(call.method),
    windows: trace(req).windows,
    crewId: req.auth.crew.id,
    bytes: call.bytes,
    idRead: route.idRead,
    // A 429 is a strike against the key unless only a visitor's window refused it.
    strike: call.status === 429 && req.trace?.refusedBy !== "visitor",
    now: req.now,
  });
}

/** What the bookkeeping says of an endpoint's calls, worked out once per endpoint, not per call. */
class RouteFacts {
  /** A GET of one resource by id (a path parameter): its 404s may be an id sweep. */
  readonly idRead: boolean;
  private readonly labels = new Map<string, string>();

  constructor(private readonly endpoint: Endpoint) {
    this.idRead = endpoint.method === "GET" && endpoint.path.includes("{");
  }

  /** `GET /v1/events/{id}` (HEAD is its GET's route too, under its own method). */
  label(method: string): string {
    let label = this.labels.get(method);
    if (label === undefined) this.labels.set(method, (label = `${method} ${this.endpoint.path}`));
    return label;
  }
}
const routeFacts = new WeakMap<Endpoint, RouteFacts>();
function routeOf(endpoint: Endpoint): RouteFacts {
  let facts = routeFacts.get(endpoint);
  if (facts === undefined) routeFacts.set(endpoint, (facts = new RouteFacts(endpoint)));
  return facts;
}

/** The usage figures of GET /v1/usage, from the very windows the budgets spend. */
export async function usageOf(crew: CrewScope, key: KeyRecord, nowMs: number) {
  // How the key came (header or query) does not change its windows.
  const w = keyWindows({ key, crew, via: "header" }, null);
  const store = scopeStore(crew);
  const [states, frozen] = await Promise.all([
    store.peek([w.work.minute, w.work.day, w.crewWork.minute, w.crewWork.day, w.requests, w.bytes], nowMs),
    store.heldUntil(w.frozen, nowMs),
  ]);
  const [km, kd, cm, cd, rq, by] = states.map((s) => ({ limit: s.limit, used: s.used, remaining: s.remaining, reset_seconds: s.resetSeconds }));
  return {
    work: { minute: km!, day: kd! },
    crew_work: { minute: cm!, day: cd! },
    requests: { minute: rq! },
    bytes: { today: by!.used, limit: by!.limit },
    frozen: frozen !== null,
  };
}
