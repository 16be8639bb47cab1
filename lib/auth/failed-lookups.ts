/**
 * Failed key lookups are metered per client address: a token that reaches the database and turns
 * out unknown, revoked or expired counts once. Past the limit, an address gets 429 before any
 * lookup, so random well-formed tokens cannot hammer the database. Known keys served from the
 * in-process cache never count and are never refused here.
 */
import { rateLimited } from "@/lib/http/problem";
import type { Store } from "@/lib/kv/store";

export const FAILED_LOOKUPS = { limit: 30, seconds: 60 } as const;

const windowOf = (clientIp: string) => ({ key: `authfail:${clientIp}`, limit: FAILED_LOOKUPS.limit, seconds: FAILED_LOOKUPS.seconds });

/** Throws 429 when the address has used up its failed lookups. A store failure lets the lookup through. */
export async function refuseIfFailingTooOften(store: Store, clientIp: string, nowMs: number): Promise<void> {
  let used: number;
  let reset: number;
  try {
    const [state] = await store.peek([windowOf(clientIp)], nowMs);
    used = state!.used;
    reset = state!.resetSeconds;
  } catch {
    return;
  }
  if (used >= FAILED_LOOKUPS.limit) {
    throw rateLimited(reset, `Too many requests from this address carried an unknown, revoked or expired key (${FAILED_LOOKUPS.limit} a minute); wait Retry-After seconds.`, "failed_keys");
  }
}

export async function countFailedLookup(store: Store, clientIp: string, nowMs: number): Promise<void> {
  await store.add([{ ...windowOf(clientIp), cost: 1 }], nowMs).catch(() => undefined);
}
