/** `webhook.test`: a test call, sent on demand to one webhook (`POST /admin/v1/webhooks/{id}/test`). */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { webhooks } from "@/lib/db/schema";
import { defineWebhookEvent, subject } from "./event";
import { uuid } from "./payload-fields";

export const webhookTest = defineWebhookEvent({
  type: "webhook.test",
  subject: subject<{ webhook_id: string }>(),
  data: z.object({ message: z.string().max(20000), endpoint_id: uuid().describe("The webhook's id.") }),
  personal: [],
  docs: {
    summary: "A test call",
    description: "Sent on demand to one webhook (`POST /api/admin/v1/webhooks/{id}/test`, or *Send a test* on the portal's webhooks page), even while it is off. Never subscribed to.",
    sentWhen: "you ask for a test call (`POST …/webhooks/{id}/test`, or *Send a test* on the page)",
    goesTo: "that webhook only, even while it is off",
    data: "`{ message, endpoint_id }`: `endpoint_id` is the webhook's id",
  },
  async crews(db, s) {
    const [row] = await db.select({ crewId: webhooks.crewId }).from(webhooks).where(eq(webhooks.id, String(s.webhook_id))).limit(1);
    return row ? [row.crewId] : [];
  },
  async build(_db, _s, call) {
    return { data: { message: "This is a test call from the events API webhooks.", endpoint_id: call.webhookId } };
  },
  async example(db) {
    const [w] = await db.select().from(webhooks).orderBy(asc(webhooks.createdAt)).limit(1);
    return w ? { subject: { webhook_id: w.id }, at: new Date() } : null;
  },
});
