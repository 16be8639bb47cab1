/** The Stripe webhook moves ticket sessions (metadata checkout_kind: tickets) through their own functions, and merch sessions as before. */
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { checkoutSessionParams } from "@/lib/payments/stripe";
import { handleStripeWebhook, type StripeWebhookDeps } from "@/lib/payments/stripe-webhook";

const SECRET = "whsec_test_secret_for_the_ticket_webhook";
const OURS = "7c0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f71";
const STRIPE_SESSION = "cs_test_tickets_1";

function setup() {
  const calls: string[] = [];
  const deps: StripeWebhookDeps = {
    webhookSecret: SECRET,
    complete: async (id) => (calls.push(`merch complete ${id}`), { orderId: "o", created: true }),
    release: async (id) => (calls.push(`merch release ${id}`), true),
    providerSessionOf: async () => ({ provider: "stripe", providerSessionId: STRIPE_SESSION }),
    tickets: {
      complete: async (id, payment) => (calls.push(`tickets complete ${id} ${payment.ref}`), { orderId: "o", created: true }),
      release: async (id) => (calls.push(`tickets release ${id}`), true),
      providerSessionOf: async (id) => (id === OURS ? { provider: "stripe", providerSessionId: STRIPE_SESSION } : null),
    },
    now: () => new Date(),
  };
  return { calls, deps };
}

function signed(type: string, metadata: Record<string, string>, extra: Record<string, unknown> = {}): Request {
  const payload = JSON.stringify({ id: "evt_t", object: "event", type, data: { object: { id: STRIPE_SESSION, object: "checkout.session", payment_status: "paid", payment_intent: "pi_t", client_reference_id: OURS, metadata, ...extra } } });
  return new Request("https://api.example.test/api/stripe/webhook", { method: "POST", body: payload, headers: { "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) } });
}

describe("Stripe events for ticket sessions", () => {
  it("a ticket checkout's Stripe session carries checkout_kind tickets in its metadata; a merch one does not", () => {
    const req = { sessionId: OURS, currency: "EUR", lines: [{ name: "Early", quantity: 1, amount_cents: 1250 }], shipping: null, total_cents: 1250, application_fee_cents: 85, paymentAccount: "acct_1", buyerEmail: "a@b.test", locale: "en", expiresAt: new Date(), baseUrl: "https://x.test", successUrl: "https://x.test/s", cancelUrl: "https://x.test/c" };
    expect(checkoutSessionParams({ ...req, kind: "tickets" }, new Date()).metadata).toEqual({ checkout_session_id: OURS, checkout_kind: "tickets" });
    expect(checkoutSessionParams(req, new Date()).metadata).toEqual({ checkout_session_id: OURS });
  });

  it("paid and expired events move the ticket session, never a merch one", async () => {
    const { calls, deps } = setup();
    expect((await handleStripeWebhook(signed("checkout.session.completed", { checkout_session_id: OURS, checkout_kind: "tickets" }), deps)).status).toBe(200);
    expect((await handleStripeWebhook(signed("checkout.session.expired", { checkout_session_id: OURS, checkout_kind: "tickets" }, { payment_status: "unpaid" }), deps)).status).toBe(200);
    expect(calls).toEqual([`tickets complete ${OURS} pi_t`, `tickets release ${OURS}`]);
  });

  it("an event without the kind goes to the merch session as before", async () => {
    const { calls, deps } = setup();
    await handleStripeWebhook(signed("checkout.session.completed", { checkout_session_id: OURS }), deps);
    expect(calls).toEqual([`merch complete ${OURS}`]);
  });

  it("a ticket event naming a session we do not have is acknowledged and moves nothing", async () => {
    const { calls, deps } = setup();
    const other = "8c0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f72";
    const res = await handleStripeWebhook(signed("checkout.session.completed", { checkout_session_id: other, checkout_kind: "tickets" }, { client_reference_id: other }), deps);
    expect(res.status).toBe(200);
    expect(calls).toEqual([]);
  });
});
