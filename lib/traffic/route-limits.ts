/**
 * What a POST spends besides the request allowance: the write allowance of its declared class
 * (docs/guides/rate-limits.md, "Other allowances"), and the limits the route declares for itself
 * (`limits` on its declaration, built from the helpers of lib/limits/route-limits.ts). Nothing here
 * knows a route by path or id: a new route with a limit of its own declares it, and this layer is
 * not touched.
 */
import type { Auth } from "@/lib/auth/authenticate";
import { crewTag } from "@/lib/limits/route-limits";
import { ALLOWANCES } from "@/lib/limits/plans";
import type { Endpoint, WriteClass } from "@/lib/http/endpoint";
import type { Window } from "@/lib/kv/store";
import type { KeyWindows } from "./windows";

/**
 * Checkouts (self-guarded, 600 a minute for the key and for the crew) and coupon/access-code checks
 * (300 a minute, apart from writes) declare allowances of their own; the MCP endpoint counts
 * messages itself (`none`); every other POST is a write.
 */
export function writeClass(endpoint: Pick<Endpoint, "method" | "writeClass">): WriteClass {
  if (endpoint.method !== "POST") return "none";
  return endpoint.writeClass ?? "write";
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
