/**
 * Opening a merch checkout session: price the cart with the quote's rules, hold its stock under
 * a lock on the variant rows (so two buyers can never both take the last unit), then open the
 * provider's hosted page outside the transaction. A provider failure removes the session and its
 * holds, so nothing stays reserved for a page that does not exist.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { KeyRecord } from "@/lib/auth/authenticate";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, shops, shopVariants, stockHolds } from "@/lib/db/schema";
import { fingerprint } from "@/lib/http/canonical-json";
import type { Locale } from "@/lib/http/locale";
import { Problem, conflict } from "@/lib/http/problem";
import { paymentProvider, shopFeePercent } from "@/lib/payments";
import { UpstreamError, type PaymentProvider } from "@/lib/payments/provider";
import { priceCart } from "@/lib/shop/quote";
import { heldByVariant } from "@/lib/shop/holds";
import { applicationFeeCents } from "@/lib/shop/rules/fee";
import type { Quote } from "@/lib/shop/rules/types";
import { expireDueSessionsNow } from "./expire";
import { cartOf, type CheckoutSessionInput } from "./schemas";

/** How long a session holds its stock. */
export const HOLD_MINUTES = 30;

let providerOverride: PaymentProvider | null | undefined;

/** Tests only: the provider checkout uses instead of the configured one (undefined: back to configured). */
export function setCheckoutProviderForTests(provider: PaymentProvider | null | undefined): void {
  providerOverride = provider;
}

const provider = (): PaymentProvider | null => (providerOverride === undefined ? paymentProvider() : providerOverride);

export interface OpenInput {
  body: CheckoutSessionInput;
  locale: Locale;
  now: Date;
  baseUrl: string;
}

type Session = typeof checkoutSessions.$inferSelect;

