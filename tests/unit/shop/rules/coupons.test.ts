import { describe, expect, it } from "vitest";
import { spreadDiscount } from "@/lib/checkout/spread-discount";
import { couponDiscountCents, couponRefusal } from "@/lib/shop/rules/coupons";
import type { CouponFacts } from "@/lib/shop/rules/types";
import { NOW, coupon, hoursFromNow } from "./facts";

describe("couponRefusal", () => {
  it.each<[string, CouponFacts | null, boolean, number, string | null]>([
    ["none in the shop, none elsewhere", null, false, 5000, "coupon_unknown"],
    ["none in the shop, one in another shop", null, true, 5000, "coupon_other_shop"],
    ["valid, no bounds", coupon(), false, 5000, null],
    ["starts in a second", coupon({ startsAt: new Date(NOW.getTime() + 1000) }), false, 5000, "coupon_not_started"],
    ["starts now", coupon({ startsAt: NOW }), false, 5000, null],
    ["ends now", coupon({ endsAt: NOW }), false, 5000, "coupon_expired"],
    ["ends in a second", coupon({ endsAt: new Date(NOW.getTime() + 1000) }), false, 5000, null],
    ["ended yesterday", coupon({ endsAt: hoursFromNow(-24) }), false, 5000, "coupon_expired"],
    ["uses at max_uses", coupon({ maxUses: 3, uses: 3 }), false, 5000, "coupon_used_up"],
    ["uses below max_uses", coupon({ maxUses: 3, uses: 2 }), false, 5000, null],
    ["max_uses 0", coupon({ maxUses: 0, uses: 0 }), false, 5000, "coupon_used_up"],
    ["unlimited uses", coupon({ maxUses: null, uses: 999 }), false, 5000, null],
    ["subtotal below minimum", coupon({ minSubtotalCents: 5001 }), false, 5000, "coupon_below_minimum"],
    ["subtotal at minimum", coupon({ minSubtotalCents: 5000 }), false, 5000, null],
    ["expired beats used up", coupon({ endsAt: hoursFromNow(-1), maxUses: 1, uses: 1 }), false, 5000, "coupon_expired"],
    ["used up beats below minimum", coupon({ maxUses: 1, uses: 1, minSubtotalCents: 9999 }), false, 5000, "coupon_used_up"],
  ])("%s", (_name, c, elsewhere, subtotal, expected) => {
    expect(couponRefusal(c, { couponElsewhere: elsewhere }, subtotal, NOW)).toBe(expected);
  });
});

describe("couponDiscountCents", () => {
  const pct = (percent: number) => ({ percent, amountCents: null });
  const amt = (amountCents: number) => ({ percent: null, amountCents });
  it.each<[string, { percent: number | null; amountCents: number | null }, number, number]>([
    ["10% of 5000", pct(10), 5000, 500],
    ["7% of 1999 (139.93)", pct(7), 1999, 140],
    ["10% of 1995 (199.5, half up)", pct(10), 1995, 200],
    ["10% of 1994 (199.4)", pct(10), 1994, 199],
    ["50% of 1 (0.5, half up)", pct(50), 1, 1],
    ["33% of 100", pct(33), 100, 33],
    ["100% takes the whole subtotal", pct(100), 4321, 4321],
    ["amount below subtotal", amt(500), 2500, 500],
    ["amount above subtotal: capped", amt(5000), 2500, 2500],
    ["amount equal subtotal", amt(2500), 2500, 2500],
  ])("%s", (_name, c, subtotal, expected) => {
    expect(couponDiscountCents(c, subtotal)).toBe(expected);
  });
});

describe("spreadDiscount", () => {
  it.each<[string, number[], number, number[]]>([
    ["one line takes it all", [2500], 250, [250]],
    ["proportional, exact", [1000, 3000], 400, [100, 300]],
    ["100 over 3 equal lines: the cent left to the first", [100, 100, 100], 100, [34, 33, 33]],
    ["33% of 300 over 3 equal lines", [100, 100, 100], 99, [33, 33, 33]],
    ["2 cents over 3 equal lines", [100, 100, 100], 2, [1, 1, 0]],
    ["largest remainder wins over order", [100, 200], 2, [1, 1]],
    ["largest remainder goes to the later line when larger", [1, 2], 1, [0, 1]],
    ["remainders 1/3 and 2/3", [1000, 2000], 1, [0, 1]],
    ["the whole subtotal", [1999, 1, 500], 2500, [1999, 1, 500]],
    ["no discount", [100, 200], 0, [0, 0]],
    ["7 cents over 2500, 2500, 1", [2500, 2500, 1], 7, [4, 3, 0]],
  ])("%s", (_name, totals, discount, expected) => {
    const parts = spreadDiscount(totals, discount);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(discount);
    parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(totals[i] ?? 0));
  });
});
