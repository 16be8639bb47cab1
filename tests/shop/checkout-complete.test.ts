/**
 * Paying, releasing and expiring merch checkout sessions (a payment after the release is honoured
 * from what is still free, or refunded in full, never oversold); a coupon's one use held like
 * stock; the merch order's webhook data and its refund through the platform API.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { completeCheckout } from "@/lib/checkout/complete";
import { expireDue, releaseCheckout } from "@/lib/checkout/release";
import { checkoutHolds, checkoutSessions, eventOutbox, orderRefunds, orders, pageManagers, sandboxEmails, shopCoupons, shopVariants } from "@/lib/db/schema";
import { buildPayload, crewsFor, stillRoutedTo } from "@/lib/webhook-delivery/bound";
import { readWorld, startApp, type TestApp } from "../support/app";
import { platformCall } from "../platform/support";
import { pinClock } from "../traffic/clock";
import { COUPONS, EVENT_SHOPS, P, SHOP_KEYS, V } from "./world";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
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

const MINUTE = 60_000;

const openCall = (body: Record<string, unknown>, key: string = SHOP_KEYS.server) =>
  api.post("/v1/shop/checkout-sessions", { mode: "delivery", country: "DE", buyer_email: "buyer@example.test", ...body }, { key });
async function open(body: Record<string, unknown>, key: string = SHOP_KEYS.server): Promise<string> {
  const res = await openCall(body, key);
  expect(res.status, res.text).toBe(200);
  return /\/checkout\/([0-9a-f-]{36})$/.exec(res.body.url)![1]!;
}
const stockOf = async (variant: string) => (await db().select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, variant)))[0]!.stock;
const usesOf = async (code: string) =>
  (await db().select({ uses: shopCoupons.uses }).from(shopCoupons).where(and(eq(shopCoupons.sellerId, 20), sql`lower(${shopCoupons.code}) = lower(${code})`)))[0]!.uses;
const sessionOf = async (id: string) => (await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;
const outboxOf = (type: string) => db().select().from(eventOutbox).where(eq(eventOutbox.type, type));
const holdsOf = (id: string) => db().select().from(checkoutHolds).where(eq(checkoutHolds.sessionId, id));
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = (to: string) => db().select().from(sandboxEmails).where(eq(sandboxEmails.to, to));
const quoteStatus = async (variant: string) => (await api.post("/v1/shop/quote", { lines: [line(variant)], mode: "delivery", country: "DE" }, { key: SHOP_KEYS.server })).status;

describe("completeCheckout", () => {
  it("writes one paid merch order from the session: stock taken, coupon used, holds freed, one order.paid, mails sent", async () => {
    const id = await open({ lines: [line(V.teeS, 2), line(V.poster)], coupon_code: COUPONS.percent, reference: "cart-7" });
    const [teeBefore, usesBefore] = [await stockOf(V.teeS), await usesOf(COUPONS.percent)];
    const now = new Date();
    // The provider's event and the buyer's return arrive together.
    const [a, b] = await Promise.all([completeCheckout(db(), id, SANDBOX, now), completeCheckout(db(), id, SANDBOX, now)]);
    expect([a!.created, b!.created].sort()).toEqual([false, true]);
    expect([a!.fulfilled, b!.fulfilled]).toEqual([true, true]);
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
      checkoutSessionId: id,
      paymentProvider: "sandbox",
      paymentRef: "sandbox_pay_1",
      paymentAccount: "acct_1Volt",
      unfulfilled: null,
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
    expect(await holdsOf(id)).toEqual([]);
    expect(await sessionOf(id)).toMatchObject({ status: "complete", orderId: o.id });
    const paid = await outboxOf("order.paid");
    expect(paid.map((r) => r.subject)).toEqual([{ order_id: o.id }]);
    const mails = await mailsTo("buyer@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your order from Volt Collective");
    expect(await outboxOf("order.refunded")).toEqual([]);

    // A third report of the same payment changes nothing.
    expect(await completeCheckout(db(), id, SANDBOX, now)).toEqual({ orderId: o.id, created: false, fulfilled: true });
    expect(await stockOf(V.teeS)).toBe(teeBefore! - 2);
    expect(await usesOf(COUPONS.percent)).toBe(usesBefore + 1);
    expect(await outboxOf("order.paid")).toHaveLength(1);
  });

  it("an event shop's order keeps its event; a session that does not exist is null", async () => {
    const id = await open({ lines: [line(V.scarf)], event_id: EVENT_SHOPS.voltNight });
    const done = await completeCheckout(db(), id, SANDBOX, new Date());
    expect((await orderOf(done!.orderId)).eventId).toBe(EVENT_SHOPS.voltNight);
    expect(await completeCheckout(db(), randomUUID(), SANDBOX, new Date())).toBeNull();
  });
});

/** Ends a session the two ways a hold ends before its payment: the buyer's cancel, or its instant passing (then the sweep). */
const RELEASES = {
  canceled: async (id: string) => expect(await releaseCheckout(db(), id, "canceled", { atProvider: true })).toEqual({ outcome: "released" }),
  expired: async () => {
    vi.setSystemTime(Date.now() + 30 * MINUTE);
    expect(await expireDue(db(), new Date())).toBe(1);
  },
} as const;

