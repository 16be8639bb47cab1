/**
 * The webhook event types this service sends, in the order every list shows them: one
 * declaration each, beside the domain that emits it (lib/webhooks/event.ts). Routing, samples,
 * payload building, the OpenAPI `webhooks` section, the console's event list and the guide's
 * tables read this registry; the machinery is handed it (./bound.ts), never imports it.
 * Adding a type: declare it beside its domain, add its name to lib/webhooks/types.ts and its
 * declaration here (docs/architecture.md, "Webhooks").
 */
import { saleAttributed } from "@/lib/ambassadors/webhook-event";
import { bookingRequestCreated } from "@/lib/booking/webhook-event";
import { eventPublished, eventUpdated } from "@/lib/catalogue/events/webhook-events";
import { orderPaid, orderRefunded } from "@/lib/checkout/webhook-events";
import { formSubmitted } from "@/lib/content/forms/webhook-event";
import { payoutPaid } from "@/lib/platform-api/payouts/webhook-event";
import { webhookRegistry } from "@/lib/webhooks/registry";
import { webhookTest } from "@/lib/webhooks/test-event";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/types";

export const WEBHOOK_EVENT_LIST = [orderPaid, orderRefunded, eventPublished, eventUpdated, bookingRequestCreated, saleAttributed, formSubmitted, payoutPaid, webhookTest] as const;

// Every name of lib/webhooks/types.ts declared, and nothing else (the order is checked at load).
type Declared = (typeof WEBHOOK_EVENT_LIST)[number]["type"];
const exhaustive: [Exclude<WebhookEventType, Declared>, Exclude<Declared, WebhookEventType>] extends [never, never] ? true : never = true;
void exhaustive;

export const WEBHOOK_EVENTS = webhookRegistry(WEBHOOK_EVENT_LIST, WEBHOOK_EVENT_TYPES);
