/**
 * Open sessions past their 30 minutes become `expired`. The stock came back already (a hold only
 * counts while its `expires_at` is ahead), so this is bookkeeping: it keeps session states true and
 * the holds table small. A payment that completes after expiry is still honoured (complete.ts).
 */
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, stockHolds } from "@/lib/db/schema";

/** Marks every open session past `expires_at` expired and drops lapsed holds; the number expired. */
export async function expireDueSessions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(checkoutSessions)
      .set({ status: "expired" })
      .where(and(eq(checkoutSessions.status, "open"), lte(checkoutSessions.expiresAt, now)))
      .returning({ id: checkoutSessions.id });
    await tx.delete(stockHolds).where(lte(stockHolds.expiresAt, now));
    return expired.length;
  });
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = -Infinity;

/** expireDueSessions at most once a minute per process (opening a session calls it); a failure is logged, never thrown. */
export async function expireDueSessionsNow(db: Db, now: Date): Promise<void> {
  // A clock moved back (tests) sweeps again rather than waiting.
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS && now.getTime() >= lastSweep) return;
  lastSweep = now.getTime();
  try {
    await expireDueSessions(db, now);
  } catch (e) {
    console.error(JSON.stringify({ level: "error", msg: "expiring checkout sessions failed", error: String(e) }));
  }
}
