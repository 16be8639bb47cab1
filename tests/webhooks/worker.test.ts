/** The Postgres driver's claim (leases, SKIP LOCKED), its timer loop, and the pinned connection of one call. */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventOutbox, mailOutbox, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { sendCall } from "@/lib/webhooks/send";
import { claimDue, LEASE_MS, startWorker, stopWorker, workWaiting } from "@/lib/root/worker";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { startApp, type TestApp } from "../support/app";
import { startReceiver, type Receiver } from "./receiver";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const T0 = new Date("2030-01-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let api: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  api = await startApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopWorker();
  await receiver.close();
  await api.close();
});
beforeEach(async () => {
  receiver.reset();
  await api.database.db.delete(webhooks);
  await api.database.db.delete(webhookMessages);
});

async function delivery(options: { state?: string; nextAttemptAt?: Date | null; leaseUntil?: Date | null; webhookState?: string } = {}) {
  const db = api.database.db;
  const webhookId = randomUUID();
  await db.insert(webhooks).values({
    id: webhookId,
    crewId: NIGHTSHIFT,
    url: receiver.url,
    events: ["booking_request.created"],
    secret: `whsec_${randomBytes(32).toString("base64")}`,
    state: options.webhookState ?? "on",
    sandbox: true,
    createdAt: T0,
    updatedAt: T0,
  });
  const messageId = `msg_${randomUUID()}`;
  await db.insert(webhookMessages).values({ id: messageId, crewId: NIGHTSHIFT, type: "booking_request.created", subject: { booking_request_id: randomUUID() }, createdAt: T0 });
  const id = randomUUID();
  await db.insert(webhookDeliveries).values({
    id,
    messageId,
    webhookId,
    state: options.state ?? "waiting",
    nextAttemptAt: options.nextAttemptAt === undefined ? T0 : options.nextAttemptAt,
    leaseUntil: options.leaseUntil ?? null,
    createdAt: T0,
    updatedAt: T0,
  });
  return id;
}

describe("claimDue", () => {
  it("claims due waiting deliveries once, with a 60 s lease", async () => {
    const due = await delivery();
    const later = await delivery({ nextAttemptAt: at(LEASE_MS) });
    expect(await claimDue(api.database.db, 10, T0)).toEqual([due]);
    const [row] = await api.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, due));
    expect(row).toMatchObject({ state: "sending", leaseUntil: at(LEASE_MS) });
    // Held by the lease: nobody else gets it.
    expect(await claimDue(api.database.db, 10, at(LEASE_MS - 1))).toEqual([]);
    // The lease ran out (a worker died mid-attempt): due again; `later` is due by then too.
    expect((await claimDue(api.database.db, 10, at(LEASE_MS))).sort()).toEqual([due, later].sort());
  });

  it("leaves finished deliveries and those of a webhook that is off", async () => {
    await delivery({ state: "delivered", nextAttemptAt: null });
    await delivery({ state: "failed", nextAttemptAt: null });
    await delivery({ state: "not_sent", nextAttemptAt: null });
    const kept = await delivery({ webhookState: "off" });
    expect(await claimDue(api.database.db, 10, T0)).toEqual([]);
    await api.database.db.update(webhooks).set({ state: "on" }).where(eq(webhooks.state, "off"));
    expect(await claimDue(api.database.db, 10, T0)).toEqual([kept]);
  });

  it("takes at most `limit` rows, the earliest first", async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await delivery({ nextAttemptAt: at(-i * 1000) }));
    expect((await claimDue(api.database.db, 2, T0)).sort()).toEqual([ids[4], ids[3]].sort());
  });
});

describe("workWaiting: what a tick finds to do, in one statement", () => {
  beforeEach(async () => {
    await api.database.db.delete(eventOutbox);
    await api.database.db.delete(mailOutbox);
  });

  it("says nothing waits when nothing is due, and names each kind of work when it is", async () => {
    const db = api.database.db;
    expect(await workWaiting(db, T0)).toEqual({ outbox: false, deliveries: false, mail: false });

    await delivery({ state: "delivered", nextAttemptAt: null });
    await delivery({ nextAttemptAt: at(1000) });
    await delivery({ state: "sending", leaseUntil: at(2000) });
    await db.insert(mailOutbox).values({ id: randomUUID(), to: "a@example.test", subject: "s", text: "t", transport: "sandbox", createdAt: T0, nextAttemptAt: at(1000) });
    await db.insert(mailOutbox).values({ id: randomUUID(), to: "b@example.test", subject: "s", text: "t", transport: "sandbox", createdAt: T0, status: "sent", nextAttemptAt: null });
    await db.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0, dispatchedAt: T0 });
    expect(await workWaiting(db, T0)).toEqual({ outbox: false, deliveries: false, mail: false });

    // A waiting delivery and a queued mail come due; a lease runs out later; the outbox gets a row to route.
    expect(await workWaiting(db, at(1000))).toEqual({ outbox: false, deliveries: true, mail: true });
    await db.delete(webhookDeliveries).where(eq(webhookDeliveries.state, "waiting"));
    expect(await workWaiting(db, at(1999))).toEqual({ outbox: false, deliveries: false, mail: true });
    expect(await workWaiting(db, at(2000))).toEqual({ outbox: false, deliveries: true, mail: true });
    await db.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0 });
    expect(await workWaiting(db, T0)).toEqual({ outbox: true, deliveries: false, mail: false });
    // Not left for the loop below to route.
    await db.delete(eventOutbox);
  });
});

describe("the worker loop", () => {
  it("routes the outbox and sends within a few ticks, then stops", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const hookId = randomUUID();
    await api.database.db.insert(webhooks).values({ id: hookId, crewId: NIGHTSHIFT, url: receiver.url, events: [], secret, sandbox: true, createdAt: T0, updatedAt: T0 });
    await emitPlatformEvent(api.database.db, "webhook.test", { webhook_id: hookId }, { crewId: NIGHTSHIFT });
    startWorker(api.app);
    const deadline = Date.now() + 10_000;
    while (receiver.calls.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await stopWorker();
    expect(receiver.calls).toHaveLength(1);
    expect(JSON.parse(receiver.calls[0]!.body).data.endpoint_id).toBe(hookId);
  });
});

describe("sendCall", () => {
  it("connects to the checked address while Host still names the URL's host", async () => {
    const port = new URL(receiver.url).port;
    const body = JSON.stringify({ hello: "world" });
    const result = await sendCall(`http://hooks.example.test:${port}/pinned`, { address: "127.0.0.1", family: 4 }, { "Content-Type": "application/json" }, body, { timeoutMs: 2_000 });
    expect(result).toMatchObject({ status: 200, error: null });
    expect(receiver.calls[0]).toMatchObject({ path: "/pinned", body });
    expect(receiver.calls[0]!.headers.host).toBe(`hooks.example.test:${port}`);
  });

  it("reports a refused connection as an error without a status", async () => {
    const result = await sendCall("http://hooks.example.test:1/x", { address: "127.0.0.1", family: 4 }, {}, "{}", { timeoutMs: 2_000 });
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
