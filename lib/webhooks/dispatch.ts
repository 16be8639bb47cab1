/**
 * Routes the outbox into deliveries. Each undispatched `event_outbox` row is taken under a row
 * lock (FOR UPDATE SKIP LOCKED, so two dispatchers never route the same row), routed to its crews,
 * and becomes one message per crew (`msg_<uuid>`, the `webhook-id`) with one delivery per webhook
 * of that crew that is on and subscribes to the type. The row is marked dispatched in the same
 * transaction. Events while a webhook is off are not queued for it.
 *
 * event.updated coalesces: when the (event, webhook) pair already has a delivery still waiting
 * with no attempt made, the edit is folded into it (the data is read when the call is sent), and
 * that delivery keeps its due time. Due times count from the outbox row's `created_at`.
 *
 * A row that cannot be routed (a malformed subject) fails alone, in its own savepoint: it is marked
 * routed with no deliveries and named in the log, instead of failing the batch on every tick and
 * holding up every row after it. A failure that may pass on retry (a deadlock, a lost connection)
 * still fails the batch, which is routed again on the next tick.
 *
 * A sample (./samples.ts) goes to the one webhook it names, like webhook.test, and is never folded:
 * not into a waiting event.updated, nor a real one into it.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { mayPassOnRetry } from "@/lib/db/sql-state";
import { eventOutbox, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { config } from "@/lib/config/config";
import type { WebhookEvents } from "./registry";
import { crewsFor, subscribedWebhooks, type Reader } from "./routing";
import { isSample } from "./sample-mark";
import { firstDueAt } from "./schedule";
import { notSampleMessage } from "./samples";
import { log } from "@/lib/observability/log";

/** Outbox rows routed per call. */
const BATCH = 100;

type OutboxRow = typeof eventOutbox.$inferSelect;

/** The webhooks (grouped by crew) an outbox row goes to. */
async function targetsOf(events: WebhookEvents, tx: Reader, row: OutboxRow): Promise<{ id: string; crewId: string }[]> {
  const type = row.type;
  if (type === "webhook.test" || isSample(row.subject)) {
    // On demand to one webhook, whatever it subscribes to.
    const id = String(row.subject.webhook_id ?? "");
    const found = await tx.select({ id: webhooks.id, crewId: webhooks.crewId }).from(webhooks).where(eq(webhooks.id, id)).limit(1);
    return row.crewId ? found.filter((w) => w.crewId === row.crewId) : found;
  }
  const crews = row.crewId ? [row.crewId] : await crewsFor(events, tx, type, row.subject);
  return subscribedWebhooks(tx, crews, type);
}

/** Of these webhooks, those that already hold a waiting, unattempted event.updated for the event. */
async function pendingUpdates(tx: Reader, eventId: unknown, webhookIds: string[]): Promise<Set<string>> {
  if (webhookIds.length === 0) return new Set();
  const found = await tx
    .select({ webhookId: webhookDeliveries.webhookId })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(
      and(
        inArray(webhookDeliveries.webhookId, webhookIds),
        eq(webhookDeliveries.state, "waiting"),
        eq(webhookDeliveries.attempts, 0),
        eq(webhookMessages.type, "event.updated"),
        sql`${webhookMessages.subject}->>'event_id' = ${String(eventId)}`,
        notSampleMessage,
      ),
    );
  return new Set(found.map((r) => r.webhookId));
}

/** Routes one outbox row: its messages and deliveries, and the row marked routed. Returns the deliveries' ids. */
async function route(events: WebhookEvents, tx: Db, row: OutboxRow, now: Date, scale: number): Promise<string[]> {
  const deliveryIds: string[] = [];
  let targets = await targetsOf(events, tx, row);
  if (row.type === "event.updated" && !isSample(row.subject)) {
    const folded = await pendingUpdates(tx, row.subject.event_id, targets.map((t) => t.id));
    targets = targets.filter((t) => !folded.has(t.id));
  }
  const byCrew = new Map<string, string[]>();
  for (const t of targets) byCrew.set(t.crewId, [...(byCrew.get(t.crewId) ?? []), t.id]);
  // Holds and coalescing windows run from when the event happened, not from when it is routed.
  const dueAt = firstDueAt(row.type, row.subject, row.createdAt, scale);
  for (const [crewId, webhookIds] of byCrew) {
    const messageId = `msg_${randomUUID()}`;
    await tx.insert(webhookMessages).values({ id: messageId, crewId, type: row.type, subject: row.subject, createdAt: row.createdAt });
    const rows = webhookIds.map((webhookId) => ({ id: randomUUID(), messageId, webhookId, state: "waiting", attempts: 0, nextAttemptAt: dueAt, createdAt: now, updatedAt: now }));
    await tx.insert(webhookDeliveries).values(rows);
    deliveryIds.push(...rows.map((r) => r.id));
  }
  await tx.update(eventOutbox).set({ dispatchedAt: now }).where(eq(eventOutbox.id, row.id));
  return deliveryIds;
}

/** Routes the waiting outbox rows, each to the crews its type's declaration names (`events`). */
export async function dispatchPending(events: WebhookEvents, db: Db, now: Date, options: { limit?: number; scale?: number } = {}): Promise<{ deliveryIds: string[] }> {
  const scale = options.scale ?? config().webhookTimeScale;
  const deliveryIds: string[] = [];
  // Nothing to route, the usual case: one read instead of a transaction (see claimDue in lib/root/worker.ts).
  const waiting = await db.select({ id: eventOutbox.id }).from(eventOutbox).where(isNull(eventOutbox.dispatchedAt)).limit(1);
  if (waiting.length === 0) return { deliveryIds };
  await db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(eventOutbox)
      .where(isNull(eventOutbox.dispatchedAt))
      .orderBy(asc(eventOutbox.createdAt), asc(eventOutbox.id))
      .limit(options.limit ?? BATCH)
      .for("update", { skipLocked: true });
    for (const row of pending) {
      try {
        // In a savepoint: a row that cannot be routed is set aside alone, and the rest of the batch goes on.
        deliveryIds.push(...(await tx.transaction((savepoint) => route(events, savepoint, row, now, scale))));
      } catch (e) {
        if (mayPassOnRetry(e)) throw e;
        // It would fail the same way on every tick, and hold up every row after it: marked routed
        // with no deliveries, and named in the log.
        log.error("outbox row cannot be routed; set aside", { outboxId: row.id, type: row.type, error: e });
        await tx.update(eventOutbox).set({ dispatchedAt: now }).where(eq(eventOutbox.id, row.id));
      }
    }
  });
  return { deliveryIds };
}
