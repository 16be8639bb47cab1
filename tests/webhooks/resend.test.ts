/**
 * "Send again" on the Postgres driver, with the clock passed forward instead of slept.
 * Spec (core, state table): "Send again puts a finished delivery back at the start of the schedule".
 * Spec 6.6.2: "Retries after 5 seconds, 5 minutes, 30 minutes, then 2, 5, 10, 14, 20 and 24 hours:
 * ten attempts over about three days; then the delivery is Failed."
 */
import { randomBytes, randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resendDelivery, setWebhookState } from "@/lib/admin/webhooks-query";
import { CrewScope } from "@/lib/crew/scope";
import { bookingRequests, crews, eventOutbox, sandboxEmails, webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { attemptDelivery, dispatchPending } from "@/lib/webhook-delivery/bound";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "@/lib/webhooks/schedule";
import { runDueOnce } from "@/lib/root/worker";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { startReceiver, type Receiver } from "./receiver";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const T0 = new Date("2030-01-01T10:00:00.000Z");
const HOUR = 3600_000;
const later = (d: Date, ms: number) => new Date(d.getTime() + ms);
const ONE = { scale: 1 };

let api: TestApp;
let receiver: Receiver;
let crew: CrewScope;
let ip = 0;

beforeAll(async () => {
  api = await startApp();
  receiver = await startReceiver();
  const [row] = await db().select().from(crews).where(eq(crews.id, NIGHTSHIFT));
  crew = new CrewScope(row!, api.app);
});
afterAll(async () => {
  await receiver.close();
  await api.close();
});
beforeEach(async () => {
  receiver.reset();
  await api.store.clear();
  await db().delete(webhooks);
  await db().delete(webhookMessages);
  await db().delete(eventOutbox);
  await db().delete(bookingRequests);
  await db().delete(sandboxEmails);
});

const db = () => api.database.db;

/** A webhook of the crew for booking requests, and one booking request: one delivery to it. */
async function oneDelivery(): Promise<{ hookId: string; deliveryId: string }> {
  const hookId = randomUUID();
  await db()
    .insert(webhooks)
    .values({ id: hookId, crewId: NIGHTSHIFT, url: receiver.url, events: ["booking_request.created"], secret: `whsec_${randomBytes(32).toString("base64")}`, state: "on", sandbox: true, createdAt: T0, updatedAt: T0 });
  const res = await api.post(
    "/v1/booking-requests",
    { artist_ids: [10, 14], contact_email: "booker@club.test", contact_name: "Sam Booker", event_name: "Winter Ball", client_ip: `198.51.100.${(++ip % 250) + 1}` },
    { key: KEYS.secret },
  );
  expect(res.status).toBe(201);
  const { deliveryIds } = await dispatchPending(db(), T0, ONE);
  expect(deliveryIds).toHaveLength(1);
  return { hookId, deliveryId: deliveryIds[0]! };
}

const delivery = async (id: string) => (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const calls = (id: string) => db().select().from(webhookCalls).where(eq(webhookCalls.deliveryId, id)).orderBy(asc(webhookCalls.attempt));

/**
 * Runs the delivery's schedule from its attempt due at `from` until it is no longer waiting,
 * checking that each next attempt is due exactly on the schedule. Returns the attempts made.
 */
async function runSchedule(deliveryId: string, from: Date): Promise<{ attempts: number; end: Date }> {
  let now = from;
  let attempts = 0;
  for (;;) {
    expect(await runDueOnce(api.app, now, ONE)).toBe(1);
    attempts++;
    const d = await delivery(deliveryId);
    if (d.state !== "waiting") return { attempts, end: now };
    const wait = RETRY_DELAYS_MS[attempts - 1]!;
    expect(d.nextAttemptAt).toEqual(later(now, wait));
    // Nothing a millisecond before it is due.
    expect(await runDueOnce(api.app, later(now, wait - 1), ONE)).toBe(0);
    now = later(now, wait);
  }
}

describe("send again (resend): a fresh schedule", () => {
  it("a delivered delivery resent to a failing receiver is retried 5 s after the resent try, then on the schedule", async () => {
    const { hookId, deliveryId } = await oneDelivery();
    expect(await runDueOnce(api.app, T0, ONE)).toBe(1);
    expect(await delivery(deliveryId)).toMatchObject({ state: "delivered", attempts: 1 });

    receiver.fallback = 500;
    const resentAt = later(T0, 2 * HOUR);
    const out = await resendDelivery(crew, hookId, deliveryId, resentAt);
    expect(out).toMatchObject({ state: "waiting", attempts: 1, next_attempt_at: resentAt.toISOString() });

    // The resent try is attempt 1 of the fresh schedule: its retry is 5 s later (not 5 min).
    expect(await runDueOnce(api.app, resentAt, ONE)).toBe(1);
    let d = await delivery(deliveryId);
    expect(d).toMatchObject({ state: "waiting", attempts: 2, lastStatus: 500 });
    expect(d.nextAttemptAt).toEqual(later(resentAt, 5_000));

    expect(await runDueOnce(api.app, later(resentAt, 5_000), ONE)).toBe(1);
    d = await delivery(deliveryId);
    expect(d.nextAttemptAt).toEqual(later(resentAt, 5_000 + 5 * 60_000));

    expect(await runDueOnce(api.app, later(resentAt, 5_000 + 5 * 60_000), ONE)).toBe(1);
    d = await delivery(deliveryId);
    expect(d.nextAttemptAt).toEqual(later(resentAt, 5_000 + 5 * 60_000 + 30 * 60_000));

    // The history stays: the first (delivered) call, then the three of the fresh schedule.
    expect((await calls(deliveryId)).map((c) => [c.attempt, c.status])).toEqual([
      [1, 200],
      [2, 500],
      [3, 500],
      [4, 500],
    ]);
    expect(new Set(receiver.calls.map((c) => c.headers["webhook-id"])).size).toBe(1);
  });

  it(`a Failed delivery resent gets the whole schedule again: ${MAX_ATTEMPTS} attempts until Failed`, async () => {
    const { hookId, deliveryId } = await oneDelivery();
    receiver.fallback = 500;
    const first = await runSchedule(deliveryId, T0);
    expect(first.attempts).toBe(MAX_ATTEMPTS);
    expect(await delivery(deliveryId)).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });

    // Three days of failures turned the webhook off; it is turned on again (the receiver still fails).
    await setWebhookState(crew, hookId, true, later(first.end, HOUR));
    const resentAt = later(first.end, 2 * HOUR);
    await resendDelivery(crew, hookId, deliveryId, resentAt);
    const again = await runSchedule(deliveryId, resentAt);
    expect(again.attempts).toBe(MAX_ATTEMPTS);
    expect(await delivery(deliveryId)).toMatchObject({ state: "failed", attempts: 2 * MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await calls(deliveryId)).toHaveLength(2 * MAX_ATTEMPTS);
    expect(receiver.calls).toHaveLength(2 * MAX_ATTEMPTS);
  });

  it("a resend of a delivery still waiting on a late retry also starts again: next try now, its retry 5 s later", async () => {
    const { hookId, deliveryId } = await oneDelivery();
    receiver.fallback = 500;
    let now = T0;
    for (const wait of RETRY_DELAYS_MS.slice(0, 4)) {
      await runDueOnce(api.app, now, ONE);
      now = later(now, wait);
    }
    expect(await delivery(deliveryId)).toMatchObject({ state: "waiting", attempts: 4 });
    const resentAt = later(now, -HOUR);
    await resendDelivery(crew, hookId, deliveryId, resentAt);
    expect(await runDueOnce(api.app, resentAt, ONE)).toBe(1);
    const d = await delivery(deliveryId);
    expect(d).toMatchObject({ state: "waiting", attempts: 5 });
    expect(d.nextAttemptAt).toEqual(later(resentAt, 5_000));
  });
});

describe("an attempt of the old schedule still sending when the delivery is sent again", () => {
  it("is refused (409 sending) while the worker's lease holds", async () => {
    const { hookId, deliveryId } = await oneDelivery();
    receiver.answers = ["hang"];
    const pass = runDueOnce(api.app, T0, { ...ONE, timeoutMs: 1_000 });
    await until(() => receiver.calls.length === 1);
    await expect(resendDelivery(crew, hookId, deliveryId, later(T0, 30_000))).rejects.toMatchObject({ code: "conflict", options: { extra: { reason: "sending" } } });
    await pass;
  });

  it("records its call but does not write over the resend's state (the lease ran out, or Inngest, which holds none)", async () => {
    const { hookId, deliveryId } = await oneDelivery();
    receiver.answers = ["hang"];
    // The old attempt: claimed at T0 with a 60 s lease, its receiver not answering.
    const pass = runDueOnce(api.app, T0, { ...ONE, timeoutMs: 1_000 });
    await until(() => receiver.calls.length === 1);
    const resentAt = later(T0, 61_000);
    await resendDelivery(crew, hookId, deliveryId, resentAt);
    await pass;

    let d = await delivery(deliveryId);
    expect(d).toMatchObject({ state: "waiting", leaseUntil: null });
    expect(d.nextAttemptAt).toEqual(resentAt);
    expect(await calls(deliveryId)).toEqual([expect.objectContaining({ attempt: 1, status: null })]);

    // The resent try is still attempt 1 of its schedule: retried 5 s later.
    receiver.fallback = 500;
    expect(await runDueOnce(api.app, resentAt, ONE)).toBe(1);
    d = await delivery(deliveryId);
    expect(d).toMatchObject({ state: "waiting", attempts: 2 });
    expect(d.nextAttemptAt).toEqual(later(resentAt, 5_000));
  });

  it("finishing after the resent try was recorded leaves the fresh schedule where it is", async () => {
    const { hookId, deliveryId } = await oneDelivery();
    receiver.answers = ["hang", 500];
    // An attempt with no lease (as the Inngest driver makes it), then a resend while it waits.
    const old = attemptDelivery(api.app, deliveryId, T0, { ...ONE, timeoutMs: 1_500 });
    await until(() => receiver.calls.length === 1);
    const resentAt = later(T0, 1_000);
    await resendDelivery(crew, hookId, deliveryId, resentAt);
    expect(await runDueOnce(api.app, resentAt, ONE)).toBe(1);
    expect(await old).toEqual({ state: "waiting", nextAttemptAt: later(resentAt, 5_000), superseded: true });

    const d = await delivery(deliveryId);
    expect(d).toMatchObject({ state: "waiting", attempts: 2, lastStatus: 500 });
    expect(d.nextAttemptAt).toEqual(later(resentAt, 5_000));
    expect((await calls(deliveryId)).map((c) => c.status).sort()).toEqual([500, null]);
  });
});

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
