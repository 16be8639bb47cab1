/**
 * A busy instance holds its audit rows between writes (lib/traffic/calls.ts): which batches hold,
 * that held rows are written by a flush (the audit-log read) or when traffic calms, and that a
 * batch's promise settles only once its rows are written. And pruning in several statements.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openPglite, rows as query, type Database } from "@/lib/db/client";
import type { App } from "@/lib/root/types";
import { AUDIT_MAX, prune, writeAudit, type AuditEntry } from "@/lib/traffic/audit";
import { AUDIT_BUSY_WRITE_MS, BUSY_CALLS, flushCalls, heldAuditRows, holdsAuditRows, queueCall } from "@/lib/traffic/calls";
import { freshAuditApp, quietCall } from "./audit-support";

// Batches that wait, as in a server (the test setup's 0 writes every batch at once). Read by
// config() on its first call, which comes after this.
const before = vi.hoisted(() => {
  const was = process.env.AUDIT_FLUSH_MS;
  process.env.AUDIT_FLUSH_MS = "10";
  return was;
});

const KEY = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";

const call = (n: number, atMs: number) => quietCall(KEY, n, atMs);

/** Queues calls n..n+count-1 in one tick; the promise of the batch they opened. */
function queue(app: App, from: number, count: number, t0: number): Promise<void> {
  let opened: Promise<void> | null = null;
  for (let i = from; i < from + count; i++) {
    const p = queueCall(app, call(i, t0 + i));
    opened ??= p;
  }
  return opened!;
}

const logged = async (database: Database) =>
  (await query<{ n: number; first: string | null; last: string | null }>(
    database.db,
    sql`SELECT count(*)::int AS n, min(substr(request_id, 5)::int)::text AS first, max(substr(request_id, 5)::int)::text AS last FROM audit_log WHERE key_id = ${KEY}`,
  ))[0]!;

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe("holdsAuditRows", () => {
  it("holds a busy batch's rows within AUDIT_BUSY_WRITE_MS of the last write, and nothing else", () => {
    const now = 1_000_000;
    expect(holdsAuditRows(100, BUSY_CALLS, now - AUDIT_BUSY_WRITE_MS + 1, now)).toBe(true);
    expect(holdsAuditRows(100, BUSY_CALLS, now - AUDIT_BUSY_WRITE_MS, now)).toBe(false);
    expect(holdsAuditRows(100, BUSY_CALLS - 1, now - 1, now)).toBe(false);
    expect(holdsAuditRows(0, BUSY_CALLS * 10, now - 1, now)).toBe(false);
    // A clock that went back does not hold rows for longer than the bound.
    expect(holdsAuditRows(100, BUSY_CALLS, now + 1000, now)).toBe(false);
  });
});

describe("a busy instance's audit rows", () => {
  const t = freshAuditApp(before);

  it("are written by the first busy batch, held by the next, and written by a flush, which settles the held batch", async () => {
    const t0 = Date.now();
    await queue(t.app, 0, BUSY_CALLS, t0);
    expect(await logged(t.database)).toEqual({ n: BUSY_CALLS, first: "0", last: String(BUSY_CALLS - 1) });

    const second = queue(t.app, BUSY_CALLS, BUSY_CALLS, t0);
    let settled = false;
    void second.then(() => (settled = true));
    await until(() => heldAuditRows(t.app) === BUSY_CALLS);
    expect(await logged(t.database)).toEqual({ n: BUSY_CALLS, first: "0", last: String(BUSY_CALLS - 1) });
    expect(settled).toBe(false);

    await flushCalls(t.app);
    expect(heldAuditRows(t.app)).toBe(0);
    await second;
    // The newest AUDIT_MAX of the key: the second batch's, the first's pruned.
    expect(await logged(t.database)).toEqual({ n: AUDIT_MAX, first: String(BUSY_CALLS), last: String(2 * BUSY_CALLS - 1) });
  });

  it("are written with a quiet batch's rows when traffic calms, each key's newest AUDIT_MAX", async () => {
    // The flush that ended the last test was a write: the next busy batch is held.
    const t0 = Date.now();
    const held = queue(t.app, 20_000, BUSY_CALLS, t0);
    await until(() => heldAuditRows(t.app) === BUSY_CALLS);
    await queue(t.app, 30_000, 5, t0);
    await held;
    expect(heldAuditRows(t.app)).toBe(0);
    const newest = await query<{ request_id: string }>(t.database.db, sql`SELECT request_id FROM audit_log WHERE key_id = ${KEY} ORDER BY at DESC, id DESC LIMIT ${AUDIT_MAX}`);
    expect(newest.slice(0, 5).map((r) => r.request_id)).toEqual(["req_30004", "req_30003", "req_30002", "req_30001", "req_30000"]);
    expect(newest.at(-1)!.request_id).toBe(`req_${20_000 + 5}`);
  });
});

describe("prune", () => {
  it("after a batch that wrote a key's 1000 newest rows, leaves exactly those (its oldest row is the bound)", async () => {
    const database = await openPglite(null);
    try {
      const now = Date.now();
      const older = Array.from({ length: 300 }, (_, i) => call(i, now - 120_000 + i).row);
      await writeAudit(database.db, older);
      const newer = Array.from({ length: AUDIT_MAX + 200 }, (_, i) => call(1000 + i, now - 60_000 + i).row);
      await writeAudit(database.db, newer);
      expect(await logged(database)).toEqual({ n: AUDIT_MAX, first: "1200", last: String(1000 + AUDIT_MAX + 199) });
    } finally {
      await database.close();
    }
  });


  it("deletes in statements of 100 rows what is older than the newest AUDIT_MAX or than 7 days; a row sharing the oldest kept one's time stays", async () => {
    const database = await openPglite(null);
    try {
      const now = Date.UTC(2026, 10, 27, 12);
      const entry = (n: number, atMs: number): AuditEntry => call(n, atMs).row;
      const rows = [entry(0, now - 8 * 86_400_000), ...Array.from({ length: 1700 }, (_, i) => entry(i + 1, now - 60_000 + Math.floor((i + 1) / 2)))];
      await database.db.execute(sql`
        INSERT INTO audit_log (key_id, at, method, path, status, ip, request_id, cache, ms)
        SELECT "keyId", to_timestamp("atMs" / 1000.0), method, path, status, ip, "requestId", cache, ms
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r("keyId" uuid, "atMs" bigint, method text, path text, status int, ip text, "requestId" text, cache text, ms int)`);
      let pauses = 0;
      await prune(database.db, KEY, new Date(now), async () => void pauses++);
      // 700 rows go: seven full statements, each followed by a pause, and an empty one.
      expect(pauses).toBe(7);
      // The newest 1000 are req_701..req_1700; req_700 has the time of req_701.
      expect(await logged(database)).toEqual({ n: AUDIT_MAX + 1, first: "700", last: "1700" });
    } finally {
      await database.close();
    }
  });
});
