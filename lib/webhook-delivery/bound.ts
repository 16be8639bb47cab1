/**
 * The webhook machinery wired with this service's event types (./events.ts): what the
 * delivery drivers (lib/root/worker.ts, inngest/webhooks.ts), the admin API's samples and the scripts
 * call. The machinery itself takes the registry as its first argument, so a test can hand it
 * another (tests/webhooks/registry.test.ts).
 */
import type { z } from "zod";
import type { Db } from "@/lib/db/client";
import { attemptDelivery as attempt, type AttemptOptions } from "./deliver";
import { buildPayload as build, type MessageRow, type WebhookRow } from "./payload";
import { checkPayload as check, payloadSchemas } from "./payload-schemas";
import { dispatchPending as dispatch } from "@/lib/webhooks/dispatch";
import { crewsFor as crews, stillRoutedTo as still, type Reader } from "@/lib/webhooks/routing";
import { sampleCandidates as candidates } from "@/lib/webhooks/samples";
import type { WebhookEventType } from "@/lib/webhooks/types";
import type { App } from "@/lib/root/types";
import { WEBHOOK_EVENTS } from "./events";

export { WEBHOOK_EVENTS };

/** Routes the waiting outbox rows into deliveries (lib/webhooks/dispatch.ts). */
export const dispatchPending = (db: Db, now: Date, options?: { limit?: number; scale?: number }) => dispatch(WEBHOOK_EVENTS, db, now, options);

/** One attempt of one delivery (lib/webhook-delivery/deliver.ts). */
export const attemptDelivery = (app: App, deliveryId: string, now: Date, options?: AttemptOptions) => attempt(WEBHOOK_EVENTS, app, deliveryId, now, options);

/** The data of one call, or why none is sent (lib/webhook-delivery/payload.ts). */
export const buildPayload = (db: Db, message: MessageRow, crewId: string, webhook: WebhookRow) => build(WEBHOOK_EVENTS, db, message, crewId, webhook);

/** The crews an event concerns (lib/webhooks/routing.ts). */
export const crewsFor = (db: Reader, type: string, subject: Record<string, unknown>, options?: { current?: boolean }) => crews(WEBHOOK_EVENTS, db, type, subject, options);

/** Whether the crew should still receive the event. */
export const stillRoutedTo = (db: Reader, type: string, subject: Record<string, unknown>, crewId: string) => still(WEBHOOK_EVENTS, db, type, subject, crewId);

/** The crew's newest subjects of a type, for a sample (lib/webhooks/samples.ts). */
export const sampleCandidates = (db: Db, type: string, crewId: string) => candidates(WEBHOOK_EVENTS, db, type, crewId);

/** The whole body of a call of each type, by type (every type is declared: ./webhook-events.ts checks). */
export const WEBHOOK_PAYLOADS = payloadSchemas(WEBHOOK_EVENTS) as Record<WebhookEventType, z.ZodType>;

/** Throws when a body does not match its type's schema or carries a field it does not name. */
export const checkPayload = (body: { type: string }) => check(WEBHOOK_EVENTS, body);
