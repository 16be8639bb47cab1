/**
 * GET /v1/checkout-sessions/{id} and POST .../expire: only ticket sessions the crew opened; another
 * crew's session, a merch session and an unknown id are the same 404. An open session past its
 * expiry reads as expired (its tickets are back already); a cancelled one reads as expired too (the
 * contract's three states: it ended unpaid).
 */
import { and, eq } from "drizzle-orm";
import type { SessionRow } from "@/lib/checkout/kind";
import { releaseCheckout } from "@/lib/checkout/release";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { checkoutSessions } from "@/lib/db/schema";
import { conflict, notFound } from "@/lib/http/problem";
import type { TicketCheckoutSessionOut } from "./schemas";

type Status = TicketCheckoutSessionOut["status"];

/** The contract's status of a session at `now`. */
export const sessionStatus = (s: Pick<SessionRow, "status" | "expiresAt">, now: Date): Status => {
  if (s.status === "open") return s.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
  return s.status === "complete" ? "complete" : "expired";
};

export const sessionOut = (s: SessionRow, status: Status): TicketCheckoutSessionOut => ({
  checkout_id: s.id,
  status,
  event_id: s.eventId!,
  amount_total: s.amountTotal,
  currency: s.currency,
  expires_at: s.expiresAt.toISOString(),
  order_id: s.orderId,
});

async function ownSession(crew: CrewScope, id: string): Promise<SessionRow> {
  const [s] = await scopeDb(crew)
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.crewId, crew.id), eq(checkoutSessions.kind, "tickets")))
    .limit(1);
  if (!s) throw notFound();
  return s;
}

export async function getTicketSession(crew: CrewScope, id: string, now: Date): Promise<TicketCheckoutSessionOut> {
  const s = await ownSession(crew, id);
  return sessionOut(s, sessionStatus(s, now));
}

const notOpen = (status: Status) => conflict(`This checkout session is ${status}, not open.`, { reason: "not_open", session_status: status });

/**
 * Ends an open session: the provider's page first, then its tickets and coupon use go back on
 * sale. 409 conflict `not_open` for any other state, or when the provider says it was paid first.
 */
export async function expireTicketSession(crew: CrewScope, id: string, now: Date): Promise<TicketCheckoutSessionOut> {
  const s = await ownSession(crew, id);
  const status = sessionStatus(s, now);
  if (status !== "open") {
    // Past its time but not swept yet: record it (the provider's page ended at the same instant), then answer as for any ended session.
    if (s.status === "open") await releaseCheckout(scopeDb(crew), s.id, "expired", { atProvider: false });
    throw notOpen(status);
  }
  const released = await releaseCheckout(scopeDb(crew), s.id, "expired", { atProvider: true });
  if (released.outcome === "paid") throw notOpen("complete");
  if (released.outcome === "not_open") throw notOpen(sessionStatus({ status: released.status, expiresAt: s.expiresAt }, now));
  return sessionOut({ ...s, status: "expired" }, "expired");
}
