/**
 * When each delivery's first attempt is due, as the dispatcher wrote it (`next_attempt_at`: the
 * 30 s hold of a first event.published, the coalescing window of event.updated, or now).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries } from "@/lib/db/schema";

export interface DueDelivery {
  deliveryId: string;
  /** ISO 8601 UTC. */
  dueAt: string;
}

/** The due time of each id, in the order given; a delivery without one is due `now`; a deleted one is left out. */
export async function dueTimes(db: Db, deliveryIds: string[], now: Date): Promise<DueDelivery[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db.select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt }).from(webhookDeliveries).where(inArray(webhookDeliveries.id, deliveryIds));
  const due = new Map(rows.map((r) => [r.id, r.nextAttemptAt]));
  return deliveryIds.filter((id) => due.has(id)).map((id) => ({ deliveryId: id, dueAt: (due.get(id) ?? now).toISOString() }));
}
