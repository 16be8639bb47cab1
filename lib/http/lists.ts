/**
 * Helpers shared by every paginated and small list: the response schema of the list envelope the
 * walk builds, and reading back the sort key a cursor carries.
 */
import { z } from "zod";
import type { CursorPosition } from "@/lib/http/cursor";
import { invalidCursor } from "@/lib/http/problem";

/** The most items a page holds (`limit` is 1 to 100). */
const PAGE_MAX = 100;
/** The most items a small fixed list holds: no such list comes near it. */
const SMALL_LIST_MAX = 1000;

const Pagination = z.object({
  // Cursors are base64url, 40 to 2000 characters; any other value is refused as invalid_cursor.
  next_cursor: z.string().min(40).max(2000).regex(/^[A-Za-z0-9_-]+$/).nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  has_more: z.boolean(),
  limit: z.int().min(1).max(PAGE_MAX),
});

/** `{ ...siblings, data: [item], pagination }`, as the pipeline wraps a ListResult. */
export function listOf<T extends z.ZodType, S extends z.ZodRawShape = Record<never, never>>(item: T, siblings?: S) {
  return z.object({ ...(siblings ?? ({} as S)), data: z.array(item).max(PAGE_MAX), pagination: Pagination });
}

/** `{ ...siblings, data: [item] }`: a small fixed list, no pagination. */
export function smallListOf<T extends z.ZodType, S extends z.ZodRawShape = Record<never, never>>(item: T, siblings?: S) {
  return z.object({ ...(siblings ?? ({} as S)), data: z.array(item).max(SMALL_LIST_MAX) });
}

/**
 * A cursor is sealed by us, so its content is what we put in; the shape is still checked so a
 * cursor of an older release (another sort key) answers invalid_cursor rather than a 500.
 */
export function keyOf<T extends ("string" | "number")[]>(
  after: CursorPosition | null,
  ...kinds: T
): { [K in keyof T]: T[K] extends "string" ? string : number } | null {
  if (after === null) return null;
  if (after.length !== kinds.length || after.some((v, i) => typeof v !== kinds[i])) throw invalidCursor();
  return after as never;
}

/** Rows fetched as limit+1: the page, and the next cursor's sort key when more rows follow. */
export function pageOf<R, T>(found: R[], limit: number, out: (r: R) => T, key: (r: R) => CursorPosition): { data: T[]; next: CursorPosition | null } {
  const more = found.length > limit;
  const page = more ? found.slice(0, limit) : found;
  return { data: page.map(out), next: more ? key(page[page.length - 1]!) : null };
}
