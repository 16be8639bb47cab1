/**
 * The claim an Inngest attempt takes before it sends (lib/webhooks/claim.ts), and the final write
 * of an attempt, conditional on the claim it started from, on both drivers (the worker's claimDue
 * and the Inngest claim), on a real database.
 * Issue: "no time scale lets two attempts of one delivery overlap"; "an early wake-up never
 * consumes an attempt"; "make the final write of an attempt conditional on the attempt it started
 * from, for both drivers".
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@/lib/root/types";
import { claimDue } from "@/lib/root/worker";
import type { Database } from "@/lib/db/client";
import { crews, webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { attemptDelivery } from "@/lib/webhook-delivery/bound";
import { ATTEMPT_LEASE_MS, claimAttempt } from "@/lib/webhooks/claim";
import { freshDatabase } from "@/tests/support/database";
import { startReceiver, type Receiver } from "@/tests/webhooks/receiver";

const T = new Date("2026-03-01T12:00:00.000Z");
const plus = (ms: number) => new Date(T.getTime() + ms);
let database: Database;
let receiver: Receiver;
let webhookId = "";
let messageId = "";

beforeAll(async () => {
  database = await freshDatabase();
  receiver = await startReceiver();
  const crewId = randomUUID();
  webhookId = randomUUID();
  messageId = `msg_${randomUUID()}`;
  const { db } = database;
  await db.insert(crews).values({ id: crewId, name: "Claims", slug: `claims-${crewId}`, plan: "studio", ownerEmail: "owner@claims.test" });
  await db.insert(webhooks).values({ id: webhookId, crewId, url: receiver.url, events: ["event.published"], secret: `whsec_${randomBytes(32).toString("base64")}`, sandbox: true, createdAt: T, updatedAt: T });
  await db.insert(webhookMessages).values({ id: messageId, crewId, type: "webhook.test", subject: { webhook_id: webhookId }, createdAt: T });
});
afterAll(async () => {
  await receiver.close();
  await database.close();
});
beforeEach(() => receiver.reset());

const db = () => database.db;
const row = async (id: string) => (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

async function delivery(values: Partial<typeof webhookDeliveries.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(webhookDeliveries)
    .values({ id, messageId, webhookId, state: "waiting", nextAttemptAt: T, createdAt: T, updatedAt: T, ...values });
  return id;
}

describe("claimAttempt", () => {
  it.each([1, 0.001])("one claim at a time, at time scale %s: a second run finds the delivery claimed and waits for the lease", async (scale) => {
    const id = await delivery();
    expect(await claimAttempt(db(), id, { resends: 0, place: 0 }, T, scale)).toEqual({ kind: "claimed", place: 0 });
    expect(await row(id)).toMatchObject({ state: "sending", leaseUntil: plus(ATTEMPT_LEASE_MS) });
    // the same moment, or any moment before the lease ends: no second claim
    expect(await claimAttempt(db(), id, { resends: 0, place: 0 }, T, scale)).toEqual({ kind: "wait", until: plus(ATTEMPT_LEASE_MS) });
    expect(await claimAttempt(db(), id, { resends: 0 }, plus(ATTEMPT_LEASE_MS - 1), scale)).toEqual({ kind: "wait", until: plus(ATTEMPT_LEASE_MS) });
    // a lease that ran out (the attempt died): claimed again
    expect(await claimAttempt(db(), id, { resends: 0, place: 0 }, plus(ATTEMPT_LEASE_MS), scale)).toEqual({ kind: "claimed", place: 0 });
  });

  it("a run that wakes before the delivery is due is told to wait until then, and nothing is counted", async () => {
    const id = await delivery({ nextAttemptAt: plus(5000) });
    expect(await claimAttempt(db(), id, { resends: 0, place: 0 }, T, 1)).toEqual({ kind: "wait", until: plus(5000) });
    expect(await row(id)).toMatchObject({ state: "waiting", attempts: 0, leaseUntil: null });
  });

  it("allows the clocks a second of slack at scale 1, scaled down with the schedule (never a whole short retry wait)", async () => {
    const a = await delivery({ nextAttemptAt: plus(500) });
    expect(await claimAttempt(db(), a, { resends: 0 }, T, 1)).toMatchObject({ kind: "claimed" });
    // at scale 0.001 the first retry is 5 ms away and the slack is 1 ms
    const b = await delivery({ nextAttemptAt: plus(5) });
    expect(await claimAttempt(db(), b, { resends: 0 }, T, 0.001)).toEqual({ kind: "wait", until: plus(5) });
    expect(await claimAttempt(db(), b, { resends: 0 }, plus(4), 0.001)).toMatchObject({ kind: "claimed" });
  });

  it("a run of an earlier schedule (sent again since) is superseded; one that expected an attempt another run made is taken", async () => {
    const resent = await delivery({ resends: 1 });
    expect(await claimAttempt(db(), resent, { resends: 0, place: 0 }, T, 1)).toEqual({ kind: "superseded" });
    const moved = await delivery({ attempts: 3, scheduleFrom: 0, nextAttemptAt: T });
    expect(await claimAttempt(db(), moved, { resends: 0, place: 2 }, T, 1)).toEqual({ kind: "taken" });
    // without an expected place (an event sent before places were named) it takes the place there is
    expect(await claimAttempt(db(), moved, { resends: 0 }, T, 1)).toEqual({ kind: "claimed", place: 3 });
  });

  it("a finished or deleted delivery is done", async () => {
    const done = await delivery({ state: "delivered", nextAttemptAt: null });
    expect(await claimAttempt(db(), done, { resends: 0 }, T, 1)).toEqual({ kind: "done", state: "delivered" });
    expect(await claimAttempt(db(), randomUUID(), { resends: 0 }, T, 1)).toEqual({ kind: "done", state: "not_sent" });
  });
});

describe("the final write of an attempt holds only under the claim it started from", () => {
  const app = () => ({ database }) as unknown as App;
  const claims = {
    inngest: async (id: string, at: Date) => expect(await claimAttempt(db(), id, { resends: 0, place: 0 }, at, 1)).toMatchObject({ kind: "claimed" }),
    worker: async (id: string, at: Date) => expect(await claimDue(db(), 100, at)).toContain(id),
  };

  it.each(["inngest", "worker"] as const)("%s: an attempt whose lease ran out and was claimed again records its call but leaves the newer claim alone", async (driver) => {
    const id = await delivery();
    await claims[driver](id, T);
    receiver.answers = ["hang"];
    const first = attemptDelivery(app(), id, T, { timeoutMs: 400, scale: 1 });
    await expect.poll(() => receiver.calls.length, { timeout: 5000 }).toBe(1);
    // the first attempt's lease ran out while it was sending; another claim took the delivery
    const newer = plus(10 * 60_000);
    await db().update(webhookDeliveries).set({ leaseUntil: newer }).where(eq(webhookDeliveries.id, id));
    expect(await first).toMatchObject({ superseded: true });
    const after = await row(id);
    expect(after).toMatchObject({ state: "sending", leaseUntil: newer, attempts: 1, scheduleFrom: 1, lastError: null });
    expect(await db().select().from(webhookCalls).where(eq(webhookCalls.deliveryId, id))).toHaveLength(1);
  });

  it.each(["inngest", "worker"] as const)("%s: under its own claim the attempt writes its outcome and frees the lease", async (driver) => {
    const id = await delivery();
    await claims[driver](id, T);
    receiver.answers = [500];
    expect(await attemptDelivery(app(), id, T, { scale: 1 })).toEqual({ state: "waiting", nextAttemptAt: plus(5000) });
    expect(await row(id)).toMatchObject({ state: "waiting", leaseUntil: null, attempts: 1, scheduleFrom: 0, lastStatus: 500 });
  });
});
