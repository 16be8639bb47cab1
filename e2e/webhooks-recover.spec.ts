/**
 * The webhooks page's figures, recovery and samples with the demo world: a real booking request
 * whose delivery fails its ten attempts against a receiver answering 500 (the server runs webhook
 * waits 10 000 times faster), the figures and each call's status, a recovery that counts first and
 * sends once confirmed, and a sample of a subscribed event marked as such; within the CSP, accessible.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken, expectAccessible, expectStrictCsp, screenshot, secretKey, watchCsp, watchExternal } from "./support";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine that answers `status` (changed by the test) and keeps every call. */
async function startReceiver() {
  const calls: Received[] = [];
  const state = { status: 500 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, calls, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

const admin = (request: APIRequestContext, token: string) => ({
  get: async (path: string) => (await request.get(`/api/admin/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })).json(),
  post: (path: string, data?: unknown) => request.post(`/api/admin/v1${path}`, { headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) }),
  delete: (path: string) => request.delete(`/api/admin/v1${path}`, { headers: { Authorization: `Bearer ${token}` } }),
});

test("a failed delivery shows in the figures, is counted, then recovered; a sample goes out marked", async ({ page }) => {
  test.setTimeout(180_000);
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  const owner = adminToken();
  const key = secretKey();
  expect(key.crewName, "the admin token and the API key belong to one crew").toBe(owner.crewName);
  const api = admin(page.request, owner.token);
  const hookUrl = `http://localhost:${receiver.port}/recover`;

  // A webhook for booking requests, and one real booking request whose call fails every time.
  const made = await api.post("/webhooks", { url: hookUrl, events: ["booking_request.created"], sandbox: true, description: "Recovery check" });
  expect(made.status()).toBe(201);
  const hookId = ((await made.json()) as { id: string }).id;
  const booked = await page.request.post("/api/v1/booking-requests", {
    headers: { Authorization: `Bearer ${key.token}` },
    data: { artist_ids: [10], contact_email: "booker@club.test", contact_name: "Sam Booker", event_name: "Recovery Night" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // Ten attempts over three scaled days: about 30 seconds.
  await expect
    .poll(async () => ((await api.get(`/webhooks/${hookId}/deliveries`)) as { data: { state: string }[] }).data[0]?.state, { timeout: 90_000, intervals: [1000] })
    .toBe("failed");
  const failedId = String(receiver.calls[0]!.headers["webhook-id"]);
  expect(receiver.calls.length).toBe(10);
  expect(receiver.calls.every((c) => c.headers["webhook-id"] === failedId)).toBe(true);
  receiver.state.status = 204;

  expectStrictCsp((await page.goto("/console/webhooks"))!.headers());
  await page.getByLabel("Admin token").fill(owner.token);
  await page.getByRole("button", { name: "Use token" }).click();
  await page.getByRole("region", { name: "Webhooks table" }).getByRole("row").filter({ hasText: hookUrl }).getByRole("button", { name: /Manage/ }).click();
  const detail = page.getByTestId("webhook-detail");

  // The figures of the last 24 hours: one delivery, failed; every call answered 500.
  const figures = detail.getByTestId("webhook-figures");
  await expect(figures.locator('[data-figure="deliveries"]')).toHaveText("1 (0 delivered, 1 failed, 0 waiting, 0 not sent)");
  await expect(figures.locator('[data-figure="success-rate"]')).toHaveText("0 %");
  await expect(figures.locator('[data-figure="answer-time"]')).toContainText("(10 of 10 calls answered)");
  await expect(figures.locator('[data-figure="answer-time"]')).toHaveText(/^p50 \d[\d,]* ms, p95 \d[\d,]* ms/);
  await expect(figures.locator('[data-figure="failing-since"] time')).toBeVisible();
  // Each call with its number, status and time.
  const deliveries = detail.getByRole("region", { name: "Deliveries table" });
  await expect(deliveries.getByRole("row")).toHaveCount(11);
  const last = deliveries.getByRole("row").nth(1);
  await expect(last).toContainText("booking_request.created");
  await expect(last).toContainText("#10");
  await expect(last).toContainText("500");
  await expect(last.locator("time").first()).toBeVisible();
  await expect(last).toContainText("failed");
  // The tenth failure after three (scaled) days turned the webhook off.
  await expect(detail.getByTestId("webhook-state")).toHaveText("Off");
  await expectAccessible(page);

  // Recover: count first; nothing is sent until confirmed.
  const recover = detail.getByTestId("recover");
  await recover.getByRole("button", { name: "Count failed deliveries" }).click();
  const count = recover.getByRole("group");
  await expect(count).toContainText("1 delivery would be sent again.");
  await expect(count).toContainText("The webhook is off: they will wait until you turn it on.");
  expect(receiver.calls.length).toBe(10);
  await expectAccessible(page);
  await screenshot(page, "webhooks-recover", true);
  await count.getByRole("button", { name: "Send 1 delivery again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 delivery sent again" })).toBeVisible();
  await expect(recover.getByRole("group")).toHaveCount(0);
  await expect(deliveries.getByRole("row").nth(1)).toContainText("waiting");

  // Turned on, it goes out with its own webhook-id and is delivered.
  await detail.getByRole("button", { name: "Turn on" }).click();
  await expect(detail.getByTestId("webhook-state")).toHaveText("On");
  await expect.poll(() => receiver.calls.length, { timeout: 30_000 }).toBe(11);
  expect(receiver.calls[10]!.headers["webhook-id"]).toBe(failedId);
  expect(JSON.parse(receiver.calls[10]!.body)).toMatchObject({ type: "booking_request.created", data: { booking_request: { event_name: "Recovery Night" } } });
  await detail.getByRole("button", { name: "Refresh deliveries" }).click();
  await expect(deliveries.getByRole("row").nth(1)).toContainText("delivered");
  await expect(deliveries.getByRole("row").nth(1)).toContainText("204");

  // Counting again finds nothing left.
  await recover.getByRole("button", { name: "Count failed deliveries" }).click();
  await expect(recover.getByRole("group")).toContainText("No failed deliveries since then");
  await recover.getByRole("button", { name: "Close" }).click();

  // A sample of the subscribed event: the real data, marked, with a webhook-id of its own.
  await detail.getByLabel("Event to send").selectOption("booking_request.created");
  await detail.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sample sent" })).toBeVisible();
  await expect.poll(() => receiver.calls.length, { timeout: 30_000 }).toBe(12);
  const sample = JSON.parse(receiver.calls[11]!.body);
  expect(sample).toMatchObject({ type: "booking_request.created", sample: true, data: { booking_request: { event_name: "Recovery Night", contact: null } } });
  expect(receiver.calls[11]!.headers["webhook-id"]).not.toBe(failedId);
  const sampleRow = deliveries.getByRole("row").filter({ hasText: "sample" }).first();
  await expect(sampleRow).toContainText("booking_request.created", { timeout: 15_000 });
  await expect(sampleRow).toContainText("delivered", { timeout: 15_000 });
  await expectAccessible(page);
  await screenshot(page, "webhooks-sample", true);

  expect((await api.delete(`/webhooks/${hookId}`)).status()).toBe(204);
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});
