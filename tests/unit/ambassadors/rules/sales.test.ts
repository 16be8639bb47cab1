import { describe, expect, it } from "vitest";
import { countsAsSale, isSelling, memberSales, ordersWithCode, salesByCode } from "@/lib/ambassadors/rules";
import { order } from "./fixtures";

describe("countsAsSale: every fulfilled order until it is fully refunded", () => {
  it.each([
    ["paid", 2500, 0, true],
    ["partially_refunded", 2500, 1000, true],
    ["partially_refunded", 2500, 2499, true],
    ["refunded", 2500, 2500, false],
    // The amounts decide even when the status lags behind them.
    ["partially_refunded", 2500, 2500, false],
    ["paid", 2500, 3000, false],
    // A free order is a sale.
    ["paid", 0, 0, true],
    ["refunded", 0, 0, false],
  ] as const)("%s, total %i, refunded %i -> %s", (status, amount_total, amount_refunded, counts) => {
    expect(countsAsSale(order({ status, amount_total, amount_refunded }))).toBe(counts);
  });
});

describe("countsAsSale follows the money: an order that was not fulfilled is no sale", () => {
  it.each([
    // A payment that came after its checkout was released, what it bought sold since: its refund is
    // still owed (or failed), so the amounts alone would count it.
    ["paid", 0],
    ["paid", 1000],
    ["refunded", 2500],
  ] as const)("unfulfilled, %s, refunded %i -> no sale", (status, amount_refunded) => {
    expect(countsAsSale(order({ fulfilled: false, status, amount_refunded }))).toBe(false);
  });

  it("a sold-out late payment adds nothing to its member's sales, nor to its code's", () => {
    const late = order({ fulfilled: false, tickets: 3, amount_total: 3155 });
    expect(memberSales([order(), late])).toEqual({ orders: 1, tickets: 2, revenue_cents: 2500 });
    expect(salesByCode([late]).size).toBe(0);
  });
});

describe("memberSales: orders, tickets and revenue of the orders that count", () => {
  it.each([
    ["no orders", [], { orders: 0, tickets: 0, revenue_cents: 0 }],
    ["one paid", [order()], { orders: 1, tickets: 2, revenue_cents: 2500 }],
    ["a partial refund lowers revenue only", [order({ status: "partially_refunded", amount_refunded: 1000 })], { orders: 1, tickets: 2, revenue_cents: 1500 }],
    ["a full refund makes the order not count", [order(), order({ status: "refunded", amount_refunded: 2500, tickets: 4 })], { orders: 1, tickets: 2, revenue_cents: 2500 }],
    ["several add up", [order({ tickets: 1, amount_total: 1250 }), order({ tickets: 3, amount_total: 3750, amount_refunded: 50, status: "partially_refunded" })], { orders: 2, tickets: 4, revenue_cents: 4950 }],
  ])("%s", (_, orders, expected) => {
    expect(memberSales(orders)).toEqual(expected);
  });

  it.each([
    [{ orders: 0, tickets: 0, revenue_cents: 0 }, false],
    [{ orders: 1, tickets: 1, revenue_cents: 0 }, true],
  ])("isSelling(%j) -> %s", (sales, selling) => {
    expect(isSelling(sales)).toBe(selling);
  });
});

describe("codes are matched case-insensitively", () => {
  const orders = [order({ code: "mk-glow" }), order({ code: "MK-Glow", tickets: 1, amount_total: 1000 }), order({ code: "OTHER" }), order({ code: null })];

  it("ordersWithCode", () => {
    expect(ordersWithCode(orders, "MK-GLOW")).toHaveLength(2);
    expect(ordersWithCode(orders, "MK-GLO")).toHaveLength(0);
  });

  it("salesByCode keys by lower-case code, skips orders without one and refunded ones", () => {
    const map = salesByCode([...orders, order({ code: "ZZ", status: "refunded", amount_refunded: 2500 })]);
    expect([...map.keys()].sort()).toEqual(["mk-glow", "other"]);
    expect(map.get("mk-glow")).toEqual({ orders: 2, tickets: 3, revenue_cents: 3500 });
  });
});
