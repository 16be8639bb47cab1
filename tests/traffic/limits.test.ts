/** Rate limits (docs/guides/rate-limits.md): work costs, budgets, allowances, headers, escalating waits, the freeze. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
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

const spentBy = async (path: string, key: string = KEYS.secret) => {
  await api.store.clear();
  const res = await api.get(path, { key });
  expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
  return (await usage(api, key)).work.minute.used as number;
};

describe("work cost of an uncached read", () => {
  it.each([
    ["/v1/artists/10", 1],
    ["/v1/artists", 1],
    ["/v1/artists?limit=25", 1],
    ["/v1/artists?limit=26", 2],
    ["/v1/artists?limit=100", 4],
    ["/v1/artists?ids=10,14", 1],
    ["/v1/artists?ids=1,2,3,4,5,6,7,8,9,10,11", 2],
    ["/v1/events/100", 1],
    ["/v1/events/100?expand=ticket_tiers", 2],
    ["/v1/promoters/20/events?expand=venue,lineup", 3],
    ["/v1/promoters/20/events?expand=venue,lineup,ticket_tiers&limit=100", 7],
    ["/v1/crew/pages", 1],
  ])("%s costs %i", async (path, cost) => {
    expect(await spentBy(path)).toBe(cost);
  });

  it("usage costs nothing", async () => {
    const a = await usage(api, KEYS.secret);
    const b = await usage(api, KEYS.secret);
    expect(a.work.minute.used).toBe(0);
    expect(b.work.minute.used).toBe(0);
    expect(b.requests.minute.used).toBe(2);
  });
});

describe("work budgets", () => {
  it("spends the key's minute and day and the crew's pool together", async () => {
    await api.get("/v1/artists?limit=50", { key: KEYS.secret });
    await api.get("/v1/artists/10", { key: KEYS.all });
    const u = await usage(api, KEYS.secret);
    expect(u.work.minute).toMatchObject({ limit: 300, used: 2, remaining: 298 });
    expect(u.work.day).toMatchObject({ limit: 100000, used: 2, remaining: 99998 });
    expect(u.crew_work.minute).toMatchObject({ limit: 1500, used: 3, remaining: 1497 });
    expect(u.crew_work.day).toMatchObject({ limit: 500000, used: 3 });
  });

  it("a refused request spends nothing, and a smaller one still fits", async () => {
    await api.get("/v1/artists?limit=50", { key: TRAFFIC_KEYS.tiny }); // 2 of 3
    const refused = await api.get("/v1/promoters?limit=50", { key: TRAFFIC_KEYS.tiny });
    expect(refused.status).toBe(429);
    let u = await usage(api, TRAFFIC_KEYS.tiny);
    expect(u.work.minute.used).toBe(2);
    expect(u.work.day.used).toBe(2);
    expect(u.crew_work.minute.used).toBe(2);
    expect((await api.get("/v1/artists/10", { key: TRAFFIC_KEYS.tiny })).status).toBe(200);
    u = await usage(api, TRAFFIC_KEYS.tiny);
    expect(u.work.minute).toMatchObject({ used: 3, remaining: 0 });
  });

  it("refuses once the crew's pooled budget is spent, whichever key asks", async () => {
    const w = await windowsOf(api, KEYS.secret);
    await api.store.add([{ ...w.crewWork.minute, cost: 1500 }]);
    const res = await api.get("/v1/artists/10", { key: KEYS.all });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/crew/);
    expect((await usage(api, KEYS.secret)).crew_work.minute).toMatchObject({ used: 1500, remaining: 0 });
  });

  it("refuses the day budget like the minute one", async () => {
    for (let i = 0; i < 5; i++) expect((await api.get(`/v1/artists/10?fields=name&locale=${["en", "fr", "de", "es", "it"][i]}`, { key: TRAFFIC_KEYS.tinyDay })).status).toBe(200);
    const res = await api.get("/v1/artists/14", { key: TRAFFIC_KEYS.tinyDay });
    expect(res.status).toBe(429);
    // Seconds to 00:00 UTC.
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(86400);
  });
});

describe("rate-limit headers", () => {
  it("describe the minute and day windows on every authenticated answer", async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await api.get("/v1/artists/10", { key: KEYS.secret });
    expect(res.headers.get("ratelimit-policy")).toBe('"burst";q=300;w=60, "daily";q=100000;w=86400');
    const m = /^"burst";r=(\d+);t=(\d+), "daily";r=(\d+);t=(\d+)$/.exec(res.headers.get("ratelimit") ?? "");
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(299);
    expect(Number(m![3])).toBe(99999);
    expect(Number(m![2])).toBeLessThanOrEqual(60);
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("299");
    const reset = Number(res.headers.get("x-ratelimit-reset"));
    expect(reset % 60).toBe(0);
    expect(reset).toBeGreaterThan(before);
    expect(reset).toBeLessThanOrEqual(before + 61);
  });

  it("show the day window when it is the tighter one", async () => {
    const res = await api.get("/v1/artists/10", { key: TRAFFIC_KEYS.tinyDay });
    expect(res.headers.get("x-ratelimit-limit")).toBe("5");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("4");
    expect(Number(res.headers.get("x-ratelimit-reset")) % 86400).toBe(0);
    expect(res.headers.get("ratelimit")).toMatch(/^"burst";r=99;t=\d+, "daily";r=4;t=\d+$/);
  });

  it.each([
    ["a 404", "/v1/artists/999999", 404],
    ["a 400", "/v1/artists?limit=0", 400],
    ["a small list", "/v1/presskits", 200],
    ["a cached answer", "/v1/crew", 200],
  ])("come on %s too", async (_name, path, status) => {
    await api.get("/v1/crew", { key: KEYS.secret });
    const res = await api.get(path, { key: KEYS.secret });
    expect(res.status).toBe(status);
    expect(res.headers.get("ratelimit-policy")).toContain('"burst";q=300;w=60');
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
  });

  it("come on a missing scope and on a 429, but not on an invalid key", async () => {
    const scope = await api.get("/v1/artists", { key: KEYS.noScopes });
    expect(scope.status).toBe(403);
    expect(scope.headers.get("x-ratelimit-remaining")).not.toBeNull();
    const w = await windowsOf(api, TRAFFIC_KEYS.tiny);
    await api.store.add([{ ...w.work.minute, cost: 3 }]);
    const limited = await api.get("/v1/artists/10", { key: TRAFFIC_KEYS.tiny });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("ratelimit")).toMatch(/^"burst";r=0;/);
    expect((await api.get("/v1/artists", { key: KEYS.unknown })).headers.get("ratelimit")).toBeNull();
  });
});

describe("request allowance", () => {
  it("counts cached answers too, and refuses past the key's requests a minute", async () => {
    await api.get("/v1/crew", { key: KEYS.secret });
    const w = await windowsOf(api, KEYS.secret);
    expect(w.requests.limit).toBe(6000);
    await api.store.add([{ ...w.requests, cost: 5999 - 1 }]);
    expect((await api.get("/v1/crew", { key: KEYS.secret })).status).toBe(200);
    const res = await api.get("/v1/crew", { key: KEYS.secret });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await api.get("/v1/usage", { key: KEYS.secret })).status).toBe(429);
    // Another key of the crew is not affected.
    expect((await api.get("/v1/crew", { key: KEYS.all })).status).toBe(200);
  });

  it("refuses once the key's response bytes for the day are used", async () => {
    const res = await api.get("/v1/crew", { key: KEYS.secret });
    const u = await usage(api, KEYS.secret);
    expect(u.bytes.limit).toBe(20_000_000_000);
    expect(u.bytes.today).toBe(Buffer.byteLength(res.text));
    const w = await windowsOf(api, KEYS.secret);
    await api.store.add([{ ...w.bytes, cost: 20_000_000_000 }]);
    const refused = await api.get("/v1/crew", { key: KEYS.secret });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/response data/);
  });
});

describe("publishable keys, per visitor address", () => {
  const from = (ip: string) => ({ key: TRAFFIC_KEYS.site, origin: PUBLISHABLE_ORIGIN, ip });

  it("hold each visitor to 60 work a minute, on top of the key's budget", async () => {
    const w = await windowsOf(api, TRAFFIC_KEYS.site, "198.51.100.7");
    expect(w.visitor!.work.limit).toBe(60);
    await api.store.add([{ ...w.visitor!.work, cost: 60 }]);
    const res = await api.get("/v1/artists/10", from("198.51.100.7"));
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/visitor/);
    expect((await api.get("/v1/artists/10", from("198.51.100.8"))).status).toBe(200);
  });

  it("hold each visitor to 600 requests a minute, cached or not", async () => {
    await api.get("/v1/crew", from("198.51.100.9"));
    const w = await windowsOf(api, TRAFFIC_KEYS.site, "198.51.100.9");
    expect(w.visitor!.requests.limit).toBe(600);
    await api.store.add([{ ...w.visitor!.requests, cost: 599 }]);
    const res = await api.get("/v1/crew", from("198.51.100.9"));
    expect(res.status).toBe(429);
    expect((await api.get("/v1/crew", from("198.51.100.10"))).status).toBe(200);
  });

  it("do not apply the visitor allowance to secret keys", async () => {
    const w = await windowsOf(api, KEYS.secret, "203.0.113.7");
    expect(w.visitor).toBeNull();
  });
});

describe("discovery routes", () => {
  it("answer 60 requests a minute per caller address, then 429 with Retry-After", async () => {
    for (let i = 0; i < 60; i++) expect((await api.get("/v1/status", { ip: "192.0.2.50" })).status).toBe(200);
    const res = await api.get("/v1/status", { ip: "192.0.2.50" });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await api.get("/v1/status", { ip: "192.0.2.51" })).status).toBe(200);
    expect((await api.get("/v1/changelog", { ip: "192.0.2.50" })).status).toBe(200);
  });
});

describe("a key that keeps hitting limits", () => {
  it("gets longer waits from the third minute with a 429 within the hour", async () => {
    // A minute boundary must not split a step.
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 60_000 + 1000);
    const w = await windowsOf(api, TRAFFIC_KEYS.tiny);
    const copy = await api.get("/v1/crew", { key: TRAFFIC_KEYS.tiny });
    expect(copy.status).toBe(200);
    const waits: number[] = [];
    for (let minute = 0; minute < 3; minute++) {
      if (minute > 0) vi.setSystemTime(Date.now() + 60_000);
      await api.store.add([{ ...w.work.minute, cost: 3 }]);
      const res = await api.get("/v1/crew/pages", { key: TRAFFIC_KEYS.tiny });
      expect(res.status).toBe(429);
      waits.push(Number(res.headers.get("retry-after")));
    }
    expect(waits.every((s) => s <= 60)).toBe(true);

    // Third strike: held two minutes, although the next minute has room again.
    vi.setSystemTime(Date.now() + 1000);
    const held = await api.get("/v1/crew/pages", { key: TRAFFIC_KEYS.tiny });
    expect(held.status).toBe(429);
    expect(held.body.detail).toMatch(/keeps hitting/);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThanOrEqual(115);

    // Ignoring it in another minute doubles the hold.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await api.get("/v1/crew/pages", { key: TRAFFIC_KEYS.tiny })).status).toBe(429);
    vi.setSystemTime(Date.now() + 1000);
    const longer = await api.get("/v1/crew/pages", { key: TRAFFIC_KEYS.tiny });
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThanOrEqual(235);

    // Cached answers and usage still come meanwhile.
    const cached = await api.get("/v1/crew", { key: TRAFFIC_KEYS.tiny });
    expect(cached.status).toBe(200);
    expect(cached.text).toBe(copy.text);
    expect((await api.get("/v1/usage", { key: TRAFFIC_KEYS.tiny })).status).toBe(200);

    // After the hold, uncached reads resume.
    vi.setSystemTime(Date.now() + 241_000);
    expect((await api.get("/v1/crew/pages", { key: TRAFFIC_KEYS.tiny })).status).toBe(200);
  });
});

describe("a key sweeping ids", () => {
  it("is frozen after 30 misses that are half its reads by id, and held to cached answers", async () => {
    const copy = await api.get("/v1/crew", { key: KEYS.all });
    for (let id = 5000; id < 5029; id++) expect((await api.get(`/v1/artists/${id}`, { key: KEYS.all })).status).toBe(404);
    expect((await usage(api, KEYS.all)).frozen).toBe(false);
    expect((await api.get("/v1/artists/5029", { key: KEYS.all })).status).toBe(404);
    expect((await usage(api, KEYS.all)).frozen).toBe(true);

    const refused = await api.get("/v1/artists/10", { key: KEYS.all });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/frozen/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    const cached = await api.get("/v1/crew", { key: KEYS.all });
    expect(cached.status).toBe(200);
    expect(cached.text).toBe(copy.text);
    // Other keys of the crew are not frozen.
    expect((await usage(api, KEYS.secret)).frozen).toBe(false);
    expect((await api.get("/v1/artists/10", { key: KEYS.secret })).status).toBe(200);
  });

  it("is not frozen for a few misses among reads of ids it was given", async () => {
    for (let i = 0; i < 31; i++) expect((await api.get(`/v1/artists/${[10, 14][i % 2]}`, { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } })).status).toBe(200);
    for (let id = 6000; id < 6030; id++) await api.get(`/v1/artists/${id}`, { key: KEYS.secret });
    expect((await usage(api, KEYS.secret)).frozen).toBe(false);
  });
});
