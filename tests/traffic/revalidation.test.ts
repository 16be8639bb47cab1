/**
 * Revalidation with Node's own `fetch` over a real HTTP server (docs/guides/caching.md). The Fetch
 * standard adds `Cache-Control: no-cache` and `Pragma: no-cache` to any request whose caller set
 * `If-None-Match`; such a request revalidates the copy and costs nothing, while a deliberate
 * no-cache read still reads fresh and costs work.
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serveHttp, startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { pinClock } from "./clock";
import { TRAFFIC_KEYS, trafficWorld, windowsOf } from "./world";

let api: TestApp;
let server: http.Server;
let base: string;
/** The headers each request reached the server with, as fetch sent them. */
let seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  api = await startApp(trafficWorld());
  server = serveHttp();
  server.on("request", (req: http.IncomingMessage) => void seen.push(req.headers));
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});
beforeEach(async () => {
  pinClock();
  seen = [];
  await api.store.clear();
});
afterEach(() => vi.useRealTimers());

const get = (path: string, key: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${key}`, ...headers } });

async function workUsed(key: string): Promise<number> {
  const res = await get("/v1/usage", key);
  expect(res.status).toBe(200);
  return ((await res.json()) as { work: { minute: { used: number } } }).work.minute.used;
}

describe("Node's fetch with If-None-Match", () => {
  it("sends no-cache itself, gets 304 from the copy, and spends no work", async () => {
    const first = await get("/v1/crew", KEYS.secret);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-status")).toBe("events-api; fwd=miss");
    const etag = first.headers.get("etag")!;
    expect(await workUsed(KEYS.secret)).toBe(1);

    for (let i = 0; i < 3; i++) {
      const res = await get("/v1/crew", KEYS.secret, { "If-None-Match": etag });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-status")).toBe("events-api; hit; ttl=300; detail=if-none-match");
    }
    // The premise: fetch itself turned each conditional request into a no-cache one.
    const conditional = seen.filter((h) => h["if-none-match"] === etag);
    expect(conditional).toHaveLength(3);
    for (const h of conditional) expect([h["cache-control"], h.pragma]).toEqual(["no-cache", "no-cache"]);
    expect(await workUsed(KEYS.secret)).toBe(1);
  });

  it("still answers 304 from the copy when the work budget is spent", async () => {
    const first = await get("/v1/crew", TRAFFIC_KEYS.tiny);
    const w = await windowsOf(api, TRAFFIC_KEYS.tiny);
    await api.store.add([{ ...w.work.minute, cost: 2 }]);
    const res = await get("/v1/crew", TRAFFIC_KEYS.tiny, { "If-None-Match": first.headers.get("etag")! });
    expect(res.status).toBe(304);
    expect(res.headers.get("cache-status")).toBe("events-api; hit; ttl=300; detail=if-none-match");
  });

  it("refreshes an expired copy and answers 304 at no cost: fwd=stale", async () => {
    const etag = (await get("/v1/crew", KEYS.secret)).headers.get("etag")!;
    vi.setSystemTime(Date.now() + 301_000); // the minute window is new too: nothing spent yet
    const res = await get("/v1/crew", KEYS.secret, { "If-None-Match": etag });
    expect(res.status).toBe(304);
    expect(res.headers.get("cache-status")).toBe("events-api; fwd=stale");
    expect(await workUsed(KEYS.secret)).toBe(0);
  });

  it("reads fresh when its tag is not the copy's, and a 304 from that read is free too", async () => {
    const etag = (await get("/v1/crew", KEYS.secret)).headers.get("etag")!;
    await api.store.clear(); // the copy is gone (and the counters with it)
    const same = await get("/v1/crew", KEYS.secret, { "If-None-Match": etag });
    expect(same.status).toBe(304);
    expect(same.headers.get("cache-status")).toBe("events-api; fwd=request; stored");
    expect(await workUsed(KEYS.secret)).toBe(0);
    // That read left a copy with the client's tag: the next revalidation is a cache hit.
    expect((await get("/v1/crew", KEYS.secret, { "If-None-Match": etag })).headers.get("cache-status")).toMatch(/^events-api; hit; ttl=\d+; detail=if-none-match$/);

    const other = await get("/v1/crew", KEYS.secret, { "If-None-Match": '"not-the-copy"' });
    expect(other.status).toBe(200);
    expect(other.headers.get("cache-status")).toBe("events-api; fwd=request; stored");
    expect(await workUsed(KEYS.secret)).toBe(1);
  });

  it("treats If-None-Match: * with no-cache as a fresh read that costs", async () => {
    await get("/v1/crew", KEYS.secret);
    const res = await get("/v1/crew", KEYS.secret, { "If-None-Match": "*" });
    expect(res.status).toBe(304);
    expect(res.headers.get("cache-status")).toBe("events-api; fwd=request; stored");
    expect(await workUsed(KEYS.secret)).toBe(2);
  });
});

describe("a deliberate Cache-Control: no-cache without If-None-Match", () => {
  it("reads fresh and costs work each time", async () => {
    const body = await (await get("/v1/crew", KEYS.secret)).text();
    for (let i = 0; i < 2; i++) {
      const res = await get("/v1/crew", KEYS.secret, { "Cache-Control": "no-cache" });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
      expect(res.headers.get("cache-status")).toBe("events-api; fwd=request; stored");
    }
    expect(await workUsed(KEYS.secret)).toBe(3);
  });
});
