/**
 * Paths under /api as Next.js serves them (`npm start`), not the route handler alone: a path no
 * declaration serves is the API's 404 problem with X-Request-Id (never Next's HTML page), and a
 * trailing slash is answered by the dispatcher (never Next's 308), while pages keep theirs.
 */
import { expect, test } from "@playwright/test";
import { secretKey } from "./support";

const auth = () => ({ Authorization: `Bearer ${secretKey().token}` });

test("a path no declaration serves: the 404 problem with X-Request-Id, on every surface and beyond", async ({ request }) => {
  for (const path of ["/api/v2/me", "/api/v1", "/api", "/api/v1/no-such-thing", "/api/admin/v1/nope", "/api/platform/v1/nope/1"]) {
    const res = await request.get(path, { headers: auth(), maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).toBe("application/problem+json");
    const requestId = res.headers()["x-request-id"];
    expect(requestId, path).toMatch(/^req_/);
    expect(await res.json(), path).toMatchObject({ status: 404, code: "not_found", instance: path, request_id: requestId });
  }
});

test("a declared path with a trailing slash answers as the path without it", async ({ request }) => {
  const plain = await request.get("/api/v1/events?limit=2", { headers: auth(), maxRedirects: 0 });
  const slash = await request.get("/api/v1/events/?limit=2", { headers: auth(), maxRedirects: 0 });
  expect(slash.status()).toBe(200);
  expect(slash.headers()["x-request-id"]).toMatch(/^req_/);
  expect((await slash.json()).data).toEqual((await plain.json()).data);
});

test("a method the path does not declare: 405 with Allow", async ({ request }) => {
  const res = await request.delete("/api/v1/genres", { headers: auth() });
  expect(res.status()).toBe(405);
  expect(res.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  expect(res.headers()["x-request-id"]).toMatch(/^req_/);
});

test("a page with a trailing slash still redirects to the page without it", async ({ request }) => {
  const res = await request.get("/docs/?x=1", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()["location"]).toBe("/docs?x=1");
});
