/**
 * The sandbox checkout's Pay and Cancel handlers (called as Next.js calls them), the order link's
 * token, and the order mails in the sandbox mailbox. Sessions are opened through
 * POST /v1/shop/checkout-sessions on the shop world.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { POST as pay } from "@/app/checkout/[session]/pay/route";
import { POST as release } from "@/app/checkout/[session]/release/route";
import { checkoutHolds, checkoutSessions, orders, sandboxEmails, shopVariants } from "@/lib/db/schema";
import { checkOrderToken, orderPageUrl, orderToken } from "@/lib/checkout/order-link";
import { queueOrderMails, shortOrderId } from "@/lib/shop/order-mail";
import { checkoutFormToken } from "@/lib/checkout/form-token";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { COUPONS, SHOP_KEYS, V, VOLT_SHIPPING } from "./world";

// Sandbox mode is on in tests; one test turns it off through this switch.
const mode = vi.hoisted(() => ({ sandbox: true }));
vi.mock("@/lib/config/config", async (original) => {
  const real = await original<typeof import("@/lib/config/config")>();
  return { ...real, config: () => ({ ...real.config(), sandbox: mode.sandbox }) };
});

let api: TestApp;
let db: TestApp["database"]["db"];
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
  db = api.database.db;
});
afterAll(() => api.close());

let emailCounter = 0;
async function openSession(lines: { variant_id: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const buyer = `buyer${++emailCounter}@example.test`;
  const res = await api.post("/v1/shop/checkout-sessions", { lines, mode: "delivery", country: "DE", method_key: VOLT_SHIPPING.standard, buyer_email: buyer, ...extra }, { key: SHOP_KEYS.server });
  expect(res.status, res.text).toBe(200);
  const id = new URL(res.body.url).pathname.split("/").pop()!;
  return { id, buyer, url: res.body.url as string };
}

const form = (path: string, fields: Record<string, string>) => new Request(new URL(path, BASE), { method: "POST", body: new URLSearchParams(fields) });
const params = (session: string) => ({ params: Promise.resolve({ session }) });
const submitPay = async (id: string, token?: string) => pay(form(`/checkout/${id}/pay`, token === undefined ? {} : { token }), params(id));
const submitCancel = async (id: string, token?: string) => release(form(`/checkout/${id}/release`, token === undefined ? {} : { token }), params(id));
const session = async (id: string) => (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;
const holdsOf = (id: string) => db.select({ item: checkoutHolds.item, itemId: checkoutHolds.itemId }).from(checkoutHolds).where(eq(checkoutHolds.sessionId, id));
const ordersOf = (id: string) => db.select().from(orders).where(eq(orders.checkoutSessionId, id));
const stockOf = async (variantId: string) => (await db.select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, variantId)))[0]!.stock;
const quoteTeeM = () => api.post("/v1/shop/quote", { lines: [{ variant_id: V.teeM, quantity: 1 }], mode: "delivery", country: "DE" }, { key: SHOP_KEYS.server });

describe("order link", () => {
  it("opens only the order it was made for, with the exact token", async () => {
    const a = "0b7f2c1e-1111-4aaa-8bbb-000000000001";
    const b = "0b7f2c1e-1111-4aaa-8bbb-000000000002";
    const ta = await orderToken(db, a);
    expect(ta).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await orderToken(db, a)).toBe(ta);
    expect(await orderToken(db, b)).not.toBe(ta);
    expect(await checkOrderToken(db, a, ta)).toBe(true);
    expect(await checkOrderToken(db, b, ta)).toBe(false);
    expect(await checkOrderToken(db, a, `${ta.slice(0, -1)}${ta.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(await checkOrderToken(db, a, ta.slice(0, 20))).toBe(false);
    expect(await checkOrderToken(db, a, "")).toBe(false);
    expect(await checkOrderToken(db, a, null)).toBe(false);
    expect(await orderPageUrl(db, "https://shop.example.test/", a)).toBe(`https://shop.example.test/orders/${a}?t=${ta}`);
  });
});

describe("Pay", () => {
  it("refuses a form without the page's token, or with another session's", async () => {
    const s = await openSession([{ variant_id: V.teeS, quantity: 1 }]);
    const other = await openSession([{ variant_id: V.poster, quantity: 1 }]);
    expect((await submitPay(s.id)).status).toBe(403);
    expect((await submitPay(s.id, await checkoutFormToken(db, other.id))).status).toBe(403);
    expect((await submitPay(s.id, "x".repeat(43))).status).toBe(403);
    expect((await session(s.id)).status).toBe("open");
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it("writes the order once and sends the buyer to its page; the buyer and the seller are mailed", async () => {
    const before = await stockOf(V.teeS);
    const s = await openSession([{ variant_id: V.teeS, quantity: 2 }], { coupon_code: COUPONS.percent, reference: "web:1234" });
    const token = await checkoutFormToken(db, s.id);
    const res = await submitPay(s.id, token);
    expect(res.status).toBe(303);
    const [order] = await ordersOf(s.id);
    expect(order).toBeDefined();
    const location = new URL(res.headers.get("location")!, BASE);
    expect(location.pathname).toBe(`/orders/${order!.id}`);
    expect(await checkOrderToken(db, order!.id, location.searchParams.get("t"))).toBe(true);

    // 2 × 2500 = 5000, 10 percent off = 500, shipping 490.
    expect(order!.kind).toBe("merch");
    expect(order!.amountTotal).toBe(5000 - 500 + 490);
    expect(order!.reference).toBe("web:1234");
    expect((await session(s.id)).status).toBe("complete");
    expect(await stockOf(V.teeS)).toBe(before! - 2);

    // A second press (or the provider's event) finds the same order.
    const again = await submitPay(s.id, token);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(res.headers.get("location"));
    expect(await ordersOf(s.id)).toHaveLength(1);

    const buyerMail = await db.select().from(sandboxEmails).where(eq(sandboxEmails.to, s.buyer));
    expect(buyerMail.map((m) => m.subject)).toEqual(["Your order from Volt Collective"]);
    expect(buyerMail[0]!.text).toContain("Total: €49.90");
    expect(buyerMail[0]!.text).toContain("Discount (VOLT10): -€5.00");
    expect(buyerMail[0]!.text).toContain(`Your order: ${BASE}${location.pathname}${location.search}`);
    expect(buyerMail[0]!.text).toContain("Volt Collective GmbH");
    expect(buyerMail[0]!.html).toContain("€49.90");

    const sellerMail = (await db.select().from(sandboxEmails).where(eq(sandboxEmails.to, "shop@volt.test"))).filter((m) => m.text.includes(order!.id));
    expect(sellerMail.map((m) => m.subject)).toEqual([`New order ${shortOrderId(order!.id)}`]);
    expect(sellerMail[0]!.text).toContain(`Buyer: ${s.buyer}`);
    expect(sellerMail[0]!.text).toContain("Delivery country: DE");
    expect(sellerMail[0]!.text).toContain("Total: €49.90");
    // The order link is the buyer's.
    expect(sellerMail[0]!.text).not.toContain("?t=");
  });

  it("does not pay an expired session: it is marked expired, its stock comes back, and the buyer sees the checkout page", async () => {
    const s = await openSession([{ variant_id: V.teeM, quantity: 1 }]);
    expect((await quoteTeeM()).body.reason).toBe("out_of_stock");
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutSessions.id, s.id));
    expect(await holdsOf(s.id)).toEqual([{ item: "variant", itemId: V.teeM }]);
    const res = await submitPay(s.id, await checkoutFormToken(db, s.id));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/checkout/${s.id}`);
    expect((await session(s.id)).status).toBe("expired");
    // Released at once, not left to the sweep.
    expect(await holdsOf(s.id)).toEqual([]);
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect((await quoteTeeM()).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed session", async () => {
    const unknown = "0b7f2c1e-2222-4aaa-8bbb-000000000009";
    expect((await submitPay(unknown, await checkoutFormToken(db, unknown))).status).toBe(404);
    expect((await submitPay("not-a-uuid", "x")).status).toBe(404);
  });
});

describe("Cancel", () => {
  it("releases the stock and lands on the cancel page; Pay afterwards writes nothing", async () => {
    const s = await openSession([{ variant_id: V.teeM, quantity: 1 }]);
    expect((await quoteTeeM()).body.reason).toBe("out_of_stock");
    const token = await checkoutFormToken(db, s.id);
    expect((await submitCancel(s.id)).status).toBe(403);
    expect((await session(s.id)).status).toBe("open");

    const res = await submitCancel(s.id, token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/checkout/${s.id}/cancel`);
    expect((await session(s.id)).status).toBe("canceled");
    expect(await holdsOf(s.id)).toEqual([]);
    const quote = await quoteTeeM();
    expect(quote.status, quote.text).toBe(200);

    expect((await submitCancel(s.id, token)).headers.get("location")).toBe(`/checkout/${s.id}/cancel`);
    const paid = await submitPay(s.id, token);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/checkout/${s.id}`);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it("leaves a paid session complete and shows its checkout page", async () => {
    const s = await openSession([{ variant_id: V.poster, quantity: 1 }]);
    const token = await checkoutFormToken(db, s.id);
    expect((await submitPay(s.id, token)).status).toBe(303);
    const res = await submitCancel(s.id, token);
    expect(res.headers.get("location")).toBe(`/checkout/${s.id}`);
    expect((await session(s.id)).status).toBe("complete");
  });
});

describe("outside sandbox mode", () => {
  it("has no Pay or Cancel handler (404)", async () => {
    const s = await openSession([{ variant_id: V.poster, quantity: 1 }]);
    const token = await checkoutFormToken(db, s.id);
    mode.sandbox = false;
    try {
      expect((await submitPay(s.id, token)).status).toBe(404);
      expect((await submitCancel(s.id, token)).status).toBe(404);
    } finally {
      mode.sandbox = true;
    }
    expect((await session(s.id)).status).toBe("open");
  });
});

describe("queueOrderMails", () => {
  it("never throws: an unknown order queues nothing", async () => {
    const count = (await db.select().from(sandboxEmails)).length;
    await expect(queueOrderMails(db, "0b7f2c1e-3333-4aaa-8bbb-000000000001")).resolves.toEqual({ buyer: false, seller: false });
    await expect(queueOrderMails(db, "nonsense")).resolves.toEqual({ buyer: false, seller: false });
    expect(await db.select().from(sandboxEmails)).toHaveLength(count);
  });

  it("describes a pickup without a delivery country", async () => {
    const s = await openSession([{ variant_id: V.poster, quantity: 3 }], { mode: "pickup_location", country: undefined, method_key: VOLT_SHIPPING.office });
    expect((await submitPay(s.id, await checkoutFormToken(db, s.id))).status).toBe(303);
    const [mail] = await db.select().from(sandboxEmails).where(eq(sandboxEmails.to, s.buyer));
    expect(mail!.text).toContain("3 × ");
    expect(mail!.text).toContain("Total: €45.00");
    expect(mail!.text).toContain("Pickup: Volt office");
    expect(mail!.text).toContain("Torstrasse 1, 10119 Berlin");
    const [order] = await ordersOf(s.id);
    const seller = (await db.select().from(sandboxEmails).where(eq(sandboxEmails.to, "shop@volt.test"))).find((m) => m.subject === `New order ${shortOrderId(order!.id)}`);
    expect(seller!.text).toContain("Delivery country: none (pickup)");
  });
});
