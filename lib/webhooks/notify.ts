/**
 * Tells the Inngest driver about work written to the database, once the transaction that wrote it
 * has committed, so it runs now instead of when the every-minute sweep finds it overdue (two to
 * three minutes later). Without Inngest these do nothing: the Postgres worker looks every 250 ms on
 * a server, and with the embedded database the write itself wakes it (drizzle/0017_worker_wake.sql).
 * A failed send is logged and not thrown (the change is already committed); the dispatcher's
 * every-minute run catches up (it routes the outbox, and starts runs for deliveries left overdue).
 *
 * - a write that emits platform events (a `POST …/webhooks/{id}/test` among them):
 *   `notifyOutboxWritten`, and the dispatcher names the new deliveries;
 * - a resend: `notifyDeliveryDue` for the fresh schedule; a recovery: `notifyDeliveriesDue`, one per delivery;
 * - a webhook turned on: `notifyWebhookOn` for each of its deliveries left waiting while it was off.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries, webhooks } from "@/lib/db/schema";
import { inngest } from "@/lib/scheduler/client";
import { deliveryDue, deliveryDueEventId, outboxWritten, type DeliveryDueData } from "@/lib/scheduler/events";
import { config } from "@/lib/config/config";
import { afterCommit } from "@/lib/db/after-commit";
import { log } from "@/lib/observability/log";

/** Events per send (Inngest limits the size of one request). */
const SEND_CHUNK = 100;

/** After outbox rows were written: route them now. */
export async function notifyOutboxWritten(): Promise<void> {
  await sendIfInngest("platform/outbox.written", [outboxWritten.create()]);
}

/** What a `webhooks/delivery.due` is made of; select from deliveries joined with their webhook. */
export const dueColumns = {
  id: webhookDeliveries.id,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  resends: webhookDeliveries.resends,
  place: sql<number>`${webhookDeliveries.attempts} - ${webhookDeliveries.scheduleFrom}`.mapWith(Number),
  webhookId: webhookDeliveries.webhookId,
  crewId: webhooks.crewId,
};

type DueRow = { id: string; nextAttemptAt: Date | null; resends: number; place: number; webhookId: string; crewId: string };

/** The event data of a delivery: due at its next attempt time, or `now` when it has none. */
export function dueData(r: DueRow, now: Date): DeliveryDueData {
  return {
    deliveryId: r.id,
    dueAt: (r.nextAttemptAt ?? now).toISOString(),
    ...(r.resends > 0 ? { resends: r.resends } : {}),
    place: r.place,
    webhookId: r.webhookId,
    crewId: r.crewId,
  };
}

/**
 * After a delivery was sent again (its `resends`-th time, now at place 0 of a fresh schedule): start
 * the run of that schedule now. The event id names the resend, so each resend starts a run of its
 * own (ten attempts) and a run of an earlier schedule stops when it wakes.
 */
export async function notifyDeliveryDue(due: ResentDelivery): Promise<void> {
  await notifyDeliveriesDue([due]);
}

interface ResentDelivery {
  deliveryId: string;
  dueAt: Date;
  resends: number;
  webhookId: string;
  crewId: string;
}

/** After several deliveries were sent again at once (a recovery): one run each, as for one resend. */
export async function notifyDeliveriesDue(list: ResentDelivery[]): Promise<void> {
  const events = list.map((due) => {
    const at = due.dueAt.toISOString();
    const data: DeliveryDueData = { deliveryId: due.deliveryId, dueAt: at, resends: due.resends, place: 0, webhookId: due.webhookId, crewId: due.crewId };
    return deliveryDue.create(data, { id: deliveryDueEventId(due.deliveryId, at, "resend", due.resends) });
  });
  await sendIfInngest("webhooks/delivery.due", events);
}

/**
 * After a webhook was turned on: start a run now for each of its deliveries waiting with their time
 * come (the run that held each one ended when it found the webhook off). One still sleeping towards
 * a later time keeps its run. Ids name the moment it was turned on, so turning it off and on again
 * starts fresh runs; a run that finds another one already made the attempt it expected ends.
 */
export async function notifyWebhookOn(db: Db, webhookId: string, now: Date): Promise<number> {
  if (!config().inngest) return 0;
  const rows = await waitingOf(db, webhookId, now).catch((e: unknown) => {
    log.error("webhooks/delivery.due not sent for a webhook turned on; the every-minute dispatch catches up", { error: e });
    return [];
  });
  const at = now.toISOString();
  const events = rows.map((r) => deliveryDue.create({ ...dueData(r, now), dueAt: at }, { id: deliveryDueEventId(r.id, at, "enable") }));
  await sendIfInngest("webhooks/delivery.due", events);
  return events.length;
}

function waitingOf(db: Db, webhookId: string, now: Date): Promise<DueRow[]> {
  return db
    .select(dueColumns)
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.state, "waiting"), or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now))));
}

function sendIfInngest(name: string, events: Parameters<typeof inngest.send>[0][]): Promise<void> {
  if (!config().inngest || events.length === 0) return Promise.resolve();
  return afterCommit(() => send(name, events));
}

async function send(name: string, events: Parameters<typeof inngest.send>[0][]): Promise<void> {
  for (let i = 0; i < events.length; i += SEND_CHUNK) {
    try {
      await inngest.send(events.slice(i, i + SEND_CHUNK) as Parameters<typeof inngest.send>[0]);
    } catch (e) {
      log.error(`${name} not sent; the every-minute dispatch catches up`, { error: e });
    }
  }
}
