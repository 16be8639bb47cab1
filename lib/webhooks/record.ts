/**
 * Writing down one attempt of a delivery (./deliver.ts): the call in the history, the delivery's
 * next state, and the webhook's failure clock, in the attempt's transaction.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries, webhooks } from "@/lib/db/schema";
import { shouldTurnOff } from "./schedule";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DeliveryState = "delivered" | "waiting" | "failed" | "not_sent";

export interface AttemptOutcome {
  state: DeliveryState;
  nextAttemptAt: Date | null;
  /** The schedule moved while this attempt was sending: its call is history, the state is the newer one. */
  superseded?: true;
}

type Outcome = Pick<typeof webhookDeliveries.$inferInsert, "lastStatus" | "lastError" | "leaseUntil" | "updatedAt"> & { state: DeliveryState; nextAttemptAt: Date | null };

/**
 * Counts the attempt and, when the delivery is still on the schedule the attempt loaded
 * (`sameSchedule`: same resend, same place, same lease), writes its outcome. Otherwise (a resend,
 * another attempt, or a claim that took over after this attempt's lease ran out came in between)
 * the call is counted in `attempts` with `scheduleFrom` moved along with it, so the place in the
 * newer schedule stays where it is and its state is left alone. Returns the call's number
 * and the delivery's outcome now; null when the delivery is gone.
 */
export async function recordAttempt(tx: Tx, deliveryId: string, sameSchedule: SQL | undefined, set: Outcome): Promise<{ attempt: number; outcome: AttemptOutcome } | null> {
  const [moved] = await tx
    .update(webhookDeliveries)
    .set({ ...set, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(sameSchedule)
    .returning({ attempts: webhookDeliveries.attempts });
  if (moved) return { attempt: moved.attempts, outcome: { state: set.state, nextAttemptAt: set.nextAttemptAt } };
  const [kept] = await tx
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, scheduleFrom: sql`${webhookDeliveries.scheduleFrom} + 1` })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning({ attempts: webhookDeliveries.attempts, state: webhookDeliveries.state, nextAttemptAt: webhookDeliveries.nextAttemptAt });
  if (!kept) return null;
  // Another worker holding it now: to a driver it is still waiting.
  const state = (kept.state === "sending" ? "waiting" : kept.state) as DeliveryState;
  return { attempt: kept.attempts, outcome: { state, nextAttemptAt: kept.nextAttemptAt, superseded: true } };
}

/**
 * Clears the webhook's failure clock on a success, starts it at the first failure of a run; true
 * when the clock is older than three days and this turned the webhook off.
 */
export async function updateFailureClock(tx: Tx, webhookId: string, delivered: boolean, now: Date, scale: number): Promise<boolean> {
  if (delivered) {
    await tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, webhookId));
    return false;
  }
  const [clock] = await tx
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failingSince: webhooks.failingSince, state: webhooks.state });
  if (!clock || clock.state !== "on" || !shouldTurnOff(clock.failingSince, now, scale)) return false;
  const off = await tx
    .update(webhooks)
    .set({ state: "off", updatedAt: now })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.state, "on")))
    .returning({ id: webhooks.id });
  return off.length > 0;
}