/** What a retry must repeat: the body without the ignored marketing consent and the buyer's address. */
export function bodyFingerprint(body: CheckoutSessionInput): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { marketing_opt_in, marketing_consent, client_ip, ...kept } = body;
  return fingerprint(kept);
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === "object" && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    if ((cur as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The answer for a session already opened with this idempotency key. */
function replay(session: Session, fingerprint: string): { url: string } {
  if (session.bodyHash !== fingerprint) {
    throw new Problem("idempotency_mismatch", "This idempotency_key was used before with another body; make a new key for another cart.");
  }
  // A retry racing the first call before its provider page exists: the caller tries again.
  if (!session.url) throw conflict("The checkout session with this idempotency_key is still opening; retry in a moment.", { reason: "in_progress" });
  return { url: session.url };
}

async function sessionByKey(db: Db, crewId: string, idempotencyKey: string): Promise<Session | null> {
  const [s] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.crewId, crewId), eq(checkoutSessions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return s ?? null;
}

/** Units per variant in the cart (a variant on two lines counts once, summed). */
function unitsByVariant(quote: Quote): Map<string, number> {
  const units = new Map<string, number>();
  for (const l of quote.lines) units.set(l.variant_id, (units.get(l.variant_id) ?? 0) + l.quantity);
  return units;
}

/**
 * Holds the cart's stock and writes the session, in one transaction: the variant rows are locked
 * in id order (no deadlock between two carts), then held units are counted again, so a unit sold
 * or held since the quote is seen here.
 */
async function holdAndInsert(db: Db, session: typeof checkoutSessions.$inferInsert, quote: Quote, now: Date): Promise<void> {
  const units = unitsByVariant(quote);
  const ids = [...units.keys()].sort();
  await db.transaction(async (tx) => {
    const locked = await tx.select({ id: shopVariants.id, stock: shopVariants.stock }).from(shopVariants).where(inArray(shopVariants.id, ids)).orderBy(asc(shopVariants.id)).for("update");
    const stock = new Map(locked.map((v) => [v.id, v.stock]));
    // Counted again under the lock, through the transaction: only holds still ahead count.
    const held = await heldByVariant(tx, ids, now);
    for (const [variantId, quantity] of units) {
      if (!stock.has(variantId)) throw conflict("A product of the cart is no longer sold; quote the cart again.", { reason: "stock_moved", variant_id: variantId });
      const left = stock.get(variantId);
      if (left === null || left === undefined) continue;
      if (quantity > left - (held.get(variantId) ?? 0)) {
        throw conflict("The stock of a line changed since the quote; quote the cart again.", { reason: "stock_moved", variant_id: variantId });
      }
    }
    await tx.insert(checkoutSessions).values(session);
    await tx.insert(stockHolds).values([...units].map(([variantId, quantity]) => ({ sessionId: session.id, variantId, quantity, expiresAt: session.expiresAt })));
  });
}

/** POST /v1/shop/checkout-sessions: `{ url }` of the hosted checkout, stock held for 30 minutes. */
export async function openCheckoutSession(crew: CrewScope, key: Pick<KeyRecord, "id">, input: OpenInput): Promise<{ url: string }> {
  const { body, now } = input;
  const db = scopeDb(crew);
  await expireDueSessionsNow(db, now);
  const fingerprint = bodyFingerprint(body);
  if (body.idempotency_key !== undefined) {
    const existing = await sessionByKey(db, crew.id, body.idempotency_key);
    if (existing) return replay(existing, fingerprint);
  }

  const quote = await priceCart(crew, cartOf(body), now);
  const [shop] = await db
    .select({ paymentAccount: shops.paymentAccount })
    .from(shops)
    .where(and(eq(shops.sellerType, quote.seller.type), eq(shops.sellerId, quote.seller.id)))
    .limit(1);
  if (!shop?.paymentAccount) throw conflict("The selling page cannot take payments yet.", { reason: "not_ready" });
  const payments = provider();
  if (!payments) throw new Problem("upstream_error", "Payments are not configured on this service.");

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const productOf = (i: number) => quote.productIds[i] ?? "";
  const shipping = quote.shipping_options.find((o) => o.key === quote.selected_option) ?? null;
  try {
    await holdAndInsert(
      db,
      {
        id,
        crewId: crew.id,
        keyId: key.id,
        sellerType: quote.seller.type,
        sellerId: quote.seller.id,
        eventId: body.event_id ?? null,
        mode: body.mode,
        country: body.country ?? null,
        lines: quote.lines.map((l, i) => ({ variant_id: l.variant_id, product_id: productOf(i), name: l.name, quantity: l.quantity, unit_cents: l.unit_cents, discount_cents: l.discount_cents })),
        pricing: {
          currency: quote.currency,
          subtotal_cents: quote.subtotal_cents,
          discount_cents: quote.discount_cents,
          shipping_cents: quote.shipping_cents,
          total_cents: quote.total_cents,
          coupon: quote.coupon,
          shipping,
          ships_on: quote.ships_on,
        },
        buyerEmail: body.buyer_email,
        reference: body.reference ?? null,
        locale: body.locale ?? input.locale,
        idempotencyKey: body.idempotency_key ?? null,
        bodyHash: fingerprint,
        status: "open",
        createdAt: now,
        expiresAt,
        provider: payments.name,
        providerSessionId: null,
        url: "",
        baseUrl: input.baseUrl,
        orderId: null,
      },
      quote,
      now,
    );
  } catch (e) {
    // Two first calls with one key: the loser answers as a retry of the winner.
    if (body.idempotency_key !== undefined && isUniqueViolation(e)) {
      const winner = await sessionByKey(db, crew.id, body.idempotency_key);
      if (winner) return replay(winner, fingerprint);
    }
    throw e;
  }

  let page: { providerSessionId: string; url: string };
  try {
    page = await payments.openCheckout({
      sessionId: id,
      currency: quote.currency,
      lines: quote.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount_cents: l.quantity * l.unit_cents - l.discount_cents })),
      shipping: shipping && quote.shipping_cents > 0 ? { name: shipping.name, amount_cents: quote.shipping_cents } : null,
      total_cents: quote.total_cents,
      application_fee_cents: applicationFeeCents(quote.total_cents, shopFeePercent()),
      paymentAccount: shop.paymentAccount,
      buyerEmail: body.buyer_email,
      locale: body.locale ?? input.locale,
      expiresAt,
      baseUrl: input.baseUrl,
      successUrl: `${input.baseUrl}/checkout/${id}/complete`,
      cancelUrl: `${input.baseUrl}/checkout/${id}/cancel`,
    });
  } catch (e) {
    // No page, no hold: the holds go with the session (cascade).
    await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
    if (e instanceof UpstreamError) throw new Problem("upstream_error", "The checkout could not be opened at the payment provider; nothing is held, retry.");
    throw e;
  }
  await db.update(checkoutSessions).set({ url: page.url, providerSessionId: page.providerSessionId }).where(eq(checkoutSessions.id, id));
  return { url: page.url };
}
