/**
 * Opening a ticket checkout session: the event and discount are resolved, then in one transaction
 * the event's tiers are locked (`FOR UPDATE`), the held tickets counted, the order checked and
 * priced by the pure rules, and the session and its holds written; so two buyers can never both
 * take the last ticket. A paid order's provider page opens after the commit (a failure removes the
 * session and its holds); a free order completes at once, without a provider.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { KeyRecord } from "@/lib/auth/authenticate";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { ticketCheckoutSessions, ticketHolds } from "@/lib/db/schema";
import { fingerprint } from "@/lib/http/canonical-json";
import type { Locale } from "@/lib/http/locale";
import { Problem, bodyInvalid, conflict, missingScope } from "@/lib/http/problem";
import { paymentProvider } from "@/lib/payments";
import { UpstreamError, type PaymentProvider } from "@/lib/payments/provider";
import { quoteTickets } from "@/lib/tickets/rules/quote";
import type { TicketQuote, TicketRefusal } from "@/lib/tickets/rules/types";
import { completeTicketSession, ticketOrderPageUrl } from "./complete";
import { expireDueTicketSessionsNow } from "./expire";
import { discountFacts, eventFacts, lockedTiers, unlockedTiers } from "./facts-query";
import type { TicketCheckoutInput } from "./schemas";

/** How long a session holds its tickets. */
export const HOLD_MINUTES = 30;

let providerOverride: PaymentProvider | null | undefined;

/** Tests only: the provider ticket checkout uses instead of the configured one (undefined: back to configured). */
export function setTicketProviderForTests(provider: PaymentProvider | null | undefined): void {
  providerOverride = provider;
}

const provider = (): PaymentProvider | null => (providerOverride === undefined ? paymentProvider() : providerOverride);

type Session = typeof ticketCheckoutSessions.$inferSelect;

export interface OpenInput {
  body: TicketCheckoutInput;
  locale: Locale;
  now: Date;
  baseUrl: string;
}

export interface CreatedAnswer {
  checkout_id: string;
  url: string;
  expires_at: string;
  amount_total: number;
  currency: string;
}

/** What a retry must repeat: the body without the visitor's address. */
export function ticketBodyFingerprint(body: TicketCheckoutInput): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { client_ip, ...kept } = body;
  return fingerprint(kept);
}

const answerOf = (s: Session): CreatedAnswer => ({ checkout_id: s.id, url: s.url, expires_at: s.expiresAt.toISOString(), amount_total: s.amountTotal, currency: s.currency });

function replay(session: Session, fingerprint: string): CreatedAnswer {
  if (session.bodyHash !== fingerprint) {
    throw new Problem("idempotency_mismatch", "This idempotency_key was used before with another body; make a new key for another order.");
  }
  if (!session.url) throw conflict("The checkout session with this idempotency_key is still opening; retry in a moment.", { reason: "in_progress" });
  return answerOf(session);
}