describe("a payment that arrives after its session was released", () => {
  it.each(Object.keys(RELEASES) as (keyof typeof RELEASES)[])("%s, what it bought still free: taken and fulfilled (stock down, coupon use counted, order paid)", async (how) => {
    const id = await open({ lines: [line(V.teeM)], coupon_code: COUPONS.once });
    await RELEASES[how](id);
    expect(await sessionOf(id)).toMatchObject({ status: how, orderId: null });
    expect(await holdsOf(id)).toEqual([]);

    const done = await completeCheckout(db(), id, SANDBOX, new Date());
    expect(done).toEqual({ orderId: expect.any(String), created: true, fulfilled: true });
    // Tee M 2500, ONCE 20% off (500), standard delivery 490.
    expect(await orderOf(done!.orderId)).toMatchObject({ status: "paid", amountTotal: 2490, amountRefunded: 0, unfulfilled: null, checkoutSessionId: id });
    expect(await sessionOf(id)).toMatchObject({ status: "complete", orderId: done!.orderId });
    expect(await stockOf(V.teeM)).toBe(0);
    expect(await usesOf(COUPONS.once)).toBe(1);
    expect((await outboxOf("order.paid")).map((r) => r.subject)).toEqual([{ order_id: done!.orderId }]);
    expect(await outboxOf("order.refunded")).toEqual([]);
    expect(await db().$count(orderRefunds)).toBe(0);
    expect((await mailsTo("buyer@example.test")).map((m) => m.subject)).toEqual(["Your order from Volt Collective"]);
  });

  it.each(Object.keys(RELEASES) as (keyof typeof RELEASES)[])(
    "%s, its stock sold since: the order is written unfulfilled and refunded in full; nothing is taken (no clamp); order.paid then order.refunded; the buyer is told",
    async (how) => {
      // Three tees: the late buyer wants two, another buyer takes two once the hold is gone, one is left.
      await db().update(shopVariants).set({ stock: 3 }).where(eq(shopVariants.id, V.teeM));
      const late = await open({ lines: [line(V.teeM, 2)], coupon_code: COUPONS.once });
      await RELEASES[how](late);
      const other = await open({ lines: [line(V.teeM, 2)], buyer_email: "other@example.test" });
      expect((await completeCheckout(db(), other, SANDBOX, new Date()))!.fulfilled).toBe(true);
      expect(await stockOf(V.teeM)).toBe(1);
      await db().delete(eventOutbox);

      const now = new Date();
      const done = await completeCheckout(db(), late, { provider: "sandbox", ref: "sandbox_pay_late" }, now);
      expect(done).toEqual({ orderId: expect.any(String), created: true, fulfilled: false });
      // 2 × 2500 = 5000, ONCE 20% off (1000), standard delivery 490.
      expect(await orderOf(done!.orderId)).toMatchObject({
        status: "refunded",
        amountTotal: 4490,
        amountRefunded: 4490,
        unfulfilled: "sold_out",
        checkoutSessionId: late,
        paymentProvider: "sandbox",
        paymentRef: "sandbox_pay_late",
        buyerEmail: "buyer@example.test",
      });
      expect(await sessionOf(late)).toMatchObject({ status: "complete", orderId: done!.orderId });
      // Not taken, and not clamped to zero: the one tee left is still for sale; the coupon's use is not counted.
      expect(await stockOf(V.teeM)).toBe(1);
      expect(await quoteStatus(V.teeM)).toBe(200);
      expect(await usesOf(COUPONS.once)).toBe(0);

      const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, done!.orderId));
      expect(refunds).toMatchObject([{ amount: 4490 }]);
      const outbox = await db().select().from(eventOutbox).orderBy(asc(eventOutbox.createdAt), asc(eventOutbox.id));
      expect(outbox.map((r) => [r.type, r.subject])).toEqual([
        ["order.paid", { order_id: done!.orderId }],
        ["order.refunded", { order_id: done!.orderId, refund_id: refunds[0]!.id }],
      ]);
      // The dispatcher sends by created_at, then id (random): the refund must come strictly after the payment.
      expect(outbox[1]!.createdAt.getTime()).toBeGreaterThan(outbox[0]!.createdAt.getTime());
      // Only the refund mail: no order confirmation for what was never sold.
      const mails = await mailsTo("buyer@example.test");
      expect(mails.map((m) => m.subject)).toEqual(["Your payment was refunded"]);
      expect(mails[0]!.text).toContain(done!.orderId);
      expect(mails[0]!.text).toContain("€44.90");

      // The same payment reported again refunds nothing twice.
      expect(await completeCheckout(db(), late, { provider: "sandbox", ref: "sandbox_pay_late" }, new Date())).toEqual({ orderId: done!.orderId, created: false, fulfilled: false });
      expect(await db().$count(orderRefunds, eq(orderRefunds.orderId, done!.orderId))).toBe(1);
      expect(await outboxOf("order.refunded")).toHaveLength(1);
      expect(await mailsTo("buyer@example.test")).toHaveLength(1);
      expect(await stockOf(V.teeM)).toBe(1);
    },
  );
});

