/**
 * The checkout, thank-you, cancel and order pages rendered as the server renders them (no browser):
 * what each state shows for a merch and a ticket session, the forms' token, and the order page's 404
 * without its token.
 */
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import CancelPage from "@/app/checkout/[session]/cancel/page";
import CompletePage from "@/app/checkout/[session]/complete/page";
import CheckoutPage from "@/app/checkout/[session]/page";
import { POST as pay } from "@/app/checkout/[session]/pay/route";
import { POST as release } from "@/app/checkout/[session]/release/route";
import OrderPage from "@/app/orders/[id]/page";
import { checkoutSessions } from "@/lib/db/schema";
import { orderToken } from "@/lib/checkout/order-link";
import { money } from "@/lib/checkout/format";
import { checkoutFormToken } from "@/lib/checkout/form-token";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { COUPONS, SHOP_KEYS, V, VOLT_SHIPPING } from "./world";

/** shop.json's nightshift key with every scope: it opens ticket checkouts (write:checkout) on the same world. */
const ALL_SCOPES_KEY = "svc_sk_test_nightshiftAllScopesKey001";

let api: TestApp;
let db: TestApp["database"]["db"];
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints, ...ticketCheckoutEndpoints] });
  db = api.database.db;
});
afterAll(() => api.close());

async function openSession(extra: Record<string, unknown> = {}) {
  const body = { lines: [{ variant_id: V.teeS, quantity: 2 }], mode: "delivery", country: "DE", method_key: VOLT_SHIPPING.standard, buyer_email: "render@example.test", coupon_code: COUPONS.percent, ...extra };
  const res = await api.post("/v1/shop/checkout-sessions", body, { key: SHOP_KEYS.server });
  expect(res.status, res.text).toBe(200);
  return new URL(res.body.url).pathname.split("/").pop()!;
}

const session = (id: string) => ({ params: Promise.resolve({ session: id }) });
const html = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);
const submit = async (handler: typeof pay, id: string, action: string) => handler(new Request(new URL(`/checkout/${id}/${action}`, BASE), { method: "POST", body: new URLSearchParams({ token: await checkoutFormToken(db, id) }) }), session(id));
/** Next's notFound() throws an error whose digest names the 404. */
const isNotFound = (e: unknown) => typeof e === "object" && e !== null && String((e as { digest?: string }).digest).includes("404");

