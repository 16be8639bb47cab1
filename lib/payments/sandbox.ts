/**
 * The sandbox provider: the buyer "pays" on this service's own hosted checkout page, so tests and
 * `npm start` run a whole merch sale without a payment account or a network.
 */
import type { HostedCheckout, HostedCheckoutRequest, PaymentProvider } from "./provider";

/** The sandbox checkout page of a session, under the service's base URL. */
export function sandboxCheckoutUrl(baseUrl: string, sessionId: string, kind: "merch" | "tickets" = "merch"): string {
  return `${baseUrl.replace(/\/+$/, "")}/checkout/${kind === "tickets" ? "tickets/" : ""}${encodeURIComponent(sessionId)}`;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;

  async openCheckout(req: HostedCheckoutRequest): Promise<HostedCheckout> {
    return { providerSessionId: req.sessionId, url: sandboxCheckoutUrl(req.baseUrl, req.sessionId, req.kind) };
  }
}
