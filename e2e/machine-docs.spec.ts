/**
 * The docs machines read, in Chromium against the built app: the reference's Webhooks section
 * (from the OpenAPI document's `webhooks`), /llms.txt and every link in it (the Markdown guides
 * through next.config.ts's rewrite), and the changelog page's Atom feed, parsed by the browser's
 * XML parser.
 */
import { expect, test } from "@playwright/test";
import { expectAccessible, expectStrictCsp, screenshot, watchCsp, watchExternal } from "./support";

test("the reference lists every webhook event type with its body", async ({ page }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  expectStrictCsp((await page.goto("/docs"))!.headers());
  await expect(page.getByRole("heading", { name: "Events partner API" }).first()).toBeVisible({ timeout: 30_000 });
  // The `webhooks` entries are under their tag: one operation per event type, by its summary.
  const section = page.getByRole("region", { name: /^Webhooks/ });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { level: 2 })).toContainText("Webhooks");
  const list = section.getByRole("list", { name: "Webhooks endpoints" });
  for (const summary of ["An order was paid", "An order was refunded", "An event became visible to the crew", "A visible event changed or went offline", "A booking request arrived", "A sale was credited to an ambassador", "A form was completed", "A payout was paid", "A test call"]) {
    await expect(list.getByText(summary, { exact: true })).toBeVisible();
  }
  // Opened, an event type shows its signature headers and the fields of its body.
  await section.getByRole("button", { name: "Show all Webhooks endpoints" }).click();
  const operation = page.getByRole("region", { name: "An order was paid" });
  await operation.scrollIntoViewIfNeeded();
  await expect(operation.getByRole("heading", { level: 3, name: "An order was paid" })).toBeVisible();
  await expect(operation.getByRole("list", { name: "Headers" })).toContainText("webhook-signature");
  const body = operation.getByRole("group", { name: "Request Body" });
  await expect(body).toContainText("OrderPaidEvent");
  await expect(body).toContainText("const: order.paid");
  await screenshot(page, "reference-webhooks", true);
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test("/llms.txt loads as plain text, and every link in it answers", async ({ page, request, baseURL }) => {
  const res = await request.get("/llms.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await res.text();
  expect(text.split("\n")[0]).toBe("# Events Partner API");
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]!);
  expect(links.length).toBeGreaterThan(20);
  for (const url of links) {
    expect(new URL(url).origin, url).toBe(new URL(baseURL!).origin);
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
  }
  // The browser shows it as text.
  await page.goto("/llms.txt");
  await expect(page.locator("body")).toContainText("## Guides");
});

test("a guide loads as Markdown through the rewrite, with its generated parts; an unknown one is 404", async ({ page, request }) => {
  const res = await request.get("/docs/errors.md");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  const text = await res.text();
  expect(text.split("\n")[0]).toBe("# Errors");
  expect(text).toMatch(/^### `invalid_key` 401$/m);
  expect((await request.get("/docs/no-such-guide.md")).status()).toBe(404);

  // The HTML page names its Markdown form, and the navigation links it.
  await page.goto("/docs/errors");
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", "/docs/errors.md");
  await expect(page.getByRole("navigation", { name: "Guides" }).getByRole("link", { name: "This guide as Markdown" })).toHaveAttribute("href", "/docs/errors.md");
});

test("the changelog page links its Atom feed, which the browser parses as Atom", async ({ page }) => {
  const csp = await watchCsp(page);
  expectStrictCsp((await page.goto("/docs/changelog"))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Changelog" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/changelog.atom");
  const link = page.locator("article").getByRole("link", { name: "Atom feed" });
  await expect(link).toHaveAttribute("href", "/changelog.atom");
  await expectAccessible(page);

  // The feed, read and parsed by the page's own script context (same origin, no new policy).
  const feed = await page.evaluate(async () => {
    const r = await fetch("/changelog.atom");
    const doc = new DOMParser().parseFromString(await r.text(), "application/xml");
    const ns = "http://www.w3.org/2005/Atom";
    return {
      type: r.headers.get("content-type"),
      error: doc.getElementsByTagName("parsererror").length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      self: [...doc.documentElement.children].find((c) => c.localName === "link" && c.getAttribute("rel") === "self")?.getAttribute("href"),
      entries: [...doc.getElementsByTagNameNS(ns, "entry")].map((e) => ({
        id: e.getElementsByTagNameNS(ns, "id")[0]?.textContent,
        updated: e.getElementsByTagNameNS(ns, "updated")[0]?.textContent,
        content: e.getElementsByTagNameNS(ns, "content")[0]?.textContent ?? "",
      })),
    };
  });
  expect(feed.type).toBe("application/atom+xml; charset=utf-8");
  expect(feed.error).toBe(0);
  expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
  expect(feed.self).toMatch(/\/changelog\.atom$/);
  const days = await page.locator("article time").allTextContents();
  expect(feed.entries.map((e) => e.updated)).toEqual(days.map((d) => `${d}T00:00:00Z`));
  for (const e of feed.entries) {
    expect(e.id).toMatch(/\/docs\/changelog#d-\d{4}-\d{2}-\d{2}$/);
    expect(e.content).toContain("<li>");
  }
  expect(csp).toEqual([]);
});
