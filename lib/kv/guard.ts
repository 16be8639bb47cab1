/**
 * A deadline on every round trip to a remote store (Redis, Upstash), and a breaker. A Redis that
 * stops answering (a paused process, a lost network) keeps its connection open, so without a
 * deadline a command waits forever and the request with it.
 *
 * - A call that has no answer within `timeoutMs` rejects with `StoreUnavailable`. One watchdog
 *   timer checks every fifth of `timeoutMs` while calls wait (not a timer per call, a visible cost
 *   at thousands of calls a second), so a call fails at most 1.2 × `timeoutMs` after it was sent.
 * - After such a timeout, or a lost connection, the store counts as unavailable for `retryMs`:
 *   calls reject at once, so a request pays the deadline once, not on each of its store steps.
 * - Then one call at a time probes it (the others still reject at once); the first answer closes
 *   the breaker and the store is used again, with no restart.
 *
 * A timed-out command may still run when the store answers again (it sits in the socket). That is
 * harmless for counters (spent once, for a request that was let through) and for cache copies; a
 * lock whose take timed out is released with `releaseLock`, which is sent even while the breaker is
 * open so it runs after the take (see lib/traffic/idempotency.ts).
 */
import { log } from "@/lib/observability/log";
import type { SpendRequest, SpendResult, Store, Window, WindowRef, WindowState } from "./store";

/** The store did not answer in time, or is known to be down: callers treat it as a store failure. */
export class StoreUnavailable extends Error {
  constructor(
    detail: string,
    /** Refused without asking the store (it is known to be down): the breaker logged it once already. */
    readonly repeated = false,
  ) {
    super(`store unavailable: ${detail}`);
    this.name = "StoreUnavailable";
  }
}

/**
 * A failure of the way to the store (not a reply of it such as WRONGTYPE): no connection, or the
 * HTTP request failed. The adapters pass such errors on as text, so they are told by their words.
 */
const LOST = /Stream isn't writeable|Connection is closed|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|fetch failed|aborted|timeout|MaxRetriesPerRequest|max retries/i;

export function connectionLost(e: unknown): boolean {
  return LOST.test(e instanceof Error ? `${e.name} ${e.message}` : String(e));
}

interface Waiting {
  what: string;
  /** performance.now() past which the call fails as unavailable. */
  until: number;
  fail: (e: StoreUnavailable) => void;
}

export interface GuardOptions {
  timeoutMs: number;
  retryMs: number;
  /** Called when the breaker opens or closes (logging). */
  onChange?: (state: "unavailable" | "available", detail: string) => void;
}

export class GuardedStore implements Store {
  readonly kind: Store["kind"];
  readonly prefix: string;
  /** performance.now() until which calls reject at once (0: closed); monotonic, so a test's frozen Date cannot hold it open. */
  private downUntil = 0;
  private probing = false;

  constructor(
    private readonly inner: Store,
    private readonly options: GuardOptions,
  ) {
    this.kind = inner.kind;
    this.prefix = inner.prefix;
  }

  /** Whether the store currently counts as unavailable (for /v1/status and tests). */
  get unavailable(): boolean {
    return this.downUntil > 0;
  }

  /** Calls waiting for an answer, with their deadlines: one timer watches them all, not one timer per call. */
  private readonly waiting = new Set<Waiting>();
  private watchdog: NodeJS.Timeout | null = null;

  private run<T>(what: string, call: () => T | Promise<T>): Promise<T> {
    const now = performance.now();
    let probe = false;
    if (this.downUntil > 0) {
      if (now < this.downUntil || this.probing) return Promise.reject(new StoreUnavailable(`${what} skipped, the store did not answer recently`, true));
      probe = this.probing = true;
    }
    return new Promise<T>((resolve, reject) => {
      const w: Waiting = { what, until: now + this.options.timeoutMs, fail: (e) => settle(() => this.failed(e, reject)) };
      // Whichever comes first (the answer, or the watchdog's deadline) settles the call; the other is ignored.
      const settle = (done: () => void) => {
        if (!this.waiting.delete(w)) return;
        if (probe) this.probing = false;
        done();
      };
      this.waiting.add(w);
      this.watch();
      let attempt: Promise<T>;
      try {
        const r = call();
        attempt = r instanceof Promise ? r : Promise.resolve(r);
      } catch (e) {
        attempt = Promise.reject(e);
      }
      attempt.then(
        (result) =>
          settle(() => {
            if (this.downUntil > 0) {
              this.downUntil = 0;
              this.options.onChange?.("available", what);
            }
            resolve(result);
          }),
        (e) => settle(() => this.failed(e, reject)),
      );
    });
  }

