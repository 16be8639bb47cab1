/**
 * The response cache: one copy per crew and variant (route, normalised query with `fields` and
 * `locale`, key kind), in the store. A copy is fresh for the route's lifetime and kept a day
 * longer, so it can still answer when the budget is spent or the database is down
 * (stale-if-error=86400).
 */
import { createHash } from "node:crypto";
import type { KnownValue, Store } from "@/lib/kv/store";

export const KEEP_STALE_SECONDS = 86_400;

export interface CachedAnswer {
  status: number;
  body: string;
  contentType: string;
  etag: string;
  headers: Record<string, string>;
  storedAt: number;
  /** Seconds the copy is fresh for, from storedAt. */
  ttl: number;
}

/** Discovery routes answer the same to everyone: one shared copy. */
export const PUBLIC_SCOPE = "public";

const hashed = new Map<string, string>();

function hashOf(variant: string): string {
  // The same variants come back again and again: hash each once.
  let h = hashed.get(variant);
  if (h === undefined) {
    h = createHash("sha256").update(variant).digest("base64url").slice(0, 32);
    if (hashed.size >= 10_000) hashed.clear();
    hashed.set(variant, h);
  }
  return h;
}

/**
 * Keys made lately, by variant then scope. The same string object comes back for the same copy, so
 * the store's lookups reuse its hash instead of building and hashing a new string per request.
 */
const keys = new Map<string, Map<string, string>>();

export function cacheKey(scope: string, variant: string): string {
  let byScope = keys.get(variant);
  if (byScope === undefined) {
    if (keys.size >= 10_000) keys.clear();
    keys.set(variant, (byScope = new Map()));
  }
  let key = byScope.get(scope);
  if (key === undefined) {
    key = `{${scope}}:cache:${hashOf(variant)}`;
    if (byScope.size >= 1000) byScope.clear();
    byScope.set(scope, key);
  }
  return key;
}

/**
 * Copies parsed lately, by store key: when the store hands back the same text, the parsed copy is
 * reused (a string comparison instead of a JSON parse on every cache hit).
 */
const parsedByStore = new WeakMap<Store, Map<string, { text: string; copy: CachedAnswer; known?: KnownValue | null }>>();
const PARSED_MAX = 5000;

export async function readCopy(store: Store, key: string): Promise<CachedAnswer | null> {
  return parseCopy(store, key, await store.get(key));
}

/** A copy from the text the store holds under `key` (read alone, or alongside a spend). */
export function parseCopy(store: Store, key: string, text: string | null): CachedAnswer | null {
  if (!text) return null;
  let parsed = parsedByStore.get(store);
  if (parsed === undefined) parsedByStore.set(store, (parsed = new Map()));
  const memo = parsed.get(key);
  if (memo && memo.text === text) return memo.copy;
  try {
    const copy = JSON.parse(text) as CachedAnswer;
    if (typeof copy.body !== "string" || typeof copy.etag !== "string") return null;
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(key, { text, copy });
    return copy;
  } catch {
    return null;
  }
}

/**
 * The copy this instance parsed last under `key`, when it was written stamp first (see
 * `writeCopy`): a remote store then answers "unchanged" instead of sending the copy again.
 */
export function knownCopy(store: Store, key: string): KnownValue | undefined {
  const memo = parsedByStore.get(store)?.get(key);
  if (memo === undefined) return undefined;
  if (memo.known === undefined) {
    const head = copyStamp(memo.text);
    memo.known = head === null ? null : { text: memo.text, head, bytes: Buffer.byteLength(memo.text) };
  }
  return memo.known ?? undefined;
}

/**
 * A copy is written with its time and tag first: `{"storedAt":…,"etag":"…"` is its stamp. Two
 * writes share a stamp only in the same millisecond with the same body hash, so a stamp (with the
 * text's length) names one copy.
 */
const STAMP = /^\{"storedAt":\d+,"etag":"(?:[^"\\]|\\.)*"/;

function copyStamp(text: string): string | null {
  return STAMP.exec(text)?.[0] ?? null;
}

export async function writeCopy(store: Store, key: string, copy: CachedAnswer): Promise<void> {
  const { storedAt, etag, ...rest } = copy; // the stamp's fields first
  await store.set(key, JSON.stringify({ storedAt, etag, ...rest }), copy.ttl + KEEP_STALE_SECONDS);
}

/** Seconds of freshness left (negative once stale), as Cache-Status `ttl=` shows it. */
export function ttlLeft(copy: CachedAnswer, nowMs: number): number {
  return Math.round((copy.storedAt + copy.ttl * 1000 - nowMs) / 1000);
}

export const isFresh = (copy: CachedAnswer, nowMs: number) => nowMs < copy.storedAt + copy.ttl * 1000;
