/** Opens the store: picks an adapter from the settings (the adapters import ./store.ts, never this file). */
import { config, storeConfig } from "@/lib/config/config";
import { storeDriver } from "@/lib/config/drivers";
import { observeStore } from "./observe";
import type { Store } from "./store";

export interface StoreEnv {
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  REDIS_URL?: string;
  STORE_PREFIX?: string;
  STORE_MEMORY_MAX_MB?: string;
  STORE_TIMEOUT_MS?: string;
  STORE_RETRY_MS?: string;
  [name: string]: string | undefined;
}

/**
 * Picks the adapter lib/config/drivers.ts names: STORE, else Upstash (UPSTASH_REDIS_REST_URL and
 * _TOKEN), self-hosted Redis (REDIS_URL), otherwise in-process. Keys live under STORE_PREFIX (default "evapi:").
 * Without `env`, the process's settings (lib/config/config.ts). A remote store answers within
 * STORE_TIMEOUT_MS or counts as unavailable for STORE_RETRY_MS (./guard.ts). With telemetry on,
 * each call is a span (./observe.ts).
 */
export async function openStore(env?: StoreEnv): Promise<Store> {
  const c = env ? storeConfig(env) : config().store;
  const driver = env ? storeDriver(env).driver : config().drivers.store.driver;
  if (driver === "upstash") {
    // A half-set pair is a refused setting (npm run check:deploy); never a silent fall back to memory.
    if (!c.upstashUrl || !c.upstashToken) throw new Error("The Upstash store needs UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN.");
    const [{ openUpstashStore }, { guardStore }] = await Promise.all([import("./redis-store"), import("./guard")]);
    return observeStore(guardStore(openUpstashStore(c.upstashUrl, c.upstashToken, c.prefix, c.timeoutMs), c));
  }
  if (driver === "redis") {
    if (!c.redisUrl) throw new Error("The Redis store needs REDIS_URL.");
    const [{ openRedisStore }, { guardStore }] = await Promise.all([import("./redis-store"), import("./guard")]);
    return observeStore(guardStore(await openRedisStore(c.redisUrl, c.prefix, c.timeoutMs), c));
  }
  const { MemoryStore } = await import("./memory-store");
  return observeStore(new MemoryStore({ prefix: c.prefix, maxBytes: c.memoryMaxBytes }));
}
