import { describe, expect, it } from "vitest";
import { availabilityOf, eventEnded, eventSaleStatus } from "@/lib/catalogue/tickets/availability";
import { orderTotal, resolveFeeModel, roundCents, ticketFeeCents } from "@/lib/catalogue/tickets/fees";
import { fewLeft, tierStatus, type TierFigures } from "@/lib/catalogue/tickets/status";
import { checkoutUrl, publicTiers, ticketTierOut } from "@/lib/catalogue/tickets/tier-out";

const now = new Date("2026-06-01T12:00:00Z");
const at = (h: number) => new Date(now.getTime() + h * 3600_000);
const tier = (o: Partial<TierFigures> = {}): TierFigures => ({ saleStart: at(-24), saleEnd: at(24), stock: 100, sold: 0, offSale: false, ...o });

describe("tierStatus", () => {
  it.each([
    ["inside its window", tier(), "on_sale"],
    ["at the very start of its window", tier({ saleStart: now }), "on_sale"],
    ["before its window", tier({ saleStart: at(1) }), "scheduled"],
    ["at the end of its window", tier({ saleEnd: now }), "off_sale"],
    ["after its window", tier({ saleEnd: at(-1) }), "off_sale"],
    ["with nothing left", tier({ sold: 100 }), "sold_out"],
    ["oversold", tier({ sold: 120 }), "sold_out"],
    ["sold out before opening", tier({ saleStart: at(2), sold: 100 }), "sold_out"],
    ["stopped by hand", tier({ offSale: true }), "off_sale"],
    ["stopped by hand while sold out", tier({ offSale: true, sold: 100 }), "off_sale"],
    ["sold out after its window", tier({ saleEnd: at(-1), sold: 100 }), "off_sale"],
  ] as const)("%s: %s", (_, t, expected) => {
    expect(tierStatus(t, now)).toBe(expected);
  });
});

describe("fewLeft", () => {
  it.each([
    ["a tenth left of 200", { stock: 200, sold: 180 }, true],
    ["just over a tenth left of 200", { stock: 200, sold: 179 }, false],
    ["5 left of 20 (minimum 5)", { stock: 20, sold: 15 }, true],
    ["6 left of 20", { stock: 20, sold: 14 }, false],
    ["1 left of 3", { stock: 3, sold: 2 }, true],
    ["100 left of 1000", { stock: 1000, sold: 900 }, true],
    ["101 left of 1000", { stock: 1000, sold: 899 }, false],
    ["sold out", { stock: 20, sold: 20 }, false],
  ])("%s", (_, figures, expected) => {
    expect(fewLeft(tier(figures), now)).toBe(expected);
  });
  it("is false for a tier that is not on sale", () => {
    expect(fewLeft(tier({ stock: 10, sold: 9, saleStart: at(1) }), now)).toBe(false);
    expect(fewLeft(tier({ stock: 10, sold: 9, offSale: true }), now)).toBe(false);
  });
});

describe("eventSaleStatus", () => {
  it.each([
    [[], false, "no_tickets"],
    [[], true, "no_tickets"],
    [["on_sale"], true, "over"],
    [["sold_out", "on_sale", "scheduled"], false, "on_sale"],
    [["sold_out", "scheduled"], false, "scheduled"],
    [["sold_out", "off_sale"], false, "sold_out"],
    [["sold_out"], false, "sold_out"],
    [["off_sale", "off_sale"], false, "over"],
  ] as const)("%j ended=%s → %s", (statuses, ended, expected) => {
    expect(eventSaleStatus(statuses, ended)).toBe(expected);
  });
  it("knows when an event has ended", () => {
    expect(eventEnded(at(-5), at(-1), now)).toBe(true);
    expect(eventEnded(at(-5), at(1), now)).toBe(false);
    expect(eventEnded(at(-5), null, now)).toBe(true);
    expect(eventEnded(null, null, now)).toBe(false);
  });
});

describe("availabilityOf", () => {
  const t = (id: string, o: Partial<TierFigures>) => ({ id, name: id, ...tier(o) });
  it("gives the earliest opening of the tiers still to open, and no stock", () => {
    const out = availabilityOf(7, [t("a", { stock: 50, sold: 48 }), t("b", { saleStart: at(48) }), t("c", { saleStart: at(5) })], false, now);
    expect(out.status).toBe("on_sale");
    expect(out.next_sale_start).toBe(at(5).toISOString());
    expect(out.tiers.map((x) => [x.id, x.status, x.few_left])).toEqual([
      ["a", "on_sale", true],
      ["b", "scheduled", false],
      ["c", "scheduled", false],
    ]);
    expect(Object.keys(out.tiers[0]!).sort()).toEqual(["few_left", "id", "name", "sale_end", "sale_start", "status"]);
  });
  it("is over with no next sale once the event has ended", () => {
    const out = availabilityOf(7, [t("b", { saleStart: at(48), saleEnd: at(60) })], true, now);
    expect(out).toMatchObject({ status: "over", next_sale_start: null });
  });
  it("says no_tickets without tiers", () => {
    expect(availabilityOf(7, [], false, now)).toEqual({ event_id: 7, status: "no_tickets", next_sale_start: null, tiers: [] });
  });
});

