/**
 * Webhook delivery on Inngest (used when `config().inngest` is set; otherwise the Postgres worker
 * runs the same schedule). The engine in lib/webhooks/ decides everything: routing, due times,
 * signing, the retry schedule, turning a webhook off. These functions only wake it at the right
 * moments, durably:
 *
 * - `dispatchOutbox` routes the outbox into deliveries (on `platform/outbox.written`, sent after a
 *   transaction that wrote outbox rows commits, and every minute as a safety net) and starts one
 *   `webhooks/delivery.due` per delivery with the due time the dispatcher wrote. It also starts a
 *   run for every delivery left waiting more than two minutes past its time with its webhook on:
 *   one that no run holds (a resend, a webhook turned on again, a run that gave up).
 * - `deliverWebhook` sleeps until that due time (the 30 s hold of a first event.published, the
 *   60 s coalescing window of event.updated), then runs one step per attempt and sleeps until the
 *   next attempt the engine scheduled, until the delivery is delivered, failed or not_sent. Each
 *   attempt is its own step (`attempt-1` … `attempt-10`): Inngest memoises a finished step, so a
 *   retried or replayed run never sends an attempt that already ran.
 *
 * A resend ("send again") restarts the delivery's schedule in the database (`resends` + 1) and
 * sends a `webhooks/delivery.due` of its own (lib/webhooks/notify.ts; its id names the resend), so
 * the fresh schedule gets a new run with its own ten attempt steps. Each event carries the
 * schedule it is for (`resends`); a run of an earlier schedule that wakes after a resend sends
 * nothing and ends (`superseded`), and an attempt it had under way when the resend came records
 * its call without moving the delivery (lib/webhooks/record.ts).
 *
 * Coalescing of event.updated: the dispatcher folds every edit of an event made while a delivery
 * to a webhook is still waiting unattempted into that one delivery, which keeps its due time and
 * is not named again, so there is one delivery, one run and one call per (event, webhook) and
 * window. That is the grouping an Inngest `debounce` keyed by event and webhook would give, kept in
 * the database so both drivers share it (a debounce would also push the call back on every edit,
 * past the 60 s the contract promises). Should a delivery be named again with the same due time,
 * its event id is the same (`deliveryDueEventId`) and Inngest keeps it once; runs are keyed by
 * delivery id (concurrency 1), and a run that wakes to find its delivery rescheduled later sends
 * nothing, so two runs never make two attempts for one due time. inngest/webhooks.test.ts shows
 * this.
 */
import { cron } from "inngest";
import { getApp } from "@/lib/app/app";
import { attemptDelivery } from "@/lib/webhook-delivery/deliver";
import { dispatchPending } from "@/lib/webhooks/dispatch";
import { MAX_ATTEMPTS } from "@/lib/webhooks/schedule";
import { inngest } from "@/lib/inngest/client";
import { dueTimes, overdueDeliveries } from "./due-times";
import { deliveryDue, deliveryDueEventId, outboxWritten } from "@/lib/inngest/events";

/** Events per `step.sendEvent` call (Inngest limits the size of one send). */
export const FAN_OUT_CHUNK = 100;

export const dispatchOutbox = inngest.createFunction(
  {
    id: "webhooks-dispatch-outbox",
    name: "Webhooks: route the outbox into deliveries",
    triggers: [outboxWritten, cron("* * * * *")],
    // One routing pass at a time; a burst of writes queues behind it and finds little left to do.
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const { routed, overdue } = await step.run("dispatch", async () => {
      const { db } = (await getApp()).database;
      const now = new Date();
      const { deliveryIds } = await dispatchPending(db, now);
      return { routed: await dueTimes(db, deliveryIds, now), overdue: await overdueDeliveries(db, now) };
    });
    const events = [
      ...routed.map((d) => deliveryDue.create(d, { id: deliveryDueEventId(d.deliveryId, d.dueAt) })),
      ...overdue.map((d) => deliveryDue.create(d, { id: deliveryDueEventId(d.deliveryId, d.dueAt, "overdue") })),
    ];
    for (let i = 0; i < events.length; i += FAN_OUT_CHUNK) {
      await step.sendEvent(`fan-out-${i / FAN_OUT_CHUNK + 1}`, events.slice(i, i + FAN_OUT_CHUNK));
    }
    return { deliveries: routed.length, overdue: overdue.length };
  },
);

/** `superseded`: the delivery was sent again since this run's event; the resend's own run takes over. */
export type AttemptState = "delivered" | "waiting" | "failed" | "not_sent" | "superseded";

/** A run that wakes this much before the delivery's next attempt leaves it alone. */
const EARLY_MS = 1000;

/**
 * One attempt, unless the delivery was sent again since this run's event (`resends` differs: the
 * resend's run holds it, this one ends) or rescheduled later than now since this run went to sleep
 * (another run attempted it): then nothing is sent and the run sleeps until the new time. So two
 * runs of one delivery never make two attempts for one due time.
 */
async function attemptIfDue(deliveryId: string, resends: number): Promise<{ state: AttemptState; nextAttemptAt: Date | null; early?: true }> {
  const app = await getApp();
  const now = new Date();
  const [due] = await dueTimes(app.database.db, [deliveryId], now);
  if (due && (due.resends ?? 0) !== resends) return { state: "superseded", nextAttemptAt: null };
  if (due && Date.parse(due.dueAt) > now.getTime() + EARLY_MS) return { state: "waiting", nextAttemptAt: new Date(due.dueAt), early: true };
  const outcome = await attemptDelivery(app, deliveryId, now);
  // A resend came in while this attempt was sending: the call is history, the new run goes on.
  return outcome.superseded ? { state: "superseded", nextAttemptAt: null } : outcome;
}

export const deliverWebhook = inngest.createFunction(
  {
    id: "webhooks-deliver",
    name: "Webhooks: deliver one message to one webhook",
    triggers: [deliveryDue],
    // One run at a time per delivery: a second run for the same delivery waits for the first.
    concurrency: { key: "event.data.deliveryId", limit: 1 },
  },
  async ({ event, step }) => {
    const { deliveryId, dueAt } = event.data;
    const resends = event.data.resends ?? 0;
    await step.sleepUntil("hold", new Date(dueAt));
    let state: AttemptState = "waiting";
    let attempts = 0;
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      const outcome = await step.run(`attempt-${n}`, () => attemptIfDue(deliveryId, resends));
      attempts = n;
      state = outcome.state;
      // A step's result comes back as JSON on replay: the next time may be a string.
      const next = outcome.nextAttemptAt === null ? null : new Date(outcome.nextAttemptAt as string | Date);
      if (state !== "waiting" || next === null || n === MAX_ATTEMPTS) break;
      await step.sleepUntil(`retry-${n}`, next);
    }
    return { deliveryId, state, attempts };
  },
);
