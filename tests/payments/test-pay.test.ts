/**
 * A payment provider added without touching lib/: the suite's own (./test-pay/provider.ts,
 * registered as Stripe is) opens a merch checkout, its signed webhook reaches the one receiver at
 * /api/payments/test-pay/webhook through the dispatcher, the order is written, and the platform
 * API refunds it through the provider.
 */
// test: own process
// (its provider must be registered before the endpoints are declared: a process of its own)
// First: registering the provider before the endpoints are declared puts its name in the order schema.
import { testPay, testPaySignature, type TestPayEvent } from "./test-pay/provider";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutSessions, orders } from "@/lib/db/schema";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { platformCall } from "../platform/support";
import { SHOP_KEYS, V } from "../shop/world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"));
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.store.clear();
  setCheckoutProviderForTests(testPay);
});
afterEach(() => setCheckoutProviderForTests(undefined));

const RECEIVER = "/api/payments/test-pay/webhook";
const TEE = { lines: [{ variant_id: V.teeS, quantity: 1 }], mode: "delivery", country: "DE", buyer_email: "buyer@example.test" };

async function openCheckout() {
  const res = await api.post("/v1/shop/checkout-sessions", TEE, { key: SHOP_KEYS.server });
  expect(res.status, res.text).toBe(200);
  const [session] = await api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.url, res.body.url));
  expect(session).toMatchObject({ provider: "test-pay", status: "open", paymentAccount: "acct_1Volt" });
  return session!;
}

function eventFor(session: typeof checkoutSessions.$inferSelect, type: TestPayEvent["type"], over: Partial<TestPayEvent["session"]> = {}): string {
  const event: TestPayEvent = {
    id: `tpe_${type}_${session.id.slice(0, 8)}`,
    type,
    account: session.paymentAccount!,
    session: { id: session.providerSessionId!, reference: session.id, amount: session.amountTotal, currency: session.currency, payment: type === "payment.succeeded" ? `tpp_${session.id.slice(0, 8)}` : null, ...over },
  };
  return JSON.stringify(event);
}

const deliver = (body: string, signature = testPaySignature(body), path = RECEIVER) =>
  api.dispatch(new Request(`${BASE}${path}`, { method: "POST", body, headers: { "Content-Type": "application/json", "Test-Pay-Signature": signature } }));

describe("a payment provider of the suite's own", () => {
  it("opens the checkout, its signed payment event completes the order, and the platform API refunds it through the provider", async () => {
    const session = await openCheckout();
    expect(testPay.sessions.get(session.providerSessionId!)).toMatchObject({ reference: session.id, account: "acct_1Volt", amount: session.amountTotal });

    const paid = await deliver(eventFor(session, "payment.succeeded"));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ received: true });
    // Sent again (providers retry), it writes no second order.
    expect((await deliver(eventFor(session, "payment.succeeded"))).status).toBe(200);
    const [done] = await api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(done!.status).toBe("complete");
    const written = await api.database.db.select().from(orders).where(eq(orders.checkoutSessionId, session.id));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ paymentProvider: "test-pay", paymentRef: `tpp_${session.id.slice(0, 8)}`, paymentAccount: "acct_1Volt", amountTotal: session.amountTotal, status: "paid" });

    const orderId = written[0]!.id;
    const refund = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 500 });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.body).toMatchObject({ state: "refunded" });
    expect(testPay.refunds).toEqual([{ paymentRef: `tpp_${session.id.slice(0, 8)}`, account: "acct_1Volt", amountCents: 500, idempotencyKey: expect.stringMatching(/^refund-/) }]);
    const order = await platformCall("GET", `/orders/${orderId}`);
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({ amount_refunded: 500, status: "partially_refunded", payment: { provider: "test-pay", ref: `tpp_${session.id.slice(0, 8)}`, account: "acct_1Volt" } });
  });

  it("its expiry event releases the checkout", async () => {
    const session = await openCheckout();
    expect((await deliver(eventFor(session, "session.expired"))).status).toBe(200);
    const [s] = await api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(s!.status).toBe("expired");
  });

  it("the receiver's checks hold for it: a bad signature is a 400 problem, another amount or account moves nothing", async () => {
    const session = await openCheckout();
    const body = eventFor(session, "payment.succeeded");
    const forged = await deliver(body, testPaySignature(body, new Date(), "someone_elses_secret"));
    expect(forged.status).toBe(400);
    expect(forged.headers.get("x-request-id")).toBeTruthy();
    expect(await forged.json()).toMatchObject({ status: 400, code: "validation_error", detail: "The Test-Pay-Signature header is missing or does not match the body.", instance: RECEIVER });
    expect((await deliver(body, testPaySignature(body, new Date(Date.now() - 3_600_000)))).status).toBe(400);
    expect((await deliver(eventFor(session, "payment.succeeded", { amount: 1 }))).status).toBe(200);
    expect((await deliver(JSON.stringify({ ...JSON.parse(body), account: "acct_someone_else" }))).status).toBe(200);
    expect((await deliver(eventFor(session, "payout.sent"))).status).toBe(200);
    const [s] = await api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(s!.status).toBe("open");
  });

  it("a provider no declaration has answers the 404 problem; other methods on a receiver 405 with Allow", async () => {
    const body = JSON.stringify({ id: "x" });
    const unknown = await deliver(body, testPaySignature(body), "/api/payments/no-such-pay/webhook");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-request-id")).toBeTruthy();
    expect(await unknown.json()).toMatchObject({ status: 404, code: "not_found" });
    // The sandbox sends no webhook: it has no receiver either.
    expect((await deliver(body, testPaySignature(body), "/api/payments/sandbox/webhook")).status).toBe(404);
    const get = await api.dispatch(new Request(`${BASE}${RECEIVER}`));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
