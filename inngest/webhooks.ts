/**
 * Webhook delivery on Inngest (used when `config().inngest` is set; otherwise the Postgres worker
 * runs the same schedule). The engine in lib/webhooks/ decides everything: routing, due times,
 * signing, the retry schedule, turning a webhook off. These functions only wake it at the right
 * moments, durably:
 *
 * - `dispatchOutbox` routes the outbox into deliveries (on `platform/outbox.written`, sent after a
 *   transaction that wrote outbox rows commits, and every minute as a safety net) and starts one
 *   `webhooks/delivery.due` per delivery with the due time the dispatcher wrote. It is debounced
 *   (DISPATCH_DEBOUNCE): a burst of writes makes one routing pass, not one per write. It also
 *   starts a run for every delivery left more than two minutes past its time with its webhook on,
 *   that no run holds (Inngest unreachable when told, a run that gave up or died in an attempt).
 * - `deliverWebhook` sleeps until that due time (the 30 s hold of a first event.published, the
 *   60 s coalescing window of event.updated), then runs one step per attempt and sleeps until the
 *   next attempt the engine scheduled, until the delivery is delivered, failed or not_sent. Inngest
 *   memoises a finished step, so a retried or replayed run never sends an attempt that already ran.
 *
 * Runs are woken at once, not by the sweep, after a resend, a webhook turned on and a test send
 * (lib/webhooks/notify.ts). Each attempt step first claims the delivery in the database
 * (lib/webhooks/claim.ts: `sending` under a 60 s lease, only if it is due, still on the run's
 * schedule (`resends`) and at the place the run expects). So:
 * - two runs of one delivery never send at once, at any time scale: the second finds it claimed
 *   and sleeps until the lease ends; if the first recorded the attempt meanwhile, the second ends
 *   (`taken`);
 * - a run that wakes before the delivery is due (it was pushed back, or Inngest woke it early)
 *   sleeps again and makes no attempt: waking costs no attempt. Attempts are counted by the
 *   schedule's place in the database, not by the run's loop;
 * - a run of an earlier schedule that wakes after a resend sends nothing and ends (`superseded`);
 *   an attempt it had under way records its call without moving the delivery
 *   (lib/webhooks/record.ts, the final write is conditional on the claim it started from).
 *
 * Concurrency is keyed by webhook and by crew (ATTEMPT_CONCURRENCY): a slow receiver holds at most
 * two slots, a crew at most five, so one receiver timing out cannot take every slot and crews are
 * served side by side.
 *
 * Coalescing of event.updated: the dispatcher folds every edit of an event made while a delivery
 * to a webhook is still waiting unattempted into that one delivery, which keeps its due time and
 * is not named again, so there is one delivery, one run and one call per (event, webhook) and
 * window. That is the grouping an Inngest `debounce` keyed by event and webhook would give, kept in
 * the database so both drivers share it (a debounce would also push the call back on every edit,
 * past the 60 s the contract promises). Should a delivery be named again with the same due time,
 * its event id is the same (`deliveryDueEventId`) and Inngest keeps it once. inngest/webhooks.test.ts
 * shows this.
 */
import { cron } from "inngest";
import { getApp } from "@/lib/root/app";
import { attemptDelivery, dispatchPending } from "@/lib/webhook-delivery/bound";
import { config } from "@/lib/config/config";
import { inngest } from "@/lib/scheduler/client";
import { deliveryDue, deliveryDueEventId, outboxWritten } from "@/lib/scheduler/events";
import { claimAttempt, type ClaimFor } from "@/lib/webhooks/claim";
import { MAX_ATTEMPTS } from "@/lib/webhooks/schedule";
import { dueTimes, overdueDeliveries } from "./due-times";

/** Events per `step.sendEvent` call (Inngest limits the size of one send). */
export const FAN_OUT_CHUNK = 100;

/**
 * The dispatcher waits for 1 s without a new `platform/outbox.written` before it runs (the pass
 * routes every row written meanwhile), and never more than 5 s after the first of a steady stream.
 */
export const DISPATCH_DEBOUNCE = { period: "1s", timeout: "5s" } as const;

