/**
 * Which crews a platform event goes to (docs/guides/webhooks.md): each type's declaration says
 * (`crews`, ./event.ts). The dispatcher asks once when the event is routed; the sender asks again
 * just before each attempt, so a crew that lost the page since gets nothing.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { pageManagers, webhooks } from "@/lib/db/schema";
import type { Reader } from "./event";
import type { WebhookEvents } from "./registry";

export type { Reader };

/** A page of the crew graph: a promoter, venue or artist page (or another owner type), by id. */
export interface PageRef {
  type: string;
  id: number;
}

/** The crews managing any of these pages: the building block of most types' routing. */
export async function managersOf(db: Reader, pages: PageRef[]): Promise<string[]> {
  if (pages.length === 0) return [];
  const found = await db
    .selectDistinct({ crewId: pageManagers.crewId })
    .from(pageManagers)
    .where(or(...pages.map((p) => and(eq(pageManagers.pageType, p.type), eq(pageManagers.pageId, p.id)))));
  return found.map((r) => r.crewId);
}

/**
 * The crews a platform event concerns. `current: true` asks who it concerns now (before an
 * attempt); a type that names its crews in the subject (event.published) answers those otherwise.
 * A type no declaration knows (a row older than its removal) concerns nobody.
 */
export async function crewsFor(events: WebhookEvents, db: Reader, type: string, subject: Record<string, unknown>, options: { current?: boolean } = {}): Promise<string[]> {
  const declared = events.get(type);
  return declared ? declared.crews(db, subject, { current: options.current ?? false }) : [];
}

/** Whether the crew should still receive this event (checked before every attempt). */
export async function stillRoutedTo(events: WebhookEvents, db: Reader, type: string, subject: Record<string, unknown>, crewId: string): Promise<boolean> {
  return (await crewsFor(events, db, type, subject, { current: true })).includes(crewId);
}

/** Webhooks of these crews that are on and subscribe to the type. */
export async function subscribedWebhooks(db: Reader, crewIds: string[], type: string): Promise<{ id: string; crewId: string }[]> {
  if (crewIds.length === 0) return [];
  return db
    .select({ id: webhooks.id, crewId: webhooks.crewId })
    .from(webhooks)
    .where(and(inArray(webhooks.crewId, crewIds), eq(webhooks.state, "on"), sql`${type} = ANY(${webhooks.events})`))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}
