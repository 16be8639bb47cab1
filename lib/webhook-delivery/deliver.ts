/**
 * One attempt of one delivery, the same for both drivers (the Postgres worker and Inngest): load
 * the delivery, build the data from the current state (routing checked again), check the address
 * at send time, sign, send, record the call, and schedule what comes next.
 *
 * - any 2xx: delivered; anything else (another status, no answer in 10 s counting the name's
 *   resolution, a name not resolved within 5 s, a refused address) is a
 *   failure, retried on the schedule of ./schedule.ts until the 10th attempt, then failed. The
 *   schedule counts the attempts since it began (`attempts - scheduleFrom`): a resend (./resend.ts)
 *   starts it again while `attempts` keeps counting every call;
 * - an attempt that finds, when it records its call, that the schedule moved while it was sending
 *   (a resend, another attempt recorded, or another claim that took the delivery over after this
 *   one's lease ran out) records the call in the history but leaves the delivery's state and
 *   schedule as they are now;
 * - the crew no longer concerned: not_sent, and no call is made;
 * - a webhook that is off (or paused): no attempt (except a test or a sample, sent on demand); the delivery stays waiting (calls waiting when a
 *   webhook is turned off are kept) and `nextAttemptAt` is null, so a driver stops for now;
 * - the webhook's failure clock (`failing_since`) starts at the first failure of an unbroken run and
 *   clears on a success; once it is older than three days the webhook is turned off and the crew
 *   owner is emailed.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { crews, webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { notifyMailQueued } from "@/lib/mail/notify";
import { queueMail, type MailWriter } from "@/lib/mail/queue";
import type { App } from "@/lib/root/types";
import { config } from "@/lib/config/config";
import { RESOLVE_DEADLINE_MS, resolveForSend, type Lookup } from "@/lib/webhooks/address";
import { observeDelivery } from "./observe";
import { buildPayload } from "./payload";
import { checkPayload, webhookBody } from "./payload-schemas";
import type { WebhookEvents } from "@/lib/webhooks/registry";
import { recordAttempt, updateFailureClock, type AttemptOutcome, type DeliveryState } from "@/lib/webhooks/record";
import { isOnDemand, isSample } from "@/lib/webhooks/sample-mark";
import { retryDelayMs } from "@/lib/webhooks/schedule";
import { sendCall, type CallResult } from "@/lib/webhooks/send";
import { activeSecrets, callHeaders } from "@/lib/webhooks/sign";
import type { DataOf, WebhookEventType } from "@/lib/webhooks/types";

export type { AttemptOutcome, DeliveryState };

export interface AttemptOptions {
  /** How long to wait for an answer (10 s). */
  timeoutMs?: number;
  /** The time factor on every wait (default `config().webhookTimeScale`). */
  scale?: number;
  /** Name resolution, for tests (default: the system resolver). */
  lookup?: Lookup;
  /** The clock the signature's timestamp is read from (default: the wall clock). */
  clock?: () => Date;
}

export const CALL_TIMEOUT_MS = 10_000;

const FINAL = new Set(["delivered", "failed", "not_sent"]);

/** One attempt of a delivery; `events` builds and checks the call's data (each type's declaration). */
export function attemptDelivery(events: WebhookEvents, app: App, deliveryId: string, now: Date, options: AttemptOptions = {}): Promise<AttemptOutcome> {
  // With telemetry on, the attempt is a trace of its own and its outcome is counted (./observe.ts).
  return observeDelivery(() => attempt(events, app, deliveryId, now, options));
}

