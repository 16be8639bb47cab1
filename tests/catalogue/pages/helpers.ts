/** Callers for the page and content tests: one per key of the pages world. */
import { expect } from "vitest";
import type { ApiResponse, CallOptions, TestApp } from "../../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../../support/keys";
import { HARBOUR_ORIGIN } from "./world";

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

/** A 404 as every unreachable resource answers it: the same body but for request id and path. */
export function expectNotFound(r: ApiResponse): void {
  expect(r.status).toBe(404);
  expect(r.headers.get("content-type")).toBe("application/problem+json");
  const { request_id, instance, ...rest } = r.body;
  expect(typeof request_id).toBe("string");
  expect(typeof instance).toBe("string");
  expect(rest).toEqual({ type: expect.stringMatching(/\/errors#not_found$/), title: "Not found", status: 404, detail: "The resource does not exist.", code: "not_found" });
}

export function expectQueryError(r: ApiResponse, params: string[]): void {
  expect(r.status).toBe(400);
  expect(r.body.code).toBe("validation_error");
  expect(r.body.errors.map((e: { param: string }) => e.param).sort()).toEqual([...params].sort());
}

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
