/** A key's audit rows kept column by column give back exactly the rows newestPerKey keeps of the same calls. */
import { describe, expect, it } from "vitest";
import { AUDIT_MAX, newestPerKey, type AuditEntry } from "@/lib/traffic/audit";
import { AuditColumns } from "@/lib/traffic/audit-columns";

const KEY = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const CACHES: AuditEntry["cache"][] = [null, "hit", "miss", "stale"];

function row(i: number, atMs: number): AuditEntry {
  return {
    keyId: KEY,
    atMs,
    method: i % 5 === 0 ? "POST" : "GET",
    path: `/v1/artists/${i % 7}`,
    status: [200, 304, 404, 429, 500][i % 5]!,
    ip: i % 2 ? "203.0.113.9" : "2001:db8::1",
    requestId: `req_${i}`,
    cache: CACHES[i % 4]!,
    ms: (i % 13) + 0.5,
  };
}

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe("AuditColumns", () => {
  it("gives back every field of every row as it was added, below AUDIT_MAX", () => {
    const c = new AuditColumns(KEY);
    const rows = Array.from({ length: 37 }, (_, i) => row(i, 1000 + i));
    for (const r of rows) c.add(r);
    expect(c.length).toBe(37);
    expect(c.rows()).toEqual(rows);
  });

  it("keeps the newest AUDIT_MAX when calls end in time order, at every length up to three times the capacity", () => {
    for (const n of [AUDIT_MAX - 1, AUDIT_MAX, AUDIT_MAX + 1, 2 * AUDIT_MAX - 1, 2 * AUDIT_MAX, 2 * AUDIT_MAX + 1, 6 * AUDIT_MAX + 3]) {
      const c = new AuditColumns(KEY);
      const rows = Array.from({ length: n }, (_, i) => row(i, 1000 + Math.floor(i / 3)));
      for (const r of rows) c.add(r);
      expect(c.rows(), `n=${n}`).toEqual(newestPerKey(rows));
      expect(c.length).toBeLessThanOrEqual(2 * AUDIT_MAX);
    }
  });

  it("keeps the newest by time, then the later call, when calls end out of order", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      const c = new AuditColumns(KEY);
      // Times jump back now and then (a long call ending late, a clock stepped back), with ties.
      const rows = Array.from({ length: 4 * AUDIT_MAX + 17 }, (_, i) => row(i, 1000 + Math.floor(i / 2) - (next() < 0.05 ? Math.floor(next() * 3000) : 0)));
      for (const r of rows) c.add(r);
      expect(c.rows(), `seed=${seed}`).toEqual(newestPerKey(rows));
    }
  });

  it("keeps one late call with a newer time while thousands of older ones pass it", () => {
    const c = new AuditColumns(KEY);
    const late = row(0, 50_000);
    c.add(late);
    for (let i = 1; i < 3 * AUDIT_MAX; i++) c.add(row(i, 1000 + i));
    const rows = c.rows();
    expect(rows).toHaveLength(AUDIT_MAX);
    expect(rows[0]).toEqual(late);
    expect(rows.at(-1)!.requestId).toBe(`req_${3 * AUDIT_MAX - 1}`);
  });
});
