/** The basic world plus keys with small budgets, for the traffic and booking tests. */
import { authenticate, type Auth } from "@/lib/auth/authenticate";
import { keyWindows, type KeyWindows } from "@/lib/traffic/windows";
import { BASE, readWorld, type TestApp } from "../support/app";

export const TRAFFIC_KEYS = {
  /** Nightshift (roster), secret, 3 work a minute. */
  tiny: "svc_sk_test_trafficTinyBudgetKey0001",
  /** Nightshift, secret, 100 a minute but 5 a day: the day window is the tighter one. */
  tinyDay: "svc_sk_test_trafficTinyDailyKey00001",
  /** Nightshift, publishable, on https://nightshift.test. */
  site: "svc_pk_test_trafficSiteKey0000000001",
  /** Nightshift, secret, bookings only. */
  booker: "svc_sk_test_trafficBookerKey000000001",
  /** Harbour (studio), secret, bookings. */
  harbourBooker: "svc_sk_test_trafficHarbourBooker0001",
  /** Nightshift, secret, 40 work a day (the two-instance test counts against it). */
  pool: "svc_sk_test_trafficPoolKey0000000001",
} as const;

export function trafficWorld(): any {
  const world = structuredClone(readWorld("basic")) as any;
  world.keys.push(
    { crew: "nightshift", name: "Tiny", type: "secret", token: TRAFFIC_KEYS.tiny, rate_limit: { per_minute: 3, per_day: 1000 } },
    { crew: "nightshift", name: "Tiny day", type: "secret", token: TRAFFIC_KEYS.tinyDay, rate_limit: { per_minute: 100, per_day: 5 } },
    { crew: "nightshift", name: "Site", type: "publishable", token: TRAFFIC_KEYS.site, websites: ["https://nightshift.test"] },
    { crew: "nightshift", name: "Booker", type: "secret", token: TRAFFIC_KEYS.booker, scopes: ["write:bookings"] },
    { crew: "harbour", name: "Booker", type: "secret", token: TRAFFIC_KEYS.harbourBooker, scopes: ["write:bookings", "read:artists"] },
    { crew: "nightshift", name: "Pool", type: "secret", token: TRAFFIC_KEYS.pool, scopes: ["read:profile", "read:artists", "write:bookings"], rate_limit: { per_minute: 100000, per_day: 40 } },
  );
  return world;
}

/** The key's record, as the pipeline sees it. */
export async function authOf(api: TestApp, token: string): Promise<Auth> {
  const url = new URL("/api/v1/me", BASE);
  return authenticate(new Request(url, { headers: { Authorization: `Bearer ${token}` } }), url, { db: api.database.db, store: api.store, clientIp: "203.0.113.7", now: new Date() });
}

/** The very windows the limits spend for this key (and visitor address, for a publishable key). */
export async function windowsOf(api: TestApp, token: string, ip: string | null = null): Promise<KeyWindows> {
  return keyWindows(await authOf(api, token), ip);
}

export async function usage(api: TestApp, token: string) {
  const res = await api.get("/v1/usage", { key: token });
  if (res.status !== 200) throw new Error(`usage answered ${res.status}: ${res.text}`);
  return res.body;
}

