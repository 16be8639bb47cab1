/**
 * The Stripe webhook and ticket sessions: one handler for both kinds (the metadata's checkout_kind
 * is informational), and a payment that arrives after its session was released, delivered by the
 * real handler over the test app's database with the local Stripe double taking the refund.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { checkoutHolds, orderRefunds, orders, sandboxEmails } from "@/lib/db/schema";
import { checkoutSessionParams } from "@/lib/payments/stripe";
import { handlePaymentWebhook, type PaymentWebhookDeps as StripeWebhookDeps } from "@/lib/checkout/payment-webhook";
import { stripePayments } from "@/lib/payments/stripe";
import { readWorld, startApp, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { outbox, platformCall } from "../platform/support";
import { pinClock } from "../traffic/clock";
import { BUYER, VOLT_ACCOUNT, checkout, deliverStripeEvent, expireSession, givePayeeAccount, line, openSession, soldOf, stripeAt, stripeSessionOf } from "./helpers";
import { TICKET_KEYS, TIERS } from "./world";

const SECRET = "whsec_test_secret_for_the_ticket_webhook";
const OURS = "7c0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f71";
const STRIPE_SESSION = "cs_test_tickets_1";

function setup() {
  const calls: string[] = [];
  const deps: StripeWebhookDeps = {
    webhookSecret: SECRET,
    complete: async (id, payment) => (calls.push(`complete ${id} ${payment.ref}`), { orderId: "o", created: true }),
    release: async (id) => (calls.push(`release ${id}`), true),
    providerSessionOf: async (id) => (id === OURS ? { provider: "stripe", providerSessionId: STRIPE_SESSION, paymentAccount: "acct_1Volt", amountTotal: 3155, currency: "EUR" } : null),
    providerSession: async () => null,
    now: () => new Date(),
  };
  return { calls, deps };
}

function signed(type: string, metadata: Record<string, string>, extra: Record<string, unknown> = {}): Request {
  const payload = JSON.stringify({ id: "evt_t", object: "event", type, account: "acct_1Volt", data: { object: { id: STRIPE_SESSION, object: "checkout.session", payment_status: "paid", payment_intent: "pi_t", amount_total: 3155, currency: "eur", client_reference_id: OURS, metadata, ...extra } } });
  return new Request("https://api.example.test/api/stripe/webhook", { method: "POST", body: payload, headers: { "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) } });
}

describe("Stripe events for ticket sessions", () => {
  it("a ticket checkout's Stripe session carries checkout_kind tickets in its metadata; a merch one does not", () => {
    const req = { sessionId: OURS, currency: "EUR", lines: [{ name: "Early", quantity: 1, amount_cents: 1250 }], shipping: null, total_cents: 1250, application_fee_cents: 85, paymentAccount: "acct_1", buyerEmail: "a@b.test", locale: "en", expiresAt: new Date(), baseUrl: "https://x.test", successUrl: "https://x.test/s", cancelUrl: "https://x.test/c" };
    expect(checkoutSessionParams({ ...req, kind: "tickets" }).metadata).toEqual({ checkout_session_id: OURS, checkout_kind: "tickets" });
    expect(checkoutSessionParams(req).metadata).toEqual({ checkout_session_id: OURS });
  });

  it("paid and expired events move the session through the one engine, with or without checkout_kind", async () => {
    const { calls, deps } = setup();
    expect((await handlePaymentWebhook(stripePayments, signed("checkout.session.completed", { checkout_session_id: OURS, checkout_kind: "tickets" }), deps)).status).toBe(200);
    expect((await handlePaymentWebhook(stripePayments, signed("checkout.session.expired", { checkout_session_id: OURS, checkout_kind: "tickets" }, { payment_status: "unpaid" }), deps)).status).toBe(200);
    expect((await handlePaymentWebhook(stripePayments, signed("checkout.session.completed", { checkout_session_id: OURS }), deps)).status).toBe(200);
    expect(calls).toEqual([`complete ${OURS} pi_t`, `release ${OURS}`, `complete ${OURS} pi_t`]);
  });

  it("an event naming a session we do not have is acknowledged and moves nothing", async () => {
    const { calls, deps } = setup();
    const other = "8c0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f72";
    const res = await handlePaymentWebhook(stripePayments, signed("checkout.session.completed", { checkout_session_id: other, checkout_kind: "tickets" }, { client_reference_id: other }), deps);
    expect(res.status).toBe(200);
    expect(calls).toEqual([]);
  });
});

describe("a payment that arrives after its ticket session was released", () => {
  let api: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    api = await startApp(readWorld("tickets"), { endpoints: [...ticketCheckoutEndpoints, ...codeEndpoints, ...catalogueEndpoints] });
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
    await api.close();
  });
  beforeEach(async () => {
    pinClock();
    await api.load(readWorld("tickets"));
    await api.database.db.delete(sandboxEmails);
    fake.calls.length = 0;
    fake.mode = "ok";
    setCheckoutProviderForTests(stripeAt(fake));
    await givePayeeAccount(api);
  });
  afterEach(() => {
    vi.useRealTimers();
    setCheckoutProviderForTests(undefined);
  });

  const db = () => api.database.db;

  /**
   * Opens a Stripe checkout for the last ticket, releases it through the expire route, and has the
   * buyer's payment go through anyway: Stripe confirmed it while our expire was on its way (the fake
   * plays that by paying its session after the expire). Answers our id, Stripe's, and the payment intent.
   */
  async function releasedThenPaid() {
    const id = await openSession(api, { lines: [line(TIERS.last)] });
    const stripeId = stripeSessionOf(fake, id);
    expect((await expireSession(api, id)).status).toBe(200);
    fake.sessions.get(stripeId)!.status = "open";
    const { paymentIntent } = fake.complete(stripeId);
    fake.calls.length = 0;
    return { id, stripeId, paymentIntent };
  }

  const outboxOf = async (orderId: string) => (await outbox(api)).filter((r) => r.subject.order_id === orderId).map((r) => r.type);

  it("the ticket sold since: the order is written unfulfilled (sold_out), nothing is taken, and the payment is refunded in full on the payee's account", async () => {
    const { id, stripeId, paymentIntent } = await releasedThenPaid();
    const door = await platformCall("POST", "/orders", { event_id: 100, lines: [line(TIERS.last)], buyer_email: "door@example.test" });
    expect(door.status, door.text).toBe(201);

    const res = await deliverStripeEvent(fake, "checkout.session.completed", stripeId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });

    const [o] = await db().select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(o).toMatchObject({ kind: "tickets", unfulfilled: "sold_out", status: "refunded", amountTotal: 3155, amountRefunded: 3155, paymentProvider: "stripe", paymentRef: paymentIntent, paymentAccount: VOLT_ACCOUNT, buyerEmail: BUYER });
    expect(await db().select({ amount: orderRefunds.amount }).from(orderRefunds).where(eq(orderRefunds.orderId, o!.id))).toEqual([{ amount: 3155 }]);
    const refunds = fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ stripeAccount: VOLT_ACCOUNT, idempotencyKey: `order-${o!.id}-unfulfilled`, form: expect.objectContaining({ payment_intent: paymentIntent, amount: "3155" }) });
    // Never a clamp: the one ticket stays sold once, to the door order.
    expect(await soldOf(api, TIERS.last)).toBe(1);
    expect(await outboxOf(o!.id)).toEqual(["order.paid", "order.refunded"]);
    const mails = await db().select().from(sandboxEmails).where(eq(sandboxEmails.to, BUYER));
    expect(mails.map((m) => m.subject)).toEqual(["Your payment was refunded"]);
    expect(mails[0]!.text).toContain(o!.id);

    const read = await platformCall("GET", `/orders/${o!.id}`);
    expect(read.body).toMatchObject({ status: "refunded", amount_refunded: 3155, unfulfilled: "sold_out", payment: { provider: "stripe", ref: paymentIntent, account: VOLT_ACCOUNT } });
    expect((await api.get(`/v1/checkout-sessions/${id}`, { key: TICKET_KEYS.checkout })).body).toMatchObject({ status: "complete", order_id: o!.id });

    // Stripe sends the event again: the same order, no second refund, nothing more in the outbox.
    expect((await deliverStripeEvent(fake, "checkout.session.completed", stripeId)).status).toBe(200);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.checkoutSessionId, id))).toEqual([{ id: o!.id }]);
    expect(fake.calls.filter((c) => c.path === "/v1/refunds")).toHaveLength(1);
    expect(await outboxOf(o!.id)).toEqual(["order.paid", "order.refunded"]);
  });

  it("the ticket sold since through another paid checkout: the late one is refunded the same way", async () => {
    const { id, stripeId, paymentIntent } = await releasedThenPaid();
    const other = await openSession(api, { lines: [line(TIERS.last)] });
    const otherStripe = stripeSessionOf(fake, other);
    fake.complete(otherStripe);
    expect((await deliverStripeEvent(fake, "checkout.session.completed", otherStripe)).status).toBe(200);
    fake.calls.length = 0;

    expect((await deliverStripeEvent(fake, "checkout.session.completed", stripeId)).status).toBe(200);
    const byStatus = Object.fromEntries((await db().select().from(orders).where(eq(orders.kind, "tickets"))).filter((o) => o.checkoutSessionId === id || o.checkoutSessionId === other).map((o) => [o.checkoutSessionId, [o.status, o.unfulfilled]]));
    expect(byStatus).toEqual({ [other]: ["paid", null], [id]: ["refunded", "sold_out"] });
    expect(fake.calls.filter((c) => c.path === "/v1/refunds").map((c) => c.form.payment_intent)).toEqual([paymentIntent]);
    expect(await soldOf(api, TIERS.last)).toBe(1);
  });

  it("the ticket still free: the late payment takes it and the order is fulfilled, with its payment reference", async () => {
    const { id, stripeId, paymentIntent } = await releasedThenPaid();
    expect(await soldOf(api, TIERS.last)).toBe(0);

    expect((await deliverStripeEvent(fake, "checkout.session.completed", stripeId)).status).toBe(200);
    const [o] = await db().select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(o).toMatchObject({ status: "paid", unfulfilled: null, amountRefunded: 0, paymentProvider: "stripe", paymentRef: paymentIntent, paymentAccount: VOLT_ACCOUNT });
    expect(await soldOf(api, TIERS.last)).toBe(1);
    expect(fake.calls.filter((c) => c.path === "/v1/refunds")).toEqual([]);
    expect(await outboxOf(o!.id)).toEqual(["order.paid"]);
    expect((await db().select().from(sandboxEmails).where(eq(sandboxEmails.to, BUYER))).map((m) => m.subject)).toEqual([expect.stringMatching(/^Your tickets for /)]);
    expect(await db().select().from(checkoutHolds)).toEqual([]);
    const read = await platformCall("GET", `/orders/${o!.id}`);
    expect(read.body).toMatchObject({ status: "paid", unfulfilled: null, payment: { provider: "stripe", ref: paymentIntent, account: VOLT_ACCOUNT } });
    // The ticket is gone now: another checkout for it is refused.
    expect((await checkout(api, { lines: [line(TIERS.last)] })).body.reason).toBe("sold_out");
  });
});
