/**
 * The key step of the request walk: find the key (Bearer header, or ?key= for publishable keys
 * only), look it up by hash and apply its state (docs/guides/authentication.md). Lookups are cached
 * in-process for KEY_CACHE_SECONDS only, so a suspended or revoked key stops working within that
 * time on every instance.
 */
import type { HeaderReader } from "@/lib/http/exchange";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys, crews } from "@/lib/db/schema";
import { Problem, invalidKey } from "@/lib/http/problem";
import { config } from "@/lib/config/config";
import type { Store } from "@/lib/kv/store";
import { countFailedLookup, refuseIfFailingTooOften } from "./failed-lookups";
import { cachedLookup, hashOfKnownToken, remember, rememberTokenHash, type FoundKey } from "./key-cache";
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
  /** Created by the crew owner: only such a key may hold the owner-only scopes. */
  createdByOwner: boolean;
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

/** Forget every cached lookup (after a world load, or a key change in tests). */
export { forgetKeyCache } from "./key-cache";

/** The token and how it came; throws key_in_query for a secret key in the URL. */
export function extractToken(request: { headers: HeaderReader }, url: URL): { token: string | null; via: "header" | "query" } {
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

export interface LookupDeps {
  db: Db;
  /** Where failed lookups are counted per client address. */
  store: Store;
  clientIp: string;
  now: Date;
}

interface Lookup {
  found: FoundKey | null;
  /** Only lookups that reached the database are metered. */
  fromDatabase: boolean;
}

const MALFORMED: Lookup = { found: null, fromDatabase: false };

/**
 * The key of a token: at once from the cache (the usual case, so a cached read waits for nothing),
 * else a promise of the database's answer.
 */
function lookup(deps: LookupDeps, token: string): Lookup | Promise<Lookup> {
  let hash = hashOfKnownToken(token);
  const known = hash !== undefined;
  if (hash === undefined) {
    if (!TOKEN_PATTERN.test(token)) return MALFORMED;
    hash = hashToken(token);
  }
  const nowMs = deps.now.getTime();
  const { fresh, last } = cachedLookup(hash, nowMs);
  if (fresh !== undefined) {
    if (fresh !== null && !known) rememberTokenHash(token, hash);
    return { found: fresh, fromDatabase: false };
  }
  return lookupInDatabase(deps, hash, nowMs, last);
}

async function lookupInDatabase(deps: LookupDeps, hash: string, nowMs: number, last: FoundKey | null | undefined): Promise<Lookup> {
  // Only lookups that would reach the database are metered.
  await refuseIfFailingTooOften(deps.store, deps.clientIp, nowMs);
  let value: FoundKey | null;
  try {
    value = await readKey(deps.db, hash, nowMs);
  } catch (e) {
    // Database down: a key seen recently keeps its last known record, so cached answers can
    // still be served (stale-if-error) instead of every request failing at the key lookup.
    if (last) return { found: last, fromDatabase: false };
    throw e;
  }
  return { found: value, fromDatabase: true };
}

/** Reads of a hash under way, per database: requests that miss the cache together share one. */
const reading = new WeakMap<Db, Map<string, Promise<FoundKey | null>>>();

/**
 * The key of a hash from the database, remembered in the cache. When a key's cache entry ends on a
 * busy instance (or the instance has just started), every request in flight on it misses at once:
 * they wait for one read instead of each sending its own.
 */
function readKey(db: Db, hash: string, nowMs: number): Promise<FoundKey | null> {
  let pending = reading.get(db);
  if (!pending) reading.set(db, (pending = new Map()));
  const running = pending.get(hash);
  if (running) return running;
  const read = (async () => {
    try {
      const found = await db
        .select({ key: apiKeys, crew: crews })
        .from(apiKeys)
        .innerJoin(crews, eq(crews.id, apiKeys.crewId))
        .where(eq(apiKeys.tokenHash, hash))
        .limit(1);
      const row = found[0];
      const value = row ? { key: { ...row.key, type: row.key.type as KeyType, scopes: row.key.scopes as Scope[] }, crew: row.crew } : null;
      remember(hash, value, nowMs + config().keyCacheSeconds * 1000);
      return value;
    } finally {
      pending.delete(hash);
    }
  })();
  pending.set(hash, read);
  return read;
}

/**
 * The key of a request. Unknown, malformed, revoked and expired are one 401; then suspended, then a
 * lapsed plan. A well-formed token that fails after reaching the database counts against the
 * client address (see failed-lookups.ts).
 */
export function authenticate(request: { headers: HeaderReader }, url: URL, deps: LookupDeps): Auth | Promise<Auth> {
  const { token, via } = extractToken(request, url);
  if (!token) throw invalidKey();
  const looked = lookup(deps, token);
  return looked instanceof Promise ? looked.then((l) => admitKey(l, via, deps)) : admitKey(looked, via, deps);
}

function admitKey({ found, fromDatabase }: Lookup, via: Auth["via"], deps: LookupDeps): Auth | Promise<Auth> {
  const verdict = keyVerdict(found ? { state: found.key.state, expiresAt: found.key.expiresAt, crewPlan: found.crew.plan } : null, deps.now);
  if (verdict === "invalid_key" || !found) {
    if (fromDatabase) {
      return countFailedLookup(deps.store, deps.clientIp, deps.now.getTime()).then(() => {
        throw invalidKey();
      });
    }
    throw invalidKey();
  }
  if (verdict === "key_suspended") throw new Problem("key_suspended", "This key is suspended. A crew admin can resume it.");
  if (verdict === "subscription_required") throw new Problem("subscription_required", "The crew's plan no longer includes the API.");
  if (via === "query" && found.key.type !== "publishable") throw invalidKey();
  return authOf(found, via);
}

/** One Auth per cached key record and way it came: the same object request after request, not a copy each time. */
const auths = new WeakMap<FoundKey, { header?: Auth; query?: Auth }>();

function authOf(found: FoundKey, via: Auth["via"]): Auth {
  let byVia = auths.get(found);
  if (!byVia) auths.set(found, (byVia = {}));
  return (byVia[via] ??= { key: found.key, crew: found.crew, via });
}
