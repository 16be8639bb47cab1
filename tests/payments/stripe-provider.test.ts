import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UpstreamError, type HostedCheckoutRequest } from "@/lib/payments/provider";
import { SandboxProvider, sandboxCheckoutUrl } from "@/lib/payments/sandbox";
import { checkoutSessionParams, StripeProvider, stripeLocale } from "@/lib/payments/stripe";
import { readConfig } from "@/lib/config/config";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

const NOW = new Date("2026-03-02T10:00:00Z");
const nowSeconds = NOW.getTime() / 1000;
const OURS = "5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70";

// A fresh session id per request unless one is given: like Stripe, the fake replays an idempotency
// key's first answer and refuses the key with other params, so two checkouts must not share an id.
function request(overrides: Partial<HostedCheckoutRequest> = {}): HostedCheckoutRequest {
  return {
    sessionId: randomUUID(),
    currency: "EUR",
    lines: [
      { name: "Tour tee (M)", quantity: 2, amount_cents: 5400 },
      { name: "Poster", quantity: 3, amount_cents: 2999 },
    ],
    shipping: { name: "Standard (DHL)", amount_cents: 590 },
    total_cents: 8989,
    application_fee_cents: 449,
    paymentAccount: "acct_1Volt",
    buyerEmail: "buyer@example.test",
    locale: "de",
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    baseUrl: "https://api.example.test",
    successUrl: "https://api.example.test/checkout/5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70/thanks",
    cancelUrl: "https://api.example.test/checkout/5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70/cancel",
    ...overrides,
  };
}

let fake: FakeStripe;
let provider: StripeProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  // The settings come through the config reader, as in production.
  const settings = readConfig({ STRIPE_SECRET_KEY: "sk_test_platform", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_URL: fake.url }).stripe!;
  provider = new StripeProvider(settings, { timeoutMs: 400 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.mode = "ok";
});

