import { describe, expect, it } from "vitest";
import { availableModes, deliverableCountries, productAllowsCountry } from "@/lib/shop/rules/countries";
import type { EventShopFacts, FulfilmentMode, ProductFacts, ShopFacts } from "@/lib/shop/rules/types";
import { ARTIST, NOW, eventShop, hoursFromNow, product, shop } from "./facts";

describe("productAllowsCountry", () => {
  it.each<[ProductFacts["countryRule"], string[], string, boolean]>([
    ["all", [], "DE", true],
    ["only", ["DE", "AT"], "DE", true],
    ["only", ["DE", "AT"], "FR", false],
    ["only", ["DE"], "de", true],
    ["except", ["FR"], "FR", false],
    ["except", ["FR"], "DE", true],
    ["except", ["FR"], "fr", false],
  ])("%s %j, %s: %s", (countryRule, countries, country, expected) => {
    expect(productAllowsCountry({ countryRule, countries }, country)).toBe(expected);
  });
});

describe("deliverableCountries", () => {
  const rule = (countryRule: ProductFacts["countryRule"], countries: string[] = []) => ({ countryRule, countries });
  it.each<[string, Pick<ShopFacts, "delivery">, ReturnType<typeof rule>[], string[]]>([
    ["every served country, sorted and unique", shop(), [rule("all")], ["AT", "DE", "FR", "NL"]],
    ["one product limits to only DE, FR", shop(), [rule("all"), rule("only", ["DE", "FR", "US"])], ["DE", "FR"]],
    ["one product excludes AT", shop(), [rule("except", ["AT"])], ["DE", "FR", "NL"]],
    ["products disagree: none", shop(), [rule("only", ["DE"]), rule("only", ["AT"])], []],
    ["no delivery option", shop({ delivery: [] }), [rule("all")], []],
  ])("%s", (_name, s, products, expected) => {
    expect(deliverableCountries(s, products)).toEqual(expected);
  });
});

describe("availableModes", () => {
  const all: FulfilmentMode[] = ["delivery", "pickup_event", "pickup_location"];
  const p = (fulfilmentModes: FulfilmentMode[] = all, over: Partial<ProductFacts> = {}) =>
    product({ fulfilmentModes, ...over });
  const closedPickup: EventShopFacts = eventShop({ pickup: { open: false, cutoffAt: hoursFromNow(48), instructions: null } });
  it.each<[string, Partial<ShopFacts>, ProductFacts[], EventShopFacts | null, FulfilmentMode[]]>([
    ["every mode, in the fixed order", {}, [p()], eventShop(), ["delivery", "pickup_event", "pickup_location"]],
    ["no event shop: no pickup at the event", {}, [p()], null, ["delivery", "pickup_location"]],
    ["pickup closed", {}, [p()], closedPickup, ["delivery", "pickup_location"]],
    ["no pickup at the event", {}, [p()], eventShop({ pickup: null }), ["delivery", "pickup_location"]],
    ["cutoff passed", {}, [p()], eventShop({ pickup: { open: true, cutoffAt: NOW, instructions: null } }), ["delivery", "pickup_location"]],
    ["cutoff a second ahead", {}, [p()], eventShop({ pickup: { open: true, cutoffAt: new Date(NOW.getTime() + 1000), instructions: null } }), all],
    ["event shop closed", {}, [p()], eventShop({ open: false }), ["delivery", "pickup_location"]],
    ["event shop of another seller", {}, [p()], eventShop({ seller: ARTIST }), ["delivery", "pickup_location"]],
    ["product outside the event's selection", {}, [p(all, { id: "p-out" })], eventShop({ productIds: ["p-other"] }), ["delivery", "pickup_location"]],
    ["product in the event's selection", {}, [p(all, { id: "p-in" })], eventShop({ productIds: ["p-in"] }), all],
    ["one product delivery only", {}, [p(), p(["delivery"])], eventShop(), ["delivery"]],
    ["products share no mode", {}, [p(["delivery"]), p(["pickup_location"])], eventShop(), []],
    ["shop without delivery options", { delivery: [] }, [p()], null, ["pickup_location"]],
    ["shop without pickup locations", { pickupLocations: [] }, [p()], eventShop(), ["delivery", "pickup_event"]],
  ])("%s", (_name, shopOver, products, es, expected) => {
    expect(availableModes(shop(shopOver), products, es, NOW)).toEqual(expected);
  });
});
