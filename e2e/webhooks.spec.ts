/**
 * The webhooks page with the demo world's admin token: a sandbox webhook to a receiver started by
 * the test, its secret shown once, a signed test call delivered by the server's worker, resend,
 * rotation (two signatures), turning off and on, editing and deleting; accessible, within the CSP.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { adminToken, expectAccessible, expectNoHorizontalScroll, expectStrictCsp, screenshot, watchCsp, watchExternal } from "./support";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine that answers 204 and keeps every call. */
async function startReceiver(): Promise<{ port: number; calls: Received[]; close: () => Promise<void> }> {
  const calls: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  // Every address (IPv6 and IPv4): "localhost" may resolve to either.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The call verifies with the secret (standardwebhooks: HMAC-SHA256 over id.timestamp.body). */
function verifies(call: Received, secret: string): boolean {
  try {
    new Webhook(secret).verify(call.body, {
      "webhook-id": String(call.headers["webhook-id"]),
      "webhook-timestamp": String(call.headers["webhook-timestamp"]),
      "webhook-signature": String(call.headers["webhook-signature"]),
    });
    return true;
  } catch {
    return false;
  }
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

test("a crew member sets up a webhook, tests it, rotates its secret, turns it off and on, and deletes it", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  const admin = adminToken();
  const hookUrl = `http://localhost:${receiver.port}/hook`;

  expectStrictCsp((await page.goto("/console/webhooks"))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Webhooks" })).toHaveAttribute("aria-current", "page");
  // The page says the token is an admin credential; locally it lists the demo members' tokens.
  await expect(page.getByText("an admin credential").first()).toBeVisible();
  await expect(page.locator("[data-demo-admin-token]").filter({ hasText: admin.token }).first()).toBeVisible();
  await expectAccessible(page);

  // A wrong token shows the problem.
  await page.getByLabel("Admin token").fill("svc_adm_thisTokenDoesNotExist000000001");
  await page.getByRole("button", { name: "Use token" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid_key" })).toBeVisible();

  await page.getByLabel("Admin token").fill(admin.token);
  await page.getByRole("button", { name: "Use token" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Webhooks", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Add a webhook" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("events-api-admin-token"))).toBe(admin.token);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await page.context().cookies()).length).toBe(0);

  // No event chosen: the API's field error shows next to the events.
  const create = page.locator("section", { has: page.getByRole("heading", { name: "Add a webhook" }) });
  await create.getByLabel("Address (URL)").fill(hookUrl);
  await create.getByLabel("Sandbox webhook").check();
  await create.getByRole("button", { name: "Add webhook" }).click();
  await expect(create.getByRole("alert").filter({ hasText: "validation_error" })).toBeVisible();
  await expect(create.getByRole("group", { name: "Events" }).locator(".field-error")).toBeVisible();
  await expectAccessible(page);

  await create.getByLabel("order.paid").check();
  await create.getByLabel("event.updated").check();
  await create.getByLabel("Description (optional)").fill("Local test receiver");
  await create.getByRole("button", { name: "Add webhook" }).click();

  // The secret, once, with a copy button; focus moves to it.
  const panel = page.getByTestId("secret-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("you will not see this secret again");
  await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
  const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
  await panel.getByRole("button", { name: "Copy secret" }).click();
  await expect(panel.getByRole("status")).toHaveText("Copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAccessible(page);
  await screenshot(page, "webhooks-created", true);
  await panel.getByRole("button", { name: "I have stored it" }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole("region", { name: "Webhooks table" }).getByRole("row").filter({ hasText: hookUrl });
  await expect(row).toContainText("order.paid");
  await expect(row).toContainText("On");
  await expect(row).toContainText("Left out");
  await expect(row).toContainText("sandbox");

  // After a reload the token is restored from the tab; the secret is not shown again.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await row.getByRole("button", { name: /Manage/ }).click();
  const detail = page.getByTestId("webhook-detail");
  await expect(detail.getByRole("heading", { level: 2 })).toBeFocused();

  // A test goes out through the server's worker, signed with the secret.
  await detail.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test sent" })).toBeVisible();
  const deliveries = detail.getByRole("region", { name: "Deliveries table" });
  const testRow = deliveries.getByRole("row").filter({ hasText: "webhook.test" }).first();
  await expect(testRow).toBeVisible({ timeout: 30_000 });
  await expect(testRow).toContainText("delivered", { timeout: 45_000 });
  await expect(testRow).toContainText("204");
  expect(receiver.calls.length).toBeGreaterThanOrEqual(1);
  const first = receiver.calls.at(-1)!;
  expect(first.headers["user-agent"]).toBe("events-api-webhooks/1.0");
  expect(String(first.headers["webhook-id"])).toMatch(/^msg_/);
  expect(JSON.parse(first.body).type).toBe("webhook.test");
  expect(verifies(first, secret)).toBe(true);
  await expect(testRow).toContainText(String(first.headers["webhook-id"]));
  await expectAccessible(page);
  await screenshot(page, "webhooks-delivered", true);

  // Resend: the same webhook-id again.
  const before = receiver.calls.length;
  await testRow.getByRole("button", { name: /Resend/ }).click();
  await expect.poll(() => receiver.calls.length, { timeout: 45_000 }).toBeGreaterThan(before);
  expect(receiver.calls.at(-1)!.headers["webhook-id"]).toBe(first.headers["webhook-id"]);

  // Rotation: a new secret, shown once; calls now carry two signatures.
  await detail.getByRole("button", { name: "Rotate secret" }).click();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("you will not see this secret again");
  await expect(panel).toContainText("two signatures");
  const rotated = (await page.getByTestId("webhook-secret").textContent())!.trim();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await expectAccessible(page);
  await panel.getByRole("button", { name: "I have stored it" }).click();
  const afterRotation = receiver.calls.length;
  await detail.getByRole("button", { name: "Send a test" }).click();
  await expect.poll(() => receiver.calls.length, { timeout: 45_000 }).toBeGreaterThan(afterRotation);
  const signed = receiver.calls.at(-1)!;
  expect(String(signed.headers["webhook-signature"]).split(" ")).toHaveLength(2);
  expect(verifies(signed, rotated)).toBe(true);
  expect(verifies(signed, secret)).toBe(true);

  // Off and on again.
  await detail.getByRole("button", { name: "Turn off" }).click();
  await expect(detail.getByTestId("webhook-state")).toHaveText("Off");
  await expect(row).toContainText("Off");
  await detail.getByRole("button", { name: "Turn on" }).click();
  await expect(detail.getByTestId("webhook-state")).toHaveText("On");

  // Edit: events and description; the secret stays.
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = detail.locator("section", { has: page.getByRole("heading", { name: "Edit the webhook" }) });
  await edit.getByLabel("form.submitted").check();
  await edit.getByLabel("order.paid").uncheck();
  await edit.getByLabel("Description (optional)").fill("Renamed receiver");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Webhook saved." })).toBeVisible();
  await expect(row).toContainText("form.submitted");
  await expect(row).not.toContainText("order.paid");
  await expect(row).toContainText("Renamed receiver");

  // Delete, after a confirmation.
  await detail.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = detail.getByRole("button", { name: "Delete for good" });
  await expect(confirm).toBeFocused();
  await expectAccessible(page);
  await confirm.click();
  await expect(page.getByRole("status").filter({ hasText: "deleted" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: hookUrl })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Webhooks", exact: true })).toBeFocused();

  // Forgetting the token clears the tab.
  await page.getByRole("button", { name: "Forget token" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Add a webhook" })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("events-api-admin-token"))).toBeNull();

  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the webhooks page fits, with its tables scrolling inside their regions", async ({ page }) => {
    const admin = adminToken();
    await page.goto("/console/webhooks");
    await page.getByLabel("Admin token").fill(admin.token);
    await page.getByRole("button", { name: "Use token" }).click();
    const row = page.getByRole("region", { name: "Webhooks table" }).getByRole("row").nth(1);
    await row.getByRole("button", { name: /Manage/ }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Deliveries", exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, "phone-webhooks", true);
  });
});
