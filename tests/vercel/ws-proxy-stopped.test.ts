/**
 * Fault, on the Vercel profile: the WebSocket proxy in front of PostgreSQL (what Neon's endpoint is
 * to a deployment) stops, as if its process died: every connection cut, nothing listening; then it
 * comes back on the same port. As tests/faults/database-drop.test.ts expects of a lost database,
 * through `@neondatabase/serverless`: no request hangs (each answers within a second), one that
 * needs the database while it is gone answers 503 service_unavailable (a read with a copy answers
 * from it), no connection stays lent out, every booking is written whole or not at all, and the
 * same app answers as before once the proxy is back.
 *
 * Runs under npm run test:vercel (POSTGRES_URL); this file starts its own proxy in front of that
 * server, so stopping it touches no other test file.
 */
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import { rows } from "@/lib/db/client";
import { bookingRequests, eventOutbox } from "@/lib/db/schema";
import { checked, expectUnavailable } from "../faults/support/expect";
import { DEADLINE_MS, Tally, timed } from "../faults/support/timed";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { trafficWorld } from "../traffic/world";
import { startWsProxy, type WsProxy } from "./stand-ins/ws-proxy";

const onProfile = Boolean(process.env.POSTGRES_URL);
const tally = new Tally("neon proxy stopped");
const key = { key: KEYS.secret };
const booking = (n: number, what: string) => ({ artist_ids: [10], contact_email: "proxy@club.test", event_name: `Proxy ${what} ${n}`, client_ip: `198.51.100.${(n % 250) + 1}` });

describe.skipIf(!onProfile)("the Neon WebSocket proxy stops mid-run (skipped outside npm run test:vercel)", () => {
  let proxy: WsProxy;
  let api: TestApp;

  beforeAll(async () => {
    proxy = await startWsProxy();
    // This file's databases go through this proxy only.
    process.env.NEON_WS_PROXY = `${proxy.host}:${proxy.port}/v1`;
    api = await startApp(trafficWorld());
    expect(api.database.driver).toBe("neon");
  });

  afterAll(async () => {
    if (proxy && !proxy.running) await proxy.start();
    await api?.close();
    await proxy?.stop();
    console.log(tally.line());
  });

  const pool = () => (api.database.db as unknown as { $client: { totalCount: number; idleCount: number; waitingCount: number } }).$client;

  it("replaces the idle connections a restart cut without failing a request", async () => {
    for (let n = 1; n <= 3; n++) {
      const warm = await timed("GET", "/v1/me", key); // the pool holds an idle connection
      expect(warm.status).toBe(200);
      expect(pool().idleCount).toBeGreaterThan(0);
      await proxy.stop();
      await proxy.start();
      tally.fault();
      await new Promise((r) => setTimeout(r, 100)); // the idle client hears of it
      const r = await timed("POST", "/v1/booking-requests", { ...key, body: booking(n, "idle") });
      tally.saw(r);
      expect(r.status, r.text).toBe(201);
      expect(r.ms).toBeLessThan(DEADLINE_MS);
    }
  });

  it("answers within a second while it is down (503, or the copy), and as before once it is back", async () => {
    const copy = await timed("GET", "/v1/artists/10", key);
    expect(copy.status).toBe(200);
    for (let n = 1; n <= 3; n++) {
      const before = await checked(() => api.database.db.$count(bookingRequests));
      await proxy.stop();
      tally.fault();
      try {
        const cached = await timed("GET", "/v1/artists/10", key); // its fresh copy needs no database
        const stale = await timed("GET", "/v1/artists/10", { ...key, headers: { "Cache-Control": "no-cache" } });
        const fresh = await timed("GET", "/v1/artists/12", { ...key, headers: { "Cache-Control": "no-cache" } });
        const write = await timed("POST", "/v1/booking-requests", { ...key, body: booking(n, "gone") });
        forgetKeyCache();
        const lookup = await timed("GET", "/v1/me", key); // the key lookup itself needs the database
        [cached, stale, fresh, write, lookup].forEach((r) => tally.saw(r));
        expect(cached.status).toBe(200);
        expect(cached.body.id).toBe(10);
        expect(cached.ms).toBeLessThan(DEADLINE_MS);
        // A read whose handler fails is served its last copy (stale-if-error).
        expect(stale.status).toBe(200);
        expect(stale.headers.get("cache-status")).toMatch(/detail=stale-if-error/);
        expect(stale.ms).toBeLessThan(DEADLINE_MS);
        expectUnavailable(fresh);
        expectUnavailable(write);
        expectUnavailable(lookup);
      } finally {
        await proxy.start();
      }
      const back = await timed("POST", "/v1/booking-requests", { ...key, body: booking(n, "back") });
      const read = await timed("GET", "/v1/artists/11", { ...key, headers: { "Cache-Control": "no-cache" } });
      [back, read].forEach((r) => tally.saw(r));
      expect(back.status, back.text).toBe(201);
      expect(read.status).toBe(200);
      expect(await checked(() => api.database.db.$count(bookingRequests))).toBe(before + 1);
    }
  }, 60_000);

  it("a connection cut just as it sends BEGIN: 503 within a second, and the client goes back to the pool (not lent out for good)", async () => {
    for (let n = 1; n <= 3; n++) {
      const before = await checked(() => api.database.db.$count(bookingRequests));
      const cutDone = proxy.cutOnFrame(/\bbegin\b/i);
      tally.fault();
      const r = await timed("POST", "/v1/booking-requests", { ...key, body: booking(n, "begin") });
      tally.saw(r);
      await cutDone;
      expectUnavailable(r);
      await new Promise((res) => setTimeout(res, 100));
      expect(pool().totalCount - pool().idleCount).toBe(0);
      expect(await checked(() => api.database.db.$count(bookingRequests))).toBe(before);
    }
  });

  it("cut in the middle of requests: each answers 201 or 503 within a second, nothing stays lent out, no booking lacks its outbox event", async () => {
    const created: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const inFlight = Array.from({ length: 12 }, (_, i) => timed("POST", "/v1/booking-requests", { ...key, body: booking(n * 100 + i, "burst") }));
      await new Promise((r) => setTimeout(r, 5 + 10 * n));
      await proxy.stop();
      tally.fault();
      const answers = await Promise.all(inFlight);
      await proxy.start();
      answers.forEach((r) => tally.saw(r));
      for (const r of answers) {
        expect([201, 503], r.text).toContain(r.status);
        expect(r.ms).toBeLessThan(DEADLINE_MS);
        if (r.status === 201) created.push(r.body.id);
      }
    }
    await new Promise((r) => setTimeout(r, 300));
    // A request whose BEGIN met a cut connection gave its client back (and the pool dropped it).
    expect(pool().totalCount - pool().idleCount).toBe(0);
    expect(pool().waitingCount).toBe(0);
    expect(await checked(() => api.database.db.$count(bookingRequests, inArray(bookingRequests.id, created)))).toBe(created.length);
    const [orphans] = await checked(() =>
      rows<{ n: number }>(api.database.db, sql`SELECT count(*)::int AS n FROM ${bookingRequests} b WHERE NOT EXISTS (SELECT 1 FROM ${eventOutbox} e WHERE e.subject->>'booking_request_id' = b.id::text)`),
    );
    expect(orphans!.n).toBe(0);
    const ok = await timed("POST", "/v1/booking-requests", { ...key, body: booking(999, "after") });
    expect(ok.status, ok.text).toBe(201);
  }, 60_000);
});
