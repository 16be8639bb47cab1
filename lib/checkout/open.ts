/**
 * Opening a checkout, read top to bottom:
 *   1. expire: sessions past their expiry are marked expired (at most once a minute per process);
 *   2. replay: a known `idempotency_key` answers its session (or resumes one whose page never opened);
 *   3. prepare: the kind reads what needs no lock (event, discount, prices) and refuses early;
 *   4. hold: in one transaction the kind locks and counts the scarce rows and prices the order,
 *      the engine checks the page can sell, and writes the session and its holds;
 *   5. page: the provider's hosted page opens on the seller's account, with the session's one
 *      expiry instant; a free order completes at once instead.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { KeyRecord } from "@/lib/auth/authenticate";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { checkoutHolds, checkoutSessions } from "@/lib/db/schema";
import type { CheckoutKind } from "@/lib/db/tables/checkout";
import type { Locale } from "@/lib/http/locale";
import { Problem, conflict } from "@/lib/http/problem";
import { UpstreamError, type PaymentProvider } from "@/lib/payments/provider";
import { paymentProviderNamed } from "@/lib/payments/providers";
import { completeCheckout } from "./complete";
import type { CheckoutKindDef, Priced, SessionRow } from "./kind";
import { checkoutProvider, expiryFor } from "./provider";
import { expireSessionsNow } from "./release";

/** A page whose provider call has not finished after this long is opened again by the next retry. */
export const RESUME_AFTER_MS = 30_000;

export interface OpenInput<Body> {
  body: Body & { idempotency_key?: string; buyer_email: string; reference?: string; locale?: Locale };
  locale: Locale;
  now: Date;
  baseUrl: string;
}

const stillOpening = () => conflict("The checkout session with this idempotency_key is still opening; retry in a moment.", { reason: "in_progress" });

/** Postgres's unique_violation, wherever the driver nests it. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === "object" && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    if ((cur as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function sessionByKey(db: Db, crewId: string, kind: CheckoutKind, idempotencyKey: string): Promise<SessionRow | null> {
  const [s] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.crewId, crewId), eq(checkoutSessions.kind, kind), eq(checkoutSessions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return s ?? null;
}

/** Whether the page can sell: a provider, and the seller's account (the sandbox page stands in for a ticket payee without one). */
function readiness(def: CheckoutKindDef, provider: PaymentProvider | null, priced: Priced): Problem | null {
  if (!provider) return conflict("Payments are not configured on this service.", { reason: "not_ready" });
  if (priced.paymentAccount) return null;
  if (def.kind === "tickets" && paymentProviderNamed(provider.name)?.needsPaymentAccount === false) return null;
  return conflict(def.kind === "tickets" ? "The event's payee cannot take payments yet (no payment account); nothing is held." : "The selling page cannot take payments yet.", { reason: "not_ready" });
}

/** Ends a session that never got a page, so its key can open a new one. */
async function retire(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(checkoutSessions).set({ status: "canceled", idempotencyKey: null }).where(eq(checkoutSessions.id, id));
    await tx.delete(checkoutHolds).where(eq(checkoutHolds.sessionId, id));
  });
}

/**
 * The answer for a session already opened with this key; null when a session that never got its
 * page was retired and a new one should open.
 */
async function replay(def: CheckoutKindDef, db: Db, session: SessionRow, fingerprint: string, now: Date): Promise<SessionRow | null> {
  if (session.bodyHash !== fingerprint) {
    throw new Problem("idempotency_mismatch", `This idempotency_key was used before with another body; make a new key for another ${def.kind === "merch" ? "cart" : "order"}.`);
  }
  if (session.url) return session;
  // The first call is still talking to the provider, or died doing so.
  if (now.getTime() - session.createdAt.getTime() < RESUME_AFTER_MS) {
    throw stillOpening();
  }
  if (session.status === "open" && session.expiresAt.getTime() > now.getTime()) {
    // Claim the attempt: one retry at a time resumes it, and the first call, should it fail late,
    // no longer removes a session a retry is opening (its delete names the old created_at).
    const [claimed] = await db
      .update(checkoutSessions)
      .set({ createdAt: now })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.url, ""), eq(checkoutSessions.createdAt, session.createdAt)))
      .returning();
    if (!claimed) throw stillOpening();
    try {
      // The provider's idempotency key is our session id: a page the first call opened comes back, not a second one.
      return await openPage(def, db, claimed, now, { resumed: true });
    } catch (e) {
      if (!(e instanceof Problem)) throw e;
      if (e.code !== "upstream_error") throw e;
    }
  } else if (session.status === "complete") {
    return finishFree(def, db, session, now);
  }
  await retire(db, session.id);
  return null;
}

