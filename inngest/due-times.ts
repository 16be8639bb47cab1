/**
 * What the Inngest functions read of the schedule: when each delivery's next attempt is due (as
 * the dispatcher wrote it: the 30 s hold of a first event.published, the coalescing window of
 * event.updated, or now), and which deliveries are overdue with no run to wake them.
 */
import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { dueColumns, dueData } from "@/lib/webhooks/notify";
import { onDemandMessage } from "@/lib/webhooks/samples";
import type { DeliveryDueData } from "@/lib/scheduler/events";

/** One `webhooks/delivery.due` event's data: the delivery, its due time (ISO 8601 UTC), its schedule and place, its webhook and crew. */
export type DueDelivery = DeliveryDueData;

/** The due time of each id, in the order given; a delivery without one is due `now`; a deleted one is left out. */
export async function dueTimes(db: Db, deliveryIds: string[], now: Date): Promise<DueDelivery[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db.select(dueColumns).from(webhookDeliveries).innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId)).where(inArray(webhookDeliveries.id, deliveryIds));
  const due = new Map(rows.map((r) => [r.id, r]));
  return deliveryIds.flatMap((id) => {
    const r = due.get(id);
    return r ? [dueData(r, now)] : [];
  });
}

/** How late a waiting delivery must be before the sweep treats it as having no run (a sleeping run wakes on time). */
export const OVERDUE_AFTER_MS = 2 * 60_000;

/**
 * Deliveries of webhooks that are on (or sent on demand: webhook.test, a sample) that a run would have attempted more than
 * OVERDUE_AFTER_MS ago, so none holds them: waiting past their time (a run that gave up, Inngest
 * unreachable when a resend or an enable was told), or left `sending` by a run that died in an
 * attempt, its lease long run out. Oldest first.
 */
export async function overdueDeliveries(db: Db, now: Date, limit = 100): Promise<DueDelivery[]> {
  const before = new Date(now.getTime() - OVERDUE_AFTER_MS);
  const found = await db
    .select({ ...dueColumns, state: webhookDeliveries.state, leaseUntil: webhookDeliveries.leaseUntil })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(
      and(
        or(and(eq(webhookDeliveries.state, "waiting"), lte(webhookDeliveries.nextAttemptAt, before)), and(eq(webhookDeliveries.state, "sending"), lte(webhookDeliveries.leaseUntil, before))),
        or(eq(webhooks.state, "on"), onDemandMessage),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit);
  // A dead attempt is named by its lease, so its event id differs from the one of its waiting time.
  return found.map((r) => ({ ...dueData(r, now), ...(r.state === "sending" && r.leaseUntil ? { dueAt: r.leaseUntil.toISOString() } : {}) }));
}
