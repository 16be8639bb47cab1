import { windowSlot, type SpendResult, type Store, type Window, type WindowState } from "./store";

/** One process only: fine for a single instance and tests; several instances need Redis. */
export class MemoryStore implements Store {
  readonly kind = "memory" as const;
  private values = new Map<string, { value: string; expires: number }>();
  private sweepAt = 0;

  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 10_000;
    for (const [k, v] of this.values) if (v.expires <= now) this.values.delete(k);
  }

  async get(key: string) {
    const v = this.values.get(key);
    if (!v || v.expires <= Date.now()) return null;
    return v.value;
  }
  async set(key: string, value: string, ttlSeconds: number) {
    this.sweep(Date.now());
    this.values.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
  }
  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if ((await this.get(key)) !== null) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }
  async del(key: string) {
    this.values.delete(key);
  }

  private state(w: Omit<Window, "cost">, nowMs: number): WindowState & { slotKey: string } {
    const { start, resetSeconds } = windowSlot(w.seconds, nowMs);
    const slotKey = `${w.key}:${start}`;
    const used = Number(this.values.get(slotKey)?.value ?? 0);
    return { key: w.key, slotKey, limit: w.limit, used, remaining: Math.max(0, w.limit - used), resetSeconds };
  }

  async spend(windows: Window[], nowMs = Date.now()): Promise<SpendResult> {
    // Synchronous body: nothing interleaves between the check and the spend.
    const states = windows.map((w) => ({ w, s: this.state(w, nowMs) }));
    const refused = states.filter(({ w, s }) => s.used + w.cost > w.limit);
    if (refused.length > 0) {
      return { ok: false, windows: states.map(({ s }) => strip(s)), retryAfter: Math.max(...refused.map(({ s }) => s.resetSeconds)) };
    }
    for (const { w, s } of states) {
      if (w.cost === 0) continue;
      s.used += w.cost;
      s.remaining = Math.max(0, w.limit - s.used);
      this.values.set(s.slotKey, { value: String(s.used), expires: nowMs + (w.seconds + 5) * 1000 });
    }
    return { ok: true, windows: states.map(({ s }) => strip(s)), retryAfter: 0 };
  }

  async peek(windows: Omit<Window, "cost">[], nowMs = Date.now()) {
    return windows.map((w) => strip(this.state(w, nowMs)));
  }

  async clear() {
    this.values.clear();
  }

  async close() {
    this.values.clear();
  }
}

const strip = ({ slotKey: _slotKey, ...s }: WindowState & { slotKey: string }): WindowState => s;
