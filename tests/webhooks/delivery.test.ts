/**
 * Webhook delivery end to end on the Postgres driver: outbox → dispatch → signed call to a real
 * local receiver, with the schedule driven by passing `now` forward instead of sleeping.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingRequests, eventOutbox, events, orders, pageManagers, sandboxEmails, webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { attemptDelivery, dispatchPending } from "@/lib/webhook-delivery/bound";
import { RETRY_DELAYS_MS } from "@/lib/webhooks/schedule";
import { runDueOnce } from "@/lib/root/worker";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { startReceiver, type Receiver } from "./receiver";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const T0 = new Date("2030-01-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let api: TestApp;
let receiver: Receiver;
let ip = 0;

beforeAll(async () => {
  api = await startApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await api.close();
});
beforeEach(async () => {
  receiver.reset();
  await api.store.clear();
  const { db } = api.database;
  await db.delete(webhooks);
  await db.delete(webhookMessages);
  await db.delete(eventOutbox);
  await db.delete(bookingRequests);
  await db.delete(orders);
  await db.delete(sandboxEmails);
});

const db = () => api.database.db;
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

async function addWebhook(options: { events?: string[]; personalData?: boolean; url?: string; secret?: string; crewId?: string } = {}) {
  const row = {
    id: randomUUID(),
    crewId: options.crewId ?? NIGHTSHIFT,
    url: options.url ?? receiver.url,
    events: options.events ?? ["booking_request.created"],
    secret: options.secret ?? newSecret(),
    personalData: options.personalData ?? false,
    state: "on",
    sandbox: true,
    createdAt: T0,
    updatedAt: T0,
  };
  await db().insert(webhooks).values(row);
  return row;
}

async function book(): Promise<string> {
  const res = await api.post(
    "/v1/booking-requests",
    { artist_ids: [10, 14], contact_email: "booker@club.test", contact_name: "Sam Booker", event_name: "Winter Ball", client_ip: `198.51.100.${++ip % 250}` },
    { key: KEYS.secret },
  );
  expect(res.status).toBe(201);
  return res.body.data?.id ?? res.body.id;
}

const deliveriesOf = (webhookId: string) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
const parsed = (i: number) => JSON.parse(receiver.calls[i]!.body);

describe("webhook delivery (Postgres driver)", () => {
  it("sends booking_request.created after POST /v1/booking-requests, signed and verifiable", async () => {
    const hook = await addWebhook();
    const id = await book();
    expect(await runDueOnce(api.app, new Date())).toBe(1);
    expect(receiver.calls).toHaveLength(1);
    const call = receiver.calls[0]!;
    expect(call.path).toBe("/hooks");
    expect(call.headers["content-type"]).toBe("application/json");
    expect(call.headers["user-agent"]).toBe("events-api-webhooks/1.0");
    expect(Number(call.headers["content-length"])).toBe(Buffer.byteLength(call.body));
    expect(call.headers["webhook-id"]).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(call.headers["webhook-timestamp"]).toMatch(/^\d+$/);
    expect(call.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const verified = new Webhook(hook.secret).verify(call.body, call.headers) as any;
    expect(verified.type).toBe("booking_request.created");
    expect(verified.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(verified.data.booking_request).toMatchObject({ id, artist_ids: [10, 14], event_name: "Winter Ball", status: "new", contact: null });
    expect(() => new Webhook(newSecret()).verify(call.body, call.headers)).toThrow();

    const [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 200, lastError: null, nextAttemptAt: null, leaseUntil: null });
    const recorded = await db().select().from(webhookCalls).where(eq(webhookCalls.deliveryId, d!.id));
    expect(recorded).toEqual([expect.objectContaining({ attempt: 1, status: 200, error: null })]);
    // Nothing left to do.
    expect(await runDueOnce(api.app, new Date())).toBe(0);
  });

  it("carries personal data only to a webhook with personal_data on", async () => {
    const off = await addWebhook({ url: `${receiver.url}?off` });
    const on = await addWebhook({ url: `${receiver.url}?on`, personalData: true });
    await book();
    await runDueOnce(api.app, new Date());
    expect(receiver.calls).toHaveLength(2);
    const byPath = Object.fromEntries(receiver.calls.map((c) => [c.path, c]));
    const offBody = new Webhook(off.secret).verify(byPath["/hooks?off"]!.body, byPath["/hooks?off"]!.headers) as any;
    const onBody = new Webhook(on.secret).verify(byPath["/hooks?on"]!.body, byPath["/hooks?on"]!.headers) as any;
    expect(offBody.data.booking_request.contact).toBeNull();
    expect(onBody.data.booking_request.contact).toEqual({ name: "Sam Booker", email: "booker@club.test", phone: null });
    // One message for the crew: both webhooks carry the same webhook-id.
    expect(byPath["/hooks?off"]!.headers["webhook-id"]).toBe(byPath["/hooks?on"]!.headers["webhook-id"]);
  });

  it("retries after a 500 with the same webhook-id, on the schedule", async () => {
    const hook = await addWebhook();
    receiver.answers = [500, 503];
    await book();
    await runDueOnce(api.app, T0, { scale: 1 });
    let [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "waiting", attempts: 1, lastStatus: 500, lastError: "status 500" });
    expect(d!.nextAttemptAt).toEqual(at(5_000));

    expect(await runDueOnce(api.app, at(4_999), { scale: 1 })).toBe(0);
    expect(await runDueOnce(api.app, at(5_000), { scale: 1 })).toBe(1);
    [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "waiting", attempts: 2, lastStatus: 503 });
    expect(d!.nextAttemptAt).toEqual(at(5_000 + 5 * 60_000));

    expect(await runDueOnce(api.app, at(5_000 + 5 * 60_000), { scale: 1 })).toBe(1);
    [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "delivered", attempts: 3, lastStatus: 200, nextAttemptAt: null });
    expect(receiver.calls).toHaveLength(3);
    expect(new Set(receiver.calls.map((c) => c.headers["webhook-id"])).size).toBe(1);
    for (const c of receiver.calls) new Webhook(hook.secret).verify(c.body, c.headers);
    // A success clears the failure clock.
    const [w] = await db().select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(w!.failingSince).toBeNull();
  });

  it("a small time scale shortens every wait", async () => {
    const hook = await addWebhook();
    receiver.answers = [500];
    await book();
    await runDueOnce(api.app, T0, { scale: 0.01 });
    const [d] = await deliveriesOf(hook.id);
    expect(d!.nextAttemptAt).toEqual(at(50));
  });

  it("signs with both secrets for 24 hours after a rotation, then with the new one only", async () => {
    const oldSecret = newSecret();
    const hook = await addWebhook();
    await db().update(webhooks).set({ previousSecret: oldSecret, rotatedAt: new Date(T0.getTime() - 60 * 60_000) }).where(eq(webhooks.id, hook.id));
    await book();
    await runDueOnce(api.app, T0);
    const first = receiver.calls[0]!;
    expect(first.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    new Webhook(hook.secret).verify(first.body, first.headers);
    new Webhook(oldSecret).verify(first.body, first.headers);

    await book();
    await runDueOnce(api.app, at(23 * 60 * 60_000 + 1));
    const second = receiver.calls[1]!;
    expect(second.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    new Webhook(hook.secret).verify(second.body, second.headers);
    expect(() => new Webhook(oldSecret).verify(second.body, second.headers)).toThrow();
  });

  it("turns a webhook off after three days of failures and emails the crew owner; waiting calls are kept, new events not queued", async () => {
    const hook = await addWebhook();
    receiver.fallback = 500;
    await book();
    let now = T0;
    await runDueOnce(api.app, now, { scale: 1 });
    const [first] = await deliveriesOf(hook.id);
    // A second call queued later, still waiting when the webhook is turned off.
    for (const wait of RETRY_DELAYS_MS.slice(0, 8)) {
      now = new Date(now.getTime() + wait);
      expect(await runDueOnce(api.app, now, { scale: 1 })).toBe(1);
    }
    let [w] = await db().select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(w).toMatchObject({ state: "on", failingSince: T0 });
    expect(await db().$count(sandboxEmails)).toBe(0);

    await book();
    now = new Date(now.getTime() + RETRY_DELAYS_MS[8]!); // 75 h 35 min after the first failure: the 10th attempt
    await runDueOnce(api.app, now, { scale: 1 });
    [w] = await db().select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(w!.state).toBe("off");
    const [done] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first!.id));
    expect(done).toMatchObject({ state: "failed", attempts: 10, nextAttemptAt: null });
    const mails = await db().select().from(sandboxEmails);
    expect(mails).toEqual([expect.objectContaining({ to: "owner@nightshift.test" })]);
    expect(mails[0]!.text).toContain(hook.url);

    // The call queued before it went off is kept, waiting, and not sent while off.
    const kept = (await deliveriesOf(hook.id)).filter((d) => d.id !== first!.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.state).toBe("waiting");
    const sent = receiver.calls.length;
    expect(await runDueOnce(api.app, new Date(now.getTime() + 86_400_000), { scale: 1 })).toBe(0);
    expect(receiver.calls).toHaveLength(sent);
    // Events while off are not queued.
    await book();
    await runDueOnce(api.app, new Date(now.getTime() + 86_400_000), { scale: 1 });
    expect(await deliveriesOf(hook.id)).toHaveLength(2);
    // Another attempt of a kept call while off makes no call and leaves it waiting.
    expect(await attemptDelivery(api.app, kept[0]!.id, now)).toEqual({ state: "waiting", nextAttemptAt: null });
    expect(receiver.calls).toHaveLength(sent);
  });

  it("checks routing again before an attempt: a crew that lost the payee page gets nothing (not_sent)", async () => {
    const hook = await addWebhook({ events: ["order.paid"], personalData: true });
    const orderId = randomUUID();
    await db()
      .insert(orders)
      .values({
        id: orderId,
        eventId: 100,
        status: "paid",
        currency: "EUR",
        amountTotal: 5000,
        createdAt: T0,
        viaSiteOf: NIGHTSHIFT,
        buyerEmail: "buyer@example.test",
        lines: [{ tier_id: "t1", name: "Regular", quantity: 2, unit_amount: 2500 }],
      });
    await emitPlatformEvent(db(), "order.paid", { order_id: orderId }, { now: T0 });
    await dispatchPending(db(), T0);
    expect(await deliveriesOf(hook.id)).toHaveLength(1);

    // Nightshift stops managing promoter 20, the payee of event 100.
    const lost = and(eq(pageManagers.crewId, NIGHTSHIFT), eq(pageManagers.pageType, "promoter"), eq(pageManagers.pageId, 20));
    await db().delete(pageManagers).where(lost);
    try {
      await runDueOnce(api.app, T0);
      expect(receiver.calls).toHaveLength(0);
      const [d] = await deliveriesOf(hook.id);
      expect(d).toMatchObject({ state: "not_sent", attempts: 0 });
      expect(await db().$count(webhookCalls)).toBe(0);
    } finally {
      await db().insert(pageManagers).values({ crewId: NIGHTSHIFT, pageType: "promoter", pageId: 20 });
    }

    // With the page back, a new order.paid is sent with the order's data.
    await emitPlatformEvent(db(), "order.paid", { order_id: orderId }, { now: T0 });
    await runDueOnce(api.app, T0);
    const body = new Webhook(hook.secret).verify(receiver.calls[0]!.body, receiver.calls[0]!.headers) as any;
    expect(body.data.order).toEqual({
      id: orderId,
      kind: "tickets",
      event_id: 100,
      status: "paid",
      currency: "EUR",
      amount_total: 5000,
      amount_refunded: 0,
      created_at: T0.toISOString(),
      lines: [{ tier_id: "t1", name: "Regular", quantity: 2, unit_amount: 2500 }],
      ambassador_code: null,
      via_your_site: true,
      buyer: { email: "buyer@example.test" },
      reference: null,
    });
  });

  it("coalesces event.updated edits made within 60 seconds into one call with the current state", async () => {
    const hook = await addWebhook({ events: ["event.updated"] });
    for (const [ms, title] of [
      [0, "Volt Night I"],
      [10_000, "Volt Night II"],
      [30_000, "Volt Night III"],
    ] as const) {
      await db().update(events).set({ title }).where(eq(events.id, 100));
      await emitPlatformEvent(db(), "event.updated", { event_id: 100 }, { now: at(ms) });
      await runDueOnce(api.app, at(ms), { scale: 1 });
    }
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
    expect(await runDueOnce(api.app, at(59_999), { scale: 1 })).toBe(0);
    expect(await runDueOnce(api.app, at(60_000), { scale: 1 })).toBe(1);
    expect(receiver.calls).toHaveLength(1);
    const body = parsed(0);
    expect(body.type).toBe("event.updated");
    expect(body.data.event).toMatchObject({ id: 100, title: "Volt Night III", published: true, venue: { id: 30, name: "Tresor Hall" } });
    expect(Object.keys(body.data.event).sort()).toEqual(["description", "ends_at", "id", "image_url", "page_url", "published", "starts_at", "timezone", "title", "type", "venue"]);

    // An edit after the call was sent is a new delivery; taking the event offline sends only { id, published: false }.
    await db().update(events).set({ published: false }).where(eq(events.id, 100));
    try {
      await emitPlatformEvent(db(), "event.updated", { event_id: 100 }, { now: at(70_000) });
      await runDueOnce(api.app, at(70_000), { scale: 1 });
      expect(await deliveriesOf(hook.id)).toHaveLength(2);
      await runDueOnce(api.app, at(130_000), { scale: 1 });
      expect(parsed(1).data).toEqual({ event: { id: 100, published: false } });
    } finally {
      await db().update(events).set({ published: true, title: "Volt Night" }).where(eq(events.id, 100));
    }
  });

  it("holds the first event.published 30 seconds, and sends it only to the crews named", async () => {
    const hook = await addWebhook({ events: ["event.published"] });
    const harbour = await addWebhook({ events: ["event.published"], crewId: "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02", url: `${receiver.url}?harbour` });
    await emitPlatformEvent(db(), "event.published", { event_id: 102, crews: [NIGHTSHIFT], first: true }, { now: T0 });
    expect(await runDueOnce(api.app, at(29_999), { scale: 1 })).toBe(0);
    expect(await runDueOnce(api.app, at(30_000), { scale: 1 })).toBe(1);
    expect(parsed(0).data.event).toMatchObject({ id: 102, title: "Quiet Hours", published: true });
    expect(await deliveriesOf(harbour.id)).toHaveLength(0);
    // A page added to a published event: at once.
    await emitPlatformEvent(db(), "event.published", { event_id: 102, crews: [NIGHTSHIFT], first: false }, { now: at(40_000) });
    expect(await runDueOnce(api.app, at(40_000), { scale: 1 })).toBe(1);
    expect(await deliveriesOf(hook.id)).toHaveLength(2);
  });

  it("sends webhook.test to its webhook even when it does not subscribe", async () => {
    const hook = await addWebhook({ events: ["order.paid"] });
    await emitPlatformEvent(db(), "webhook.test", { webhook_id: hook.id }, { crewId: NIGHTSHIFT, now: T0 });
    await runDueOnce(api.app, T0);
    const body = new Webhook(hook.secret).verify(receiver.calls[0]!.body, receiver.calls[0]!.headers) as any;
    expect(body.type).toBe("webhook.test");
    expect(body.data).toEqual({ message: expect.any(String), endpoint_id: hook.id });
  });

  it("does not follow a redirect: a 302 is a failure", async () => {
    const hook = await addWebhook();
    receiver.answers = [{ redirect: `${receiver.url}/elsewhere` }];
    await book();
    await runDueOnce(api.app, T0);
    expect(receiver.calls).toHaveLength(1);
    const [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "waiting", attempts: 1, lastStatus: 302, lastError: "status 302" });
  });

  it("gives up on a call with no answer within the time limit", async () => {
    const hook = await addWebhook();
    receiver.answers = ["hang"];
    await book();
    const started = Date.now();
    await runDueOnce(api.app, T0, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "waiting", attempts: 1, lastStatus: null });
    expect(d!.lastError).toMatch(/no answer within 0.3 s/);
    const [c] = await db().select().from(webhookCalls).where(eq(webhookCalls.deliveryId, d!.id));
    expect(c!.status).toBeNull();
    expect(c!.ms).toBeGreaterThanOrEqual(250);
  });

  it("a refused address counts as a failed attempt and makes no call", async () => {
    const hook = await addWebhook({ url: "https://hooks.example.com/in" });
    await book();
    await runDueOnce(api.app, T0, { lookup: async () => [{ address: "10.0.0.7", family: 4 }] });
    const [d] = await deliveriesOf(hook.id);
    expect(d).toMatchObject({ state: "waiting", attempts: 1, lastStatus: null });
    expect(d!.lastError).toMatch(/not public/);
    expect(receiver.calls).toHaveLength(0);
  });

  it("two workers racing on one database never send one attempt twice", async () => {
    await addWebhook({ url: `${receiver.url}?a` });
    await addWebhook({ url: `${receiver.url}?b` });
    for (let i = 0; i < 6; i++) await book();
    const [one, two] = await Promise.all([runDueOnce(api.app, T0), runDueOnce(api.app, T0)]);
    expect(one + two).toBe(12);
    expect(receiver.calls).toHaveLength(12);
    const pairs = new Set(receiver.calls.map((c) => `${c.path} ${c.headers["webhook-id"]}`));
    expect(pairs.size).toBe(12);
    expect(await runDueOnce(api.app, T0)).toBe(0);
  });
});
