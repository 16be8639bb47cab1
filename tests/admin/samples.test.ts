/**
 * POST /admin/v1/webhooks/{id}/test with `{ type }`: a sample of an event type the webhook
 * subscribes to, built by the payload builder from the crew's own data, sent to that webhook only
 * with `"sample": true` in the envelope, and never taken for the real event.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { Webhook as Verifier } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runDueOnce } from "@/lib/root/worker";
import { bookingRequests, eventOutbox, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { buildPayload, dispatchPending } from "@/lib/webhook-delivery/bound";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { ADMIN_LIMITS } from "@/lib/traffic/admin-limits";
import { KEYS } from "../support/keys";
import { startReceiver, type Receiver } from "../webhooks/receiver";
import { ADMIN, startAdminWorld, type AdminWorld } from "./support";
import { pinClock } from "../traffic/clock";

let w: AdminWorld;
let receiver: Receiver;
beforeAll(async () => {
  w = await startAdminWorld();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await w.api.close();
});
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  receiver.reset();
  const db = w.api.database.db;
  await db.delete(webhooks);
  await db.delete(webhookMessages);
  await db.delete(eventOutbox);
  await w.api.store.clear();
});

/** Nightshift's paid order on event 100, its payout to promoter 20, and event 100 itself (basic world). */
const ORDER = "a1b2c3d4-0000-4000-8000-000000000100";
const PAYOUT = "b1c2d3e4-0000-4000-8000-000000000020";
const EVENT = 100;

interface Made {
  id: string;
  secret: string;
  url: string;
}

async function createHook(events: string[], extra: Record<string, unknown> = {}, token: string = ADMIN.owner): Promise<Made> {
  const url = `${receiver.url}?${randomUUID()}`;
  const r = await w.call("POST", "/admin/v1/webhooks", token, { url, events, sandbox: true, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.id, secret: r.body.secret, url };
}

const send = (id: string, body?: unknown, token: string = ADMIN.owner) => w.call("POST", `/admin/v1/webhooks/${id}/test`, token, body);
const outbox = () => w.api.database.db.select().from(eventOutbox);
const callsTo = (h: Made) => receiver.calls.filter((c) => c.path === new URL(h.url).pathname + new URL(h.url).search);
const bodyOf = (h: Made, i = 0) => new Verifier(h.secret).verify(callsTo(h)[i]!.body, callsTo(h)[i]!.headers) as Record<string, any>;
const deliveriesOf = (id: string) => w.api.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));

