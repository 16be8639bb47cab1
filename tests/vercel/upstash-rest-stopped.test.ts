/**
 * Fault, on the Vercel profile: the Upstash REST endpoint stops, as if its process died (every
 * connection cut, nothing listening), then comes back on the same port. As
 * tests/faults/redis-paused.test.ts expects of a store that does not answer, through
 * `@upstash/redis`: every request answers within a second; reads and writes without an
 * Idempotency-Key follow the fail-open policy (200/201, no rate-limit headers); a write with an
 * Idempotency-Key answers 503 and writes nothing. Once the endpoint is back the app uses it again
 * by itself, and the refused write, sent again with its key, runs once and replays.
 *
 * Runs under npm run test:vercel (TEST_REDIS_URL names the Redis behind the profile's endpoint);
 * this file starts its own endpoint in front of it, so stopping it touches no other test file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeOutageRound } from "../faults/support/store-outage";
import { DEADLINE_MS, Tally, timed } from "../faults/support/timed";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { trafficWorld } from "../traffic/world";
import { startUpstashRest, type UpstashRest } from "./stand-ins/upstash-rest";

const onProfile = Boolean(process.env.UPSTASH_REDIS_REST_URL && process.env.TEST_REDIS_URL);
const tally = new Tally("upstash endpoint stopped");
const key = { key: KEYS.secret };

describe.skipIf(!onProfile)("the Upstash REST endpoint stops mid-run (skipped outside npm run test:vercel)", () => {
  let rest: UpstashRest;
  let api: TestApp;

  beforeAll(async () => {
    rest = await startUpstashRest({ redisUrl: process.env.TEST_REDIS_URL!, token: "rest-stopped-token" });
    // This file's app stores through this endpoint only.
    process.env.UPSTASH_REDIS_REST_URL = rest.url;
    process.env.UPSTASH_REDIS_REST_TOKEN = rest.token;
    // The product's default deadline, whatever the run's settings.
    process.env.STORE_TIMEOUT_MS = "250";
    process.env.STORE_RETRY_MS = "1000";
    api = await startApp(trafficWorld());
    expect(api.store.kind).toBe("upstash");
  });

  afterAll(async () => {
    if (rest && !rest.running) await rest.start();
    await api?.close();
    await rest?.close();
    console.log(tally.line());
  });

  it("answers every request within a second by the policy, refuses Idempotency-Key writes with 503, and recovers by itself", async () => {
    const warm = await timed("GET", "/v1/artists/10", key);
    expect(warm.status).toBe(200);
    expect(warm.headers.get("x-ratelimit-remaining")).not.toBeNull();

    for (let round = 1; round <= 3; round++) {
      // Stopped while requests are on their way: those answer by the policy too.
      const stop = async () => {
        const inFlight = [timed("GET", "/v1/artists/14", { ...key, headers: { "Cache-Control": "no-cache" } }), timed("GET", "/v1/artists?limit=3", key)];
        await rest.stop();
        for (const r of await Promise.all(inFlight)) {
          tally.saw(r);
          expect(r.status, r.text).toBe(200);
          expect(r.ms).toBeLessThan(DEADLINE_MS);
        }
      };
      await storeOutageRound({ api, tally, round, label: "rest-stopped", fail: stop, heal: () => rest.start(), back: "the Upstash endpoint again" });
    }
  }, 120_000);
});
