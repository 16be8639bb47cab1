/** What quoteCart answers for a cart it can sell: lines, discount, shipping, totals, ships_on. */
import { describe, expect, it } from "vitest";
import { quoteCart } from "@/lib/shop/rules/quote";
import type { CartFacts, CartInput, Quote } from "@/lib/shop/rules/types";
import { NOW, PROMOTER, coupon, eventShop, facts, item, shop, type Item } from "./facts";

const cart = (items: Item[], input: Partial<CartInput> = {}, quantities: number[] = []): CartInput => ({
  lines: items.map((i, n) => ({ variant_id: i.variant.id, quantity: quantities[n] ?? 1 })),
  mode: "delivery",
  country: "DE",
  ...input,
});

function quote(input: CartInput, f: CartFacts): Quote {
  const result = quoteCart(input, f);
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason}`);
  return result.quote;
}

type Money = Pick<Quote, "subtotal_cents" | "discount_cents" | "shipping_cents" | "total_cents" | "selected_option"> & {
  line_discounts: number[];
  coupon: Quote["coupon"];
};

describe("quoteCart money", () => {
  const rows: [string, () => { input: CartInput; facts: CartFacts }, Money][] = [
    ["two lines, first delivery option by default", () => {
      const a = item({}, { priceCents: 2500 }); const b = item({}, { priceCents: 1200 });
      return { input: cart([a, b], {}, [2, 1]), facts: facts([a, b]) };
    }, { subtotal_cents: 6200, discount_cents: 0, shipping_cents: 490, total_cents: 6690, selected_option: "standard", line_discounts: [0, 0], coupon: null }],
    ["a chosen method", () => {
      const a = item({}, { priceCents: 2500 });
      return { input: cart([a], { method_key: "express" }), facts: facts([a]) };
    }, { subtotal_cents: 2500, discount_cents: 0, shipping_cents: 990, total_cents: 3490, selected_option: "express", line_discounts: [0], coupon: null }],
    ["7% of 1999, code as stored", () => {
      const a = item({}, { priceCents: 1999 });
      return { input: cart([a], { coupon_code: "volt7" }), facts: facts([a], { coupon: coupon({ code: "VOLT7", percent: 7 }) }) };
    }, { subtotal_cents: 1999, discount_cents: 140, shipping_cents: 490, total_cents: 2349, selected_option: "standard", line_discounts: [140], coupon: { code: "VOLT7", discount_cents: 140 } }],
    ["33% over three equal lines", () => {
      const [a, b, c] = [item({}, { priceCents: 100 }), item({}, { priceCents: 100 }), item({}, { priceCents: 100 })];
      return { input: cart([a, b, c], { coupon_code: "THIRD" }), facts: facts([a, b, c], { coupon: coupon({ code: "THIRD", percent: 33 }) }) };
    }, { subtotal_cents: 300, discount_cents: 99, shipping_cents: 490, total_cents: 691, selected_option: "standard", line_discounts: [33, 33, 33], coupon: { code: "THIRD", discount_cents: 99 } }],
    ["1 euro off three equal lines: the odd cent to the first", () => {
      const [a, b, c] = [item({}, { priceCents: 100 }), item({}, { priceCents: 100 }), item({}, { priceCents: 100 })];
      return { input: cart([a, b, c], { coupon_code: "EURO" }), facts: facts([a, b, c], { coupon: coupon({ code: "EURO", percent: null, amountCents: 100 }) }) };
    }, { subtotal_cents: 300, discount_cents: 100, shipping_cents: 490, total_cents: 690, selected_option: "standard", line_discounts: [34, 33, 33], coupon: { code: "EURO", discount_cents: 100 } }],
    ["100% coupon leaves the shipping", () => {
      const a = item({}, { priceCents: 2500 });
      return { input: cart([a], { coupon_code: "FREE" }, [2]), facts: facts([a], { coupon: coupon({ code: "FREE", percent: 100 }) }) };
    }, { subtotal_cents: 5000, discount_cents: 5000, shipping_cents: 490, total_cents: 490, selected_option: "standard", line_discounts: [5000], coupon: { code: "FREE", discount_cents: 5000 } }],
    ["amount coupon above the subtotal", () => {
      const a = item({}, { priceCents: 1500 }); const b = item({}, { priceCents: 500 });
      return { input: cart([a, b], { coupon_code: "BIG" }), facts: facts([a, b], { coupon: coupon({ code: "BIG", percent: null, amountCents: 5000 }) }) };
    }, { subtotal_cents: 2000, discount_cents: 2000, shipping_cents: 490, total_cents: 490, selected_option: "standard", line_discounts: [1500, 500], coupon: { code: "BIG", discount_cents: 2000 } }],
    ["subtotal at the coupon's minimum", () => {
      const a = item({}, { priceCents: 2500 });
      return { input: cart([a], { coupon_code: "VOLT10" }, [2]), facts: facts([a], { coupon: coupon({ minSubtotalCents: 5000 }) }) };
    }, { subtotal_cents: 5000, discount_cents: 500, shipping_cents: 490, total_cents: 4990, selected_option: "standard", line_discounts: [500], coupon: { code: "VOLT10", discount_cents: 500 } }],
    ["pickup location", () => {
      const a = item({}, { priceCents: 2500 });
      return { input: cart([a], { mode: "pickup_location", country: undefined }), facts: facts([a]) };
    }, { subtotal_cents: 2500, discount_cents: 0, shipping_cents: 0, total_cents: 2500, selected_option: "office", line_discounts: [0], coupon: null }],
    ["pickup at the event", () => {
      const a = item({}, { priceCents: 2500 });
      return { input: cart([a], { mode: "pickup_event", event_id: 100, country: undefined }), facts: facts([a], { eventShop: eventShop() }) };
    }, { subtotal_cents: 2500, discount_cents: 0, shipping_cents: 0, total_cents: 2500, selected_option: "event", line_discounts: [0], coupon: null }],
  ];
  it.each(rows)("%s", (_name, build, expected) => {
    const { input, facts: f } = build();
    const q = quote(input, f);
    expect({
      subtotal_cents: q.subtotal_cents,
      discount_cents: q.discount_cents,
      shipping_cents: q.shipping_cents,
      total_cents: q.total_cents,
      selected_option: q.selected_option,
      line_discounts: q.lines.map((l) => l.discount_cents),
      coupon: q.coupon,
    }).toEqual(expected);
  });
});

describe("quoteCart ships_on", () => {
  it.each<[string, ({ shipsOn: string; endsOn: string | null } | null)[], string | null]>([
    ["a cart in stock", [null, null], null],
    ["one pre-order line", [null, { shipsOn: "2026-06-25", endsOn: null }], "2026-06-25"],
    ["two pre-orders: the later", [{ shipsOn: "2026-07-01", endsOn: null }, { shipsOn: "2026-06-25", endsOn: "2026-06-20" }], "2026-07-01"],
    ["a pre-order already shipping sells as normal", [{ shipsOn: "2026-06-10", endsOn: null }], null],
  ])("%s", (_name, preorders, expected) => {
    const items = preorders.map((preorder) => item({ preorder }));
    expect(quote(cart(items), facts(items)).ships_on).toBe(expected);
  });
});

describe("quoteCart readiness for the event (event day 2026-06-20, today 2026-06-10)", () => {
  it.each<[string, Parameters<typeof item>[0], boolean]>([
    ["ready the day of the event", { preparationDays: 10 }, true],
    ["ready the day after", { preparationDays: 11 }, false],
    ["pre-order shipping on the event day", { preorder: { shipsOn: "2026-06-20", endsOn: null } }, true],
    ["pre-order shipping the day after", { preorder: { shipsOn: "2026-06-21", endsOn: null } }, false],
  ])("%s", (_name, over, ok) => {
    const a = item(over);
    const result = quoteCart(cart([a], { mode: "pickup_event", event_id: 100 }), facts([a], { eventShop: eventShop() }));
    expect(result.ok ? null : result.refusal.reason).toBe(ok ? null : "not_ready_for_event");
  });

  it("an event without a start does not refuse", () => {
    const a = item({ preparationDays: 60 });
    const result = quoteCart(cart([a], { mode: "pickup_event", event_id: 100 }), facts([a], { eventShop: eventShop({ startsAt: null }) }));
    expect(result.ok).toBe(true);
  });
});

describe("quoteCart answer", () => {
  it("names lines, lists options with preparation days added, and carries what checkout needs", () => {
    const tee = item({ title: "Volt Tee", options: ["Size"], preparationDays: 3 }, { options: ["M"], priceCents: 2500 });
    const poster = item({ title: "Poster", options: [], preparationDays: 1 }, { options: [], priceCents: 900 });
    const hoodie = item({ title: "Hoodie", options: ["Size", "Colour"] }, { options: ["L", "Black"], priceCents: 5500 });
    const q = quote(cart([tee, poster, hoodie], {}, [2, 1, 1]), facts([tee, poster, hoodie], { shops: [shop({ currency: "CHF" })] }));
    expect(q.lines).toEqual([
      { variant_id: tee.variant.id, name: "Volt Tee (M)", quantity: 2, unit_cents: 2500, discount_cents: 0 },
      { variant_id: poster.variant.id, name: "Poster", quantity: 1, unit_cents: 900, discount_cents: 0 },
      { variant_id: hoodie.variant.id, name: "Hoodie (L, Black)", quantity: 1, unit_cents: 5500, discount_cents: 0 },
    ]);
    expect(q.shipping_options.map((o) => [o.key, o.min_days, o.max_days])).toEqual([
      ["standard", 5, 7],
      ["express", 4, 5],
    ]);
    expect(q.currency).toBe("CHF");
    expect(q.seller).toEqual(PROMOTER);
    expect(q.productIds).toEqual([tee.product.id, poster.product.id, hoodie.product.id]);
    expect(q.available_modes).toEqual(["delivery", "pickup_location"]);
    expect(q.deliverable_countries).toEqual(["AT", "DE", "FR", "NL"]);
  });

  it("sells an exclusive, and a closed shop's product, through the open event shop", () => {
    const exclusive = item({ exclusive: true });
    const plain = item();
    const f = facts([exclusive, plain], { shops: [shop({ open: false })], eventShop: eventShop() });
    const q = quote(cart([exclusive, plain], { event_id: 100 }), f);
    expect(q.available_modes).toEqual(["delivery", "pickup_event", "pickup_location"]);
    expect(q.lines.map((l) => l.variant_id)).toEqual([exclusive.variant.id, plain.variant.id]);
  });

  it("takes a lower-case country", () => {
    const a = item();
    expect(quote(cart([a], { country: "at" }), facts([a])).selected_option).toBe("standard");
  });

  it("prices at the instant given in the facts", () => {
    const a = item({ preorder: { shipsOn: "2026-06-20", endsOn: "2026-06-10" } });
    expect(quoteCart(cart([a]), facts([a], { now: NOW })).ok).toBe(true);
    const late = quoteCart(cart([a]), facts([a], { now: new Date("2026-06-11T00:00:00Z") }));
    expect(late.ok ? null : late.refusal.reason).toBe("preorder_closed");
  });
});
