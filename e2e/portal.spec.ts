/** The developer portal in a desktop browser: landing, reference with try-it, error links, key console. */
import { expect, test } from "@playwright/test";
import { expectAccessible, expectStrictCsp, screenshot, secretKey, watchCsp, watchExternal } from "./support";

test("the landing page says what the API offers, with a local quick start and links into the docs", async ({ page }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  expectStrictCsp((await page.goto("/"))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Events Partner API" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the API offers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick start" })).toBeVisible();
  // A local server shows the demo world's keys, and uses the secret one in the curl lines.
  const { token } = secretKey();
  await expect(page.locator('[data-demo-key="secret"]').first()).toHaveText(token);
  await expect(page.locator("pre code").first()).toContainText(`Authorization: Bearer ${token}`);
  await expect(page.getByRole("link", { name: "Open the API reference" })).toHaveAttribute("href", "/docs");
  await expect(page.getByRole("link", { name: "Errors" })).toHaveAttribute("href", "/docs/errors");
  await expectAccessible(page);
  await screenshot(page, "landing", true);
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test("the reference renders from the document and a try-it request gets its answer, offline", async ({ page }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  expectStrictCsp((await page.goto("/docs"))!.headers());
  await expect(page.getByRole("heading", { name: "Events partner API" }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: /The calling key and its crew/ }).first()).toBeVisible();
  await screenshot(page, "reference");

  await page.getByRole("button", { name: /Test Request.*get \/v1\/me\)/ }).click();
  const client = page.getByRole("dialog");
  const { token, crewName } = secretKey();
  const tokenField = client.getByPlaceholder("Token");
  // Locally the demo key is already filled in; type it anyway so the test does not depend on that.
  await tokenField.fill(token);
  await client.getByRole("button", { name: /Send get request to .*\/api\/v1\/me/ }).click();
  await expect(client.getByText("200 OK")).toBeVisible();
  await expect(client.getByText(`"${crewName}"`).first()).toBeVisible();
  await screenshot(page, "reference-try-it");
  // Scalar's bundle, fonts and requests all stay on this server, within the page's CSP.
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test("a problem's type URL opens its section of the errors guide", async ({ page, request }) => {
  const res = await request.get("/api/v1/me");
  expect(res.status()).toBe(401);
  const problem = await res.json();
  expect(problem.code).toBe("invalid_key");
  const type = new URL(problem.type);
  expect(type.pathname).toBe("/docs/errors");
  expect(type.hash).toBe("#invalid_key");

  await page.goto(type.pathname + type.hash);
  const section = page.locator("section#invalid_key");
  await expect(section).toBeVisible();
  await expect(section.getByRole("heading", { level: 3 })).toContainText("invalid_key");
  await expect(section).toContainText("401");
  // The section is the target: highlighted and scrolled into view.
  expect(await section.evaluate((el) => el.matches(":target"))).toBe(true);
  await expect(section).toBeInViewport();
  // Every code of the table has its anchor.
  for (const code of ["not_found", "validation_error", "rate_limited", "missing_scope", "origin_not_allowed"]) {
    await expect(page.locator(`section#${code}`)).toHaveCount(1);
  }
  await expectAccessible(page);
  await screenshot(page, "errors-invalid-key");
});

test("the guides render with their generated parts", async ({ page }) => {
  await page.goto("/docs/authentication");
  await expect(page.getByRole("heading", { level: 1, name: "Authentication and keys" })).toBeVisible();
  // The scope table comes from the registry: read:artists opens GET /v1/artists.
  const row = page.getByRole("row", { name: /^read:artists / });
  await expect(row).toContainText("GET /v1/artists");
  await expect(page.getByRole("navigation", { name: "Guides" }).getByRole("link", { name: "Authentication and keys" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await screenshot(page, "guide-authentication");

  await page.goto("/docs/changelog");
  await expect(page.getByRole("heading", { level: 1, name: "Changelog" })).toBeVisible();
  await expect(page.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);

  await page.goto("/docs/webhooks");
  await expect(page.getByRole("heading", { name: "Verifying the signature" })).toBeVisible();
  await expectAccessible(page);
});

test("the key console shows the key, budget bars that refresh, and the last calls", async ({ page }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  const { token, crewName } = secretKey();
  expectStrictCsp((await page.goto("/console"))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Key console" })).toBeVisible();

  // A wrong key shows the problem and links to its section.
  await page.getByLabel("API key").fill("svc_sk_test_thisKeyDoesNotExist00000001");
  await page.getByRole("button", { name: "Show key" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "invalid_key" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "What this error means" })).toHaveAttribute("href", /\/docs\/errors#invalid_key$/);

  await page.getByLabel("API key").fill(token);
  await page.getByRole("button", { name: "Show key" }).click();
  await expect(page.getByTestId("crew-name")).toContainText(crewName);
  await expect(page.getByRole("heading", { name: "Budgets" })).toBeVisible();
  const bars = page.getByRole("progressbar");
  await expect(bars).toHaveCount(6);
  await expect(page.getByRole("progressbar", { name: "Work today", exact: true })).toBeVisible();

  const calls = page.getByRole("region", { name: "Last calls", exact: true }).getByRole("row");
  await expect(calls.filter({ hasText: "GET /api/v1/me" }).first()).toBeVisible();
  const before = await calls.count();

  // Refreshing reads usage and the audit log again: the console's own calls show up.
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect.poll(async () => calls.count()).toBeGreaterThan(before);
  await expect(calls.filter({ hasText: "GET /api/v1/usage" }).first()).toBeVisible();

  // The key stays in this tab: it is in sessionStorage, never in a cookie or localStorage.
  expect(await page.evaluate(() => sessionStorage.getItem("events-api-console-key"))).toBe(token);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await page.context().cookies()).length).toBe(0);

  await expectAccessible(page);
  await screenshot(page, "console", true);

  await page.getByRole("button", { name: "Forget key" }).click();
  await expect(page.getByRole("heading", { name: "Budgets" })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("events-api-console-key"))).toBeNull();
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test("portal pages carry a fresh CSP nonce on every script; API answers carry no CSP", async ({ page, request }) => {
  const csp = await watchCsp(page);
  const nonces: string[] = [];
  for (const path of ["/", "/docs", "/console", "/docs/errors"]) {
    const res = (await page.goto(path))!;
    expectStrictCsp(res.headers());
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"]!)![1]!;
    nonces.push(nonce);
    // Next's own scripts, inline and external, carry this request's nonce.
    const scripts = await page.locator("script").evaluateAll((els) => els.map((el) => ({ nonce: (el as HTMLScriptElement).nonce, src: (el as HTMLScriptElement).src })));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts.filter((x) => !x.src || new URL(x.src).pathname.startsWith("/_next/"))) expect(s.nonce, s.src || "inline script").toBe(nonce);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
  expect(csp).toEqual([]);

  const api = await request.get("/api/v1/status");
  expect(api.status()).toBe(200);
  expect(api.headers()["content-security-policy"]).toBeUndefined();
});
