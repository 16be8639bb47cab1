/**
 * Shops and event shops in the world file: every rule of "What the loader checks" for shops,
 * products and event shops refuses the file with its `path: message`; defaults; the "Days"
 * spellings; pickup cutoffs as instants or offsets from the event's start.
 */
import { describe, expect, it } from "vitest";
import { validateWorld } from "../../lib/world/validate";
import { P, V } from "../shop/world";
import { readJson } from "./snapshot";

const now = new Date("2026-03-20T23:30:00Z");
const HOUR = 3_600_000;

/** tests/worlds/shop.json: shops[0] Volt (promoter 20), [1] Bram, [2] Tresor (no delivery, not ready), [3] Ada, [4] Harbour, [5] Outside. */
const shopWorld = () => readJson("tests/worlds/shop.json");

function problemsOf(world: unknown): string[] {
  const r = validateWorld(world, now);
  if (r.ok) throw new Error("expected the world to be refused");
  return r.problems;
}

function resolved(world: unknown) {
  const r = validateWorld(world, now);
  if (!r.ok) throw new Error(r.problems.join("\n"));
  return r.world;
}

type World = ReturnType<typeof shopWorld>;
const REFUSALS: [string, (w: World) => void, string[]][] = [
  // Shops.
  ["the seller page exists", (w) => (w.shops[1].seller.id = 999), ["shops[1].seller.id: artist 999 is not in this world"]],
  ["one shop per page", (w) => (w.shops[1].seller = { type: "promoter", id: 20 }), ["shops[1].seller: duplicate shop for promoter 20 (one shop per page) (first at shops[0].seller)"]],
  ["currency is three capital letters", (w) => (w.shops[0].currency = "eur"), ["shops[0].currency: must be an ISO 4217 code in capitals (EUR)"]],
  ["ready_to_sell needs a payment_account", (w) => (w.shops[2].ready_to_sell = true), ["shops[2].ready_to_sell: a shop ready to sell needs a payment_account"]],
  [
    "installments need a payment_account",
    (w) => (w.shops[2].installments = { provider: "stripe", publishable_key: "pk_test_x", country: "DE", methods: ["klarna"] }),
    ["shops[2].installments: an instalment offer needs a payment_account"],
  ],
  [
    "shipping keys are unique across delivery and pickup",
    (w) => (w.shops[0].shipping.pickup_locations[0].key = "express"),
    ['shops[0].shipping.pickup_locations[0].key: duplicate shipping key "express" in this shop (first at shops[0].shipping.delivery[1].key)'],
  ],
  ["delivery countries are alpha-2", (w) => (w.shops[0].shipping.delivery[0].countries = ["DEU"]), ["shops[0].shipping.delivery[0].countries[0]: must be an ISO 3166-1 alpha-2 code in capitals (DE)"]],
  ["a delivery option serves a country", (w) => (w.shops[0].shipping.delivery[0].countries = []), ["shops[0].shipping.delivery[0].countries: a delivery option serves at least one country"]],
  [
    "coupon codes are unique, case-insensitively",
    (w) => (w.shops[0].coupons[1].code = "volt10"),
    ['shops[0].coupons[1].code: duplicate coupon code "volt10" in this shop (codes are compared case-insensitively) (first at shops[0].coupons[0].code)'],
  ],
  ["a coupon takes not both percent and amount", (w) => (w.shops[0].coupons[0].amount_cents = 100), ["shops[0].coupons[0]: give exactly one of percent and amount_cents, not both"]],
  ["a coupon takes one of percent and amount", (w) => (w.shops[0].coupons[0].percent = null), ["shops[0].coupons[0]: give exactly one of percent (1 to 100) and amount_cents (above 0)"]],
  ["percent is at most 100", (w) => (w.shops[0].coupons[0].percent = 101), ["shops[0].coupons[0].percent: must be 1 to 100"]],
  ["percent is at least 1", (w) => (w.shops[0].coupons[0].percent = 0), ["shops[0].coupons[0].percent: must be 1 to 100"]],
  ["amount_cents is above 0", (w) => (w.shops[0].coupons[1].amount_cents = 0), ["shops[0].coupons[1].amount_cents: must be at least 1"]],
  ["uses at most max_uses", (w) => (w.shops[0].coupons[4].uses = 6), ["shops[0].coupons[4].uses: 6 is more than max_uses 5"]],
  ["starts_at before ends_at", (w) => (w.shops[0].coupons[0].ends_at = "now-10d"), ["shops[0].coupons[0].ends_at: is not after starts_at"]],
  // Products.
  ["a product has a variant", (w) => (w.shops[0].products[1].variants = []), ["shops[0].products[1].variants: a product has at least one variant"]],
  ["slugs are unique in the shop", (w) => (w.shops[0].products[1].slug = "volt-tee"), ['shops[0].products[1].slug: duplicate slug "volt-tee" in this shop (first at shops[0].products[0].slug)']],
  [
    "one value per option name",
    (w) => (w.shops[0].products[0].variants[0].options = ["S", "Red"]),
    ['shops[0].products[0].variants[0].options: has 2 values for 1 option name ["Size"]: give one value per option name'],
  ],
  [
    "no two variants with the same values",
    (w) => (w.shops[0].products[0].variants[1].options = ["S"]),
    ['shops[0].products[0].variants[1].options: duplicate variant with options ["S"] (first at shops[0].products[0].variants[0].options)'],
  ],
  ["price_cents is whole", (w) => (w.shops[0].products[1].variants[0].price_cents = 15.5), ["shops[0].products[1].variants[0].price_cents: must be a whole number"]],
  ["stock is never negative", (w) => (w.shops[0].products[1].variants[0].stock = -1), ["shops[0].products[1].variants[0].stock: must not be negative"]],
  ["max_per_order is at least 1", (w) => (w.shops[0].products[1].variants[0].max_per_order = 0), ["shops[0].products[1].variants[0].max_per_order: must be at least 1"]],
  ["preparation_days is never negative", (w) => (w.shops[0].products[1].preparation_days = -2), ["shops[0].products[1].preparation_days: must not be negative"]],
  ['countries are empty for "all"', (w) => (w.shops[0].products[0].countries = ["DE"]), ['shops[0].products[0].countries: must be empty for country_rule "all"']],
  ['countries are given for "only"', (w) => (w.shops[0].products[2].countries = []), ['shops[0].products[2].countries: country_rule "only" needs at least one country']],
  ['countries are given for "except"', (w) => (w.shops[0].products[1].countries = []), ['shops[0].products[1].countries: country_rule "except" needs at least one country']],
  ["fulfilment_modes is not empty", (w) => (w.shops[0].products[1].fulfilment_modes = []), ["shops[0].products[1].fulfilment_modes: a product has at least one fulfilment mode"]],
  ["fulfilment_modes are the three names", (w) => (w.shops[0].products[1].fulfilment_modes = ["post"]), ["shops[0].products[1].fulfilment_modes[0]: must be delivery, pickup_event or pickup_location"]],
  ["delivery needs a delivery option", (w) => (w.shops[2].products[0].fulfilment_modes = ["delivery"]), ["shops[2].products[0].fulfilment_modes[0]: delivery needs a delivery option in the shop"]],
  [
    "pickup_location needs a pickup location",
    (w) => (w.shops[1].products[0].fulfilment_modes = ["delivery", "pickup_location"]),
    ["shops[1].products[0].fulfilment_modes[1]: pickup_location needs a pickup location in the shop"],
  ],
  ["ends_on is not after ships_on", (w) => (w.shops[0].products[2].preorder = { ships_on: "2026-05-01", ends_on: "2026-05-02" }), ["shops[0].products[2].preorder.ends_on: 2026-05-02 is after ships_on 2026-05-01"]],
  [
    "a day takes no time of day",
    (w) => (w.shops[0].products[2].preorder.ships_on = "now+20d@10:00"),
    ['shops[0].products[2].preorder.ships_on: "now+20d@10:00" is not a day (a day takes no time of day: no @): use 2026-12-20, now, now+20d or now-2d'],
  ],
  ["a day is a calendar day", (w) => (w.shops[0].products[2].preorder.ships_on = "2026-02-30"), ['shops[0].products[2].preorder.ships_on: "2026-02-30" is not a calendar day']],
  ["product ids are unique in the world", (w) => (w.shops[1].products[0].id = P.tee), [`shops[1].products[0].id: duplicate product id ${P.tee} (first at shops[0].products[0].id)`]],
  [
    "variant ids are unique in the world",
    (w) => (w.shops[4].products[0].variants[0].id = V.teeS.toUpperCase()),
    [`shops[4].products[0].variants[0].id: duplicate variant id ${V.teeS.toUpperCase()} (first at shops[0].products[0].variants[0].id)`],
  ],
  // Event shops.
  ["the event exists", (w) => (w.event_shops[1].event = 999), ["event_shops[1].event: event 999 is not in this world"]],
  ["one event shop per event", (w) => (w.event_shops[1].event = 100), ["event_shops[1].event: duplicate event shop for event 100 (one per event) (first at event_shops[0].event)"]],
  ["the payee has a shop", (w) => w.shops.splice(5, 1), ["event_shops[1].event: promoter 22, the payee of event 101, has no shop"]],
  ["listed products are the payee's", (w) => (w.event_shops[2].products = [P.tee, P.zine]), [`event_shops[2].products[1]: product ${P.zine} is not a product of promoter 20's shop`]],
  [
    "listed products are published",
    (w) => (w.event_shops[2].products = [P.draft]),
    [`event_shops[2].products[0]: product ${P.draft} is a draft (published false): an event shop lists only published products`],
  ],
  [
    "cutoff_at is spelled right",
    (w) => (w.event_shops[0].pickup.cutoff_at = "3 hours before"),
    [
      'event_shops[0].pickup.cutoff_at: "3 hours before" is not a time: use an ISO instant with Z or an offset (2026-12-05T21:00:00Z), now, now+3d, now-2h, now+1w2d3h30m or now+10d@22:00, or an offset from the event\'s start such as +2h30m',
    ],
  ],
];

