/**
 * Open ticket sessions past their 30 minutes become `expired`. Their tickets came back already (a
 * hold only counts while its `expires_at` is ahead), so this keeps session states true and the
 * holds table small. A payment that completes after expiry is still honoured (complete.ts).
 */
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { ticketCheckoutSessions, ticketHolds } from "@/lib/db/schema";

/** Marks every open session past `expires_at` expired and drops lapsed holds; the number expired. */
export async function expireDueTicketSessions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(ticketCheckoutSessions)
      .set({ status: "expired" })
      .where(and(eq(ticketCheckoutSessions.status, "open"), lte(ticketCheckoutSessions.expiresAt, now)))
      .returning({ id: ticketCheckoutSessions.id });
    await tx.delete(ticketHolds).where(lte(ticketHolds.expiresAt, now));
    return expired.length;
  });
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = -Infinity;

/** expireDueTicketSessions at most once a minute per process (opening a session calls it); a failure is logged, never thrown. */
export async function expireDueTicketSessionsNow(db: Db, now: Date): Promise<void> {
  // A clock moved back (tests) sweeps again rather than waiting.
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS && now.getTime() >= lastSweep) return;
  lastSweep = now.getTime();
  try {
    await expireDueTicketSessions(db, now);
  } catch (e) {
    console.error(JSON.stringify({ level: "error", msg: "expiring ticket checkout sessions failed", error: String(e) }));
  }
}
