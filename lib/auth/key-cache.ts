/**
 * The in-process cache of key lookups, by token hash. Known keys and unknown hashes are kept apart:
 * random tokens churn only the small unknown side and can never push a real key out. Both sides
 * evict their least recently used entries one at a time, never all at once.
 */
import type { CrewRecord, KeyRecord } from "./authenticate";

export interface FoundKey {
  key: KeyRecord;
  crew: CrewRecord;
}

interface Entry<V> {
  value: V;
  expires: number;
  /** When it was last moved to the young end (Date.now()). */
  touched: number;
}

/** A key used within this many ms is young enough: it is not moved again (a busy key is used thousands of times a second). */
const TOUCH_EVERY_MS = 1000;

class Lru<V> {
  private readonly map = new Map<string, Entry<V>>();
  constructor(private readonly max: number) {}

  get(k: string): Entry<V> | undefined {
    const hit = this.map.get(k);
    if (hit) {
      const now = Date.now();
      if (now - hit.touched >= TOUCH_EVERY_MS) {
        // Re-insert: a Map iterates in insertion order, so the oldest entry is the least recently used.
        hit.touched = now;
        this.map.delete(k);
        this.map.set(k, hit);
      }
    }
    return hit;
  }

  set(k: string, value: V, expires: number): void {
    this.map.delete(k);
    this.map.set(k, { value, expires, touched: Date.now() });
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }

  delete(k: string): void {
    this.map.delete(k);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

export const KNOWN_MAX = 10_000;
export const UNKNOWN_MAX = 2_000;

const known = new Lru<FoundKey>(KNOWN_MAX);
const unknown = new Lru<null>(UNKNOWN_MAX);

/** A cached lookup: the key, null for a hash known to be unknown, undefined when not cached (or expired). */
export function cachedLookup(hash: string, nowMs: number): { fresh: FoundKey | null | undefined; last: FoundKey | null } {
  const k = known.get(hash);
  if (k) return { fresh: k.expires > nowMs ? k.value : undefined, last: k.value };
  const u = unknown.get(hash);
  if (u && u.expires > nowMs) return { fresh: null, last: null };
  return { fresh: undefined, last: null };
}

export function remember(hash: string, value: FoundKey | null, expires: number): void {
  if (value) {
    unknown.delete(hash);
    known.set(hash, value, expires);
  } else {
    known.delete(hash);
    unknown.set(hash, null, expires);
  }
}

/**
 * The hash of each token whose key was found, by token: a busy key's token is checked and hashed
 * once, not on every request. Only tokens of found keys get in (a random token never does), at
 * most KNOWN_MAX of them, forgotten with the cache. The token itself is what every request holds
 * in memory anyway, for as long as its headers live.
 */
const hashes = new Map<string, string>();

export function hashOfKnownToken(token: string): string | undefined {
  return hashes.get(token);
}

export function rememberTokenHash(token: string, hash: string): void {
  if (hashes.size >= KNOWN_MAX) hashes.clear();
  hashes.set(token, hash);
}

export function forgetKeyCache(): void {
  known.clear();
  unknown.clear();
  hashes.clear();
}

export const keyCacheSize = () => ({ known: known.size, unknown: unknown.size, tokens: hashes.size });
