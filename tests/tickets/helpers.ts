/** What the ticket checkout tests share: opening a session on the tickets world, discount ids, tier figures, Stripe through the local double. */
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { expect } from "vitest";
import { checkoutHolds, eventCoupons, shops, ticketTiers } from "@/lib/db/schema";
import { cursorKey } from "@/lib/http/cursor";
import type { PaymentProvider } from "@/lib/payments/provider";
import { SandboxProvider } from "@/lib/payments/sandbox";
import { StripeProvider } from "@/lib/payments/stripe";
import { handlePaymentWebhook, paymentWebhookDeps } from "@/lib/server/in-process";
import { stripePayments } from "@/lib/payments/stripe";
import { readConfig } from "@/lib/config/config";
import { sealCouponDiscountId } from "@/lib/tickets/codes/discount-id";
import type { TestApp } from "../support/app";
import type { FakeStripe } from "../support/fake-stripe";
import { TICKET_KEYS } from "./world";

export const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
export const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
export const BUYER = "fan@example.test";
/** The account `givePayeeAccount` gives event 100's payee. */
export const VOLT_ACCOUNT = "acct_1Volt";
export const WEBHOOK_SECRET = "whsec_test_tickets";

export const line = (tier_id: string, quantity = 1) => ({ tier_id, quantity });

export const checkout = (api: TestApp, body: Record<string, unknown>, key: string = TICKET_KEYS.checkout) =>
  api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: BUYER, ...body }, { key });

export const expireSession = (api: TestApp, id: string, key: string = TICKET_KEYS.checkout) => api.post(`/v1/checkout-sessions/${id}/expire`, undefined, { key });

/** Opens a session and answers its id (the call must succeed). */
export async function openSession(api: TestApp, body: Record<string, unknown>, key: string = TICKET_KEYS.checkout): Promise<string> {
  const res = await checkout(api, body, key);
  expect(res.status, res.text).toBe(201);
  return res.body.checkout_id as string;
}

/** The discount_id POST /v1/coupons/validate hands out for a coupon code. */
export async function couponId(api: TestApp, eventId: number, code: string): Promise<string> {
  return sealCouponDiscountId(await cursorKey(api.database.db), eventId, code);
}

export async function soldOf(api: TestApp, tierId: string): Promise<number> {
  const [t] = await api.database.db.select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, tierId));
  return t!.sold;
}

export async function usesOf(api: TestApp, eventId: number, code: string): Promise<number> {
  const [c] = await api.database.db.select({ uses: eventCoupons.uses }).from(eventCoupons).where(and(eq(eventCoupons.eventId, eventId), eq(eventCoupons.code, code)));
  return c!.uses;
}

/** A session's holds as `item itemId × quantity`, sorted. */
export async function holdsOf(api: TestApp, sessionId: string): Promise<string[]> {
  const rows = await api.database.db.select().from(checkoutHolds).where(eq(checkoutHolds.sessionId, sessionId));
  return rows.map((h) => `${h.item} ${h.itemId} × ${h.quantity}`).sort();
}

/**
 * Gives event 100's payee (promoter 20) a shop with a payment account. The tickets world has none,
 * so without this a Stripe page cannot open (409 not_ready).
 */
export async function givePayeeAccount(api: TestApp, account: string = VOLT_ACCOUNT): Promise<void> {
  await api.database.db.insert(shops).values({
    sellerType: "promoter",
    sellerId: 20,
    open: true,
    paymentAccount: account,
    readyToSell: true,
    currency: "EUR",
    legalName: "Volt Collective GmbH",
    address: "Köpenicker Str. 70, Berlin",
    contactEmail: "shop@volt.test",
    vatRegime: "standard",
    returnShippingPaidBy: "buyer",
  });
}

/** The real Stripe provider, talking to the local double. */
export function stripeAt(fake: FakeStripe): StripeProvider {
  return new StripeProvider(readConfig({ STRIPE_SECRET_KEY: "sk_test_platform", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url }).stripe!, { timeoutMs: 2000 });
}

/** A sandbox provider with some of its calls replaced (a hand-built double implements the whole seam). */
export function sandboxWith(overrides: Partial<Pick<PaymentProvider, "openCheckout" | "expireCheckout" | "refund" | "paymentRecord">>): PaymentProvider {
  const base = new SandboxProvider();
  return {
    name: "sandbox",
    minimumLifetimeSeconds: base.minimumLifetimeSeconds,
    openCheckout: overrides.openCheckout ?? ((req) => base.openCheckout(req)),
    expireCheckout: overrides.expireCheckout ?? ((ref) => base.expireCheckout(ref)),
    refund: overrides.refund ?? ((req) => base.refund(req)),
    paymentRecord: overrides.paymentRecord ?? ((ref) => base.paymentRecord(ref)),
  };
}

/** Our session's Stripe session id, as the fake Stripe opened it. */
export function stripeSessionOf(fake: FakeStripe, ourId: string): string {
  const found = [...fake.sessions.entries()].find(([, s]) => (s.object.metadata as { checkout_session_id?: string }).checkout_session_id === ourId);
  if (!found) throw new Error(`the fake Stripe opened no session for ${ourId}`);
  return found[0];
}

/**
 * Delivers a signed Stripe event about one of the fake's sessions (as it reads now) to the real
 * webhook handler, with the route's own dependencies over the test app's database.
 */
export async function deliverStripeEvent(fake: FakeStripe, type: string, stripeSessionId: string): Promise<Response> {
  const s = fake.sessions.get(stripeSessionId)!;
  const object = { ...s.object, status: s.status, payment_status: s.status === "complete" ? "paid" : "unpaid", payment_intent: s.payment_intent };
  const payload = JSON.stringify({ id: `evt_${stripeSessionId}_${type}`, object: "event", type, account: s.account, data: { object } });
  const request = new Request("http://localhost:3000/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
  return handlePaymentWebhook(stripePayments, request, { ...paymentWebhookDeps(stripePayments), webhookSecret: WEBHOOK_SECRET });
}
