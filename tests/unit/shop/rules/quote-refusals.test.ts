/** Every refusal of quoteCart, and which check answers when several fail (the guide's order). */
import { describe, expect, it } from "vitest";
import { quoteCart } from "@/lib/shop/rules/quote";
import type { CartFacts, CartInput, FulfilmentMode } from "@/lib/shop/rules/types";
import { ARTIST, NOW, coupon, eventShop, facts, hoursFromNow, item, shop, type Item } from "./facts";

interface Case {
  input: CartInput;
  facts: CartFacts;
}
interface Expected {
  status?: number;
  reason: string;
  param?: string;
  extra?: Record<string, unknown>;
}

const cart = (items: Item[], input: Partial<CartInput> = {}, quantities: number[] = []): CartInput => ({
  lines: items.map((i, n) => ({ variant_id: i.variant.id, quantity: quantities[n] ?? 1 })),
  mode: "delivery",
  country: "DE",
  ...input,
});
const allModes: FulfilmentMode[] = ["delivery", "pickup_event", "pickup_location"];
const modesExtra = (available_modes: FulfilmentMode[], deliverable_countries = ["AT", "DE", "FR", "NL"]) => ({
  available_modes,
  deliverable_countries,
});

/** Each row builds fresh items (new ids), so rows never share state. */
const rows: [string, () => Case, Expected][] = [
  // 1. duplicate variant
  ["duplicate variant id", () => {
    const a = item();
    return { input: cart([a, a]), facts: facts([a]) };
  }, { reason: "invalid_cart", param: "lines.1.variant_id", extra: {} }],
  ["duplicate beats an unknown variant", () => {
    const a = item(); const ghost = item();
    return { input: cart([ghost, a, a]), facts: facts([a]) };
  }, { reason: "invalid_cart", param: "lines.2.variant_id", extra: {} }],
  // 2. unavailable
  ["unknown variant", () => {
    const a = item(); const ghost = item();
    return { input: cart([a, ghost]), facts: facts([a]) };
  }, { reason: "unavailable", param: "lines.1.variant_id", extra: {} }],
  ["unpublished product", () => {
    const a = item({ published: false });
    return { input: cart([a]), facts: facts([a]) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["exclusive without an event", () => {
    const a = item({ exclusive: true });
    return { input: cart([a]), facts: facts([a]) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["exclusive, event shop closed", () => {
    const a = item({ exclusive: true });
    return { input: cart([a], { event_id: 100 }), facts: facts([a], { eventShop: eventShop({ open: false }) }) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["exclusive, event shop of another seller", () => {
    const a = item({ exclusive: true });
    return { input: cart([a], { event_id: 100 }), facts: facts([a], { eventShop: eventShop({ seller: ARTIST }) }) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["exclusive outside the event's selection", () => {
    const a = item({ exclusive: true });
    return { input: cart([a], { event_id: 100 }), facts: facts([a], { eventShop: eventShop({ productIds: ["other"] }) }) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["shop closed, no event", () => {
    const a = item();
    return { input: cart([a]), facts: facts([a], { shops: [shop({ open: false })] }) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["seller without a shop", () => {
    const a = item();
    return { input: cart([a]), facts: facts([a], { shops: [] }) };
  }, { reason: "unavailable", param: "lines.0.variant_id", extra: {} }],
  ["unavailable beats mixed sellers", () => {
    const a = item({ seller: ARTIST }); const b = item(); const ghost = item();
    return { input: cart([a, b, ghost]), facts: facts([a, b], { shops: [shop(), shop({ seller: ARTIST })] }) };
  }, { reason: "unavailable", param: "lines.2.variant_id", extra: {} }],
  // 3. mixed sellers
  ["two sellers", () => {
    const a = item(); const b = item({ seller: ARTIST });
    return { input: cart([a, b]), facts: facts([a, b], { shops: [shop(), shop({ seller: ARTIST })] }) };
  }, { reason: "mixed_sellers", param: "lines.1.variant_id", extra: {} }],
  ["mixed sellers beats not ready", () => {
    const a = item(); const b = item({ seller: ARTIST });
    return { input: cart([a, b]), facts: facts([a, b], { shops: [shop({ readyToSell: false }), shop({ seller: ARTIST })] }) };
  }, { reason: "mixed_sellers", param: "lines.1.variant_id", extra: {} }],
  // 4. not ready
  ["shop not ready to sell", () => {
    const a = item();
    return { input: cart([a]), facts: facts([a], { shops: [shop({ readyToSell: false })] }) };
  }, { status: 409, reason: "not_ready" }],
  ["not ready beats a closed pre-order", () => {
    const a = item({ preorder: { shipsOn: "2026-06-20", endsOn: "2026-06-09" } });
    return { input: cart([a]), facts: facts([a], { shops: [shop({ readyToSell: false })] }) };
  }, { status: 409, reason: "not_ready" }],
  // 5. pre-order closed
  ["pre-order closed", () => {
    const a = item(); const b = item({ preorder: { shipsOn: "2026-06-20", endsOn: "2026-06-09" } });
    return { input: cart([a, b]), facts: facts([a, b]) };
  }, { reason: "preorder_closed", param: "lines.1.variant_id", extra: {} }],
  ["pre-order closed beats max per order on an earlier line", () => {
    const a = item({}, { maxPerOrder: 1 }); const b = item({ preorder: { shipsOn: "2026-06-20", endsOn: "2026-06-09" } });
    return { input: cart([a, b], {}, [2, 1]), facts: facts([a, b]) };
  }, { reason: "preorder_closed", param: "lines.1.variant_id", extra: {} }],
  // 6. max per order
  ["above max per order", () => {
    const a = item({}, { maxPerOrder: 4 });
    return { input: cart([a], {}, [5]), facts: facts([a]) };
  }, { reason: "max_per_order", param: "lines.0.quantity", extra: { max: 4 } }],
  ["max per order beats out of stock", () => {
    const a = item({}, { stock: 1 }); const b = item({}, { maxPerOrder: 2 });
    return { input: cart([a, b], {}, [3, 3]), facts: facts([a, b]) };
  }, { reason: "max_per_order", param: "lines.1.quantity", extra: { max: 2 } }],
  // 7. out of stock
  ["more than stock less holds", () => {
    const a = item({}, { stock: 5, held: 3 });
    return { input: cart([a], {}, [3]), facts: facts([a]) };
  }, { reason: "out_of_stock", param: "lines.0.quantity", extra: { available: 2 } }],
  ["0 stock", () => {
    const a = item({}, { stock: 0 });
    return { input: cart([a]), facts: facts([a]) };
  }, { reason: "out_of_stock", param: "lines.0.quantity", extra: { available: 0 } }],
  ["held equal stock", () => {
    const a = item({}, { stock: 2, held: 2 });
    return { input: cart([a]), facts: facts([a]) };
  }, { reason: "out_of_stock", param: "lines.0.quantity", extra: { available: 0 } }],
  ["out of stock beats the mode", () => {
    const a = item({ fulfilmentModes: ["pickup_location"] }, { stock: 0 });
    return { input: cart([a]), facts: facts([a]) };
  }, { reason: "out_of_stock", param: "lines.0.quantity", extra: { available: 0 } }],
  // 8. mode and country
  ["delivery without a country", () => {
    const a = item();
    return { input: cart([a], { country: undefined }), facts: facts([a]) };
  }, { reason: "country_required", param: "country", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["country required beats mode not allowed", () => {
    const a = item({ fulfilmentModes: ["pickup_location"] });
    return { input: cart([a], { country: undefined }), facts: facts([a]) };
  }, { reason: "country_required", param: "country", extra: modesExtra(["pickup_location"]) }],
  ["delivery for a pickup-only product", () => {
    const a = item({ fulfilmentModes: ["pickup_location"] });
    return { input: cart([a]), facts: facts([a]) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["pickup_location"]) }],
  ["delivery from a shop without delivery options", () => {
    const a = item();
    return { input: cart([a]), facts: facts([a], { shops: [shop({ delivery: [] })] }) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["pickup_location"], []) }],
  ["delivery to a country no option serves", () => {
    const a = item();
    return { input: cart([a], { country: "US" }), facts: facts([a]) };
  }, { reason: "country_not_allowed", param: "country", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["delivery to a country the product excludes", () => {
    const a = item({ countryRule: "except", countries: ["AT"] });
    return { input: cart([a], { country: "AT" }), facts: facts([a]) };
  }, { reason: "country_not_allowed", param: "country", extra: modesExtra(["delivery", "pickup_location"], ["DE", "FR", "NL"]) }],
  ["pickup location from a shop without one", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_location" }), facts: facts([a], { shops: [shop({ pickupLocations: [] })] }) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery"]) }],
  ["pickup at the event without event_id", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_event" }), facts: facts([a]) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["pickup at an event without an event shop", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a]) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["pickup at the event for a product without it", () => {
    const a = item({ fulfilmentModes: ["delivery"] });
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: eventShop() }) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery"]) }],
  ["pickup at another seller's event", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: eventShop({ seller: ARTIST }) }) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["pickup at the event for a product outside its selection", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: eventShop({ productIds: ["other"] }) }) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["closed pickup, product outside the event's selection: not allowed", () => {
    const a = item();
    const es = eventShop({ productIds: ["other"], pickup: { open: false, cutoffAt: hoursFromNow(48), instructions: null } });
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: es }) };
  }, { reason: "mode_not_allowed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["event pickup closed", () => {
    const a = item();
    const es = eventShop({ pickup: { open: false, cutoffAt: hoursFromNow(48), instructions: null } });
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: es }) };
  }, { reason: "pickup_closed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["event pickup past its cutoff", () => {
    const a = item();
    const es = eventShop({ pickup: { open: true, cutoffAt: NOW, instructions: null } });
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: es }) };
  }, { reason: "pickup_closed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["event without pickup", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: eventShop({ pickup: null }) }) };
  }, { reason: "pickup_closed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  ["event shop closed", () => {
    const a = item();
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: eventShop({ open: false }) }) };
  }, { reason: "pickup_closed", param: "mode", extra: modesExtra(["delivery", "pickup_location"]) }],
  // 9. ready for the event (event on 2026-06-20, today 2026-06-10)
  ["preparation ends the day after the event", () => {
    const a = item({ preparationDays: 11 });
    return { input: cart([a], { mode: "pickup_event", event_id: 100 }), facts: facts([a], { eventShop: eventShop() }) };
  }, { reason: "not_ready_for_event", param: "mode" }],
  ["pre-order ships the day after the event", () => {
    const a = item(); const b = item({ preorder: { shipsOn: "2026-06-21", endsOn: null } });
    return { input: cart([a, b], { mode: "pickup_event", event_id: 100 }), facts: facts([a, b], { eventShop: eventShop() }) };
  }, { reason: "not_ready_for_event", param: "mode" }],
  ["not ready for the event beats an unknown method", () => {
    const a = item({ preparationDays: 30 });
    return { input: cart([a], { mode: "pickup_event", event_id: 100, method_key: "nope" }), facts: facts([a], { eventShop: eventShop() }) };
  }, { reason: "not_ready_for_event", param: "mode" }],
  // 10. method
  ["a method that does not serve the country", () => {
    const a = item();
    return { input: cart([a], { country: "AT", method_key: "express" }), facts: facts([a]) };
  }, { reason: "no_method", param: "method_key" }],
  ["a pickup location key for delivery", () => {
    const a = item();
    return { input: cart([a], { method_key: "office" }), facts: facts([a]) };
  }, { reason: "no_method", param: "method_key" }],
  ["no method beats a bad coupon", () => {
    const a = item();
    return { input: cart([a], { method_key: "nope", coupon_code: "NOPE" }), facts: facts([a]) };
  }, { reason: "no_method", param: "method_key" }],
  // 11. coupon
  ["unknown coupon", () => {
    const a = item();
    return { input: cart([a], { coupon_code: "NOPE" }), facts: facts([a]) };
  }, { reason: "coupon_unknown", param: "coupon_code" }],
  ["another shop's coupon", () => {
    const a = item();
    return { input: cart([a], { coupon_code: "ARTIST5" }), facts: facts([a], { couponElsewhere: true }) };
  }, { reason: "coupon_other_shop", param: "coupon_code" }],
  ["coupon not started", () => {
    const a = item();
    return { input: cart([a], { coupon_code: "VOLT10" }), facts: facts([a], { coupon: coupon({ startsAt: hoursFromNow(1) }) }) };
  }, { reason: "coupon_not_started", param: "coupon_code" }],
  ["coupon expired", () => {
    const a = item();
    return { input: cart([a], { coupon_code: "VOLT10" }), facts: facts([a], { coupon: coupon({ endsAt: NOW }) }) };
  }, { reason: "coupon_expired", param: "coupon_code" }],
  ["coupon used up", () => {
    const a = item();
    return { input: cart([a], { coupon_code: "VOLT10" }), facts: facts([a], { coupon: coupon({ maxUses: 5, uses: 5 }) }) };
  }, { reason: "coupon_used_up", param: "coupon_code" }],
  ["subtotal below the coupon's minimum (before the discount)", () => {
    const a = item({}, { priceCents: 2500 });
    return { input: cart([a], { coupon_code: "VOLT10" }, [2]), facts: facts([a], { coupon: coupon({ minSubtotalCents: 5001 }) }) };
  }, { reason: "coupon_below_minimum", param: "coupon_code" }],
];

describe("quoteCart refusals", () => {
  it.each(rows)("%s", (_name, build, expected) => {
    const { input, facts: f } = build();
    const result = quoteCart(input, f);
    if (result.ok) throw new Error("expected a refusal");
    const r = result.refusal;
    expect(r.status).toBe(expected.status ?? 422);
    expect(r.reason).toBe(expected.reason);
    expect(r.message.length).toBeGreaterThan(0);
    if (r.status === 422) {
      expect(r.param).toBe(expected.param);
      // Lines refusals name the variant of the line the param points at.
      const line = /^lines\.(\d+)\./.exec(r.param);
      const lineVariant = line ? input.lines[Number(line[1])]?.variant_id : undefined;
      const want = expected.extra && lineVariant ? { variant_id: lineVariant, ...expected.extra } : expected.extra;
      expect(r.extra).toEqual(want);
    }
  });
});

it("a delivery refusal lists every mode the cart allows, pickup at the event included", () => {
  const a = item();
  const result = quoteCart(cart([a], { country: "US", event_id: 100 }), facts([a], { eventShop: eventShop() }));
  expect(result.ok).toBe(false);
  if (!result.ok && result.refusal.status === 422) expect(result.refusal.extra).toEqual(modesExtra(allModes));
});
