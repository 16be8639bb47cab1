/** The adapters the store tests run on: in-process always, Redis when TEST_REDIS_URL names one. */
import { openStore } from "@/lib/store/open";
import type { Store } from "@/lib/store/store";

export interface StoreCase {
  name: string;
  open: (prefix?: string) => Promise<Store>;
}

let n = 0;
const unique = () => `test-store-${process.pid}-${Date.now().toString(36)}-${n++}:`;

export const STORE_CASES: StoreCase[] = [
  { name: "memory", open: (prefix = unique()) => openStore({ STORE_PREFIX: prefix }) },
  ...(process.env.TEST_REDIS_URL ? [{ name: "redis", open: (prefix = unique()) => openStore({ REDIS_URL: process.env.TEST_REDIS_URL, STORE_PREFIX: prefix }) }] : []),
];
