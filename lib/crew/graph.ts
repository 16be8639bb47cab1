/**
 * The crew graph (spec section 1): the pages a crew manages, the published events of those pages
 * and the confirmed gigs of its roster. `crew_events` holds the visible events, materialised when
 * a world is loaded; these helpers are the only way reads ask "can this crew see X".
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { crewEvents, pageManagers } from "@/lib/db/schema";

export type PageType = "artist" | "promoter" | "venue";

export async function managedIds(db: Db, crewId: string, type: PageType): Promise<number[]> {
  const found = await db
    .select({ id: pageManagers.pageId })
    .from(pageManagers)
    .where(and(eq(pageManagers.crewId, crewId), eq(pageManagers.pageType, type)));
  return found.map((r) => r.id);
}

export async function isManaged(db: Db, crewId: string, type: PageType, id: number): Promise<boolean> {
  const found = await db
    .select({ id: pageManagers.pageId })
    .from(pageManagers)
    .where(and(eq(pageManagers.crewId, crewId), eq(pageManagers.pageType, type), eq(pageManagers.pageId, id)))
    .limit(1);
  return found.length > 0;
}

/** Which of `ids` the crew manages. */
export async function managedAmong(db: Db, crewId: string, type: PageType, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: pageManagers.pageId })
    .from(pageManagers)
    .where(and(eq(pageManagers.crewId, crewId), eq(pageManagers.pageType, type), inArray(pageManagers.pageId, ids)));
  return new Set(found.map((r) => r.id));
}

/** Whether a published event is in the crew's graph. */
export async function canSeeEvent(db: Db, crewId: string, eventId: number): Promise<boolean> {
  const found = await db
    .select({ id: crewEvents.eventId })
    .from(crewEvents)
    .where(and(eq(crewEvents.crewId, crewId), eq(crewEvents.eventId, eventId)))
    .limit(1);
  return found.length > 0;
}