  /** A failed call; a timed-out attempt may still settle later, and its outcome is ignored. */
  private failed(e: unknown, reject: (e: unknown) => void): void {
    if (e instanceof StoreUnavailable || connectionLost(e)) {
      if (this.downUntil === 0) this.options.onChange?.("unavailable", e instanceof Error ? e.message : String(e));
      this.downUntil = performance.now() + this.options.retryMs;
    }
    reject(e);
  }

  /**
   * Checks the deadlines every fifth of the timeout while calls wait, so a call fails at most that
   * much later than its deadline. Stops when nothing waits.
   */
  private watch(): void {
    if (this.watchdog) return;
    const every = Math.max(5, Math.floor(this.options.timeoutMs / 5));
    this.watchdog = setInterval(() => {
      if (this.waiting.size === 0) {
        clearInterval(this.watchdog!);
        this.watchdog = null;
        return;
      }
      const now = performance.now();
      for (const w of this.waiting) {
        if (w.until > now) continue;
        // Timers run before I/O in the event loop: after a stall (a busy CPU) this would fire
        // before a reply already waiting in the socket is read. setImmediate runs after that read.
        setImmediate(() => w.fail(new StoreUnavailable(`${w.what} had no answer within ${this.options.timeoutMs} ms`)));
      }
    }, every);
    this.watchdog.unref();
  }

  get(key: string) {
    return this.run("get", () => this.inner.get(key));
  }

  set(key: string, value: string, ttlSeconds: number) {
    return this.run("set", () => this.inner.set(key, value, ttlSeconds));
  }

  setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return this.run("setIfAbsent", () => this.inner.setIfAbsent(key, value, ttlSeconds));
  }

  del(key: string) {
    return this.run("del", () => this.inner.del(key));
  }

  /** Not guarded: sent whatever the breaker says, and may take as long as the store takes. */
  releaseLock(key: string, value: string) {
    return this.inner.releaseLock(key, value);
  }

  spend(request: SpendRequest): Promise<SpendResult> {
    return this.run("spend", () => this.inner.spend(request));
  }

  add(windows: Window[], nowMs?: number): Promise<WindowState[]> {
    return this.run("add", () => this.inner.add(windows, nowMs));
  }

  peek(windows: WindowRef[], nowMs?: number): Promise<WindowState[]> {
    return this.run("peek", () => this.inner.peek(windows, nowMs));
  }

  hold(key: string, untilMs: number, nowMs?: number) {
    return this.run("hold", () => this.inner.hold(key, untilMs, nowMs));
  }

  heldUntil(key: string, nowMs?: number) {
    return this.run("heldUntil", () => this.inner.heldUntil(key, nowMs));
  }

  /** A world load's clear scans the whole prefix in many round trips: it gets a deadline of its own. */
  clear() {
    return this.runLong("clear", Math.max(30_000, 10 * this.options.timeoutMs), () => this.inner.clear());
  }

  close() {
    return this.inner.close();
  }

  private async runLong<T>(what: string, ms: number, call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailable(`${what} had no answer within ${ms} ms`)), ms);
    });
    const attempt = call();
    try {
      return await Promise.race([attempt, deadline]);
    } finally {
      attempt.catch(() => undefined);
      clearTimeout(timer);
    }
  }
}

/** Wraps a remote store with the deadline and breaker of the settings, logging each change. */
export function guardStore(inner: Store, c: { timeoutMs: number; retryMs: number }): GuardedStore {
  return new GuardedStore(inner, {
    timeoutMs: c.timeoutMs,
    retryMs: c.retryMs,
    onChange: (state, detail) =>
      state === "unavailable"
        ? log.error("store unavailable: limits let requests through, the cache reads empty, Idempotency-Key writes answer 503", { detail })
        : log.info("store available again", { detail }),
  });
}
