/**
 * The usage series of GET /v1/usage/history as plain rules over plain data: how one call counts,
 * how a batch of calls folds into per-minute rows and per-hour error groups (written by one upsert,
 * ./usage-series.ts), and how stored rows become the answer's slots (every slot present, zeros
 * included, oldest first) and error groups.
 */
import { ERROR_CODES, ERROR_CODE_LIST } from "@/lib/http/errors";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** Slots of each series. */
export const MINUTE_SLOTS = 60;
export const HOUR_SLOTS = 24;
/** Error groups an answer lists at most (the largest). */
export const MAX_ERROR_GROUPS = 100;

/** One answered call as the series need it (a queued call carries these besides its audit row). */
export interface UsageCall {
  keyId: string;
  atMs: number;
  status: number;
  cache: "hit" | "miss" | "stale" | null;
  requestId: string;
  /** Work spent on the call's budgets (0 for a cached answer, a refusal or a write). */
  work: number;
  /** The problem's code when the answer is one (status 400 and above). */
  code: string | null;
  /** The route: the method and the endpoint's path template, `GET /v1/events/{id}`. */
  route: string;
}

export interface Figures {
  requests: number;
  work: number;
  /** Answered from the cache: a hit, or a stale copy (refreshed, or served while the budget was spent). */
  cached: number;
  /** 429 answers. */
  rateLimited: number;
  /** 4xx answers other than 429. */
  clientErrors: number;
  /** 5xx answers. */
  serverErrors: number;
}

export const NO_FIGURES: Readonly<Figures> = Object.freeze({ requests: 0, work: 0, cached: 0, rateLimited: 0, clientErrors: 0, serverErrors: 0 });

export const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;

/** How one call counts, added to `into` (a batch's running figures). */
function countFigures(into: Figures, status: number, cache: UsageCall["cache"], work: number): void {
  into.requests += 1;
  into.work += work;
  if (cache === "hit" || cache === "stale") into.cached += 1;
  if (status === 429) into.rateLimited += 1;
  else if (status >= 400 && status < 500) into.clientErrors += 1;
  else if (status >= 500) into.serverErrors += 1;
}

/** How one call counts. */
export function figuresOf(call: Pick<UsageCall, "status" | "cache" | "work">): Figures {
  const f = { ...NO_FIGURES };
  countFigures(f, call.status, call.cache, call.work);
  return f;
}

export function addFigures(into: Figures, f: Figures): void {
  into.requests += f.requests;
  into.work += f.work;
  into.cached += f.cached;
  into.rateLimited += f.rateLimited;
  into.clientErrors += f.clientErrors;
  into.serverErrors += f.serverErrors;
}

/**
 * The code of an error answer that did not say one (every problem does; this is a safety net):
 * the first code of the table with that status, else internal_error or validation_error.
 */
export function codeForStatus(status: number): string {
  return ERROR_CODE_LIST.find((c) => ERROR_CODES[c].status === status) ?? (status >= 500 ? "internal_error" : "validation_error");
}

/** One key's minute, as it is added to `usage_minutes`. */
export interface MinuteRow extends Figures {
  keyId: string;
  /** The minute's start, ISO. */
  minute: string;
}

/** One key's problems of one hour, code and route, as they are added to `usage_errors`. */
export interface ErrorRow {
  keyId: string;
  /** The hour's start, ISO. */
  hour: string;
  code: string;
  route: string;
  count: number;
  /** The latest of them, ISO, and its request id. */
  lastAt: string;
  lastRequestId: string;
}

/**
 * Calls folded one by one into one row per key and minute and one per key, hour, code and route,
 * as they end: a busy instance keeps these few rows between two writes, not every call.
 */
export class UsageFold {
  private readonly minutes = new Map<string, { keyId: string; at: number; figures: Figures }>();
  private readonly errors = new Map<string, { keyId: string; at: number; code: string; route: string; count: number; lastMs: number; lastRequestId: string }>();

  /** The row the last call went to: a busy key's calls come in runs of the same key and minute. */
  private last: { keyId: string; at: number; figures: Figures } | null = null;

  add(c: UsageCall): void {
    this.addCall(c, c.work, c.code, c.route);
  }