describe("checkout page", () => {
  it("shows an open session's cart, totals, delivery, seller and both forms with the session's token", async () => {
    const id = await openSession({ reference: "page:1" });
    const page = await html(CheckoutPage(session(id)));
    expect(page).toContain("Sandbox checkout: no card is charged.");
    expect(page).toContain("Volt Tee (S)");
    // 2 × 2500 = 5000, VOLT10 takes 500, DHL 490.
    expect(page).toContain("€50.00");
    expect(page).toContain("Discount (coupon VOLT10)");
    expect(page).toContain("-€5.00");
    expect(page).toContain("Parcel (DHL) to DE");
    expect(page).toContain("Delivered in 2–4 days");
    expect(page).toContain("Pay €49.90");
    expect(page).toContain("Volt Collective GmbH");
    expect(page).toContain("HRB 12345");
    expect(page).toContain("Paid by the buyer");
    const token = await checkoutFormToken(db, id);
    expect(page).toContain(`action="/checkout/${id}/pay"`);
    expect(page).toContain(`action="/checkout/${id}/release"`);
    expect(page.match(new RegExp(`name="token" value="${token}"`, "g"))).toHaveLength(2);
    expect(page).toContain('data-state="open"');
  });

  it("shows a pre-order's shipping day", async () => {
    const id = await openSession({ lines: [{ variant_id: V.vinyl, quantity: 1 }], coupon_code: undefined });
    const [row] = await db.select({ details: checkoutSessions.details }).from(checkoutSessions).where(eq(checkoutSessions.id, id));
    const shipsOnDay = row!.details.kind === "merch" ? row!.details.pricing.ships_on : null;
    expect(shipsOnDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await html(CheckoutPage(session(id)));
    const shipsOn = new Date(`${shipsOnDay}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(page).toContain(`Pre-order: ships from ${shipsOn}.`);
  });

  it("offers no Pay once expired, cancelled or paid; a paid one links its order", async () => {
    const expired = await openSession();
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(checkoutSessions.id, expired));
    const expiredPage = await html(CheckoutPage(session(expired)));
    expect(expiredPage).toContain('data-state="expired"');
    expect(expiredPage).not.toContain("/pay");

    const cancelled = await openSession();
    await submit(release, cancelled, "release");
    const cancelledPage = await html(CheckoutPage(session(cancelled)));
    expect(cancelledPage).toContain('data-state="canceled"');
    expect(cancelledPage).not.toContain("/pay");
    expect(await html(CancelPage(session(cancelled)))).toContain("Checkout cancelled");

    const paid = await openSession();
    const location = (await submit(pay, paid, "pay")).headers.get("location")!;
    const paidPage = await html(CheckoutPage(session(paid)));
    expect(paidPage).toContain('data-state="complete"');
    expect(paidPage).not.toContain(`action="/checkout/${paid}/pay"`);
    expect(paidPage).toContain(`href="${location.replace(/&/g, "&amp;")}"`);
    const complete = await html(CompletePage(session(paid)));
    expect(complete).toContain("Thank you");
    expect(complete).toContain(`href="${location}"`);
  });

  it("is a 404 for an unknown session", async () => {
    await expect(CheckoutPage(session("0b7f2c1e-4444-4aaa-8bbb-000000000001"))).rejects.toSatisfy(isNotFound);
    await expect(CompletePage(session("nope"))).rejects.toSatisfy(isNotFound);
  });
});

describe("one page tree for both kinds", () => {
  it("renders a ticket session and a merch session at /checkout/{id}, each with its own summary and forms", async () => {
    const merch = await openSession();
    const opened = await api.post("/v1/checkout-sessions", { event_id: 100, lines: [{ tier_id: "tier-100-early", quantity: 2 }], buyer_email: "tickets@example.test" }, { key: ALL_SCOPES_KEY });
    expect(opened.status, opened.text).toBe(201);
    const tickets = opened.body.checkout_id as string;
    expect(opened.body.url).toBe(`${BASE}/checkout/${tickets}`);

    const ticketPage = await html(CheckoutPage(session(tickets)));
    expect(ticketPage).toContain('data-state="open"');
    expect(ticketPage).toContain("Tickets for Volt Night");
    expect(ticketPage).toContain("Tickets in this checkout");
    expect(ticketPage).toContain("Booking fees");
    expect(ticketPage).toContain(`data-testid="ticket-total"><strong>${money(opened.body.amount_total, "EUR")}</strong>`);
    expect(ticketPage).toContain(`Pay ${money(opened.body.amount_total, "EUR")}`);
    expect(ticketPage).toContain("The tickets are held for you until");
    expect(ticketPage).toContain(`action="/checkout/${tickets}/pay"`);
    expect(ticketPage).toContain(`action="/checkout/${tickets}/release"`);
    expect(ticketPage.match(new RegExp(`name="token" value="${await checkoutFormToken(db, tickets)}"`, "g"))).toHaveLength(2);
    // No merch parts: no cart, delivery or seller.
    expect(ticketPage).not.toContain("Your cart");
    expect(ticketPage).not.toContain('data-testid="seller"');

    const merchPage = await html(CheckoutPage(session(merch)));
    expect(merchPage).toContain("Sold by Volt Collective");
    expect(merchPage).toContain("Items in this checkout");
    expect(merchPage).toContain("The items are held for you until");
    expect(merchPage).toContain('data-testid="seller"');
    expect(merchPage).toContain(`action="/checkout/${merch}/pay"`);
    expect(merchPage).not.toContain("Booking fees");

    // Pay on the same tree writes each kind's order and lands on that kind's order page.
    expect((await submit(pay, tickets, "pay")).headers.get("location")).toMatch(/^\/orders\/tickets\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}$/);
    expect((await submit(pay, merch, "pay")).headers.get("location")).toMatch(/^\/orders\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}$/);
    expect(await html(CompletePage(session(tickets)))).toContain("Your tickets for Volt Night are booked.");
    expect(await html(CompletePage(session(merch)))).toContain("Your order from Volt Collective is paid.");
  });
});

describe("order page", () => {
  it("shows the order with its token and is a 404 without it", async () => {
    const id = await openSession({ reference: "web:42" });
    const location = new URL((await submit(pay, id, "pay")).headers.get("location")!, BASE);
    const orderId = location.pathname.split("/").pop()!;
    const props = (t?: string) => ({ params: Promise.resolve({ id: orderId }), searchParams: Promise.resolve(t === undefined ? {} : { t }) });

    const page = await html(OrderPage(props(location.searchParams.get("t")!)));
    expect(page).toContain(orderId);
    expect(page).toContain("Paid");
    expect(page).toContain("web:42");
    expect(page).toContain("Volt Tee (S)");
    expect(page).toContain("€49.90");
    expect(page).toContain("Discount (coupon VOLT10)");
    expect(page).toContain("Parcel (DHL) to DE");
    expect(page).toContain("Volt Collective GmbH");
    expect(page).toContain("Torstrasse 1, 10119 Berlin, DE");
    expect(page).toContain("shop@volt.test");

    // The seller's whole legal identity.
    expect(page).toContain("HRB 12345");
    expect(page).toContain("<dt>VAT</dt><dd>standard</dd>");
    expect(page).toContain("Paid by the buyer");

    await expect(OrderPage(props())).rejects.toSatisfy(isNotFound);
    await expect(OrderPage(props("A".repeat(43)))).rejects.toSatisfy(isNotFound);
    // Another order's token does not open this one.
    await expect(OrderPage(props(await orderToken(db, "0b7f2c1e-5555-4aaa-8bbb-000000000001")))).rejects.toSatisfy(isNotFound);
  });
});

describe("order page for a pickup", () => {
  async function paidOrderPage(extra: Record<string, unknown>) {
    const id = await openSession({ coupon_code: undefined, method_key: undefined, country: undefined, ...extra });
    const location = new URL((await submit(pay, id, "pay")).headers.get("location")!, BASE);
    const orderId = location.pathname.split("/").pop()!;
    return html(OrderPage({ params: Promise.resolve({ id: orderId }), searchParams: Promise.resolve({ t: location.searchParams.get("t")! }) }));
  }

  it("at the event: the event, the desk's instructions, no shipping cost and no delivery", async () => {
    const page = await paidOrderPage({ lines: [{ variant_id: V.scarf, quantity: 1 }], mode: "pickup_event", event_id: 100 });
    expect(page).toContain("Volt Scarf");
    expect(page).toContain("Pickup at the event: Volt Night");
    expect(page).toContain("Merch desk by the entrance");
    expect(page).toContain("<dt>Pickup at the event</dt><dd>€0.00</dd>");
    expect(page).toContain("€18.00");
    expect(page).not.toContain("Delivered in");
    expect(page).toContain("Volt Collective GmbH");
  });

  it("at the shop's location: its name, address, instructions and days", async () => {
    const page = await paidOrderPage({ lines: [{ variant_id: V.teeS, quantity: 1 }], mode: "pickup_location" });
    expect(page).toContain("Pickup: Volt office");
    expect(page).toContain("Torstrasse 1, 10119 Berlin");
    expect(page).toContain("Mon-Fri 10-18, bring the order email");
    expect(page).toContain("Ready in 1–2 days");
    expect(page).toContain("<dt>Pickup</dt><dd>€0.00</dd>");
    expect(page).toContain("€25.00");
  });
});
