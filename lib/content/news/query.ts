/** One page of an owner's visible news, newest first (ties by id), as one indexed range read. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { NewsPost } from "@/lib/catalogue/schemas";
import type { Db } from "@/lib/db/client";
import { news } from "@/lib/db/schema";
import type { PageRequest } from "@/lib/http/endpoint";
import { keyOf, pageOf } from "../lists";
import { newsVisibleWhere } from "./visibility";

export type NewsOwner = "promoter" | "venue" | "artist" | "event";

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

export async function newsPage(db: Db, owner: NewsOwner, ownerId: number, page: PageRequest, now: Date) {
  const after = keyOf(page.after, "string", "number");
  const found = await db
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
