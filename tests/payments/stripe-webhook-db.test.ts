import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions } from "@/lib/db/tables/shop";
import { handleStripeWebhook, stripeWebhookDeps } from "@/lib/payments/stripe-webhook";
import { closeApp, installApp } from "@/lib/platform/app";
import { openStore } from "@/lib/store/store";
import { freshDatabase } from "../support/database";

const SECRET = "whsec_test_db";
const ours = randomUUID();
const sandboxOne = randomUUID();

beforeAll(async () => {
  const database = await freshDatabase();
  installApp({ database, store: await openStore({ STORE_PREFIX: `${process.env.STORE_PREFIX}payments:` }) });
  const now = new Date();
  const row = {
    crewId: randomUUID(),
    keyId: randomUUID(),
    sellerType: "promoter" as const,
    sellerId: 1,
    mode: "delivery" as const,
    country: "DE",
    lines: [],
    pricing: { currency: "EUR", subtotal_cents: 1000, discount_cents: 0, shipping_cents: 0, total_cents: 1000, coupon: null, shipping: null, ships_on: null },
    buyerEmail: "buyer@example.test",
    locale: "en",
    bodyHash: "h",
    status: "open" as const,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    url: "https://checkout.stripe.test/c/pay/cs_test_db",
    baseUrl: "https://api.example.test",
  };
  await database.db.insert(checkoutSessions).values([
    { ...row, id: ours, provider: "stripe", providerSessionId: "cs_test_db" },
    // A sandbox session: no Stripe event may pay it, whatever it names.
    { ...row, id: sandboxOne, provider: "sandbox", providerSessionId: null },
  ]);
});
afterAll(() => closeApp());

function signed(stripeSession: string, id: string): Request {
  const payload = JSON.stringify({ id: "evt_db", object: "event", type: "checkout.session.completed", data: { object: { id: stripeSession, object: "checkout.session", payment_status: "paid", payment_intent: "pi_db", client_reference_id: id, metadata: { checkout_session_id: id } } } });
  return new Request("https://api.example.test/api/stripe/webhook", { method: "POST", body: payload, headers: { "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) } });
}

describe("the Stripe webhook against the database", () => {
  it("reads the Stripe session id stored on our session", async () => {
    const deps = stripeWebhookDeps();
    expect(await deps.providerSessionOf(ours)).toEqual({ provider: "stripe", providerSessionId: "cs_test_db" });
    expect(await deps.providerSessionOf(randomUUID())).toBeNull();
  });

  it("completes only when the event's Stripe session is the one stored on ours", async () => {
    const completed: string[] = [];
    const deps = { ...stripeWebhookDeps(), webhookSecret: SECRET, complete: async (id: string) => (completed.push(id), { orderId: randomUUID(), created: true }) };
    expect((await handleStripeWebhook(signed("cs_test_db", ours), deps)).status).toBe(200);
    expect((await handleStripeWebhook(signed("cs_test_db", sandboxOne), deps)).status).toBe(200);
    expect((await handleStripeWebhook(signed("cs_test_elsewhere", ours), deps)).status).toBe(200);
    expect(completed).toEqual([ours]);
  });
});
