/** A batch folds each call as it ends: the same counters, rules, audit rows and figures as the whole list of calls would give. */
import { describe, expect, it } from "vitest";
import { AUDIT_MAX, newestPerKey, type AuditEntry } from "@/lib/traffic/audit";
import { CallBatch, type QueuedCall } from "@/lib/traffic/call-batch";
import { aggregateCalls } from "@/lib/traffic/usage-rules";
import type { KeyWindows } from "@/lib/traffic/windows";

const KEY_A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const KEY_B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

function windowsOf(keyId: string): KeyWindows {
  const w = (name: string) => ({ key: `{crew}:k:${keyId}:${name}`, limit: 1000, seconds: 60 });
  return { bytes: w("bytes"), idReads: w("ids:reads"), idMisses: w("ids:misses"), frozen: `{crew}:k:${keyId}:hold:frozen`, strikes: `{crew}:k:${keyId}:strikes` } as unknown as KeyWindows;
}
const windows: Record<string, KeyWindows> = { [KEY_A]: windowsOf(KEY_A), [KEY_B]: windowsOf(KEY_B) };

let n = 0;
function call(keyId: string, atMs: number, over: Partial<AuditEntry> & { bytes?: number; idRead?: boolean; work?: number; code?: string | null; strike?: boolean } = {}): QueuedCall {
  const row: AuditEntry = { keyId, atMs, method: "GET", path: "/v1/artists/1", status: over.status ?? 200, ip: "203.0.113.9", requestId: `req_${n++}`, cache: over.cache ?? "hit", ms: 1 };
  return { row, work: over.work ?? 0, code: over.code ?? null, route: "GET /v1/artists/{id}", windows: windows[keyId]!, crewId: "crew", bytes: over.bytes ?? 100, idRead: over.idRead ?? true, strike: over.strike ?? row.status === 429, now: atMs };
}

describe("CallBatch", () => {
  it("sums response bytes and reads by id per window of each crew, and keeps the time of the last call", () => {
    const b = new CallBatch();
    b.add(call(KEY_A, 1000, { bytes: 100 }));
    b.add(call(KEY_A, 1001, { bytes: 50, status: 404, code: "not_found" }));
    b.add(call(KEY_B, 1002, { bytes: 0, idRead: false }));
    expect(b.size).toBe(3);
    expect(b.lastNow).toBe(1002);
    const crew = b.counters.get("crew")!;
    expect(Object.fromEntries([...crew].map(([k, w]) => [k, w.cost]))).toEqual({
      [windows[KEY_A]!.bytes.key]: 150,
      [windows[KEY_A]!.idReads.key]: 2,
      [windows[KEY_A]!.idMisses.key]: 1,
    });
  });

  it("names each key's last 404 read by id for the sweep rule, and its first 429 for a strike", () => {
    const b = new CallBatch();
    b.add(call(KEY_A, 1000, { status: 429, code: "rate_limited" }));
    b.add(call(KEY_A, 1001, { status: 404, code: "not_found" }));
    b.add(call(KEY_A, 1002, { status: 429, code: "rate_limited" }));
    b.add(call(KEY_A, 1003, { status: 404, code: "not_found" }));
    b.add(call(KEY_B, 1004, { status: 200 }));
    expect([...b.strikes.values()].map((c) => [c.keyId, c.now])).toEqual([[KEY_A, 1000]]);
    expect([...b.swept.values()].map((c) => [c.keyId, c.now])).toEqual([[KEY_A, 1003]]);
  });

  it("a 429 a visitor's window alone gave is no strike; the key's own next one is", () => {
    const b = new CallBatch();
    b.add(call(KEY_A, 1000, { status: 429, code: "rate_limited", strike: false }));
    expect(b.strikes.size).toBe(0);
    b.add(call(KEY_A, 1001, { status: 429, code: "rate_limited", strike: true }));
    expect([...b.strikes.values()].map((c) => [c.keyId, c.now])).toEqual([[KEY_A, 1001]]);
  });

  it("keeps each key's newest AUDIT_MAX rows in the order they ended, however many calls come", () => {
    const b = new CallBatch();
    const all: QueuedCall[] = [];
    for (let i = 0; i < 5 * AUDIT_MAX + 7; i++) all.push(call(i % 3 === 0 ? KEY_B : KEY_A, 10_000 + i));
    for (const c of all) b.add(c);
    const rows = all.map((c) => c.row);
    const expected = newestPerKey(rows);
    const got = b.auditRows();
    expect(got).toHaveLength(expected.length);
    for (const key of [KEY_A, KEY_B]) expect(got.filter((r) => r.keyId === key)).toEqual(expected.filter((r) => r.keyId === key));
    expect(got.filter((r) => r.keyId === KEY_A)).toHaveLength(AUDIT_MAX);
  });

  it("keeps the newest by time when calls end out of order (a clock stepped back)", () => {
    const b = new CallBatch();
    const late = call(KEY_A, 50_000);
    b.add(late);
    for (let i = 0; i < 2 * AUDIT_MAX + 10; i++) b.add(call(KEY_A, 1000 + i));
    const rows = b.auditRows();
    expect(rows).toHaveLength(AUDIT_MAX);
    expect(rows).toContainEqual(late.row);
  });

  it("folds the usage figures as aggregateCalls does over the same calls", () => {
    const b = new CallBatch();
    const all = [
      call(KEY_A, 60_000, { cache: "miss", work: 2 }),
      call(KEY_A, 60_500, { status: 429, code: "rate_limited", cache: null }),
      call(KEY_A, 119_999, { status: 500, code: null, cache: null, work: 1 }),
      call(KEY_B, 3_600_000, { status: 404, code: "not_found", cache: "stale" }),
      call(KEY_B, 3_600_000, { status: 404, code: "not_found", cache: null }),
    ];
    for (const c of all) b.add(c);
    const usage = all.map((c) => ({ keyId: c.row.keyId, atMs: c.row.atMs, status: c.row.status, cache: c.row.cache, requestId: c.row.requestId, work: c.work, code: c.code, route: c.route }));
    expect(b.usage.rows()).toEqual(aggregateCalls(usage));
    expect(b.usage.rows().errors.find((e) => e.keyId === KEY_B)).toMatchObject({ count: 2, lastRequestId: all[4]!.row.requestId });
  });
});
