/**
 * Fault: the database drops the app's connections and comes back. On a PostgreSQL server
 * (DATABASE_URL), the app's backends are ended with pg_terminate_backend: idle ones, ones in the
 * middle of requests, and with new connections refused for a while (the server "gone"). The
 * process must not crash (an idle client's error is handled), no request may hang, a request that
 * needs the database while it is gone answers 503 service_unavailable as a problem (a read with a
 * copy still answers from it), and once connections are allowed again the same app answers as
 * before, with every booking request written whole (its outbox event with it) or not at all.
 */
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import { bookingRequests, eventOutbox } from "@/lib/db/schema";
import { rows } from "@/lib/db/client";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { trafficWorld } from "../traffic/world";
import { checked, expectUnavailable } from "./support/expect";
import { Tally, timed } from "./support/timed";

const onServer = Boolean(process.env.DATABASE_URL);
const tally = new Tally("database drop");
/** No hang: far under any client's timeout, with room for a loaded machine. */
const NO_HANG_MS = 5000;
const key = { key: KEYS.secret };
const booking = (n: string) => ({ artist_ids: [10], contact_email: "drop@club.test", event_name: `Drop ${n}`, client_ip: `198.51.100.${(Number(n.replace(/\D/g, "")) % 250) + 1}` });

describe.skipIf(!onServer)("database connections dropped (skipped without DATABASE_URL: the embedded database has no connections to drop)", () => {
  let api: TestApp;
  let admin: import("pg").Client;
  let name: string;

  const terminate = async () => {
    const r = await admin.query("SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    return r.rows[0].n as number;
  };
  const allowConnections = (on: boolean) => admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${on}`);

  beforeAll(async () => {
    process.env.TEST_REDIS_URL = "";
    api = await startApp(trafficWorld());
    const [db] = await rows<{ name: string }>(api.database.db, sql`SELECT current_database() AS name`);
    name = db!.name;
    const { Client } = await import("pg");
    admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    if (admin) {
      await allowConnections(true).catch(() => undefined);
      await admin.end();
    }
    await api?.close();
    console.log(tally.line());
  });

  it("replaces idle connections ended by the server without failing a request", async () => {
    for (let n = 1; n <= 3; n++) {
      await timed("GET", "/v1/me", key); // the pool holds an idle connection
      const ended = await terminate();
      expect(ended).toBeGreaterThan(0);
      tally.fault();
      await new Promise((r) => setTimeout(r, 100)); // the idle client hears of it
      const r = await timed("POST", "/v1/booking-requests", { ...key, body: booking(`idle ${n}`) });
      tally.saw(r);
      expect(r.status, r.text).toBe(201);
    }
  });

  it("answers 503 while the database refuses connections, and as before once it is back", async () => {
    const copy = await timed("GET", "/v1/artists/10", key);
    expect(copy.status).toBe(200);
    for (let n = 1; n <= 3; n++) {
      const before = await api.database.db.$count(bookingRequests);
      await allowConnections(false);
      await terminate();
      tally.fault();

      try {
        const cached = await timed("GET", "/v1/artists/10", key); // its fresh copy needs no database
        const stale = await timed("GET", "/v1/artists/10", { ...key, headers: { "Cache-Control": "no-cache" } });
        const fresh = await timed("GET", "/v1/artists/12", { ...key, headers: { "Cache-Control": "no-cache" } });
        const write = await timed("POST", "/v1/booking-requests", { ...key, body: booking(`gone ${n}`) });
        forgetKeyCache();
        const lookup = await timed("GET", "/v1/me", key); // the key lookup itself needs the database
        [cached, stale, fresh, write, lookup].forEach((r) => tally.saw(r));
        expect(cached.status).toBe(200);
        expect(cached.body.id).toBe(10);
        // A read whose handler fails is served its last copy (stale-if-error) when there is one.
        expect(stale.status).toBe(200);
        expect(stale.headers.get("cache-status")).toMatch(/detail=stale-if-error/);
        expectUnavailable(fresh, NO_HANG_MS);
        expectUnavailable(write, NO_HANG_MS);
        expectUnavailable(lookup, NO_HANG_MS);
      } finally {
        await allowConnections(true);
      }
      const back = await timed("POST", "/v1/booking-requests", { ...key, body: booking(`back ${n}`) });
      const read = await timed("GET", "/v1/artists/11", { ...key, headers: { "Cache-Control": "no-cache" } });
      [back, read].forEach((r) => tally.saw(r));
      expect(back.status, back.text).toBe(201);
      expect(read.status).toBe(200);
      expect(await api.database.db.$count(bookingRequests)).toBe(before + 1);
    }
  }, 60_000);

  it("ends connections in the middle of requests: each answers (201 or 503, never a hang), and every booking has its outbox event", async () => {
    const created: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const inFlight = Array.from({ length: 12 }, (_, i) => timed("POST", "/v1/booking-requests", { ...key, body: booking(`burst ${n * 100 + i}`) }));
      await new Promise((r) => setTimeout(r, 5 + 10 * n));
      await terminate();
      tally.fault();
      const answers = await Promise.all(inFlight);
      answers.forEach((r) => tally.saw(r));
      for (const r of answers) {
        expect([201, 503], r.text).toContain(r.status);
        expect(r.ms).toBeLessThan(NO_HANG_MS);
        if (r.status === 201) created.push(r.body.id);
      }
    }
    // The pool hears of the idle connections ended with the last burst, and drops them.
    await new Promise((r) => setTimeout(r, 300));
    // No connection stays lent out: a request whose BEGIN met a lost connection gave its client back.
    const pool = (api.database.db as unknown as { $client: { totalCount: number; idleCount: number; waitingCount: number } }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(pool.waitingCount).toBe(0);
    // Every answered 201 is a row; no row lacks its outbox event (none written half).
    expect(await checked(() => api.database.db.$count(bookingRequests, inArray(bookingRequests.id, created)))).toBe(created.length);
    const [orphans] = await checked(() =>
      rows<{ n: number }>(
        api.database.db,
        sql`SELECT count(*)::int AS n FROM ${bookingRequests} b WHERE NOT EXISTS (SELECT 1 FROM ${eventOutbox} e WHERE e.subject->>'booking_request_id' = b.id::text)`,
      ),
    );
    expect(orphans!.n).toBe(0);
    const ok = await timed("POST", "/v1/booking-requests", { ...key, body: booking("after 1") });
    expect(ok.status).toBe(201);
  }, 60_000);
});
