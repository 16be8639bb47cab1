/**
 * Stripe Checkout behind the PaymentProvider seam: the session opens on the seller's connected
 * account (the selling page's `payment_account`) and the platform's fee is taken from the payment.
 * Everything charged was resolved server-side; this file only translates it into Stripe's params,
 * and Stripe's webhook events (verified against STRIPE_WEBHOOK_SECRET) into checkout events.
 *
 * Sessions open on the sellers' connected accounts, so the receiver (/api/payments/stripe/webhook,
 * or /api/stripe/webhook as it has always been) must be a Connect webhook endpoint (events "on
 * connected accounts") in the Stripe dashboard.
 */
import Stripe from "stripe";
import type { StripeSettings } from "@/lib/config/config";
import { definePaymentProvider, type ProviderCheckoutEvent, type VerifiedEvent } from "./declare";
import { RefundRefused, UpstreamError, type HostedCheckout, type HostedCheckoutRequest, type PaymentProvider } from "./provider";

const NAME = "stripe";

/** Stripe refuses a session that expires sooner than 30 minutes after its creation. */
export const STRIPE_MIN_EXPIRY_SECONDS = 30 * 60;
/** What we ask of the engine: Stripe's minimum counted from Stripe's clock, plus a minute for the request on its way. */
const MINIMUM_LIFETIME_SECONDS = STRIPE_MIN_EXPIRY_SECONDS + 60;

// Our locales (en, fr, de, es, it, nl, uk) in Stripe's list; Stripe has no Ukrainian page, so "auto".
const STRIPE_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", fr: "fr", de: "de", es: "es", it: "it", nl: "nl" };

export function stripeLocale(locale: string): Stripe.Checkout.SessionCreateParams.Locale {
  return STRIPE_LOCALES[locale] ?? "auto";
}

/**
 * The create params for one checkout (exported so the mapping can be read and tested on its own).
 * `_now` is no longer read (the expiry is the engine's, as it is); it stays so older callers compile.
 */
export function checkoutSessionParams(req: HostedCheckoutRequest, _now?: Date): Stripe.Checkout.SessionCreateParams {
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
    // The engine's one expiry instant, shared with our hold: never pushed later, so the hold cannot end
    // while Stripe still takes the payment. The engine already keeps it past Stripe's minimum
    // (minimumLifetimeSeconds), and the same params on a retry keep the idempotency key valid.
    expires_at: Math.floor(req.expiresAt.getTime() / 1000),
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

/**
 * Stripe's refusals of a refund that asking again will never change: refunded already, disputed, no
 * such payment (or charge) on the account, more than is left. A connected account the platform can
 * no longer reach (closed, disconnected) answers a permission error: that one too.
 */
const FINAL_REFUND_CODES = new Set(["charge_already_refunded", "charge_disputed", "resource_missing", "amount_too_large", "account_invalid"]);

function finalRefusal(e: unknown): string | null {
  if (e instanceof Stripe.errors.StripePermissionError) return "account_gone";
  if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code && FINAL_REFUND_CODES.has(e.code)) return e.code;
  return null;
}

/** A resource the account does not have (404), or an account the platform cannot reach any more: nothing to read there. */
const nothingThere = (e: unknown) => e instanceof Stripe.errors.StripePermissionError || (e instanceof Stripe.errors.StripeInvalidRequestError && (e.statusCode === 404 || e.code === "resource_missing"));

