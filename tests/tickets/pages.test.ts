/**
 * A ticket session on the one sandbox checkout page tree (/checkout/{id}): the page, its Pay and
 * Cancel forms, the thank-you and cancel pages, the ticket order page, and the permanent redirect of
 * the old /checkout/tickets/{id} URLs, rendered and called as the server does.
 */
import { eq } from "drizzle-orm";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import loadCustomRoutes from "next/dist/lib/load-custom-routes";
import { getRedirectStatus } from "next/dist/lib/redirect-status";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import CancelPage from "@/app/checkout/[session]/cancel/page";
import CompletePage from "@/app/checkout/[session]/complete/page";
import CheckoutPage from "@/app/checkout/[session]/page";
import { POST as pay } from "@/app/checkout/[session]/pay/route";
import { POST as release } from "@/app/checkout/[session]/release/route";
import TicketOrderPage from "@/app/orders/tickets/[id]/page";
import { checkoutFormToken } from "@/lib/checkout/form-token";
import { checkoutHolds, checkoutSessions } from "@/lib/db/schema";
import nextConfig from "@/next.config";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { couponId, line, openSession, soldOf } from "./helpers";
import { COUPONS, TICKET_KEYS, TIERS } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: [...ticketCheckoutEndpoints, ...codeEndpoints, ...catalogueEndpoints] });
});
afterAll(() => api.close());

const db = () => api.database.db;
const session = (id: string) => ({ params: Promise.resolve({ session: id }) });
const html = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);
const submit = async (handler: typeof pay, id: string, action: string, token?: string) =>
  handler(new Request(new URL(`/checkout/${id}/${action}`, BASE), { method: "POST", body: new URLSearchParams({ token: token ?? (await checkoutFormToken(db(), id)) }) }), session(id));
