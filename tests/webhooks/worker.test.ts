/**
 * The Postgres driver's claim (leases, SKIP LOCKED), its timer loop (asking every tick on a server,
 * sleeping until work is due or written on the embedded database), and the pinned connection of one call.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventOutbox, mailOutbox, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { rows } from "@/lib/db/client";
import type { App } from "@/lib/root/types";
import { sendCall } from "@/lib/webhooks/send";
import { claimDue, LEASE_MS, startWorker, stopWorker, TICK_MS, WAKE_CHANNEL, workWaiting } from "@/lib/root/worker";
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

async function delivery(options: { state?: string; nextAttemptAt?: Date | null; leaseUntil?: Date | null; webhookState?: string; test?: boolean } = {}) {
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
  // A test call is sent even while its webhook is off, and is built without any other row.
  const message = options.test ? { type: "webhook.test", subject: { webhook_id: webhookId } } : { type: "booking_request.created", subject: { booking_request_id: randomUUID() } };
  await db.insert(webhookMessages).values({ id: messageId, crewId: NIGHTSHIFT, ...message, createdAt: T0 });
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
    expect(await workWaiting(db, T0)).toEqual({ outbox: false, deliveries: false, mail: false, dueAt: null });

    await delivery({ state: "delivered", nextAttemptAt: null });
    await delivery({ nextAttemptAt: at(1000) });
    await delivery({ state: "sending", leaseUntil: at(2000) });
    await db.insert(mailOutbox).values({ id: randomUUID(), to: "a@example.test", subject: "s", text: "t", transport: "sandbox", createdAt: T0, nextAttemptAt: at(1000) });
    await db.insert(mailOutbox).values({ id: randomUUID(), to: "b@example.test", subject: "s", text: "t", transport: "sandbox", createdAt: T0, status: "sent", nextAttemptAt: null });
    await db.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0, dispatchedAt: T0 });
    expect(await workWaiting(db, T0)).toEqual({ outbox: false, deliveries: false, mail: false, dueAt: at(1000) });

    // A waiting delivery and a queued mail come due; a lease runs out later; the outbox gets a row to route.
    expect(await workWaiting(db, at(1000))).toEqual({ outbox: false, deliveries: true, mail: true, dueAt: at(1000) });
    await db.delete(webhookDeliveries).where(eq(webhookDeliveries.state, "waiting"));
    expect(await workWaiting(db, at(1999))).toEqual({ outbox: false, deliveries: false, mail: true, dueAt: at(1000) });
    expect(await workWaiting(db, at(2000))).toEqual({ outbox: false, deliveries: true, mail: true, dueAt: at(1000) });
    await db.delete(mailOutbox);
    expect(await workWaiting(db, T0)).toEqual({ outbox: false, deliveries: false, mail: false, dueAt: at(2000) });
    await db.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0 });
    expect(await workWaiting(db, T0)).toEqual({ outbox: true, deliveries: false, mail: false, dueAt: at(2000) });
    // Not left for the loop below to route.
    await db.delete(eventOutbox);
  });

  it("gives no due time to a delivery its webhook holds, but does to a test call, and to the held one once the webhook is on", async () => {
    const db = api.database.db;
    await delivery({ webhookState: "off", nextAttemptAt: at(-5000) });
    await delivery({ webhookState: "off", state: "sending", leaseUntil: at(-4000) });
    // Due, so the pass looks (and claims nothing); but no time to wake for.
    expect(await workWaiting(db, T0)).toEqual({ outbox: false, deliveries: true, mail: false, dueAt: null });
    await delivery({ webhookState: "off", nextAttemptAt: at(3000), test: true });
    expect((await workWaiting(db, T0)).dueAt).toEqual(at(3000));
    await db.update(webhooks).set({ state: "on" });
    expect((await workWaiting(db, T0)).dueAt).toEqual(at(-5000));
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

const embedded = !process.env.DATABASE_URL && !process.env.POSTGRES_URL;
const dialect = new PgDialect();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The app over a handle that notes when the worker asks whether work waits (its one statement naming `outbox`). */
function countingQuestions(app: App): { app: App; asked: number[] } {
  const asked: number[] = [];
  const db = new Proxy(app.database.db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== "execute") return value;
      return (query: SQL) => {
        if (dialect.sqlToQuery(query).sql.includes("AS outbox")) asked.push(Date.now());
        return value.call(target, query);
      };
    },
  });
  return { app: { ...app, database: { ...app.database, db } }, asked };
}