describe("the loader refuses a shop world that breaks a rule, with path: message", () => {
  it("accepts tests/worlds/shop.json as it is", () => {
    expect(resolved(shopWorld()).shops).toHaveLength(6);
  });

  it.each(REFUSALS)("%s", (_rule, mutate, expected) => {
    const w = shopWorld();
    mutate(w);
    expect(problemsOf(w)).toEqual(expected);
  });
});

describe("defaults", () => {
  /** The smallest shop the format allows, and an event shop naming only its event. */
  function minimal() {
    const w = shopWorld();
    w.shops = [
      {
        seller: { type: "promoter", id: 20 },
        currency: "EUR",
        legal_name: "Volt Collective GmbH",
        address: "Torstrasse 1, 10119 Berlin, DE",
        contact_email: "shop@volt.test",
        vat_regime: "standard",
        return_shipping_paid_by: "seller",
        shipping: { delivery: [{ key: "standard", name: "Parcel", countries: ["DE"], amount_cents: 490, min_days: 2, max_days: 4 }] },
        coupons: [{ code: "TEN", percent: 10 }],
        products: [{ slug: "tee", title: "Tee", variants: [{ price_cents: 2500 }], fulfilment_modes: ["delivery"], manufacturer: { name: "M", address: "A", email: "m@m.test" } }],
      },
    ];
    w.event_shops = [{ event: 100 }];
    return w;
  }

  it("fills what a shop, coupon, product, variant and event shop leave out", () => {
    const world = resolved(minimal());
    const [shop] = world.shops;
    expect(shop).toMatchObject({ open: true, ready_to_sell: false, payment_account: null, company_number: null, installments: null });
    expect(shop!.shipping).toEqual({ delivery: [{ key: "standard", name: "Parcel", carrier: null, countries: ["DE"], amount_cents: 490, min_days: 2, max_days: 4 }], pickup_locations: [] });
    expect(shop!.coupons).toEqual([{ code: "TEN", percent: 10, amount_cents: null, min_subtotal_cents: 0, starts_at: null, ends_at: null, max_uses: null, uses: 0 }]);
    const [product] = shop!.products;
    expect(product).toMatchObject({ description: "", images: [], options: [], published: true, exclusive: false, country_rule: "all", countries: [], eu_responsible: null, safety_info: null, preparation_days: 0, preorder: null });
    expect(product!.variants[0]).toMatchObject({ options: [], stock: null, max_per_order: 10 });
    expect(world.event_shops).toEqual([{ event: 100, open: true, products: "all", pickup: null }]);
  });

  it("derives the same uuids for products and variants left without one, different per product", () => {
    const a = resolved(minimal()).shops[0]!.products[0]!;
    const b = resolved(minimal()).shops[0]!.products[0]!;
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.id).toBe(a.id);
    expect(b.variants[0]!.id).toBe(a.variants[0]!.id);
    expect(a.variants[0]!.id).not.toBe(a.id);
    const w = minimal();
    w.shops[0].products.push({ ...w.shops[0].products[0], slug: "tee-2" });
    const two = resolved(w).shops[0]!.products;
    expect(two[1]!.id).not.toBe(two[0]!.id);
    expect(two[1]!.variants[0]!.id).not.toBe(two[0]!.variants[0]!.id);
  });
});

