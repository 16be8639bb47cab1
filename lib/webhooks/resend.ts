/**
 * "Send again": a delivery goes back to the start of the schedule (spec: "Send again puts a
 * finished delivery back at the start of the schedule"). Its next attempt is due now and is
 * attempt 1 of a fresh schedule (the first retry 5 s after it, then 5 min, 30 min, …, ten in all);
 * `attempts` and the calls keep the history. The message, and so the `webhook-id`, stay the same.
 *
 * `resends` goes up by one: an attempt of the old schedule still sending records its call but no
 * longer moves the delivery (./record.ts), and an Inngest run started for the old schedule ends
 * when it next wakes (inngest/webhooks.ts).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries } from "@/lib/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What a restart writes: waiting, due now, the schedule counted from the attempts made so far. */
const restart = (now: Date) => ({
  state: "waiting",
  nextAttemptAt: now,
  leaseUntil: null,
  scheduleFrom: sql`${webhookDeliveries.attempts}`,
  resends: sql`${webhookDeliveries.resends} + 1`,
  updatedAt: now,
});

/** Restarts the delivery's schedule at `now`; null when there is no such delivery. */
export async function restartSchedule(tx: Db | Tx, deliveryId: string, now: Date): Promise<DeliveryRow | null> {
  const [row] = await tx.update(webhookDeliveries).set(restart(now)).where(eq(webhookDeliveries.id, deliveryId)).returning();
  return row ?? null;
}

/** Restarts each delivery's schedule at `now` in one statement (a recovery); the rows restarted. */
export async function restartSchedules(tx: Db | Tx, deliveryIds: string[], now: Date): Promise<DeliveryRow[]> {
  if (deliveryIds.length === 0) return [];
  return tx.update(webhookDeliveries).set(restart(now)).where(inArray(webhookDeliveries.id, deliveryIds)).returning();
}
