// It checks the process's settings (read once per process) against the prefix its setup gave it.
// test: own process
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "@/lib/config/config";
import { openStore } from "@/lib/kv/open";
import { windowSlot, type Store, type Window, type WindowRef } from "@/lib/kv/store";
import { STORE_CASES } from "./stores";

// A fixed instant in the middle of a minute, so window resets are predictable.
const T0 = Date.UTC(2026, 10, 20, 12, 0, 30);

describe("openStore picks the adapter from the environment", () => {
  it("in-process by default", async () => {
    const s = await openStore({});
    expect(s.kind).toBe("memory");
    expect(s.prefix).toBe("evapi:");
    await s.close();
  });
  it("Upstash when both REST variables are set", async () => {
    const s = await openStore({ UPSTASH_REDIS_REST_URL: "https://example.upstash.io", UPSTASH_REDIS_REST_TOKEN: "t", REDIS_URL: "redis://127.0.0.1:1" , STORE_PREFIX: "x:" });
    expect(s.kind).toBe("upstash");
    expect(s.prefix).toBe("x:");
    await s.close();
  });
  // Issue 24: "Half-set pairs (Upstash URL without token ...) are problems": never a silent fall back to memory.
  it("a URL without its token is refused, not run on the in-process store", async () => {
    await expect(openStore({ UPSTASH_REDIS_REST_URL: "https://example.upstash.io" })).rejects.toThrow(/UPSTASH_REDIS_REST_TOKEN/);
  });
  it("STORE=memory names the in-process store even beside REDIS_URL", async () => {
    const s = await openStore({ STORE: "memory", REDIS_URL: "redis://127.0.0.1:1" });
    expect(s.kind).toBe("memory");
    await s.close();
  });
  it("keys live under STORE_PREFIX; the test setup gives each test process its own", async () => {
    const s = await openStore({ STORE_PREFIX: "mine:" });
    expect(s.prefix).toBe("mine:");
    await s.close();
    expect(process.env.STORE_PREFIX).toMatch(new RegExp(`^test-${process.pid}-[0-9a-f]{8}:$`));
    expect(config().store.prefix).toBe(process.env.STORE_PREFIX);
  });
});

