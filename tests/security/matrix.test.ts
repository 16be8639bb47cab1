/**
 * The shared security matrix: every route of the registry, whatever it does, answers these
 * key problems the same way. New routes get these tests by being declared.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/api/registry";
import { DEFAULT_SCOPES } from "@/lib/auth/scopes";
import type { Endpoint } from "@/lib/http/endpoint";
import { startApp, type TestApp } from "../support/app";
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

function problemOf(e: Endpoint) {
  return (res: { status: number; body: any; headers: Headers }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(res.body.code).toBe(code);
  expect(res.body.status).toBe(status);
  expect(res.body.type).toMatch(new RegExp(`/docs/errors#${code}$`));
  expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
  expect(res.body.instance).toBe(`/api${concrete(e)}`);
  };
}

describe.each(keyed.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", (_name, e) => {
  const expectProblem = problemOf(e);
  it("no key: 401 invalid_key", async () => expectProblem(await call(e, null), 401, "invalid_key"));
  it("unknown key: 401 invalid_key", async () => expectProblem(await call(e, KEYS.unknown), 401, "invalid_key"));
  it("malformed key: 401 invalid_key", async () => expectProblem(await call(e, "not-a-key"), 401, "invalid_key"));
  it("revoked key: 401 invalid_key, same body as unknown", async () => {
    const revoked = await call(e, KEYS.revoked);
    const unknown = await call(e, KEYS.unknown);
    expectProblem(revoked, 401, "invalid_key");
    const strip = (b: any) => ({ ...b, request_id: undefined });
    expect(strip(revoked.body)).toEqual(strip(unknown.body));
  });
  it("expired key: 401 invalid_key", async () => expectProblem(await call(e, KEYS.expired), 401, "invalid_key"));
  it("suspended key: 403 key_suspended", async () => expectProblem(await call(e, KEYS.suspended), 403, "key_suspended"));
  it("lapsed plan: 403 subscription_required", async () => expectProblem(await call(e, KEYS.lapsed), 403, "subscription_required"));
  it("secret key in the query: 400 key_in_query", async () => expectProblem(await call(e, KEYS.secret, { keyInQuery: true }), 400, "key_in_query"));
  it("publishable key from a website not on the key: 403 origin_not_allowed", async () =>
    expectProblem(await call(e, KEYS.publishable, { origin: "https://evil.test" }), 403, "origin_not_allowed"));
  if (e.scopes.length > 0) {
    it("key without the route's scopes: 403 missing_scope", async () => expectProblem(await call(e, KEYS.noScopes), 403, "missing_scope"));
  }
  if (!e.publishable) {
    it("publishable key on a secret-only route: 403 missing_scope", async () =>
      expectProblem(await call(e, KEYS.publishable, { origin: PUBLISHABLE_ORIGIN }), 403, "missing_scope"));
  } else if (e.scopes.every((s) => (DEFAULT_SCOPES as string[]).includes(s))) {
    it("publishable key from its website passes the key checks", async () => {
      const res = await call(e, KEYS.publishable, { origin: PUBLISHABLE_ORIGIN });
      expect([401, 403]).not.toContain(res.status);
    });
  }
});

it("the matrix covers every keyed route", () => {
  // Only the four keyless discovery routes stay outside it, and none of them declares a scope or
  // is secret-only: a route that needs a scope or a secret key cannot slip out by saying auth "none".
  const outside = endpoints.filter((e) => !keyed.includes(e));
  expect(outside.map((e) => `${e.method} ${e.path}`).sort()).toEqual(["GET /v1/changelog", "GET /v1/openapi.json", "GET /v1/scopes", "GET /v1/status"]);
  expect(outside.filter((e) => e.scopes.length > 0 || !e.publishable).map((e) => e.id)).toEqual([]);
  // So every route that declares scopes gets its missing_scope test above.
  expect(keyed.filter((e) => e.scopes.length > 0).length).toBe(endpoints.filter((e) => e.scopes.length > 0).length);
});
