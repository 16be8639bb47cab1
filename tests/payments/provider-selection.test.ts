import { afterEach, describe, expect, it } from "vitest";
import { checkoutProvider, expiryFor, setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { paymentProvider, providerFor, shopFeePercent } from "@/lib/payments";
import { SandboxProvider, sandboxCheckoutUrl } from "@/lib/payments/sandbox";
import { StripeProvider } from "@/lib/payments/stripe";
import { readConfig } from "@/lib/config/config";

describe("provider choice", () => {
  it("Stripe when STRIPE_SECRET_KEY is set (sandbox mode or not), else the sandbox in sandbox mode, else none", () => {
    expect(providerFor(readConfig({ STRIPE_SECRET_KEY: "sk_test_x", SANDBOX: "1" }))).toBeInstanceOf(StripeProvider);
    expect(providerFor(readConfig({ STRIPE_SECRET_KEY: "sk_test_x", SANDBOX: "0" }))?.name).toBe("stripe");
    expect(providerFor(readConfig({ SANDBOX: "1" }))).toBeInstanceOf(SandboxProvider);
    expect(providerFor(readConfig({ SANDBOX: "0" }))).toBeNull();
    expect(providerFor(readConfig({ DATABASE_URL: "postgres://db/x" }))).toBeNull();
  });

  it("the test process runs in sandbox mode without Stripe: the sandbox, one instance per process", () => {
    expect(paymentProvider()?.name).toBe("sandbox");
    expect(paymentProvider()).toBe(paymentProvider());
  });
});

describe("the checkout engine's provider and expiry", () => {
  afterEach(() => setCheckoutProviderForTests(undefined));

  it("is the configured provider unless a test sets one, null included", () => {
    expect(checkoutProvider()).toBe(paymentProvider());
    const stripe = providerFor(readConfig({ STRIPE_SECRET_KEY: "sk_test_x" }))!;
    setCheckoutProviderForTests(stripe);
    expect(checkoutProvider()).toBe(stripe);
    setCheckoutProviderForTests(null);
    expect(checkoutProvider()).toBeNull();
  });

  it("expires 30 minutes on, or the provider's minimum life when longer, rounded up to a whole second", () => {
    const now = new Date("2026-05-01T12:00:00.250Z");
    expect(expiryFor(now, new SandboxProvider()).toISOString()).toBe("2026-05-01T12:30:01.000Z");
    expect(expiryFor(now, new StripeProvider({ secretKey: "sk_test_x", apiUrl: null })).toISOString()).toBe("2026-05-01T12:31:01.000Z");
    expect(expiryFor(now, null).toISOString()).toBe("2026-05-01T12:30:01.000Z");
    expect(expiryFor(new Date("2026-05-01T12:00:00.000Z"), new SandboxProvider()).toISOString()).toBe("2026-05-01T12:30:00.000Z");
  });
});

describe("SandboxProvider", () => {
  it("sends the buyer to this service's own checkout page, under the session's base URL", async () => {
    const opened = await new SandboxProvider().openCheckout({
      sessionId: "5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70",
      currency: "EUR",
      lines: [{ name: "Tee", quantity: 1, amount_cents: 2500 }],
      shipping: null,
      total_cents: 2500,
      application_fee_cents: 125,
      paymentAccount: "acct_1Volt",
      buyerEmail: "buyer@example.test",
      locale: "en",
      expiresAt: new Date(),
      baseUrl: "https://shop-api.example.test",
      successUrl: "https://shop-api.example.test/x",
      cancelUrl: "https://shop-api.example.test/y",
    });
    expect(opened).toEqual({ providerSessionId: "5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70", url: "https://shop-api.example.test/checkout/5b0f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70" });
    expect(sandboxCheckoutUrl("http://localhost:3000/", "abc")).toBe("http://localhost:3000/checkout/abc");
  });
});

describe("the platform's fee", () => {
  it("is SHOP_FEE_PERCENT, 5 unless set", () => {
    expect(shopFeePercent()).toBe(5);
  });
});
