/** Opens the store: picks an adapter from the settings (the adapters import ./store.ts, never this file). */
import { config, storeConfig } from "@/lib/config/config";
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
 * Picks the adapter: Upstash when both UPSTASH_REDIS_REST_URL and _TOKEN are set, self-hosted Redis
 * when REDIS_URL is set, otherwise in-process. Keys live under STORE_PREFIX (default "evapi:").
 * Without `env`, the process's settings (lib/config/config.ts). A remote store answers within
 * STORE_TIMEOUT_MS or counts as unavailable for STORE_RETRY_MS (./guard.ts).
 */
export async function openStore(env?: StoreEnv): Promise<Store> {
  const c = env ? storeConfig(env) : config().store;
  if (c.upstashUrl && c.upstashToken) {
    const [{ openUpstashStore }, { guardStore }] = await Promise.all([import("./redis-store"), import("./guard")]);
    return guardStore(openUpstashStore(c.upstashUrl, c.upstashToken, c.prefix, c.timeoutMs), c);
  }
  if (c.redisUrl) {
    const [{ openRedisStore }, { guardStore }] = await Promise.all([import("./redis-store"), import("./guard")]);
    return guardStore(await openRedisStore(c.redisUrl, c.prefix, c.timeoutMs), c);
  }
  const { MemoryStore } = await import("./memory-store");
  return new MemoryStore({ prefix: c.prefix, maxBytes: c.memoryMaxBytes });
}