describe("a coupon's uses are held like stock", () => {
  const POSTER_ONCE = { lines: [line(V.poster)], coupon_code: COUPONS.once };
  async function usedUp(body: Record<string, unknown>) {
    const res = await openCall(body);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: "validation_error", reason: "coupon_used_up" });
    expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(["coupon_code"]);
  }

  it("a max_uses 1 coupon held by an open checkout is used up for a second one, whatever its case; the cart without it still opens", async () => {
    const first = await open(POSTER_ONCE);
    expect((await holdsOf(first)).filter((h) => h.item === "shop_coupon")).toMatchObject([{ itemId: "promoter:20:once", quantity: 1 }]);
    await usedUp({ ...POSTER_ONCE, buyer_email: "second@example.test" });
    await usedUp({ ...POSTER_ONCE, coupon_code: "once", buyer_email: "third@example.test" });
    expect(await db().$count(checkoutSessions)).toBe(1);
    await open({ lines: [line(V.poster)], buyer_email: "second@example.test" });
    // Held, not used: the count moves only with a payment.
    expect(await usesOf(COUPONS.once)).toBe(0);
  });

  it.each(Object.keys(RELEASES) as (keyof typeof RELEASES)[])("once the first checkout is %s, the coupon works again", async (how) => {
    const first = await open(POSTER_ONCE);
    await usedUp({ ...POSTER_ONCE, buyer_email: "second@example.test" });
    await RELEASES[how](first);
    const second = await open({ ...POSTER_ONCE, buyer_email: "second@example.test" });
    expect((await holdsOf(second)).filter((h) => h.item === "shop_coupon")).toMatchObject([{ itemId: "promoter:20:once", quantity: 1 }]);
    expect(await usesOf(COUPONS.once)).toBe(0);
  });

  it("the hold lapses at its instant without a sweep: a second before it the coupon is used up, at it the coupon works", async () => {
    await open(POSTER_ONCE);
    vi.setSystemTime(Date.now() + 30 * MINUTE - 1000);
    await usedUp({ ...POSTER_ONCE, buyer_email: "second@example.test" });
    vi.setSystemTime(Date.now() + 1000);
    await open({ ...POSTER_ONCE, buyer_email: "third@example.test" });
  });

  it("once the first checkout is paid, the coupon's uses is 1 and it is used up", async () => {
    const first = await open(POSTER_ONCE);
    expect((await completeCheckout(db(), first, SANDBOX, new Date()))!.fulfilled).toBe(true);
    expect(await usesOf(COUPONS.once)).toBe(1);
    expect(await holdsOf(first)).toEqual([]);
    await usedUp({ ...POSTER_ONCE, buyer_email: "second@example.test" });
  });
});

