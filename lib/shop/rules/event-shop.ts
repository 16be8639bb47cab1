/** What an event shop adds to a cart: its exclusives and pickup at the event. */
import { sellerKey, type EventShopFacts, type ProductFacts } from "./types";

/**
 * The event shop lists this product, open or not: a product of the payee promoter's shop, in the
 * event shop's selection (every product when the selection is "all", exclusives included).
 */
export function eventShopIncludes(
  eventShop: EventShopFacts | null,
  product: Pick<ProductFacts, "id" | "seller">,
): eventShop is EventShopFacts {
  if (!eventShop) return false;
  if (sellerKey(product.seller) !== sellerKey(eventShop.seller)) return false;
  return eventShop.productIds === null || eventShop.productIds.includes(product.id);
}

/** The open event shop sells this product. */
export function soldThroughEventShop(
  eventShop: EventShopFacts | null,
  product: Pick<ProductFacts, "id" | "seller">,
): boolean {
  return eventShopIncludes(eventShop, product) && eventShop.open;
}

/** Pickup at the event is open: the event shop is open, its pickup too, and the cutoff is ahead. */
export function eventPickupOpen(eventShop: EventShopFacts | null, now: Date): boolean {
  if (!eventShop || !eventShop.open || !eventShop.pickup) return false;
  return eventShop.pickup.open && now.getTime() < eventShop.pickup.cutoffAt.getTime();
}