describe("days and cutoffs", () => {
  const vinylWith = (preorder: unknown) => {
    const w = shopWorld();
    w.shops[0].products[2].preorder = preorder;
    return resolved(w).shops[0]!.products[2]!.preorder;
  };

  it("reads a day as written, and now+Nd as the UTC calendar day of that instant", () => {
    expect(vinylWith({ ships_on: "2026-12-20", ends_on: "2026-12-20" })).toEqual({ ships_on: "2026-12-20", ends_on: "2026-12-20" });
    // now is 23:30 UTC: one hour later is the next UTC day.
    expect(vinylWith({ ships_on: "now+1h", ends_on: "now" })).toEqual({ ships_on: "2026-03-21", ends_on: "2026-03-20" });
    expect(vinylWith({ ships_on: "now+20d", ends_on: null })).toEqual({ ships_on: "2026-04-09", ends_on: null });
    expect(vinylWith({ ships_on: "now+2d" })).toEqual({ ships_on: "2026-03-22", ends_on: null });
  });

  const cutoffWith = (cutoff: string) => {
    const w = shopWorld();
    w.event_shops[0].pickup.cutoff_at = cutoff;
    const world = resolved(w);
    const start = world.events.find((e) => e.id === 100)!.starts_at!;
    return world.event_shops[0]!.pickup!.cutoff_at.getTime() - start.getTime();
  };

  it("takes cutoff_at as a signed offset from the event's start, or as an instant", () => {
    expect(cutoffWith("-3h")).toBe(-3 * HOUR);
    expect(cutoffWith("+30m")).toBe(HOUR / 2);
    expect(cutoffWith("-1d2h")).toBe(-26 * HOUR);
    const w = shopWorld();
    w.event_shops[0].pickup.cutoff_at = "2026-04-01T18:00:00Z";
    expect(resolved(w).event_shops[0]!.pickup!.cutoff_at.toISOString()).toBe("2026-04-01T18:00:00.000Z");
    w.event_shops[0].pickup.cutoff_at = "now+2h";
    expect(resolved(w).event_shops[0]!.pickup!.cutoff_at.getTime()).toBe(now.getTime() + 2 * HOUR);
  });
});
