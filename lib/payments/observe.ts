/**
 * A span per call to the payment provider while telemetry is on (lib/observability/): `payments
 * open_checkout`, `payments expire_checkout`, `payments refund` and so on for every method, with the provider's name and the
 * operation, never a buyer, an account, a reference or a key. With telemetry off the provider is
 * returned as it is.
 */
import { SpanKind, operationSpan } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";
import type { PaymentProvider } from "./provider";

/** The provider's calls, as spans name them; a method added to the provider is traced without a line here. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function observeProvider(provider: PaymentProvider): PaymentProvider {
  if (telemetry() === undefined) return provider;
  const wrapped: Record<string, unknown> = {};
  for (const name of memberNames(provider)) {
    const member = (provider as unknown as Record<string, unknown>)[name];
    // Health probes are not the provider's business traffic: they stay as they are.
    if (typeof member !== "function" || name === "health") {
      wrapped[name] = member;
      continue;
    }
    const operation = snake(name);
    wrapped[name] = (...args: unknown[]) =>
      operationSpan(`payments ${operation}`, { kind: SpanKind.CLIENT, attributes: { "events_api.payments.provider": provider.name, "events_api.payments.operation": operation } }, () => (member as (...a: unknown[]) => Promise<unknown>).apply(provider, args));
  }
  return wrapped as unknown as PaymentProvider;
}

/** Own and inherited members (a class's methods live on its prototype), without Object's. */
function memberNames(o: object): string[] {
  const names = new Set<string>();
  for (let p: object | null = o; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const n of Object.getOwnPropertyNames(p)) if (n !== "constructor") names.add(n);
  }
  return [...names];
}
