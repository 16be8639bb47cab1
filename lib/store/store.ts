/**
 * The small key-value store behind budgets, limits, the response cache and idempotency. Adapters:
 * in-process (default), self-hosted Redis (REDIS_URL), Upstash (UPSTASH_REDIS_REST_URL/TOKEN).
 */
export interface Window {
  /** Counter key, unique per window (the store adds the window's start). */
  key: string;
  limit: number;
  seconds: number;
  cost: number;
}

export interface WindowState {
  key: string;
  limit: number;
  used: number;
  remaining: number;
  resetSeconds: number;
}

export interface SpendResult {
  ok: boolean;
  windows: WindowState[];
  /** Seconds until every refused window has room again (0 when ok). */
  retryAfter: number;
}

export interface Store {
  readonly kind: "memory" | "redis" | "upstash";
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Set only when absent; true when this call set it (a lock). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Checks every window and, only if all have room for their cost, spends all: atomically. */
  spend(windows: Window[], nowMs?: number): Promise<SpendResult>;
  /** Reads windows without spending. */
  peek(windows: Omit<Window, "cost">[], nowMs?: number): Promise<WindowState[]>;
  /** Forgets everything this store holds for the app (after a world load). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export async function openStore(env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const { MemoryStore } = await import("./memory-store");
  return new MemoryStore();
}

/** Fixed windows aligned to the epoch: the same key on every instance. */
export function windowSlot(seconds: number, nowMs: number): { start: number; resetSeconds: number } {
  const ms = seconds * 1000;
  const start = Math.floor(nowMs / ms) * ms;
  return { start, resetSeconds: Math.max(1, Math.ceil((start + ms - nowMs) / 1000)) };
}