const isNotFound = (e: unknown) => typeof e === "object" && e !== null && String((e as { digest?: string }).digest).includes("404");
const stored = async (id: string) => (await db().select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!.status;
const holdsOf = (id: string) => db().select({ item: checkoutHolds.item, itemId: checkoutHolds.itemId }).from(checkoutHolds).where(eq(checkoutHolds.sessionId, id));
const partnerStatus = async (id: string) => (await api.get(`/v1/checkout-sessions/${id}`, { key: TICKET_KEYS.checkout })).body.status;

describe("a ticket session on the sandbox checkout", () => {
  it("is served at /checkout/{id}: tickets, discount, booking fees, total and both forms", async () => {
    const res = await api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: "fan@example.test", lines: [line(TIERS.early, 2)], discount_id: await couponId(api, 100, COUPONS.percent) }, { key: TICKET_KEYS.checkout });
    expect(res.status, res.text).toBe(201);
    const id = res.body.checkout_id as string;
    expect(res.body.url).toBe(`${BASE}/checkout/${id}`);
    const page = await html(CheckoutPage(session(id)));
    expect(page).toContain("Sandbox checkout: no card is charged.");
    expect(page).toContain('data-state="open"');
    expect(page).toContain("Tickets for Volt Night");
    expect(page).toContain("Discount (SAVE10)");
    expect(page).toContain("€1.60");
    expect(page).toContain("Pay €24.10");
    expect(page).toContain(`action="/checkout/${id}/pay"`);
    expect(page).toContain(`action="/checkout/${id}/release"`);
  });

  it("Pay writes the order once and lands on the ticket order page; the thank-you page links it", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2)], discount_id: await couponId(api, 100, COUPONS.percent) });
    const sold = await soldOf(api, TIERS.early);
    expect((await submit(pay, id, "pay", "forged")).status).toBe(403);
    const res = await submit(pay, id, "pay");
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/orders\/tickets\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}$/);
    expect(await soldOf(api, TIERS.early)).toBe(sold + 2);
    const url = new URL(location, BASE);
    const order = await html(TicketOrderPage({ params: Promise.resolve({ id: url.pathname.split("/").pop()! }), searchParams: Promise.resolve({ t: url.searchParams.get("t")! }) }));
    expect(order).toContain('data-testid="order-status">Paid<');
    expect(order).toContain("Booking fees");
    expect(order).toContain("€24.10");
    expect(await partnerStatus(id)).toBe("complete");

    const page = await html(CheckoutPage(session(id)));
    expect(page).toContain('data-state="complete"');
    expect(page).not.toContain(`action="/checkout/${id}/pay"`);
    expect(page).toContain(`href="${location.replace(/&/g, "&amp;")}"`);
    const thanks = await html(CompletePage(session(id)));
    expect(thanks).toContain("Your tickets for Volt Night are booked. A confirmation is on its way to fan@example.test.");
    expect(thanks).toContain(`href="${location.replace(/&/g, "&amp;")}"`);

    // Paying again lands on the same order; Cancel leaves it complete.
    expect((await submit(pay, id, "pay")).headers.get("location")).toBe(location);
    expect((await submit(release, id, "release")).headers.get("location")).toBe(`/checkout/${id}`);
    expect(await stored(id)).toBe("complete");
    expect(await soldOf(api, TIERS.early)).toBe(sold + 2);
  });

  it("Cancel writes canceled, frees the tickets and lands on the cancel page; Pay afterwards writes nothing", async () => {
    const id = await openSession(api, { lines: [line(TIERS.pair)] });
    expect(await holdsOf(id)).toEqual([{ item: "tier", itemId: TIERS.pair }]);
    expect((await submit(release, id, "release", "forged")).status).toBe(403);
    expect(await stored(id)).toBe("open");
    const res = await submit(release, id, "release");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/checkout/${id}/cancel`);
    expect(await stored(id)).toBe("canceled");
    expect(await holdsOf(id)).toEqual([]);
    // The partner API still shows a cancelled ticket session as expired.
    expect(await partnerStatus(id)).toBe("expired");

    const cancelPage = await html(CancelPage(session(id)));
    expect(cancelPage).toContain("Checkout cancelled");
    expect(cancelPage).toContain("The tickets are released and back on sale. Go back to the event&#x27;s site to start again.");
    const page = await html(CheckoutPage(session(id)));
    expect(page).toContain('data-state="canceled"');
    expect(page).toContain("This checkout was cancelled: nothing was charged and the tickets are released.");
    expect(page).not.toContain(`action="/checkout/${id}/pay"`);
    expect(await html(CompletePage(session(id)))).toContain("This checkout was cancelled: nothing was charged and the tickets are released.");

    // Cancel again shows the cancel page; Pay goes back to the checkout page and writes no order.
    expect((await submit(release, id, "release")).headers.get("location")).toBe(`/checkout/${id}/cancel`);
    const paid = await submit(pay, id, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/checkout/${id}`);
    expect(await stored(id)).toBe("canceled");
  });

  it("Pay on a session past its expiry releases it as expired and goes back to the checkout page", async () => {
    const id = await openSession(api, { lines: [line(TIERS.pair)] });
    await db().update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.id, id));
    expect(await html(CheckoutPage(session(id)))).toContain('data-state="expired"');
    const res = await submit(pay, id, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/checkout/${id}`);
    expect(await stored(id)).toBe("expired");
    expect(await holdsOf(id)).toEqual([]);
    expect((await submit(release, id, "release")).headers.get("location")).toBe(`/checkout/${id}`);
  });

  it("is a 404 for an unknown session, and the order page needs its token", async () => {
    await expect(CheckoutPage(session("0b7f2c1e-6666-4aaa-8bbb-000000000001"))).rejects.toSatisfy(isNotFound);
    await expect(CancelPage(session("nope"))).rejects.toSatisfy(isNotFound);
    const id = await openSession(api, { lines: [line(TIERS.pair)] });
    await expect(TicketOrderPage({ params: Promise.resolve({ id }), searchParams: Promise.resolve({ t: "nope" }) })).rejects.toSatisfy(isNotFound);
  });
});

describe("the old ticket checkout URLs", () => {
  /** Where Next.js sends `path` by next.config.ts's redirects (loaded and matched by Next's own code), and with which status; null: not redirected. */
  async function redirectOf(path: string): Promise<{ status: number; location: string } | null> {
    const { redirects } = await loadCustomRoutes(nextConfig);
    for (const r of redirects.filter((x) => !("internal" in x && x.internal))) {
      const params = getPathMatch(r.source, { strict: true, removeUnnamedParams: true })(path);
      if (params) return { status: getRedirectStatus(r), location: prepareDestination({ appendParamsToQuery: false, destination: r.destination, params, query: {} }).newUrl };
    }
    return null;
  }

  it("answer 308 (method and body kept) to the same path without /tickets", async () => {
    const id = "0b7f2c1e-7777-4aaa-8bbb-000000000001";
    expect(await redirectOf(`/checkout/tickets/${id}`)).toEqual({ status: 308, location: `/checkout/${id}` });
    expect(await redirectOf(`/checkout/tickets/${id}/pay`)).toEqual({ status: 308, location: `/checkout/${id}/pay` });
    expect(await redirectOf(`/checkout/tickets/${id}/release`)).toEqual({ status: 308, location: `/checkout/${id}/release` });
    expect(await redirectOf(`/checkout/tickets/${id}/complete`)).toEqual({ status: 308, location: `/checkout/${id}/complete` });
    // The new pages themselves are not redirected.
    expect(await redirectOf(`/checkout/${id}`)).toBeNull();
    expect(await redirectOf(`/checkout/${id}/pay`)).toBeNull();
  });
});
