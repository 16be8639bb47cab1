/**
 * What a POST spends besides the request allowance: the write allowance of its declared class
 * (docs/guides/rate-limits.md, "Other allowances"), and the limits the route declares for itself
 * (`limits` on its declaration), built from the helpers below. Nothing here knows a route by path
 * or id: a new route with a limit of its own declares it, and this layer is not touched.
 */
import { createHash } from "node:crypto";
import type { Auth } from "@/lib/auth/authenticate";
import { ALLOWANCES } from "@/lib/budget/plans";
import type { Endpoint, RouteLimit, WriteClass } from "@/lib/http/endpoint";
import type { Window } from "@/lib/store/store";
import { crewTag, type KeyWindows } from "./windows";

export type { RouteLimit, WriteClass } from "@/lib/http/endpoint";

/**
 * Checkouts (self-guarded, 600 a minute for the key and for the crew) and coupon/access-code checks
 * (300 a minute, apart from writes) declare allowances of their own; the MCP endpoint counts
 * messages itself (`none`); every other POST is a write.
 */
export function writeClass(endpoint: Pick<Endpoint, "method" | "writeClass">): WriteClass {
  if (endpoint.method !== "POST") return "none";
  return endpoint.writeClass ?? "write";
}

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
    return ip === null ? [wholeKey] : [{ key: `${k}:v:${ip}`, limit: perMinute, seconds: 60, cost: 1 }, wholeKey];
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

/** A day's count per buyer (the body's `buyer_email`, any case) in the crew; nothing without one. */
export function perBuyerEmailPerDay(name: string, perDay: number): RouteLimit {
  return (auth, body) => {
    const email = bodyString(body, "buyer_email");
    return email ? [{ key: `${crewTag(auth.crew.id)}:${name}:e:${emailTag(email)}`, limit: perDay, seconds: 86_400, cost: 1 }] : [];
  };
}

/** A day's count per key named by the route (`keyOf` reads it from the request), for the whole crew. */
export function perCrewPerDayBy(name: string, perDay: number, keyOf: (body: unknown) => string): RouteLimit {
  return (auth, body) => [{ key: `${crewTag(auth.crew.id)}:${name}:${keyOf(body)}:d`, limit: perDay, seconds: 86_400, cost: 1 }];
}

/** Every window a POST spends: its class's allowance and its route's own limits. */
export function postWindows(endpoint: Endpoint, auth: Auth, w: KeyWindows, body: unknown): Window[] {
  const windows: Window[] = [];
  const c = crewTag(auth.crew.id);
  switch (writeClass(endpoint)) {
    case "write":
      windows.push({ ...w.writes.key, cost: 1 }, { ...w.writes.crewMinute, cost: 1 }, { ...w.writes.crewDay, cost: 1 });
      break;
    case "checkout":
      windows.push(
        { key: `${c}:k:${auth.key.id}:checkout:m`, limit: ALLOWANCES.checkoutsPerMinute, seconds: 60, cost: 1 },
        { key: `${c}:checkout:m`, limit: ALLOWANCES.checkoutsPerMinute, seconds: 60, cost: 1 },
      );
      break;
    case "code-check":
      windows.push({ key: `${c}:k:${auth.key.id}:codes:m`, limit: ALLOWANCES.codeChecksPerMinute, seconds: 60, cost: 1 });
      break;
    case "none":
      break;
  }
  windows.push(...routeLimitWindows(endpoint, auth, body));
  return windows;
}

/** The windows of a route's own limits, in the order it declares them (none for a route that declares no limit). */
export function routeLimitWindows(endpoint: Pick<Endpoint, "limits">, auth: Auth, body: unknown): Window[] {
  return endpoint.limits?.flatMap((limit) => limit(auth, body)) ?? [];
}

/** The windows a GET spends on its route's own limits (none for most reads). */
export function readWindows(endpoint: Endpoint, auth: Auth): Window[] {
  return endpoint.method === "GET" ? routeLimitWindows(endpoint, auth, undefined) : [];
}
