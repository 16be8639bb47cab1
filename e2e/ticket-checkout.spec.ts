/**
 * Ticket checkout through the sandbox hosted page (/checkout/{id}, the same page tree as merch): a
 * session opened with the demo world's ticket checkout key for a ticket on sale, paid in the
 * browser, lands on the ticket order page, and the session then reads complete with its order.
 * The old /checkout/tickets/{id} addresses redirect permanently. Accessible, within the CSP, nothing
 * external.
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expectStrictCsp, screenshot, watchCsp, watchExternal } from "./support";

const WORLD_FILE = fs.existsSync("worlds/demo.json") ? "worlds/demo.json" : "tests/worlds/tickets.json";
const world = JSON.parse(fs.readFileSync(WORLD_FILE, "utf8")) as { keys: { type: string; token?: string; state?: string; expires_at?: string | null; scopes?: string[] }[] };

/** A secret key of the world that opens ticket checkouts and reads events. */
function checkoutKey(): string {
  const k = world.keys.find((x) => x.type === "secret" && x.token && (x.state ?? "active") === "active" && !x.expires_at && x.scopes?.includes("write:checkout") && x.scopes.includes("read:events"));
  if (!k) throw new Error(`${WORLD_FILE} has no active secret key with write:checkout and read:events`);
  return k.token!;
}

const AUTH = { Authorization: `Bearer ${checkoutKey()}` };
const money = (cents: number, currency: string) => new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);

/** The first event of the key's crew with a paid public tier on sale, and that tier. */
async function ticketOnSale(request: APIRequestContext): Promise<{ eventId: number; tier: { id: string; name: string } }> {
  const events = await (await request.get("/api/v1/events?limit=100", { headers: AUTH })).json();
  for (const e of events.data as { id: number }[]) {
    const tiers = await (await request.get(`/api/v1/events/${e.id}/ticket-tiers`, { headers: AUTH })).json();
    const tier = (tiers.data as { id: string; name: string; status: string; price: number }[] | undefined)?.find((t) => t.status === "on_sale" && t.price > 0);
    if (tier) return { eventId: e.id, tier };
  }
  throw new Error("No event of the demo world has a paid tier on sale");
}

test("a buyer pays a sandbox ticket checkout and lands on the ticket order page", async ({ page, request }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  const { eventId, tier } = await ticketOnSale(request);
  const res = await request.post("/api/v1/checkout-sessions", {
    headers: AUTH,
    data: { event_id: eventId, lines: [{ tier_id: tier.id, quantity: 1 }], buyer_email: `fan-${randomUUID().slice(0, 8)}@example.test`, idempotency_key: randomUUID() },
  });
  const session = await res.json();
  expect(res.status(), JSON.stringify(session)).toBe(201);
  // One page tree for both kinds: the ticket page is /checkout/{id}, like a merch cart's.
  expect(new URL(session.url).pathname).toBe(`/checkout/${session.checkout_id}`);
  const total = money(session.amount_total, session.currency);

  expectStrictCsp((await page.goto(session.url))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveText("Sandbox checkout: no card is charged.");
  await expect(page.getByRole("region", { name: "Tickets in this checkout" }).getByRole("rowheader", { name: tier.name })).toBeVisible();
  await expect(page.getByTestId("ticket-total")).toHaveText(total);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "ticket-checkout", true);

  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/orders\/tickets\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]+$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByTestId("ticket-total")).toHaveText(total);
  await expectAccessible(page);
  await screenshot(page, "ticket-order", true);

  const after = await (await request.get(`/api/v1/checkout-sessions/${session.checkout_id}`, { headers: AUTH })).json();
  expect(after).toMatchObject({ status: "complete", order_id: orderId });
  expect(external).toEqual([]);
  expect(csp).toEqual([]);
});

test("the old ticket checkout URLs answer 308 to /checkout/{id}, so a link or form handed out before still works", async ({ page, request }) => {
  const { eventId, tier } = await ticketOnSale(request);
  const res = await request.post("/api/v1/checkout-sessions", {
    headers: AUTH,
    data: { event_id: eventId, lines: [{ tier_id: tier.id, quantity: 1 }], buyer_email: `fan-${randomUUID().slice(0, 8)}@example.test`, idempotency_key: randomUUID() },
  });
  const session = await res.json();
  expect(res.status(), JSON.stringify(session)).toBe(201);
  const id = session.checkout_id as string;

  for (const rest of ["", "/complete", "/cancel", "/pay", "/release"]) {
    const old = await request.get(`/checkout/tickets/${id}${rest}`, { maxRedirects: 0 });
    expect(old.status(), rest).toBe(308);
    expect(new URL(old.headers()["location"]!, "http://x").pathname, rest).toBe(`/checkout/${id}${rest}`);
  }

  // A form posted to the old address keeps its method and body through the 308: Cancel, with the page's token, cancels.
  await page.goto(`/checkout/tickets/${id}`);
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
  const token = await page.locator(`form[action="/checkout/${id}/release"] input[name="token"]`).getAttribute("value");
  const cancelled = await request.post(`/checkout/tickets/${id}/release`, { form: { token: token! } });
  expect(cancelled.url()).toMatch(new RegExp(`/checkout/${id}/cancel$`));
  expect(await cancelled.text()).toContain("Checkout cancelled");
  const after = await (await request.get(`/api/v1/checkout-sessions/${id}`, { headers: AUTH })).json();
  expect(after.status).toBe("expired");
});
