/**
 * The names of the webhook event types a webhook may subscribe to, in the order every list shows
 * them (the admin API's enum, the world format, the console, the guide, the OpenAPI `webhooks`
 * section). Each type is declared once beside the domain that emits it (`defineWebhookEvent`,
 * ./event.ts) and collected in lib/webhook-delivery/events.ts, which refuses a list that differs from
 * these names. The names live down here, apart from their declarations, because the world format
 * (lib/world) and the admin API check a webhook's `events` against them, and the declarations sit
 * above both.
 */
import type { z } from "zod";
import type { WEBHOOK_EVENT_LIST } from "@/lib/webhook-delivery/events";
import type { Subject } from "./event";

export const WEBHOOK_EVENT_TYPES = [
  "order.paid",
  "order.refunded",
  "event.published",
  "event.updated",
  "booking_request.created",
  "ambassador.sale_attributed",
  "form.submitted",
  "payout.paid",
] as const;

/** `webhook.test` is never subscribed to: it is sent on demand to one webhook. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | "webhook.test";

type Declared = (typeof WEBHOOK_EVENT_LIST)[number];
type DeclarationOf<T extends WebhookEventType> = Extract<Declared, { type: T }>;

/** The subject of each type, as its declaration gives it: what `event_outbox.subject` holds. */
export type SubjectOf<T extends WebhookEventType> = DeclarationOf<T>["subject"] extends Subject<infer S> ? S : never;

/** The `data` of a call of each type, as its declaration's schema gives it. */
export type DataOf<T extends WebhookEventType> = z.output<DeclarationOf<T>["data"]>;
