/** Where a cart can go and how: delivery countries and fulfilment modes. */
import { eventPickupOpen, soldThroughEventShop } from "./event-shop";
import { FULFILMENT_MODES, type EventShopFacts, type FulfilmentMode, type ProductFacts, type ShopFacts } from "./types";

type CountryRule = Pick<ProductFacts, "countryRule" | "countries">;

/** The product's `country_rule` applied to its `countries` (codes compared in upper case). */
export function productAllowsCountry(product: CountryRule, country: string): boolean {
  const code = country.toUpperCase();
  if (product.countryRule === "all") return true;
  const listed = product.countries.some((c) => c.toUpperCase() === code);
  return product.countryRule === "only" ? listed : !listed;
}

/** Countries some delivery option of the shop serves and every product allows; sorted, unique. */
export function deliverableCountries(shop: Pick<ShopFacts, "delivery">, products: CountryRule[]): string[] {
  const served = new Set(shop.delivery.flatMap((o) => o.countries.map((c) => c.toUpperCase())));
  return [...served].filter((c) => products.every((p) => productAllowsCountry(p, c))).sort();
}

/**
 * Modes every product of the cart allows and the shop backs, in the fixed order delivery,
 * pickup_event, pickup_location. Delivery needs a delivery option, pickup_location a pickup
 * location, pickup_event an event shop with pickup open that sells every product of the cart.
 */
export function availableModes(
  shop: Pick<ShopFacts, "delivery" | "pickupLocations">,
  products: Pick<ProductFacts, "id" | "seller" | "fulfilmentModes">[],
  eventShop: EventShopFacts | null,
  now: Date,
): FulfilmentMode[] {
  const backed: Record<FulfilmentMode, boolean> = {
    delivery: shop.delivery.length > 0,
    pickup_location: shop.pickupLocations.length > 0,
    pickup_event: eventPickupOpen(eventShop, now) && products.every((p) => soldThroughEventShop(eventShop, p)),
  };
  return FULFILMENT_MODES.filter((m) => backed[m] && products.every((p) => p.fulfilmentModes.includes(m)));
}
