/** Paying, releasing and expiring merch checkout sessions; the merch order's webhook data and its refund through the platform API. */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutSessions, eventOutbox, orders, pageManagers, sandboxEmails, shopCoupons, shopVariants, stockHolds } from "@/lib/db/schema";
import { completeCheckoutSession, releaseCheckoutSession } from "@/lib/shop/checkout/complete";
import { expireDueSessions } from "@/lib/shop/checkout/expire";
import { buildPayload } from "@/lib/webhooks/payload";
import { crewsFor, stillRoutedTo } from "@/lib/webhooks/routing";
import { readWorld, startApp, type TestApp } from "../support/app";
import { platformCall } from "../platform/support";
import { pinClock } from "../traffic/clock";
import { COUPONS, EVENT_SHOPS, P, SHOP_KEYS, V } from "./world";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"));
});
afterAll(() => api.close());
beforeEach(async () => {
  pinClock();
  await api.load(readWorld("shop"));
  await api.store.clear();
  await api.database.db.delete(sandboxEmails);
});
afterEach(() => vi.useRealTimers());

const db = () => api.database.db;
const line = (variant_id: string, quantity = 1) => ({ variant_id, quantity });
const SANDBOX = { provider: "sandbox" as const, ref: "sandbox_pay_1" };

async function open(body: Record<string, unknown>, key: string = SHOP_KEYS.server): Promise<string> {
  const res = await api.post("/v1/shop/checkout-sessions", { mode: "delivery", country: "DE", buyer_email: "buyer@example.test", ...body }, { key });
  expect(res.status, res.text).toBe(200);
  return /\/checkout\/([0-9a-f-]{36})$/.exec(res.body.url)![1]!;
}
const stockOf = async (variant: string) => (await db().select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, variant)))[0]!.stock;
const usesOf = async (code: string) =>
  (await db().select({ uses: shopCoupons.uses }).from(shopCoupons).where(and(eq(shopCoupons.sellerId, 20), sql`lower(${shopCoupons.code}) = lower(${code})`)))[0]!.uses;