async function until(what: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await what()) && Date.now() < deadline) await sleep(10);
}

describe("the worker loop: when it asks", () => {
  beforeEach(async () => {
    await api.database.db.delete(eventOutbox);
    await api.database.db.delete(mailOutbox);
  });
  afterEach(stopWorker);

  it("on a server (no notifications), asks every tick", async () => {
    const { app, asked } = countingQuestions(api.app);
    startWorker({ ...app, database: { ...app.database, driver: "pg", onNotify: undefined } });
    await sleep(5 * TICK_MS + 100);
    await stopWorker();
    expect(asked.length).toBeGreaterThanOrEqual(4);
  });

  describe.skipIf(!embedded)("with the embedded database", () => {
    it("asks once and then sleeps, even with a delivery held by a webhook that is off; turning it on wakes it", async () => {
      const held = await delivery({ webhookState: "off", nextAttemptAt: new Date(Date.now() - 60_000) });
      const { app, asked } = countingQuestions(api.app);
      startWorker(app);
      // Five ticks: polling would have asked five or six times.
      await sleep(5 * TICK_MS + 100);
      expect(asked.length).toBeGreaterThanOrEqual(1);
      expect(asked.length).toBeLessThanOrEqual(2);
      const [row] = await api.database.db.select({ state: webhookDeliveries.state }).from(webhookDeliveries).where(eq(webhookDeliveries.id, held));
      expect(row?.state).toBe("waiting");

      const turnedOn = Date.now();
      await api.database.db.update(webhooks).set({ state: "on" });
      const attempted = async () => (await api.database.db.select({ state: webhookDeliveries.state }).from(webhookDeliveries).where(eq(webhookDeliveries.id, held)))[0]?.state !== "waiting";
      await until(attempted, 8000);
      expect(await attempted()).toBe(true);
      // Asleep without the notification, it would have waited for its 30 s cap (IDLE_MAX_MS); the
      // bound leaves room for a busy machine.
      expect(Date.now() - turnedOn).toBeLessThan(5000);
    });

    it("attempts a delivery written while it sleeps at once", async () => {
      const { app, asked } = countingQuestions(api.app);
      startWorker(app);
      await until(() => asked.length > 0, 2000);
      await sleep(2 * TICK_MS);
      expect(asked).toHaveLength(1);
      const written = Date.now();
      await delivery({ nextAttemptAt: new Date(written), test: true });
      await until(() => receiver.calls.length > 0, 8000);
      expect(receiver.calls).toHaveLength(1);
      expect(Date.now() - written).toBeLessThan(5000);
    });

    it("attempts a delivery when its time comes, with no write to wake it and without asking before", async () => {
      const due = Date.now() + 1000;
      await delivery({ nextAttemptAt: new Date(due), test: true });
      const { app, asked } = countingQuestions(api.app);
      startWorker(app);
      await until(() => receiver.calls.length > 0, 8000);
      const received = Date.now();
      expect(receiver.calls).toHaveLength(1);
      expect(received).toBeGreaterThanOrEqual(due);
      expect(received - due).toBeLessThan(5000);
      // The first pass learnt when it was due; nothing was asked after it until then.
      expect(asked.filter((t) => t < due)).toHaveLength(1);
    });
  });
});

