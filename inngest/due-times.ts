/**
 * What the Inngest functions read of the schedule: when each delivery's first attempt is due (as
 * the dispatcher wrote it: the 30 s hold of a first event.published, the coalescing window of
 * event.updated, or now), and which deliveries are overdue with no run to wake them.
 */
import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";

export interface DueDelivery {
  deliveryId: string;
  /** ISO 8601 UTC. */
  dueAt: string;
  /** The times the delivery was sent again: the schedule a run of it works for (absent: 0). */
  resends?: number;
}

/** The due time of each id, in the order given; a delivery without one is due `now`; a deleted one is left out. */
export async function dueTimes(db: Db, deliveryIds: string[], now: Date): Promise<DueDelivery[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db
    .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt, resends: webhookDeliveries.resends })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, deliveryIds));
  const due = new Map(rows.map((r) => [r.id, r]));
  return deliveryIds.flatMap((id) => {
    const r = due.get(id);
    return r ? [dueDelivery(r, now)] : [];
  });
}

function dueDelivery(r: { id: string; nextAttemptAt: Date | null; resends: number }, now: Date): DueDelivery {
  return { deliveryId: r.id, dueAt: (r.nextAttemptAt ?? now).toISOString(), ...(r.resends > 0 ? { resends: r.resends } : {}) };
}

/** How late a waiting delivery must be before the sweep treats it as having no run (a sleeping run wakes on time). */
export const OVERDUE_AFTER_MS = 2 * 60_000;

/**
 * Waiting deliveries of webhooks that are on (or webhook.test) whose next attempt is more than
 * OVERDUE_AFTER_MS past: a run would have attempted them, so none holds them (a resend, a webhook
 * turned on again, a run that gave up). Oldest first.
 */
export async function overdueDeliveries(db: Db, now: Date, limit = 100): Promise<DueDelivery[]> {
  const before = new Date(now.getTime() - OVERDUE_AFTER_MS);
  const found = await db
    .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt, resends: webhookDeliveries.resends })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(and(eq(webhookDeliveries.state, "waiting"), lte(webhookDeliveries.nextAttemptAt, before), or(eq(webhooks.state, "on"), eq(webhookMessages.type, "webhook.test"))))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit);
  return found.map((r) => dueDelivery(r, now));
}
