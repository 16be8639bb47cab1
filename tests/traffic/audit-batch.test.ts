/** The audit batch's rules: which rows a batch writes, and how long a busy instance's batches collect calls. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite, rows as query } from "@/lib/db/client";
import { AUDIT_MAX, newestPerKey, writeAudit, type AuditEntry } from "@/lib/traffic/audit";
import { BUSY_CALLS, BUSY_FACTOR, batchWindowMs } from "@/lib/traffic/calls";

const KEY_A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const KEY_B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const row = (keyId: string, atMs: number, n: number): AuditEntry => ({ keyId, atMs, method: "GET", path: "/v1/genres", status: 200, ip: "203.0.113.9", requestId: `req_${n}`, cache: "hit", ms: 1 });

describe("newestPerKey", () => {
  it("returns a batch within the log's bound unchanged", () => {
    const rows = Array.from({ length: AUDIT_MAX }, (_, i) => row(KEY_A, 1000 + i, i));
    expect(newestPerKey(rows)).toBe(rows);
  });

  it("keeps each key's newest AUDIT_MAX rows, in queue order, and every row of a key within the bound", () => {
    const a = Array.from({ length: AUDIT_MAX + 5 }, (_, i) => row(KEY_A, 1000 + i, i));
    const b = [row(KEY_B, 500, 9000), row(KEY_B, 501, 9001)];
    const kept = newestPerKey([b[0]!, ...a, b[1]!]);
    expect(kept).toHaveLength(AUDIT_MAX + 2);
    expect(kept.filter((r) => r.keyId === KEY_A).map((r) => r.requestId)).toEqual(a.slice(5).map((r) => r.requestId));
    expect(kept.filter((r) => r.keyId === KEY_B)).toEqual(b);
    expect(kept[0]).toBe(b[0]);
    expect(kept.at(-1)).toBe(b[1]);
  });

  it("breaks a tie in time by the place in the queue: the later call is the newer one", () => {
    const rows = Array.from({ length: AUDIT_MAX + 1 }, (_, i) => row(KEY_A, 1000, i));
    expect(newestPerKey(rows).map((r) => r.requestId)).toEqual(rows.slice(1).map((r) => r.requestId));
  });
});

describe("batchWindowMs", () => {
  it("is AUDIT_FLUSH_MS after a batch under BUSY_CALLS calls, BUSY_FACTOR times that after a busier one, 0 stays 0", () => {
    expect(batchWindowMs(100, BUSY_CALLS - 1)).toBe(100);
    expect(batchWindowMs(100, BUSY_CALLS)).toBe(100 * BUSY_FACTOR);
    expect(batchWindowMs(0, BUSY_CALLS * 10)).toBe(0);
  });
});

describe("writeAudit", () => {
  it("writes a batch larger than one statement takes: every row of a key within the bound, each other key's newest AUDIT_MAX", async () => {
    const database = await openPglite(null);
    try {
      const t0 = Date.UTC(2026, 10, 27, 10);
      const a = Array.from({ length: 600 }, (_, i) => row(KEY_A, t0 + i, i));
      const b = Array.from({ length: AUDIT_MAX + 200 }, (_, i) => row(KEY_B, t0 + i, 10_000 + i));
      await writeAudit(database.db, [...a, ...b]);
      const counts = await query<{ key_id: string; n: number; first: string }>(
        database.db,
        sql`SELECT key_id, count(*)::int AS n, min(request_id) AS first FROM audit_log GROUP BY key_id ORDER BY key_id`,
      );
      expect(counts).toEqual([
        { key_id: KEY_A, n: 600, first: "req_0" },
        { key_id: KEY_B, n: AUDIT_MAX, first: "req_10200" },
      ]);
    } finally {
      await database.close();
    }
  });
});
