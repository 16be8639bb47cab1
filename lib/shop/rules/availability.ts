/**
 * What can be sold right now: pre-order windows, stock left after holds, and the catalogue's
 * `available` and `from_price_cents`.
 */
import { utcDay } from "./days";
import type { PreorderFacts, ProductFacts, VariantFacts } from "./types";

export type PreorderStatus = "open" | "closed";

export interface PreorderOut {
  status: PreorderStatus;
  ships_on: string;
  ends_on: string | null;
}

/**
 * Before `ships_on`: open through the whole UTC day of `ends_on` (until `ships_on` when it is
 * null), closed after. From `ships_on` on the product sells as normal: null.
 */
export function preorderStatus(preorder: PreorderFacts | null, now: Date): PreorderStatus | null {
  if (!preorder) return null;
  const today = utcDay(now);
  if (today >= preorder.shipsOn) return null;
  if (preorder.endsOn === null) return "open";
  return today <= preorder.endsOn ? "open" : "closed";
}

/** The `preorder` member of a product: null once it ships (or without a pre-order). */
export function preorderOut(preorder: PreorderFacts | null, now: Date): PreorderOut | null {
  const status = preorderStatus(preorder, now);
  if (!preorder || status === null) return null;
  return { status, ships_on: preorder.shipsOn, ends_on: preorder.endsOn };
}

/** Units a new order may take: stock less what open checkout sessions hold. */
export function unitsLeft(variant: Pick<VariantFacts, "stock" | "held">): number {
  return variant.stock === null ? Infinity : Math.max(0, variant.stock - variant.held);
}

/** Sellable: some unit left (held units count as taken) and the pre-order not closed. */
export function variantAvailable(
  variant: Pick<VariantFacts, "stock" | "held">,
  product: Pick<ProductFacts, "preorder">,
  now: Date,
): boolean {
  return unitsLeft(variant) > 0 && preorderStatus(product.preorder, now) !== "closed";
}

/** A product is available while one of its variants is. */
export function productAvailable(
  variants: Pick<VariantFacts, "stock" | "held">[],
  product: Pick<ProductFacts, "preorder">,
  now: Date,
): boolean {
  return variants.some((v) => variantAvailable(v, product, now));
}

/** Lowest price among available variants, among all when none is; 0 for a product without variants. */
export function fromPriceCents(
  variants: Pick<VariantFacts, "stock" | "held" | "priceCents">[],
  product: Pick<ProductFacts, "preorder">,
  now: Date,
): number {
  const available = variants.filter((v) => variantAvailable(v, product, now));
  const pool = available.length > 0 ? available : variants;
  if (pool.length === 0) return 0;
  return Math.min(...pool.map((v) => v.priceCents));
}
