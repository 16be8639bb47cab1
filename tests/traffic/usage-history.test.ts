/** GET /v1/usage/history (its description in lib/traffic/endpoints.ts; the series in lib/traffic/usage-series.ts). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { StoreUnavailable } from "@/lib/kv/guard";
import { writeUsage } from "@/lib/traffic/usage-series";
import type { UsageCall } from "@/lib/traffic/usage-rules";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";
import { TRAFFIC_KEYS, authOf, trafficWorld } from "./world";
import { pinClock } from "./clock";

const MIN = 60_000;
const HOUR = 3_600_000;

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

const zero = { requests: 0, work: 0, cached: 0, rate_limited: 0, client_errors: 0, server_errors: 0 };
const iso = (ms: number) => new Date(ms).toISOString();
const history = async (key: string) => {
  const res = await api.get("/v1/usage/history", { key });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe("GET /v1/usage/history", () => {
  it("answers every slot of the last hour and day with zeros for a key never used, and its limits", async () => {
    const now = Date.now();
    const res = await api.get("/v1/usage/history", { key: TRAFFIC_KEYS.tinyDay });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const me = (await api.get("/v1/me", { key: TRAFFIC_KEYS.tinyDay })).body;
    const minute0 = Math.floor(now / MIN) * MIN - 59 * MIN;
    const hour0 = Math.floor(now / HOUR) * HOUR - 23 * HOUR;
    expect(res.body).toEqual({
      key: { id: me.key.id, type: "secret" },
      last_used_at: null,
      limits: { work_per_minute: 100, work_per_day: 5, requests_per_minute: 6000 },
      minutes: Array.from({ length: 60 }, (_, i) => ({ at: iso(minute0 + i * MIN), ...zero })),
      hours: Array.from({ length: 24 }, (_, i) => ({ at: iso(hour0 + i * HOUR), ...zero })),
      errors: [],
    });
  });

  it("takes the plan's figures when the key has none of its own", async () => {
    expect((await history(KEYS.secret)).limits).toEqual({ work_per_minute: 300, work_per_day: 100000, requests_per_minute: 6000 });
    expect((await history(KEYS.harbour)).limits).toEqual({ work_per_minute: 120, work_per_day: 20000, requests_per_minute: 2400 });
  });

  it("counts requests, work, cached answers, 429s, other 4xx and 5xx apart, and groups the errors by code and route", async () => {
    const key = TRAFFIC_KEYS.tiny; // 3 work a minute
    const id = (n: string) => ({ key, headers: { "X-Request-Id": `history-${n}` } });
    expect((await api.get("/v1/genres", id("miss"))).status).toBe(200); // 1 work
    expect((await api.get("/v1/genres", id("hit"))).headers.get("cache-status")).toMatch(/; hit/); // cached, no work
    const missing = await api.get("/v1/artists/999999", id("missing-1")); // 404 after its work
    expect(missing.status).toBe(404);
    expect((await api.get("/v1/artists/not-a-number", id("missing-2"))).status).toBe(404); // refused before any work
    expect((await api.get("/v1/audit-log?limit=0", id("bad-limit"))).status).toBe(400);
    expect((await api.get("/v1/artists/10", id("artist"))).status).toBe(200); // 1 work: 3 spent
    expect((await api.get("/v1/artists/11", id("limited"))).status).toBe(429);
    const peek = vi.spyOn(api.store, "peek").mockRejectedValue(new StoreUnavailable("peek had no answer within 250 ms"));
    expect((await api.get("/v1/usage", id("down"))).status).toBe(503);
    peek.mockRestore();

    const h = await history(key);
    expect(h.minutes.at(-1)).toEqual({ at: iso(Math.floor(Date.now() / MIN) * MIN), requests: 8, work: 3, cached: 1, rate_limited: 1, client_errors: 3, server_errors: 1 });
    expect(h.minutes.slice(0, 59)).toEqual(h.minutes.slice(0, 59).map((s: { at: string }) => ({ at: s.at, ...zero })));
    expect(h.hours.at(-1)).toEqual({ at: iso(Math.floor(Date.now() / HOUR) * HOUR), requests: 8, work: 3, cached: 1, rate_limited: 1, client_errors: 3, server_errors: 1 });
    const at = iso(Date.now());
    const docs = (code: string) => missing.body.type.replace(/#not_found$/, `#${code}`);
    expect(missing.body.type).toMatch(/\/docs\/errors#not_found$/);
    expect(h.errors).toEqual([
      { code: "not_found", route: "GET /v1/artists/{id}", count: 2, last_at: at, last_request_id: "history-missing-2", docs_url: missing.body.type },
      // Equal counts and times: by code, then route.
      { code: "rate_limited", route: "GET /v1/artists/{id}", count: 1, last_at: at, last_request_id: "history-limited", docs_url: docs("rate_limited") },
      { code: "service_unavailable", route: "GET /v1/usage", count: 1, last_at: at, last_request_id: "history-down", docs_url: docs("service_unavailable") },
      { code: "validation_error", route: "GET /v1/audit-log", count: 1, last_at: at, last_request_id: "history-bad-limit", docs_url: docs("validation_error") },
    ]);
  });

  it("counts no work for a 304 (its work is given back)", async () => {
    const key = KEYS.harbour; // no other test of this file spends its work
    const first = await api.get("/v1/genres", { key });
    expect(first.headers.get("cache-status")).toMatch(/fwd=miss/);
    await api.store.clear(); // the copy goes: the next read does the work again, then finds it unchanged
    const again = await api.get("/v1/genres", { key, headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const slot = (await history(key)).minutes.at(-1);
    expect(slot).toMatchObject({ work: 1, cached: 0 });
    expect(slot.requests).toBeGreaterThanOrEqual(2);
  });

  it("puts each call in its minute and hour, and leaves out what is older than the series", async () => {
    const key = TRAFFIC_KEYS.pool;
    const now = Math.floor(Date.now() / HOUR) * HOUR + HOUR + 30 * MIN + 5_000; // hh:30:05, later than any other test's clock
    const callAt = async (ms: number, path = "/v1/me") => {
      vi.setSystemTime(ms);
      expect((await api.get(path, { key })).status).toBeLessThan(500);
    };
    await callAt(now - 25 * HOUR); // before the first hour slot
    await callAt(now - 23 * HOUR); // the first hour slot (hh-23:30)
    await callAt(now - 2 * HOUR, "/v1/artists/999999"); // a 404 two hours ago
    await callAt(now - 60 * MIN); // the minute before the first minute slot
    await callAt(now - 59 * MIN); // the first minute slot
    await callAt(now - 5 * MIN);
    await callAt(now - 5 * MIN);
    vi.setSystemTime(now);
    const h = await history(key);

    const minute = (i: number) => h.minutes[i].requests;
    expect(h.minutes[0].at).toBe(iso(now - 59 * MIN - 5_000));
    expect([minute(0), minute(54), minute(59)]).toEqual([1, 2, 0]);
    expect(h.minutes.reduce((n: number, s: { requests: number }) => n + s.requests, 0)).toBe(3);

    const hour = (i: number) => h.hours[i].requests;
    expect(h.hours[0].at).toBe(iso(now - 23 * HOUR - 30 * MIN - 5_000));
    // hh:30 now: 60 and 59 minutes ago fall in the hour before, 5 minutes ago in this one.
    expect([hour(0), hour(21), hour(22), hour(23)]).toEqual([1, 1, 2, 2]);
    expect(h.hours[21]).toMatchObject({ client_errors: 1, work: 1 });
    expect(h.hours.reduce((n: number, s: { requests: number }) => n + s.requests, 0)).toBe(6);
    expect(h.errors).toEqual([expect.objectContaining({ code: "not_found", route: "GET /v1/artists/{id}", count: 1, last_at: iso(now - 2 * HOUR) })]);
    // The same key's last use: its last call before this one.
    expect(h.last_used_at).toBe(iso(now - 5 * MIN));
  });

  it("shows when the key was last used, null before its first call", async () => {
    const token = TRAFFIC_KEYS.harbourBooker; // used by no other test of this file
    const first = await history(token);
    expect(first.last_used_at).toBeNull();
    const second = await history(token);
    expect(second.last_used_at).toBe(iso(Date.now()));
  });

  it("shows only the calling key's calls", async () => {
    await api.get("/v1/artists/999999", { key: KEYS.all });
    const other = await history(KEYS.noScopes);
    expect(other.minutes.at(-1).requests).toBe(0);
    expect(other.errors).toEqual([]);
    const own = await history(KEYS.all);
    expect(own.minutes.at(-1)).toMatchObject({ requests: 1, client_errors: 1 });
  });

  it("adds up what several instances wrote for the same key and minute, keeping the latest error's request id", async () => {
    const auth = await authOf(api, TRAFFIC_KEYS.booker);
    const now = Date.now();
    const c = (over: Partial<UsageCall>): UsageCall => ({ keyId: auth.key.id, atMs: now - 1000, status: 200, cache: "miss", requestId: "r", work: 1, code: null, route: "GET /v1/genres", ...over });
    // Two instances' batches at once; the later error arrives first.
    await Promise.all([
      writeUsage(api.database.db, [c({}), c({ status: 404, code: "not_found", route: "GET /v1/artists/{id}", requestId: "instance-b", atMs: now - 500, work: 1 })]),
      writeUsage(api.database.db, [c({ cache: "hit", work: 0 }), c({ status: 404, code: "not_found", route: "GET /v1/artists/{id}", requestId: "instance-a", atMs: now - 900, work: 1 })]),
    ]);
    await writeUsage(api.database.db, [c({ status: 429, code: "rate_limited", work: 0 })]);
    const h = await history(TRAFFIC_KEYS.booker);
    expect(h.minutes.at(-1)).toEqual({ at: iso(Math.floor(now / MIN) * MIN), ...zero, requests: 5, work: 3, cached: 1, rate_limited: 1, client_errors: 2 });
    expect(h.errors.find((e: { code: string }) => e.code === "not_found")).toMatchObject({ count: 2, last_request_id: "instance-b", last_at: iso(now - 500) });
  });

  it("costs no work and needs no scope", async () => {
    const before = (await api.get("/v1/usage", { key: KEYS.noScopes })).body.work.minute.used;
    expect((await api.get("/v1/usage/history", { key: KEYS.noScopes })).status).toBe(200);
    expect((await api.get("/v1/usage", { key: KEYS.noScopes })).body.work.minute.used).toBe(before);
  });

  it("needs a secret key, as /v1/usage does", async () => {
    const res = await api.get("/v1/usage/history", { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
    expect((await api.get("/v1/usage/history", { key: KEYS.unknown })).status).toBe(401);
  });

  it("takes no query parameters it does not know", async () => {
    expect((await api.get("/v1/usage/history?limit=5", { key: KEYS.secret })).status).toBe(400);
  });
});
