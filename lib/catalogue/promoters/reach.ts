/** Which promoters a key may fetch: managed by its crew and published (spec 1.4-1.5, 4.4). */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { pageManagers, promoters } from "@/lib/db/schema";

export type PromoterRow = typeof promoters.$inferSelect;

/** The managed, published promoter, or null (unknown, foreign and unpublished answer the same 404). */
export async function managedPromoter(db: Db, crewId: string, id: number): Promise<PromoterRow | null> {
  const found = await db
    .select({ p: promoters })
    .from(promoters)
    .innerJoin(pageManagers, and(eq(pageManagers.crewId, crewId), eq(pageManagers.pageType, "promoter"), eq(pageManagers.pageId, promoters.id)))
    .where(and(eq(promoters.id, id), eq(promoters.published, true)))
    .limit(1);
  return found[0]?.p ?? null;
}
