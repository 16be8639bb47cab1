/**
 * Fault: Upstash (Redis over HTTPS) stops answering. A local HTTP server stands in for it and
 * accepts every request without ever answering. Each store call must fail within the deadline
 * (the fetch is aborted, not retried with back-off), then fail at once while the store counts as
 * unavailable, and an Idempotency-Key claim answers 503; once the server answers again the store
 * is used again.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProblem } from "@/lib/http/problem";
import { openStore } from "@/lib/kv/open";
import { bodyFingerprint, claim, entryKey } from "@/lib/traffic/idempotency";
import { DEADLINE_MS, Tally } from "./support/timed";

const tally = new Tally("upstash stalled");

/** An Upstash REST double: stalls while `stalled`, else answers SET with OK and any other command with null. */
function upstashDouble() {
  const state = { stalled: true, received: 0 };
  const server = http.createServer((req, res) => {
    state.received++;
    if (state.stalled) return; // never answers
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const reply = (command: string[]) => ({ result: String(command[0]).toLowerCase() === "set" ? "OK" : null });
      // The client batches commands into /pipeline (an array of commands, an array of replies).
      const parsed = JSON.parse(body) as string[] | string[][];
      const out = /pipeline|multi-exec/.test(req.url ?? "") ? (parsed as string[][]).map(reply) : reply(parsed as string[]);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(out));
    });
  });
  return { server, state };
}

const elapsed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  const outcome = await run().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { ...outcome, ms: performance.now() - started };
};

describe("Upstash stops answering", () => {
  const { server, state } = upstashDouble();
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    console.log(tally.line());
  });

  it("fails each call within the deadline, refuses a claim with 503, and is used again once it answers", async () => {
    const store = await openStore({ UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: "token", STORE_PREFIX: "faults:", STORE_TIMEOUT_MS: "200", STORE_RETRY_MS: "500" });
    expect(store.kind).toBe("upstash");
    for (let round = 1; round <= 3; round++) {
      state.stalled = true;
      tally.fault();
      const sentBefore = state.received;
      const first = await elapsed(() => store.get("a"));
      tally.saw({ status: first.ok ? 200 : 503, ms: first.ms });
      expect(first.ok).toBe(false);
      expect(first.ms).toBeLessThan(DEADLINE_MS);
      // Aborted at the deadline, not retried five times with back-off.
      expect(state.received - sentBefore).toBeLessThanOrEqual(2);

      // Known to be down: the next calls fail at once, without a request.
      const sentNow = state.received;
      const fast = await elapsed(async () => store.spend({ windows: [{ key: "w", limit: 5, seconds: 60, cost: 1 }] }));
      expect(fast.ok).toBe(false);
      expect(fast.ms).toBeLessThan(50);
      expect(state.received).toBe(sentNow);

      const refused = await elapsed(() => claim(store, entryKey("crew", "key", `upstash-${round}`), bodyFingerprint("create_booking_request", {})));
      tally.saw({ status: 503, ms: refused.ms });
      expect(!refused.ok && isProblem(refused.error) && refused.error.code).toBe("service_unavailable");
      expect(refused.ms).toBeLessThan(DEADLINE_MS);

      // Answering again: after the breaker's wait, the first call probes and succeeds.
      state.stalled = false;
      await new Promise((r) => setTimeout(r, 600));
      const back = await elapsed(() => store.get("a"));
      tally.saw({ status: back.ok ? 200 : 503, ms: back.ms });
      expect(back).toMatchObject({ ok: true, value: null });
      expect((await elapsed(() => store.set("b", "1", 10))).ok).toBe(true);
    }
    await store.close();
  }, 60_000);
});
