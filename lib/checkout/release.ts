/**
 * Releasing a checkout: the caller's expire route, the buyer's cancel, the provider's own expiry
 * event, and the sweep of sessions past their instant. The provider's page is ended first (so it
 * can no longer be paid), then the session's stock, tickets and coupon use are freed.
 */
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutHolds, checkoutSessions } from "@/lib/db/schema";
import type { CheckoutStatus } from "@/lib/db/tables/checkout";
import { Problem } from "@/lib/http/problem";
import { UpstreamError } from "@/lib/payments/provider";
import { paymentProviderNamed } from "@/lib/payments/providers";
import { checkoutProvider } from "./provider";
import { sweepOwedRefunds } from "./refund-queue";
import { log } from "@/lib/observability/log";

/** released: ended now; not_open: it was not open (its current status); paid: the provider says it was paid first (the payment event follows). */
export type ReleaseOutcome = { outcome: "released" } | { outcome: "not_open"; status: CheckoutStatus } | { outcome: "paid" };

/**
 * Ends an open session as `status`. With `atProvider`, a provider page is expired first: when the
 * provider cannot be reached this throws 502 upstream_error and nothing is freed (the page may still
 * be paid, so its holds must stay).
 */
export async function releaseCheckout(db: Db, sessionId: string, status: "expired" | "canceled", opts: { atProvider: boolean }): Promise<ReleaseOutcome> {
  const [s] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  if (!s) return { outcome: "not_open", status: "canceled" };
  if (s.status !== "open") return { outcome: "not_open", status: s.status };
  // A page at the provider is ended there first; a page of this service's own reads the session.
  if (opts.atProvider && paymentProviderNamed(s.provider)?.pageAtProvider && s.providerSessionId) {
    const provider = checkoutProvider();
    try {
      if (!provider) throw new UpstreamError("no payment provider is configured");
      const ended = await provider.expireCheckout({ providerSessionId: s.providerSessionId, paymentAccount: s.paymentAccount ?? "" });
      if (ended === "complete") return { outcome: "paid" };
    } catch (e) {
      if (e instanceof UpstreamError) throw new Problem("upstream_error", "The payment provider could not end the checkout page; nothing was released, retry.");
      throw e;
    }
  }
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(checkoutSessions)
      .set({ status })
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, "open")))
      .returning({ id: checkoutSessions.id });
    if (!released) {
      const [now] = await tx.select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      return { outcome: "not_open", status: now?.status ?? "canceled" } as const;
    }
    await tx.delete(checkoutHolds).where(eq(checkoutHolds.sessionId, sessionId));
    return { outcome: "released" } as const;
  });
}

/** Open sessions past their instant become `expired` and lapsed holds go; the number expired. */
async function expireSessions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(checkoutSessions)
      .set({ status: "expired" })
      .where(and(eq(checkoutSessions.status, "open"), lte(checkoutSessions.expiresAt, now)))
      .returning({ id: checkoutSessions.id });
    await tx.delete(checkoutHolds).where(lte(checkoutHolds.expiresAt, now));
    return rows.length;
  });
}

/**
 * The sweep of the webhook driver: sessions past their instant expire (the stock came back at the
 * instant already, since only holds still ahead count, and the provider's page ended at the same
 * instant, so this is bookkeeping), and the refund queue's due refunds are tried
 * (./refund-queue.ts). The number expired.
 */
export async function expireDue(db: Db, now: Date): Promise<number> {
  const expired = await expireSessions(db, now);
  await sweepOwedRefunds(db, now);
  return expired;
}

/** `fn` at most once a minute per process; a failure is logged, never thrown. A clock moved back (tests) runs it again rather than waiting. */
function everyMinute(what: string, fn: (db: Db, now: Date) => Promise<unknown>): (db: Db, now: Date) => Promise<void> {
  let last = -Infinity;
  return async (db, now) => {
    if (now.getTime() - last < 60_000 && now.getTime() >= last) return;
    last = now.getTime();
    try {
      await fn(db, now);
    } catch (e) {
      log.error(`${what} failed`, { error: e });
    }
  };
}

/** Opening a checkout keeps session states true; it never calls a provider, so no refund is retried in a partner's request. */
export const expireSessionsNow = everyMinute("expiring checkout sessions", expireSessions);

/** The Postgres worker's loop runs the whole sweep. */
export const sweepNow = everyMinute("the checkout sweep", expireDue);