describe.skipIf(!embedded)("the tables that wake the worker (drizzle/0017_worker_wake.sql)", () => {
  let heard = 0;
  let stop: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    stop = await api.database.onNotify!(WAKE_CHANNEL, () => heard++);
  });
  afterAll(async () => {
    await stop?.();
  });

  /** Notifications `write` sent (each is delivered once its transaction committed). */
  async function heardFrom(write: () => Promise<unknown>): Promise<number> {
    const before = heard;
    await write();
    await new Promise((r) => setImmediate(r));
    return heard - before;
  }

  it("notify on writes that may make work, once a transaction, and not on others", async () => {
    const db = api.database.db;
    const webhookId = randomUUID();
    const hook = { id: webhookId, crewId: NIGHTSHIFT, url: receiver.url, events: [], secret: `whsec_${randomBytes(32).toString("base64")}`, state: "off", sandbox: true, createdAt: T0, updatedAt: T0 };
    const messageId = `msg_${randomUUID()}`;
    const deliveryId = randomUUID();
    const mailId = randomUUID();
    // A new webhook (off) and a message make no work by themselves.
    expect(await heardFrom(() => db.insert(webhooks).values(hook))).toBe(0);
    expect(await heardFrom(() => db.insert(webhookMessages).values({ id: messageId, crewId: NIGHTSHIFT, type: "webhook.test", subject: { webhook_id: webhookId }, createdAt: T0 }))).toBe(0);
    expect(await heardFrom(() => db.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: { webhook_id: webhookId }, createdAt: T0 }))).toBe(1);
    expect(await heardFrom(() => db.update(eventOutbox).set({ dispatchedAt: T0 }))).toBe(1);
    expect(await heardFrom(() => db.insert(webhookDeliveries).values({ id: deliveryId, messageId, webhookId, state: "waiting", attempts: 0, nextAttemptAt: T0, createdAt: T0, updatedAt: T0 }))).toBe(1);
    expect(await heardFrom(() => db.update(webhookDeliveries).set({ nextAttemptAt: at(1000) }).where(eq(webhookDeliveries.id, deliveryId)))).toBe(1);
    expect(await heardFrom(() => db.update(webhooks).set({ state: "on" }).where(eq(webhooks.id, webhookId)))).toBe(1);
    // Other columns of a webhook make no work (the every-minute clearing of old secrets among them).
    expect(await heardFrom(() => db.update(webhooks).set({ description: "x", previousSecret: null }).where(eq(webhooks.id, webhookId)))).toBe(0);
    expect(await heardFrom(() => db.insert(mailOutbox).values({ id: mailId, to: "a@example.test", subject: "s", text: "t", transport: "sandbox", createdAt: T0, nextAttemptAt: T0 }))).toBe(1);
    expect(await heardFrom(() => db.update(mailOutbox).set({ nextAttemptAt: at(1000) }).where(eq(mailOutbox.id, mailId)))).toBe(1);
    // Deleting makes no work.
    expect(await heardFrom(() => db.delete(mailOutbox))).toBe(0);
    // One transaction of several writes: one notification, after it commits; none when it rolls back.
    const several = () =>
      db.transaction(async (tx) => {
        await tx.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0 });
        await tx.insert(mailOutbox).values({ id: randomUUID(), to: "b@example.test", subject: "s", text: "t", transport: "sandbox", createdAt: T0, nextAttemptAt: T0 });
      });
    expect(await heardFrom(several)).toBe(1);
    const rolledBack = () =>
      db
        .transaction(async (tx) => {
          await tx.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0 });
          throw new Error("rolled back");
        })
        .catch(() => undefined);
    expect(await heardFrom(rolledBack)).toBe(0);
    await db.delete(eventOutbox);
    await db.delete(mailOutbox);
  });

});

describe.skipIf(embedded)("on a server, the tables that wake the embedded worker", () => {
  it("notify nobody: no session that writes listens, so no NOTIFY (and its commit lock) is sent", async () => {
    const { Client } = await import("pg");
    const [{ name } = { name: "" }] = await rows<{ name: string }>(api.database.db, sql`SELECT current_database() AS name`);
    const url = new URL(process.env.DATABASE_URL ?? process.env.POSTGRES_URL!);
    url.pathname = `/${name}`;
    const listener = new Client({ connectionString: url.toString() });
    await listener.connect();
    try {
      let heard = 0;
      listener.on("notification", () => heard++);
      await listener.query(`LISTEN ${WAKE_CHANNEL}`);
      await api.database.db.insert(eventOutbox).values({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: T0 });
      await sleep(200);
      expect(heard).toBe(0);
      // The listener does hear what is sent.
      await api.database.db.execute(sql`SELECT pg_notify(${WAKE_CHANNEL}, '')`);
      await until(() => heard > 0, 2000);
      expect(heard).toBe(1);
    } finally {
      await listener.end();
      await api.database.db.delete(eventOutbox);
    }
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
