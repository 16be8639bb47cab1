import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyVerdict } from "@/lib/auth/key-state";
import { normaliseOrigin, originAllowed } from "@/lib/auth/origin";
import { requestIdFor } from "@/lib/http/request-id";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";

describe("keyVerdict (key lifecycle, docs/guides/authentication.md)", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const active = { state: "active", expiresAt: null, crewPlan: "roster" };
  it.each([
    ["unknown", null, "invalid_key"],
    ["active", active, "ok"],
    ["active studio", { ...active, crewPlan: "studio" }, "ok"],
    ["revoked", { ...active, state: "revoked" }, "invalid_key"],
    ["expired", { ...active, expiresAt: new Date("2026-11-22T11:59:59Z") }, "invalid_key"],
    ["expiring exactly now", { ...active, expiresAt: now }, "invalid_key"],
    ["expires later", { ...active, expiresAt: new Date("2026-11-23T00:00:00Z") }, "ok"],
    ["suspended", { ...active, state: "suspended" }, "key_suspended"],
    ["suspended and revoked plan", { ...active, state: "suspended", crewPlan: "lapsed" }, "key_suspended"],
    ["lapsed plan", { ...active, crewPlan: "lapsed" }, "subscription_required"],
    ["revoked on a lapsed plan", { ...active, state: "revoked", crewPlan: "lapsed" }, "invalid_key"],
  ] as const)("%s → %s", (_n, input, verdict) => {
    expect(keyVerdict(input, now)).toBe(verdict);
  });
});

describe("request ids", () => {
  it.each(["abcdefgh", "req-123:abc_DEF.9", "a".repeat(128)])("keeps a valid client id %#", (id) => expect(requestIdFor(id)).toBe(id));
  it.each(["short", "a".repeat(129), "has space in it", "semi;colon!", "ünïcödé-id-123", ""])("replaces an invalid one %#", (id) => {
    const out = requestIdFor(id);
    expect(out).not.toBe(id);
    expect(out).toMatch(/^req_[0-9a-f]{32}$/);
  });
  it("generates one when absent", () => expect(requestIdFor(null)).toMatch(/^req_[0-9a-f]{32}$/));
});

describe("origins", () => {
  it("compares origins, not paths or case", () => {
    expect(normaliseOrigin("https://Club.test/path?q=1")).toBe("https://club.test");
    expect(originAllowed("https://club.test", ["https://CLUB.test/events"])).toBe(true);
    expect(originAllowed("https://club.test:8443", ["https://club.test"])).toBe(false);
    expect(originAllowed("http://club.test", ["https://club.test"])).toBe(false);
    expect(originAllowed(null, ["https://club.test"])).toBe(false);
    expect(originAllowed("null", ["https://club.test"])).toBe(false);
  });
});

describe("through the pipeline", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp();
  });
  afterAll(() => api.close());

  it("keeps a valid X-Request-Id on success and on problems", async () => {
    const ok = await api.get("/v1/me", { key: KEYS.secret, headers: { "X-Request-Id": "partner-trace-0001" } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toBe("partner-trace-0001");
    const bad = await api.get("/v1/me", { key: KEYS.unknown, headers: { "X-Request-Id": "partner-trace-0002" } });
    expect(bad.headers.get("x-request-id")).toBe("partner-trace-0002");
    expect(bad.body.request_id).toBe("partner-trace-0002");
  });

  it("replaces an invalid X-Request-Id", async () => {
    const res = await api.get("/v1/me", { key: KEYS.secret, headers: { "X-Request-Id": "bad id!" } });
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("answers every key state with its exact problem", async () => {
    const cases: [string | null, number, string][] = [
      [null, 401, "invalid_key"],
      [KEYS.unknown, 401, "invalid_key"],
      [KEYS.revoked, 401, "invalid_key"],
      [KEYS.expired, 401, "invalid_key"],
      ["svc_sk_short", 401, "invalid_key"],
      [KEYS.suspended, 403, "key_suspended"],
      [KEYS.lapsed, 403, "subscription_required"],
    ];
    for (const [key, status, code] of cases) {
      const res = await api.get("/v1/me", { key });
      expect({ key, status: res.status, code: res.body.code }).toEqual({ key, status, code });
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
  });

  it("gives revoked, expired and unknown keys byte-identical bodies but for the request id", async () => {
    const bodies = await Promise.all([KEYS.revoked, KEYS.expired, KEYS.unknown].map((key) => api.get("/v1/me", { key, headers: { "X-Request-Id": "same-request-id" } })));
    expect(new Set(bodies.map((b) => b.text)).size).toBe(1);
  });

  it("a problem body has exactly the RFC 9457 fields plus code and request_id", async () => {
    const res = await api.get("/v1/me", { key: KEYS.unknown });
    expect(Object.keys(res.body).sort()).toEqual(["code", "detail", "instance", "request_id", "status", "title", "type"]);
    expect(res.body).toMatchObject({ status: 401, code: "invalid_key", instance: "/api/v1/me", type: "http://localhost:3000/docs/errors#invalid_key" });
  });

  it("refuses a non-Bearer Authorization header as an invalid key", async () => {
    const res = await api.get("/v1/me", { headers: { Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("invalid_key");
  });

  it("refuses a secret key in the query with 400 key_in_query, even with a valid header", async () => {
    const res = await api.get(`/v1/crew?key=${KEYS.secret}`, { key: KEYS.secret });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("key_in_query");
  });

  it("accepts a publishable key as ?key= from a listed website", async () => {
    const res = await api.get("/v1/crew", { key: KEYS.publishable, keyInQuery: true, origin: PUBLISHABLE_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe("nightshift");
    expect(res.headers.get("access-control-allow-origin")).toBe(PUBLISHABLE_ORIGIN);
  });

  it("refuses a publishable key from another website, or without an Origin", async () => {
    const wrong = await api.get("/v1/crew", { key: KEYS.publishable, origin: "https://other.test" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("origin_not_allowed");
    const none = await api.get("/v1/crew", { key: KEYS.publishable });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe("origin_not_allowed");
  });

  it("refuses a publishable key on a secret-only route with missing_scope", async () => {
    const res = await api.get("/v1/crew/pages", { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });

  it("refuses a key without the route's scope with missing_scope", async () => {
    const res = await api.get("/v1/crew", { key: KEYS.noScopes });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
    expect(res.body.detail).toContain("read:profile");
    // Routes with no scope still answer.
    expect((await api.get("/v1/me", { key: KEYS.noScopes })).status).toBe(200);
  });

  it("answers a method the route does not declare with 405 and Allow", async () => {
    const res = await api.request("DELETE", "/v1/me", { key: KEYS.secret });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe("method_not_allowed");
    expect(res.headers.get("allow")).toContain("GET");
  });
});
