/** Deliveries of a webhook through the crew admin API: the recent list, resend, and what delete takes with it. */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;

beforeAll(async () => {
  w = await startAdminWorld();
});

// A crew has at most 10 webhooks: each test starts with none (deliveries and calls go with them).
afterEach(async () => {
  await w.api.database.db.delete(webhooks);
});

afterAll(async () => {
  await w.api.close();
});

const RESENT_KEYS = ["attempts", "created_at", "id", "last_error", "last_status", "next_attempt_at", "sample", "state", "type", "webhook_id"];
/** An entry of the list: the delivery, and the call it stands for. */
const DELIVERY_KEYS = ["attempts", "call", "created_at", "id", "last_error", "last_status", "next_attempt_at", "sample", "state", "type", "webhook_id"];
const HOUR = 3600_000;

async function createHook(token: string = ADMIN.owner): Promise<string> {
  const r = await w.call("POST", "/admin/v1/webhooks", token, hook({ events: ["order.paid", "payout.paid"] }));
  expect(r.status).toBe(201);
  return r.body.id;
}

interface Seed {
  webhookId: string;
  crewId: string;
  ageMs: number;
  type?: string;
  state?: string;
  attempts?: number;
  lastStatus?: number | null;
  lastError?: string | null;
  nextAttemptAt?: Date | null;
  leaseUntil?: Date | null;
}

/** A message and its delivery to one webhook, `ageMs` old. */
async function seed(s: Seed): Promise<{ messageId: string; deliveryId: string }> {
  const at = new Date(Date.now() - s.ageMs);
  const messageId = `msg_${randomUUID()}`;
  const deliveryId = randomUUID();
  const db = w.api.database.db;
  await db.insert(webhookMessages).values({ id: messageId, crewId: s.crewId, type: s.type ?? "order.paid", subject: { order_id: randomUUID() }, createdAt: at });
  await db.insert(webhookDeliveries).values({
    id: deliveryId,
    messageId,
    webhookId: s.webhookId,
    state: s.state ?? "delivered",
    attempts: s.attempts ?? 1,
    nextAttemptAt: s.nextAttemptAt ?? null,
    lastStatus: s.lastStatus === undefined ? 200 : s.lastStatus,
    lastError: s.lastError ?? null,
    leaseUntil: s.leaseUntil ?? null,
    createdAt: at,
    updatedAt: at,
  });
  return { messageId, deliveryId };
}

