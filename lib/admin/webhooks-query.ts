/**
 * Reads and writes of a crew's webhooks for the crew admin API. Every statement is constrained by
 * the crew (`webhooks.crew_id`), or reaches its rows through a webhook of the crew; a webhook of
 * another crew is answered as missing (404).
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { resealSecret, sealSecret } from "@/lib/crypto/secrets-keys";
import { crews, webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { conflict, notFound } from "@/lib/http/problem";
import { notifyDeliveryDue, notifyWebhookOn } from "@/lib/webhooks/notify";
import { restartSchedule } from "@/lib/webhooks/resend";
import { isSample } from "@/lib/webhooks/sample-mark";
import type { WebhookEventType } from "@/lib/webhooks/types";
import { newWebhookSecret } from "@/lib/webhooks/sign";
import { DELIVERY_DAYS, DELIVERY_LIST_LIMIT, PREVIOUS_SECRET_HOURS, WEBHOOK_LIMIT, type DeliveryCallOut, type DeliveryOut, type WebhookOut } from "./webhook-schemas";

export type WebhookRow = typeof webhooks.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A webhook as the admin API shows it: never its secrets. */
export function webhookOut(w: WebhookRow): WebhookOut {
  return {
    id: w.id,
    url: w.url,
    events: w.events as WebhookOut["events"],
    description: w.description,
    personal_data: w.personalData,
    state: w.state as WebhookOut["state"],
    failing_since: iso(w.failingSince),
    sandbox: w.sandbox,
    secret_rotated_at: iso(w.rotatedAt),
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
  };
}

const ofCrew = (crew: CrewScope, id: string) => and(eq(webhooks.id, id), eq(webhooks.crewId, crew.id));

/** The crew's webhooks, oldest first. */
export async function listWebhooks(crew: CrewScope): Promise<WebhookRow[]> {
  return scopeDb(crew).select().from(webhooks).where(eq(webhooks.crewId, crew.id)).orderBy(webhooks.createdAt, webhooks.id);
}

