/**
 * A registry of webhook event types: the declarations (./event.ts) in the order every list shows
 * them, `webhook.test` last. The service's own is lib/webhook-delivery/events.ts; the machinery
 * (routing, samples, payload building, the OpenAPI section, the guide's tables, the console's list)
 * takes one as an argument, so a test can hand it another.
 */
import type { AnyWebhookEvent } from "./event";

/** Sent on demand to one webhook, never subscribed to (./sample-mark.ts). */
export const TEST_TYPE = "webhook.test";

export interface WebhookEvents {
  /** Every declaration, in order. */
  readonly list: readonly AnyWebhookEvent[];
  /** Every type, in order. */
  readonly types: readonly string[];
  /** The types a webhook may subscribe to: all but webhook.test. */
  readonly subscribable: readonly string[];
  /** The declaration of a type; undefined for a type not declared (a row older than its removal). */
  get(type: string): AnyWebhookEvent | undefined;
}

/**
 * The registry of these declarations. Refuses a type declared twice, and, given `names`, a list
 * whose subscribable types are not exactly those names in that order.
 */
export function webhookRegistry(list: readonly AnyWebhookEvent[], names?: readonly string[]): WebhookEvents {
  const byType = new Map<string, AnyWebhookEvent>();
  for (const d of list) {
    if (byType.has(d.type)) throw new Error(`Webhook event type ${d.type} is declared twice.`);
    byType.set(d.type, d);
  }
  const types = list.map((d) => d.type);
  const subscribable = types.filter((t) => t !== TEST_TYPE);
  if (names && subscribable.join() !== names.join()) {
    throw new Error(`The declared webhook event types (${subscribable.join(", ")}) are not the names of lib/webhooks/types.ts (${names.join(", ")}).`);
  }
  return { list, types, subscribable, get: (type) => byType.get(type) };
}

/** A type a webhook may subscribe to, as the console's form offers it. */
export interface EventChoice {
  type: string;
  /** "… when <hint>": the declaration's `docs.hint`. */
  hint: string;
}

/** The console's list of events to subscribe to: every subscribable type with its hint. */
export function eventChoices(events: WebhookEvents): EventChoice[] {
  return events.subscribable.map((type) => ({ type, hint: events.get(type)!.docs.hint ?? "" }));
}
