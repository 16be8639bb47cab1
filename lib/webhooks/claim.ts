/**
 * How an Inngest run takes a delivery before it sends an attempt: a conditional update that moves it
 * to `sending` with a lease, the same hold the Postgres worker takes (lib/root/worker.ts, 60 s). Only
 * one caller can move it, so two runs of one delivery never send at once, whatever the time scale;
 * the attempt's final write then holds only while the lease is still this one (./record.ts).
 *
 * A run that cannot take it is told why: the schedule was restarted by a resend (`superseded`),
 * another run made the attempt this run expected to make (`taken`), it is finished, or it is not
 * due yet / held by a live lease (`wait`, until when). Waiting costs the run no attempt.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookDeliveries } from "@/lib/db/schema";

/** How long one attempt holds its delivery (both drivers): well past the 10 s call timeout. */
export const ATTEMPT_LEASE_MS = 60_000;

/** How early (at scale 1) a wake-up may still attempt: the clocks of Inngest and the app differ a little. */
export const EARLY_MS = 1000;

export type Claim =
  | { kind: "claimed"; place: number }
  | { kind: "wait"; until: Date }
  | { kind: "superseded" }
  | { kind: "taken" }
  | { kind: "done"; state: "delivered" | "failed" | "not_sent" };

export interface ClaimFor {
  /** The schedule the run works for (the times the delivery had been sent again). */
  resends: number;
  /** The place in that schedule (attempts made in it) the run expects; undefined: whatever it is now. */
  place?: number;
}

/** The tolerance on "due", scaled down with the schedule so it never swallows a short retry wait. */
export const earlyMs = (scale: number): number => EARLY_MS * Math.min(1, Math.max(0, scale));

export async function claimAttempt(db: Db, deliveryId: string, want: ClaimFor, now: Date, scale: number): Promise<Claim> {
  const at = now.toISOString();
  const dueBy = new Date(now.getTime() + earlyMs(scale)).toISOString();
  const place = sql<number>`${webhookDeliveries.attempts} - ${webhookDeliveries.scheduleFrom}`;
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ state: "sending", leaseUntil: new Date(now.getTime() + ATTEMPT_LEASE_MS), updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.resends, want.resends),
        want.place === undefined ? undefined : sql`${place} = ${want.place}`,
        sql`((${webhookDeliveries.state} = 'waiting' AND (${webhookDeliveries.nextAttemptAt} IS NULL OR ${webhookDeliveries.nextAttemptAt} <= ${dueBy}::timestamptz))
          OR (${webhookDeliveries.state} = 'sending' AND (${webhookDeliveries.leaseUntil} IS NULL OR ${webhookDeliveries.leaseUntil} <= ${at}::timestamptz)))`,
      ),
    )
    .returning({ place });
  if (claimed) return { kind: "claimed", place: Number(claimed.place) };

  const [row] = await db
    .select({ state: webhookDeliveries.state, resends: webhookDeliveries.resends, place, nextAttemptAt: webhookDeliveries.nextAttemptAt, leaseUntil: webhookDeliveries.leaseUntil })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  // A deleted webhook takes its deliveries with it.
  if (!row) return { kind: "done", state: "not_sent" };
  if (row.resends !== want.resends) return { kind: "superseded" };
  if (want.place !== undefined && Number(row.place) !== want.place) return { kind: "taken" };
  if (row.state === "delivered" || row.state === "failed" || row.state === "not_sent") return { kind: "done", state: row.state };
  if (row.state === "sending" && row.leaseUntil) return { kind: "wait", until: row.leaseUntil };
  if (row.state === "waiting" && row.nextAttemptAt) return { kind: "wait", until: row.nextAttemptAt };
  // It changed between the two statements: look again at once.
  return { kind: "wait", until: now };
}
