/** The sandbox ticket checkout page, its Pay and Cancel forms, and the ticket order page, rendered as the server renders them. */
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import TicketCheckoutPage from "@/app/checkout/tickets/[session]/page";
import { POST as pay } from "@/app/checkout/tickets/[session]/pay/route";
import { POST as release } from "@/app/checkout/tickets/[session]/release/route";
import TicketOrderPage from "@/app/orders/tickets/[id]/page";
import { checkoutFormToken } from "@/lib/shop/pages/form-token";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { couponId, line, openSession } from "./helpers";
import { COUPONS, TIERS } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"));
});
afterAll(() => api.close());

const db = () => api.database.db;
const session = (id: string) => ({ params: Promise.resolve({ session: id }) });
const html = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);
const submit = async (handler: typeof pay, id: string, action: string, token?: string) =>
  handler(new Request(new URL(`/checkout/tickets/${id}/${action}`, BASE), { method: "POST", body: new URLSearchParams({ token: token ?? (await checkoutFormToken(db(), id)) }) }), session(id));
const isNotFound = (e: unknown) => typeof e === "object" && e !== null && String((e as { digest?: string }).digest).includes("404");

describe("the sandbox ticket checkout", () => {
  it("shows the tickets, discount, booking fees and total, and Pay writes the order and lands on the order page", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2)], discount_id: await couponId(api, 100, COUPONS.percent) });
    const page = await html(TicketCheckoutPage(session(id)));
    expect(page).toContain("Sandbox checkout: no card is charged.");
    expect(page).toContain('data-state="open"');
    expect(page).toContain("Discount (SAVE10)");
    expect(page).toContain("€1.60");
    expect(page).toContain("Pay €24.10");
    const res = await submit(pay, id, "pay");
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/orders\/tickets\/[0-9a-f-]{36}\?t=/);
    const url = new URL(location, BASE);
    const order = await html(TicketOrderPage({ params: Promise.resolve({ id: url.pathname.split("/").pop()! }), searchParams: Promise.resolve({ t: url.searchParams.get("t")! }) }));
    expect(order).toContain('data-testid="order-status">Paid<');
    expect(order).toContain("Booking fees");
    expect(order).toContain("€24.10");
    expect((await api.get(`/v1/checkout-sessions/${id}`, { key: "svc_sk_test_nightshiftTicketKey00000001" })).body.status).toBe("complete");
    // Paying again lands on the same order.
    expect((await submit(pay, id, "pay")).headers.get("location")).toBe(location);
  });

  it("Cancel ends the session; a form without the page's token is 403; the order page needs its token", async () => {
    const id = await openSession(api, { lines: [line(TIERS.pair)] });
    expect((await submit(release, id, "release", "forged")).status).toBe(403);
    expect((await submit(release, id, "release")).status).toBe(303);
    expect(await html(TicketCheckoutPage(session(id)))).toContain('data-state="expired"');
    await expect(TicketOrderPage({ params: Promise.resolve({ id }), searchParams: Promise.resolve({ t: "nope" }) })).rejects.toSatisfy(isNotFound);
  });
});
