/**
 * Which payment provider this process uses: the payments driver of lib/config/drivers.ts (PAYMENTS,
 * else Stripe when STRIPE_SECRET_KEY is set, else the sandbox checkout in sandbox mode, else none:
 * both checkout routes then answer 409 conflict `not_ready`).
 */
import { config, type Config } from "@/lib/config/config";
import { observeProvider } from "./observe";
import type { PaymentProvider } from "./provider";
import { paymentProviderNamed } from "./providers";

export type { HostedCheckout, HostedCheckoutRequest, PaymentProvider } from "./provider";
export type { PaymentProviderDeclaration, ProviderCheckoutEvent } from "./declare";
export { definePaymentProvider } from "./declare";
export { paymentProviderNamed, paymentProviderNames, registerPaymentProvider } from "./providers";
export { RefundRefused, UpstreamError } from "./provider";

/** The provider of the resolved payments driver (a new instance; `paymentProvider()` keeps one per process). */
export function providerFor(settings: Pick<Config, "stripe" | "drivers">): PaymentProvider | null {
  const provider = resolved(settings);
  // With telemetry on, every call to it is a span (./observe.ts).
  return provider && observeProvider(provider);
}

/** The named provider's declaration opens it ("none" names no declaration). */
function resolved(settings: Pick<Config, "stripe" | "drivers">): PaymentProvider | null {
  return paymentProviderNamed(settings.drivers.payments.driver)?.open(settings) ?? null;
}

let cached: { provider: PaymentProvider | null } | null = null;

/** This process's provider; null when payments are not configured. */
export function paymentProvider(): PaymentProvider | null {
  cached ??= { provider: providerFor(config()) };
  return cached.provider;
}

/** SHOP_FEE_PERCENT: the platform's share of a merch sale, 0 to 100 (the cents: lib/shop/rules/fee.ts). */
export function shopFeePercent(): number {
  return config().shopFeePercent;
}
