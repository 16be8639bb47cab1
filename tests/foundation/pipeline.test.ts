/**
 * List mechanics shared by every route (cursors, limit, fields, locale, unknown and repeated
 * parameters, HEAD), on synthetic endpoints so they are proven apart from any one resource.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sealCursor, cursorKey } from "@/lib/http/cursor";
import { defineEndpoint } from "@/lib/http/endpoint";
import { parseLocale } from "@/lib/http/locale";
import { runEndpoint } from "@/lib/server/in-process";
import { q } from "@/lib/http/query";
import { buildRequest, dispatch, startApp, toApiResponse, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

const Item = z.object({ id: z.int(), name: z.string(), even: z.boolean(), venue: z.object({ id: z.int(), name: z.string(), city: z.string() }) });
const ITEMS = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, even: (i + 1) % 2 === 0, venue: { id: 1000 + i, name: `Venue ${i}`, city: "Berlin" } }));

const list = defineEndpoint({
  id: "test_list",
  method: "GET",
  path: "/v1/test-items",
  tag: "Test",
  summary: "s",
  description: "d",
  scopes: [],
  publishable: false,
  cache: 60,
  envelope: "list",
  query: z.object({ even: q.bool().optional(), ids: q.idList(50).optional() }).strict(),
  response: z.object({ data: z.array(Item), pagination: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean(), limit: z.int() }) }),
  handler: async ({ query, page }) => {
    const after = (page.after?.[0] as number | undefined) ?? 0;
    const rows = ITEMS.filter((i) => i.id > after && (query.even === undefined || i.even === query.even) && (!query.ids || query.ids.includes(i.id)));
    const data = rows.slice(0, page.limit);
    return { data, next: rows.length > page.limit ? [data[data.length - 1]!.id] : null };
  },
});

const single = defineEndpoint({
  id: "test_single",
  method: "GET",
  path: "/v1/test-items/{id}",
  tag: "Test",
  summary: "s",
  description: "d",
  scopes: [],
  publishable: false,
  cache: 60,
  envelope: "single",
  params: z.object({ id: q.positiveId() }),
  response: Item,
  handler: async ({ params, locale, setHeader }) => {
    setHeader("Content-Language", locale);
    return ITEMS.find((i) => i.id === params.id)!;
  },
});

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

async function get(endpoint: typeof list, path: string, params: Record<string, string> = {}, method = "GET") {
  return toApiResponse(await runEndpoint(endpoint, buildRequest(method, path, { key: KEYS.secret }), params));
}

describe("pagination", () => {
  it("pages through with opaque cursors until has_more is false", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(list, `/v1/test-items?limit=25${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.pagination.limit).toBe(25);
      seen.push(...res.body.data.map((d: { id: number }) => d.id));
      cursor = res.body.pagination.next_cursor;
      expect(res.body.pagination.has_more).toBe(cursor !== null);
      if (cursor) expect(Buffer.from(cursor, "base64url").toString("latin1")).not.toMatch(/"k"|\[\d+\]/);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ITEMS.map((i) => i.id));
  });

  it("defaults limit to 25 and refuses 0, 101 and non-numbers", async () => {
    expect((await get(list, "/v1/test-items")).body.data).toHaveLength(25);
    for (const bad of ["0", "101", "abc", "2.5", "-1"]) {
      const res = await get(list, `/v1/test-items?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_error");
      expect(res.body.errors).toEqual([{ param: "limit", message: expect.any(String) }]);
    }
  });

  it("refuses a forged, truncated or foreign cursor with invalid_cursor", async () => {
    const first = await get(list, "/v1/test-items?limit=10");
    const cursor: string = first.body.pagination.next_cursor;
    const flipped = cursor.slice(0, 20) + (cursor[20] === "A" ? "B" : "A") + cursor.slice(21);
    for (const bad of [flipped, cursor.slice(0, -4), "abc", Buffer.from('{"k":[50]}').toString("base64url"), "x".repeat(60)]) {
      const res = await get(list, `/v1/test-items?limit=10&cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_cursor");
    }
  });

  it("refuses a cursor used with other filters (stale)", async () => {
    const first = await get(list, "/v1/test-items?limit=10&even=true");
    const res = await get(list, `/v1/test-items?limit=10&even=false&cursor=${first.body.pagination.next_cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_cursor");
    // A different limit is fine: the cursor names a position, not a page size.
    const ok = await get(list, `/v1/test-items?limit=5&even=true&cursor=${first.body.pagination.next_cursor}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((d: { id: number }) => d.id)).toEqual([22, 24, 26, 28, 30]);
  });

  it("refuses a week-old cursor", async () => {
    const key = await cursorKey(api.database.db);
    const old = sealCursor(key, "test_list", "47DEQpj8HBSa-_TI", [10], Date.now() - 8 * 24 * 3600 * 1000);
    const res = await get(list, `/v1/test-items?cursor=${old}`);
    expect(res.body.code).toBe("invalid_cursor");
  });
});

describe("query parameters", () => {
  it("refuses unknown parameters, naming each", async () => {
    const res = await get(list, "/v1/test-items?sort=name&page=2");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: "sort", message: "Unknown parameter." },
      { param: "page", message: "Unknown parameter." },
    ]);
  });

  it("refuses a repeated parameter", async () => {
    const res = await get(list, "/v1/test-items?even=true&even=false");
    expect(res.status).toBe(400);
    expect(res.body.errors[0].param).toBe("even");
  });

  it("reports every malformed parameter at once", async () => {
    const res = await get(list, "/v1/test-items?even=yes&ids=1,x&limit=0");
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(["even", "ids", "limit"]);
  });

  it("names an overlong unknown parameter within the documented 200 characters", async () => {
    const name = "p".repeat(300);
    const res = await api.get(`/v1/genres?${name}=1`, { key: KEYS.secret }); // the contract check holds the body to the Problem schema
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].param).toBe(`${"p".repeat(199)}…`);
    expect(res.body.detail.length).toBeLessThanOrEqual(5000);
  });

  it("caps ids at 50", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1).join(",");
    const res = await get(list, `/v1/test-items?ids=${ids}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: "ids", message: "At most 50 ids." }]);
    const ok = await get(list, "/v1/test-items?ids=3,1,2");
    expect(ok.body.data.map((d: { id: number }) => d.id)).toEqual([1, 2, 3]);
  });
});

describe("fields", () => {
  it("keeps only the named fields on each item, and always id", async () => {
    const res = await get(list, "/v1/test-items?limit=2&fields=name");
    expect(res.body.data).toEqual([
      { id: 1, name: "Item 1" },
      { id: 2, name: "Item 2" },
    ]);
    expect(res.body.pagination).toBeDefined();
  });

  it("selects one level of nesting", async () => {
    const res = await get(list, "/v1/test-items?limit=1&fields=venue.name,even");
    expect(res.body.data).toEqual([{ id: 1, even: false, venue: { id: 1000, name: "Venue 0" } }]);
  });

  it("refuses unknown, too deep and too many names", async () => {
    for (const bad of ["nope", "venue.nope", "venue.name.x", Array.from({ length: 41 }, () => "name").join(",")]) {
      const res = await get(list, `/v1/test-items?fields=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].param).toBe("fields");
    }
  });

  it("applies to a single resource", async () => {
    const res = await get(single, "/v1/test-items/3?fields=even", { id: "3" });
    expect(res.body).toEqual({ id: 3, even: false });
  });
});

describe("locale", () => {
  it.each([
    ["en", "en"],
    ["fr-BE", "fr"],
    ["de_AT", "de"],
    ["UK", "uk"],
    ["pt", null],
    ["", null],
  ])("%s reads as %s", (input, out) => expect(parseLocale(input)).toBe(out));

  it("reaches the handler, and an unsupported one is a 400", async () => {
    expect((await get(single, "/v1/test-items/3?locale=fr-BE", { id: "3" })).headers.get("content-language")).toBe("fr");
    const bad = await get(single, "/v1/test-items/3?locale=pt", { id: "3" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe("locale");
  });
});

describe("detail routes", () => {
  it("answer a malformed id with the same 404 as a missing one", async () => {
    const res = await get(single, "/v1/test-items/abc", { id: "abc" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
  });

  it("answer a 3,000-character path with a 404 whose instance keeps the documented 2,048 characters", async () => {
    const res = await api.get(`/v1/artists/${"9".repeat(3000)}`, { key: KEYS.secret });
    expect(res.status).toBe(404);
    expect(res.body.instance).toBe(`/api/v1/artists/${"9".repeat(2031)}…`);
  });

  it("answer HEAD with the GET headers and no body", async () => {
    const getRes = await get(single, "/v1/test-items/3", { id: "3" });
    const head = await get(single, "/v1/test-items/3", { id: "3" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("etag")).toBe(getRes.headers.get("etag"));
    expect(head.headers.get("content-type")).toBe("application/json");
    expect(head.headers.get("cache-control")).toBe(getRes.headers.get("cache-control"));
  });

  it("carry a strong ETag and answer If-None-Match with 304 and no body", async () => {
    const first = await get(single, "/v1/test-items/4", { id: "4" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=60, stale-while-revalidate=120, stale-if-error=86400");
    const res = await toApiResponse(await runEndpoint(single, buildRequest("GET", "/v1/test-items/4", { key: KEYS.secret, headers: { "If-None-Match": etag } }), { id: "4" }));
    expect(res.status).toBe(304);
    expect(res.text).toBe("");
    expect(res.headers.get("etag")).toBe(etag);
  });
});

describe("bodies", () => {
  it("refuse a body over 64 KB with 413 at once, even from a cloned request (a tee'd stream)", async () => {
    const big = buildRequest("POST", "/v1/booking-requests", { key: KEYS.secret, body: { contact_email: "a@example.test", event_name: "x".repeat(70_000) } });
    const res = await toApiResponse(await dispatch(big.clone()));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });
});
