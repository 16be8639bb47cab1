/**
 * Fault: Redis restarts mid-run. The redis-server is killed (SIGKILL: connections drop, every
 * counter and copy is gone) and a new one starts on the same port. While it is away, requests
 * follow the policy (reads and plain writes through, no rate-limit headers; Idempotency-Key
 * writes 503) and answer within a second; once it is back, the same app (no restart) spends
 * budgets, caches copies and replays Idempotency-Keys again.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingRequests } from "@/lib/db/schema";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { pinClock } from "../traffic/clock";
import { TRAFFIC_KEYS, trafficWorld } from "../traffic/world";
import { redisBinary, startRedis, type RedisProcess } from "./support/redis-process";
import { DEADLINE_MS, Tally, timed, untilStoreAnswers } from "./support/timed";

const tally = new Tally("redis restart");
const rows = (api: TestApp) => api.database.db.$count(bookingRequests);
const tiny = { key: TRAFFIC_KEYS.tiny }; // 3 work a minute
const noCache = { ...tiny, headers: { "Cache-Control": "no-cache" } };

const untilRecovered = () => untilStoreAnswers(tally, "/v1/me", { key: KEYS.secret }, "the restarted Redis");

describe.skipIf(!redisBinary())("Redis killed and restarted on the same port", () => {
  let redis: RedisProcess;
  let api: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    process.env.TEST_REDIS_URL = redis.url;
    api = await startApp(trafficWorld());
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await api?.close();
    await redis?.stop();
    console.log(tally.line());
  });

  it("follows the policy while Redis is away, and budgets, copies and keys work again once it is back", async () => {
    for (let round = 1; round <= 3; round++) {
      const body = { artist_ids: [10], contact_email: "restart@club.test", client_ip: `198.51.100.${round}`, event_name: `Restart ${round}` };
      await redis.kill();
      tally.fault();

      const before = await rows(api);
      const during = [
        await timed("GET", "/v1/artists/10", { key: KEYS.secret }),
        await timed("GET", "/v1/artists?limit=5", { key: KEYS.secret }),
        await timed("POST", "/v1/booking-requests", { key: KEYS.secret, body }),
        await timed("POST", "/v1/booking-requests", { key: KEYS.secret, body, headers: { "Idempotency-Key": `restart-${round}` } }),
      ];
      during.forEach((r) => tally.saw(r));
      expect(during.map((r) => r.status)).toEqual([200, 200, 201, 503]);
      for (const r of during) {
        expect(r.ms).toBeLessThan(DEADLINE_MS);
        expect(r.headers.get("x-ratelimit-remaining")).toBeNull();
      }
      expect(during[3]!.body).toMatchObject({ code: "service_unavailable", status: 503 });
      expect(await rows(api)).toBe(before + 1);

      await redis.start();
      await untilRecovered();

      // Budgets: the tiny key's 3 work a minute are spent and refused again (counters start afresh).
      pinClock();
      const miss = await timed("GET", "/v1/artists/11", tiny);
      const hit = await timed("GET", "/v1/artists/11", tiny);
      const fresh = [await timed("GET", "/v1/artists/11", noCache), await timed("GET", "/v1/artists/11", noCache)];
      const spent = await timed("GET", "/v1/artists/11", noCache);
      const refused = await timed("GET", "/v1/artists/12", tiny);
      [miss, hit, ...fresh, spent, refused].forEach((r) => tally.saw(r));
      expect(miss.headers.get("cache-status")).toMatch(/fwd=miss/);
      expect(hit.headers.get("cache-status")).toMatch(/; hit; ttl=/);
      expect(fresh.map((r) => r.headers.get("cache-status"))).toEqual([expect.stringMatching(/fwd=request; stored/), expect.stringMatching(/fwd=request; stored/)]);
      expect(fresh[1]!.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(spent.status).toBe(200);
      expect(spent.headers.get("cache-status")).toMatch(/detail=rate-limited/);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("rate_limited");
      vi.useRealTimers();

      // Idempotency-Keys: the key refused while Redis was away now runs once and replays.
      const done = await timed("POST", "/v1/booking-requests", { key: KEYS.secret, body, headers: { "Idempotency-Key": `restart-${round}` } });
      const replay = await timed("POST", "/v1/booking-requests", { key: KEYS.secret, body, headers: { "Idempotency-Key": `restart-${round}` } });
      [done, replay].forEach((r) => tally.saw(r));
      expect(done.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body).toEqual(done.body);
      expect(await rows(api)).toBe(before + 2);
    }
  }, 120_000);
});
