/**
 * The events of the webhook driver on Inngest. `platform/outbox.written` carries nothing: it only
 * says "route the outbox now" (the rows themselves are read by the dispatcher). A
 * `webhooks/delivery.due` names one delivery, the time its first attempt is due, and the
 * schedule it runs (`resends`: how many times the delivery had been sent again; absent is 0).
 */
import { eventType } from "inngest";
import { z } from "zod";

export const outboxWritten = eventType("platform/outbox.written");

export const deliveryDue = eventType("webhooks/delivery.due", {
  schema: z.object({ deliveryId: z.string(), dueAt: z.string(), resends: z.number().int().optional() }),
});

/**
 * The event's own id: Inngest keeps only the first event with a given id (for 24 hours), so a
 * delivery named again with the same due time starts no second run. The overdue sweep uses ids of
 * its own: it names a stuck delivery every minute until a run attempts it, and one run is enough,
 * but its id must not collide with the dispatcher's first one (a webhook turned off before the
 * first attempt and on again within 24 hours). A resend's id names the resend (`resends`), so two
 * resends within one millisecond still start a run each.
 */
export function deliveryDueEventId(deliveryId: string, dueAt: string, source: "dispatch" | "overdue" | "resend" = "dispatch", resends = 0): string {
  const tail = source === "overdue" ? "-overdue" : source === "resend" ? `-resend-${resends}` : "";
  return `webhook-delivery-${deliveryId}-${new Date(dueAt).getTime()}${tail}`;
}