describe("a sample of a subscribed type", () => {
  it("order.paid: the crew's latest order, marked sample in the envelope, with the same data as the real event", async () => {
    const a = await createHook(["order.paid"], { personal_data: true });
    const r = await send(a.id, { type: "order.paid" });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toEqual({ queued: true });
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "order.paid", crewId: w.crews.nightshift, subject: { order_id: ORDER, sample: true, webhook_id: a.id }, dispatchedAt: null });

    expect(await runDueOnce(w.api.app, new Date())).toBe(1);
    const sample = bodyOf(a);
    expect(Object.keys(sample)).toEqual(["type", "timestamp", "data", "sample"]);
    expect(sample).toMatchObject({ type: "order.paid", sample: true });
    expect(sample.data.order).toMatchObject({ id: ORDER, event_id: EVENT, buyer: { email: "fan@mail.test" } });

    // The real order.paid of the same order: the same data, no sample mark, another webhook-id.
    await emitPlatformEvent(w.api.database.db, "order.paid", { order_id: ORDER });
    expect(await runDueOnce(w.api.app, new Date())).toBe(1);
    const real = bodyOf(a, 1);
    expect(Object.keys(real)).toEqual(["type", "timestamp", "data"]);
    expect(real.data).toEqual(sample.data);
    expect(callsTo(a)[1]!.headers["webhook-id"]).not.toBe(callsTo(a)[0]!.headers["webhook-id"]);

    // The deliveries list tells them apart.
    const list = await w.call("GET", `/admin/v1/webhooks/${a.id}/deliveries`, ADMIN.owner);
    expect(list.body.data.map((d: { type: string; sample: boolean; state: string }) => [d.type, d.sample, d.state])).toEqual([
      ["order.paid", false, "delivered"],
      ["order.paid", true, "delivered"],
    ]);
  });

  it("goes to the named webhook only, at once, even while it is off", async () => {
    const a = await createHook(["order.paid", "event.updated"]);
    const b = await createHook(["order.paid", "event.updated"]);
    expect((await w.call("POST", `/admin/v1/webhooks/${a.id}/disable`, ADMIN.owner)).status).toBe(200);
    expect((await send(a.id, { type: "event.updated" })).status).toBe(202);
    expect(await runDueOnce(w.api.app, new Date())).toBe(1);
    expect(callsTo(a)).toHaveLength(1);
    expect(callsTo(b)).toHaveLength(0);
    expect(await deliveriesOf(b.id)).toEqual([]);
    expect(bodyOf(a)).toMatchObject({ type: "event.updated", sample: true, data: { event: { id: expect.any(Number), published: true } } });
  });

  it("event.updated: never folded into a waiting real one, nor a real one into it", async () => {
    const a = await createHook(["event.updated"]);
    const db = w.api.database.db;
    const now = new Date();
    // A real edit waits its 60-second window.
    await emitPlatformEvent(db, "event.updated", { event_id: EVENT }, { now });
    await dispatchPending(db, now, { scale: 1 });
    expect(await deliveriesOf(a.id)).toHaveLength(1);
    // The sample is a delivery of its own, due now.
    expect((await send(a.id, { type: "event.updated" })).status).toBe(202);
    await dispatchPending(db, new Date(), { scale: 1 });
    const both = await deliveriesOf(a.id);
    expect(both).toHaveLength(2);
    // Another real edit folds into the real waiting one, not into the sample.
    await emitPlatformEvent(db, "event.updated", { event_id: EVENT }, { now: new Date() });
    await dispatchPending(db, new Date(), { scale: 1 });
    expect(await deliveriesOf(a.id)).toHaveLength(2);
    // Only the sample is sent now; the real one keeps its window.
    expect(await runDueOnce(w.api.app, new Date(), { scale: 1 })).toBe(1);
    expect(bodyOf(a)).toMatchObject({ type: "event.updated", sample: true });
    const states = (await deliveriesOf(a.id)).map((d) => d.state).sort();
    expect(states).toEqual(["delivered", "waiting"]);
  });

  it.each([
    // The newest first publication among the published events with a Nightshift page on them.
    ["event.published", () => ({ event_id: expect.any(Number), crews: [w.crews.nightshift], first: false })],
    ["payout.paid", () => ({ payout_id: PAYOUT })],
  ])("%s: the data the payload builder gives for the crew's latest one", async (type, subjectOf) => {
    const fields = subjectOf();
    const a = await createHook([type]);
    expect((await send(a.id, { type })).status).toBe(202);
    const [row] = await outbox();
    expect(row!.subject).toMatchObject({ ...fields, sample: true, webhook_id: a.id });
    expect(await runDueOnce(w.api.app, new Date())).toBe(1);
    const { sample: _mark, webhook_id: _hook, ...subject } = row!.subject;
    const real = await buildPayload(w.api.database.db, { id: "msg_real", type, subject, createdAt: row!.createdAt }, w.crews.nightshift, { id: a.id, personalData: false });
    expect(real).toHaveProperty("data");
    expect(bodyOf(a)).toEqual({ type, timestamp: row!.createdAt.toISOString(), data: (real as { data: unknown }).data, sample: true });
  });

  it("booking_request.created: 409 no_sample_data until the crew has one, then built from it", async () => {
    const a = await createHook(["booking_request.created"]);
    const none = await send(a.id, { type: "booking_request.created" });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: "conflict", reason: "no_sample_data" });
    expect(none.body.detail).toMatch(/booking request/);
    expect(await outbox()).toEqual([]);

    const made = await w.api.post("/v1/booking-requests", { artist_ids: [10], contact_email: "b@club.test", contact_name: "B", event_name: "Sample Night", client_ip: "198.51.100.77" }, { key: KEYS.secret });
    expect(made.status).toBe(201);
    const bookingId = made.body.data?.id ?? made.body.id;
    // The real event of that booking request is in the outbox too: route it away first.
    await w.api.database.db.delete(eventOutbox);
    expect((await send(a.id, { type: "booking_request.created" })).status).toBe(202);
    expect(await runDueOnce(w.api.app, new Date())).toBe(1);
    expect(bodyOf(a)).toMatchObject({ type: "booking_request.created", sample: true, data: { booking_request: { id: bookingId, event_name: "Sample Night", contact: null } } });
    await w.api.database.db.delete(bookingRequests).where(eq(bookingRequests.id, bookingId));
  });

  it("ambassador.sale_attributed without any ambassador sale is 409 no_sample_data", async () => {
    const a = await createHook(["ambassador.sale_attributed"]);
    const r = await send(a.id, { type: "ambassador.sale_attributed" });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "conflict", reason: "no_sample_data" });
  });
});