describe("StripeProvider.openCheckout", () => {
  it("opens one Checkout Session on the seller's account with the resolved lines, shipping, fee and our urls", async () => {
    const opened = await provider.openCheckout(request({ sessionId: OURS }));
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", stripeAccount: "acct_1Volt", idempotencyKey: "checkout-5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70", authorization: "Bearer sk_test_platform" });
    expect(call.form).toEqual({
      mode: "payment",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "5400",
      "line_items[0][price_data][product_data][name]": "Tour tee (M) × 2",
      "line_items[0][quantity]": "1",
      "line_items[1][price_data][currency]": "eur",
      "line_items[1][price_data][unit_amount]": "2999",
      "line_items[1][price_data][product_data][name]": "Poster × 3",
      "line_items[1][quantity]": "1",
      "shipping_options[0][shipping_rate_data][type]": "fixed_amount",
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "590",
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]": "eur",
      "shipping_options[0][shipping_rate_data][display_name]": "Standard (DHL)",
      customer_email: "buyer@example.test",
      client_reference_id: "5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70",
      "metadata[checkout_session_id]": "5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70",
      locale: "de",
      // The engine's expiry as it is, the same instant as our hold (no minute added here any more).
      expires_at: String(nowSeconds + 30 * 60),
      success_url: "https://api.example.test/checkout/5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70/thanks",
      cancel_url: "https://api.example.test/checkout/5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70/cancel",
      "payment_intent_data[application_fee_amount]": "449",
    });
    expect(opened).toEqual({ providerSessionId: "cs_test_fake000001", url: "https://checkout.stripe.test/c/pay/cs_test_fake000001" });
  });

  it("sends no shipping option for a cart with nothing to ship, and a later expiry as it is", async () => {
    const later = new Date(NOW.getTime() + 2 * 3600_000);
    await provider.openCheckout(request({ shipping: null, expiresAt: later, locale: "uk" }));
    const form = fake.calls[0]!.form;
    expect(Object.keys(form).filter((k) => k.startsWith("shipping_options"))).toEqual([]);
    expect(form.expires_at).toBe(String(later.getTime() / 1000));
    expect(form.locale).toBe("auto");
  });

  it("a free shipping option is still sent, at 0 cents", async () => {
    await provider.openCheckout(request({ shipping: { name: "Pickup at the venue", amount_cents: 0 } }));
    expect(fake.calls[0]!.form).toMatchObject({ "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "0", "shipping_options[0][shipping_rate_data][display_name]": "Pickup at the venue" });
  });

  it("a refusal from Stripe is an UpstreamError", async () => {
    fake.mode = { status: 402, type: "invalid_request_error", code: "account_invalid", message: "The account is not connected to your platform." };
    const error = await provider.openCheckout(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/account_invalid/);
    expect(fake.calls).toHaveLength(1);
  });

  it("a server error is retried once with the same idempotency key, then is an UpstreamError", async () => {
    fake.mode = { status: 500, type: "api_error", message: "Something went wrong" };
    await expect(provider.openCheckout(request({ sessionId: OURS }))).rejects.toBeInstanceOf(UpstreamError);
    expect(fake.calls).toHaveLength(2);
    expect(new Set(fake.calls.map((c) => c.idempotencyKey))).toEqual(new Set([`checkout-${OURS}`]));
  });

  it("a Stripe that does not answer in time is an UpstreamError", async () => {
    fake.mode = "hang";
    const started = Date.now();
    await expect(provider.openCheckout(request())).rejects.toBeInstanceOf(UpstreamError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("a session without a url is an UpstreamError", async () => {
    fake.mode = { status: 200, body: { id: "cs_test_nourl", object: "checkout.session", url: null } };
    await expect(provider.openCheckout(request())).rejects.toBeInstanceOf(UpstreamError);
  });

  it("an unreachable Stripe is an UpstreamError", async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = new StripeProvider({ secretKey: "sk_test_platform", apiUrl: closed.url }, { timeoutMs: 400 });
    await expect(offline.openCheckout(request())).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe("Stripe mappings", () => {
  it("maps our locales to Stripe's; Ukrainian, which Stripe lacks, lets Stripe choose", () => {
    expect(["en", "fr", "de", "es", "it", "nl", "uk", "xx"].map(stripeLocale)).toEqual(["en", "fr", "de", "es", "it", "nl", "auto", "auto"]);
  });

  it("expires_at is the engine's expiry in whole seconds, never pushed later, whatever the clock", () => {
    // The hold and Stripe end at one instant: a sooner expiry is sent as it is (the engine, not this
    // mapping, keeps it past Stripe's minimum), and a stray millisecond is dropped, not rounded up.
    expect(checkoutSessionParams(request({ expiresAt: new Date(NOW.getTime() + 5 * 60_000) })).expires_at).toBe(nowSeconds + 5 * 60);
    expect(checkoutSessionParams(request({ expiresAt: new Date(NOW.getTime() + 45 * 60_000 + 999) })).expires_at).toBe(nowSeconds + 45 * 60);
  });

  it("a ticket session carries checkout_kind tickets to Stripe; a merch one does not", () => {
    expect(checkoutSessionParams(request({ sessionId: OURS, kind: "tickets" })).metadata).toEqual({ checkout_session_id: OURS, checkout_kind: "tickets" });
    expect(checkoutSessionParams(request({ sessionId: OURS, kind: "merch" })).metadata).toEqual({ checkout_session_id: OURS });
  });

  it("asks the engine for Stripe's 30 minutes plus one for the request on its way; the sandbox for 30", () => {
    expect(provider.minimumLifetimeSeconds).toBe(31 * 60);
    expect(new SandboxProvider().minimumLifetimeSeconds).toBe(30 * 60);
  });
});

describe("SandboxProvider", () => {
  it("sends merch and ticket buyers to the same page tree, /checkout/{id}", async () => {
    const sandbox = new SandboxProvider();
    for (const kind of ["merch", "tickets", undefined] as const) {
      expect(await sandbox.openCheckout(request({ sessionId: OURS, kind }))).toEqual({ providerSessionId: OURS, url: `https://api.example.test/checkout/${OURS}` });
    }
    expect(sandboxCheckoutUrl("https://api.example.test//", "a b")).toBe("https://api.example.test/checkout/a%20b");
  });

  it("expires at once (its page reads our own session) and answers one refund per idempotency key", async () => {
    const sandbox = new SandboxProvider();
    expect(await sandbox.expireCheckout({ providerSessionId: OURS, paymentAccount: "acct_1Volt" })).toBe("expired");
    const refund = (idempotencyKey: string) => sandbox.refund({ paymentRef: OURS, paymentAccount: "acct_1Volt", amountCents: 500, idempotencyKey });
    const first = await refund("refund-1");
    expect(first.refundRef).toMatch(/^sandbox_re_[0-9a-f]{24}$/);
    expect(await refund("refund-1")).toEqual(first);
    expect((await refund("refund-2")).refundRef).not.toBe(first.refundRef);
  });
});
