/** Which promoters a key may fetch: managed by its crew and published (docs: GET /v1/promoters/{id}). */
import { and, eq } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { pageManagers, promoters } from "@/lib/db/schema";

export type PromoterRow = typeof promoters.$inferSelect;

/** The managed, published promoter, or null (unknown, foreign and unpublished answer the same 404). */
export async function managedPromoter(crew: CrewScope, id: number): Promise<PromoterRow | null> {
  const found = await scopeDb(crew)
    .select({ p: promoters })
    .from(promoters)
    .innerJoin(pageManagers, and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, "promoter"), eq(pageManagers.pageId, promoters.id)))
    .where(and(eq(promoters.id, id), eq(promoters.published, true)))
    .limit(1);
  return found[0]?.p ?? null;
}
