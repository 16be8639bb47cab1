/**
 * Write limits of the crew admin API (docs/guides/admin-api.md, "Limits"): 60 writes a minute per
 * crew, 10 test events a minute per webhook. Core 7: "rate_limited | 429 | a limit was reached;
 * `Retry-After` seconds"; core 8: rate-limit headers `RateLimit-Policy`, `RateLimit`,
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eventOutbox, webhooks } from "@/lib/db/schema";
import { ADMIN_LIMITS } from "@/lib/traffic/admin-limits";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(async () => {
  await w.api.close();
});
beforeEach(async () => {
  await w.api.database.db.delete(webhooks);
  await w.api.store.clear();
  // One minute window for the whole test: the clock stands at the start of a minute.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.ceil(vi.getRealSystemTime() / 60_000) * 60_000 + 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

const testEvents = async () => (await w.api.database.db.select({ n: count() }).from(eventOutbox).where(eq(eventOutbox.type, "webhook.test")))[0]!.n;

function expectLimited(r: { status: number; body: any; headers: Headers }) {
  expect(r.status, JSON.stringify(r.body)).toBe(429);
  expect(r.body.code).toBe("rate_limited");
  const wait = Number(r.headers.get("retry-after"));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
  expect(Number(r.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 1);
}

describe("admin write limits", () => {
  it(`test event ${ADMIN_LIMITS.testsPerWebhookPerMinute + 1} of a webhook in one minute is 429 rate_limited with Retry-After; nothing more is queued`, async () => {
    const created = await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook());
    const id = created.body.id as string;
    const before = await testEvents();
    for (let i = 0; i < ADMIN_LIMITS.testsPerWebhookPerMinute; i++) {
      const r = await w.call("POST", `/admin/v1/webhooks/${id}/test`, ADMIN.owner);
      expect(r.status).toBe(202);
      expect(r.headers.get("ratelimit-policy")).toBe(`"admin-writes";q=${ADMIN_LIMITS.writesPerCrewPerMinute};w=60, "webhook-tests";q=${ADMIN_LIMITS.testsPerWebhookPerMinute};w=60`);
      expect(r.headers.get("x-ratelimit-limit")).toBe(String(ADMIN_LIMITS.testsPerWebhookPerMinute));
      expect(r.headers.get("x-ratelimit-remaining")).toBe(String(ADMIN_LIMITS.testsPerWebhookPerMinute - i - 1));
    }
    const over = await w.call("POST", `/admin/v1/webhooks/${id}/test`, ADMIN.owner);
    expectLimited(over);
    expect(over.body.detail).toMatch(/test events/);
    expect(over.headers.get("ratelimit")).toMatch(/"webhook-tests";r=0;t=\d+/);
    expect(await testEvents()).toBe(before + ADMIN_LIMITS.testsPerWebhookPerMinute);
    // Per webhook: another webhook of the crew still tests.
    const other = await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook());
    expect((await w.call("POST", `/admin/v1/webhooks/${other.body.id}/test`, ADMIN.owner)).status).toBe(202);
  });

  it(`admin write ${ADMIN_LIMITS.writesPerCrewPerMinute + 1} of a crew in one minute is 429, whoever sends it; another crew still writes; reads are not limited`, async () => {
    const created = await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook());
    const id = created.body.id as string;
    expect(created.headers.get("ratelimit-policy")).toBe(`"admin-writes";q=${ADMIN_LIMITS.writesPerCrewPerMinute};w=60`);
    for (let i = 1; i < ADMIN_LIMITS.writesPerCrewPerMinute; i++) {
      const r = await w.call("PATCH", `/admin/v1/webhooks/${id}`, i % 2 ? ADMIN.owner : ADMIN.manageApi, { description: `edit ${i}` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const over = await w.call("PATCH", `/admin/v1/webhooks/${id}`, ADMIN.manageApi, { description: "one too many" });
    expectLimited(over);
    expect(over.body.detail).toMatch(/admin writes/);
    expect(over.headers.get("ratelimit")).toMatch(/^"admin-writes";r=0;t=\d+$/);
    expect((await w.call("GET", `/admin/v1/webhooks/${id}`, ADMIN.owner)).body.description).toBe(`edit ${ADMIN_LIMITS.writesPerCrewPerMinute - 1}`);
    expect((await w.call("GET", "/admin/v1/webhooks", ADMIN.owner)).status).toBe(200);
    expect((await w.call("POST", "/admin/v1/webhooks", ADMIN.harbourOwner, hook())).status).toBe(201);
  });
});
