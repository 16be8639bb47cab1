/**
 * The `data` of a call, read from the current state when it is sent (docs/guides/webhooks.md):
 * nothing of the payload is stored, so a retry or a resend carries what is true now. Each type's
 * declaration builds it (`build`, lib/webhooks/event.ts); the fields it names `personal` are null
 * unless the webhook's personal_data is on. Before building anything the routing is checked again:
 * a crew that no longer manages the page gets nothing.
 */
import type { Db } from "@/lib/db/client";
import type { webhookMessages, webhooks } from "@/lib/db/schema";
import type { Payload } from "@/lib/webhooks/event";
import type { WebhookEvents } from "@/lib/webhooks/registry";
import { stillRoutedTo } from "@/lib/webhooks/routing";

export type { Payload };
export type MessageRow = Pick<typeof webhookMessages.$inferSelect, "id" | "type" | "subject" | "createdAt">;
export type WebhookRow = Pick<typeof webhooks.$inferSelect, "id" | "personalData">;

/** The data of one call of `message` to `webhook` of crew `crewId`, or why it is not sent. */
export async function buildPayload(events: WebhookEvents, db: Db, message: MessageRow, crewId: string, webhook: WebhookRow): Promise<Payload> {
  const { type, subject } = message;
  // A test call goes to the webhook it names, whatever the crew manages.
  if (type !== "webhook.test" && !(await stillRoutedTo(events, db, type, subject, crewId))) {
    return { notSent: "The crew no longer manages a page this event concerns." };
  }
  const declared = events.get(type);
  if (!declared) return { notSent: `No data is built for ${type}.` };
  return declared.build(db, subject, { crewId, webhookId: webhook.id, personal: webhook.personalData });
}
