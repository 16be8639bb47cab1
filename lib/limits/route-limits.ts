/**
 * The limits a route declares for itself (`limits` on its declaration: docs/guides/rate-limits.md
 * and the route's own description), as small helpers that name the store windows a call spends.
 * The walk spends them (lib/traffic/route-limits.ts): a POST after the Idempotency-Key check, a GET
 * before the cache.
 */
import { createHash } from "node:crypto";
import type { RouteLimit } from "@/lib/http/endpoint";
import type { Window } from "@/lib/kv/store";
import { ALLOWANCES } from "./plans";

export type { RouteLimit } from "@/lib/http/endpoint";

/** The crew part of every window's key: in braces (a Redis hash tag), so all windows one request touches share a cluster slot. */
export const crewTag = (crewId: string) => `{${crewId}}`;

/**
 * The segment that marks a window counted for one visitor: a client address (`:v:<ip>`) or a
 * buyer's email (`:v:email:<hash>`). A refusal by such windows alone is the visitor's, not the
 * key's: it is no strike against the key (./penalty.ts).
 */
export const VISITOR_SEGMENT = ":v:";

const bodyString = (body: unknown, name: string): string | null => {
  const v = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" && v.length > 0 ? v : null;
};
/** A buyer email as a window name: lower-cased and hashed, so no address sits in the store. */
const emailTag = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

/**
 * Per-visitor limits (core section 8): "Limits counted per visitor use the `client_ip` the caller
 * sends in the body; without it only the whole key is counted. The whole key has twenty times the
 * per-visitor room." With `client_ip` both the visitor and the whole key count; without it only the
 * key's twenty-fold room does, so a server that forwards no addresses is not held to one visitor's.
 */
export function perVisitor(name: string, perMinute: number): RouteLimit {
  return (auth, body) => {
    const k = `${crewTag(auth.crew.id)}:k:${auth.key.id}:${name}`;
    const ip = bodyString(body, "client_ip");
    const wholeKey: Window = { key: `${k}:all`, limit: perMinute * ALLOWANCES.wholeKeyFactor, seconds: 60, cost: 1 };
    return ip === null ? [wholeKey] : [{ key: `${k}${VISITOR_SEGMENT}${ip}`, limit: perMinute, seconds: 60, cost: 1 }, wholeKey];
  };
}

/** A day's count for the whole crew, whichever key calls. */
export function perCrewPerDay(name: string, perDay: number): RouteLimit {
  return (auth) => [{ key: `${crewTag(auth.crew.id)}:${name}:d`, limit: perDay, seconds: 86_400, cost: 1 }];
}

/** A minute's count for the calling key. */
export function perKeyPerMinute(name: string, perMinute: number): RouteLimit {
  return (auth) => [{ key: `${crewTag(auth.crew.id)}:k:${auth.key.id}:${name}:m`, limit: perMinute, seconds: 60, cost: 1 }];
}

/** A day's count per buyer (the body's `buyer_email`, any case) in the crew; nothing without one. A refusal by it is the buyer's, like a visitor's. */
export function perBuyerEmailPerDay(name: string, perDay: number): RouteLimit {
  return (auth, body) => {
    const email = bodyString(body, "buyer_email");
    return email ? [{ key: `${crewTag(auth.crew.id)}:${name}${VISITOR_SEGMENT}email:${emailTag(email)}`, limit: perDay, seconds: 86_400, cost: 1 }] : [];
  };
}

/** A day's count per key named by the route (`keyOf` reads it from the request), for the whole crew. */
export function perCrewPerDayBy(name: string, perDay: number, keyOf: (body: unknown) => string): RouteLimit {
  return (auth, body) => [{ key: `${crewTag(auth.crew.id)}:${name}:${keyOf(body)}:d`, limit: perDay, seconds: 86_400, cost: 1 }];
}
