/** StripeProvider.expireCheckout and .refund against the fake Stripe: the calls they make and what each answer means. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RefundRefused, UpstreamError, type HostedCheckoutRequest } from "@/lib/payments/provider";
import { StripeProvider } from "@/lib/payments/stripe";
import { readConfig } from "@/lib/config/config";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

const ACCOUNT = "acct_1Volt";

function request(overrides: Partial<HostedCheckoutRequest> = {}): HostedCheckoutRequest {
  const sessionId = randomUUID();
  return {
    sessionId,
    kind: "tickets",
    currency: "EUR",
    lines: [{ name: "Early bird", quantity: 2, amount_cents: 5000 }],
    shipping: null,
    total_cents: 5000,
    application_fee_cents: 250,
    paymentAccount: ACCOUNT,
    buyerEmail: "buyer@example.test",
    locale: "en",
    // Deliberately not a whole second: what is sent is the second it falls in.
    expiresAt: new Date(Date.now() + 31 * 60_000 + 731),
    baseUrl: "https://api.example.test",
    successUrl: `https://api.example.test/checkout/${sessionId}/thanks`,
    cancelUrl: `https://api.example.test/checkout/${sessionId}/cancel`,
    ...overrides,
  };
}

let fake: FakeStripe;
let provider: StripeProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  const settings = readConfig({ STRIPE_SECRET_KEY: "sk_test_platform", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_URL: fake.url }).stripe!;
  provider = new StripeProvider(settings, { timeoutMs: 400 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.mode = "ok";
});

/** Opens a session at the fake and forgets the call. */
async function opened(overrides: Partial<HostedCheckoutRequest> = {}) {
  const req = request(overrides);
  const { providerSessionId } = await provider.openCheckout(req);
  fake.calls.length = 0;
  return { req, ref: { providerSessionId, paymentAccount: req.paymentAccount } };
}

describe("the expiry sent", () => {
  it("is the request's expiresAt in Unix seconds, floored, and Stripe's session says the same", async () => {
    const req = request();
    const { providerSessionId } = await provider.openCheckout(req);
    const seconds = Math.floor(req.expiresAt.getTime() / 1000);
    expect(fake.calls[0]!.form.expires_at).toBe(String(seconds));
    expect(fake.sessions.get(providerSessionId)).toMatchObject({ status: "open", account: ACCOUNT, object: { expires_at: seconds } });
  });

  it("a retry of the same checkout sends the same params, so Stripe's idempotency replays the same session", async () => {
    // With the old clock-based expiry a retry a second later changed expires_at, and Stripe refuses a
    // key reused with other params; the engine's fixed instant keeps the retry identical.
    const req = request();
    const first = await provider.openCheckout(req);
    const sessionsBefore = fake.sessions.size;
    expect(await provider.openCheckout(req)).toEqual(first);
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]!.form).toEqual(fake.calls[0]!.form);
  });
});

