/**
 * Fault: Redis stops answering. The redis-server process is paused (SIGSTOP): its port stays
 * open and every connection stays up, but no command gets an answer. Every request must still
 * answer within a second (each store round trip has a deadline, then the store counts as
 * unavailable); reads and writes without an Idempotency-Key follow the fail-open policy (200/201,
 * no rate-limit headers); a write with an Idempotency-Key answers 503 and records nothing. Once
 * the process resumes (SIGCONT) the app uses Redis again by itself, and the refused write, sent
 * again with its key, runs once and replays.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProblem } from "@/lib/http/problem";
import { openStore } from "@/lib/kv/open";
import { bodyFingerprint, claim, entryKey } from "@/lib/traffic/idempotency";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { trafficWorld } from "../traffic/world";
import { redisBinary, startRedis, type RedisProcess } from "./support/redis-process";
import { storeOutageRound } from "./support/store-outage";
import { DEADLINE_MS, Tally, timed } from "./support/timed";

const tally = new Tally("redis paused");
const key = { key: KEYS.secret };

describe.skipIf(!redisBinary())("Redis paused (SIGSTOP), then resumed", () => {
  let redis: RedisProcess;
  let api: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    process.env.TEST_REDIS_URL = redis.url;
    api = await startApp(trafficWorld());
    expect(api.store.kind).toBe("redis");
  });

  afterAll(async () => {
    redis?.resume();
    await api?.close();
    await redis?.stop();
    console.log(tally.line());
  });

  it("answers every request within a second by the policy, refuses Idempotency-Key writes with 503, and recovers by itself", async () => {
    // A copy of one read, and budgets that work, before the fault.
    const warm = await timed("GET", "/v1/artists/10", key);
    expect(warm.status).toBe(200);
    expect(warm.headers.get("x-ratelimit-remaining")).not.toBeNull();

    for (let round = 1; round <= 3; round++) {
      await storeOutageRound({ api, tally, round, label: "paused", fail: () => redis.pause(), heal: () => redis.resume(), back: "Redis again after SIGCONT" });
    }
  }, 120_000);

  it("releases a lock whose take timed out, once Redis answers again (no 409 left behind, no second run)", async () => {
    // Straight at the claim, with the store known to be up: the SET NX is sent, then Redis pauses
    // before answering it. It runs when Redis resumes; the release sent after it must undo it.
    const store = await openStore({ REDIS_URL: redis.url, STORE_PREFIX: `${process.env.STORE_PREFIX}lock:` });
    try {
      for (let n = 1; n <= 3; n++) {
        const entry = entryKey("crew", "key", `lock-${n}`);
        const fingerprint = bodyFingerprint("create_booking_request", { n });
        redis.pause();
        tally.fault();
        const started = performance.now();
        const refused = await claim(store, entry, fingerprint).then(
          () => null,
          (e: unknown) => e,
        );
        expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
        expect(isProblem(refused) && refused.code).toBe("service_unavailable");
        redis.resume();
        // Once the breaker lets calls through again, the key is free: this claim runs.
        const until = Date.now() + 10_000;
        let again: Awaited<ReturnType<typeof claim>> | null = null;
        while (!again) {
          again = await claim(store, entry, fingerprint).catch((e: unknown) => {
            if (!(isProblem(e) && e.code === "service_unavailable") || Date.now() > until) throw e;
            return new Promise<null>((r) => setTimeout(() => r(null), 100));
          });
        }
        expect(again.kind).toBe("run");
      }
    } finally {
      await store.close();
    }
  }, 60_000);
});
