/**
 * The money path under a crowd: 20 requests at once for the last unit, the last ticket, the last
 * coupon use (merch and tickets), and platform-API orders against tickets an open checkout holds.
 * Exactly as many win as there is to sell; every other answer is the route's own refusal; the rows
 * agree. On the embedded database (one connection) the requests queue, so these only pass; on
 * PostgreSQL (CI's second pass) they run on a pool, where each fails when the row lock in
 * lib/checkout/scarce.ts is removed.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { checkoutHolds, checkoutSessions, eventCoupons, orders, shopCoupons, shopVariants, ticketTiers } from "@/lib/db/schema";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { platformCall } from "../platform/support";
import { COUPONS as SHOP_COUPONS, SHOP_KEYS, V } from "../shop/world";
import { COUPONS as TICKET_COUPONS, TICKET_KEYS, TIERS } from "../tickets/world";
import { couponId } from "../tickets/helpers";

const N = 20;
const ip = (i: number) => `198.51.100.${i + 1}`;
const wins = (answers: ApiResponse[], status: number) => answers.filter((r) => r.status === status);

describe("merch races", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp(readWorld("shop"));
    setCheckoutProviderForTests(undefined);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.store.clear();
    await api.database.db.delete(checkoutSessions);
  });
  const db = () => api.database.db;
  const checkout = (body: Record<string, unknown>, i: number) =>
    api.post("/v1/shop/checkout-sessions", { mode: "delivery", country: "DE", buyer_email: `race${i}@example.test`, client_ip: ip(i), ...body }, { key: SHOP_KEYS.server });

  it(`${N} concurrent checkouts of the last unit: one 200, the others refused, one hold of one unit`, async () => {
    await db().update(shopVariants).set({ stock: 1 }).where(eq(shopVariants.id, V.teeM));
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => checkout({ lines: [{ variant_id: V.teeM, quantity: 1 }] }, i)));
    expect(wins(answers, 200), answers.map((r) => r.status).join(",")).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200)) {
      const refused = (r.status === 409 && r.body.reason === "stock_moved") || (r.status === 422 && r.body.reason === "out_of_stock");
      expect(refused, `${r.status} ${r.text}`).toBe(true);
    }
    const held = await db().select().from(checkoutHolds).where(and(eq(checkoutHolds.item, "variant"), eq(checkoutHolds.itemId, V.teeM)));
    expect(held.map((h) => h.quantity)).toEqual([1]);
  });

  it(`${N} concurrent checkouts with a coupon that has one use left: one 200, the others coupon_used_up, one use held`, async () => {
    const [c] = await db().select().from(shopCoupons).where(sql`lower(${shopCoupons.code}) = lower(${SHOP_COUPONS.percent})`);
    await db().update(shopCoupons).set({ maxUses: c!.uses + 1 }).where(sql`lower(${shopCoupons.code}) = lower(${SHOP_COUPONS.percent})`);
    try {
      // Four variants with stock to spare, so the carts do not queue on one variant's lock: only the coupon is scarce.
      const variants = [V.teeS, V.poster, V.vinyl, V.hoodie];
      const answers = await Promise.all(Array.from({ length: N }, (_, i) => checkout({ lines: [{ variant_id: variants[i % 4]!, quantity: 1 }], coupon_code: SHOP_COUPONS.percent }, i)));
      expect(wins(answers, 200), answers.map((r) => r.status).join(",")).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 200)) {
        expect(r.status, r.text).toBe(422);
        expect(r.body).toMatchObject({ code: "validation_error", reason: "coupon_used_up" });
      }
      const held = await db().select().from(checkoutHolds).where(eq(checkoutHolds.item, "shop_coupon"));
      expect(held.map((h) => h.quantity)).toEqual([1]);
    } finally {
      await db().update(shopCoupons).set({ maxUses: c!.maxUses }).where(sql`lower(${shopCoupons.code}) = lower(${SHOP_COUPONS.percent})`);
    }
  });
});

describe("ticket races", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp(readWorld("tickets"));
    setCheckoutProviderForTests(undefined);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.store.clear();
    await api.database.db.delete(checkoutSessions);
    await api.database.db.update(ticketTiers).set({ stock: 1, sold: 0 }).where(eq(ticketTiers.id, TIERS.last));
  });
  const db = () => api.database.db;
  const checkout = (body: Record<string, unknown>, i: number) =>
    api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: `race${i}@example.test`, client_ip: ip(i), ...body }, { key: TICKET_KEYS.checkout });
  const sold = async () => (await db().select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, TIERS.last)))[0]!.sold;

  it(`${N} concurrent checkouts of the last ticket: one 201, the others sold_out or out_of_stock, one ticket held`, async () => {
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => checkout({ lines: [{ tier_id: TIERS.last, quantity: 1 }] }, i)));
    expect(wins(answers, 201), answers.map((r) => r.status).join(",")).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r.status, r.text).toBe(422);
      expect(["sold_out", "out_of_stock"]).toContain(r.body.reason);
    }
    const held = await db().select().from(checkoutHolds).where(and(eq(checkoutHolds.item, "tier"), eq(checkoutHolds.itemId, TIERS.last)));
    expect(held.map((h) => h.quantity)).toEqual([1]);
  });

  it(`${N} concurrent checkouts with an event coupon that has one use left: one 201, the others discount_not_applicable`, async () => {
    const code = TICKET_COUPONS.percent;
    const where = and(eq(eventCoupons.eventId, 100), sql`lower(${eventCoupons.code}) = lower(${code})`);
    const [c] = await db().select().from(eventCoupons).where(where);
    await db().update(eventCoupons).set({ maxUses: c!.uses + 1 }).where(where);
    try {
      const discount_id = await couponId(api, 100, code);
      // Three priced tiers with tickets to spare (one unlocked by the access code), so the orders do not queue on one tier's lock.
      const tiers = [TIERS.early, TIERS.pair, TIERS.vip];
      const answers = await Promise.all(Array.from({ length: N }, (_, i) => checkout({ lines: [{ tier_id: tiers[i % 3]!, quantity: 1 }], access_code: "VIP-PASS", discount_id }, i)));
      expect(wins(answers, 201), answers.map((r) => r.status).join(",")).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 201)) {
        expect(r.status, r.text).toBe(422);
        expect(r.body).toMatchObject({ code: "validation_error", reason: "discount_not_applicable" });
      }
      const held = await db().select().from(checkoutHolds).where(eq(checkoutHolds.item, "event_coupon"));
      expect(held.map((h) => h.quantity)).toEqual([1]);
    } finally {
      await db().update(eventCoupons).set({ maxUses: c!.maxUses }).where(where);
    }
  });

  it(`${N} concurrent platform orders and checkouts for the last ticket: one wins, sold never passes stock`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0
          ? checkout({ lines: [{ tier_id: TIERS.last, quantity: 1 }] }, i)
          : platformCall("POST", "/orders", { event_id: 100, lines: [{ tier_id: TIERS.last, quantity: 1 }], buyer_email: `desk${i}@example.test` }),
      ),
    );
    const won = answers.filter((r) => r.status === 201);
    expect(won, answers.map((r) => `${r.status}:${r.body?.reason ?? ""}`).join(",")).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r.status, r.text).toBe(422);
      expect(["sold_out", "out_of_stock", "insufficient_stock"]).toContain(r.body.reason);
    }
    const held = await db().select().from(checkoutHolds).where(and(eq(checkoutHolds.item, "tier"), eq(checkoutHolds.itemId, TIERS.last)));
    const platformOrders = await db().select({ id: orders.id }).from(orders).where(sql`${orders.lines} @> ${JSON.stringify([{ tier_id: TIERS.last }])}::jsonb`);
    expect(held.length + platformOrders.length).toBe(1);
    expect(await sold()).toBe(platformOrders.length);
  });
});