describe("StripeProvider.expireCheckout", () => {
  it("expires an open session on the seller's account, keyed by the session", async () => {
    const { ref } = await opened();
    expect(await provider.expireCheckout(ref)).toBe("expired");
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: "POST", path: `/v1/checkout/sessions/${ref.providerSessionId}/expire`, stripeAccount: ACCOUNT, idempotencyKey: `expire-${ref.providerSessionId}`, form: {} });
    expect(fake.sessions.get(ref.providerSessionId)!.status).toBe("expired");
  });

  it("asked again, answers expired again (the key replays the first answer)", async () => {
    const { ref } = await opened();
    expect(await provider.expireCheckout(ref)).toBe("expired");
    expect(await provider.expireCheckout(ref)).toBe("expired");
  });

  it("a session the buyer paid first: Stripe refuses to expire it, its status says complete", async () => {
    const { ref } = await opened();
    expect(fake.complete(ref.providerSessionId).paymentIntent).toMatch(/^pi_fake/);
    expect(await provider.expireCheckout(ref)).toBe("complete");
    expect(fake.calls.map((c) => `${c.method} ${c.path.split("?")[0]} ${c.stripeAccount}`)).toEqual([
      `POST /v1/checkout/sessions/${ref.providerSessionId}/expire ${ACCOUNT}`,
      `GET /v1/checkout/sessions/${ref.providerSessionId} ${ACCOUNT}`,
    ]);
    expect(fake.sessions.get(ref.providerSessionId)!.status).toBe("complete");
  });

  it("a session Stripe already expired on its own answers expired", async () => {
    const { ref } = await opened();
    fake.sessions.get(ref.providerSessionId)!.status = "expired";
    expect(await provider.expireCheckout(ref)).toBe("expired");
    expect(fake.calls).toHaveLength(2);
  });

  it("a session Stripe does not know on that account is an UpstreamError", async () => {
    const { ref } = await opened();
    await expect(provider.expireCheckout({ ...ref, paymentAccount: "acct_other" })).rejects.toBeInstanceOf(UpstreamError);
    await expect(provider.expireCheckout({ ...ref, providerSessionId: "cs_test_nope" })).rejects.toThrow(/resource_missing/);
  });

  it("Stripe failing to answer either call is an UpstreamError, and the session is still open", async () => {
    const { ref } = await opened();
    fake.mode = { status: 500, type: "api_error", message: "Something went wrong" };
    const error = await provider.expireCheckout(ref).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/StripeAPIError 500: Something went wrong/);
    expect(fake.sessions.get(ref.providerSessionId)!.status).toBe("open");
  });

  it("a refusal while the session is still open is an UpstreamError (nothing was ended)", async () => {
    const { ref } = await opened();
    fake.mode = (call) => (call.path.endsWith("/expire") ? { status: 429, type: "invalid_request_error", code: "rate_limit", message: "Too many requests" } : "ok");
    await expect(provider.expireCheckout(ref)).rejects.toThrow(/rate_limit.*its status is open/);
    expect(fake.calls.map((c) => c.method)).toEqual(["POST", "GET"]);
  });

  it("a Stripe that does not answer in time is an UpstreamError, without a second call", async () => {
    const { ref } = await opened();
    fake.mode = "hang";
    const started = Date.now();
    await expect(provider.expireCheckout(ref)).rejects.toBeInstanceOf(UpstreamError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fake.calls.every((c) => c.path.endsWith("/expire"))).toBe(true);
  });
});

