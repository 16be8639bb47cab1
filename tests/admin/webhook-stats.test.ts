/**
 * GET /admin/v1/webhooks/{id}/stats: a webhook's figures over the 24 hours before the call's clock
 * (pinned here), from deliveries and calls of known times, states and answer times.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(async () => {
  await w.api.close();
});

const T = new Date("2030-03-10T12:00:00.000Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const ago = (ms: number) => new Date(T.getTime() - ms);

beforeEach(async () => {
  await w.api.database.db.delete(webhooks);
  await w.api.store.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T);
});
afterEach(() => {
  vi.useRealTimers();
});

const STATS_KEYS = ["calls", "deliveries", "failing_since", "success_rate", "window_hours"];

async function createHook(token: string = ADMIN.owner): Promise<string> {
  const r = await w.call("POST", "/admin/v1/webhooks", token, hook());
  expect(r.status).toBe(201);
  return r.body.id;
}

/** A delivery of the webhook created at `at`, in `state`. */
async function delivery(webhookId: string, at: Date, state: string, crewId = w.crews.nightshift): Promise<string> {
  const messageId = `msg_${randomUUID()}`;
  const id = randomUUID();
  const db = w.api.database.db;
  await db.insert(webhookMessages).values({ id: messageId, crewId, type: "order.paid", subject: { order_id: randomUUID() }, createdAt: at });
  await db.insert(webhookDeliveries).values({ id, messageId, webhookId, state, attempts: 1, createdAt: at, updatedAt: at });
  return id;
}

let attempt = 0;
/** A call of the delivery at `at`: `status` null is one that got no answer. */
async function call(deliveryId: string, at: Date, status: number | null, ms: number): Promise<void> {
  await w.api.database.db.insert(webhookCalls).values({ id: randomUUID(), deliveryId, attempt: ++attempt, at, status, error: status === null ? "no answer within 10 s" : null, ms });
}

const stats = (id: string, token: string = ADMIN.owner) => w.call("GET", `/admin/v1/webhooks/${id}/stats`, token);

describe("GET /admin/v1/webhooks/{id}/stats", () => {
  it("answers zeros and nulls for a webhook without deliveries", async () => {
    const id = await createHook();
    const r = await stats(id);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.body).toEqual({
      window_hours: 24,
      deliveries: { total: 0, delivered: 0, failed: 0, waiting: 0, not_sent: 0 },
      success_rate: null,
      calls: { total: 0, answered: 0, p50_ms: null, p95_ms: null },
      failing_since: null,
    });
  });

  it("counts the deliveries created in the last 24 hours by state, and the success rate of those finished", async () => {
    const id = await createHook();
    await delivery(id, ago(1 * HOUR), "delivered");
    await delivery(id, ago(2 * HOUR), "delivered");
    await delivery(id, ago(3 * HOUR), "failed");
    await delivery(id, ago(4 * HOUR), "waiting");
    await delivery(id, ago(5 * HOUR), "sending");
    await delivery(id, ago(6 * HOUR), "not_sent");
    await delivery(id, ago(24 * HOUR - MIN), "delivered");
    // Outside the window: a day and a minute old, and one after the clock.
    await delivery(id, ago(24 * HOUR + MIN), "failed");
    await delivery(id, new Date(T.getTime() + MIN), "failed");
    const r = await stats(id, ADMIN.manageApi);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(STATS_KEYS);
    expect(r.body.deliveries).toEqual({ total: 7, delivered: 3, failed: 1, waiting: 2, not_sent: 1 });
    expect(r.body.success_rate).toBe(0.75);
  });

  it("gives p50 and p95 (nearest rank) of the answered calls of the last 24 hours", async () => {
    const id = await createHook();
    const d = await delivery(id, ago(20 * HOUR), "delivered");
    // Twenty answered calls taking 100, 200, … 2000 ms, shuffled in time.
    const times = Array.from({ length: 20 }, (_, i) => (i + 1) * 100);
    for (const [i, ms] of [...times].reverse().entries()) await call(d, ago((i + 1) * 10 * MIN), ms % 300 === 0 ? 503 : 200, ms);
    // Not answered (no status): counted as a call, not in the answer times.
    await call(d, ago(5 * MIN), null, 10_000);
    // Older than the window: left out.
    await call(d, ago(25 * HOUR), 200, 1);
    await call(d, ago(25 * HOUR), 200, 99_999);
    const r = await stats(id);
    expect(r.body.calls).toEqual({ total: 21, answered: 20, p50_ms: 1000, p95_ms: 1900 });
  });

  it("p50 and p95 of one answered call are its time", async () => {
    const id = await createHook();
    const d = await delivery(id, ago(HOUR), "delivered");
    await call(d, ago(HOUR), 204, 87);
    expect((await stats(id)).body.calls).toEqual({ total: 1, answered: 1, p50_ms: 87, p95_ms: 87 });
  });

  it("failing_since is the first failed call after the last successful one", async () => {
    const id = await createHook();
    const a = await delivery(id, ago(40 * HOUR), "failed");
    const b = await delivery(id, ago(3 * HOUR), "waiting");
    await call(a, ago(40 * HOUR), 500, 10);
    await call(a, ago(30 * HOUR), 200, 10);
    // The run of failures since that success, across deliveries; a 3xx and no answer are failures too.
    await call(a, ago(29 * HOUR), 302, 10);
    await call(b, ago(3 * HOUR), null, 10_000);
    await call(b, ago(2 * HOUR), 503, 10);
    const r = await stats(id);
    expect(r.body.failing_since).toBe(ago(29 * HOUR).toISOString());
    // The webhook's own clock is another thing (the turn-off clock), untouched by this read.
    expect((await w.call("GET", `/admin/v1/webhooks/${id}`, ADMIN.owner)).body.failing_since).toBeNull();

    // A success afterwards stops the clock.
    await call(b, ago(HOUR), 200, 10);
    expect((await stats(id)).body.failing_since).toBeNull();
  });

  it("failing_since starts at the first call when none ever succeeded", async () => {
    const id = await createHook();
    const d = await delivery(id, ago(50 * HOUR), "failed");
    await call(d, ago(50 * HOUR), 500, 10);
    await call(d, ago(49 * HOUR), 500, 10);
    expect((await stats(id)).body.failing_since).toBe(ago(50 * HOUR).toISOString());
  });

  it("counts only this webhook's deliveries and calls", async () => {
    const id = await createHook();
    const other = await createHook();
    const d = await delivery(other, ago(HOUR), "failed");
    await call(d, ago(HOUR), 500, 10);
    const r = await stats(id);
    expect(r.body.deliveries.total).toBe(0);
    expect(r.body.calls.total).toBe(0);
    expect(r.body.failing_since).toBeNull();
  });

  it("is 404 for another crew's webhook, an unknown or a malformed id", async () => {
    const theirs = await createHook(ADMIN.harbourOwner);
    await delivery(theirs, ago(HOUR), "delivered", w.crews.harbour);
    for (const id of [theirs, randomUUID(), "nope"]) {
      const r = await stats(id);
      expect(r.status, id).toBe(404);
      expect(r.body.code).toBe("not_found");
    }
    expect((await stats(theirs, ADMIN.harbourOwner)).body.deliveries.total).toBe(1);
  });
});
