/**
 * A span per call to the payment provider while telemetry is on (lib/observability/): `payments
 * open_checkout`, `payments expire_checkout`, `payments refund`, with the provider's name and the
 * operation, never a buyer, an account, a reference or a key. With telemetry off the provider is
 * returned as it is.
 */
import { SpanKind, operationSpan } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";
import type { PaymentProvider } from "./provider";

export function observeProvider(provider: PaymentProvider): PaymentProvider {
  if (telemetry() === undefined) return provider;
  const span = <T>(operation: string, run: () => Promise<T>) =>
    operationSpan(`payments ${operation}`, { kind: SpanKind.CLIENT, attributes: { "events_api.payments.provider": provider.name, "events_api.payments.operation": operation } }, run);
  return {
    name: provider.name,
    minimumLifetimeSeconds: provider.minimumLifetimeSeconds,
    openCheckout: (req) => span("open_checkout", () => provider.openCheckout(req)),
    expireCheckout: (ref) => span("expire_checkout", () => provider.expireCheckout(ref)),
    refund: (req) => span("refund", () => provider.refund(req)),
    ...(provider.health ? { health: (deadlineMs: number) => provider.health!(deadlineMs) } : {}),
  };
}
