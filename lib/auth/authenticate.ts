/**
 * Step 3 of a request: find the key (Bearer header, or ?key= for publishable keys only), look it
 * up by hash and apply section 3.1. Lookups are cached in-process for a few seconds only, so a
 * suspended or revoked key stops working within KEY_CACHE_SECONDS on every instance.
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys, crews } from "@/lib/db/schema";
import { Problem, invalidKey } from "@/lib/http/problem";
import { keyVerdict } from "./key-state";
import type { Scope } from "./scopes";
import { TOKEN_PATTERN, hashToken, keyTypeOf, type KeyType } from "./token";

export interface KeyRecord {
  id: string;
  crewId: string;
  name: string;
  type: KeyType;
  prefix: string;
  last4: string;
  scopes: Scope[];
  websites: string[];
  storefrontOrigins: string[];
  state: string;
  expiresAt: Date | null;
  createdAt: Date;
  ratePerMinute: number | null;
  ratePerDay: number | null;
  rotatedFromId: string | null;
  rotatedAt: Date | null;
}

export interface CrewRecord {
  id: string;
  name: string;
  slug: string;
  plan: string;
  ownerEmail: string;
}

export interface Auth {
  key: KeyRecord;
  crew: CrewRecord;
  via: "header" | "query";
}

const KEY_CACHE_SECONDS = Number(process.env.KEY_CACHE_SECONDS ?? 5);
const cache = new Map<string, { value: { key: KeyRecord; crew: CrewRecord } | null; expires: number }>();

export function forgetKeyCache(): void {
  cache.clear();
}

/** The token and how it came; throws key_in_query for a secret key in the URL. */
export function extractToken(request: Request, url: URL): { token: string | null; via: "header" | "query" } {
  const fromQuery = url.searchParams.get("key");
  if (fromQuery !== null && keyTypeOf(fromQuery) === "secret") {
    throw new Problem("key_in_query", "A secret key was sent in the URL. Treat it as leaked: rotate it, and send keys in the Authorization header.");
  }
  const header = request.headers.get("authorization");
  if (header !== null) {
    const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    return { token: m ? m[1]! : "", via: "header" };
  }
  return { token: fromQuery, via: "query" };
}

async function lookup(db: Db, token: string): Promise<{ key: KeyRecord; crew: CrewRecord } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = hashToken(token);
  const now = Date.now();
  const hit = cache.get(hash);
  if (hit && hit.expires > now) return hit.value;
  let found;
  try {
    found = await db
      .select({ key: apiKeys, crew: crews })
      .from(apiKeys)
      .innerJoin(crews, eq(crews.id, apiKeys.crewId))
      .where(eq(apiKeys.tokenHash, hash))
      .limit(1);
  } catch (e) {
    // Database down: a key seen recently keeps its last known record, so cached answers can
    // still be served (stale-if-error) instead of every request failing at the key lookup.
    if (hit?.value) return hit.value;
    throw e;
  }
  const row = found[0];
  const value = row ? { key: { ...row.key, type: row.key.type as KeyType, scopes: row.key.scopes as Scope[] }, crew: row.crew } : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(hash, { value, expires: now + KEY_CACHE_SECONDS * 1000 });
  return value;
}

export async function authenticate(request: Request, url: URL, db: Db, now: Date): Promise<Auth> {
  const { token, via } = extractToken(request, url);
  if (!token) throw invalidKey();
  const found = await lookup(db, token);
  const verdict = keyVerdict(found ? { state: found.key.state, expiresAt: found.key.expiresAt, crewPlan: found.crew.plan } : null, now);
  if (verdict === "invalid_key" || !found) throw invalidKey();
  if (verdict === "key_suspended") throw new Problem("key_suspended", "This key is suspended. A crew admin can resume it.");
  if (verdict === "subscription_required") throw new Problem("subscription_required", "The crew's plan no longer includes the API.");
  if (via === "query" && found.key.type !== "publishable") throw invalidKey();
  return { ...found, via };
}
