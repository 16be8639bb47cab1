/** The ticket checkout pages' read: one session with its event, its state as the buyer sees it now, and the form checks of the sandbox page. */
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { events, ticketCheckoutSessions } from "@/lib/db/schema";
import type { TicketCheckoutLine } from "@/lib/db/tables/ticket-checkout";
import { getApp } from "@/lib/platform/app";
import { config } from "@/lib/platform/config";
import { checkCheckoutFormToken } from "@/lib/shop/pages/form-token";
import { sessionStatus } from "./sessions-query";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TicketCheckoutView {
  id: string;
  state: "open" | "complete" | "expired";
  provider: "sandbox" | "stripe" | "free";
  expiresAt: Date;
  lines: TicketCheckoutLine[];
  currency: string;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  discountCode: string | null;
  buyerEmail: string;
  orderId: string | null;
  event: { id: number; title: string } | null;
}

export async function ticketCheckoutView(db: Db, sessionId: string, now: Date): Promise<TicketCheckoutView | null> {
  if (!UUID.test(sessionId)) return null;
  const [s] = await db.select().from(ticketCheckoutSessions).where(eq(ticketCheckoutSessions.id, sessionId)).limit(1);
  if (!s) return null;
  const [event] = await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, s.eventId)).limit(1);
  return {
    id: s.id,
    state: sessionStatus(s, now),
    provider: s.provider,
    expiresAt: s.expiresAt,
    lines: s.lines,
    currency: s.currency,
    subtotalCents: s.subtotalAmount,
    discountCents: s.discountAmount,
    feeCents: s.feeAmount,
    totalCents: s.amountTotal,
    discountCode: s.discount?.code ?? null,
    buyerEmail: s.buyerEmail,
    orderId: s.orderId,
    event: event ?? null,
  };
}

export const ticketCheckoutPath = (id: string) => `/checkout/tickets/${id}`;

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The session and database when a sandbox page's form may act on it, else the answer to send (404 or 403). */
export async function acceptTicketForm(request: Request, sessionId: string, now: Date): Promise<{ db: Db; view: TicketCheckoutView } | { answer: Response }> {
  if (!config().sandbox) return { answer: plain(404, "Not found.") };
  const db = (await getApp()).database.db;
  const view = await ticketCheckoutView(db, sessionId, now);
  if (!view || view.provider !== "sandbox") return { answer: plain(404, "Not found.") };
  const form = await request.formData().catch(() => null);
  if (!(await checkCheckoutFormToken(db, view.id, form?.get("token")))) {
    return { answer: plain(403, "This form did not come from this checkout page. Open the checkout page again and use its buttons.") };
  }
  return { db, view };
}
