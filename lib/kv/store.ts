/**
 * The small key-value store behind budgets, limits, the response cache and idempotency. Adapters:
 * in-process (default), self-hosted Redis (REDIS_URL), Upstash (UPSTASH_REDIS_REST_URL/TOKEN).
 * Every adapter keeps its keys under one prefix, and `clear()` deletes only that prefix. This file
 * holds the contract and the window arithmetic the adapters share; ./open.ts picks an adapter.
 */

/** A counter over a fixed window aligned to the epoch (the same slot on every instance). */
export interface WindowRef {
  /** Counter key, unique per window (the store adds the prefix and the window's start). */
  key: string;
  limit: number;
  seconds: number;
}

export interface Window extends WindowRef {
  /**
   * What the request spends. A window refuses when `used + cost > limit`; a window of cost 0 is a
   * gate that refuses once nothing remains (`used >= limit`), e.g. response bytes counted later.
   */
  cost: number;
}

export interface WindowState {
  key: string;
  limit: number;
  used: number;
  remaining: number;
  resetSeconds: number;
}

export interface SpendRequest {
  /** Checked together; spent together only if every one has room. */
  windows: Window[];
  /** Read in the same round trip, not spent (e.g. the work budget shown on a cached answer). */
  watch?: WindowRef[];
  /** Hold keys (see `hold`): one whose time is still ahead refuses the request. */
  holds?: string[];
  /**
   * A plain value to read in the same round trip (a cached read's copy): one trip for the
   * allowance, the budget and the copy instead of two.
   */
  read?: string;
  /**
   * The value of `read` as the caller last saw it: a remote store answers `read` with this very
   * string when the value it holds starts with `head` and has `bytes` bytes, instead of sending
   * it again. `head` must name one value (a copy's stamp: its time and tag).
   */
  known?: KnownValue;
  nowMs?: number;
}

export interface KnownValue {
  text: string;
  head: string;
  /** UTF-8 length of `text`. */
  bytes: number;
}

export interface SpendResult {
  ok: boolean;
  /** States of `windows` (after spending when ok), in order. */
  windows: WindowState[];
  /** States of `watch`, in order. */
  watched: WindowState[];
  /** Keys of the windows and holds that refused. */
  refused: string[];
  /** Seconds until every refusing window and hold has passed (0 when ok). */
  retryAfter: number;
  /** The value of `read` (null when absent); undefined when nothing was asked. */
  read?: string | null;
}

export interface Store {
  readonly kind: "memory" | "redis" | "upstash";
  readonly prefix: string;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Set only when absent; true when this call set it (a lock). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /**
   * Deletes `key` only while it still holds `value` (a lock this caller set); true when it did.
   * Sent even while the store counts as unavailable, after every command sent before it, so a lock
   * whose take timed out is released once the store answers again.
   */
  releaseLock(key: string, value: string): Promise<boolean>;
  /**
   * Checks every window and hold and, only if none refuses, spends all: atomically, one round trip.
   * The in-process store answers at once (no promise): every request spends here, and a cached read
   * then has nothing left to wait for. Remote stores answer with a promise.
   */
  spend(request: SpendRequest): SpendResult | Promise<SpendResult>;
  /** Adds to windows without any check (counters known after the fact; a negative cost refunds, never below 0). */
  add(windows: Window[], nowMs?: number): Promise<WindowState[]>;
  /** Reads windows without spending. */
  peek(windows: WindowRef[], nowMs?: number): Promise<WindowState[]>;
  /** Holds `key` until `untilMs` (epoch ms on the app's clock); spend() refuses while it is ahead. */
  hold(key: string, untilMs: number, nowMs?: number): Promise<void>;
  /** The epoch ms a hold lasts until, or null when there is none ahead. */
  heldUntil(key: string, nowMs?: number): Promise<number | null>;
  /** Forgets everything under this store's prefix (after a world load). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Fixed windows aligned to the epoch: the same key on every instance. */
export function windowSlot(seconds: number, nowMs: number): { start: number; resetSeconds: number } {
  return { start: slotStart(seconds, nowMs), resetSeconds: resetSeconds(seconds, nowMs) };
}

/** The start of the current slot (epoch ms). Plain numbers: these run several times per request. */
function slotStart(seconds: number, nowMs: number): number {
  const ms = seconds * 1000;
  return Math.floor(nowMs / ms) * ms;
}

/** Whole seconds until the current slot ends (at least 1). */
function resetSeconds(seconds: number, nowMs: number): number {
  return Math.max(1, Math.ceil((slotStart(seconds, nowMs) + seconds * 1000 - nowMs) / 1000));
}

/**
 * A window's key in its current slot. The same string object is handed out for the whole slot: a
 * string keeps its hash once computed, so the store's lookups do not hash a new one per request.
 */
const slotKeys = new Map<string, { seconds: number; start: number; full: string }>();

export function slotKey(w: WindowRef, nowMs: number): string {
  const start = slotStart(w.seconds, nowMs);
  const hit = slotKeys.get(w.key);
  if (hit && hit.start === start && hit.seconds === w.seconds) return hit.full;
  const full = `${w.key}:${start}`;
  if (slotKeys.size >= 20_000) slotKeys.clear();
  slotKeys.set(w.key, { seconds: w.seconds, start, full });
  return full;
}

/** Whether a window refuses a request: the one rule every adapter applies. */
export function windowRefuses(used: number, limit: number, cost: number): boolean {
  return cost > 0 ? used + cost > limit : cost === 0 ? used >= limit : false;
}

export function windowState(w: WindowRef, used: number, nowMs: number): WindowState {
  return { key: w.key, limit: w.limit, used, remaining: Math.max(0, w.limit - used), resetSeconds: resetSeconds(w.seconds, nowMs) };
}

/** Builds the spend verdict from the counters read (the adapters differ only in how they read and write). */
export function judge(request: SpendRequest, used: number[], holds: (number | null)[], nowMs: number): Pick<SpendResult, "ok" | "refused" | "retryAfter"> {
  const refused: string[] = [];
  let retryAfter = 0;
  const { windows } = request;
  for (let i = 0; i < windows.length; i++) {
    const w = windows[i]!;
    if (windowRefuses(used[i] ?? 0, w.limit, w.cost)) {
      refused.push(w.key);
      retryAfter = Math.max(retryAfter, windowSlot(w.seconds, nowMs).resetSeconds);
    }
  }
  const keys = request.holds ?? [];
  for (let i = 0; i < keys.length; i++) {
    const until = holds[i];
    if (until !== null && until !== undefined && until > nowMs) {
      refused.push(keys[i]!);
      retryAfter = Math.max(retryAfter, Math.ceil((until - nowMs) / 1000));
    }
  }
  return { ok: refused.length === 0, refused, retryAfter };
}
