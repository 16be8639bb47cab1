/**
 * The events of the webhook driver on Inngest. `platform/outbox.written` carries nothing: it only
 * says "route the outbox now" (the rows themselves are read by the dispatcher). A
 * `webhooks/delivery.due` names one delivery, the time its next attempt is due, the schedule it
 * runs (`resends`: how many times the delivery had been sent again; absent is 0) and the place in
 * it the run starts from (`place`: attempts made in that schedule; absent: whatever it is when the
 * run wakes). `webhookId` and `crewId` key the attempt function's concurrency; events sent before
 * they were added lack them.
 */
import { eventType } from "inngest";
import { z } from "zod";

export const outboxWritten = eventType("platform/outbox.written");

const deliveryDueData = z.object({
  deliveryId: z.string(),
  dueAt: z.string(),
  resends: z.number().int().optional(),
  place: z.number().int().optional(),
  webhookId: z.string().optional(),
  crewId: z.string().optional(),
});

export type DeliveryDueData = z.infer<typeof deliveryDueData>;

export const deliveryDue = eventType("webhooks/delivery.due", { schema: deliveryDueData });

/** Who asked for the run: the dispatcher, the overdue sweep, a resend, or a webhook turned on. */
export type DueSource = "dispatch" | "overdue" | "resend" | "enable";

/**
 * The event's own id: Inngest keeps only the first event with a given id (for 24 hours), so a
 * delivery named again with the same due time starts no second run. The overdue sweep uses ids of
 * its own: it names a stuck delivery every minute until a run attempts it, and one run is enough,
 * but its id must not collide with the dispatcher's first one (a webhook turned off before the
 * first attempt and on again within 24 hours). A resend's id names the resend (`resends`), so two
 * resends within one millisecond still start a run each. Turning a webhook on names each delivery
 * left waiting with the time it was turned on.
 */
export function deliveryDueEventId(deliveryId: string, dueAt: string, source: DueSource = "dispatch", resends = 0): string {
  const tail = source === "dispatch" ? "" : source === "resend" ? `-resend-${resends}` : `-${source}`;
  return `webhook-delivery-${deliveryId}-${new Date(dueAt).getTime()}${tail}`;
}
