/** GET /v1/usage and GET /v1/audit-log (their descriptions in lib/traffic/endpoints.ts). */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { settleBackground } from "@/lib/http/after";
import { StoreUnavailable } from "@/lib/kv/guard";
import { prune } from "@/lib/traffic/audit";
import { flushCalls } from "@/lib/traffic/calls";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";
import { TRAFFIC_KEYS, authOf, trafficWorld } from "./world";
import { pinClock } from "./clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(trafficWorld());
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  pinClock();
  await api.store.clear();
});

const windowShape = { limit: expect.any(Number), used: expect.any(Number), remaining: expect.any(Number), reset_seconds: expect.any(Number) };

describe("GET /v1/usage", () => {
  it("answers the documented shape, never cached", async () => {
    const res = await api.get("/v1/usage", { key: KEYS.secret });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const me = (await api.get("/v1/me", { key: KEYS.secret })).body;
    expect(res.body).toEqual({
      key: { id: me.key.id, type: "secret" },
      plan: "roster",
      work: { minute: windowShape, day: windowShape },
      crew_work: { minute: windowShape, day: windowShape },
      requests: { minute: windowShape },
      bytes: { today: 0, limit: 20_000_000_000 },
      frozen: false,
    });
    expect(res.body.work.minute).toEqual({ limit: 300, used: 0, remaining: 300, reset_seconds: expect.any(Number) });
    expect(res.body.work.day).toMatchObject({ limit: 100000, used: 0, remaining: 100000 });
    expect(res.body.crew_work.minute).toMatchObject({ limit: 1500, used: 0 });
    expect(res.body.crew_work.day).toMatchObject({ limit: 500000, used: 0 });
    expect(res.body.requests.minute).toMatchObject({ limit: 6000, used: 1, remaining: 5999 });
    expect(res.body.work.minute.reset_seconds).toBeGreaterThanOrEqual(1);
    expect(res.body.work.minute.reset_seconds).toBeLessThanOrEqual(60);
    expect(res.body.work.day.reset_seconds).toBeLessThanOrEqual(86400);
  });

  it("shows the plan and figures of a studio key and a key's own budget", async () => {
    const studio = (await api.get("/v1/usage", { key: KEYS.harbour })).body;
    expect(studio.plan).toBe("studio");
    expect(studio.work.minute.limit).toBe(120);
    expect(studio.work.day.limit).toBe(20000);
    expect(studio.crew_work.minute.limit).toBe(600);
    expect(studio.crew_work.day.limit).toBe(120000);
    expect(studio.requests.minute.limit).toBe(2400);
    expect(studio.bytes.limit).toBe(5_000_000_000);
    const own = (await api.get("/v1/usage", { key: TRAFFIC_KEYS.tiny })).body;
    expect(own.work.minute.limit).toBe(3);
    expect(own.work.day.limit).toBe(1000);
  });

  it("reads the same counters the budget spends, and the rate-limit headers agree", async () => {
    await api.get("/v1/artists?limit=100", { key: KEYS.secret });
    const res = await api.get("/v1/usage", { key: KEYS.secret });
    expect(res.body.work.minute).toMatchObject({ used: 4, remaining: 296 });
    expect(res.headers.get("x-ratelimit-remaining")).toBe("296");
    expect(res.headers.get("ratelimit")).toMatch(/^"burst";r=296;t=\d+, "daily";r=99996;t=\d+$/);
  });

  it("needs a secret key", async () => {
    const res = await api.get("/v1/usage", { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });

  it("needs no scope", async () => {
    expect((await api.get("/v1/usage", { key: KEYS.noScopes })).status).toBe(200);
  });

  it("answers 503 service_unavailable with Retry-After when the store it reads is down", async () => {
    // Every read fails while the store is down (not only the first: a background read of an earlier
    // call, such as its rate-limit headers, may come first).
    const peek = vi.spyOn(api.store, "peek").mockRejectedValue(new StoreUnavailable("peek had no answer within 250 ms"));
    const res = await api.get("/v1/usage", { key: KEYS.secret });
    expect(peek).toHaveBeenCalled();
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("retry-after")).toBe("2");
    expect(res.body).toMatchObject({ status: 503, code: "service_unavailable", request_id: res.headers.get("x-request-id") });
    peek.mockRestore();
    expect((await api.get("/v1/usage", { key: KEYS.secret })).status).toBe(200);
  });
});

describe("GET /v1/audit-log", () => {
  it("lists the key's last calls, newest first, with the documented fields", async () => {
    const token = TRAFFIC_KEYS.booker; // used by no other test of this file
    await api.get("/v1/genres", { key: token, ip: "198.51.100.1", headers: { "X-Request-Id": "audit-trace-0001" } });
    await api.get("/v1/genres", { key: token, ip: "198.51.100.1" });
    await api.get("/v1/artists/10", { key: token, ip: "198.51.100.2" });
    await api.get("/v1/me", { key: KEYS.secret }); // another key's call
    const res = await api.get("/v1/audit-log", { key: token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.count).toBe(3);
    expect(res.body.data).toHaveLength(3);
    const [refused, hit, miss] = res.body.data;
    expect(miss).toEqual({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), method: "GET", path: "/api/v1/genres", status: 200, ip: "198.51.100.1", request_id: "audit-trace-0001", cache: "miss", ms: expect.any(Number) });
    expect(hit).toMatchObject({ path: "/api/v1/genres", status: 200, cache: "hit" });
    expect(refused).toMatchObject({ path: "/api/v1/artists/10", status: 403, ip: "198.51.100.2", cache: null });
    expect(Date.parse(refused.at)).toBeGreaterThanOrEqual(Date.parse(hit.at));
    expect(Number.isInteger(miss.ms)).toBe(true);
  });

  it("records an X-Forwarded-For that is not an address as unknown, and still answers", async () => {
    const token = TRAFFIC_KEYS.pool; // used by no other test of this file
    await api.get("/v1/genres", { key: token, ip: `not-an-address-${"x".repeat(80)}` });
    await api.get("/v1/genres", { key: token, ip: "0x7f.1" });
    const res = await api.get("/v1/audit-log", { key: token, ip: "198.51.100.9" });
    expect(res.status).toBe(200);
    expect(res.body.data.slice(0, 2).map((c: { ip: string }) => c.ip)).toEqual(["unknown", "unknown"]);
  });

  it("honours limit 1 to 1000 and refuses others with 400 validation_error", async () => {
    for (let i = 0; i < 3; i++) await api.get("/v1/me", { key: KEYS.secret });
    const one = await api.get("/v1/audit-log?limit=1", { key: KEYS.secret });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.count).toBeGreaterThanOrEqual(3);
    for (const bad of ["0", "1001", "abc", "2.5"]) {
      const res = await api.get(`/v1/audit-log?limit=${bad}`, { key: KEYS.secret });
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe("validation_error");
      expect(res.body.errors[0].param).toBe("limit");
    }
    expect((await api.get("/v1/audit-log?limit=1000", { key: KEYS.secret })).status).toBe(200);
    expect((await api.get("/v1/audit-log?cursor=abc", { key: KEYS.secret })).status).toBe(400);
  });

  it("keeps 7 days and at most 1000 calls per key", async () => {
    const token = TRAFFIC_KEYS.harbourBooker; // used by no other test of this file
    const auth = await authOf(api, token);
    const now = Date.now();
    const row = (i: number, ageMs: number) => ({ keyId: auth.key.id, at: new Date(now - ageMs), method: "GET", path: `/api/v1/old/${i}`, status: 200, ip: "192.0.2.1", requestId: `old-${i}`, cache: null, ms: 1 });
    await api.database.db.insert(auditLog).values([row(0, 8 * 86_400_000), row(1, 7 * 86_400_000 + 60_000)]);
    await api.database.db.insert(auditLog).values(Array.from({ length: 1100 }, (_, i) => row(i + 2, 86_400_000 + i * 1000)));
    const res = await api.get("/v1/audit-log?limit=1000", { key: token });
    expect(res.body.count).toBe(1000);
    expect(res.body.data).toHaveLength(1000);
    expect(res.body.data[0].path).toBe("/api/v1/old/2");
    expect(res.body.data.some((e: { path: string }) => e.path === "/api/v1/old/0" || e.path === "/api/v1/old/1")).toBe(false);
    // Pruning leaves exactly what a read can return.
    await prune(api.database.db, auth.key.id, new Date());
    expect(await api.database.db.$count(auditLog, eq(auditLog.keyId, auth.key.id))).toBe(1000);
    expect((await api.get("/v1/audit-log?limit=1000", { key: token })).body.count).toBe(1000);
  });

  it("writes after the answer, in batches, and never fails the answer", async () => {
    const token = TRAFFIC_KEYS.tinyDay;
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.get(`/v1/me?x=${i}`, { key: token }).catch(() => undefined)));
    await settleBackground();
    await flushCalls(api.app);
    const res = await api.get("/v1/audit-log", { key: token });
    expect(res.body.data.filter((e: { status: number }) => e.status === 400)).toHaveLength(20);
  });

  it("needs a secret key", async () => {
    expect((await api.get("/v1/audit-log", { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN })).status).toBe(403);
  });
});