/** One webhook of the crew; 404 when missing or another crew's. */
export async function crewWebhook(crew: CrewScope, id: string): Promise<WebhookRow> {
  const [row] = await scopeDb(crew).select().from(webhooks).where(ofCrew(crew, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export interface NewWebhook {
  url: string;
  events: WebhookEventType[];
  description: string | null;
  personalData: boolean;
  sandbox: boolean;
}

/**
 * Creates a webhook with a new secret. The crew row is locked first so two creations at once
 * cannot both pass the limit; the eleventh is a conflict (`reason: "limit_reached"`).
 */
export async function createWebhook(crew: CrewScope, input: NewWebhook, now: Date): Promise<{ row: WebhookRow; secret: string }> {
  return scopeDb(crew).transaction(async (tx) => {
    await tx.select({ id: crews.id }).from(crews).where(eq(crews.id, crew.id)).for("update");
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.crewId, crew.id));
    if (n >= WEBHOOK_LIMIT) throw conflict(`A crew has at most ${WEBHOOK_LIMIT} webhooks; delete one first.`, { reason: "limit_reached" });
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhooks)
      .values({
        id: randomUUID(),
        crewId: crew.id,
        url: input.url,
        events: input.events,
        // Sealed at rest (lib/crypto); the plain secret is answered this once.
        secret: sealSecret(secret),
        personalData: input.personalData,
        state: "on",
        description: input.description,
        sandbox: input.sandbox,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: row!, secret };
  });
}

export interface WebhookChanges {
  url?: string;
  events?: WebhookEventType[];
  description?: string | null;
  personalData?: boolean;
}

/** Changes url, events, description or personal data; the secret and the state stay. */
export async function updateWebhook(crew: CrewScope, id: string, changes: WebhookChanges, now: Date): Promise<WebhookRow> {
  const set: Partial<typeof webhooks.$inferInsert> = {};
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.events !== undefined) set.events = changes.events;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.personalData !== undefined) set.personalData = changes.personalData;
  if (Object.keys(set).length === 0) return crewWebhook(crew, id);
  const [row] = await scopeDb(crew)
    .update(webhooks)
    .set({ ...set, updatedAt: now })
    .where(ofCrew(crew, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Deletes the webhook, its secrets and its history (deliveries and their calls cascade). */
export async function deleteWebhook(crew: CrewScope, id: string): Promise<void> {
  const gone = await scopeDb(crew).delete(webhooks).where(ofCrew(crew, id)).returning({ id: webhooks.id });
  if (gone.length === 0) throw notFound();
}

/**
 * A new secret; the current one becomes the previous one and keeps signing for 24 hours
 * (`rotated_at` + 24 h). A secret older than that previous one stops signing at once.
 */
export async function rotateWebhookSecret(crew: CrewScope, id: string, now: Date): Promise<{ secret: string; previousValidUntil: Date }> {
  return scopeDb(crew).transaction(async (tx) => {
    const [current] = await tx.select({ secret: webhooks.secret }).from(webhooks).where(ofCrew(crew, id)).for("update");
    if (!current) throw notFound();
    const secret = newWebhookSecret();
    // The current secret moves over as it is stored (sealed), without being opened.
    await tx.update(webhooks).set({ secret: sealSecret(secret), previousSecret: resealSecret(current.secret), rotatedAt: now, updatedAt: now }).where(ofCrew(crew, id));
    return { secret, previousValidUntil: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600_000) };
  });
}

/**
 * Turns the webhook off, or on again (on also clears `failing_since`, restarting the three-day clock).
 * Once on, the Inngest driver (when it runs) is told to send the deliveries left waiting now.
 */
export async function setWebhookState(crew: CrewScope, id: string, on: boolean, now: Date): Promise<WebhookRow> {
  const [row] = await scopeDb(crew)
    .update(webhooks)
    .set(on ? { state: "on", failingSince: null, updatedAt: now } : { state: "off", updatedAt: now })
    .where(ofCrew(crew, id))
    .returning();
  if (!row) throw notFound();
  if (on) await notifyWebhookOn(scopeDb(crew), row.id, now);
  return row;
}

type DeliveryJoin = { d: typeof webhookDeliveries.$inferSelect; type: string; subject: unknown };

function deliveryOut({ d, type, subject }: DeliveryJoin): DeliveryOut {
  return {
    id: d.id,
    webhook_id: d.messageId,
    type,
    state: d.state as DeliveryOut["state"],
    attempts: d.attempts,
    last_status: d.lastStatus,
    last_error: d.lastError,
    next_attempt_at: iso(d.nextAttemptAt),
    created_at: d.createdAt.toISOString(),
    sample: isSample(subject),
  };
}

/**
 * The webhook's latest 50 calls of the last 30 days, newest first (spec: "Deliveries per webhook
 * list the latest 50 calls, kept 30 days"), each with its delivery as it is now; a delivery not
 * called yet (waiting, or not_sent) is one entry with `call: null`, placed at its creation time.
 * 404 when the webhook is not the crew's.
 */
export async function listDeliveries(crew: CrewScope, id: string, now: Date): Promise<DeliveryCallOut[]> {
  await crewWebhook(crew, id);
  const since = new Date(now.getTime() - DELIVERY_DAYS * 86_400_000);
  const when = sql`coalesce(${webhookCalls.at}, ${webhookDeliveries.createdAt})`;
  const rows = await scopeDb(crew)
    .select({ d: webhookDeliveries, type: webhookMessages.type, subject: webhookMessages.subject, c: webhookCalls })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    // Only the calls of the window: a delivery none of whose calls is recent shows once, uncalled, if it is itself recent.
    .leftJoin(webhookCalls, and(eq(webhookCalls.deliveryId, webhookDeliveries.id), gte(webhookCalls.at, since)))
    .where(and(eq(webhookDeliveries.webhookId, id), eq(webhooks.crewId, crew.id), eq(webhookMessages.crewId, crew.id), gte(when, since)))
    .orderBy(desc(when), desc(webhookDeliveries.id), desc(webhookCalls.attempt))
    .limit(DELIVERY_LIST_LIMIT);
  return rows.map(({ d, type, subject, c }) => ({
    ...deliveryOut({ d, type, subject }),
    call: c ? { attempt: c.attempt, at: c.at.toISOString(), status: c.status, error: c.error, ms: c.ms } : null,
  }));
}

/**
 * Sends a delivery again: back at the start of the schedule with its next attempt now
 * (lib/webhooks/resend.ts), the same message (same `webhook-id`); the payload is rebuilt from the
 * current state when it is sent. A delivery a worker is sending right now is a conflict
 * (`reason: "sending"`). 404 when the webhook or the delivery is not the crew's. Once committed,
 * the Inngest driver (when it runs) is told to start the fresh schedule's run now.
 */
export async function resendDelivery(crew: CrewScope, id: string, deliveryId: string, now: Date): Promise<DeliveryOut> {
  const { out, resends } = await scopeDb(crew).transaction(async (tx) => {
    const [found] = await tx
      .select({ d: webhookDeliveries, type: webhookMessages.type, subject: webhookMessages.subject })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id), eq(webhooks.crewId, crew.id), eq(webhookMessages.crewId, crew.id)))
      .for("update", { of: webhookDeliveries });
    if (!found) throw notFound();
    if (found.d.state === "sending" && found.d.leaseUntil && found.d.leaseUntil > now) {
      throw conflict("This delivery is being sent right now; try again when the attempt is over.", { reason: "sending" });
    }
    const d = await restartSchedule(tx, found.d.id, now);
    return { out: deliveryOut({ d: d!, type: found.type, subject: found.subject }), resends: d!.resends };
  });
  await notifyDeliveryDue({ deliveryId, dueAt: now, resends, webhookId: id, crewId: crew.id });
  return out;
}
