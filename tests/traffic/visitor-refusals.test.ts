/**
 * A visitor's 429 is the visitor's. Core 4.8: `client_ip` is accepted "so per-visitor limits apply
 * to the visitor instead of the whole key". A refusal by a per-visitor window is no strike against
 * the key (core 8: "a key that keeps hitting limits gets longer waits"): visitors refused in three
 * separate minutes leave the key's uncached reads at 200, with RateLimit headers that tell the
 * truth. The key's own windows (its work budget, a route's whole-key room) still strike, and three
 * such minutes still hold the key. Generated from the registry: every route whose body takes
 * `client_ip`. The clock is pinned; each minute is set by hand.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Auth } from "@/lib/auth/authenticate";
import { endpoints, endpointById } from "@/lib/registry/registry";
import { PLANS } from "@/lib/limits/plans";
import { routeWindows } from "@/lib/registry/route-limits";
import { startApp, type ApiResponse, type TestApp } from "../support/app";
import { ALPHA, FIXTURES, casesOf, keySet, seedMemberCredentials, twoCrewsWorld, type Call } from "../security/cross-crew-fixtures";
import { windowsOf } from "./world";

/** Routes whose body schema names `client_ip`. */
const takesClientIp = endpoints
  .filter((e) => e.method === "POST" && e.body !== undefined && JSON.stringify(z.toJSONSchema(e.body as z.ZodType, { io: "input", unrepresentable: "any" })).includes('"client_ip"'))
  .map((e) => e.id)
  .sort();

/** One key set each (the cross-crew fixtures' world has one per index): a route's strikes stay its own. */
const keyOf = (i: number) => keySet("alpha", i);
const OWN_LIMITS_KEY = takesClientIp.length;
const PUBLISHABLE_KEY = takesClientIp.length + 1;
const OWN_BUDGET_KEY = takesClientIp.length + 2;
const ROSTER_WORK = PLANS.roster.workPerMinute;

let api: TestApp;
let start = 0;
beforeAll(async () => {
  api = await startApp(twoCrewsWorld(takesClientIp.length + 3));
  await seedMemberCredentials(api);
});
afterAll(() => api?.close());
afterEach(() => vi.useRealTimers());

/** Minute `m` of the test, 5 seconds in: a window boundary never splits a step. */
function atMinute(m: number) {
  vi.setSystemTime(start + m * 60_000);
}
function pinStart() {
  vi.useFakeTimers({ toFake: ["Date"] });
  start = Math.floor(Date.now() / 60_000) * 60_000 + 65_000;
  atMinute(0);
}

/** The fixture's call for a route, with nothing of it sold or stored where the fixture offers one. */
function callOf(id: string): Call {
  const first = casesOf(FIXTURES[id]!)[0]!;
  return "unknown" in first ? first.unknown : first.call;
}

function auth(keyIndex: number): Auth {
  return { crew: { id: ALPHA.crew }, key: { id: keyOf(keyIndex).secretId } } as unknown as Auth;
}

async function post(id: string, keyIndex: number, body: Record<string, unknown>): Promise<ApiResponse> {
  const e = endpointById(id)!;
  const call = callOf(id);
  const path = e.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(call.params?.[name])));
  return api.post(path, body, { key: keyOf(keyIndex).secret, headers: { ...call.headers } });
}

/** The burst window's `r` and `t` in the RateLimit header. */
function burst(res: ApiResponse): { r: number; t: number } {
  const m = /"burst";r=(\d+);t=(\d+)/.exec(res.headers.get("ratelimit") ?? "");
  if (!m) throw new Error(`no burst window in ${res.headers.get("ratelimit")}`);
  return { r: Number(m[1]), t: Number(m[2]) };
}

/** An uncached read of the key (no-cache: it reads fresh and spends 1 work). */
const uncachedRead = (keyIndex: number) => api.get("/v1/crew/pages", { key: keyOf(keyIndex).secret, headers: { "Cache-Control": "no-cache" } });

