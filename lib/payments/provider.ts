/**
 * The payment provider seam: one interface, two implementations chosen by configuration (Stripe
 * when STRIPE_SECRET_KEY is set, else the service's own sandbox checkout). Checkout code opens a
 * hosted page through it and never talks to a provider directly.
 */

/** What a hosted checkout charges: everything resolved server-side, in integer cents. */
export interface HostedCheckoutRequest {
  /** Our checkout session id (also the provider's client reference). */
  sessionId: string;
  /** Which table the session is in (default merch); the provider hands it back with the payment. */
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
  readonly name: "sandbox" | "stripe";
  /** Opens a hosted checkout; throws UpstreamError when the provider refuses or cannot be reached. */
  openCheckout(req: HostedCheckoutRequest): Promise<HostedCheckout>;
}

/** The provider failed: the route answers 502 upstream_error (safe to retry). */
export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamError";
  }
}
