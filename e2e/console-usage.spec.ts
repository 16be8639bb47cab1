/**
 * The key console's usage views with the demo world's secret key: the last hour and day charted
 * with their limit lines, when the key was last used, its errors grouped by code and route with
 * links to the errors guide, and its last calls filtered and copied as curl (the key as $API_KEY,
 * never the key itself); accessible, within the CSP, nothing fetched from elsewhere.
 */
import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expectStrictCsp, screenshot, secretKey, watchCsp, watchExternal } from "./support";

test("the key console charts usage against the limits, groups errors and copies calls as curl", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  const { token } = secretKey();
  const auth = { Authorization: `Bearer ${token}` };

  // A few calls of the key: successes, a 404 and a 422.
  expect((await request.get("/api/v1/artists", { headers: auth })).status()).toBe(200);
  const missing = await request.get("/api/v1/events/999999999", { headers: { ...auth, "X-Request-Id": "e2e-console-missing-0001" } });
  expect(missing.status()).toBe(404);
  const invalid = await request.post("/api/v1/booking-requests", { headers: { ...auth, "X-Request-Id": "e2e-console-invalid-0001" }, data: {} });
  expect(invalid.status()).toBe(422);

  expectStrictCsp((await page.goto("/console"))!.headers());
  await page.getByLabel("API key").fill(token);
  await page.getByRole("button", { name: "Show key" }).click();
  await expect(page.getByRole("heading", { name: "Usage over time" })).toBeVisible();

  // The last hour, minute by minute, with the per-minute limits drawn; the day against its budget.
  const requests = page.locator('[data-chart="minute-requests"]');
  await expect(requests.getByRole("img", { name: "Requests per minute, last hour" })).toBeVisible();
  await expect(requests.locator("g.limit line")).toHaveCount(1);
  await expect(requests.locator("rect.bar-client").first()).toBeAttached(); // the 404 and the 422, marked apart
  await expect(requests.locator("rect.bar-fresh").first()).toBeAttached();
  await expect(page.locator('[data-chart="minute-work"] g.limit')).toHaveAttribute("data-limit", "300");
  const day = page.locator('[data-chart="hour-work"]');
  await expect(day.getByRole("img", { name: /since 00:00 UTC, last 24 hours/ })).toBeVisible();
  await expect(day.locator("g.limit")).toHaveAttribute("data-limit", "100000");
  await expect(day.locator("path.running")).toHaveCount(1);
  // The figures as a table for screen readers: 60 minutes, the last with the key's calls.
  const figures = requests.getByRole("table");
  await expect(figures.getByRole("row")).toHaveCount(61);
  const otherClientErrors = (await figures.locator("tbody tr td:nth-of-type(4)").allTextContents()).reduce((n, t) => n + Number(t), 0);
  expect(otherClientErrors).toBeGreaterThanOrEqual(2); // the 404 and the 422

  await expect(page.getByTestId("last-used")).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);

  // Errors of the day by code and route, each code linking to its section of the errors guide.
  const errors = page.getByRole("region", { name: "Errors by code and route" });
  const notFound = errors.getByRole("row").filter({ hasText: "GET /v1/events/{id}" });
  await expect(notFound.getByRole("link", { name: "not_found" })).toHaveAttribute("href", "/docs/errors#not_found");
  await expect(notFound).toContainText("e2e-console-missing-0001");
  const refused = errors.getByRole("row").filter({ hasText: "POST /v1/booking-requests" });
  await expect(refused.getByRole("link", { name: "validation_error" })).toHaveAttribute("href", "/docs/errors#validation_error");
  await expect(refused).toContainText("e2e-console-invalid-0001");

  // The last calls, filtered by status class and by route.
  const calls = page.getByRole("region", { name: "Last calls table" });
  const row = (text: string) => calls.getByRole("row").filter({ hasText: text });
  await expect(row("GET /api/v1/artists").first()).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("client");
  await expect(row("e2e-console-missing-0001")).toHaveCount(1);
  await expect(row("e2e-console-invalid-0001")).toHaveCount(1);
  await expect(row("GET /api/v1/artists")).toHaveCount(0);
  for (const status of await calls.locator("tbody td:nth-child(3)").allTextContents()) expect(Number(status)).toBeGreaterThanOrEqual(400);
  await page.getByLabel("Route", { exact: true }).selectOption("POST /v1/booking-requests");
  await expect(calls.locator("tbody tr")).toHaveCount(1);
  await expect(row("e2e-console-invalid-0001")).toHaveCount(1);
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await page.getByLabel("Route", { exact: true }).selectOption("GET /v1/events/{id}");
  await expect(row("e2e-console-missing-0001")).toHaveCount(1);

  // Copy as curl: the key as $API_KEY, on the clipboard and shown.
  await row("e2e-console-missing-0001").getByRole("button", { name: /^Copy as curl/ }).click();
  const origin = new URL(page.url()).origin;
  const command = `curl -H "Authorization: Bearer $API_KEY" '${origin}/api/v1/events/999999999'`;
  await expect(page.getByTestId("copied-curl")).toHaveText(`Copied to the clipboard: ${command}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
  await expect(page.getByTestId("copied-curl")).not.toContainText(token);
  expect(await page.content()).not.toContain(`Bearer ${token}`);

  await page.getByLabel("Route", { exact: true }).selectOption("");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "console-usage", true);
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});