async function attempt(events: WebhookEvents, app: App, deliveryId: string, now: Date, options: AttemptOptions): Promise<AttemptOutcome> {
  const { db } = app.database;
  const scale = options.scale ?? config().webhookTimeScale;
  const [row] = await db
    .select({ delivery: webhookDeliveries, message: webhookMessages, webhook: webhooks, ownerEmail: crews.ownerEmail })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(crews, eq(crews.id, webhooks.crewId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  // A deleted webhook takes its deliveries with it.
  if (!row) return { state: "not_sent", nextAttemptAt: null };
  const { delivery, message, webhook } = row;
  if (FINAL.has(delivery.state)) return { state: delivery.state as DeliveryState, nextAttemptAt: null };
  const open = inArray(webhookDeliveries.state, ["waiting", "sending"]);
  // Still the attempt this one started from: no resend since, no other attempt recorded, and the
  // lease it was claimed under (worker or Inngest) not taken over by another claim after it ran out.
  const place = delivery.attempts - delivery.scheduleFrom;
  const sameSchedule = and(
    eq(webhookDeliveries.id, deliveryId),
    eq(webhookDeliveries.resends, delivery.resends),
    sql`${webhookDeliveries.attempts} - ${webhookDeliveries.scheduleFrom} = ${place}`,
    delivery.leaseUntil ? eq(webhookDeliveries.leaseUntil, delivery.leaseUntil) : isNull(webhookDeliveries.leaseUntil),
  );

  if (webhook.state !== "on" && !isOnDemand(message.type, message.subject)) {
    await db.update(webhookDeliveries).set({ state: "waiting", leaseUntil: null, updatedAt: now }).where(and(eq(webhookDeliveries.id, deliveryId), open));
    return { state: "waiting", nextAttemptAt: null };
  }

  const payload = await buildPayload(events, db, message, webhook.crewId, webhook);
  if ("notSent" in payload) {
    await db
      .update(webhookDeliveries)
      .set({ state: "not_sent", lastError: payload.notSent, nextAttemptAt: null, leaseUntil: null, updatedAt: now })
      .where(and(sameSchedule, open));
    return { state: "not_sent", nextAttemptAt: null };
  }

  const envelope = webhookBody(message.type as WebhookEventType, message.createdAt, payload.data as DataOf<WebhookEventType>, isSample(message.subject));
  // As answers are (lib/pipeline/handler.ts), in tests and dev every body is checked against the
  // schema the OpenAPI `webhooks` section documents.
  if (config().validateResponses) checkPayload(events, envelope);
  const body = JSON.stringify(envelope);
  // One budget for the attempt: the name's resolution (bounded by its own deadline) and the call share it.
  const budgetMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const started = performance.now();
  const rules = { sandboxWebhook: webhook.sandbox, sandboxMode: config().sandbox, internalHosts: config().drivers.webhookInternalHosts };
  const resolved = await resolveForSend(webhook.url, rules, options.lookup, Math.min(RESOLVE_DEADLINE_MS, budgetMs));
  const resolveMs = Math.round(performance.now() - started);
  let result: CallResult;
  if (!resolved.ok) {
    result = { status: null, error: resolved.error, ms: resolveMs };
  } else {
    const signedAt = (options.clock ?? (() => new Date()))();
    const headers = callHeaders(activeSecrets(webhook, now), message.id, signedAt, body);
    result = await sendCall(webhook.url, resolved, headers, body, { timeoutMs: Math.max(1, budgetMs - resolveMs) });
  }

  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const wait = delivered ? null : retryDelayMs(place + 1, scale);
  const state: DeliveryState = delivered ? "delivered" : wait === null ? "failed" : "waiting";
  const nextAttemptAt = wait === null ? null : new Date(now.getTime() + wait);
  const error = delivered ? null : (result.error ?? `status ${result.status}`);

  const { turnedOff, outcome } = await db.transaction(async (tx) => {
    const recorded = await recordAttempt(tx, deliveryId, sameSchedule, { state, lastStatus: result.status, lastError: error, nextAttemptAt, leaseUntil: null, updatedAt: now });
    // Deleted while sending (with its webhook, or the crew): nothing to record.
    if (!recorded) return { turnedOff: false, outcome: { state: "not_sent", nextAttemptAt: null } satisfies AttemptOutcome };
    await tx.insert(webhookCalls).values({ id: randomUUID(), deliveryId, attempt: recorded.attempt, at: now, status: result.status, error: result.error, ms: result.ms });
    // The call says how the receiver is doing, whichever schedule it belonged to.
    const off = await updateFailureClock(tx, webhook.id, delivered, now, scale);
    // The owner's notice commits with the turn-off: it cannot be lost to a crash after it.
    if (off) await tellOwner(tx, row.ownerEmail, webhook.url, webhook.failingSince ?? now);
    return { turnedOff: off, outcome: recorded.outcome };
  });

  if (turnedOff) await notifyMailQueued();
  return outcome;
}

async function tellOwner(tx: MailWriter, to: string, url: string, since: Date): Promise<void> {
  const text = [
    `Your webhook ${url} has been turned off.`,
    "",
    `Every call to it has failed since ${since.toISOString()}, for more than three days without one success, so it no longer receives events.`,
    "Calls that were waiting are kept. Fix the receiver, then turn the webhook on again in the crew admin API (POST /api/admin/v1/webhooks/{id}/enable); that clears its failure clock.",
  ].join("\n");
  await queueMail(tx, { to, subject: "A webhook was turned off after three days of failures", text });
}
