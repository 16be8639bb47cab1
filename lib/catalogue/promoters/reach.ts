/** Which promoters a key may fetch: managed by its crew and published (docs: GET /v1/promoters/{id}). */
import { and, asc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { likeContains } from "@/lib/db/like";
import { keyOf } from "@/lib/http/lists";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { pageManagers, promoters } from "@/lib/db/schema";
import type { PageRequest } from "@/lib/http/endpoint";

export type PromoterRow = typeof promoters.$inferSelect;

const managedByCrew = (crew: CrewScope) => and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, "promoter"), eq(pageManagers.pageId, promoters.id));

/** The managed, published promoter, or null (unknown, foreign and unpublished answer the same 404). */
export async function managedPromoter(crew: CrewScope, id: number): Promise<PromoterRow | null> {
  const found = await scopeDb(crew)
    .select({ p: promoters })
    .from(promoters)
    .innerJoin(pageManagers, managedByCrew(crew))
    .where(and(eq(promoters.id, id), eq(promoters.published, true)))
    .limit(1);
  return found[0]?.p ?? null;
}

export interface PromoterFilters {
  q?: string;
  updated_since?: Date;
  ids?: number[];
}

/** One page of the crew's published promoters in name order (limit + 1 rows, for the next cursor). */
export async function managedPromoterPage(crew: CrewScope, filters: PromoterFilters, page: PageRequest): Promise<PromoterRow[]> {
  const after = keyOf(page.after, "string", "number");
  const where: SQL[] = [eq(promoters.published, true)];
  if (filters.q) where.push(sql`lower(${promoters.name}) like ${likeContains(filters.q)}`);
  if (filters.updated_since) where.push(gte(promoters.updatedAt, filters.updated_since));
  if (filters.ids) where.push(inArray(promoters.id, filters.ids));
  if (after) where.push(sql`(${promoters.name}, ${promoters.id}) > (${after[0]}, ${after[1]})`);
  const found = await scopeDb(crew)
    .select({ p: promoters })
    .from(promoters)
    .innerJoin(pageManagers, managedByCrew(crew))
    .where(and(...where))
    .orderBy(asc(promoters.name), asc(promoters.id))
    .limit(page.limit + 1);
  return found.map((r) => r.p);
}