describe("fees", () => {
  const perTicket = { percent: 0.05, fixed: 0.5, applies_to: "ticket" as const };
  const perOrder = { percent: 0.03, fixed: 1, applies_to: "order" as const };
  it.each([
    [12.5, perTicket, 113], // 0.625 + 0.50 = 1.125 → 1.13
    [20, perTicket, 150],
    [0, perTicket, 0], // a free ticket carries nothing
    [0.01, perTicket, 50],
    [9.99, { percent: 0.04, fixed: 0.35, applies_to: "ticket" as const }, 75], // 0.3996 + 0.35 = 0.7496 → 0.75
    [10.1, { percent: 0.05, fixed: 0, applies_to: "ticket" as const }, 51], // 0.505 → 0.51, half up
  ])("a ticket at %s carries %s cents", (price, model, cents) => {
    expect(ticketFeeCents(Math.round(price * 100), model)).toBe(cents);
  });

  it("rounds each ticket to the cent and sums (model ticket)", () => {
    // 3 × 12.50: each 1.13, not round(3 × 1.125) = 3.38
    expect(orderTotal([{ price: 12.5, quantity: 3 }], perTicket)).toEqual({ subtotal: 37.5, fees: 3.39, total: 40.89 });
  });
  it("counts a bundle as one ticket", () => {
    // a bundle of 4 sold at 40: one fee of 2.00 + 0.50
    expect(orderTotal([{ price: 40, quantity: 1 }], perTicket)).toEqual({ subtotal: 40, fees: 2.5, total: 42.5 });
  });
  it("charges nothing on free tickets, in either model", () => {
    expect(orderTotal([{ price: 0, quantity: 4 }], perTicket)).toEqual({ subtotal: 0, fees: 0, total: 0 });
    expect(orderTotal([{ price: 0, quantity: 4 }], perOrder)).toEqual({ subtotal: 0, fees: 0, total: 0 });
  });
  it("mixes free and paid tickets (model ticket)", () => {
    expect(orderTotal([{ price: 0, quantity: 2 }, { price: 20, quantity: 1 }], perTicket)).toEqual({ subtotal: 20, fees: 1.5, total: 21.5 });
  });
  it("charges once per paid order (model order)", () => {
    // 2 × 25 = 50; 50 × 0.03 + 1 = 2.50
    expect(orderTotal([{ price: 25, quantity: 2 }], perOrder)).toEqual({ subtotal: 50, fees: 2.5, total: 52.5 });
    // 33.33 × 0.03 = 0.9999 + 1 → 2.00
    expect(orderTotal([{ price: 33.33, quantity: 1 }], perOrder)).toEqual({ subtotal: 33.33, fees: 2, total: 35.33 });
  });
  it("rounds half up without binary noise", () => {
    expect(roundCents(62.5)).toBe(63);
    expect(roundCents(112.49999999999999)).toBe(113);
    expect(roundCents(0.1 * 3 * 100)).toBe(30);
  });
  it("falls back to the default per-ticket rate when the payee cannot be resolved", () => {
    expect(resolveFeeModel(null, perTicket)).toEqual(perTicket);
    expect(resolveFeeModel(undefined, perTicket)).toEqual(perTicket);
    expect(resolveFeeModel({ percent: Number.NaN, fixed: 1, applies_to: "order" }, perTicket)).toEqual(perTicket);
    expect(resolveFeeModel(perOrder, perTicket)).toEqual(perOrder);
  });
});

describe("ticket tiers", () => {
  const site = { siteUrl: "https://shop.test", defaultFee: { percent: 0.05, fixed: 0.5, applies_to: "ticket" as const } };
  it("leaves hidden tiers out, in the organiser's order", () => {
    const rows = [
      { id: "b", public: true, position: 2 },
      { id: "hidden", public: false, position: 0 },
      { id: "a", public: true, position: 1 },
    ];
    expect(publicTiers(rows).map((r) => r.id)).toEqual(["a", "b"]);
  });
  it("shows no stock and links the hosted checkout", () => {
    const out = ticketTierOut(
      { id: "tier 1", eventId: 100, position: 0, name: "Early", description: null, price: 12.5, currency: "EUR", maxPerOrder: 6, public: true, ...tier({ stock: 10, sold: 3 }) },
      site,
      now,
      "fr",
    );
    expect(out).toEqual({
      id: "tier 1",
      name: "Early",
      description: null,
      price: 12.5,
      currency: "EUR",
      status: "on_sale",
      sale_start: at(-24).toISOString(),
      sale_end: at(24).toISOString(),
      max_per_order: 6,
      checkout_url: "https://shop.test/events/100/checkout?tier=tier%201&locale=fr",
    });
    expect(checkoutUrl(site, 5, "x")).toBe("https://shop.test/events/5/checkout?tier=x");
  });
});
