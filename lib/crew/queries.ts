/** The crew's own profile reads (GET /v1/crew, /v1/crew/pages) and the genre list, through its scope. */
import { and, asc, eq } from "drizzle-orm";
import { artists, genres, pageManagers, promoters, venues } from "@/lib/db/schema";
import { scopeDb, type CrewScope, type PageType } from "./scope";

/** Ids of the published promoters the crew manages, ascending. */
export async function publishedPromoterIds(crew: CrewScope): Promise<number[]> {
  const found = await scopeDb(crew)
    .select({ id: promoters.id })
    .from(promoters)
    .innerJoin(pageManagers, and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, "promoter"), eq(pageManagers.pageId, promoters.id)))
    .where(eq(promoters.published, true))
    .orderBy(asc(promoters.id));
  return found.map((r) => r.id);
}

export interface ManagedPage {
  type: PageType;
  id: number;
  name: string;
  imageUrl: string | null;
  published: boolean;
}

/** Every page the crew manages, drafts included: artists, then promoters, then venues, each by name (ties by id). */
export async function managedPages(crew: CrewScope): Promise<ManagedPage[]> {
  const db = scopeDb(crew);
  const pages: ManagedPage[] = [];
  for (const [type, table] of [["artist", artists], ["promoter", promoters], ["venue", venues]] as const) {
    const found = await db
      .select({ id: table.id, name: table.name, imageUrl: table.imageUrl, published: table.published })
      .from(table)
      .innerJoin(pageManagers, and(eq(pageManagers.pageId, table.id), eq(pageManagers.pageType, type), eq(pageManagers.crewId, crew.id)))
      .orderBy(asc(table.name), asc(table.id));
    for (const p of found) pages.push({ type, ...p });
  }
  return pages;
}

/** Every genre sorted by name in the database's collation (ties by id): platform-wide, the same for every crew. */
export async function genresByName(crew: CrewScope): Promise<{ id: number; name: string }[]> {
  return scopeDb(crew).select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name), asc(genres.id));
}
