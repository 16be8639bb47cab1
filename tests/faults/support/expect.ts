/**
 * What the fault files expect of an answer while a service is gone, in one place: the database
 * (tests/faults/database-drop, tests/vercel/ws-proxy-stopped) and the store (tests/faults/redis-paused,
 * tests/vercel/upstash-rest-stopped), whatever the transport.
 */
import { expect } from "vitest";
import { connectionLost } from "@/lib/db/client";
import { DEADLINE_MS, type Timed } from "./timed";

/** A request that needs the database while it is gone: 503 service_unavailable with Retry-After, within `withinMs`. */
export function expectUnavailable(r: Timed, withinMs = DEADLINE_MS) {
  expect(r.status, r.text).toBe(503);
  expect(r.ms).toBeLessThan(withinMs);
  expect(r.headers.get("content-type")).toBe("application/problem+json");
  expect(r.body).toMatchObject({ status: 503, code: "service_unavailable" });
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
}

/** The store is gone: the request runs by the fail-open policy, within a second, without made-up rate-limit headers. */
export function expectFailOpen(r: Timed, status: number) {
  expect(r.status, r.text).toBe(status);
  expect(r.ms).toBeLessThan(DEADLINE_MS);
  // Budgets could not be read: the headers are left out rather than made up.
  expect(r.headers.get("ratelimit")).toBeNull();
  expect(r.headers.get("x-ratelimit-remaining")).toBeNull();
}

/** The store is gone: a booking request with an Idempotency-Key is refused (it could not be claimed), within a second. */
export function expectRefusedWrite(r: Timed) {
  expect(r.status, r.text).toBe(503);
  expect(r.ms).toBeLessThan(DEADLINE_MS);
  expect(r.headers.get("content-type")).toBe("application/problem+json");
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(r.body).toMatchObject({ status: 503, code: "service_unavailable", title: "Service unavailable", instance: "/api/v1/booking-requests" });
  expect(r.body.request_id).toBe(r.headers.get("x-request-id"));
}

/** A check's own query, tried again when it meets a connection the fault ended. */
export async function checked<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= 5 || !connectionLost(e)) throw e;
    }
  }
}