for (const c of STORE_CASES) {
  describe(`${c.name} store`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await c.open();
    });
    afterAll(async () => {
      await store.clear();
      await store.close();
    });

    it("sets, gets and deletes values; JSON text comes back as written", async () => {
      const json = JSON.stringify({ status: 200, body: '{"a":1}', n: 12345678901234 });
      await store.set("v:json", json, 60);
      expect(await store.get("v:json")).toBe(json);
      await store.set("v:num", "42", 60);
      expect(await store.get("v:num")).toBe("42");
      await store.del("v:json");
      expect(await store.get("v:json")).toBeNull();
      expect(await store.get("v:never")).toBeNull();
    });

    it("setIfAbsent lets exactly one of many concurrent callers win", async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.setIfAbsent("lock:a", String(i), 60)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store.setIfAbsent("lock:a", "x", 60)).toBe(false);
    });

    it("spends every window together and reports their states", async () => {
      const ws: Window[] = [
        { key: "s1:min", limit: 10, seconds: 60, cost: 3 },
        { key: "s1:day", limit: 100, seconds: 86400, cost: 3 },
      ];
      const r = await store.spend({ windows: ws, nowMs: T0 });
      expect(r.ok).toBe(true);
      expect(r.windows.map((w) => w.used)).toEqual([3, 3]);
      expect(r.windows[0]).toMatchObject({ limit: 10, remaining: 7, resetSeconds: 30 });
      expect(r.retryAfter).toBe(0);
      expect(r.refused).toEqual([]);
    });

    it("a refused request spends nothing in any window", async () => {
      const min: Window = { key: "s2:min", limit: 5, seconds: 60, cost: 4 };
      const day: Window = { key: "s2:day", limit: 100, seconds: 86400, cost: 4 };
      expect((await store.spend({ windows: [min, day], nowMs: T0 })).ok).toBe(true);
      const refused = await store.spend({ windows: [min, day], nowMs: T0 });
      expect(refused.ok).toBe(false);
      expect(refused.refused).toEqual(["s2:min"]);
      expect(refused.retryAfter).toBe(30);
      const [m, d] = await store.peek([min, day], T0);
      expect(m!.used).toBe(4);
      expect(d!.used).toBe(4);
      // A smaller cost still fits.
      expect((await store.spend({ windows: [{ ...min, cost: 1 }, { ...day, cost: 1 }], nowMs: T0 })).ok).toBe(true);
    });

    it("windows are aligned to the epoch: the next slot starts empty", async () => {
      const w: Window = { key: "s3:min", limit: 2, seconds: 60, cost: 2 };
      expect((await store.spend({ windows: [w], nowMs: T0 })).ok).toBe(true);
      expect((await store.spend({ windows: [w], nowMs: T0 + 29_000 })).ok).toBe(false);
      const next = await store.spend({ windows: [w], nowMs: T0 + 30_000 });
      expect(next.ok).toBe(true);
      expect(next.windows[0]!.resetSeconds).toBe(60);
    });

    it("a cost-0 window is a gate: open while something remains", async () => {
      const gate = { key: "s4:bytes", limit: 1000, seconds: 86400 };
      await store.add([{ ...gate, cost: 999 }], T0);
      expect((await store.spend({ windows: [{ ...gate, cost: 0 }], nowMs: T0 })).ok).toBe(true);
      await store.add([{ ...gate, cost: 1 }], T0);
      const r = await store.spend({ windows: [{ ...gate, cost: 0 }, { key: "s4:req", limit: 10, seconds: 60, cost: 1 }], nowMs: T0 });
      expect(r.ok).toBe(false);
      expect(r.refused).toEqual(["s4:bytes"]);
      expect((await store.peek([{ key: "s4:req", limit: 10, seconds: 60 }], T0))[0]!.used).toBe(0);
    });

    it("watched windows are read in the same call without being spent", async () => {
      const work = { key: "s5:work", limit: 50, seconds: 60 };
      await store.add([{ ...work, cost: 7 }], T0);
      const r = await store.spend({ windows: [{ key: "s5:req", limit: 10, seconds: 60, cost: 1 }], watch: [work], nowMs: T0 });
      expect(r.watched[0]).toMatchObject({ key: "s5:work", used: 7, remaining: 43 });
      expect((await store.peek([work], T0))[0]!.used).toBe(7);
    });

    it("a spend reads one plain value in the same call: the text as written, null when absent, also when refused", async () => {
      const copy = JSON.stringify({ body: '{"id":10,"name":"Zoë \\"Z\\""}', etag: '"abc"' });
      await store.set("s5b:copy", copy, 60);
      const windows = [{ key: "s5b:req", limit: 1, seconds: 60, cost: 1 }];
      const a = await store.spend({ windows, holds: ["s5b:hold"], read: "s5b:copy", nowMs: T0 });
      expect(a).toMatchObject({ ok: true, read: copy });
      expect(a.windows[0]).toMatchObject({ used: 1 });
      const refused = await store.spend({ windows, read: "s5b:copy", nowMs: T0 });
      expect(refused).toMatchObject({ ok: false, refused: ["s5b:req"], read: copy });
      expect((await store.spend({ windows: [{ key: "s5b:other", limit: 5, seconds: 60, cost: 1 }], read: "s5b:missing", nowMs: T0 })).read).toBeNull();
      expect((await store.spend({ windows: [{ key: "s5b:other", limit: 5, seconds: 60, cost: 1 }], nowMs: T0 })).read).toBeUndefined();
    });

    it("a read with the value known: that very string back while unchanged, the new text once it changed, null once gone", async () => {
      const head = '{"storedAt":1,"etag":"\\"abc\\""';
      const first = `${head},"body":"Zoë"}`;
      await store.set("s5c:copy", first, 60);
      const known = { text: first, head, bytes: Buffer.byteLength(first) };
      const windows = [{ key: "s5c:req", limit: 10, seconds: 60, cost: 1 }];
      const same = await store.spend({ windows, read: "s5c:copy", known, nowMs: T0 });
      expect(same.read).toBe(first);
      // Rewritten with the same stamp but another length, then with another stamp: sent again each time.
      const longer = `${head},"body":"Zoë, longer"}`;
      await store.set("s5c:copy", longer, 60);
      expect((await store.spend({ windows, read: "s5c:copy", known, nowMs: T0 })).read).toBe(longer);
      const restamped = first.replace('"storedAt":1', '"storedAt":2');
      await store.set("s5c:copy", restamped, 60);
      expect((await store.spend({ windows, read: "s5c:copy", known, nowMs: T0 })).read).toBe(restamped);
      await store.del("s5c:copy");
      expect((await store.spend({ windows, read: "s5c:copy", known, nowMs: T0 })).read).toBeNull();
      // Counted as any spend: four requests.
      expect((await store.peek(windows, T0))[0]!.used).toBe(4);
    });

    it("a hold refuses until its time, on the app's clock", async () => {
      await store.hold("s6:hold", T0 + 90_000, T0);
      expect(await store.heldUntil("s6:hold", T0)).toBe(T0 + 90_000);
      const w: Window = { key: "s6:w", limit: 10, seconds: 60, cost: 1 };
      const r = await store.spend({ windows: [w], holds: ["s6:hold", "s6:none"], nowMs: T0 });
      expect(r.ok).toBe(false);
      expect(r.refused).toEqual(["s6:hold"]);
      expect(r.retryAfter).toBe(90);
      expect((await store.peek([w], T0))[0]!.used).toBe(0);
      expect((await store.spend({ windows: [w], holds: ["s6:hold"], nowMs: T0 + 90_001 })).ok).toBe(true);
      expect(await store.heldUntil("s6:hold", T0 + 90_001)).toBeNull();
    });

    it("add refunds with a negative cost, never below zero", async () => {
      const w = { key: "s7:w", limit: 10, seconds: 60 };
      await store.add([{ ...w, cost: 3 }], T0);
      expect((await store.add([{ ...w, cost: -2 }], T0))[0]!.used).toBe(1);
      expect((await store.add([{ ...w, cost: -5 }], T0))[0]!.used).toBe(0);
    });

    it("concurrent spends never pass the limit", async () => {
      const w: Window = { key: "s8:w", limit: 37, seconds: 86400, cost: 1 };
      const results = await Promise.all(Array.from({ length: 120 }, () => store.spend({ windows: [w, { key: "s8:d", limit: 1000, seconds: 86400, cost: 1 }] })));
      expect(results.filter((r) => r.ok)).toHaveLength(37);
      const [state, day] = await store.peek([w, { key: "s8:d", limit: 1000, seconds: 86400 }]);
      expect(state!.used).toBe(37);
      expect(day!.used).toBe(37);
    });

    it("spends of one loop turn, of several hash tags, with holds and reads: each its own verdict, as separate calls give", async () => {
      const a: Window = { key: "{crew-a}:k:1:req", limit: 2, seconds: 60, cost: 1 };
      const b: Window = { key: "{crew-b}:k:2:req", limit: 1, seconds: 60, cost: 1 };
      await store.set("{crew-b}:copy", "copy of b", 60);
      await store.hold("{crew-a}:k:9:held", T0 + 5_000, T0);
      const held: Window = { key: "{crew-a}:k:9:req", limit: 10, seconds: 60, cost: 1 };
      const results = await Promise.all([
        store.spend({ windows: [a], nowMs: T0 }),
        store.spend({ windows: [b], read: "{crew-b}:copy", nowMs: T0 }),
        store.spend({ windows: [a], watch: [held], nowMs: T0 }),
        store.spend({ windows: [b], read: "{crew-b}:none", nowMs: T0 }),
        store.spend({ windows: [a], nowMs: T0 }),
        store.spend({ windows: [held], holds: ["{crew-a}:k:9:held"], nowMs: T0 }),
      ]);
      expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false, false]);
      expect(results.map((r) => r.windows[0]!.used)).toEqual([1, 1, 2, 1, 2, 0]);
      expect(results[2]!.watched.map((w) => w.used)).toEqual([0]);
      expect(results[1]!.read).toBe("copy of b");
      expect(results[3]!.read).toBeNull();
      expect(results[3]!.refused).toEqual(["{crew-b}:k:2:req"]);
      expect(results[5]!.refused).toEqual(["{crew-a}:k:9:held"]);
      expect(results[5]!.retryAfter).toBe(5);
    });

    it("identical spends of one loop turn (one shape of reps on Redis): each its own verdict and counters, in order", async () => {
      const w: Window = { key: "{crew-r}:k:1:req", limit: 5, seconds: 60, cost: 2 };
      const gate: Window = { key: "{crew-r}:k:1:bytes", limit: 10, seconds: 86400, cost: 0 };
      const work: WindowRef = { key: "{crew-r}:work:m", limit: 100, seconds: 60 };
      await store.add([{ ...work, cost: 7 }], T0);
      await store.set("{crew-r}:copy", "the copy", 60);
      const windows = [w, gate];
      const results = await Promise.all(Array.from({ length: 4 }, () => store.spend({ windows, watch: [work], read: "{crew-r}:copy", nowMs: T0 })));
      expect(results.map((r) => r.ok)).toEqual([true, true, false, false]);
      expect(results.map((r) => r.windows.map((s) => s.used))).toEqual([[2, 0], [4, 0], [4, 0], [4, 0]]);
      expect(results.map((r) => r.windows[0]!.remaining)).toEqual([3, 1, 1, 1]);
      expect(results.map((r) => r.watched[0]!.used)).toEqual([7, 7, 7, 7]);
      expect(results.map((r) => r.read)).toEqual(["the copy", "the copy", "the copy", "the copy"]);
      expect(results[2]!.refused).toEqual([w.key]);
      expect(results[2]!.retryAfter).toBe(windowSlot(60, T0).resetSeconds);
      expect(results[0]!.refused).toEqual([]);
      // A held key refuses every rep; a spend that watches what it spends sees each rep's count.
      await store.hold("{crew-r}:held", T0 + 3_000, T0);
      const held = await Promise.all(Array.from({ length: 3 }, () => store.spend({ windows: [{ ...w, key: "{crew-r}:k:2:req" }], holds: ["{crew-r}:held"], nowMs: T0 })));
      expect(held.map((r) => [r.ok, r.windows[0]!.used, r.retryAfter])).toEqual([[false, 0, 3], [false, 0, 3], [false, 0, 3]]);
      const self: Window = { key: "{crew-r}:k:3:req", limit: 10, seconds: 60, cost: 1 };
      const watching = await Promise.all(Array.from({ length: 3 }, () => store.spend({ windows: [self], watch: [self], nowMs: T0 })));
      expect(watching.map((r) => r.watched[0]!.used)).toEqual([1, 2, 3]);
    });

    it("clear() forgets only its own prefix", async () => {
      const other = await c.open();
      await other.set("k", "1", 60);
      await store.set("k", "2", 60);
      await store.clear();
      expect(await store.get("k")).toBeNull();
      expect(await other.get("k")).toBe("1");
      await other.clear();
      await other.close();
    });
  });
}

describe("windowSlot", () => {
  it("aligns windows to the epoch and counts whole seconds to the reset", () => {
    expect(windowSlot(60, T0)).toEqual({ start: T0 - 30_000, resetSeconds: 30 });
    expect(windowSlot(60, T0 + 29_500).resetSeconds).toBe(1);
    expect(windowSlot(86400, Date.UTC(2026, 0, 1, 23, 0, 0)).resetSeconds).toBe(3600);
  });
});