  /** A call as its audit row and the rest: the batch's per-call path, with no object made for it. */
  addCall(c: Pick<UsageCall, "keyId" | "atMs" | "status" | "cache" | "requestId">, work: number, callCode: string | null, route: string): void {
    const minute = floorTo(c.atMs, MINUTE_MS);
    let m = this.last;
    if (m === null || m.at !== minute || m.keyId !== c.keyId) {
      const mk = `${c.keyId} ${minute}`;
      m = this.minutes.get(mk) ?? null;
      if (m === null) this.minutes.set(mk, (m = { keyId: c.keyId, at: minute, figures: { ...NO_FIGURES } }));
      this.last = m;
    }
    countFigures(m.figures, c.status, c.cache, work);
    if (c.status < 400) return;
    const code = callCode ?? codeForStatus(c.status);
    const hour = floorTo(c.atMs, HOUR_MS);
    const ek = `${c.keyId} ${hour} ${code} ${route}`;
    const e = this.errors.get(ek);
    if (!e) this.errors.set(ek, { keyId: c.keyId, at: hour, code, route, count: 1, lastMs: c.atMs, lastRequestId: c.requestId });
    else {
      e.count += 1;
      // Calls are folded in the order they ended: on a tie the later one wins.
      if (c.atMs >= e.lastMs) {
        e.lastMs = c.atMs;
        e.lastRequestId = c.requestId;
      }
    }
  }

  /**
   * The rows to add. Each is unique (one upsert may not touch a row twice) and they come sorted,
   * so two instances writing at once lock rows in the same order.
   */
  rows(): { minutes: MinuteRow[]; errors: ErrorRow[] } {
    const byKeyThenTime = <T extends { keyId: string; at: number }>(a: T, b: T) => (a.keyId < b.keyId ? -1 : a.keyId > b.keyId ? 1 : a.at - b.at);
    return {
      minutes: [...this.minutes.values()].sort(byKeyThenTime).map((m) => ({ keyId: m.keyId, minute: new Date(m.at).toISOString(), ...m.figures })),
      errors: [...this.errors.values()]
        .sort((a, b) => byKeyThenTime(a, b) || compareText(a.code, b.code) || compareText(a.route, b.route))
        .map((e) => ({ keyId: e.keyId, hour: new Date(e.at).toISOString(), code: e.code, route: e.route, count: e.count, lastAt: new Date(e.lastMs).toISOString(), lastRequestId: e.lastRequestId })),
    };
  }
}

/** A batch of calls folded at once (see UsageFold). */
export function aggregateCalls(calls: readonly UsageCall[]): { minutes: MinuteRow[]; errors: ErrorRow[] } {
  const fold = new UsageFold();
  for (const c of calls) fold.add(c);
  return fold.rows();
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The start of the oldest slot of each series at `nowMs`: the current minute (hour) is the last slot. */
export function seriesStart(nowMs: number, step: number, slots: number): number {
  return floorTo(nowMs, step) - (slots - 1) * step;
}

/** A stored bucket: its start (epoch ms) and figures. */
export interface Bucket extends Figures {
  at: number;
}

/**
 * `slots` consecutive slots of `step` from `start`, each with the figures of the buckets inside it
 * (zeros where none), oldest first. Buckets outside the range are left out.
 */
export function fillSlots(start: number, step: number, slots: number, buckets: readonly Bucket[]): Bucket[] {
  const out: Bucket[] = Array.from({ length: slots }, (_, i) => ({ at: start + i * step, ...NO_FIGURES }));
  for (const b of buckets) {
    const i = Math.floor((b.at - start) / step);
    if (i >= 0 && i < slots) addFigures(out[i]!, b);
  }
  return out;
}

/** A stored error group of one hour (`usage_errors`). */
export interface StoredError {
  code: string;
  route: string;
  count: number;
  lastAt: Date;
  lastRequestId: string;
}

/** The same shape, summed over the hours. */
export type ErrorGroup = StoredError;

/**
 * The hours' error rows grouped by code and route: counts summed, the latest call's time and
 * request id kept. Most frequent first, then most recent; at most `limit` groups.
 */
export function groupErrors(rows: readonly StoredError[], limit = MAX_ERROR_GROUPS): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const r of rows) {
    const k = `${r.code} ${r.route}`;
    const g = groups.get(k);
    if (!g) groups.set(k, { code: r.code, route: r.route, count: r.count, lastAt: r.lastAt, lastRequestId: r.lastRequestId });
    else {
      g.count += r.count;
      if (r.lastAt.getTime() > g.lastAt.getTime()) {
        g.lastAt = r.lastAt;
        g.lastRequestId = r.lastRequestId;
      }
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || b.lastAt.getTime() - a.lastAt.getTime() || compareText(a.code, b.code) || compareText(a.route, b.route))
    .slice(0, limit);
}
