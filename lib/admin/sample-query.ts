/**
 * `POST /admin/v1/webhooks/{id}/test`: a `webhook.test`, or a sample of a type the webhook
 * subscribes to (lib/webhooks/samples.ts). A sample's subject is the crew's newest one of that type
 * whose data the payload builder can build for this webhook now, so the call carries what the real
 * event would; without one the crew has nothing to show yet (409, `reason: "no_sample_data"`).
 */
import { and, eq } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { webhooks } from "@/lib/db/schema";
import { bodyInvalid, conflict, notFound } from "@/lib/http/problem";
import { WEBHOOK_EVENTS, buildPayload, sampleCandidates } from "@/lib/webhook-delivery/bound";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import type { SampleMark, SampleType } from "@/lib/webhooks/sample-mark";
import type { WebhookEventType } from "@/lib/webhooks/types";
import { crewWebhook } from "./webhooks-query";
import { sampleTypeProblem } from "./webhook-rules";

/** Writes the test or sample platform event for this webhook (the dispatcher sends it to this webhook only). */
export async function queueTestEvent(crew: CrewScope, id: string, type: WebhookEventType, now: Date): Promise<void> {
  const db = scopeDb(crew);
  if (type === "webhook.test") {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: webhooks.id }).from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.crewId, crew.id))).for("share");
      if (!row) throw notFound();
      await emitPlatformEvent(tx, "webhook.test", { webhook_id: row.id }, { crewId: crew.id, now });
    });
    return;
  }
  const hook = await crewWebhook(crew, id);
  const problem = sampleTypeProblem(type, hook.events);
  if (problem) throw bodyInvalid([{ param: "type", message: problem }]);
  const subject = await sampleSubject(db, type, crew.id, hook);
  if (!subject) {
    throw conflict(`Your crew has nothing to build a ${type} sample from yet: it needs ${WEBHOOK_EVENTS.get(type)?.sample?.needs}. Send webhook.test instead, or try again once it has one.`, { reason: "no_sample_data" });
  }
  const marked = { ...subject, sample: true, webhook_id: hook.id } satisfies SampleMark & Record<string, unknown>;
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: webhooks.id }).from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.crewId, crew.id))).for("share");
    if (!row) throw notFound();
    await emitPlatformEvent(tx, type, marked as never, { crewId: crew.id, now });
  });
}

/** The newest subject of `type` the crew has whose data builds now (routing included), or null. */
async function sampleSubject(db: Db, type: SampleType, crewId: string, hook: { id: string; personalData: boolean }): Promise<Record<string, unknown> | null> {
  for (const subject of await sampleCandidates(db, type, crewId)) {
    const built = await buildPayload(db, { id: "msg_sample", type, subject, createdAt: new Date(0) }, crewId, hook);
    if ("data" in built) return subject;
  }
  return null;
}
