/**
 * The hosted checkout pages at /checkout/{id}, for both kinds: one session as the buyer sees it now,
 * and what the sandbox page's Pay and Cancel forms share (sandbox mode only, a known sandbox
 * session, the form's token, 303 answers to this service's own pages, relative so the buyer stays
 * on the host they came by).
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, events } from "@/lib/db/schema";
import type { CheckoutKind, CheckoutProviderName, CheckoutStatus, MerchSessionDetails, TicketSessionDetails } from "@/lib/db/tables/checkout";
import type { AppGetter } from "@/lib/root/types";
import { config } from "@/lib/config/config";
import { checkCheckoutFormToken } from "./form-token";
import { kindOf } from "./kinds";
import { SANDBOX_PROVIDER } from "@/lib/payments/sandbox";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutView {
  id: string;
  kind: CheckoutKind;
  /** As stored, except that an open session past its expiry reads as expired (no sweep is needed for that). */
  state: CheckoutStatus;
  provider: CheckoutProviderName;
  expiresAt: Date;
  currency: string;
  totalCents: number;
  buyerEmail: string;
  baseUrl: string;
  orderId: string | null;
  event: { id: number; title: string } | null;
  /** A merch session's cart and seller (its legal identity: lib/shop/pages/seller-query.ts); null for tickets. */
  merch: Omit<MerchSessionDetails, "kind"> | null;
  /** A ticket session's tickets; null for merch. */
  tickets: Omit<TicketSessionDetails, "kind"> | null;
}

export function checkoutState(status: CheckoutStatus, expiresAt: Date, now: Date): CheckoutStatus {
  return status === "open" && expiresAt.getTime() <= now.getTime() ? "expired" : status;
}

export async function checkoutView(db: Db, sessionId: string, now: Date): Promise<CheckoutView | null> {
  if (!UUID.test(sessionId)) return null;
  const [s] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  if (!s) return null;
  const [event] = s.eventId === null ? [] : await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, s.eventId)).limit(1);
  const d = s.details;
  return {
    id: s.id,
    kind: s.kind,
    state: checkoutState(s.status, s.expiresAt, now),
    provider: s.provider,
    expiresAt: s.expiresAt,
    currency: s.currency,
    totalCents: s.amountTotal,
    buyerEmail: s.buyerEmail,
    baseUrl: s.baseUrl,
    orderId: s.orderId,
    event: event ?? null,
    merch: d.kind === "merch" ? { seller: d.seller, mode: d.mode, country: d.country, lines: d.lines, pricing: d.pricing } : null,
    tickets: d.kind === "tickets" ? { lines: d.lines, subtotal_cents: d.subtotal_cents, discount_cents: d.discount_cents, fee_cents: d.fee_cents, discount: d.discount, access_code: d.access_code } : null,
  };
}

/** The buyer's order page of a completed session (merch and ticket orders have their own). */
export async function orderPathOf(db: Db, view: Pick<CheckoutView, "kind" | "orderId">): Promise<string | null> {
  return view.orderId ? kindOf(view.kind).fulfiller.orderPagePath(db, view.orderId) : null;
}

export const checkoutPath = (id: string) => `/checkout/${id}`;

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The session and database when a sandbox form may act on it, else the answer to send (404 or 403).
 * The App is the page's (an entry's): opened only in sandbox mode.
 */
export async function acceptSandboxForm(request: Request, sessionId: string, now: Date, getApp: AppGetter): Promise<{ db: Db; view: CheckoutView } | { answer: Response }> {
  if (!config().sandbox) return { answer: plain(404, "Not found.") };
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, sessionId, now);
  if (!view || view.provider !== SANDBOX_PROVIDER) return { answer: plain(404, "Not found.") };
  const form = await request.formData().catch(() => null);
  if (!(await checkCheckoutFormToken(db, view.id, form?.get("token")))) {
    return { answer: plain(403, "This form did not come from this checkout page. Open the checkout page again and use its buttons.") };
  }
  return { db, view };
}
