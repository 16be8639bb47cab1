/** The Stripe webhook's own dependencies (paymentWebhookDeps) against a database: the stored Stripe session decides what an event may move, for either kind. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHolds, checkoutSessions } from "@/lib/db/schema";
import type { SessionDetails } from "@/lib/db/tables/checkout";
import { handlePaymentWebhook, paymentWebhookDeps } from "@/lib/server/in-process";
import { stripePayments } from "@/lib/payments/stripe";
import { closeApp, installApp, type App } from "@/lib/root/app";
import { openStore } from "@/lib/kv/open";
import { freshDatabase } from "../support/database";

const SECRET = "whsec_test_db";
const ours = randomUUID();
const sandboxOne = randomUUID();
const ticketOne = randomUUID();
let app: App;

const merch: SessionDetails = {
  kind: "merch",
  seller: { type: "promoter", id: 1 },
  mode: "delivery",
  country: "DE",
  lines: [],
  pricing: { currency: "EUR", subtotal_cents: 1000, discount_cents: 0, shipping_cents: 0, total_cents: 1000, coupon: null, shipping: null, ships_on: null },
};
const tickets: SessionDetails = {
  kind: "tickets",
  lines: [{ tier_id: "tier-x", name: "Early", quantity: 2, unit_amount: 500, discount_amount: 0, fee_amount: 0 }],
  subtotal_cents: 1000,
  discount_cents: 0,
  fee_cents: 0,
  discount: null,
  access_code: null,
};

beforeAll(async () => {
  const database = await freshDatabase();
  app = { database, store: await openStore({ STORE_PREFIX: `${process.env.STORE_PREFIX}payments:` }) };
  installApp(app);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 30 * 60_000);
  const row = {
    kind: "merch" as const,
    crewId: randomUUID(),
    keyId: randomUUID(),
    eventId: null,
    currency: "EUR",
    amountTotal: 1000,
    details: merch,
    buyerEmail: "buyer@example.test",
    locale: "en",
    bodyHash: "h",
    status: "open" as const,
    createdAt: now,
    expiresAt,
    paymentAccount: "acct_1Volt",
    url: "https://checkout.stripe.test/c/pay/cs_test_db",
    baseUrl: "https://api.example.test",
  };
  await database.db.insert(checkoutSessions).values([
    { ...row, id: ours, provider: "stripe", providerSessionId: "cs_test_db" },
    // A sandbox session: no Stripe event may pay it, whatever it names.
    { ...row, id: sandboxOne, provider: "sandbox", providerSessionId: null },
    { ...row, id: ticketOne, kind: "tickets", eventId: 100, details: tickets, provider: "stripe", providerSessionId: "cs_test_tickets" },
  ]);
  await database.db.insert(checkoutHolds).values({ sessionId: ticketOne, item: "tier", itemId: "tier-x", quantity: 2, expiresAt });
});
afterAll(() => closeApp());

function signed(stripeSession: string, id: string): Request {
  const payload = JSON.stringify({ id: "evt_db", object: "event", type: "checkout.session.completed", account: "acct_1Volt", data: { object: { id: stripeSession, object: "checkout.session", payment_status: "paid", payment_intent: "pi_db", amount_total: 1000, currency: "eur", client_reference_id: id, metadata: { checkout_session_id: id } } } });
  return new Request("https://api.example.test/api/stripe/webhook", { method: "POST", body: payload, headers: { "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) } });
}

describe("the Stripe webhook against the database", () => {
  it("reads the provider and Stripe session id stored on our session, of either kind", async () => {
    const deps = paymentWebhookDeps(stripePayments);
    const opened = { paymentAccount: "acct_1Volt", amountTotal: 1000, currency: "EUR" };
    expect(await deps.providerSessionOf(ours)).toEqual({ provider: "stripe", providerSessionId: "cs_test_db", ...opened });
    expect(await deps.providerSessionOf(sandboxOne)).toEqual({ provider: "sandbox", providerSessionId: null, ...opened });
    expect(await deps.providerSessionOf(ticketOne)).toEqual({ provider: "stripe", providerSessionId: "cs_test_tickets", ...opened });
    expect(await deps.providerSessionOf(randomUUID())).toBeNull();
  });

  it("completes only when the event's Stripe session is the one stored on ours", async () => {
    const completed: string[] = [];
    const deps = { ...paymentWebhookDeps(stripePayments), webhookSecret: SECRET, complete: async (id: string) => (completed.push(id), { orderId: randomUUID(), created: true }) };
    expect((await handlePaymentWebhook(stripePayments, signed("cs_test_db", ours), deps)).status).toBe(200);
    expect((await handlePaymentWebhook(stripePayments, signed("cs_test_db", sandboxOne), deps)).status).toBe(200);
    expect((await handlePaymentWebhook(stripePayments, signed("cs_test_elsewhere", ours), deps)).status).toBe(200);
    expect((await handlePaymentWebhook(stripePayments, signed("cs_test_tickets", ticketOne), deps)).status).toBe(200);
    expect(completed).toEqual([ours, ticketOne]);
  });

  it("release expires an open ticket session and drops its holds, once", async () => {
    const deps = paymentWebhookDeps(stripePayments);
    expect(await deps.release(ticketOne, new Date())).toBe(true);
    const [s] = await app.database.db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, ticketOne));
    expect(s!.status).toBe("expired");
    expect(await app.database.db.select().from(checkoutHolds).where(eq(checkoutHolds.sessionId, ticketOne))).toEqual([]);
    expect(await deps.release(ticketOne, new Date())).toBe(false);
  });
});
