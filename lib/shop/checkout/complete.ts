/** Paying and releasing a merch checkout session (written by the checkout work). */
import type { Db } from "@/lib/db/client";

/** Marks a session paid and writes its order exactly once; null when no such session. */
export async function completeCheckoutSession(_db: Db, _sessionId: string, _payment: { provider: "sandbox" | "stripe"; ref: string | null }, _now: Date): Promise<{ orderId: string; created: boolean } | null> {
  throw new Error("not implemented yet");
}

/** Cancels or expires an open session and gives its stock back; false when it was not open. */
export async function releaseCheckoutSession(_db: Db, _sessionId: string, _status: "canceled" | "expired", _now: Date): Promise<boolean> {
  throw new Error("not implemented yet");
}