describe("GET /admin/v1/webhooks/{id}/deliveries", () => {
  it("answers { data: [] } for a webhook without deliveries", async () => {
    const id = await createHook();
    const r = await w.call("GET", `/admin/v1/webhooks/${id}/deliveries`, ADMIN.owner);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: [] });
  });

  it("lists each delivery with its message id as webhook_id, newest first", async () => {
    const id = await createHook();
    const next = new Date(Date.now() + 5 * 60_000);
    const delivered = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 3 * HOUR });
    const waiting = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 2 * HOUR, type: "payout.paid", state: "waiting", attempts: 2, lastStatus: 503, lastError: "HTTP 503", nextAttemptAt: next });
    const timedOut = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: HOUR, state: "failed", attempts: 10, lastStatus: null, lastError: "timed out after 10 s" });
    const notSent = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 30 * 60_000, state: "not_sent", attempts: 0, lastStatus: null });
    const r = await w.call("GET", `/admin/v1/webhooks/${id}/deliveries`, ADMIN.manageApi);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data"]);
    expect(r.body.data.map((d: { id: string }) => d.id)).toEqual([notSent.deliveryId, timedOut.deliveryId, waiting.deliveryId, delivered.deliveryId]);
    for (const d of r.body.data) expect(Object.keys(d).sort()).toEqual(DELIVERY_KEYS);
    expect(r.body.data[2]).toEqual({
      id: waiting.deliveryId,
      webhook_id: waiting.messageId,
      type: "payout.paid",
      state: "waiting",
      attempts: 2,
      last_status: 503,
      last_error: "HTTP 503",
      next_attempt_at: next.toISOString(),
      created_at: new Date(Date.parse(r.body.data[2].created_at)).toISOString(),
      sample: false,
      call: null,
    });
    expect(r.body.data[1]).toMatchObject({ webhook_id: timedOut.messageId, state: "failed", attempts: 10, last_status: null, last_error: "timed out after 10 s", next_attempt_at: null });
    expect(r.body.data[3]).toMatchObject({ webhook_id: delivered.messageId, type: "order.paid", state: "delivered", last_status: 200, last_error: null });
    expect(r.body.data[0].state).toBe("not_sent");
    expect(r.body.data[0].webhook_id).toMatch(/^msg_/);
  });

  it("keeps the latest 50 of the last 30 days", async () => {
    const id = await createHook();
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) ids.push((await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: (i + 1) * HOUR })).deliveryId);
    const old = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 31 * 24 * HOUR });
    const r = await w.call("GET", `/admin/v1/webhooks/${id}/deliveries`, ADMIN.owner);
    expect(r.body.data).toHaveLength(50);
    expect(r.body.data.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 50));

    // With few recent ones, the older-than-30-days one is still left out.
    const id2 = await createHook();
    const recent = await seed({ webhookId: id2, crewId: w.crews.nightshift, ageMs: 29 * 24 * HOUR });
    await seed({ webhookId: id2, crewId: w.crews.nightshift, ageMs: 31 * 24 * HOUR });
    const r2 = await w.call("GET", `/admin/v1/webhooks/${id2}/deliveries`, ADMIN.owner);
    expect(r2.body.data.map((d: { id: string }) => d.id)).toEqual([recent.deliveryId]);
    expect(r.body.data.map((d: { id: string }) => d.id)).not.toContain(old.deliveryId);
  });

  // Spec (webhooks 6): "Deliveries per webhook list the latest 50 calls, kept 30 days".
  it("lists the latest 50 calls, each with its delivery's state, not 50 deliveries", async () => {
    const id = await createHook();
    const db = w.api.database.db;
    const busy = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 40 * HOUR, state: "failed", attempts: 55, lastStatus: 500, lastError: "HTTP 500" });
    // 55 calls of one delivery, an hour apart, the newest 10 minutes ago; one older than 30 days.
    for (let n = 1; n <= 55; n++) {
      await db.insert(webhookCalls).values({ id: randomUUID(), deliveryId: busy.deliveryId, attempt: n, at: new Date(Date.now() - (56 - n) * HOUR + 50 * 60_000), status: 500, error: "HTTP 500", ms: 40 + n });
    }
    await db.insert(webhookCalls).values({ id: randomUUID(), deliveryId: busy.deliveryId, attempt: 0, at: new Date(Date.now() - 31 * 24 * HOUR), status: 500, error: null, ms: 1 });
    const fresh = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 60_000, state: "waiting", attempts: 0, lastStatus: null, nextAttemptAt: new Date() });
    const r = await w.call("GET", `/admin/v1/webhooks/${id}/deliveries`, ADMIN.owner);
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(50);
    // The delivery not called yet comes first (at its creation), then the calls newest first.
    expect(r.body.data[0]).toMatchObject({ id: fresh.deliveryId, state: "waiting", call: null });
    const calls = r.body.data.slice(1);
    expect(calls.map((d: { call: { attempt: number } }) => d.call.attempt)).toEqual(Array.from({ length: 49 }, (_, i) => 55 - i));
    for (const d of calls) expect(d).toMatchObject({ id: busy.deliveryId, webhook_id: busy.messageId, state: "failed", attempts: 55, last_status: 500 });
    expect(calls[0].call).toEqual({ attempt: 55, at: expect.any(String), status: 500, error: "HTTP 500", ms: 95 });
    for (const d of r.body.data) expect(Object.keys(d).sort()).toEqual(DELIVERY_KEYS);
  });

  it("shows only that webhook's deliveries", async () => {
    const a = await createHook();
    const b = await createHook();
    const ofA = await seed({ webhookId: a, crewId: w.crews.nightshift, ageMs: HOUR });
    await seed({ webhookId: b, crewId: w.crews.nightshift, ageMs: HOUR });
    const r = await w.call("GET", `/admin/v1/webhooks/${a}/deliveries`, ADMIN.owner);
    expect(r.body.data.map((d: { id: string }) => d.id)).toEqual([ofA.deliveryId]);
  });
});

