/** A key's audit rows kept column by column give back exactly the rows newestPerKey keeps of the same calls. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AUDIT_MAX, newestPerKey, type AuditEntry } from "@/lib/traffic/audit";
import { AuditColumns } from "@/lib/traffic/audit-columns";

const KEY = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const CACHES: AuditEntry["cache"][] = [null, "hit", "miss", "stale"];

/**
 * Most calls carry an id this server made (`req_` and 32 hex digits, kept as 16 bytes); every
 * third one a client's own X-Request-Id, kept as it came.
 */
const madeId = (i: number) => `req_${createHash("md5").update(String(i)).digest("hex")}`;
const requestId = (i: number) => (i % 3 === 0 ? `client-${i}:A.b_c` : madeId(i));

function row(i: number, atMs: number): AuditEntry {
  return {
    keyId: KEY,
    atMs,
    method: i % 5 === 0 ? "POST" : "GET",
    path: `/v1/artists/${i % 7}`,
    status: [200, 304, 404, 429, 500][i % 5]!,
    ip: i % 2 ? "203.0.113.9" : "2001:db8::1",
    requestId: requestId(i),
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
    expect(rows.at(-1)!.requestId).toBe(requestId(3 * AUDIT_MAX - 1));
  });

  it("gives back every request id exactly, made or not: only lower-case `req_` and 32 hex digits are packed", () => {
    const ids = [
      madeId(1),
      "req_00000000000000000000000000000000",
      "req_ffffffffffffffffffffffffffffffff",
      madeId(2).toUpperCase().replace("REQ_", "req_"), // upper-case hex: not a made id, kept as it came
      `${madeId(3)}0`, // one digit too many
      madeId(4).slice(0, 35), // one too few
      `REQ_${madeId(5).slice(4)}`,
      `req_${madeId(6).slice(4, 35)}g`, // not hex
      `req_${madeId(7).slice(4, 35)}/`,
      `req_${madeId(8).slice(4, 35)}:`,
      "abcdefgh",
    ];
    const c = new AuditColumns(KEY);
    // Three times the capacity, so the rows are moved as the oldest are dropped.
    const rows = Array.from({ length: 3 * 2 * AUDIT_MAX + 5 }, (_, i) => ({ ...row(i, 1000 + i), requestId: ids[i % ids.length]! }));
    for (const r of rows) c.add(r);
    expect(c.rows()).toEqual(newestPerKey(rows));
    expect(new Set(c.rows().map((r) => r.requestId))).toEqual(new Set(ids));
  });
});