function describe(e: unknown): string {
  if (e instanceof Stripe.errors.StripeError) return `${e.type}${e.statusCode ? ` ${e.statusCode}` : ""}${e.code ? ` ${e.code}` : ""}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

export class StripeProvider implements PaymentProvider {
  readonly name = NAME;
  readonly minimumLifetimeSeconds = MINIMUM_LIFETIME_SECONDS;
  private readonly client: Stripe;

  constructor(settings: Pick<StripeSettings, "secretKey" | "apiUrl">, options: StripeProviderOptions = {}) {
    this.client = stripeClient(settings, options.timeoutMs);
  }

  async openCheckout(req: HostedCheckoutRequest): Promise<HostedCheckout> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create(checkoutSessionParams(req), {
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

  async expireCheckout(ref: Parameters<PaymentProvider["expireCheckout"]>[0]): Promise<"expired" | "complete"> {
    const id = ref.providerSessionId;
    const options = { stripeAccount: ref.paymentAccount };
    try {
      // One key per session: a retry (ours or the SDK's) replays the first answer.
      await this.client.checkout.sessions.expire(id, {}, { ...options, idempotencyKey: `expire-${id}` });
      return "expired";
    } catch (e) {
      // No answer at all (unreachable, timed out): asking again now would fail the same way.
      if (!(e instanceof Stripe.errors.StripeError) || e instanceof Stripe.errors.StripeConnectionError) {
        throw new UpstreamError(`Stripe could not expire the checkout session (${describe(e)})`, { cause: e });
      }
      // Stripe refused, most often because the session is no longer open: its status says why.
      let status: Stripe.Checkout.Session["status"] | undefined;
      try {
        status = (await this.client.checkout.sessions.retrieve(id, {}, options)).status;
      } catch (again) {
        throw new UpstreamError(`Stripe could not expire the checkout session (${describe(e)}) nor read it (${describe(again)})`, { cause: e });
      }
      if (status === "complete") return "complete";
      if (status === "expired") return "expired";
      throw new UpstreamError(`Stripe could not expire the checkout session (${describe(e)}); its status is ${status ?? "null"}`, { cause: e });
    }
  }

  /**
   * The platform's balance: the cheapest call that proves Stripe answers and takes the secret key.
   * No retry and the deadline as the timeout, so a check never outlives what the caller waits.
   */
  async health(deadlineMs: number): Promise<void> {
    await this.client.balance.retrieve({}, { timeout: deadlineMs, maxNetworkRetries: 0 });
  }

  async refund(req: Parameters<PaymentProvider["refund"]>[0]): Promise<{ refundRef: string }> {
    let refund: Stripe.Refund;
    try {
      refund = await this.client.refunds.create(
        // The platform's fee goes back too, in proportion: the seller does not pay it on money returned.
        { payment_intent: req.paymentRef, amount: req.amountCents, refund_application_fee: true, reason: "requested_by_customer" },
        // The charge is on the seller's account (a direct charge), so the refund is made there.
        { stripeAccount: req.paymentAccount, idempotencyKey: req.idempotencyKey },
      );
    } catch (e) {
      const final = finalRefusal(e);
      if (final) throw new RefundRefused(`Stripe refused the refund for good (${describe(e)})`, final, { cause: e });
      throw new UpstreamError(`Stripe could not refund the payment (${describe(e)})`, { cause: e });
    }
    if (typeof refund.id !== "string" || !refund.id) throw new UpstreamError("Stripe answered a refund without an id");
    // Stripe can say at once that a refund failed; pending and succeeded are both a refund made.
    if (refund.status === "failed" || refund.status === "canceled") {
      throw new RefundRefused(`Stripe refused the refund ${refund.id} (${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ""})`, refund.failure_reason ?? refund.status);
    }
    return { refundRef: refund.id };
  }

  /** The payment intent on the seller's account, with its charge: how much Stripe has refunded of it. */
  async paymentRecord(ref: Parameters<PaymentProvider["paymentRecord"]>[0]): Promise<{ refundedCents: number } | null> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.client.paymentIntents.retrieve(ref.paymentRef, { expand: ["latest_charge"] }, { stripeAccount: ref.paymentAccount });
    } catch (e) {
      if (nothingThere(e)) return null;
      throw new UpstreamError(`Stripe could not read the payment (${describe(e)})`, { cause: e });
    }
    const charge = intent.latest_charge;
    return { refundedCents: charge && typeof charge === "object" ? charge.amount_refunded : 0 };
  }

  /** The Checkout Session on the seller's account: whose checkout it names, what it charges. */
  async checkoutSession(ref: { providerSessionId: string; paymentAccount: string }): Promise<{ ourSessionId: string | null; amountTotal: number | null; currency: string | null } | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.retrieve(ref.providerSessionId, {}, { stripeAccount: ref.paymentAccount });
    } catch (e) {
      if (nothingThere(e)) return null;
      throw new UpstreamError(`Stripe could not read the checkout session (${describe(e)})`, { cause: e });
    }
    return { ourSessionId: session.metadata?.checkout_session_id ?? session.client_reference_id ?? null, amountTotal: session.amount_total, currency: session.currency };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our session id on a Stripe session: the metadata we set, else the client reference; null when it is not one of ours in form. */
export function ourSessionId(session: Pick<Stripe.Checkout.Session, "metadata" | "client_reference_id">): string | null {
  const ref = session.metadata?.checkout_session_id ?? session.client_reference_id ?? null;
  return ref && UUID.test(ref) ? ref.toLowerCase() : null;
}

/** The events that move a session; every other verified event is acknowledged and ignored. */
const PAID = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const EXPIRED = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

/** What a verified Stripe event says about one of our checkouts. */
export function stripeCheckoutEvent({ event }: VerifiedEvent<Stripe.Event>): ProviderCheckoutEvent | null {
  const paid = PAID.has(event.type);
  if (!paid && !EXPIRED.has(event.type)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session whose payment is still on its way (bank debits) waits for async_payment_succeeded.
  if (event.type === "checkout.session.completed" && session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return null;
  const checkoutId = ourSessionId(session);
  if (!checkoutId) return null;
  const intent = session.payment_intent;
  return {
    outcome: paid ? "paid" : "expired",
    checkoutId,
    providerSessionId: session.id,
    account: event.account ?? null,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentRef: paid ? (typeof intent === "string" ? intent : (intent?.id ?? null)) : null,
  };
}

export const stripePayments = definePaymentProvider<Stripe.Event>({
  name: NAME,
  open: (settings) => (settings.stripe ? new StripeProvider(settings.stripe) : null),
  pageAtProvider: true,
  needsPaymentAccount: true,
  inbound: {
    secret: (settings) => settings.stripe?.webhookSecret ?? null,
    refusal: "The Stripe-Signature header is missing or does not match the body.",
    async verify({ rawBody, headers, secret, now }) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new Error("no Stripe-Signature header");
      const event = await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, undefined, now.getTime()); // receivedAt in ms
      return { id: event.id, type: event.type, event };
    },
    toCheckoutEvent: stripeCheckoutEvent,
  },
});