describe("POST /admin/v1/webhooks/{id}/deliveries/{delivery_id}/resend", () => {
  it("answers 202 with the delivery set waiting, next attempt now, the same message", async () => {
    const id = await createHook();
    const failed = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 40 * HOUR, state: "failed", attempts: 10, lastStatus: 500, lastError: "HTTP 500" });
    const before = Date.now();
    const r = await w.call("POST", `/admin/v1/webhooks/${id}/deliveries/${failed.deliveryId}/resend`, ADMIN.manageApi);
    expect(r.status).toBe(202);
    expect(Object.keys(r.body).sort()).toEqual(RESENT_KEYS);
    expect(r.body).toMatchObject({ id: failed.deliveryId, webhook_id: failed.messageId, type: "order.paid", state: "waiting", attempts: 10, last_status: 500, last_error: "HTTP 500" });
    const next = Date.parse(r.body.next_attempt_at);
    expect(next).toBeGreaterThanOrEqual(before - 1000);
    expect(next).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await w.api.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failed.deliveryId));
    expect(row).toMatchObject({ state: "waiting", messageId: failed.messageId, leaseUntil: null });
    expect(row!.nextAttemptAt!.getTime()).toBe(next);
    // No new message: the call keeps its webhook-id.
    const messages = await w.api.database.db.select().from(webhookMessages).where(eq(webhookMessages.crewId, w.crews.nightshift));
    expect(messages.filter((m) => m.id === failed.messageId)).toHaveLength(1);
    const list = await w.call("GET", `/admin/v1/webhooks/${id}/deliveries`, ADMIN.owner);
    expect(list.body.data[0]).toEqual({ ...r.body, call: null });
  });

  it("also resends a delivered or not_sent delivery", async () => {
    const id = await createHook();
    for (const state of ["delivered", "not_sent"]) {
      const d = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: HOUR, state });
      const r = await w.call("POST", `/admin/v1/webhooks/${id}/deliveries/${d.deliveryId}/resend`, ADMIN.owner);
      expect(r.status).toBe(202);
      expect(r.body.state).toBe("waiting");
    }
  });

  it("is 409 conflict (reason sending) while a worker is sending it", async () => {
    const id = await createHook();
    const d = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 60_000, state: "sending", leaseUntil: new Date(Date.now() + 60_000) });
    const r = await w.call("POST", `/admin/v1/webhooks/${id}/deliveries/${d.deliveryId}/resend`, ADMIN.owner);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "conflict", reason: "sending" });
  });

  it("is 404 for a delivery of another webhook, an unknown or a malformed delivery id", async () => {
    const a = await createHook();
    const b = await createHook();
    const ofB = await seed({ webhookId: b, crewId: w.crews.nightshift, ageMs: HOUR, state: "failed" });
    for (const deliveryId of [ofB.deliveryId, randomUUID(), "nope"]) {
      const r = await w.call("POST", `/admin/v1/webhooks/${a}/deliveries/${deliveryId}/resend`, ADMIN.owner);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("not_found");
    }
    const [row] = await w.api.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, ofB.deliveryId));
    expect(row!.state).toBe("failed");
  });
});

describe("another crew's deliveries", () => {
  it("are 404 to list and to resend, and stay as they were", async () => {
    const theirs = await createHook(ADMIN.harbourOwner);
    const d = await seed({ webhookId: theirs, crewId: w.crews.harbour, ageMs: HOUR, state: "failed" });
    const list = await w.call("GET", `/admin/v1/webhooks/${theirs}/deliveries`, ADMIN.owner);
    expect(list.status).toBe(404);
    const resend = await w.call("POST", `/admin/v1/webhooks/${theirs}/deliveries/${d.deliveryId}/resend`, ADMIN.owner);
    expect(resend.status).toBe(404);
    // Our own webhook id with their delivery id: 404 as well.
    const ours = await createHook();
    expect((await w.call("POST", `/admin/v1/webhooks/${ours}/deliveries/${d.deliveryId}/resend`, ADMIN.owner)).status).toBe(404);
    const [row] = await w.api.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, d.deliveryId));
    expect(row!.state).toBe("failed");
  });
});

describe("delete", () => {
  it("takes the webhook's deliveries and calls with it: 204, then 404 and no history left", async () => {
    const id = await createHook();
    const keep = await createHook();
    const a = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: HOUR, state: "failed" });
    const b = await seed({ webhookId: id, crewId: w.crews.nightshift, ageMs: 2 * HOUR });
    const other = await seed({ webhookId: keep, crewId: w.crews.nightshift, ageMs: HOUR });
    await w.api.database.db.insert(webhookCalls).values([
      { id: randomUUID(), deliveryId: a.deliveryId, attempt: 1, at: new Date(), status: 500, error: "HTTP 500", ms: 120 },
      { id: randomUUID(), deliveryId: b.deliveryId, attempt: 1, at: new Date(), status: 200, error: null, ms: 80 },
    ]);
    const r = await w.call("DELETE", `/admin/v1/webhooks/${id}`, ADMIN.owner);
    expect(r.status).toBe(204);
    expect(r.text).toBe("");
    expect((await w.call("GET", `/admin/v1/webhooks/${id}`, ADMIN.owner)).status).toBe(404);
    expect((await w.call("GET", `/admin/v1/webhooks/${id}/deliveries`, ADMIN.owner)).status).toBe(404);
    const db = w.api.database.db;
    expect(await db.select().from(webhooks).where(eq(webhooks.id, id))).toEqual([]);
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id))).toEqual([]);
    expect(await db.select().from(webhookCalls).where(inArray(webhookCalls.deliveryId, [a.deliveryId, b.deliveryId]))).toEqual([]);
    // The other webhook keeps its history.
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, other.deliveryId))).toHaveLength(1);
  });
});
