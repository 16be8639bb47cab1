/**
 * Fault: the process is killed in the middle of booking requests. An app instance on an
 * embedded database on disk takes a stream of POST /v1/booking-requests and is killed (SIGKILL)
 * at a random moment, again and again; each time it starts again on the same folder. A booking
 * request and its outbox event are written in one transaction, so after any kill every booking
 * row has its event and every event its booking row (nothing half-written), every 201 the
 * client got is a row, and the restarted instance takes bookings again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, rows } from "@/lib/db/client";
import { bookingRequests, eventOutbox } from "@/lib/db/schema";
import { startInstance, stopInstance, type Instance } from "../support/instance";
import { KEYS } from "../support/keys";
import { Tally } from "./support/timed";

const tally = new Tally("killed booking");
// Two kills in the suite; six under npm run fuzz (FUZZ=1), where random moments are the point.
const KILLS = process.env.FUZZ ? 6 : 2;

function start(dir: string, load: boolean): Promise<Instance> {
  return startInstance(["tests/faults/support/booking-instance.ts"], {
    env: { ...process.env, PGLITE_DIR: dir, LOAD_WORLD: load ? "1" : "0", DATABASE_URL: "", POSTGRES_URL: "", REDIS_URL: "", AUDIT_FLUSH_MS: "0" },
    timeoutMs: 90_000,
  });
}

/** Sends bookings, a few at a time, until the instance dies; the ids answered 201. */
async function bookUntilKilled(i: Instance, round: number): Promise<string[]> {
  const created: string[] = [];
  for (let n = 0; ; n++) {
    const batch = await Promise.all(
      Array.from({ length: 4 }, (_, j) =>
        fetch(`${i.base}/v1/booking-requests`, {
          method: "POST",
          headers: { Authorization: `Bearer ${KEYS.secret}`, "Content-Type": "application/json" },
          body: JSON.stringify({ artist_ids: [10, 14], contact_email: "killed@club.test", event_name: `Kill ${round}.${n}.${j}`, client_ip: `198.51.${round}.${(n * 4 + j) % 250}` }),
        }).then(
          async (r) => ({ status: r.status, id: r.status === 201 ? ((await r.json()) as { id: string }).id : null }),
          () => null, // the connection died with the process
        ),
      ),
    );
    for (const r of batch) {
      if (!r) continue;
      tally.saw(r);
      expect(r.status).toBe(201);
      created.push(r.id!);
    }
    if (batch.some((r) => r === null) || i.child.exitCode !== null || i.child.signalCode !== null) return created;
  }
}

async function check(dir: string, answered: string[]) {
  const database = await openPglite(dir);
  try {
    const [half] = await rows<{ orphan_bookings: number; orphan_events: number }>(
      database.db,
      sql`SELECT
            (SELECT count(*)::int FROM ${bookingRequests} b WHERE NOT EXISTS (SELECT 1 FROM ${eventOutbox} e WHERE e.subject->>'booking_request_id' = b.id::text)) AS orphan_bookings,
            (SELECT count(*)::int FROM ${eventOutbox} e WHERE e.type = 'booking_request.created' AND NOT EXISTS (SELECT 1 FROM ${bookingRequests} b WHERE e.subject->>'booking_request_id' = b.id::text)) AS orphan_events`,
    );
    expect(half).toEqual({ orphan_bookings: 0, orphan_events: 0 });
    const ids = new Set((await database.db.select({ id: bookingRequests.id }).from(bookingRequests)).map((r) => r.id));
    expect(answered.filter((id) => !ids.has(id))).toEqual([]);
    return ids.size;
  } finally {
    await database.close();
  }
}

describe("an instance killed (SIGKILL) in the middle of booking requests", () => {
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-killed-"));
  });
  let instance: Instance | undefined;
  afterAll(async () => {
    await stopInstance(instance, "SIGKILL");
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    console.log(tally.line());
  });

  it("leaves every booking whole (row and outbox event) or absent, and serves again after a restart", async () => {
    const answered: string[] = [];
    let rowsSeen = 0;
    for (let round = 1; round <= KILLS; round++) {
      instance = await start(dir, round === 1);
      const victim = instance;
      // A random moment once bookings are flowing.
      setTimeout(() => victim.child.kill("SIGKILL"), 150 + Math.random() * 900);
      answered.push(...(await bookUntilKilled(victim, round)));
      await stopInstance(victim, "SIGKILL");
      tally.fault();
      const count = await check(dir, answered);
      expect(count).toBeGreaterThanOrEqual(rowsSeen);
      rowsSeen = count;
    }
    // The last restart takes bookings again.
    instance = await start(dir, false);
    const r = await fetch(`${instance.base}/v1/booking-requests`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEYS.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ artist_ids: [10], contact_email: "after@club.test" }),
    });
    expect(r.status).toBe(201);
    await stopInstance(instance);
    expect(rowsSeen).toBeGreaterThan(0);
  }, 600_000);
});
