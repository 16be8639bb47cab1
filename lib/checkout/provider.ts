/**
 * The payment provider both kinds of checkout use, and the session's one expiry instant: the hold
 * lasts exactly as long as the provider's page, because both are given the same instant, computed
 * once when the session opens.
 */
import { paymentProvider } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/provider";

/** How long a session holds what it holds, unless the provider needs longer. */
export const HOLD_MINUTES = 30;

let override: PaymentProvider | null | undefined;

/** Tests only: the provider checkout uses instead of the configured one (undefined: back to configured). */
export function setCheckoutProviderForTests(provider: PaymentProvider | null | undefined): void {
  override = provider;
}

/** This process's provider for checkout; null when payments are not configured. */
export const checkoutProvider = (): PaymentProvider | null => (override === undefined ? paymentProvider() : override);

/**
 * The session's expiry: 30 minutes, or the provider's minimum life when longer (Stripe refuses a
 * session that ends sooner than 30 minutes after it reaches Stripe), rounded up to a whole second
 * because providers take Unix seconds.
 */
export function expiryFor(now: Date, provider: Pick<PaymentProvider, "minimumLifetimeSeconds"> | null): Date {
  const seconds = Math.max(HOLD_MINUTES * 60, provider?.minimumLifetimeSeconds ?? 0);
  return new Date(Math.ceil((now.getTime() + seconds * 1000) / 1000) * 1000);
}
