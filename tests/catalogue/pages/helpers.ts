/** Callers for the page and content tests: one per key of the pages world. */
import { expect } from "vitest";
import type { ApiResponse, CallOptions, TestApp } from "../../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../../support/keys";
import { HARBOUR_ORIGIN } from "./world";
import { expectNotFound, expectQueryError } from "../../support/expect";

export function callers(api: () => TestApp) {
  const call = (key: string, origin?: string) => (path: string, options: CallOptions = {}) => api().get(path, { key, origin, ...options });
  return {
    /** Nightshift's secret key. */
    ns: call(KEYS.secret),
    /** Nightshift's publishable key, from its website. */
    pub: call(KEYS.publishable, PUBLISHABLE_ORIGIN),
    /** Harbour's secret key: the second crew. */
    hb: call(KEYS.harbour),
    /** Harbour's publishable key. */
    hbPub: call(KEYS.harbourPublishable, HARBOUR_ORIGIN),
  };
}

export { expectNotFound, expectQueryError };

export const ids = (r: ApiResponse): unknown[] => r.body.data.map((x: { id?: unknown; slug?: unknown }) => x.id ?? x.slug);

/** Every page of a list, following next_cursor. */
export async function allPages(get: (path: string) => Promise<ApiResponse>, path: string): Promise<{ pages: ApiResponse[]; items: any[] }> {
  const pages: ApiResponse[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const sep = path.includes("?") ? "&" : "?";
    const r = await get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    expect(r.status).toBe(200);
    pages.push(r);
    cursor = r.body.pagination.next_cursor;
    expect(r.body.pagination.has_more).toBe(cursor !== null);
    if (!cursor) break;
  }
  return { pages, items: pages.flatMap((p) => p.body.data) };
}
