/**
 * The request walk's guarantees that no single route shows: what a handler is given, what a cached
 * answer is keyed by, and that every keyed request is counted, malformed ones included.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@/lib/http/endpoint";
import { runEndpoint } from "@/lib/server/in-process";
import { buildRequest, startApp, toApiResponse, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { pinClock } from "../traffic/clock";

const Seen = z.object({ crew: z.string(), key: z.record(z.string(), z.unknown()), header: z.string().nullable() });

const cached = defineEndpoint({
  id: "test_walk_cached",
  method: "GET",
  path: "/v1/test-walk/cached",
  tag: "Test",
  summary: "s",
  description: "d",
  scopes: [],
  publishable: false,
  cache: 60,
  envelope: "single",
  headers: [{ name: "X-Test-Variant", description: "changes the answer" }],
  query: z.object({ v: z.string().optional() }),
  response: Seen,
  handler: async ({ crew, key, header }) => ({ crew: crew.id, key: { ...key }, header: header("X-Test-Variant") }),
});

const uncached = defineEndpoint({
  id: "test_walk_uncached",
  method: "GET",
  path: "/v1/test-walk/uncached",
  tag: "Test",
  summary: "s",
  description: "d",
  scopes: [],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  response: Seen,
  handler: async ({ crew, key }) => ({ crew: crew.id, key: { id: key.id, type: key.type }, header: null }),
});

const sneaky = defineEndpoint({
  id: "test_walk_sneaky",
  method: "GET",
  path: "/v1/test-walk/sneaky",
  tag: "Test",
  summary: "s",
  description: "d",
  scopes: [],
  publishable: false,
  cache: 60,
  envelope: "single",
  response: Seen,
  // Reads a header it does not declare: the answer would be cached without it.
  handler: async ({ crew, header }) => ({ crew: crew.id, key: {}, header: header("X-Test-Variant") }),
});

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const call = async (endpoint: typeof cached, path: string, headers: Record<string, string> = {}) =>
  toApiResponse(await runEndpoint(endpoint, buildRequest("GET", path, { key: KEYS.secret, headers }), {}));

describe("what a handler is given", () => {
  it("a cacheable endpoint's handler sees the crew and only the key's kind", async () => {
    const res = await call(cached, "/v1/test-walk/cached?v=a");
    expect(res.status).toBe(200);
    expect(res.body.key).toEqual({ type: "secret" });
    const me = await api.get("/v1/me", { key: KEYS.secret });
    expect(res.body.crew).toBe(me.body.crew.id);
  });

  it("an uncached endpoint's handler sees the whole key", async () => {
    const res = await call(uncached, "/v1/test-walk/uncached");
    const me = await api.get("/v1/me", { key: KEYS.secret });
    expect(res.body.key).toEqual({ id: me.body.key.id, type: "secret" });
  });

  it("reading an undeclared header is refused (500), so it can never slip past the cache key", async () => {
    const res = await call(sneaky, "/v1/test-walk/sneaky", { "X-Test-Variant": "a" });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe("internal_error");
  });
});

describe("the cache key comes from the declaration", () => {
  it("a declared header is part of it: another value is another copy", async () => {
    const a = await call(cached, "/v1/test-walk/cached?v=b", { "X-Test-Variant": "one" });
    const again = await call(cached, "/v1/test-walk/cached?v=b", { "X-Test-Variant": "one" });
    const b = await call(cached, "/v1/test-walk/cached?v=b", { "X-Test-Variant": "two" });
    expect(a.body.header).toBe("one");
    expect(again.headers.get("cache-status")).toMatch(/; hit; ttl=/);
    expect(b.body.header).toBe("two");
    expect(b.headers.get("cache-status")).toMatch(/fwd=miss/);
  });
});

describe("every keyed request counts", () => {
  const used = async () => (await api.get("/v1/usage", { key: KEYS.secret })).body.requests.minute.used as number;

  it("a malformed query counts against the key's requests, like any other", async () => {
    pinClock();
    const before = await used();
    const bad = await api.get("/v1/artists?no_such_param=1", { key: KEYS.secret });
    expect(bad.status).toBe(400);
    const badBody = await api.post("/v1/booking-requests", { nonsense: true }, { key: KEYS.secret });
    expect(badBody.status).toBe(422);
    const after = await used();
    // The two refused calls and the first usage read itself.
    expect(after - before).toBe(3);
  });
});

describe("limits the document declares are enforced", () => {
  it("a declared header longer than its limit is 400 validation_error naming it", async () => {
    const res = await api.post("/v1/booking-requests", {}, { key: KEYS.secret, headers: { "Idempotency-Key": "x".repeat(1001) } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors).toEqual([{ param: "Idempotency-Key", message: "At most 1000 characters." }]);
  });


  it("an If-None-Match over 2048 characters is ignored: a full answer", async () => {
    const first = await api.get("/v1/genres", { key: KEYS.secret });
    const etag = first.headers.get("etag")!;
    const long = `${etag}, ${'"x",'.repeat(600)}"y"`;
    expect(long.length).toBeGreaterThan(2048);
    expect((await api.get("/v1/genres", { key: KEYS.secret, headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await api.get("/v1/genres", { key: KEYS.secret, headers: { "If-None-Match": long } })).status).toBe(200);
  });
});

describe("CORS on the partner API", () => {
  it("a secret-only route answers a browser readably: its refusal carries Access-Control-Allow-Origin", async () => {
    const res = await api.get("/v1/usage", { key: KEYS.publishable, origin: "https://nightshift.test" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
    expect(res.headers.get("access-control-allow-origin")).toBe("https://nightshift.test");
  });
});