describe("refusals", () => {
  it("a type the webhook does not subscribe to is 422 on type; nothing is queued", async () => {
    const a = await createHook(["order.paid"]);
    const r = await send(a.id, { type: "payout.paid" });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("validation_error");
    expect(r.body.errors).toEqual([{ param: "type", message: expect.stringMatching(/does not subscribe to payout\.paid/) }]);
    expect(await outbox()).toEqual([]);
  });

  it.each([["order.shipped"], [""], [42], [null]])("an unknown type (%j) is 422 on type", async (type) => {
    const a = await createHook(["order.paid"]);
    const r = await send(a.id, { type });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param)).toEqual(["type"]);
    expect(await outbox()).toEqual([]);
  });

  it("an unknown field is 422", async () => {
    const a = await createHook(["order.paid"]);
    const r = await send(a.id, { type: "order.paid", order_id: ORDER });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param)).toEqual(["order_id"]);
  });

  it("another crew's webhook is 404 with a type too, and nothing is queued", async () => {
    const theirs = await createHook(["order.paid"], {}, ADMIN.harbourOwner);
    for (const body of [{ type: "order.paid" }, { type: "payout.paid" }, undefined]) {
      const r = await send(theirs.id, body);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("not_found");
    }
    expect(await outbox()).toEqual([]);
  });

  it(`samples count against the webhook's ${ADMIN_LIMITS.testsPerWebhookPerMinute} test events a minute`, async () => {
    pinClock();
    const a = await createHook(["payout.paid"]);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i <= ADMIN_LIMITS.testsPerWebhookPerMinute; i++) {
      const r = await send(a.id, i % 2 ? { type: "payout.paid" } : undefined);
      if (r.status === 202) accepted++;
      else {
        expect(r.status).toBe(429);
        expect(r.body.code).toBe("rate_limited");
        refused++;
      }
    }
    // The clock is pinned: one minute, so exactly the allowance is accepted and the next refused.
    expect([accepted, refused]).toEqual([ADMIN_LIMITS.testsPerWebhookPerMinute, 1]);
    const queued = await w.api.database.db
      .select()
      .from(eventOutbox)
      .where(and(eq(eventOutbox.crewId, w.crews.nightshift), sql`${eventOutbox.subject}->>'webhook_id' = ${a.id}`));
    expect(queued).toHaveLength(accepted);
  });
});

describe("webhook.test", () => {
  it("is what an empty body or { type: webhook.test } sends, whatever the webhook subscribes to", async () => {
    const a = await createHook(["order.paid"]);
    expect((await send(a.id)).status).toBe(202);
    expect((await send(a.id, { type: "webhook.test" })).status).toBe(202);
    const rows = await outbox();
    expect(rows.map((r) => [r.type, r.subject])).toEqual([
      ["webhook.test", { webhook_id: a.id }],
      ["webhook.test", { webhook_id: a.id }],
    ]);
    expect(await runDueOnce(w.api.app, new Date())).toBe(2);
    expect(Object.keys(bodyOf(a))).toEqual(["type", "timestamp", "data"]);
  });
});
