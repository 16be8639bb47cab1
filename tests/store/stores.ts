/**
 * The adapters the store tests run on: in-process always, Redis when TEST_REDIS_URL names one, and
 * Upstash over REST when UPSTASH_REDIS_REST_URL and _TOKEN name an endpoint (npm run test:vercel).
 */
import { openStore } from "@/lib/kv/open";
import type { Store } from "@/lib/kv/store";

export interface StoreCase {
  name: string;
  open: (prefix?: string) => Promise<Store>;
}

let n = 0;
const unique = () => `test-store-${process.pid}-${Date.now().toString(36)}-${n++}:`;

export const STORE_CASES: StoreCase[] = [
  { name: "memory", open: (prefix = unique()) => openStore({ STORE_PREFIX: prefix }) },
  ...(process.env.TEST_REDIS_URL ? [{ name: "redis", open: (prefix = unique()) => openStore({ REDIS_URL: process.env.TEST_REDIS_URL, STORE_PREFIX: prefix }) }] : []),
  ...(process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN
    ? [{ name: "upstash", open: (prefix = unique()) => openStore({ UPSTASH_REDIS_REST_URL: process.env.UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN: process.env.UPSTASH_REDIS_REST_TOKEN, STORE_PREFIX: prefix }) }]
    : []),
];
