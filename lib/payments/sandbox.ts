/**
 * The sandbox provider: the buyer "pays" on this service's own hosted checkout page, so tests and
 * `npm start` run a whole sale (merch or tickets) without a payment account or a network.
 */
import { createHash } from "node:crypto";
import { definePaymentProvider } from "./declare";
import type { HostedCheckout, HostedCheckoutRequest, PaymentProvider } from "./provider";

/** The sandbox provider's name: its own checkout pages (app/checkout/) serve only its sessions. */
export const SANDBOX_PROVIDER = "sandbox";
const NAME = SANDBOX_PROVIDER;

/** The sandbox checkout page of a session, under the service's base URL (one page tree for merch and tickets). */
export function sandboxCheckoutUrl(baseUrl: string, sessionId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/checkout/${encodeURIComponent(sessionId)}`;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = NAME;
  /** No provider clock to race: our own 30 minutes. */
  readonly minimumLifetimeSeconds = 30 * 60;

  async openCheckout(req: HostedCheckoutRequest): Promise<HostedCheckout> {
    return { providerSessionId: req.sessionId, url: sandboxCheckoutUrl(req.baseUrl, req.sessionId) };
  }

  /** Nothing to end elsewhere: the sandbox page reads our own session's state, so it is always "expired". */
  async expireCheckout(_ref: Parameters<PaymentProvider["expireCheckout"]>[0]): Promise<"expired" | "complete"> {
    return "expired";
  }

  /** The sandbox page is this service's own: nothing else to reach. */
  async health(_deadlineMs: number): Promise<void> {}

  /** No money moves anywhere else, so nothing is refunded outside this service. */
  async paymentRecord(_ref: Parameters<PaymentProvider["paymentRecord"]>[0]): Promise<{ refundedCents: number } | null> {
    return { refundedCents: 0 };
  }

  /** No money moves; the ref comes from the idempotency key, so a retry answers the same refund. */
  async refund(req: Parameters<PaymentProvider["refund"]>[0]): Promise<{ refundRef: string }> {
    return { refundRef: `sandbox_re_${createHash("sha256").update(req.idempotencyKey).digest("hex").slice(0, 24)}` };
  }
}

/** The sandbox sends no webhook: its own page completes the session (app/checkout/[session]/pay). */
export const sandboxPayments = definePaymentProvider({
  name: NAME,
  open: () => new SandboxProvider(),
  pageAtProvider: false,
  // It stands in for a ticket payee that has no payment account yet.
  needsPaymentAccount: false,
});
