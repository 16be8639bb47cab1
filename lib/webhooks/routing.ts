/**
 * Which crews a platform event goes to (docs/guides/webhooks.md). The dispatcher asks once when
 * the event is routed; the sender asks again just before each attempt, so a crew that lost the
 * page since gets nothing.
 *
 * - order.paid, order.refunded: crews managing the page the money goes to: a ticket order's event
 *   payee (its first promoter), a merch order's selling page;
 * - ambassador.sale_attributed: crews managing the page of the member's programme (its owner), not
 *   the order's payee: a programme's codes may work on events another promoter is paid for;
 * - event.published, event.updated: crews with a page on the event (a promoter, the venue, a
 *   confirmed artist);
 * - booking_request.created: the crew whose key made it;
 * - form.submitted: the crew that owns the form, and crews managing the page that owns it;
 * - payout.paid: crews managing the payee page;
 * - webhook.test: the webhook's crew.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { ambassadorMembers, ambassadorPrograms, bookingRequests, eventPromoters, events, forms, formResponses, lineupSetArtists, orders, pageManagers, payouts, webhooks } from "@/lib/db/schema";
import type { WebhookEventType } from "./types";

/** A database or an open transaction: routing only reads. */
export type Reader = Pick<Db, "select" | "selectDistinct">;

async function managersOf(db: Reader, pages: { type: string; id: number }[]): Promise<string[]> {
  if (pages.length === 0) return [];
  const found = await db
    .selectDistinct({ crewId: pageManagers.crewId })
    .from(pageManagers)
    .where(or(...pages.map((p) => and(eq(pageManagers.pageType, p.type), eq(pageManagers.pageId, p.id)))));
  return found.map((r) => r.crewId);
}

/** The pages on an event: its promoters, its venue and its confirmed artists. */
async function pagesOnEvent(db: Reader, eventId: number): Promise<{ type: string; id: number }[]> {
  const [event] = await db.select({ venueId: events.venueId }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return [];
  const promoterRows = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, eventId));
  const artistRows = await db
    .selectDistinct({ id: lineupSetArtists.artistId })
    .from(lineupSetArtists)
    .where(and(eq(lineupSetArtists.eventId, eventId), eq(lineupSetArtists.confirmed, true)));
  return [
    ...promoterRows.map((r) => ({ type: "promoter", id: r.id })),
    ...(event.venueId !== null ? [{ type: "venue", id: event.venueId }] : []),
    ...artistRows.map((r) => ({ type: "artist", id: r.id })),
  ];
}

/** Crews with a page on the event, published or not. */
export async function crewsOnEvent(db: Reader, eventId: number): Promise<string[]> {
  return managersOf(db, await pagesOnEvent(db, eventId));
}

/** Crews managing the event's payee page: its first promoter. */
export async function payeeCrews(db: Reader, eventId: number): Promise<string[]> {
  const [first] = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, eventId)).orderBy(asc(eventPromoters.position)).limit(1);
  return first ? managersOf(db, [{ type: "promoter", id: first.id }]) : [];
}

/** Ticket orders: crews managing the event's payee. Merch orders: crews managing the selling page. */
async function orderCrews(db: Reader, orderId: string): Promise<string[]> {
  const [order] = await db.select({ eventId: orders.eventId, merch: orders.merch }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return [];
  if (order.merch) return managersOf(db, [order.merch.seller]);
  return order.eventId === null ? [] : payeeCrews(db, order.eventId);
}

/** Crews managing the page that owns the member's programme. */
async function programmeCrews(db: Reader, memberId: string): Promise<string[]> {
  const [row] = await db
    .select({ type: ambassadorPrograms.ownerType, id: ambassadorPrograms.ownerId })
    .from(ambassadorMembers)
    .innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId))
    .where(eq(ambassadorMembers.id, memberId))
    .limit(1);
  return row ? managersOf(db, [row]) : [];
}

async function formCrews(db: Reader, responseId: string): Promise<string[]> {
  const [row] = await db
    .select({ crewId: forms.crewId, ownerType: forms.ownerType, ownerId: forms.ownerId })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.id, responseId))
    .limit(1);
  if (!row) return [];
  const managers = row.ownerType !== "crew" && row.ownerId !== null ? await managersOf(db, [{ type: row.ownerType, id: row.ownerId }]) : [];
  return [...new Set([row.crewId, ...managers])];
}

async function payoutCrews(db: Reader, payoutId: string): Promise<string[]> {
  const [row] = await db.select({ type: payouts.payeeType, id: payouts.payeeId }).from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  return row ? managersOf(db, [{ type: row.type, id: row.id }]) : [];
}

/**
 * The crews a platform event concerns now. event.published names its crews in the subject when it
 * is routed (the crews that newly see the event); `current: true` asks who has a page on it now.
 */
export async function crewsFor(db: Reader, type: WebhookEventType, subject: Record<string, unknown>, options: { current?: boolean } = {}): Promise<string[]> {
  switch (type) {
    case "order.paid":
    case "order.refunded":
      return orderCrews(db, String(subject.order_id));
    case "ambassador.sale_attributed":
      return programmeCrews(db, String(subject.member_id));
    case "event.published":
      if (!options.current) return Array.isArray(subject.crews) ? [...new Set(subject.crews.map(String))] : [];
      return crewsOnEvent(db, Number(subject.event_id));
    case "event.updated":
      return crewsOnEvent(db, Number(subject.event_id));
    case "booking_request.created": {
      const [row] = await db.select({ crewId: bookingRequests.crewId }).from(bookingRequests).where(eq(bookingRequests.id, String(subject.booking_request_id))).limit(1);
      return row ? [row.crewId] : [];
    }
    case "form.submitted":
      return formCrews(db, String(subject.response_id));
    case "payout.paid":
      return payoutCrews(db, String(subject.payout_id));
    case "webhook.test": {
      const [row] = await db.select({ crewId: webhooks.crewId }).from(webhooks).where(eq(webhooks.id, String(subject.webhook_id))).limit(1);
      return row ? [row.crewId] : [];
    }
    default:
      return [];
  }
}

/** Whether the crew should still receive this event (checked before every attempt). */
export async function stillRoutedTo(db: Reader, type: WebhookEventType, subject: Record<string, unknown>, crewId: string): Promise<boolean> {
  return (await crewsFor(db, type, subject, { current: true })).includes(crewId);
}

/** Webhooks of these crews that are on and subscribe to the type. */
export async function subscribedWebhooks(db: Reader, crewIds: string[], type: string): Promise<{ id: string; crewId: string }[]> {
  if (crewIds.length === 0) return [];
  return db
    .select({ id: webhooks.id, crewId: webhooks.crewId })
    .from(webhooks)
    .where(and(inArray(webhooks.crewId, crewIds), eq(webhooks.state, "on"), sql`${type} = ANY(${webhooks.events})`))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}
