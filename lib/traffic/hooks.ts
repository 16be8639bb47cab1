/**
 * Where the traffic layer (limits, work budgets, response cache, audit) meets the pipeline. The
 * pipeline calls these at fixed points of the request walk; this module decides what they do.
 */
import type { Auth } from "@/lib/auth/authenticate";
import type { Endpoint } from "@/lib/http/endpoint";
import type { App } from "@/lib/platform/app";

export interface TrafficRequest {
  app: App;
  endpoint: Endpoint;
  auth: Auth | null;
  clientIp: string;
  /** Everything that changes the answer besides the crew: route, normalised query, fields, locale, key kind. */
  variant: string;
  /** A secret key's `Cache-Control: no-cache`. */
  noCache: boolean;
  now: number;
}

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

export interface RateState {
  /** Headers to add to the answer (RateLimit-Policy, RateLimit, X-RateLimit-*). */
  headers: Record<string, string>;
}

/** Step 2: discovery routes, per caller address. Throws rate_limited. */
export async function admitDiscovery(_req: TrafficRequest): Promise<void> {}

/** Step 5: allowances that count every request, cached or not. Throws rate_limited. */
export async function admitRequest(_req: TrafficRequest): Promise<void> {}

/** Step 6: a stored copy of this answer, fresh or stale. */
export async function lookupCached(_req: TrafficRequest): Promise<CachedAnswer | null> {
  return null;
}

/** Step 7: spend the work; false when a budget refuses (nothing is spent then). */
export async function spendWork(_req: TrafficRequest, _cost: number): Promise<{ ok: boolean; retryAfter: number }> {
  return { ok: true, retryAfter: 0 };
}

/** Step 8: keep the answer for the route's lifetime. */
export async function storeCached(_req: TrafficRequest, _answer: CachedAnswer): Promise<void> {}

/** Step 9: the rate-limit headers of an authenticated answer. */
export async function rateHeaders(_req: TrafficRequest): Promise<Record<string, string>> {
  return {};
}

export interface CallRecord {
  keyId: string;
  at: Date;
  method: string;
  path: string;
  status: number;
  ip: string;
  requestId: string;
  cache: "hit" | "miss" | "stale" | null;
  ms: number;
  bytes: number;
}

/** Step 10, after the answer: audit log, byte counters, last use. Must never throw. */
export async function recordCall(_req: TrafficRequest, _call: CallRecord): Promise<void> {}
