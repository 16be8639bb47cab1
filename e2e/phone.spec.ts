/** The portal on a phone-sized screen: readable, nothing wider than the screen, nothing hidden. */
import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, screenshot, secretKey } from "./support";

for (const [name, path, heading] of [
  ["landing", "/", "Events Partner API"],
  ["guide-pagination", "/docs/pagination", "Pagination and query features"],
  ["errors", "/docs/errors", "Errors"],
  ["console", "/console", "Key console"],
] as const) {
  test(`${path} fits a phone screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // Body text stays at a readable size.
    const size = await page.locator("main p").first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(15);
    await expectAccessible(page);
    await screenshot(page, `phone-${name}`, true);
  });
}

test("the console works on a phone", async ({ page }) => {
  const { token, crewName } = secretKey();
  await page.goto("/console");
  await page.getByLabel("API key").fill(token);
  await page.getByRole("button", { name: "Show key" }).click();
  await expect(page.getByTestId("crew-name")).toContainText(crewName);
  await expect(page.getByRole("progressbar")).toHaveCount(6);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "phone-console-key", true);
});

test("the reference opens on a phone", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { name: "Events partner API" }).first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, "phone-reference");
});
