/** The shipping options a cart is offered for a mode. */
import type { EventShopFacts, FulfilmentMode, ProductFacts, ShippingOptionOut, ShopFacts } from "./types";

export const EVENT_PICKUP_KEY = "event";

/** The cart's largest preparation time: every parcel leaves when its slowest product is ready. */
export function preparationDays(products: Pick<ProductFacts, "preparationDays">[]): number {
  return products.reduce((max, p) => Math.max(max, p.preparationDays), 0);
}

/**
 * Options for `mode`: delivery options serving `country` (in the shop's order), the shop's pickup
 * locations, or the one pickup at the event. Delivery and pickup-location days include the cart's
 * preparation days; pickup at the event is ready by the event (checked as not_ready_for_event).
 */
export function shippingOptions(
  mode: FulfilmentMode,
  shop: Pick<ShopFacts, "delivery" | "pickupLocations">,
  products: Pick<ProductFacts, "preparationDays">[],
  eventShop: EventShopFacts | null,
  country: string | null | undefined,
): ShippingOptionOut[] {
  const prep = preparationDays(products);
  if (mode === "delivery") {
    const code = country?.toUpperCase();
    if (!code) return [];
    return shop.delivery
      .filter((o) => o.countries.some((c) => c.toUpperCase() === code))
      .map((o) => ({
        key: o.key,
        kind: "delivery",
        name: o.name,
        carrier: o.carrier,
        amount_cents: o.amountCents,
        min_days: o.minDays + prep,
        max_days: o.maxDays + prep,
        pickup_address: null,
        instructions: null,
      }));
  }
  if (mode === "pickup_location") {
    return shop.pickupLocations.map((l) => ({
      key: l.key,
      kind: "pickup_location",
      name: l.name,
      carrier: null,
      amount_cents: l.amountCents,
      min_days: l.minDays + prep,
      max_days: l.maxDays + prep,
      pickup_address: l.address,
      instructions: l.instructions,
    }));
  }
  if (!eventShop) return [];
  return [
    {
      key: EVENT_PICKUP_KEY,
      kind: "pickup_event",
      name: "Pickup at the event",
      carrier: null,
      amount_cents: 0,
      min_days: 0,
      max_days: 0,
      pickup_address: null,
      instructions: eventShop.pickup?.instructions ?? null,
    },
  ];
}
