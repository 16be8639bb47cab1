/** Small builders of the plain data the shop rules read; each test overrides what it is about. */
import type {
  CartFacts,
  CouponFacts,
  EventShopFacts,
  ProductFacts,
  SellerRef,
  ShopFacts,
  VariantFacts,
} from "@/lib/shop/rules/types";

export const NOW = new Date("2026-06-10T12:00:00Z");
export const PROMOTER: SellerRef = { type: "promoter", id: 20 };
export const ARTIST: SellerRef = { type: "artist", id: 30 };

export const at = (iso: string) => new Date(iso);
export const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

export function shop(over: Partial<ShopFacts> = {}): ShopFacts {
  return {
    seller: PROMOTER,
    open: true,
    readyToSell: true,
    currency: "EUR",
    delivery: [
      { key: "standard", name: "Parcel", carrier: "DHL", countries: ["DE", "AT"], amountCents: 490, minDays: 2, maxDays: 4 },
      { key: "express", name: "Express", carrier: "UPS", countries: ["DE"], amountCents: 990, minDays: 1, maxDays: 2 },
      { key: "europe", name: "Europe", carrier: "DHL", countries: ["FR", "NL"], amountCents: 1290, minDays: 4, maxDays: 8 },
    ],
    pickupLocations: [
      {
        key: "office",
        name: "Volt office",
        address: "Torstrasse 1, 10119 Berlin",
        instructions: "Mon-Fri 10-18",
        amountCents: 0,
        minDays: 1,
        maxDays: 2,
      },
    ],
    ...over,
  };
}

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${++serial}`;

export function product(over: Partial<ProductFacts> = {}): ProductFacts {
  return {
    id: nextId("p"),
    seller: PROMOTER,
    title: "Volt Tee",
    options: ["Size"],
    published: true,
    exclusive: false,
    fulfilmentModes: ["delivery", "pickup_event", "pickup_location"],
    countryRule: "all",
    countries: [],
    preparationDays: 0,
    preorder: null,
    ...over,
  };
}

export function variant(p: ProductFacts, over: Partial<VariantFacts> = {}): VariantFacts {
  return {
    id: nextId("v"),
    productId: p.id,
    options: p.options.map(() => "M"),
    priceCents: 2500,
    stock: 40,
    held: 0,
    maxPerOrder: 10,
    ...over,
  };
}

export function eventShop(over: Partial<EventShopFacts> = {}): EventShopFacts {
  return {
    eventId: 100,
    startsAt: at("2026-06-20T20:00:00Z"),
    open: true,
    productIds: null,
    seller: PROMOTER,
    pickup: { open: true, cutoffAt: at("2026-06-20T17:00:00Z"), instructions: "Merch desk by the entrance" },
    ...over,
  };
}

export function coupon(over: Partial<CouponFacts> = {}): CouponFacts {
  return {
    code: "VOLT10",
    percent: 10,
    amountCents: null,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    uses: 0,
    ...over,
  };
}

export interface Item {
  product: ProductFacts;
  variant: VariantFacts;
}

/** One product with one variant. */
export function item(p: Partial<ProductFacts> = {}, v: Partial<VariantFacts> = {}): Item {
  const prod = product(p);
  return { product: prod, variant: variant(prod, v) };
}

/** The facts of a cart of these items, the shops of their sellers found. */
export function facts(items: Item[], over: Partial<Omit<CartFacts, "shops">> & { shops?: ShopFacts[] } = {}): CartFacts {
  const { shops = [shop()], ...rest } = over;
  return {
    now: NOW,
    variants: new Map(items.map((i) => [i.variant.id, i])),
    shops: new Map(shops.map((s) => [`${s.seller.type}:${s.seller.id}`, s])),
    eventShop: null,
    coupon: null,
    couponElsewhere: false,
    ...rest,
  };
}
