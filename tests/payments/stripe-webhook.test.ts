import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/[[...path]]/route";
import { handlePaymentWebhook, type PaymentWebhookDeps as StripeWebhookDeps } from "@/lib/checkout/payment-webhook";
import { stripePayments } from "@/lib/payments/stripe";

const SECRET = "whsec_test_secret_for_the_webhook";
const OURS = "5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70";
const STRIPE_SESSION = "cs_test_a1b2c3";
const URL_ = "https://api.example.test/api/stripe/webhook";

type Calls = { complete: [string, unknown][]; release: [string, Date][] };

function deps(overrides: Partial<StripeWebhookDeps> = {}): { deps: StripeWebhookDeps; calls: Calls } {
  const calls: Calls = { complete: [], release: [] };
  return {
    calls,
    deps: {
      webhookSecret: SECRET,
      complete: async (id, payment) => {
        calls.complete.push([id, payment]);
        return { orderId: "9d1e2f3a-0000-4000-8000-000000000001", created: true };
      },
      release: async (id, now) => {
        calls.release.push([id, now]);
        return true;
      },
      providerSessionOf: async (id) => (id === OURS ? { provider: "stripe", providerSessionId: STRIPE_SESSION, paymentAccount: "acct_1Volt", amountTotal: 4990, currency: "EUR" } : null),
      providerSession: async () => null,
      now: () => new Date(),
      ...overrides,
    },
  };
}

function event(type: string, session: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: "evt_test_1",
    object: "event",
    type,
    account: "acct_1Volt",
    data: { object: { id: STRIPE_SESSION, object: "checkout.session", payment_status: "paid", payment_intent: "pi_test_42", amount_total: 4990, currency: "eur", client_reference_id: OURS, metadata: { checkout_session_id: OURS }, ...session } },
  });
}

function signed(payload: string, secret = SECRET): Request {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request(URL_, { method: "POST", body: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } });
}

async function expectReceived(res: Response) {
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ received: true });
}

describe("POST /api/stripe/webhook", () => {
  it("a signed checkout.session.completed that is paid completes our session with the payment intent", async () => {
    const { deps: d, calls } = deps();
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed")), d));
    expect(calls.complete).toEqual([[OURS, { provider: "stripe", ref: "pi_test_42" }]]);
    expect(calls.release).toEqual([]);
  });

  it("falls back to client_reference_id when the metadata is missing", async () => {
    const { deps: d, calls } = deps();
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.async_payment_succeeded", { metadata: {} })), d));
    expect(calls.complete).toEqual([[OURS, { provider: "stripe", ref: "pi_test_42" }]]);
  });

  it("a completed session whose payment is still pending waits for async_payment_succeeded", async () => {
    const { deps: d, calls } = deps();
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed", { payment_status: "unpaid" })), d));
    expect(calls.complete).toEqual([]);
  });

  it("expired and failed async payments release our session at the deps' clock", async () => {
    const at = new Date();
    const { deps: d, calls } = deps({ now: () => at });
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.expired", { payment_status: "unpaid", payment_intent: null })), d));
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.async_payment_failed")), d));
    expect(calls.release).toEqual([
      [OURS, at],
      [OURS, at],
    ]);
    expect(calls.complete).toEqual([]);
  });

  it("a bad or missing signature is a 400 validation_error problem and changes nothing", async () => {
    const { deps: d, calls } = deps();
    const payload = event("checkout.session.completed");
    const forged = signed(payload, "whsec_someone_else");
    const unsigned = new Request(URL_, { method: "POST", body: payload });
    // A body changed after signing no longer matches its signature.
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = new Request(URL_, { method: "POST", body: payload.replace("pi_test_42", "pi_test_43"), headers: { "Stripe-Signature": good } });
    for (const req of [forged, unsigned, tampered]) {
      const res = await handlePaymentWebhook(stripePayments, req, d);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(await res.json()).toMatchObject({ status: 400, code: "validation_error", instance: "/api/stripe/webhook" });
    }
    expect(calls).toEqual({ complete: [], release: [] });
  });

  it("a signature older than Stripe's tolerance is refused", async () => {
    const { deps: d } = deps({ now: () => new Date(Date.now() + 10 * 60_000) });
    expect((await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed")), d)).status).toBe(400);
  });

  it("other event types are acknowledged and ignored", async () => {
    const { deps: d, calls } = deps();
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("payment_intent.succeeded")), d));
    expect(calls).toEqual({ complete: [], release: [] });
  });

  it("a Stripe session that is not the one we opened, or names no session of ours, moves nothing", async () => {
    const { deps: d, calls } = deps();
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed", { id: "cs_test_other" })), d));
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed", { metadata: { checkout_session_id: "2c0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f71" }, client_reference_id: null })), d));
    await expectReceived(await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed", { metadata: {}, client_reference_id: "not-a-uuid" })), d));
    expect(calls).toEqual({ complete: [], release: [] });
  });

  it("a failure while completing answers 500 so Stripe sends the event again", async () => {
    const { deps: d } = deps({
      complete: async () => {
        throw new Error("database unavailable");
      },
    });
    const res = await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed")), d);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: "internal_error" });
  });

  it("without a webhook secret the route does not exist", async () => {
    const { deps: d, calls } = deps({ webhookSecret: null });
    const res = await handlePaymentWebhook(stripePayments, signed(event("checkout.session.completed")), d);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
    expect(calls.complete).toEqual([]);
    // The test environment configures no Stripe: the real route answers the same 404.
    expect((await POST(signed(event("checkout.session.completed")))).status).toBe(404);
  });
});
