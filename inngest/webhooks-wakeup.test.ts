/**
 * On Inngest, a resend, a webhook turned on and a test send wake a run at once (the event each
 * sends after its commit), instead of waiting two to three minutes for the overdue sweep. Runs the
 * real admin routes, engine and database; the functions run under @inngest/test (sleeps stand in
 * for Inngest's, events are caught where they would be sent). Prints the time from the request to
 * the attempt.
 * Issue: "Wire the immediate wake-up for resend, enable and test, and test it."
 * Spec (core, state table): "Send again puts a finished delivery back at the start of the schedule".
 */
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

// Inngest settings before anything reads config(): the driver is Inngest.
vi.hoisted(() => {
  vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
  vi.stubEnv("INNGEST_SIGNING_KEY", "signkey-test-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
});

import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { inngest } from "@/lib/scheduler/client";
import { MAX_ATTEMPTS } from "@/lib/webhooks/schedule";
import { ADMIN, startAdminWorld, type AdminWorld } from "@/tests/admin/support";
import { startReceiver, type Receiver } from "@/tests/webhooks/receiver";
import { overdueDeliveries } from "./due-times";
import { deliverWebhook, dispatchOutbox } from "./webhooks";

type SentEvent = { name: string; data: Record<string, unknown>; id?: string };

let w: AdminWorld;
let receiver: Receiver;
let send: MockInstance;
let hookId = "";
const timings: string[] = [];

beforeAll(async () => {
  w = await startAdminWorld();
  receiver = await startReceiver();
  send = vi.spyOn(inngest, "send").mockResolvedValue({ ids: [] } as never);
});
afterAll(async () => {
  // The figure the issue asks for, on the test's output.
  console.log(`time from the request to the attempt on Inngest (@inngest/test, in-process):\n  ${timings.join("\n  ")}`);
  await receiver.close();
  await w.api.close();
});
beforeEach(async () => {
  receiver.reset();
  send.mockClear();
  await db().delete(webhooks);
  hookId = randomUUID();
  await db()
    .insert(webhooks)
    .values({ id: hookId, crewId: w.crews.nightshift, url: receiver.url, events: ["booking_request.created"], secret: `whsec_${randomBytes(32).toString("base64")}`, sandbox: true, createdAt: new Date(), updatedAt: new Date() });
});

const db = () => w.api.database.db;

/** Every event the app sent to Inngest since the test began, of one name. */
const sent = (name: string): SentEvent[] => send.mock.calls.flatMap((c) => [c[0]].flat() as SentEvent[]).filter((e) => e.name === name);

/** Mocks for every sleep a run may take (an unmocked sleep never wakes in the test engine); fresh per run, as the engine keeps state on them. */
const sleeps = () => ["hold", ...Array.from({ length: MAX_ATTEMPTS }, (_, i) => `retry-${i + 1}`), ...Array.from({ length: 5 }, (_, i) => `wait-1-${i + 1}`)].map((id) => ({ id, handler: () => undefined }));

function runDelivery(event: SentEvent) {
  return new InngestTestEngine({ function: deliverWebhook, events: [{ name: event.name, data: event.data, ...(event.id ? { id: event.id } : {}) }] as never }).execute({ steps: sleeps() });
}

/** A delivery of a webhook.test message to the webhook. */
async function oneDelivery(values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<string> {
  const messageId = `msg_${randomUUID()}`;
  const at = new Date(Date.now() - 60 * 60_000);
  await db().insert(webhookMessages).values({ id: messageId, crewId: w.crews.nightshift, type: "webhook.test", subject: { webhook_id: hookId }, createdAt: at });
  const id = randomUUID();
  await db()
    .insert(webhookDeliveries)
    .values({ id, messageId, webhookId: hookId, state: "waiting", createdAt: at, updatedAt: at, ...values });
  return id;
}

const ms = (from: number, to: number) => `${(to - from).toFixed(1)} ms`;

describe("immediate wake-up on Inngest", () => {
  it("a resend starts the fresh schedule's run at once, and its attempt 1 is sent", async () => {
    const deliveryId = await oneDelivery({ state: "delivered", attempts: 1, nextAttemptAt: null });
    const t0 = performance.now();
    const r = await w.call("POST", `/admin/v1/webhooks/${hookId}/deliveries/${deliveryId}/resend`, ADMIN.owner);
    const tSent = performance.now();
    expect(r.status).toBe(202);
    const [event] = sent("webhooks/delivery.due");
    expect(event).toMatchObject({ data: { deliveryId, resends: 1, place: 0, webhookId: hookId, crewId: w.crews.nightshift }, id: expect.stringMatching(/-resend-1$/) });
    // the sweep would not have named it for two more minutes
    expect((await overdueDeliveries(db(), new Date())).map((d) => d.deliveryId)).not.toContain(deliveryId);
    const { result } = await runDelivery(event!);
    const tAttempt = performance.now();
    expect(result).toEqual({ deliveryId, state: "delivered", attempts: 1 });
    expect(receiver.calls).toHaveLength(1);
    expect((await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0]).toMatchObject({ state: "delivered", attempts: 2 });
    timings.push(`resend: ${ms(t0, tAttempt)} (202 and event sent after ${ms(t0, tSent)}; the run's claim, call and write ${ms(tSent, tAttempt)})`);
  });

  it("with an Idempotency-Key the wake-up waits for the commit of the write and its record (a run woken earlier finds nothing)", async () => {
    const deliveryId = await oneDelivery({ state: "delivered", attempts: 1, nextAttemptAt: null });
    const key = `wake-${randomUUID()}`;
    let seenBySend: unknown = "not sent";
    send.mockImplementation(async () => {
      // Read outside the write's transaction: on PostgreSQL an uncommitted write is invisible; the
      // embedded database runs one transaction at a time, so a read inside it would wait for ever.
      const read = db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
      seenBySend = await Promise.race([read.then((rows) => rows[0]?.resends), new Promise((r) => setTimeout(() => r("still in the transaction"), 1500))]);
      return { ids: [] } as never;
    });
    try {
      const r = await w.call("POST", `/admin/v1/webhooks/${hookId}/deliveries/${deliveryId}/resend`, ADMIN.owner, undefined, { "Idempotency-Key": key });
      expect(r.status).toBe(202);
      expect(sent("webhooks/delivery.due")).toHaveLength(1);
      expect(seenBySend).toBe(1);
    } finally {
      send.mockResolvedValue({ ids: [] } as never);
    }
  });

  it("turning a webhook on starts a run at once for each delivery left waiting while it was off; one still sleeping keeps its run", async () => {
    await db().update(webhooks).set({ state: "off" }).where(eq(webhooks.id, hookId));
    // the run that held it woke while the webhook was off, and ended
    const left = await oneDelivery({ nextAttemptAt: new Date(Date.now() - 10_000), attempts: 2 });
    const sleeping = await oneDelivery({ nextAttemptAt: new Date(Date.now() + 60 * 60_000), attempts: 1 });
    const t0 = performance.now();
    const r = await w.call("POST", `/admin/v1/webhooks/${hookId}/enable`, ADMIN.owner);
    expect(r.status).toBe(200);
    const events = sent("webhooks/delivery.due");
    expect(events.map((e) => e.data.deliveryId)).toEqual([left]);
    expect(events[0]).toMatchObject({ data: { place: 2, webhookId: hookId }, id: expect.stringMatching(/-enable$/) });
    expect(sleeping).toBeTruthy();
    const { result } = await runDelivery(events[0]!);
    const tAttempt = performance.now();
    expect(result).toMatchObject({ deliveryId: left, state: "delivered", attempts: 1 });
    expect(receiver.calls).toHaveLength(1);
    timings.push(`enable: ${ms(t0, tAttempt)}`);
  });

  it("a test send routes at once (platform/outbox.written to the debounced dispatcher) and its delivery is sent", async () => {
    const t0 = performance.now();
    const r = await w.call("POST", `/admin/v1/webhooks/${hookId}/test`, ADMIN.manageApi);
    expect(r.status).toBe(202);
    expect(sent("platform/outbox.written")).toHaveLength(1);
    const dispatched = await new InngestTestEngine({ function: dispatchOutbox, events: [{ name: "platform/outbox.written", data: {} }] }).execute({ steps: [{ id: "fan-out-1", handler: () => ({ ids: [] }) }] });
    const fanned = dispatched.ctx.step.sendEvent.mock.calls.flatMap((c) => c[1] as SentEvent[]);
    expect(fanned).toHaveLength(1);
    expect(fanned[0]).toMatchObject({ name: "webhooks/delivery.due", data: { webhookId: hookId, place: 0 } });
    const { result } = await runDelivery(fanned[0]!);
    const tAttempt = performance.now();
    expect(result).toMatchObject({ state: "delivered", attempts: 1 });
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ type: "webhook.test" });
    timings.push(`test send: ${ms(t0, tAttempt)} (plus the dispatcher's 1 s debounce on Inngest)`);
  });
});