describe("visitors refused by their own window, in three separate minutes", () => {
  it("the registry has routes that take client_ip", () => {
    expect(takesClientIp.length).toBeGreaterThanOrEqual(15);
  });

  it.each(takesClientIp.map((id, i) => [id, i] as const))("%s: the key's uncached reads still answer 200, and its RateLimit headers are true", async (id, i) => {
    pinStart();
    const body = { ...(callOf(id).body as Record<string, unknown>) };
    for (let m = 0; m < 3; m++) {
      atMinute(m);
      const visitor = `198.51.100.${10 + m}`;
      const [mine, wholeKey] = routeWindows(id, auth(i), { client_ip: visitor }).filter((w) => w.seconds === 60);
      expect(mine!.key).toContain(`:v:${visitor}`);
      // The visitor has used its minute; the whole key has twenty times the room, nearly all left.
      await api.store.add([{ ...mine!, cost: mine!.limit }], Date.now());
      const refused = await post(id, i, { ...body, client_ip: visitor, ...(id === "create_shop_checkout_session" ? { buyer_email: `visitor${m}@example.test` } : {}) });
      expect(refused.status, refused.text).toBe(429);
      expect(refused.body.code).toBe("rate_limited");
      expect(wholeKey!.limit).toBe(mine!.limit * 20);
    }
    // Still the third minute, a second later: the key itself is not held.
    vi.setSystemTime(Date.now() + 1000);
    const read = await uncachedRead(i);
    expect(read.status, read.text).toBe(200);
    expect(read.headers.get("cache-status")).toMatch(/fwd=request/);
    // The headers tell what the key can still spend: its whole minute but this read.
    expect(burst(read).r).toBe(ROSTER_WORK - 1);
    expect(Number(read.headers.get("x-ratelimit-remaining"))).toBe(ROSTER_WORK - 1);
    const usage = await api.get("/v1/usage", { key: keyOf(i).secret });
    expect(usage.body.work.minute).toMatchObject({ used: 1, remaining: ROSTER_WORK - 1 });
    // And a minute later, too.
    atMinute(3);
    expect((await uncachedRead(i)).status).toBe(200);
  });

  it("a publishable key's visitor over its own work (60 a minute) in three minutes: the key's other visitors still read fresh", async () => {
    pinStart();
    const key = keyOf(PUBLISHABLE_KEY).publishable;
    const read = (ip: string) => api.get("/v1/crew", { key, origin: ALPHA.origin, ip });
    const w = await windowsOf(api, key, "198.51.100.77");
    for (let m = 0; m < 3; m++) {
      atMinute(m);
      await api.store.add([{ ...w.visitor!.work, cost: w.visitor!.work.limit }], Date.now());
      const refused = await read("198.51.100.77");
      expect(refused.status, refused.text).toBe(429);
      expect(refused.body.detail).toMatch(/visitor address/);
    }
    vi.setSystemTime(Date.now() + 1000);
    const other = await read("198.51.100.78");
    expect(other.status, other.text).toBe(200);
    expect(other.headers.get("cache-status")).toMatch(/fwd=miss/);
  });
});

describe("the key's own limits still escalate (core 8)", () => {
  // No copy of the read: a refused read would otherwise be answered from it (200, no strike).
  beforeEach(() => api.store.clear());

  it("the key's own room on a route, used up in three separate minutes: held two minutes, and the headers say so", async () => {
    pinStart();
    const id = "newsletter_signup";
    const body = { ...(callOf(id).body as Record<string, unknown>) };
    for (let m = 0; m < 3; m++) {
      atMinute(m);
      // Without client_ip only the whole key counts: its room is the key's own.
      const [wholeKey] = routeWindows(id, auth(OWN_LIMITS_KEY), {}).filter((w) => w.seconds === 60);
      await api.store.add([{ ...wholeKey!, cost: wholeKey!.limit }], Date.now());
      expect((await post(id, OWN_LIMITS_KEY, body)).status).toBe(429);
    }
    vi.setSystemTime(Date.now() + 1000);
    const held = await uncachedRead(OWN_LIMITS_KEY);
    expect(held.status).toBe(429);
    expect(held.body.detail).toMatch(/keeps hitting/);
    const wait = Number(held.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(115);
    // Nothing can be spent until the hold ends: the headers do not promise budget the key cannot use.
    expect(burst(held)).toEqual({ r: 0, t: wait });
    expect(Number(held.headers.get("x-ratelimit-remaining"))).toBe(0);
    // After the hold, reads resume.
    vi.setSystemTime(Date.now() + wait * 1000 + 1000);
    expect((await uncachedRead(OWN_LIMITS_KEY)).status).toBe(200);
  });

  it("the key's own work budget, spent in three separate minutes: held too", async () => {
    pinStart();
    const i = OWN_BUDGET_KEY;
    const w = await windowsOf(api, keyOf(i).secret);
    for (let m = 0; m < 3; m++) {
      atMinute(m);
      await api.store.add([{ ...w.work.minute, cost: w.work.minute.limit }], Date.now());
      expect((await uncachedRead(i)).status).toBe(429);
    }
    vi.setSystemTime(Date.now() + 1000);
    const held = await uncachedRead(i);
    expect(held.status).toBe(429);
    expect(held.body.detail).toMatch(/keeps hitting/);
  });
});
