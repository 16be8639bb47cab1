/**
 * Writes a platform event to the outbox, inside the caller's transaction: the change and its event
 * commit together, so nothing is lost if the process dies between the two. The dispatcher routes
 * it to crews and webhooks afterwards.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { eventOutbox } from "@/lib/db/schema";
import type { SubjectOf, WebhookEventType } from "./types";

/** A transaction (or the database itself). */
export type Tx = Pick<Db, "insert">;

export async function emitPlatformEvent<T extends WebhookEventType>(tx: Tx, type: T, subject: SubjectOf<T>, options: { crewId?: string; now?: Date } = {}): Promise<string> {
  const id = randomUUID();
  await tx.insert(eventOutbox).values({ id, crewId: options.crewId ?? null, type, subject: subject as Record<string, unknown>, createdAt: options.now ?? new Date() });
  return id;
}