async function sessionByKey(db: Db, crewId: string, idempotencyKey: string): Promise<Session | null> {
  const [s] = await db
    .select()
    .from(ticketCheckoutSessions)
    .where(and(eq(ticketCheckoutSessions.crewId, crewId), eq(ticketCheckoutSessions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return s ?? null;
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === "object" && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    if ((cur as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const refusalProblem = (r: TicketRefusal) => bodyInvalid([{ param: r.param, message: r.message }], { ...(r.reason ? { reason: r.reason } : {}), ...(r.extra ?? {}) });

/** A free order needs write:checkout:free on a key the crew owner created. */
function mayIssueFree(key: Pick<KeyRecord, "scopes" | "createdByOwner">): boolean {
  return key.scopes.includes("write:checkout:free") && key.createdByOwner;
}

/** The payee's account the page opens on: Stripe needs the payee's own; the sandbox takes any. */
function accountFor(payments: PaymentProvider | null, paymentAccount: string | null): string | Problem {
  if (!payments) return new Problem("upstream_error", "Payments are not configured on this service.");
  if (payments.name === "stripe" && !paymentAccount) return new Problem("upstream_error", "The event's payee cannot take card payments yet (no payment account); nothing is held.");
  return paymentAccount ?? "sandbox";
}

/** POST /v1/checkout-sessions. */
export async function openTicketSession(crew: CrewScope, key: Pick<KeyRecord, "id" | "scopes" | "createdByOwner">, input: OpenInput): Promise<CreatedAnswer> {
  const { body, now } = input;
  const db = scopeDb(crew);
  await expireDueTicketSessionsNow(db, now);
  const fingerprint = ticketBodyFingerprint(body);
  if (body.idempotency_key !== undefined) {
    const existing = await sessionByKey(db, crew.id, body.idempotency_key);
    if (existing) return replay(existing, fingerprint);
  }

  const event = await eventFacts(crew, body.event_id, now);
  const [discount, unlocked] = await Promise.all([body.discount_id === undefined ? null : discountFacts(crew, body.discount_id, now), unlockedTiers(crew, body.event_id, body.access_code)]);
  const payments = provider();
  const account = accountFor(payments, event.paymentAccount);

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const locale = body.locale ?? input.locale;
  let quote: TicketQuote;
  try {
    quote = await db.transaction(async (tx) => {
      const tiers = await lockedTiers(tx, body.event_id, now);
      const result = quoteTickets(body.lines, { eventId: body.event_id, eventEnded: event.ended, tiers, unlocked, discount, fee: event.fee }, now);
      if (!result.ok) throw refusalProblem(result.refusal);
      const q = result.quote;
      const free = q.total_cents === 0;
      if (free && !mayIssueFree(key)) throw missingScope("This order is free: issuing it needs the scope write:checkout:free, on a key the crew owner created.");
      if (!free && account instanceof Problem) throw account;
      await tx.insert(ticketCheckoutSessions).values({
        id,
        crewId: crew.id,
        keyId: key.id,
        eventId: body.event_id,
        lines: q.lines,
        currency: q.currency,
        subtotalAmount: q.subtotal_cents,
        discountAmount: q.discount_cents,
        feeAmount: q.fee_cents,
        amountTotal: q.total_cents,
        discount: q.discount,
        accessCode: body.access_code ?? null,
        buyerEmail: body.buyer_email,
        reference: body.reference ?? null,
        locale,
        idempotencyKey: body.idempotency_key ?? null,
        bodyHash: fingerprint,
        status: "open",
        createdAt: now,
        expiresAt,
        provider: free ? "free" : payments!.name,
        providerSessionId: null,
        url: "",
        baseUrl: input.baseUrl,
        orderId: null,
      });
      await tx.insert(ticketHolds).values(q.lines.map((l) => ({ sessionId: id, tierId: l.tier_id, quantity: l.quantity, expiresAt })));
      return q;
    });
  } catch (e) {
    // Two first calls with one key: the loser answers as a retry of the winner.
    if (body.idempotency_key !== undefined && isUniqueViolation(e)) {
      const winner = await sessionByKey(db, crew.id, body.idempotency_key);
      if (winner) return replay(winner, fingerprint);
    }
    throw e;
  }

  if (quote.total_cents === 0) {
    const done = await completeTicketSession(db, id, { provider: "free", ref: null }, now);
    const url = await ticketOrderPageUrl(db, input.baseUrl, done!.orderId);
    await db.update(ticketCheckoutSessions).set({ url }).where(eq(ticketCheckoutSessions.id, id));
    return { checkout_id: id, url, expires_at: expiresAt.toISOString(), amount_total: 0, currency: quote.currency };
  }

  let page: { providerSessionId: string; url: string };
  try {
    page = await payments!.openCheckout({
      sessionId: id,
      kind: "tickets",
      currency: quote.currency,
      lines: [
        ...quote.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount_cents: l.quantity * l.unit_amount - l.discount_amount })),
        ...(quote.fee_cents > 0 ? [{ name: "Booking fee", quantity: 1, amount_cents: quote.fee_cents }] : []),
      ],
      shipping: null,
      total_cents: quote.total_cents,
      // The booking fee is the platform's share of a ticket sale.
      application_fee_cents: quote.fee_cents,
      paymentAccount: account as string,
      buyerEmail: body.buyer_email,
      locale,
      expiresAt,
      baseUrl: input.baseUrl,
      successUrl: `${input.baseUrl}/checkout/tickets/${id}/complete`,
      cancelUrl: `${input.baseUrl}/checkout/tickets/${id}`,
    });
  } catch (e) {
    // No page, no hold: the holds go with the session (cascade).
    await db.delete(ticketCheckoutSessions).where(eq(ticketCheckoutSessions.id, id));
    if (e instanceof UpstreamError) throw new Problem("upstream_error", "The checkout could not be opened at the payment provider; nothing is held, retry.");
    throw e;
  }
  await db.update(ticketCheckoutSessions).set({ url: page.url, providerSessionId: page.providerSessionId }).where(eq(ticketCheckoutSessions.id, id));
  return { checkout_id: id, url: page.url, expires_at: expiresAt.toISOString(), amount_total: quote.total_cents, currency: quote.currency };
}