const sessionOf = async (id: string) => (await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;
const outboxOf = (type: string) => db().select().from(eventOutbox).where(eq(eventOutbox.type, type));
const quoteStatus = async (variant: string) => (await api.post("/v1/shop/quote", { lines: [line(variant)], mode: "delivery", country: "DE" }, { key: SHOP_KEYS.server })).status;

describe("completeCheckoutSession", () => {
  it("writes one paid merch order from the session: stock taken, coupon used, holds freed, one order.paid, mails sent", async () => {
    const id = await open({ lines: [line(V.teeS, 2), line(V.poster)], coupon_code: COUPONS.percent, reference: "cart-7" });
    const [teeBefore, usesBefore] = [await stockOf(V.teeS), await usesOf(COUPONS.percent)];
    const now = new Date();
    // The provider's event and the buyer's return arrive together.
    const [a, b] = await Promise.all([completeCheckoutSession(db(), id, SANDBOX, now), completeCheckoutSession(db(), id, SANDBOX, now)]);
    expect([a!.created, b!.created].sort()).toEqual([false, true]);
    expect(a!.orderId).toBe(b!.orderId);
    const all = await db().select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(all).toHaveLength(1);
    const o = all[0]!;
    expect(o).toMatchObject({
      id: a!.orderId,
      kind: "merch",
      eventId: null,
      status: "paid",
      currency: "EUR",
      // 2 × 2500 + 1500 = 6500, VOLT10 −650, standard delivery 490.
      amountTotal: 6340,
      amountRefunded: 0,
      ambassadorCode: null,
      viaSiteOf: NIGHTSHIFT,
      buyerEmail: "buyer@example.test",
      lines: [],
      reference: "cart-7",
    });
    expect(o.createdAt.getTime()).toBe(now.getTime());
    expect(o.merch).toEqual({
      seller: { type: "promoter", id: 20 },
      mode: "delivery",
      country: "DE",
      subtotal_cents: 6500,
      discount_cents: 650,
      shipping_cents: 490,
      coupon: { code: "VOLT10", discount_cents: 650 },
      shipping: expect.objectContaining({ key: "standard", amount_cents: 490 }),
      ships_on: null,
      lines: [
        { variant_id: V.teeS, product_id: P.tee, name: "Volt Tee (S)", quantity: 2, unit_amount: 2500, discount_amount: 500 },
        { variant_id: V.poster, product_id: P.poster, name: "Volt Poster", quantity: 1, unit_amount: 1500, discount_amount: 150 },
      ],
      payment_ref: "sandbox_pay_1",
    });
    expect(await stockOf(V.teeS)).toBe(teeBefore! - 2);
    expect(await stockOf(V.poster)).toBeNull();
    expect(await usesOf(COUPONS.percent)).toBe(usesBefore + 1);
    expect(await db().select().from(stockHolds).where(eq(stockHolds.sessionId, id))).toEqual([]);
    expect(await sessionOf(id)).toMatchObject({ status: "paid", orderId: o.id });
    const paid = await outboxOf("order.paid");
    expect(paid.map((r) => r.subject)).toEqual([{ order_id: o.id }]);
    const mails = await db().select().from(sandboxEmails).where(eq(sandboxEmails.to, "buyer@example.test"));
    expect(mails).toHaveLength(1);

    // A third report of the same payment changes nothing.
    expect(await completeCheckoutSession(db(), id, SANDBOX, now)).toEqual({ orderId: o.id, created: false });
    expect(await stockOf(V.teeS)).toBe(teeBefore! - 2);
    expect(await outboxOf("order.paid")).toHaveLength(1);
  });

  it("an event shop's order keeps its event; a session that does not exist or was cancelled is null", async () => {
    const id = await open({ lines: [line(V.scarf)], event_id: EVENT_SHOPS.voltNight });
    const done = await completeCheckoutSession(db(), id, SANDBOX, new Date());
    const [o] = await db().select().from(orders).where(eq(orders.id, done!.orderId));
    expect(o!.eventId).toBe(EVENT_SHOPS.voltNight);
    expect(await completeCheckoutSession(db(), randomUUID(), SANDBOX, new Date())).toBeNull();
    const canceled = await open({ lines: [line(V.poster)] });
    expect(await releaseCheckoutSession(db(), canceled, "canceled", new Date())).toBe(true);
    expect(await completeCheckoutSession(db(), canceled, SANDBOX, new Date())).toBeNull();
    expect(await db().$count(orders, eq(orders.checkoutSessionId, canceled))).toBe(0);
  });

  it("a payment completing after the hold lapsed is honoured, and stock never goes below zero", async () => {
    const late = await open({ lines: [line(V.teeM)] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect(await quoteStatus(V.teeM)).toBe(200);
    expect(await expireDueSessions(db(), new Date())).toBe(1);
    expect((await sessionOf(late)).status).toBe("expired");
    // Another buyer takes the unit meanwhile and pays first.
    const other = await open({ lines: [line(V.teeM)], buyer_email: "other@example.test" });
    expect((await completeCheckoutSession(db(), other, SANDBOX, new Date()))!.created).toBe(true);
    expect(await stockOf(V.teeM)).toBe(0);
    const paidLate = await completeCheckoutSession(db(), late, SANDBOX, new Date());
    expect(paidLate!.created).toBe(true);
    expect((await sessionOf(late)).status).toBe("paid");
    expect(await stockOf(V.teeM)).toBe(0);
  });
});

describe("releaseCheckoutSession", () => {
  it("gives the stock back once; a paid or released session stays as it is", async () => {
    const id = await open({ lines: [line(V.teeM)] });
    expect(await quoteStatus(V.teeM)).toBe(422);
    expect(await releaseCheckoutSession(db(), id, "canceled", new Date())).toBe(true);
    expect(await sessionOf(id)).toMatchObject({ status: "canceled", orderId: null });
    expect(await db().select().from(stockHolds).where(eq(stockHolds.sessionId, id))).toEqual([]);
    expect(await quoteStatus(V.teeM)).toBe(200);
    expect(await releaseCheckoutSession(db(), id, "expired", new Date())).toBe(false);
    expect((await sessionOf(id)).status).toBe("canceled");

    const paid = await open({ lines: [line(V.teeM)] });
    await completeCheckoutSession(db(), paid, SANDBOX, new Date());
    expect(await releaseCheckoutSession(db(), paid, "expired", new Date())).toBe(false);
    expect((await sessionOf(paid)).status).toBe("paid");
  });
});

describe("the merch order's webhooks", () => {
  const message = (type: string, subject: Record<string, unknown>) => ({ id: `msg_${randomUUID()}`, type, subject, createdAt: new Date() });
  const hook = (personalData: boolean) => ({ id: randomUUID(), personalData });

  it("order.paid data: kind merch, variant lines, seller, reference, via_your_site for the crew whose key opened it", async () => {
    const id = await open({ lines: [line(V.teeS, 2)], reference: "ref-1" });
    const { orderId } = (await completeCheckoutSession(db(), id, SANDBOX, new Date()))!;
    const [o] = await db().select().from(orders).where(eq(orders.id, orderId));
    const out = await buildPayload(db(), message("order.paid", { order_id: orderId }), NIGHTSHIFT, hook(true));
    expect(out).toEqual({
      data: {
        order: {
          id: orderId,
          kind: "merch",
          event_id: null,
          status: "paid",
          currency: "EUR",
          amount_total: 5490,
          amount_refunded: 0,
          created_at: o!.createdAt.toISOString(),
          lines: [{ variant_id: V.teeS, product_id: P.tee, name: "Volt Tee (S)", quantity: 2, unit_amount: 2500 }],
          ambassador_code: null,
          via_your_site: true,
          buyer: { email: "buyer@example.test" },
          seller: { type: "promoter", id: 20 },
          reference: "ref-1",
        },
      },
    });
    const impersonal = await buildPayload(db(), message("order.paid", { order_id: orderId }), NIGHTSHIFT, hook(false));
    expect((impersonal as { data: { order: { buyer: unknown } } }).data.order.buyer).toBeNull();
    // Harbour manages no page of this sale.
    expect(await buildPayload(db(), message("order.paid", { order_id: orderId }), HARBOUR, hook(true))).toEqual({ notSent: expect.any(String) });
  });

  it("order.paid and order.refunded go to the crews managing the selling page, not the event's payee or pages on it", async () => {
    const id = await open({ lines: [line(V.zine)] });
    const { orderId } = (await completeCheckoutSession(db(), id, SANDBOX, new Date()))!;
    const subject = { order_id: orderId };
    expect(await crewsFor(db(), "order.paid", subject)).toEqual([NIGHTSHIFT]);
    expect(await crewsFor(db(), "order.refunded", subject)).toEqual([NIGHTSHIFT]);
    // Tied to Harbour's event (payee: Harbour's promoter), the sale is still Bram's page's alone.
    await db().update(orders).set({ eventId: EVENT_SHOPS.harbourJazz }).where(eq(orders.id, orderId));
    expect(await crewsFor(db(), "order.paid", subject)).toEqual([NIGHTSHIFT]);
    expect(await stillRoutedTo(db(), "order.paid", subject, HARBOUR)).toBe(false);
    // A crew that no longer manages the selling page gets nothing.
    await db().delete(pageManagers).where(and(eq(pageManagers.crewId, NIGHTSHIFT), eq(pageManagers.pageType, "artist"), eq(pageManagers.pageId, 11)));
    expect(await crewsFor(db(), "order.paid", subject)).toEqual([]);
    expect(await stillRoutedTo(db(), "order.paid", subject, NIGHTSHIFT)).toBe(false);
  });

  it("a platform refund of a merch order answers its kind, writes order.refunded, and the data shows the amount refunded", async () => {
    const id = await open({ lines: [line(V.poster, 2)] });
    const { orderId } = (await completeCheckoutSession(db(), id, SANDBOX, new Date()))!;
    const got = await platformCall("GET", `/orders/${orderId}`);
    expect(got.status, got.text).toBe(200);
    expect(got.body).toMatchObject({
      id: orderId,
      kind: "merch",
      event_id: null,
      status: "paid",
      amount_total: 3490,
      lines: [{ variant_id: V.poster, product_id: P.poster, name: "Volt Poster", quantity: 2, unit_amount: 1500, discount_amount: 0 }],
      via_site_of: "nightshift",
      reference: null,
      merch: expect.objectContaining({ seller: { type: "promoter", id: 20 }, mode: "delivery", shipping_cents: 490 }),
    });

    const r = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 1500 });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ order_id: orderId, order_kind: "merch", amount: 1500, amount_refunded: 1500, status: "partially_refunded" });
    const refunded = await outboxOf("order.refunded");
    expect(refunded.map((x) => x.subject)).toEqual([{ order_id: orderId, refund_id: r.body.id }]);
    const out = (await buildPayload(db(), message("order.refunded", refunded[0]!.subject), NIGHTSHIFT, hook(false))) as { data: { order: Record<string, unknown> } };
    expect(out.data.order).toMatchObject({ id: orderId, kind: "merch", status: "partially_refunded", amount_total: 3490, amount_refunded: 1500 });
    const over = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 2000 });
    expect(over.status).toBe(422);
    expect(over.body.reason).toBe("exceeds_remaining");
  });
});
