/**
 * News a crew may read: of a page it manages (published promoter or venue, roster artist) or of
 * an event in its graph; each read checks the owner against the crew first, then takes one page
 * of visible posts, newest first (ties by id), as one indexed range read.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { rosterArtist } from "@/lib/catalogue/artists/reach";
import { managedPromoter } from "@/lib/catalogue/promoters/reach";
import type { NewsPost } from "@/lib/content/schemas";
import { managedVenue } from "@/lib/catalogue/venues/reach";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { news } from "@/lib/db/schema";
import type { CursorPosition } from "@/lib/http/cursor";
import type { PageRequest } from "@/lib/http/endpoint";
import { keyOf, pageOf } from "@/lib/http/lists";
import { newsVisibleWhere } from "./visibility";

export type NewsPage = "promoter" | "venue" | "artist";
type NewsOwner = NewsPage | "event";

export interface NewsResult {
  data: z.infer<typeof NewsPost>[];
  next: CursorPosition | null;
}

export function newsOut(row: typeof news.$inferSelect): z.infer<typeof NewsPost> {
  return {
    id: row.id,
    title: row.title,
    body_markdown: row.bodyMarkdown,
    body_html: row.bodyHtml,
    hero_image_url: row.heroImageUrl,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Whether the crew may read the page's news: its published promoters and venues, its roster. */
async function ownsPage(crew: CrewScope, type: NewsPage, id: number): Promise<boolean> {
  if (type === "promoter") return (await managedPromoter(crew, id)) !== null;
  if (type === "venue") return (await managedVenue(crew, id)) !== null;
  return (await rosterArtist(crew, id)) !== null;
}

/** One page of a managed page's news, or null when the crew does not manage that page (the 404). */
export async function managedPageNews(crew: CrewScope, type: NewsPage, id: number, page: PageRequest, now: Date): Promise<NewsResult | null> {
  if (!(await ownsPage(crew, type, id))) return null;
  return newsPage(crew, type, id, page, now);
}

/** One page of an event's news, or null when the event is not in the crew graph (the 404). */
export async function eventNews(crew: CrewScope, eventId: number, page: PageRequest, now: Date): Promise<NewsResult | null> {
  if (!(await crew.seesEvent(eventId))) return null;
  return newsPage(crew, "event", eventId, page, now);
}

// The owner was reached through the crew above; not exported so no caller can skip that check.
async function newsPage(crew: CrewScope, owner: NewsOwner, ownerId: number, page: PageRequest, now: Date): Promise<NewsResult> {
  const after = keyOf(page.after, "string", "number");
  const found = await scopeDb(crew)
    .select()
    .from(news)
    .where(
      and(
        eq(news.ownerType, owner),
        eq(news.ownerId, ownerId),
        newsVisibleWhere(now),
        after ? sql`(${news.publishedAt}, ${news.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
      ),
    )
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(page.limit + 1);
  return pageOf(found, page.limit, newsOut, (r) => [r.publishedAt.toISOString(), r.id]);
}