/** Steps at once per webhook and per crew (Inngest takes at most two concurrency keys). */
export const ATTEMPT_CONCURRENCY: [{ key: string; limit: number }, { key: string; limit: number }] = [
  { key: "event.data.webhookId", limit: 2 },
  { key: "event.data.crewId", limit: 5 },
];

/** Wake-ups without an attempt a run allows itself before it leaves the delivery to the sweep. */
export const MAX_WAITS = 50;

export const dispatchOutbox = inngest.createFunction(
  {
    id: "webhooks-dispatch-outbox",
    name: "Webhooks: route the outbox into deliveries",
    triggers: [outboxWritten, cron("* * * * *")],
    // One routing pass at a time, and one pass for a burst of writes.
    concurrency: { limit: 1 },
    debounce: DISPATCH_DEBOUNCE,
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

/**
 * How a run ended: the delivery's state, or `superseded` (sent again since this run's event, or
 * claimed anew after this run's lease ran out: that run goes on) or `taken` (another run made the
 * attempt this one expected to make, and goes on).
 */
export type AttemptState = "delivered" | "waiting" | "failed" | "not_sent" | "superseded" | "taken";

/** What one attempt step did; plain JSON, as a memoised step's result comes back on replay. */
export type StepOutcome =
  | { kind: "attempted"; place: number; state: AttemptState; nextAttemptAt: string | null }
  | { kind: "wait"; until: string }
  | { kind: "ended"; state: AttemptState };

/** Claims the delivery (lib/webhooks/claim.ts), then makes the attempt; nothing is sent without the claim. */
export async function attemptIfDue(deliveryId: string, want: ClaimFor): Promise<StepOutcome> {
  const app = await getApp();
  const now = new Date();
  const claim = await claimAttempt(app.database.db, deliveryId, want, now, config().webhookTimeScale);
  if (claim.kind === "wait") return { kind: "wait", until: claim.until.toISOString() };
  if (claim.kind === "superseded" || claim.kind === "taken") return { kind: "ended", state: claim.kind };
  if (claim.kind === "done") return { kind: "ended", state: claim.state };
  const outcome = await attemptDelivery(app, deliveryId, now);
  if (outcome.superseded) return { kind: "ended", state: "superseded" };
  return { kind: "attempted", place: claim.place, state: outcome.state, nextAttemptAt: outcome.nextAttemptAt ? new Date(outcome.nextAttemptAt).toISOString() : null };
}

export const deliverWebhook = inngest.createFunction(
  {
    id: "webhooks-deliver",
    name: "Webhooks: deliver one message to one webhook",
    triggers: [deliveryDue],
    concurrency: ATTEMPT_CONCURRENCY,
  },
  async ({ event, step }) => {
    const { deliveryId, dueAt } = event.data;
    const resends = event.data.resends ?? 0;
    // The place in the schedule this run expects to attempt next (undefined: whatever it is).
    let place = event.data.place;
    await step.sleepUntil("hold", new Date(dueAt));
    let state: AttemptState = "waiting";
    let attempts = 0;
    let waits = 0;
    let again = 0;
    while (attempts < MAX_ATTEMPTS && waits <= MAX_WAITS) {
      const n = attempts + 1;
      // A wake-up that found it not due re-checks under ids of its own: attempt-n stays attempt n.
      const outcome: StepOutcome = await step.run(again === 0 ? `attempt-${n}` : `attempt-${n}-again-${again}`, () => attemptIfDue(deliveryId, { resends, place }));
      if (outcome.kind === "wait") {
        waits++;
        again++;
        await step.sleepUntil(`wait-${n}-${again}`, new Date(outcome.until));
        continue;
      }
      state = outcome.state;
      if (outcome.kind === "ended") break;
      attempts = n;
      again = 0;
      place = outcome.place + 1;
      if (state !== "waiting" || outcome.nextAttemptAt === null || place >= MAX_ATTEMPTS) break;
      await step.sleepUntil(`retry-${n}`, new Date(outcome.nextAttemptAt));
    }
    return { deliveryId, state, attempts };
  },
);