describe("releaseCheckout", () => {
  it("gives the stock back once; a paid or released session stays as it is", async () => {
    const id = await open({ lines: [line(V.teeM)] });
    expect(await quoteStatus(V.teeM)).toBe(422);
    expect(await releaseCheckout(db(), id, "canceled", { atProvider: true })).toEqual({ outcome: "released" });
    expect(await sessionOf(id)).toMatchObject({ status: "canceled", orderId: null });
    expect(await holdsOf(id)).toEqual([]);
    expect(await quoteStatus(V.teeM)).toBe(200);
    expect(await releaseCheckout(db(), id, "expired", { atProvider: true })).toEqual({ outcome: "not_open", status: "canceled" });
    expect((await sessionOf(id)).status).toBe("canceled");

    const paid = await open({ lines: [line(V.teeM)] });
    await completeCheckout(db(), paid, SANDBOX, new Date());
    expect(await releaseCheckout(db(), paid, "expired", { atProvider: true })).toEqual({ outcome: "not_open", status: "complete" });
    expect((await sessionOf(paid)).status).toBe("complete");
  });

  it("the sweep expires only sessions past their instant and drops their holds", async () => {
    const early = await open({ lines: [line(V.teeM)] });
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    const later = await open({ lines: [line(V.teeS)] });
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    expect(await expireDue(db(), new Date())).toBe(1);
    expect((await sessionOf(early)).status).toBe("expired");
    expect(await holdsOf(early)).toEqual([]);
    expect((await sessionOf(later)).status).toBe("open");
    expect(await holdsOf(later)).toHaveLength(1);
  });
});

describe("the merch order's webhooks", () => {
  const message = (type: string, subject: Record<string, unknown>) => ({ id: `msg_${randomUUID()}`, type, subject, createdAt: new Date() });
  const hook = (personalData: boolean) => ({ id: randomUUID(), personalData });

  it("order.paid data: kind merch, variant lines, seller, reference, via_your_site for the crew whose key opened it", async () => {
    const id = await open({ lines: [line(V.teeS, 2)], reference: "ref-1" });
    const { orderId } = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
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
          lines: [{ tier_id: null, variant_id: V.teeS, product_id: P.tee, name: "Volt Tee (S)", quantity: 2, unit_amount: 2500 }],
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
    const { orderId } = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
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
    const { orderId } = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
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
      payment: { provider: "sandbox", ref: "sandbox_pay_1", account: "acct_1Volt" },
      unfulfilled: null,
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
