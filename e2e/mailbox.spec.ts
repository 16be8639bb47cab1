/**
 * The sandbox mailbox: a key rotated through the API mails the crew owner, and the mail shows up at
 * /mailbox (filtered by the owner's address, opened); accessible, within the CSP, fits a phone.
 *
 * The only demo key allowed to rotate (write:keys) is the one the other specs use (secretKey()),
 * and no route makes a new key, so this rotates that key with the longest grace period (168 hours):
 * it keeps working for the rest of the run. A key rotates once: when a failed test restarts the
 * worker, or on a retry (CI), the key is found already rotated, and the first rotation's mail is
 * still in the mailbox (each run starts a fresh database, so nothing else rotates it).
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expectStrictCsp, screenshot, secretKey, watchCsp, watchExternal } from "./support";

const WORLD = secretKey();
const OWNER = "owner@nightshift.test";
const SUBJECT = 'API key "Server" was rotated';

/** The successor's last four characters, when this worker did the rotation. */
let successorLast4: string | null = null;

test.beforeAll(async ({ request }) => {
  const auth = { Authorization: `Bearer ${WORLD.token}` };
  const res = await request.post("/api/v1/keys/rotate", { headers: auth, data: { grace_hours: 168 } });
  const body = await res.json();
  if (res.status() === 201) {
    expect(body.key).toMatch(/^svc_sk_/);
    expect(body.record.name).toBe("Server");
    expect(body.record.rotated_from_id).toBe(body.previous.id);
    successorLast4 = body.record.last4;
  } else {
    expect(res.status(), JSON.stringify(body)).toBe(409);
    expect(body.reason).toBe("already_rotated");
  }
  // The old key still works: the other specs go on using it.
  expect((await request.get("/api/v1/me", { headers: auth })).status()).toBe(200);
});

/** Filters the mailbox by `to` and waits for the rotation mail, refreshing while it is on its way (it is sent after the answer). */
async function filterToRotationMail(page: Page, to: string) {
  const form = page.getByRole("search", { name: "Filter the mailbox" });
  await form.getByLabel("To", { exact: true }).fill(to);
  await form.getByRole("button", { name: "Filter" }).click();
  // The filter is applied (Refresh reads it again) before waiting for the mail.
  await expect(page.getByTestId("mailbox-status")).toContainText(` to ${to}.`);
  const row = page.getByRole("region", { name: "Mail table" }).getByRole("row").filter({ hasText: SUBJECT });
  await expect(async () => {
    if ((await row.count()) === 0) await form.getByRole("button", { name: "Refresh" }).click();
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return row.first();
}

test("a rotated key's notice to the crew owner shows in the sandbox mailbox, filtered and opened", async ({ page }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);

  expectStrictCsp((await page.goto("/mailbox"))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Sandbox mailbox" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mailbox" })).toHaveAttribute("aria-current", "page");
  // The e2e server runs on the embedded database: sandbox mode, no SMTP.
  await expect(page.getByText("not in sandbox mode")).toHaveCount(0);
  await expect(page.getByTestId("mailbox-status")).not.toHaveText(/Loading|^$/);
  await expect(page.getByRole("alert").filter({ hasText: "Could not read the mailbox" })).toHaveCount(0);
  await expectAccessible(page);

  // An address nobody wrote to: no mail, no table.
  const form = page.getByRole("search", { name: "Filter the mailbox" });
  await form.getByLabel("To", { exact: true }).fill("nobody@example.test");
  await form.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("mailbox-status")).toHaveText("No mail to nobody@example.test.");
  await expect(page.getByRole("region", { name: "Mail table" })).toHaveCount(0);

  // The owner's address, typed in another case: the comparison ignores case.
  const row = await filterToRotationMail(page, OWNER.toUpperCase());
  await expect(page.getByTestId("mailbox-status")).toHaveText(new RegExp(`^\\d+ mails? to ${OWNER.toUpperCase().replace(/\./g, "\\.")}\\.$`));
  // Every row is to the owner.
  const rows = page.getByRole("region", { name: "Mail table" }).locator("tbody tr");
  for (const r of await rows.all()) await expect(r.getByRole("cell").nth(1)).toHaveText(OWNER);
  await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

  // Closed, the message is hidden; opening the subject shows it.
  const summary = row.locator("summary").first();
  await expect(summary).toHaveText(SUBJECT);
  const message = row.locator("details p").first();
  await expect(message).toBeHidden();
  await summary.click();
  await expect(message).toBeVisible();
  await expect(message).toContainText("was rotated through the API");
  await expect(message).toContainText(`${WORLD.token.slice(-4)} was rotated`);
  if (successorLast4) await expect(message).toContainText(`…${successorLast4} works now`);
  await expectAccessible(page);
  await screenshot(page, "mailbox-opened", true);

  // Show all clears the filter and keeps the mail.
  await form.getByRole("button", { name: "Show all" }).click();
  await expect(form.getByLabel("To", { exact: true })).toHaveValue("");
  await expect(page.getByTestId("mailbox-status")).toHaveText(/^\d+ mails?( \(the latest 100\))?\.$/);
  await expect(page.getByRole("region", { name: "Mail table" }).getByRole("row").filter({ hasText: SUBJECT }).first()).toBeVisible();

  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mailbox fits, with the mail table scrolling inside its region", async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto("/mailbox");
    await expect(page.getByRole("heading", { level: 1, name: "Sandbox mailbox" })).toBeVisible();
    const row = await filterToRotationMail(page, OWNER);
    await row.locator("summary").first().click();
    await expect(row.locator("details p").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The message column keeps a readable width (16rem); the table scrolls inside its region instead.
    expect((await row.getByRole("cell").nth(2).boundingBox())!.width).toBeGreaterThanOrEqual(250);
    const region = page.getByRole("region", { name: "Mail table" });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, "phone-mailbox", true);
    expect(csp).toEqual([]);
  });
});
