/**
 * The key step every partner route shares (lib/http/walk/identify.ts: the key, then origin and
 * scopes), before any lookup, input check or cached copy. One test per refusal, each against
 * routes of every shape (a cached list, a read by id, a stream, a write with a body, a member-session
 * route, a route without scopes); and one structural test that every keyed route of the registry
 * is walked through that step with its own declaration. A new route gets these refusals by being
 * declared: the structural test proves it reaches the step, the per-refusal tests what the step answers.
 * This file needs the whole registry: it is about every route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { DEFAULT_SCOPES } from "@/lib/auth/scopes";
import type { Endpoint } from "@/lib/http/endpoint";
import { startApp, type ApiResponse, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

/** A concrete path for a template; ids need not exist: key checks come before any lookup. */
const concrete = (e: Endpoint) => e.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === "slug" ? "some-form" : name === "id" && e.path.startsWith("/v1/presskits") ? "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e01" : "100"));
const call = (e: Endpoint, key: string | null, extra: { origin?: string; keyInQuery?: boolean } = {}) =>
  e.method === "GET" ? api.get(concrete(e), { key, ...extra }) : api.post(concrete(e), {}, { key, ...extra });

const keyed = endpoints.filter((e) => e.auth !== "none");
const route = (name: string) => {
  const e = keyed.find((x) => `${x.method} ${x.path}` === name);
  if (!e) throw new Error(`No keyed route ${name}: pick another of its shape`);
  return e;
};

/** Routes of every shape the walk treats apart. */
const SHAPES = [
  "GET /v1/events", // publishable, cached list with a scope
  "GET /v1/artists/{id}", // publishable, cached read by id
  "GET /v1/genres", // publishable, no scope
  "GET /v1/me", // secret-only, no scope, never cached
  "GET /v1/exports/events", // secret-only stream
  "POST /v1/shop/quote", // secret-only write with a body and an Idempotency-Key
  "POST /v1/ambassador-profile", // a member-session route: the key before the session
  "POST /v1/forms/{slug}/submit", // a write under a slug
].map(route);
const secretOnly = SHAPES.filter((e) => !e.publishable);
const publishable = SHAPES.filter((e) => e.publishable);

function expectProblem(e: Endpoint, res: ApiResponse, status: number, code: string) {
  const where = `${e.method} ${e.path}`;
  expect(res.status, where).toBe(status);
  expect(res.headers.get("content-type"), where).toBe("application/problem+json");
  expect(res.body.code, where).toBe(code);
  expect(res.body.status, where).toBe(status);
  expect(res.body.type, where).toMatch(new RegExp(`/docs/errors#${code}$`));
  expect(res.body.request_id, where).toBe(res.headers.get("x-request-id"));
  expect(res.body.instance, where).toBe(`/api${concrete(e)}`);
}

/** Each route of `routes` answers the refusal to the call. */
async function refusesEach(routes: Endpoint[], key: string | null, status: number, code: string, extra: { origin?: string; keyInQuery?: boolean } = {}) {
  expect(routes.length).toBeGreaterThan(0);
  for (const e of routes) expectProblem(e, await call(e, key, extra), status, code);
}

