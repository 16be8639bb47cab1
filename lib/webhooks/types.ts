/**
 * The webhook event types and what a platform event records about its subject. The outbox row
 * holds only ids: the payload is read from the current state when a call is sent
 * (docs/guides/webhooks.md).
 */
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

/** Types whose data names a person: with personal data off, those fields are null. */
export const PERSONAL_TYPES: ReadonlySet<WebhookEventType> = new Set(["order.paid", "order.refunded", "booking_request.created", "ambassador.sale_attributed", "form.submitted"]);

/** The subject of each type, as written in `event_outbox.subject` and kept on the message. */
export interface Subjects {
  "order.paid": { order_id: string };
  "order.refunded": { order_id: string; refund_id: string };
  /** `crews`: the crews that newly see the event (all of them when it goes live; the new ones when a page is added). `first`: the event's first publication (held 30 s). */
  "event.published": { event_id: number; crews: string[]; first: boolean };
  /** Routed to every crew with a page on the event, published or not (so an offline notice reaches them). */
  "event.updated": { event_id: number };
  "booking_request.created": { booking_request_id: string };
  "ambassador.sale_attributed": { order_id: string; member_id: string };
  "form.submitted": { response_id: string };
  "payout.paid": { payout_id: string };
  "webhook.test": { webhook_id: string };
}

export type SubjectOf<T extends WebhookEventType> = Subjects[T];
