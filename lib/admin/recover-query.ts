/**
 * Recovery (`POST /admin/v1/webhooks/{id}/recover`): the webhook's deliveries that finished
 * failed (state `failed`: ten attempts made) and were created at or after `since` are sent again,
 * each exactly as a resend does (lib/webhooks/resend.ts: back to the start of a fresh schedule, its
 * own message and so its own `webhook-id`), in one transaction, oldest first and at most
 * RECOVER_LIMIT per call. Tests and samples are left out: they were asked for, not missed. A dry
 * run only counts. Every row is reached through a webhook of the crew.
 */
import { and, asc, eq, gte, lte, ne } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import { notifyDeliveriesDue } from "@/lib/webhooks/notify";
import { restartSchedules } from "@/lib/webhooks/resend";
import { RECOVER_LIMIT, type RecoveredOut } from "./webhook-schemas";
import { notSampleMessage } from "@/lib/webhooks/samples";

export async function recoverDeliveries(crew: CrewScope, id: string, since: Date, dryRun: boolean, now: Date): Promise<RecoveredOut> {
  const { ids, more, restarted } = await scopeDb(crew).transaction(async (tx) => {
    const [hook] = await tx.select({ id: webhooks.id }).from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.crewId, crew.id))).for("share");
    if (!hook) throw notFound();
    const query = tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(
        and(
          eq(webhookDeliveries.webhookId, id),
          eq(webhookMessages.crewId, crew.id),
          eq(webhookDeliveries.state, "failed"),
          gte(webhookDeliveries.createdAt, since),
          lte(webhookDeliveries.createdAt, now),
          ne(webhookMessages.type, "webhook.test"),
          notSampleMessage,
        ),
      )
      .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
      // One more than the limit says whether any are left after this call.
      .limit(RECOVER_LIMIT + 1);
    // A failed delivery is never being sent; the lock keeps a resend racing this one from restarting it twice.
    const found = dryRun ? await query : await query.for("update", { of: webhookDeliveries });
    const ids = found.slice(0, RECOVER_LIMIT).map((r) => r.id);
    const restarted = dryRun ? [] : await restartSchedules(tx, ids, now);
    return { ids, more: found.length > RECOVER_LIMIT, restarted };
  });
  // After the commit (or the outer one of a recorded write): the Inngest driver starts each fresh schedule now.
  await notifyDeliveriesDue(restarted.map((d) => ({ deliveryId: d.id, dueAt: now, resends: d.resends, webhookId: id, crewId: crew.id })));
  return { count: ids.length, since: since.toISOString(), dry_run: dryRun, more, delivery_ids: ids };
}
