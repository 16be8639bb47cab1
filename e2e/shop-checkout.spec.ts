/**
 * The sandbox hosted checkout: a checkout session opened with the demo secret key, paid in the
 * browser, lands on the order page, and the buyer's mail shows in the sandbox mailbox; another is
 * cancelled and its held stock is on sale again. Accessible, within the CSP, nothing external.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoCarts, maxPerOrder, type DemoCart } from "./shop-support";
import { expectAccessible, expectNoHorizontalScroll, expectStrictCsp, screenshot, secretKey, watchCsp, watchExternal } from "./support";

const AUTH = { Authorization: `Bearer ${secretKey().token}` };
const euros = (cents: number, currency: string) => new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);

async function quote(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post("/api/v1/shop/quote", { headers: AUTH, data: body });
  return { status: res.status(), body: await res.json() };
}

/** Opens a checkout session for the first cart the key may sell; answers the cart, its quote and the session URL. */
async function openCheckout(request: APIRequestContext, carts: DemoCart[], quantity: (c: DemoCart) => number) {
  const refusals: string[] = [];
  for (const cart of carts) {
    const q = quantity(cart);
    const priced = await quote(request, cart.body(q));
    if (priced.status !== 200) {
      refusals.push(`${cart.product.title}: ${priced.status} ${priced.body.reason ?? priced.body.code}`);
      continue;
    }
    const buyer = `buyer-${randomUUID().slice(0, 8)}@example.test`;
    const res = await request.post("/api/v1/shop/checkout-sessions", { headers: AUTH, data: { ...cart.body(q), buyer_email: buyer, idempotency_key: randomUUID() } });
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(200);
    return { cart, quantity: q, quote: priced.body, url: body.url as string, buyer };
  }
  throw new Error(`No demo cart could be quoted with the demo secret key: ${refusals.join("; ")}`);
}

let paidVariant: string | null = null;

test("a buyer pays a sandbox checkout and lands on the order page; the order is mailed", async ({ page, request }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  // Unlimited or plentiful stock: the cancel test keeps the scarce variants.
  const open = await openCheckout(request, demoCarts((v) => v.stock === null || v.stock === undefined || v.stock > 20), () => 1);
  paidVariant = open.cart.variant.id;
  const currency = open.quote.currency as string;
  const total = euros(open.quote.total_cents, currency);
  const lineName = open.quote.lines[0].name as string;
  expect(new URL(open.url).pathname).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);

  expectStrictCsp((await page.goto(open.url))!.headers());
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveText("Sandbox checkout: no card is charged.");
  await expect(page.getByText(`Sold by ${open.cart.seller.name}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Items in this checkout" }).getByRole("rowheader", { name: lineName })).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText(total);
  await expect(page.getByTestId("seller")).toContainText(open.cart.seller.legalName);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "shop-checkout", true);

  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]+$/);
  const orderUrl = new URL(page.url());
  const orderId = orderUrl.pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByRole("region", { name: "Items in this order" }).getByRole("rowheader", { name: lineName })).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText(total);
  await expect(page.getByTestId("seller")).toContainText(open.cart.seller.legalName);
  await expectAccessible(page);
  await screenshot(page, "shop-order", true);

  // The checkout page now says it is paid and offers no Pay button.
  await page.goto(open.url);
  await expect(page.getByTestId("checkout-state")).toHaveAttribute("data-state", "complete");
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await page.getByRole("link", { name: "See the order" }).click();
  await expect(page).toHaveURL(orderUrl.href);

  // Without its token the order page does not exist.
  expect((await page.goto(`/orders/${orderId}?t=${"A".repeat(43)}`))!.status()).toBe(404);
  expect((await page.goto(`/orders/${orderId}`))!.status()).toBe(404);

  // The order was written and mailed: the buyer's confirmation is in the sandbox mailbox.
  await page.goto("/mailbox");
  const form = page.getByRole("search", { name: "Filter the mailbox" });
  await form.getByLabel("To", { exact: true }).fill(open.buyer);
  await form.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("region", { name: "Mail table" }).getByRole("row").filter({ hasText: `Your order from ${open.cart.seller.name}` });
  await expect(row).toHaveCount(1);
  await row.getByText(`Your order from ${open.cart.seller.name}`, { exact: true }).click();
  await expect(row).toContainText(`Total: ${total}`);
  await expect(row).toContainText(orderUrl.pathname);

  expect(csp).toEqual([]);
  expect(external).toEqual([]);
});

test("a buyer cancels a sandbox checkout: nothing is charged and the held stock is on sale again", async ({ page, request }) => {
  const external = watchExternal(page);
  const csp = await watchCsp(page);
  // A scarce variant a single cart can hold entirely: while held, not one more unit can be quoted.
  const carts = demoCarts((v) => typeof v.stock === "number" && v.stock > 0 && v.stock <= maxPerOrder(v)).filter((c) => c.variant.id !== paidVariant);
  const open = await openCheckout(request, carts, (c) => c.variant.stock as number);
  const all = open.cart.body(open.quantity);
  const held = await quote(request, open.cart.body(1));
  expect(held.status).toBe(422);
  expect(held.body.reason).toBe("out_of_stock");

  expectStrictCsp((await page.goto(open.url))!.headers());
  await expect(page.getByTestId("checkout-state")).toHaveAttribute("data-state", "open");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${open.url}/cancel`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout cancelled" })).toBeVisible();
  await expect(page.getByText("Nothing was charged.")).toBeVisible();
  await expect(page.getByText("The items are released and back on sale.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "shop-cancelled");

  // The whole stock can be quoted again.
  const again = await quote(request, all);
  expect(again.status, JSON.stringify(again.body)).toBe(200);

  // The checkout page shows the cancellation and no Pay button.
  await page.goto(open.url);
  await expect(page.getByTestId("checkout-state")).toHaveAttribute("data-state", "canceled");
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expectAccessible(page);

  expect(csp).toEqual([]);
  expect(external).toEqual([]);
});
