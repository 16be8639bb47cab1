/** Caching (docs/guides/caching.md) through the whole pipeline: cached reads, a spent budget, a database that is down. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";
import { TRAFFIC_KEYS, trafficWorld, usage, windowsOf } from "./world";
import { pinClock } from "./clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(trafficWorld());
});
afterAll(() => api.close());
beforeEach(async () => {
  pinClock();
  await api.store.clear();
});
afterEach(() => vi.useRealTimers());

const CC_300 = "private, max-age=300, stale-while-revalidate=600, stale-if-error=86400";
const site = { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN };

describe("cached reads", () => {
  it("a cached read asks the store once: the allowance, the budget for the headers and the copy in one trip", async () => {
    expect((await api.get("/v1/artists/10", { key: KEYS.secret })).status).toBe(200);
    const store = api.store as unknown as Record<string, (...a: unknown[]) => unknown>;
    const calls: string[] = [];
    const originals = new Map<string, (...a: unknown[]) => unknown>();
    for (const m of ["get", "set", "spend", "add", "peek", "heldUntil", "setIfAbsent"]) {
      const original = store[m]!;
      originals.set(m, original);
      store[m] = (...a: unknown[]) => {
        calls.push(m);
        return original.apply(api.store, a);
      };
    }
    try {
      const hit = await api.get("/v1/artists/10", { key: KEYS.secret });
      expect(hit.headers.get("cache-status")).toMatch(/; hit; /);
      expect(hit.headers.get("ratelimit")).toMatch(/^"burst";r=\d+;t=\d+, "daily";r=\d+;t=\d+$/);
      // The audit batch after the answer adds its counters (response bytes, reads by id): one `add`.
      expect(calls).toEqual(["spend", "add"]);
    } finally {
      for (const [m, original] of originals) store[m] = original;
    }
  });

  it("reads fresh first, then answers from the cache at no cost", async () => {
    const first = await api.get("/v1/crew", { key: KEYS.secret });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-status")).toBe("events-api; fwd=miss");
    expect(first.headers.get("cache-control")).toBe(CC_300);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/); // strong: no W/
    const spent = (await usage(api, KEYS.secret)).work.minute.used;
    expect(spent).toBe(1);

    const second = await api.get("/v1/crew", { key: KEYS.secret });
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("cache-control")).toBe(CC_300);
    expect(second.headers.get("cache-status")).toMatch(/^events-api; hit; ttl=(29\d|300)$/);
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(1);
  });

  it("answers If-None-Match with 304, no body and no cost", async () => {
    const first = await api.get("/v1/crew", { key: KEYS.secret });
    const etag = first.headers.get("etag")!;
    const before = (await usage(api, KEYS.secret)).work.minute.used;
    const res = await api.get("/v1/crew", { key: KEYS.secret, headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    expect(res.text).toBe("");
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toBe(CC_300);
    expect(res.headers.get("ratelimit")).toMatch(/"burst";r=\d+;t=\d+/);
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(before);
    // Another tag, or a weak form of the same one.
    expect((await api.get("/v1/crew", { key: KEYS.secret, headers: { "If-None-Match": '"other"' } })).status).toBe(200);
    expect((await api.get("/v1/crew", { key: KEYS.secret, headers: { "If-None-Match": `"x", W/${etag}` } })).status).toBe(304);
  });

  it("a 304 after the copy expired still costs nothing", async () => {
    const first = await api.get("/v1/crew", { key: KEYS.secret });
    vi.setSystemTime(Date.now() + 301_000);
    const res = await api.get("/v1/crew", { key: KEYS.secret, headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(res.status).toBe(304);
    expect(res.headers.get("cache-status")).toBe("events-api; fwd=stale");
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(0);
  });

  it("refreshes an expired copy: fwd=stale", async () => {
    await api.get("/v1/crew", { key: KEYS.secret });
    vi.setSystemTime(Date.now() + 301_000);
    const res = await api.get("/v1/crew", { key: KEYS.secret });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-status")).toBe("events-api; fwd=stale");
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(1);
    expect((await api.get("/v1/crew", { key: KEYS.secret })).headers.get("cache-status")).toMatch(/; hit; ttl=/);
  });

  it("keeps copies per crew: another crew never gets this one", async () => {
    const a = await api.get("/v1/crew", { key: KEYS.secret });
    const b = await api.get("/v1/crew", { key: KEYS.harbour });
    expect(b.headers.get("cache-status")).toBe("events-api; fwd=miss");
    expect(b.body.slug).toBe("harbour");
    expect(b.headers.get("etag")).not.toBe(a.headers.get("etag"));
  });

  it("shares copies between keys of one crew and kind, but not across key kinds", async () => {
    await api.get("/v1/crew", { key: KEYS.secret });
    expect((await api.get("/v1/crew", { key: KEYS.all })).headers.get("cache-status")).toMatch(/; hit; /);
    expect((await api.get("/v1/crew", site)).headers.get("cache-status")).toBe("events-api; fwd=miss");
  });

  it("keeps a copy per query, fields and locale", async () => {
    await api.get("/v1/crew", { key: KEYS.secret });
    const narrowed = await api.get("/v1/crew?fields=name", { key: KEYS.secret });
    expect(narrowed.headers.get("cache-status")).toBe("events-api; fwd=miss");
    expect(narrowed.body).toEqual({ id: expect.any(String), name: "Nightshift Agency" });
    expect((await api.get("/v1/crew?locale=fr", { key: KEYS.secret })).headers.get("cache-status")).toBe("events-api; fwd=miss");
    expect((await api.get("/v1/crew?fields=name", { key: KEYS.secret })).headers.get("cache-status")).toMatch(/; hit; /);
  });

  it("reads fresh for a secret key's Cache-Control: no-cache, and that costs work", async () => {
    await api.get("/v1/crew", { key: KEYS.secret });
    const res = await api.get("/v1/crew", { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-status")).toBe("events-api; fwd=request; stored");
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(2);
    expect((await api.get("/v1/crew", { key: KEYS.secret })).headers.get("cache-status")).toMatch(/; hit; /);
  });

  it("ignores a publishable key's Cache-Control", async () => {
    await api.get("/v1/crew", site);
    const res = await api.get("/v1/crew", { ...site, headers: { "Cache-Control": "no-cache" } });
    expect(res.headers.get("cache-status")).toMatch(/^events-api; hit; ttl=/);
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const get = await api.get("/v1/crew", { key: KEYS.secret });
    const head = await api.head("/v1/crew", { key: KEYS.secret });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("cache-control")).toBe(CC_300);
  });

  it("marks key-level answers private, no-store, without an ETag", async () => {
    for (const path of ["/v1/me", "/v1/usage", "/v1/audit-log"]) {
      const res = await api.get(path, { key: KEYS.secret });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("etag"), path).toBeNull();
      expect(res.headers.get("cache-status"), path).toBeNull();
    }
  });

  it("caches discovery routes too, for everyone", async () => {
    const first = await api.get("/v1/scopes", { ip: "198.51.100.20" });
    expect(first.headers.get("cache-status")).toBe("events-api; fwd=miss");
    const second = await api.get("/v1/scopes", { ip: "198.51.100.21" });
    expect(second.headers.get("cache-status")).toMatch(/^events-api; hit; ttl=/);
    expect(second.headers.get("cache-control")).toBe("private, max-age=3600, stale-while-revalidate=7200, stale-if-error=86400");
    expect((await api.get("/v1/scopes", { headers: { "If-None-Match": first.headers.get("etag")! } })).status).toBe(304);
  });
});

describe("when the budget is spent", () => {
  it("serves the last copy with detail=rate-limited", async () => {
    const w = await windowsOf(api, TRAFFIC_KEYS.tiny);
    const first = await api.get("/v1/crew", { key: TRAFFIC_KEYS.tiny });
    await api.store.add([{ ...w.work.minute, cost: 2 }]);
    const res = await api.get("/v1/crew", { key: TRAFFIC_KEYS.tiny, headers: { "Cache-Control": "no-cache" } });
    expect(res.status).toBe(200);
    expect(res.text).toBe(first.text);
    expect(res.headers.get("cache-status")).toMatch(/^events-api; hit; ttl=\d+; detail=rate-limited$/);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
  });

  it("serves an expired copy too", async () => {
    const first = await api.get("/v1/crew", { key: TRAFFIC_KEYS.tiny });
    vi.setSystemTime(Date.now() + 400_000);
    const w = await windowsOf(api, TRAFFIC_KEYS.tiny);
    await api.store.add([{ ...w.work.minute, cost: 3 }]);
    const res = await api.get("/v1/crew", { key: TRAFFIC_KEYS.tiny });
    expect(res.status).toBe(200);
    expect(res.text).toBe(first.text);
    expect(res.headers.get("cache-status")).toMatch(/^events-api; hit; ttl=-\d+; detail=rate-limited$/);
  });

  it("answers 429 rate_limited with Retry-After when no copy exists, and spends nothing", async () => {
    const w = await windowsOf(api, TRAFFIC_KEYS.tiny);
    await api.store.add([{ ...w.work.minute, cost: 3 }]);
    const res = await api.get("/v1/crew/pages", { key: TRAFFIC_KEYS.tiny });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    const u = await usage(api, TRAFFIC_KEYS.tiny);
    expect(u.work.minute.used).toBe(3);
    expect(u.work.day.used).toBe(0);
  });
});

describe("concurrent reads of one copy", () => {
  const statuses = (answers: { headers: Headers }[]) => answers.map((a) => a.headers.get("cache-status")!.replace(/ttl=\d+/, "ttl=N")).sort();

  it("reads a missing copy fresh once: the others wait and answer from it as hits, at no cost", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.get("/v1/crew", { key: KEYS.secret })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(statuses(answers)).toEqual(["events-api; fwd=miss", "events-api; hit; ttl=N", "events-api; hit; ttl=N", "events-api; hit; ttl=N", "events-api; hit; ttl=N"]);
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(1);
  });

  it("refreshes an expired copy once, and a waiter whose tag is still the copy's gets a 304", async () => {
    const first = await api.get("/v1/crew", { key: KEYS.secret });
    vi.setSystemTime(Date.now() + 301_000);
    const answers = await Promise.all([
      api.get("/v1/crew", { key: KEYS.secret }),
      api.get("/v1/crew", { key: KEYS.secret }),
      api.get("/v1/crew", { key: KEYS.secret, headers: { "If-None-Match": first.headers.get("etag")! } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 304]);
    expect(statuses(answers)).toEqual(["events-api; fwd=stale", "events-api; hit; ttl=N", "events-api; hit; ttl=N"]);
    // The first read is in an earlier minute: this minute holds the refresh alone.
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(1);
  });

  it("does not make no-cache reads, other copies or other crews wait", async () => {
    const answers = await Promise.all([
      api.get("/v1/crew", { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } }),
      api.get("/v1/crew", { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } }),
      api.get("/v1/crew?fields=id", { key: KEYS.secret }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(statuses(answers)).toEqual(["events-api; fwd=miss", "events-api; fwd=request; stored", "events-api; fwd=request; stored"]);
    expect((await usage(api, KEYS.secret)).work.minute.used).toBe(3);
  });

  it("reads fresh on each when the first stores no copy (a 404)", async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => api.get("/v1/artists/999999", { key: KEYS.secret })));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(answers.map((a) => a.body.code)).toEqual(["not_found", "not_found", "not_found"]);
    expect(answers.every((a) => !/; hit;/.test(a.headers.get("cache-status") ?? ""))).toBe(true);
  });
});

describe("when the database is down", () => {
  it("serves the last copy (stale-if-error) instead of a 500", async () => {
    const first = await api.get("/v1/crew", { key: KEYS.secret });
    const real = api.database.db;
    const broken = new Proxy(real, {
      get: (target, prop) => (["select", "execute", "insert", "update", "delete", "transaction", "query"].includes(String(prop)) ? () => { throw new Error("connection refused"); } : Reflect.get(target, prop)),
    }) as Db;
    api.database.db = broken;
    try {
      const res = await api.get("/v1/crew", { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } });
      expect(res.status).toBe(200);
      expect(res.text).toBe(first.text);
      expect(res.headers.get("cache-status")).toMatch(/; detail=stale-if-error$/);
      const none = await api.get("/v1/crew/pages", { key: KEYS.secret });
      expect(none.status).toBe(500);
      expect(none.body.code).toBe("internal_error");
    } finally {
      api.database.db = real;
    }
  });
});
