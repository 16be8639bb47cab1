/**
 * The payment provider seam's outbound calls: one interface, an implementation per provider
 * declaration (./declare.ts, listed in ./providers.ts), chosen by configuration (Stripe when
 * STRIPE_SECRET_KEY is set, else the service's own sandbox checkout). Checkout code opens a hosted
 * page, ends one and refunds a payment through it, and never talks to a provider directly.
 */

/** What a hosted checkout charges: everything resolved server-side, in integer cents. */
export interface HostedCheckoutRequest {
  /** Our checkout session id (also the provider's client reference). */
  sessionId: string;
  /** Which table the session is in (default merch); the provider hands it back with the payment
   * (Stripe: metadata checkout_kind). The sandbox page is the same for both. */
  kind?: "merch" | "tickets";
  currency: string;
  /** One entry per cart line, its discount already taken off `amount_cents` (quantity × unit − discount). */
  lines: { name: string; quantity: number; amount_cents: number }[];
  /** The chosen delivery or pickup, charged once; null: nothing to charge. */
  shipping: { name: string; amount_cents: number } | null;
  total_cents: number;
  /** The platform's fee, taken by the provider from the seller's payment. */
  application_fee_cents: number;
  /** The selling page's own payment account (Stripe: the connected account). */
  paymentAccount: string;
  buyerEmail: string;
  locale: string;
  /** When the session ends, a whole second: the same instant as our hold, sent to the provider as it
   * is (never pushed later). The engine makes it at least `minimumLifetimeSeconds` from now. */
  expiresAt: Date;
  /** This service's public base URL (the sandbox page lives under it). */
  baseUrl: string;
  /** Pages on this service the buyer lands on. */
  successUrl: string;
  cancelUrl: string;
}

export interface HostedCheckout {
  /** The provider's id for the session (sandbox: our own id). */
  providerSessionId: string;
  /** Where the buyer pays. */
  url: string;
}

export interface PaymentProvider {
  /** Its declaration's name (./providers.ts), stored on the sessions and orders it takes payment for. */
  readonly name: string;
  /** The shortest life, in seconds, the provider accepts for a hosted session counted from our clock (the checkout engine gives a session max(30 minutes, this)). Sandbox: 1800. Stripe: 1800 + 60 (Stripe's minimum is 30 minutes after ITS creation time; one minute covers the request on its way). */
  readonly minimumLifetimeSeconds: number;
  /** Opens a hosted checkout; throws UpstreamError when the provider refuses or cannot be reached. */
  openCheckout(req: HostedCheckoutRequest): Promise<HostedCheckout>;
  /** Ends a hosted session so it can no longer be paid. "expired": it is ended now (or already was); "complete": it was paid first (the payment event will come). Throws UpstreamError when the provider cannot be reached or refuses for another reason. */
  expireCheckout(ref: { providerSessionId: string; paymentAccount: string }): Promise<"expired" | "complete">;
  /**
   * Refunds `amountCents` of a payment at once. `idempotencyKey` makes a retry return the same
   * refund. Throws RefundRefused for an answer that will never change (already refunded, payment
   * missing, account gone), UpstreamError for any other failure (worth trying again later).
   */
  refund(req: { paymentRef: string; paymentAccount: string; amountCents: number; idempotencyKey: string }): Promise<{ refundRef: string }>;
  /**
   * The provider's own record of a payment: how much of it is refunded there (by this service or
   * by hand). null: the provider has no such payment on that account (or the account is gone).
   * Throws UpstreamError when the provider cannot be asked.
   */
  paymentRecord(ref: { paymentRef: string; paymentAccount: string }): Promise<{ refundedCents: number } | null>;
  /**
   * A hosted session as the provider holds it, read on the seller's account: whose checkout it
   * names, what it charges. null: no such session there. Absent: the provider sends no events to
   * check (the sandbox). Throws UpstreamError when the provider cannot be asked.
   */
  checkoutSession?(ref: { providerSessionId: string; paymentAccount: string }): Promise<{ ourSessionId: string | null; amountTotal: number | null; currency: string | null } | null>;
  /** GET /v1/status: resolves when the provider answers an authenticated call within `deadlineMs`, rejects otherwise. Absent: nothing outside the process to reach (a test double). */
  health?(deadlineMs: number): Promise<void>;
}

/** The provider failed: the route answers 502 upstream_error (safe to retry). */
export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

/** The provider refused a refund with an answer that will never change; `reason` is its code (charge_already_refunded, resource_missing…). */
export class RefundRefused extends UpstreamError {
  constructor(
    message: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "RefundRefused";
  }
}
