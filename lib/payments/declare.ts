/**
 * A payment provider is one declaration: its name, how this process opens its outbound calls (the
 * PaymentProvider seam of ./provider.ts) from the settings, what the checkout engine may ask of it,
 * and its inbound webhook: how a request is verified and what a verified event says about one of
 * our checkouts, in no provider's words. The checkout layer's one receiver
 * (lib/checkout/payment-webhook.ts) applies that event, served at /api/payments/{name}/webhook.
 * Declarations are registered in ./providers.ts, the one list of provider names.
 */
import type { Config } from "@/lib/config/config";
import type { PaymentProvider } from "./provider";

/** What a provider's event says about one of our checkouts. */
export interface ProviderCheckoutEvent {
  /** paid: the buyer paid (the checkout completes); expired: the provider's page ended unpaid (the checkout is released). */
  outcome: "paid" | "expired";
  /** Our checkout session id as the event names it, in the form we store it (a lower-case UUID). */
  checkoutId: string;
  /** The provider's own session the event is about. */
  providerSessionId: string;
  /** The payment account the event comes from (the seller's); null when it names none. */
  account: string | null;
  /** What the provider's session charges, in integer cents, and its currency, as the event says. */
  amountTotal: number | null;
  currency: string | null;
  /** The payment's reference at the provider (paid only; Stripe: the payment intent). */
  paymentRef: string | null;
}

/** A request whose signature matched, read into the provider's event; `id` and `type` name it in the log. */
export interface VerifiedEvent<E> {
  id: string;
  type: string;
  event: E;
}

export interface InboundWebhook<E> {
  /** The signing secret in this process's settings; null: the receiver does not exist here (404). */
  secret(settings: Config): string | null;
  /** The 400 problem's detail when verification fails. */
  refusal: string;
  /** Verifies the raw body against the request's signature at `now`; throws when it does not match. */
  verify(request: { rawBody: string; headers: Headers; secret: string; now: Date }): Promise<VerifiedEvent<E>>;
  /** What the event says about one of our checkouts; null: nothing to move (another event type, a payment still on its way, no id of ours). */
  toCheckoutEvent(verified: VerifiedEvent<E>): ProviderCheckoutEvent | null;
}

export interface PaymentProviderDeclaration<E = unknown> {
  /** Lower-case letters, digits and hyphens: stored on sessions and orders, and the receiver's path segment. */
  name: string;
  /** The provider for these settings; null when its settings are missing. */
  open(settings: Pick<Config, "stripe" | "drivers">): PaymentProvider | null;
  /**
   * Whether the hosted page lives at the provider: a session released before it is paid is ended
   * there first (`expireCheckout`), so it can no longer be paid. False: the page is this service's own.
   */
  pageAtProvider: boolean;
  /** Whether a sale needs the seller's own payment account (false: a ticket payee without one may still sell). */
  needsPaymentAccount: boolean;
  /** The inbound webhook; absent: the provider sends none (the sandbox's own page completes the session). */
  inbound?: InboundWebhook<E>;
}

/** A payment provider's declaration, checked (its event type inferred from `verify`). */
export function definePaymentProvider<E>(declaration: PaymentProviderDeclaration<E>): PaymentProviderDeclaration<E> {
  return declaration;
}