/** Opens the provider's page for a session written without one; a fresh session that cannot get a page is removed with its holds. */
async function openPage(def: CheckoutKindDef, db: Db, session: SessionRow, now: Date, opts: { resumed: boolean }): Promise<SessionRow> {
  if (session.provider === "free") return finishFree(def, db, session, now);
  const provider = checkoutProvider();
  const base = session.baseUrl.replace(/\/+$/, "");
  let page: { providerSessionId: string; url: string };
  try {
    if (!provider || provider.name !== session.provider) throw new UpstreamError("The session's payment provider is not configured any more.");
    page = await provider.openCheckout({
      sessionId: session.id,
      kind: def.kind,
      currency: session.currency,
      ...def.fulfiller.hostedRequest(session),
      total_cents: session.amountTotal,
      paymentAccount: session.paymentAccount ?? "sandbox",
      buyerEmail: session.buyerEmail,
      locale: session.locale,
      expiresAt: session.expiresAt,
      baseUrl: base,
      successUrl: `${base}/checkout/${session.id}/complete`,
      cancelUrl: `${base}/checkout/${session.id}/cancel`,
    });
  } catch (e) {
    // No page, no hold: the holds go with the session (cascade); unless a retry has claimed it since.
    if (!opts.resumed) await db.delete(checkoutSessions).where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.url, ""), eq(checkoutSessions.createdAt, session.createdAt)));
    if (e instanceof UpstreamError) throw new Problem("upstream_error", "The checkout could not be opened at the payment provider; nothing is held, retry.");
    throw e;
  }
  // The provider answers one page per session id, so a late first call and a retry write the same url.
  await db.update(checkoutSessions).set({ url: page.url, providerSessionId: page.providerSessionId }).where(eq(checkoutSessions.id, session.id));
  return { ...session, url: page.url, providerSessionId: page.providerSessionId };
}

/** A free order: completed at once, its url the buyer's order page. */
async function finishFree(def: CheckoutKindDef, db: Db, session: SessionRow, now: Date): Promise<SessionRow> {
  const done = await completeCheckout(db, session.id, { provider: "free", ref: null }, now);
  if (!done) throw new Error(`free checkout ${session.id} could not complete`);
  const url = `${session.baseUrl.replace(/\/+$/, "")}${await def.fulfiller.orderPagePath(db, done.orderId)}`;
  await db.update(checkoutSessions).set({ url }).where(eq(checkoutSessions.id, session.id));
  return { ...session, status: "complete", orderId: done.orderId, url };
}

/** Opens (or replays) a checkout of `def`'s kind for the crew; the stored session, its url set. */
export async function openCheckout<Body, Prepared>(
  def: CheckoutKindDef<Body, Prepared>,
  crew: CrewScope,
  key: Pick<KeyRecord, "id" | "scopes" | "createdByOwner">,
  input: OpenInput<Body>,
): Promise<SessionRow> {
  const { body, now } = input;
  const db = scopeDb(crew);
  await expireSessionsNow(db, now);
  const fingerprint = def.pricer.fingerprint(body);
  const idempotencyKey = body.idempotency_key;
  if (idempotencyKey !== undefined) {
    const existing = await sessionByKey(db, crew.id, def.kind, idempotencyKey);
    if (existing) {
      const replayed = await replay(def as CheckoutKindDef, db, existing, fingerprint, now);
      if (replayed) return replayed;
    }
  }

  const prepared = await def.pricer.prepare(crew, body, now);
  const provider = checkoutProvider();
  const id = randomUUID();
  const expiresAt = expiryFor(now, provider);
  let session: SessionRow;
  try {
    session = await db.transaction(async (tx) => {
      const priced = await def.pricer.price(tx, prepared, now);
      const free = priced.totalCents === 0 && def.freeOrder !== undefined && def.freeOrder(priced, key);
      if (!free) {
        const refused = readiness(def as CheckoutKindDef, provider, priced);
        if (refused) throw refused;
      }
      const [row] = await tx
        .insert(checkoutSessions)
        .values({
          id,
          kind: def.kind,
          crewId: crew.id,
          keyId: key.id,
          eventId: priced.eventId,
          currency: priced.currency,
          amountTotal: priced.totalCents,
          details: priced.details,
          buyerEmail: body.buyer_email,
          reference: body.reference ?? null,
          locale: body.locale ?? input.locale,
          idempotencyKey: idempotencyKey ?? null,
          bodyHash: fingerprint,
          status: "open",
          createdAt: now,
          expiresAt,
          provider: free ? "free" : provider!.name,
          paymentAccount: priced.paymentAccount,
          providerSessionId: null,
          url: "",
          baseUrl: input.baseUrl,
          orderId: null,
        })
        .returning();
      const claims = priced.claims.filter((c) => c.quantity > 0);
      if (claims.length) await tx.insert(checkoutHolds).values(claims.map((c) => ({ sessionId: id, item: c.item, itemId: c.id, quantity: c.quantity, expiresAt })));
      return row!;
    });
  } catch (e) {
    // Two first calls with one key: the loser answers as a retry of the winner.
    if (idempotencyKey !== undefined && isUniqueViolation(e)) {
      const winner = await sessionByKey(db, crew.id, def.kind, idempotencyKey);
      if (winner) {
        const replayed = await replay(def as CheckoutKindDef, db, winner, fingerprint, now);
        if (replayed) return replayed;
      }
    }
    throw e;
  }
  return openPage(def as CheckoutKindDef, db, session, now, { resumed: false });
}
