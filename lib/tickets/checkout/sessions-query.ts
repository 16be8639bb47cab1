/**
 * GET /v1/checkout-sessions/{id} and POST .../expire: only sessions the crew opened; another
 * crew's session and an unknown id are the same 404. An open session past its expiry reads as
 * expired (its tickets are back already).
 */
import { and, eq } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { ticketCheckoutSessions } from "@/lib/db/schema";
import { conflict, notFound } from "@/lib/http/problem";
import { releaseTicketSession } from "./complete";
import type { TicketCheckoutSessionOut } from "./schemas";

type Session = typeof ticketCheckoutSessions.$inferSelect;

export const sessionStatus = (s: Pick<Session, "status" | "expiresAt">, now: Date): Session["status"] =>
  s.status === "open" && s.expiresAt.getTime() <= now.getTime() ? "expired" : s.status;

const out = (s: Session, status: Session["status"]): TicketCheckoutSessionOut => ({
  checkout_id: s.id,
  status,
  event_id: s.eventId,
  amount_total: s.amountTotal,
  currency: s.currency,
  expires_at: s.expiresAt.toISOString(),
  order_id: s.orderId,
});

async function ownSession(crew: CrewScope, id: string): Promise<Session> {
  const [s] = await scopeDb(crew)
    .select()
    .from(ticketCheckoutSessions)
    .where(and(eq(ticketCheckoutSessions.id, id), eq(ticketCheckoutSessions.crewId, crew.id)))
    .limit(1);
  if (!s) throw notFound();
  return s;
}

export async function getTicketSession(crew: CrewScope, id: string, now: Date): Promise<TicketCheckoutSessionOut> {
  const s = await ownSession(crew, id);
  return out(s, sessionStatus(s, now));
}

/** Ends an open session and returns its tickets; 409 conflict `not_open` for any other state. */
export async function expireTicketSession(crew: CrewScope, id: string, now: Date): Promise<TicketCheckoutSessionOut> {
  const s = await ownSession(crew, id);
  const status = sessionStatus(s, now);
  if (status !== "open") {
    // Past its time but not swept yet: record it, then answer as for any ended session.
    if (s.status === "open") await releaseTicketSession(scopeDb(crew), s.id);
    throw conflict(`This checkout session is ${status}, not open.`, { reason: "not_open", session_status: status });
  }
  if (!(await releaseTicketSession(scopeDb(crew), s.id))) {
    const again = await ownSession(crew, id);
    throw conflict(`This checkout session is ${again.status}, not open.`, { reason: "not_open", session_status: again.status });
  }
  return out({ ...s, status: "expired" }, "expired");
}
