/**
 * The one list of payment providers: each declaration (./declare.ts) registered by name. The
 * settings choose one of them (PAYMENTS), the dispatcher serves each one's webhook receiver, the
 * platform API's order schema lists their names, and refund and release find a provider's
 * declaration here by the name stored on a session or an order, never by comparing names.
 */
import type { PaymentProviderDeclaration } from "./declare";
import { sandboxPayments } from "./sandbox";
import { stripePayments } from "./stripe";

const NAME = /^[a-z][a-z0-9-]{0,31}$/;
/** Names that mean something else where provider names are stored or chosen. */
const RESERVED = new Set(["free", "none"]);

// Stored without their event type: each one's `verify` and `toCheckoutEvent` are only ever used together.
const registered = new Map<string, PaymentProviderDeclaration<unknown>>();

/** Adds a provider to the list; a second declaration under a taken name is refused. */
export function registerPaymentProvider<E>(declaration: PaymentProviderDeclaration<E>): void {
  const { name } = declaration;
  if (!NAME.test(name) || RESERVED.has(name)) throw new Error(`A payment provider's name is lower-case letters, digits and hyphens, not "free" or "none": ${JSON.stringify(name)}`);
  const taken = registered.get(name);
  if (taken && (taken as unknown) !== declaration) throw new Error(`A payment provider named ${name} is registered already`);
  registered.set(name, declaration as unknown as PaymentProviderDeclaration<unknown>);
}

/** The declaration of a provider name (as stored on a session or an order); null when none has it. */
export function paymentProviderNamed(name: string | null | undefined): PaymentProviderDeclaration<unknown> | null {
  return (name ? registered.get(name) : undefined) ?? null;
}

/** Every registered provider's name, in registration order. */
export function paymentProviderNames(): string[] {
  return [...registered.keys()];
}

// The providers this service ships.
registerPaymentProvider(sandboxPayments);
registerPaymentProvider(stripePayments);
