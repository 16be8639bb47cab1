import { judge, slotKey, windowState, type SpendRequest, type SpendResult, type Store, type Window, type WindowRef, type WindowState } from "./store";

interface Entry {
  /** Counters are kept as numbers: no text round trip on every spend. */
  value: string | number;
  /** What the entry counts against maxBytes. */
  size: number;
  expires: number;
}

/**
 * One process only: fine for a single instance and tests; several instances need Redis. Every
 * method body is synchronous up to its return, so nothing interleaves between a check and its
 * write (two concurrent `setIfAbsent` calls cannot both win). Memory is bounded: past `maxBytes`
 * the oldest entries go first (a counter updated in place keeps its age; anything else written
 * again is new). The instance holds only its own prefix's keys, so
 * keys are kept without the prefix (one string concatenation less per lookup on the hot path).
 */
export class MemoryStore implements Store {
  readonly kind = "memory" as const;
  readonly prefix: string;
  private readonly maxBytes: number;
  private values = new Map<string, Entry>();
  private bytes = 0;
  private sweepAt = 0;

  constructor(options: { prefix?: string; maxBytes?: number } = {}) {
    this.prefix = options.prefix ?? "evapi:";
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  private entry(key: string, now: number): Entry | null {
    const v = this.values.get(key);
    if (!v) return null;
    if (v.expires <= now) {
      this.drop(key);
      return null;
    }
    return v;
  }

  private read(key: string, now = Date.now()): string | null {
    const v = this.entry(key, now);
    return v === null ? null : typeof v.value === "string" ? v.value : String(v.value);
  }

  /** Expiry runs on the real clock: it only collects garbage; windows and holds decide on `nowMs`. */
  private write(key: string, value: string | number, ttlSeconds: number, now = Date.now()) {
    this.drop(key);
    const size = key.length + (typeof value === "string" ? value.length : 8);
    this.values.set(key, { value, size, expires: now + ttlSeconds * 1000 });
    this.bytes += size;
    if (this.bytes > this.maxBytes) this.evict();
    this.sweep(now);
  }

  /** A counter's new value: in place when it exists (the hot path of every request), else a new entry. */
  private writeCount(key: string, value: number, ttlSeconds: number, now: number) {
    const v = this.values.get(key);
    if (v !== undefined && typeof v.value === "number" && v.expires > now) {
      v.value = value;
      v.expires = now + ttlSeconds * 1000;
      this.sweep(now);
      return;
    }
    this.write(key, value, ttlSeconds, now);
  }

  private drop(full: string) {
    const old = this.values.get(full);
    if (!old) return;
    this.bytes -= old.size;
    this.values.delete(full);
  }

  /** Oldest writes first (a Map iterates in insertion order, and a write re-inserts). */
  private evict() {
    for (const k of this.values.keys()) {
      if (this.bytes <= this.maxBytes * 0.9) break;
      this.drop(k);
    }
  }

  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 10_000;
    for (const [k, v] of this.values) if (v.expires <= now) this.drop(k);
  }

  async get(key: string) {
    return this.read(key);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.write(key, value, ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.read(key) !== null) return false;
    this.write(key, value, ttlSeconds);
    return true;
  }

  async del(key: string) {
    this.drop(key);
  }

  async releaseLock(key: string, value: string) {
    if (this.read(key) !== value) return false;
    this.drop(key);
    return true;
  }

  private counter(key: string, now = Date.now()): number {
    const v = this.entry(key, now);
    return v === null ? 0 : Number(v.value);
  }

  private heldValue(key: string): number | null {
    const v = this.read(key);
    return v === null ? null : Number(v);
  }

  spend(request: SpendRequest): SpendResult {
    const nowMs = request.nowMs ?? Date.now();
    const now = Date.now();
    const { windows } = request;
    // Plain loops: this runs on every request, and each closure or spread is garbage to collect.
    const keys: string[] = new Array(windows.length);
    const used: number[] = new Array(windows.length);
    for (let i = 0; i < windows.length; i++) {
      keys[i] = slotKey(windows[i]!, nowMs);
      used[i] = this.counter(keys[i]!, now);
    }
    const holds = request.holds ? request.holds.map((h) => this.heldValue(h)) : [];
    const verdict = judge(request, used, holds, nowMs);
    if (verdict.ok) {
      for (let i = 0; i < windows.length; i++) {
        const w = windows[i]!;
        if (w.cost <= 0) continue;
        used[i] = used[i]! + w.cost;
        this.writeCount(keys[i]!, used[i]!, w.seconds + 5, now);
      }
    }
    const states: WindowState[] = new Array(windows.length);
    for (let i = 0; i < windows.length; i++) states[i] = windowState(windows[i]!, used[i]!, nowMs);
    const watch = request.watch ?? [];
    const watched: WindowState[] = new Array(watch.length);
    for (let i = 0; i < watch.length; i++) watched[i] = windowState(watch[i]!, this.counter(slotKey(watch[i]!, nowMs), now), nowMs);
    const result: SpendResult = { ok: verdict.ok, refused: verdict.refused, retryAfter: verdict.retryAfter, windows: states, watched };
    if (request.read !== undefined) result.read = this.read(request.read, now);
    return result;
  }

  async add(windows: Window[], nowMs = Date.now()): Promise<WindowState[]> {
    const now = Date.now();
    return windows.map((w) => {
      const key = slotKey(w, nowMs);
      const used = Math.max(0, this.counter(key, now) + w.cost);
      this.writeCount(key, used, w.seconds + 5, now);
      return windowState(w, used, nowMs);
    });
  }

  async peek(windows: WindowRef[], nowMs = Date.now()) {
    return windows.map((w) => windowState(w, this.counter(slotKey(w, nowMs)), nowMs));
  }

  async hold(key: string, untilMs: number, nowMs = Date.now()) {
    this.write(key, String(untilMs), Math.max(1, Math.ceil((untilMs - nowMs) / 1000)) + 60);
  }

  async heldUntil(key: string, nowMs = Date.now()) {
    const until = this.heldValue(key);
    return until !== null && until > nowMs ? until : null;
  }

  async clear() {
    this.values.clear();
    this.bytes = 0;
  }

  async close() {
    this.values.clear();
    this.bytes = 0;
  }
}
