/** Coupons: when one applies and how much it takes off (spread over the lines by lib/checkout/spread-discount.ts). */
import type { CartFacts, CouponFacts } from "./types";

export type CouponReason =
  | "coupon_unknown"
  | "coupon_other_shop"
  | "coupon_not_started"
  | "coupon_expired"
  | "coupon_used_up"
  | "coupon_below_minimum";

/**
 * Why the coupon does not apply to this cart, or null when it does. `coupon` is the one found
 * in the cart's shop (null: none); `couponElsewhere` tells whether another shop has the code.
 */
export function couponRefusal(
  coupon: CouponFacts | null,
  facts: Pick<CartFacts, "couponElsewhere">,
  subtotalCents: number,
  now: Date,
): CouponReason | null {
  if (!coupon) return facts.couponElsewhere ? "coupon_other_shop" : "coupon_unknown";
  const t = now.getTime();
  if (coupon.startsAt && t < coupon.startsAt.getTime()) return "coupon_not_started";
  if (coupon.endsAt && t >= coupon.endsAt.getTime()) return "coupon_expired";
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return "coupon_used_up";
  if (subtotalCents < coupon.minSubtotalCents) return "coupon_below_minimum";
  return null;
}

/**
 * Cents off the subtotal (never the shipping), at most the whole subtotal. A percent rounds to the
 * nearest cent, halves up, computed in integers so 7% of 1999 is 140 on every platform.
 */
export function couponDiscountCents(coupon: Pick<CouponFacts, "percent" | "amountCents">, subtotalCents: number): number {
  const off =
    coupon.percent !== null
      ? Math.floor((subtotalCents * coupon.percent + 50) / 100)
      : (coupon.amountCents ?? 0);
  return Math.max(0, Math.min(off, subtotalCents));
}