describe("StripeProvider.refund", () => {
  it("refunds the amount of the payment intent on the seller's account, the fee with it, under our key", async () => {
    const { ref } = await opened();
    const { paymentIntent } = fake.complete(ref.providerSessionId);
    const refunded = await provider.refund({ paymentRef: paymentIntent, paymentAccount: ACCOUNT, amountCents: 2500, idempotencyKey: "refund-order-1-line-1" });
    expect(refunded.refundRef).toMatch(/^re_fake/);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: "POST", path: "/v1/refunds", stripeAccount: ACCOUNT, idempotencyKey: "refund-order-1-line-1", authorization: "Bearer sk_test_platform" });
    expect(fake.calls[0]!.form).toEqual({ payment_intent: paymentIntent, amount: "2500", refund_application_fee: "true", reason: "requested_by_customer" });
  });

  it("the same idempotency key answers the same refund; another key, another refund", async () => {
    const req = { paymentRef: "pi_fake_same", paymentAccount: ACCOUNT, amountCents: 1000, idempotencyKey: `refund-${randomUUID()}` };
    const first = await provider.refund(req);
    expect(await provider.refund(req)).toEqual(first);
    expect((await provider.refund({ ...req, idempotencyKey: `refund-${randomUUID()}` })).refundRef).not.toBe(first.refundRef);
  });

  it("a refusal from Stripe is an UpstreamError naming Stripe's error", async () => {
    fake.mode = { status: 400, type: "invalid_request_error", code: "lock_timeout", message: "This object cannot be accessed right now." };
    const error = await provider.refund({ paymentRef: "pi_x", paymentAccount: ACCOUNT, amountCents: 100, idempotencyKey: "refund-x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).not.toBeInstanceOf(RefundRefused);
    expect((error as Error).message).toBe("Stripe could not refund the payment (StripeInvalidRequestError 400 lock_timeout: This object cannot be accessed right now.)");
  });

  it.each([
    [{ status: 400, type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." }, "charge_already_refunded"],
    [{ status: 400, type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent: 'pi_x'" }, "resource_missing"],
    [{ status: 400, type: "invalid_request_error", code: "charge_disputed", message: "The charge has been disputed." }, "charge_disputed"],
    [{ status: 403, type: "invalid_request_error", message: "The provided key does not have access to account 'acct_1Gone'." }, "account_gone"],
  ] as const)("an answer that will never change is a RefundRefused with its reason (%j)", async (answer, reason) => {
    fake.mode = answer;
    const error = await provider.refund({ paymentRef: "pi_x", paymentAccount: ACCOUNT, amountCents: 100, idempotencyKey: `refund-${reason}` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefundRefused);
    expect((error as RefundRefused).reason).toBe(reason);
  });

  it("paymentRecord reads how much Stripe has refunded of a payment on the seller's account; null when Stripe has no such payment there", async () => {
    fake.paymentIntents.set("pi_record", { account: ACCOUNT, amount: 3155, currency: "eur", refunded: 1000 });
    expect(await provider.paymentRecord({ paymentRef: "pi_record", paymentAccount: ACCOUNT })).toEqual({ refundedCents: 1000 });
    expect(fake.calls.at(-1)).toMatchObject({ method: "GET", stripeAccount: ACCOUNT });
    expect(fake.calls.at(-1)!.path).toMatch(/^\/v1\/payment_intents\/pi_record\?expand/);
    expect(await provider.paymentRecord({ paymentRef: "pi_record", paymentAccount: "acct_1Other" })).toBeNull();
    expect(await provider.paymentRecord({ paymentRef: "pi_unknown", paymentAccount: ACCOUNT })).toBeNull();
    fake.mode = { status: 500, type: "api_error", message: "down" };
    await expect(provider.paymentRecord({ paymentRef: "pi_record", paymentAccount: ACCOUNT })).rejects.toBeInstanceOf(UpstreamError);
  });

  it("a server error is retried once with the same key, then is an UpstreamError", async () => {
    fake.mode = { status: 500, type: "api_error", message: "Something went wrong" };
    await expect(provider.refund({ paymentRef: "pi_x", paymentAccount: ACCOUNT, amountCents: 100, idempotencyKey: "refund-y" })).rejects.toBeInstanceOf(UpstreamError);
    expect(fake.calls.map((c) => c.idempotencyKey)).toEqual(["refund-y", "refund-y"]);
  });

  it("a refund Stripe reports failed at once is an UpstreamError", async () => {
    fake.mode = { status: 200, body: { id: "re_failed", object: "refund", amount: 100, status: "failed", failure_reason: "charge_for_pending_refund_disputed" } };
    const error = await provider.refund({ paymentRef: "pi_x", paymentAccount: ACCOUNT, amountCents: 100, idempotencyKey: "refund-z" }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/re_failed.*failed/);
    expect(error).toMatchObject({ name: "RefundRefused", reason: "charge_for_pending_refund_disputed" });
  });

  it("an unreachable Stripe is an UpstreamError", async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = new StripeProvider({ secretKey: "sk_test_platform", apiUrl: closed.url }, { timeoutMs: 400 });
    await expect(offline.refund({ paymentRef: "pi_x", paymentAccount: ACCOUNT, amountCents: 100, idempotencyKey: "refund-w" })).rejects.toBeInstanceOf(UpstreamError);
    await expect(offline.expireCheckout({ providerSessionId: "cs_test_x", paymentAccount: ACCOUNT })).rejects.toBeInstanceOf(UpstreamError);
  });
});
