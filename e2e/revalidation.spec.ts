/**
 * Revalidation with Chromium's own `fetch`, in a page of the portal, with the demo world's secret
 * key: a request with If-None-Match gets 304 from the copy and spends no work, also when the
 * browser adds `Cache-Control: no-cache` to it itself (`cache: "no-store"` or `"reload"`); a deliberate no-cache read without a tag reads fresh
 * and costs one work (docs/guides/caching.md).
 */
import { expect, test, type Request } from "@playwright/test";
import { secretKey } from "./support";

interface Answer {
  status: number;
  etag: string | null;
  cacheStatus: string | null;
  body: string;
}

test("a conditional fetch from the browser is free; a deliberate no-cache read costs", async ({ page }) => {
  const { token } = secretKey();
  const sent: Request[] = [];
  page.on("request", (r) => void (r.url().endsWith("/api/v1/crew") && sent.push(r)));
  await page.goto("/docs/caching");

  const call = (path: string, headers: Record<string, string> = {}, cache: RequestCache = "default") =>
    page.evaluate(
      async ({ path, headers, token, cache }) => {
        const res = await fetch(path, { headers: { Authorization: `Bearer ${token}`, ...headers }, cache });
        return { status: res.status, etag: res.headers.get("etag"), cacheStatus: res.headers.get("cache-status"), body: await res.text() } as Answer;
      },
      { path, headers, token, cache },
    );
  const workToday = async () => {
    const res = await call("/api/v1/usage");
    expect(res.status).toBe(200);
    return (JSON.parse(res.body) as { work: { day: { used: number } } }).work.day.used;
  };

  // The browser's HTTP cache must not answer for the server: every read goes out.
  const first = await call("/api/v1/crew", {}, "no-store");
  expect(first.status).toBe(200);
  const etag = first.etag!;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
  const before = await workToday();

  // As the page would by default (Chromium sends `Cache-Control: max-age=0` with it), and with
  // `cache: "no-store"` or `"reload"`, where Chromium adds `Cache-Control: no-cache` and `Pragma: no-cache`.
  for (const cache of ["default", "no-store", "reload"] as const) {
    sent.length = 0;
    const res = await call("/api/v1/crew", { "If-None-Match": etag }, cache);
    expect(res.status).toBe(304);
    expect(res.body).toBe("");
    const h = await sent.at(-1)!.allHeaders();
    expect(h["if-none-match"]).toBe(etag);
    if (cache !== "default") expect([h["cache-control"], h.pragma]).toEqual(["no-cache", "no-cache"]);
    // The Cache-Status says whether a no-cache arrived and was set aside for the matching tag.
    const setAside = /(^|,)\s*no-cache\s*(,|$)/.test(h["cache-control"] ?? "");
    expect(res.cacheStatus).toMatch(setAside ? /^events-api; hit; ttl=\d+; detail=if-none-match$/ : /^events-api; hit; ttl=\d+$/);
  }
  expect(await workToday()).toBe(before);

  const fresh = await call("/api/v1/crew", { "Cache-Control": "no-cache" }, "no-store");
  expect(fresh.status).toBe(200);
  expect(fresh.cacheStatus).toBe("events-api; fwd=request; stored");
  expect(fresh.body).toBe(first.body);
  expect(await workToday()).toBe(before + 1);
});
