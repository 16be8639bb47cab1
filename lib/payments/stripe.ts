/**
 * Stripe Checkout behind the PaymentProvider seam: the session opens on the seller's connected
 * account (the selling page's `payment_account`) and the platform's fee is taken from the payment.
 * Everything charged was resolved server-side; this file only translates it into Stripe's params.
 */
import Stripe from "stripe";
import type { StripeSettings } from "@/lib/platform/config";
import { UpstreamError, type HostedCheckout, type HostedCheckoutRequest, type PaymentProvider } from "./provider";

/** Stripe refuses a session that expires sooner than 30 minutes after its creation. */
export const STRIPE_MIN_EXPIRY_SECONDS = 30 * 60;
/** Slack on top of Stripe's minimum, for the time the request spends on the way. */
const EXPIRY_SLACK_SECONDS = 60;

// Our locales (en, fr, de, es, it, nl, uk) in Stripe's list; Stripe has no Ukrainian page, so "auto".
const STRIPE_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", fr: "fr", de: "de", es: "es", it: "it", nl: "nl" };

export function stripeLocale(locale: string): Stripe.Checkout.SessionCreateParams.Locale {
  return STRIPE_LOCALES[locale] ?? "auto";
}

/** Our expiry in Unix seconds, pushed to Stripe's minimum when it is sooner. */
export function stripeExpiresAt(expiresAt: Date, now: Date): number {
  return Math.max(Math.ceil(expiresAt.getTime() / 1000), Math.floor(now.getTime() / 1000) + STRIPE_MIN_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS);
}

/** The create params for one checkout (exported so the mapping can be read and tested on its own). */
export function checkoutSessionParams(req: HostedCheckoutRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  const currency = req.currency.toLowerCase();
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: "payment",
    // One item per cart line at its discounted amount and quantity 1, so each line's discount stays
    // exact in cents (a unit price times a quantity cannot carry a discount that does not divide).
    line_items: req.lines.map((line) => ({
      price_data: { currency, unit_amount: line.amount_cents, product_data: { name: `${line.name} × ${line.quantity}` } },
      quantity: 1,
    })),
    customer_email: req.buyerEmail,
    client_reference_id: req.sessionId,
    metadata: { checkout_session_id: req.sessionId, ...(req.kind === "tickets" ? { checkout_kind: "tickets" } : {}) },
    locale: stripeLocale(req.locale),
    expires_at: stripeExpiresAt(req.expiresAt, now),
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
    payment_intent_data: { application_fee_amount: req.application_fee_cents },
  };
  if (req.shipping) {
    params.shipping_options = [
      { shipping_rate_data: { type: "fixed_amount", fixed_amount: { amount: req.shipping.amount_cents, currency }, display_name: req.shipping.name } },
    ];
  }
  return params;
}

export interface StripeProviderOptions {
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  /** The clock for `expires_at` (tests pin it). */
  now?: () => Date;
}

/** The SDK's client for these settings: our timeout, one retry, and the API origin when overridden. */
export function stripeClient(settings: Pick<StripeSettings, "secretKey" | "apiUrl">, timeoutMs = 10_000): Stripe {
  const origin = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    // The SDK sends the API version it was built for; its types describe that version.
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(origin ? { host: origin.hostname, port: origin.port || (origin.protocol === "https:" ? 443 : 80), protocol: origin.protocol === "https:" ? "https" : "http" } : {}),
  });
}

function describe(e: unknown): string {
  if (e instanceof Stripe.errors.StripeError) return `${e.type}${e.statusCode ? ` ${e.statusCode}` : ""}${e.code ? ` ${e.code}` : ""}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private readonly client: Stripe;
  private readonly now: () => Date;

  constructor(settings: Pick<StripeSettings, "secretKey" | "apiUrl">, options: StripeProviderOptions = {}) {
    this.client = stripeClient(settings, options.timeoutMs);
    this.now = options.now ?? (() => new Date());
  }

  async openCheckout(req: HostedCheckoutRequest): Promise<HostedCheckout> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create(checkoutSessionParams(req, this.now()), {
        stripeAccount: req.paymentAccount,
        // Our session id: a retry of the same checkout gets Stripe's same session back.
        idempotencyKey: `checkout-${req.sessionId}`,
      });
    } catch (e) {
      throw new UpstreamError(`Stripe could not open the checkout session (${describe(e)})`, { cause: e });
    }
    if (typeof session.id !== "string" || typeof session.url !== "string" || !session.url) {
      throw new UpstreamError("Stripe answered a checkout session without an id or a url");
    }
    return { providerSessionId: session.id, url: session.url };
  }
}
