/** Webhooks, their messages, deliveries and calls. */
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ts, textArray } from "./columns";
import { crews } from "./crews-and-pages";

/** A crew's webhooks (at most 10). The secret is kept: every call is signed with it. */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: textArray("events").notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    rotatedAt: ts("rotated_at"),
    personalData: boolean("personal_data").notNull().default(false),
    state: text("state").notNull().default("on"), // on | off | paused
    failingSince: ts("failing_since"),
    description: text("description"),
    sandbox: boolean("sandbox").notNull().default(false),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("webhooks_crew_idx").on(t.crewId)],
);

/**
 * One platform event as one crew receives it: `id` is the `webhook-id` (msg_<uuid>), the same on
 * every attempt and resend. The payload is never stored: it is rebuilt from `subject` at send time.
 */
export const webhookMessages = pgTable(
  "webhook_messages",
  {
    id: text("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("webhook_messages_crew_idx").on(t.crewId, t.createdAt)],
);

/** A message to one webhook: the schedule (state, attempts, next attempt) both drivers work from. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    messageId: text("message_id").notNull().references(() => webhookMessages.id, { onDelete: "cascade" }),
    webhookId: uuid("webhook_id").notNull().references(() => webhooks.id, { onDelete: "cascade" }),
    state: text("state").notNull(), // waiting | sending | delivered | failed | not_sent
    /** Every attempt made, across resends (the history); the schedule counts from `scheduleFrom`. */
    attempts: integer("attempts").notNull().default(0),
    /** `attempts` when the current schedule began: 0, or the count at the last resend. */
    scheduleFrom: integer("schedule_from").notNull().default(0),
    /** Times sent again; an attempt begun before a resend must not write over the fresh schedule. */
    resends: integer("resends").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    /** Set while a worker holds the row; a crashed worker's lease runs out and the row is due again. */
    leaseUntil: ts("lease_until"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("webhook_deliveries_due_idx").on(t.state, t.nextAttemptAt), index("webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt)],
);

/** Every attempt: when, what came back, how long it took. */
export const webhookCalls = pgTable(
  "webhook_calls",
  {
    id: uuid("id").primaryKey(),
    deliveryId: uuid("delivery_id").notNull().references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: ts("at").notNull(),
    status: integer("status"),
    error: text("error"),
    ms: integer("ms").notNull(),
  },
  (t) => [index("webhook_calls_delivery_idx").on(t.deliveryId, t.attempt)],
);
