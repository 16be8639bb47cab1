/**
 * What a POST spends besides the request allowance: the write allowance
 * (docs/guides/rate-limits.md, "Other allowances"), and the limits a route names for itself. Routes
 * are found by path, so a route declared later (checkout sessions, code checks) gets its class
 * without touching this layer again.
 */
import { createHash } from "node:crypto";
import type { Auth } from "@/lib/auth/authenticate";
import { MEMBER_LIMITS } from "@/lib/ambassadors/members/limits";
import { ALLOWANCES } from "@/lib/budget/plans";
import type { Endpoint } from "@/lib/http/endpoint";
import type { Window } from "@/lib/store/store";
import { VISITOR_SEGMENT, crewTag, type KeyWindows } from "./windows";

export type WriteClass = "write" | "checkout" | "code-check" | "none";

/**
 * Checkouts (self-guarded, 600 a minute for the key and for the crew) and coupon/access-code checks
 * (300 a minute, apart from writes) have allowances of their own; the MCP endpoint counts messages
 * itself; every other POST is a write.
 */
export function writeClass(endpoint: Endpoint): WriteClass {
  if (endpoint.method !== "POST") return "none";
  const p = endpoint.path;
  if (p === "/v1/mcp") return "none";
  if (p.startsWith("/v1/checkout-sessions") || p === "/v1/shop/checkout-sessions") return "checkout";
  if (p === "/v1/coupons/validate" || p === "/v1/access-codes/validate") return "code-check";
  return "write";
}

const bodyString = (body: unknown, name: string): string | null => {
  const v = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" && v.length > 0 ? v : null;
};
const bodyClientIp = (body: unknown) => bodyString(body, "client_ip");
/** A buyer email as a window name: lower-cased and hashed, so no address sits in the store. */
const emailTag = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

/**
 * Per-visitor limits (core section 8): "Limits counted per visitor use the `client_ip` the caller
 * sends in the body; without it only the whole key is counted. The whole key has twenty times the
 * per-visitor room." With `client_ip` both the visitor and the whole key count; without it only the
 * key's twenty-fold room does, so a server that forwards no addresses is not held to one visitor's.
 */
function perVisitor(auth: Auth, body: unknown, name: string, perMinute: number): Window[] {
  const k = `${crewTag(auth.crew.id)}:k:${auth.key.id}:${name}`;
  const ip = bodyClientIp(body);
  const wholeKey: Window = { key: `${k}:all`, limit: perMinute * ALLOWANCES.wholeKeyFactor, seconds: 60, cost: 1 };
  return ip === null ? [wholeKey] : [{ key: `${k}${VISITOR_SEGMENT}${ip}`, limit: perMinute, seconds: 60, cost: 1 }, wholeKey];
}

/**
 * The limits a route names (the allowances of docs/guides/rate-limits.md and the route's own
 * description), by endpoint id. POSTs spend them after the Idempotency-Key check (`postWindows`),
 * GETs before the cache (`readWindows`; their body is undefined).
 */
const ROUTE_LIMITS: Record<string, (auth: Auth, body: unknown) => Window[]> = {
  create_booking_request: (auth, body) => [
    ...perVisitor(auth, body, "bookings", ALLOWANCES.bookingsPerVisitorPerMinute),
    { key: `${crewTag(auth.crew.id)}:bookings:d`, limit: ALLOWANCES.bookingsPerCrewPerDay, seconds: 86_400, cost: 1 },
  ],
  get_ambassador_code: (auth) => [
    { key: `${crewTag(auth.crew.id)}:k:${auth.key.id}:codelookups:m`, limit: ALLOWANCES.ambassadorCodeLookupsPerMinute, seconds: 60, cost: 1 },
  ],
  shop_quote: (auth, body) => perVisitor(auth, body, "quotes", ALLOWANCES.quotesPerVisitorPerMinute),
  create_shop_checkout_session: (auth, body) => {
    const email = bodyString(body, "buyer_email");
    return [
      ...perVisitor(auth, body, "shopcheckouts", ALLOWANCES.shopCheckoutsPerVisitorPerMinute),
      { key: `${crewTag(auth.crew.id)}:shopcheckouts:d`, limit: ALLOWANCES.shopCheckoutsPerCrewPerDay, seconds: 86_400, cost: 1 },
      // Per buyer: a refusal by it is the buyer's, like a visitor's.
      ...(email ? [{ key: `${crewTag(auth.crew.id)}:shopcheckouts${VISITOR_SEGMENT}email:${emailTag(email)}`, limit: ALLOWANCES.shopCheckoutsPerEmailPerDay, seconds: 86_400, cost: 1 }] : []),
    ];
  },
  create_checkout_session: (auth, body) => perVisitor(auth, body, "ticketcheckouts", ALLOWANCES.ticketCheckoutsPerVisitorPerMinute),
  ambassador_register: (auth, body) => {
    // Per programme: the owner named in the body (a malformed body never gets this far).
    const b = (body ?? {}) as { owner_type?: unknown; owner_id?: unknown };
    const programme = `${String(b.owner_type)}:${String(b.owner_id)}`;
    return [
      ...perVisitor(auth, body, "ambregister", MEMBER_LIMITS.registerPerVisitorPerMinute),
      { key: `${crewTag(auth.crew.id)}:ambregister:p:${programme}:d`, limit: MEMBER_LIMITS.registerPerProgrammePerDay, seconds: 86_400, cost: 1 },
    ];
  },
  validate_coupon: (auth, body) => perVisitor(auth, body, "couponchecks", ALLOWANCES.codeChecksPerVisitorPerMinute),
  validate_access_code: (auth, body) => perVisitor(auth, body, "accesschecks", ALLOWANCES.codeChecksPerVisitorPerMinute),
  newsletter_signup: (auth, body) => perVisitor(auth, body, "nlsignup", ALLOWANCES.newsletterPerVisitorPerMinute),
  newsletter_unsubscribe: (auth, body) => perVisitor(auth, body, "nlunsub", ALLOWANCES.newsletterPerVisitorPerMinute),
  submit_form: (auth, body) => perVisitor(auth, body, "formsubmit", ALLOWANCES.formSubmissionsPerVisitorPerMinute),
  ambassador_login: (auth, body) => perVisitor(auth, body, "amblogin", MEMBER_LIMITS.loginPerVisitorPerMinute),
  ambassador_login_exchange: (auth, body) => perVisitor(auth, body, "ambexchange", MEMBER_LIMITS.exchangePerVisitorPerMinute),
  ambassador_profile: (auth, body) => perVisitor(auth, body, "ambprofile", MEMBER_LIMITS.profilePerVisitorPerMinute),
  ambassador_claim: (auth, body) => perVisitor(auth, body, "ambclaim", MEMBER_LIMITS.claimPerVisitorPerMinute),
  ambassador_email_preference: (auth, body) => perVisitor(auth, body, "ambpref", MEMBER_LIMITS.preferencePerVisitorPerMinute),
};

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
  windows.push(...routeWindows(endpoint.id, auth, body));
  return windows;
}

/** The windows of a route's own limits (none for a route that names no limit). */
export function routeWindows(endpointId: string, auth: Auth, body: unknown): Window[] {
  return ROUTE_LIMITS[endpointId]?.(auth, body) ?? [];
}

/** The windows a GET spends on its route's own limits (none for most reads). */
export function readWindows(endpoint: Endpoint, auth: Auth): Window[] {
  return endpoint.method === "GET" ? routeWindows(endpoint.id, auth, undefined) : [];
}
