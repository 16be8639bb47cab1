/**
 * What resolving fills in where the world file leaves it out: ids, assigned deterministically so
 * the same file always loads the same ids, and defaults.
 */
import { createHash } from "node:crypto";

/** A stable uuid (version-5 layout) derived from a name: the same world always gets the same ids. */
export function derivedUuid(name: string): string {
  const h = createHash("sha256").update(`world:${name}`).digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Ids for items without one: after the largest given id, in document order. */
export function idAssigner(given: Iterable<number | undefined>): (id: number | undefined) => number {
  let next = 1;
  for (const id of given) if (id !== undefined && id >= next) next = id + 1;
  return (id) => id ?? next++;
}

/** `v`, unless it is absent or null: then `fallback` (an absent updated_at, for one, is now). */
export const must = <T>(v: T | null | undefined, fallback: T): T => (v === undefined || v === null ? fallback : v);

/** A product without id: derived from its shop's seller and its slug (unique in the shop). */
export const productUuid = (sellerType: string, sellerId: number, slug: string) => derivedUuid(`product:${sellerType}:${sellerId}:${slug}`);
/** A variant without id: derived from its product and position. */
export const variantUuid = (productId: string, position: number) => derivedUuid(`variant:${productId}:${position}`);
