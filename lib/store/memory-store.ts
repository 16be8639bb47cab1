import { judge, slotKey, windowState, type SpendRequest, type SpendResult, type Store, type Window, type WindowRef, type WindowState } from "./store";

interface Entry {
  value: string;
  expires: number;
}

/**
 * One process only: fine for a single instance and tests; several instances need Redis. Every
 * method body is synchronous up to its return, so nothing interleaves between a check and its
 * write (two concurrent `setIfAbsent` calls cannot both win). Memory is bounded: past `maxBytes`
 * the least recently written entries go first. The instance holds only its own prefix's keys, so
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

  private read(key: string, now = Date.now()): string | null {
    const v = this.values.get(key);
    if (!v) return null;
    if (v.expires <= now) {
      this.drop(key);
      return null;
    }
    return v.value;
  }

  /** Expiry runs on the real clock: it only collects garbage; windows and holds decide on `nowMs`. */
  private write(key: string, value: string, ttlSeconds: number, now = Date.now()) {
    this.drop(key);
    this.values.set(key, { value, expires: now + ttlSeconds * 1000 });
    this.bytes += key.length + value.length;
    if (this.bytes > this.maxBytes) this.evict();
    this.sweep(now);
  }

  private drop(full: string) {
    const old = this.values.get(full);
    if (!old) return;
    this.bytes -= full.length + old.value.length;
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

  private counter(key: string, now?: number): number {
    const v = this.read(key, now);
    return v === null ? 0 : Number(v);
  }

  private heldValue(key: string): number | null {
    const v = this.read(key);
    return v === null ? null : Number(v);
  }

  async spend(request: SpendRequest): Promise<SpendResult> {
    const nowMs = request.nowMs ?? Date.now();
    const now = Date.now();
    const keys = request.windows.map((w) => slotKey(w, nowMs));
    const used = keys.map((k) => this.counter(k, now));
    const holds = (request.holds ?? []).map((h) => this.heldValue(h));
    const verdict = judge(request, used, holds, nowMs);
    if (verdict.ok) {
      for (let i = 0; i < keys.length; i++) {
        const w = request.windows[i]!;
        if (w.cost <= 0) continue;
        used[i] = used[i]! + w.cost;
        this.write(keys[i]!, String(used[i]), w.seconds + 5, now);
      }
    }
    const watch = request.watch ?? [];
    return {
      ...verdict,
      windows: request.windows.map((w, i) => windowState(w, used[i]!, nowMs)),
      watched: watch.map((w) => windowState(w, this.counter(slotKey(w, nowMs), now), nowMs)),
    };
  }

  async add(windows: Window[], nowMs = Date.now()): Promise<WindowState[]> {
    return windows.map((w) => {
      const key = slotKey(w, nowMs);
      const used = Math.max(0, this.counter(key) + w.cost);
      this.write(key, String(used), w.seconds + 5);
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
