/**
 * Which news posts are out (as GET /v1/news describes): published, not a draft, and not scheduled
 * for later. A post whose `published_at` is in the future stays hidden until that instant. The SQL
 * form filters the paginated reads; the pure form states the same rule for tests and callers.
 */
import { and, eq, lte, type SQL } from "drizzle-orm";
import { news } from "@/lib/db/schema";

export interface NewsState {
  draft: boolean;
  publishedAt: Date;
}

export function newsVisible(post: NewsState, now: Date): boolean {
  return !post.draft && post.publishedAt.getTime() <= now.getTime();
}

export const newsVisibleWhere = (now: Date): SQL => and(eq(news.draft, false), lte(news.publishedAt, now))!;
