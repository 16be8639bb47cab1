/**
 * The `data` of a call, read from the current state when it is sent (docs/guides/webhooks.md):
 * nothing of the payload is stored, so a retry or a resend carries what is true now. Personal data
 * (`buyer`, `contact`, `answers`, `ambassador`) is null unless the webhook's personal_data is on. Before building
 * anything the routing is checked again: a crew that no longer manages the page gets nothing.
 */
import { eq } from "drizzle-orm";
import { bookingRequestEventData } from "@/lib/booking/webhook-data";
import { summaryOut } from "@/lib/catalogue/events/serialize";
import type { Db } from "@/lib/db/client";
import { ambassadorMembers, events, formResponses, forms, orders, payouts, venues, webhookMessages, webhooks } from "@/lib/db/schema";
import { site } from "@/lib/crew/site";
import { orderData } from "./order-data";
import type { WebhookData, WebhookDataOf } from "./payload-schemas";
import { stillRoutedTo } from "@/lib/webhooks/routing";
import type { WebhookEventType } from "@/lib/webhooks/types";

export type MessageRow = Pick<typeof webhookMessages.$inferSelect, "id" | "type" | "subject" | "createdAt">;
export type WebhookRow = Pick<typeof webhooks.$inferSelect, "id" | "personalData">;

/** The data of a call (typed by ./payload-schemas.ts, which the OpenAPI `webhooks` section documents), or why none is sent. */
export type Payload<D = WebhookData> = { data: D } | { notSent: string };

async function orderPayload(db: Db, orderId: string, crewId: string, personal: boolean): Promise<Payload<WebhookDataOf<"order.paid">>> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!o) return { notSent: "The order no longer exists." };
  return { data: { order: orderData(o, crewId, personal) } };
}

/** A sale credited to a member: the order's event, code, tickets and total; the member's name only with personal data. */
async function saleData(db: Db, orderId: string, memberId: string, personal: boolean): Promise<Payload<WebhookDataOf<"ambassador.sale_attributed">>> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!o) return { notSent: "The order no longer exists." };
  // Only ticket orders carry an ambassador code (lib/webhook-delivery/order-data.ts), so a sale has its event.
  if (o.eventId === null) return { notSent: "The order is not a ticket order." };
  const [m] = await db.select({ firstName: ambassadorMembers.firstName, lastName: ambassadorMembers.lastName, code: ambassadorMembers.code }).from(ambassadorMembers).where(eq(ambassadorMembers.id, memberId)).limit(1);
  if (!m) return { notSent: "The ambassador no longer exists." };
  return {
    data: {
      sale: {
        order_id: o.id,
        event_id: o.eventId,
        code: o.ambassadorCode ?? m.code,
        member_id: memberId,
        tickets: o.lines.reduce((n, l) => n + l.quantity, 0),
        amount_total: o.amountTotal,
        ambassador: personal ? { first_name: m.firstName, last_name: m.lastName } : null,
      },
    },
  };
}

async function eventData(db: Db, eventId: number, type: "event.published" | "event.updated"): Promise<Payload<WebhookDataOf<"event.updated">>> {
  const [e] = await db
    .select({ event: events, venue: { id: venues.id, name: venues.name } })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!e) {
    // A deleted event reads as taken offline.
    return type === "event.updated" ? { data: { event: { id: eventId, published: false } } } : { notSent: "The event no longer exists." };
  }
  if (!e.event.published) {
    return type === "event.updated" ? { data: { event: { id: eventId, published: false } } } : { notSent: "The event is no longer published." };
  }
  // The event summary of the API (GET /v1/events/{id}), marked published.
  return { data: { event: { ...summaryOut(e.event, e.venue, await site(db)), published: true } } };
}

async function formData(db: Db, responseId: string, personal: boolean): Promise<Payload<WebhookDataOf<"form.submitted">>> {
  const [r] = await db
    .select({ response: formResponses, form: { id: forms.id, slug: forms.slug, title: forms.title } })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.id, responseId))
    .limit(1);
  if (!r) return { notSent: "The form response no longer exists." };
  const c = r.response.contact;
  return {
    data: {
      response: {
        id: r.response.id,
        form: r.form,
        completed_at: r.response.completedAt.toISOString(),
        locale: r.response.locale,
        answers: personal ? r.response.answers : null,
        contact: personal && c ? { email: c.email, first_name: c.first_name, last_name: c.last_name, phone: c.phone ?? null, marketing_opt_in: c.marketing_opt_in } : null,
      },
    },
  };
}

async function payoutData(db: Db, payoutId: string): Promise<Payload<WebhookDataOf<"payout.paid">>> {
  const [p] = await db.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  if (!p) return { notSent: "The payout no longer exists." };
  return { data: { payout: { id: p.id, payee: { type: p.payeeType, id: p.payeeId }, amount: p.amount, currency: p.currency, paid_at: p.paidAt.toISOString() } } };
}

/** The data of one call of `message` to `webhook` of crew `crewId`, or why it is not sent. */
export async function buildPayload(db: Db, message: MessageRow, crewId: string, webhook: WebhookRow): Promise<Payload> {
  const type = message.type as WebhookEventType;
  const subject = message.subject;
  if (type === "webhook.test") {
    return { data: { message: "This is a test call from the events API webhooks.", endpoint_id: webhook.id } satisfies WebhookDataOf<"webhook.test"> };
  }
  if (!(await stillRoutedTo(db, type, subject, crewId))) {
    return { notSent: "The crew no longer manages a page this event concerns." };
  }
  const personal = webhook.personalData;
  switch (type) {
    case "order.paid":
    case "order.refunded":
      return orderPayload(db, String(subject.order_id), crewId, personal);
    case "ambassador.sale_attributed":
      return saleData(db, String(subject.order_id), String(subject.member_id), personal);
    case "event.published":
    case "event.updated":
      return eventData(db, Number(subject.event_id), type);
    case "booking_request.created": {
      const data = await bookingRequestEventData(db, String(subject.booking_request_id), personal);
      return data ? { data } : { notSent: "The booking request no longer exists." };
    }
    case "form.submitted":
      return formData(db, String(subject.response_id), personal);
    case "payout.paid":
      return payoutData(db, String(subject.payout_id));
    default:
      return { notSent: `No data is built for ${type}.` };
  }
}

