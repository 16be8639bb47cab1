import { expect } from "vitest";
import type { ApiResponse } from "./app";

/** The 404 every unreachable resource answers: the same body but for request id and path. */
export function expectNotFound(r: ApiResponse): void {
  expect(r.status).toBe(404);
  expect(r.headers.get("content-type")).toBe("application/problem+json");
  const { request_id, instance, ...rest } = r.body;
  expect(typeof request_id).toBe("string");
  expect(typeof instance).toBe("string");
  expect(rest).toEqual({ type: expect.stringMatching(/\/errors#not_found$/), title: "Not found", status: 404, detail: "The resource does not exist.", code: "not_found" });
}

/** A 400 validation_error naming exactly these parameters. */
export function expectQueryError(r: ApiResponse, params: string[]): void {
  expect(r.status).toBe(400);
  expect(r.body.code).toBe("validation_error");
  expect(r.body.errors.map((e: { param: string }) => e.param).sort()).toEqual([...params].sort());
}

/** Every page of a list, following next_cursor and checking has_more on each page. */
export async function allPages(get: (path: string) => Promise<ApiResponse>, path: string): Promise<{ pages: ApiResponse[]; items: any[] }> {
  const pages: ApiResponse[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
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
