/**
 * Two app instances (two processes, each with its own database copy) share one redis-server: the
 * budget they spend together never passes the key's figure, and one Idempotency-Key runs once
 * across both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInstance, stopInstance, type Instance } from "../support/instance";
import { testRedis, redisAvailable, type TestRedis } from "../store/redis-server";
import { awayFromWindowEnd } from "./clock";
import { TRAFFIC_KEYS } from "./world";

const BUDGET = 40; // the pool key's work a day

function startTrafficInstance(redisUrl: string, prefix: string): Promise<Instance> {
  return startInstance(["tests/traffic/instance.ts"], {
    // This test is about two instances sharing counters, not about a store that stops answering
    // (tests/faults/): a machine busy with other test files must not trip the store's deadline.
    env: { ...process.env, REDIS_URL: redisUrl, STORE_PREFIX: prefix, DATABASE_URL: "", TEST_REDIS_URL: "", STORE_TIMEOUT_MS: "2000" },
    timeoutMs: 90_000,
  });
}

describe.skipIf(!redisAvailable())("two instances, one redis-server", () => {
  let redis: TestRedis;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    redis = (await testRedis())!;
    const prefix = `two-instances-${process.pid}-${Date.now()}:`;
    [a, b] = await Promise.all([startTrafficInstance(redis.url, prefix), startTrafficInstance(redis.url, prefix)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await redis?.stop();
  });

  const call = (i: Instance, path: string, init: RequestInit = {}) =>
    fetch(`${i.base}${path}`, { ...init, headers: { Authorization: `Bearer ${TRAFFIC_KEYS.pool}`, ...(init.headers as Record<string, string>) } });

  it("never spend more than the budget between them", async () => {
    // The budget is the key's UTC day, counted by the instances' own clocks: a burst across
    // midnight would spend two days' budgets. Near midnight, wait for the next day first.
    await awayFromWindowEnd(86_400_000, 20_000);
    // 120 uncached reads (no-cache: each costs 1), alternating instances, all at once. A refused
    // read answers 429, or the copy an earlier read stored (detail=rate-limited): only reads that
    // did the work (fwd=request) count.
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, n) =>
        call(n % 2 ? a : b, "/v1/artists/10", { headers: { "Cache-Control": "no-cache" } }).then((r) => ({ status: r.status, cache: r.headers.get("cache-status") ?? "" })),
      ),
    );
    const fresh = results.filter((r) => r.status === 200 && r.cache === "events-api; fwd=request; stored").length;
    const refused = results.filter((r) => r.status === 429 || (r.status === 200 && r.cache.endsWith("detail=rate-limited"))).length;
    expect(fresh).toBe(BUDGET);
    expect(refused).toBe(120 - BUDGET);
    // Both instances read the same counters.
    for (const i of [a, b]) {
      const usage = await (await call(i, "/v1/usage")).json();
      expect(usage.work.day).toMatchObject({ limit: BUDGET, used: BUDGET, remaining: 0 });
    }
    // A copy made while there was budget still answers on either instance.
    const cached = await call(b, "/v1/artists/10");
    expect(cached.status).toBe(200);
    expect(cached.headers.get("cache-status")).toMatch(/^events-api; hit; /);
  }, 60_000);

  it("run one Idempotency-Key once across both", async () => {
    const body = JSON.stringify({ artist_ids: [10], contact_email: "two@instances.test" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(n % 2 ? a : b, "/v1/booking-requests", { method: "POST", body, headers: { "Content-Type": "application/json", "Idempotency-Key": "two-instances-1" } }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
  }, 60_000);
});
