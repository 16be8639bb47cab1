import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentEndpoints } from "@/lib/content/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { startApp, type TestApp } from "../support/app";
import { allPages, callers, expectNotFound, expectQueryError, ids } from "../catalogue/pages/helpers";
import { pagesWorld } from "../catalogue/pages/world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: [...contentEndpoints, submitFormEndpoint] });
});
afterAll(() => api?.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("GET /v1/news", () => {
  it("lists a promoter's published posts newest first, ties by id", async () => {
    const r = await ns("/v1/news?promoter_id=20");
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([700, 705, 704]);
    expect(r.body.pagination).toEqual({ next_cursor: null, has_more: false, limit: 25 });
    expect(r.body.data[1]).toEqual({
      id: 705,
      title: "Older B",
      body_markdown: "b",
      body_html: "<p>b</p>",
      hero_image_url: "https://img.example.test/b.jpg",
      published_at: "2026-01-05T10:00:00.000Z",
    });
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=120,/);
  });

  it("renders Markdown to sanitised HTML", async () => {
    const post = (await pub("/v1/news?promoter_id=20")).body.data[0];
    expect(post.body_markdown).toBe("We are **back**. <script>alert(1)</script>");
    expect(post.body_html).toContain("<strong>back</strong>");
    expect(post.body_html).not.toContain("<script");
  });

  it("keeps drafts out, and scheduled posts until their hour", async () => {
    const before = await ns("/v1/news?promoter_id=20");
    expect(ids(before)).not.toContain(701);
    expect(ids(before)).not.toContain(703);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 86400_000 });
    const after = await ns("/v1/news?promoter_id=20", { headers: { "Cache-Control": "no-cache" } });
    expect(ids(after)).toEqual([701, 700, 705, 704]);
  });

  it("a venue's and a roster artist's news (unpublished artist included)", async () => {
    expect(ids(await ns("/v1/news?venue_id=30"))).toEqual([706]);
    expect(ids(await pub("/v1/news?artist_id=11"))).toEqual([707]);
    expect(ids(await ns("/v1/news?artist_id=10"))).toEqual([]);
  });

  it("404 for pages the crew does not manage, unpublished promoters and other crews' pages", async () => {
    for (const q of ["promoter_id=21", "promoter_id=22", "promoter_id=23", "venue_id=31", "venue_id=32", "venue_id=33", "artist_id=12", "artist_id=13", "artist_id=999"]) {
      expectNotFound(await ns(`/v1/news?${q}`));
    }
    expectNotFound(await hb("/v1/news?promoter_id=20"));
    expect(ids(await hb("/v1/news?promoter_id=21"))).toEqual([708]);
  });

  it("exactly one owner parameter", async () => {
    expectQueryError(await ns("/v1/news"), ["promoter_id", "venue_id", "artist_id"]);
    expectQueryError(await ns("/v1/news?promoter_id=20&venue_id=30"), ["promoter_id", "venue_id"]);
    expectQueryError(await ns("/v1/news?promoter_id=20&venue_id=30&artist_id=10"), ["promoter_id", "venue_id", "artist_id"]);
    expectQueryError(await ns("/v1/news?promoter_id=abc"), ["promoter_id"]);
    expectQueryError(await ns("/v1/news?promoter_id=0"), ["promoter_id"]);
    expectQueryError(await ns("/v1/news?event_id=100"), ["event_id", "promoter_id", "venue_id", "artist_id"]);
  });

  it("pages with cursors tied to their owner", async () => {
    const { pages, items } = await allPages(ns, "/v1/news?promoter_id=20&limit=1");
    expect(pages).toHaveLength(3);
    expect(items.map((p) => p.id)).toEqual([700, 705, 704]);
    const cursor = pages[0]!.body.pagination.next_cursor;
    const wrong = await ns(`/v1/news?venue_id=30&limit=1&cursor=${cursor}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("invalid_cursor");
  });
});

describe("GET /v1/events/{id}/news", () => {
  it("lists an event's published posts wrapped with event_id", async () => {
    const r = await ns("/v1/events/100/news");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      event_id: 100,
      data: [{ id: 702, title: "Timetable is out", body_markdown: "See you there.", body_html: "<p>See you there.</p>", hero_image_url: null, published_at: expect.stringMatching(/Z$/) }],
      pagination: { next_cursor: null, has_more: false, limit: 25 },
    });
  });

  it("an event reached through a roster artist's gig has (empty) news", async () => {
    expect((await pub("/v1/events/105/news")).body.data).toEqual([]);
  });

  it("404 for unpublished events and events outside the graph", async () => {
    for (const id of ["103", "104", "106", "999", "abc"]) expectNotFound(await ns(`/v1/events/${id}/news`));
    expect(ids(await hb("/v1/events/104/news"))).toEqual([709]);
    expectNotFound(await hb("/v1/events/100/news"));
  });

  it("bad cursor and bad limit", async () => {
    expect((await ns("/v1/events/100/news?cursor=zzz")).body.code).toBe("invalid_cursor");
    expectQueryError(await ns("/v1/events/100/news?limit=500"), ["limit"]);
  });
});