describe("the key step, on routes of every shape", () => {
  it("no key: 401 invalid_key", () => refusesEach(SHAPES, null, 401, "invalid_key"));
  it("unknown key: 401 invalid_key", () => refusesEach(SHAPES, KEYS.unknown, 401, "invalid_key"));
  it("malformed key: 401 invalid_key", () => refusesEach(SHAPES, "not-a-key", 401, "invalid_key"));
  it("expired key: 401 invalid_key", () => refusesEach(SHAPES, KEYS.expired, 401, "invalid_key"));

  it("revoked key: 401 invalid_key, the same body as an unknown key's", async () => {
    for (const e of SHAPES) {
      const revoked = await call(e, KEYS.revoked);
      const unknown = await call(e, KEYS.unknown);
      expectProblem(e, revoked, 401, "invalid_key");
      const strip = (b: any) => ({ ...b, request_id: undefined });
      expect(strip(revoked.body), e.path).toEqual(strip(unknown.body));
    }
  });

  it("suspended key: 403 key_suspended", () => refusesEach(SHAPES, KEYS.suspended, 403, "key_suspended"));
  it("lapsed plan: 403 subscription_required", () => refusesEach(SHAPES, KEYS.lapsed, 403, "subscription_required"));
  it("secret key in the query: 400 key_in_query", () => refusesEach(SHAPES, KEYS.secret, 400, "key_in_query", { keyInQuery: true }));
  it("publishable key from a website not on the key: 403 origin_not_allowed", () => refusesEach(SHAPES, KEYS.publishable, 403, "origin_not_allowed", { origin: "https://evil.test" }));
  it("publishable key without an Origin: 403 origin_not_allowed", () => refusesEach(SHAPES, KEYS.publishable, 403, "origin_not_allowed"));
  it("publishable key on a secret-only route, from its website: 403 missing_scope", () => refusesEach(secretOnly, KEYS.publishable, 403, "missing_scope", { origin: PUBLISHABLE_ORIGIN }));
  it("key without the route's scopes: 403 missing_scope", () => refusesEach(SHAPES.filter((e) => e.scopes.length > 0), KEYS.noScopes, 403, "missing_scope"));

  it("publishable key from its website passes the key step on a route open to it", async () => {
    for (const e of publishable.filter((x) => x.scopes.every((s) => (DEFAULT_SCOPES as string[]).includes(s)))) {
      const res = await call(e, KEYS.publishable, { origin: PUBLISHABLE_ORIGIN });
      expect([401, 403], e.path).not.toContain(res.status);
    }
  });

  it("a copy in the cache is answered only after the key step", async () => {
    const events = route("GET /v1/events");
    expect((await api.get(concrete(events), { key: KEYS.secret })).status).toBe(200);
    const again = await api.get(concrete(events), { key: KEYS.secret });
    expect(again.headers.get("cache-status")).toMatch(/; hit; /);
    expectProblem(events, await call(events, KEYS.revoked), 401, "invalid_key");
    expectProblem(events, await call(events, KEYS.noScopes), 403, "missing_scope");
    expectProblem(events, await call(events, KEYS.publishable, { origin: "https://evil.test" }), 403, "origin_not_allowed");
  });
});

describe("every route is bound to the key step", () => {
  it("only the four discovery routes are keyless, and none of them declares a scope or is secret-only", () => {
    // A route that needs a scope or a secret key cannot slip out by saying auth "none".
    const outside = endpoints.filter((e) => !keyed.includes(e));
    expect(outside.map((e) => `${e.method} ${e.path}`).sort()).toEqual(["GET /v1/changelog", "GET /v1/openapi.json", "GET /v1/scopes", "GET /v1/status"]);
    expect(outside.filter((e) => e.scopes.length > 0 || !e.publishable).map((e) => e.id)).toEqual([]);
  });

  it("every keyed route, served, walks the key step with its own declaration", async () => {
    // No key reaches the step on every route; a publishable key from its website on each
    // secret-only route, and a key without scopes on each scoped route, show the step reads that
    // route's declaration (routes of one path share nothing but the path).
    const wrong: string[] = [];
    const expect1 = async (e: Endpoint, res: Promise<ApiResponse>, status: number, code: string) => {
      const r = await res;
      if (r.status !== status || r.body?.code !== code || r.body?.instance !== `/api${concrete(e)}`) wrong.push(`${e.method} ${e.path}: ${r.status} ${r.body?.code} where ${status} ${code}`);
    };
    for (const e of keyed) {
      await expect1(e, call(e, null), 401, "invalid_key");
      if (!e.publishable) await expect1(e, call(e, KEYS.publishable, { origin: PUBLISHABLE_ORIGIN }), 403, "missing_scope");
      if (e.scopes.length > 0) await expect1(e, call(e, KEYS.noScopes), 403, "missing_scope");
    }
    expect(wrong).toEqual([]);
    expect(keyed.length).toBeGreaterThan(70);
  });
});
