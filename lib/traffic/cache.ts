/**
 * The response cache: one copy per crew and variant (route, normalised query with `fields` and
 * `locale`, key kind), in the store. A copy is fresh for the route's lifetime and kept a day
 * longer, so it can still answer when the budget is spent or the database is down
 * (stale-if-error=86400).
 */
import { createHash } from "node:crypto";
import type { Store } from "@/lib/store/store";

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

export function cacheKey(scope: string, variant: string): string {
  const h = createHash("sha256").update(variant).digest("base64url").slice(0, 32);
  return `{${scope}}:cache:${h}`;
}

export async function readCopy(store: Store, key: string): Promise<CachedAnswer | null> {
  const text = await store.get(key);
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as CachedAnswer;
    return typeof copy.body === "string" && typeof copy.etag === "string" ? copy : null;
  } catch {
    return null;
  }
}

export async function writeCopy(store: Store, key: string, copy: CachedAnswer): Promise<void> {
  await store.set(key, JSON.stringify(copy), copy.ttl + KEEP_STALE_SECONDS);
}

/** Seconds of freshness left (negative once stale), as Cache-Status `ttl=` shows it. */
export function ttlLeft(copy: CachedAnswer, nowMs: number): number {
  return Math.round((copy.storedAt + copy.ttl * 1000 - nowMs) / 1000);
}

export const isFresh = (copy: CachedAnswer, nowMs: number) => nowMs < copy.storedAt + copy.ttl * 1000;
