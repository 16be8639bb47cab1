/** The pure ticket rules: discounts before fees, the two fee models, free tickets, and every refusal in its order. */
import { describe, expect, it } from "vitest";
import { orderTotal, toCents, type FeeModel } from "@/lib/catalogue/tickets/fees";
import { orderFeeCents, percentOffCents, priceTickets, splitCents, ticketDiscounts } from "@/lib/tickets/rules/pricing";
import { quoteTickets } from "@/lib/tickets/rules/quote";
import type { DiscountFacts, TicketOrderFacts, TierFacts } from "@/lib/tickets/rules/types";

const NOW = new Date("2026-06-10T12:00:00Z");
const PER_TICKET: FeeModel = { percent: 0.04, fixed: 0.35, applies_to: "ticket" };
const PER_ORDER: FeeModel = { percent: 0.03, fixed: 1, applies_to: "order" };

const tier = (id: string, over: Partial<TierFacts> = {}): TierFacts => ({
  id,
  name: id,
  priceCents: 1250,
  currency: "EUR",
  saleStart: new Date("2026-06-01T00:00:00Z"),
  saleEnd: new Date("2026-06-20T00:00:00Z"),
  maxPerOrder: 6,
  stock: 100,
  sold: 0,
  held: 0,
  public: true,
  offSale: false,
  ...over,
});

const facts = (tiers: TierFacts[], over: Partial<TicketOrderFacts> = {}): TicketOrderFacts => ({
  eventId: 100,
  eventEnded: false,
  tiers: new Map(tiers.map((t) => [t.id, t])),
  unlocked: new Set(),
  discount: null,
  fee: PER_TICKET,
  ...over,
});

const coupon = (over: Partial<DiscountFacts> = {}): DiscountFacts => ({ kind: "coupon", code: "SAVE10", memberId: null, eventId: 100, percentage: 10, amountCents: null, minOrderCents: 0, ...over });

describe("totals agree with GET /v1/events/{id}/fees' model to the cent", () => {
  // [prices in currency units, quantities, model]
  const cases: [string, number[], number[], FeeModel][] = [
    ["one 12.50 ticket, 4% + 0.35", [12.5], [1], PER_TICKET],
    ["three 12.50 tickets, 4% + 0.35", [12.5], [3], PER_TICKET],
    ["mixed tiers, 4% + 0.35", [12.5, 30, 40], [2, 1, 3], PER_TICKET],
    ["a half cent rounds up (12.50 × 5% = 62.5 cents)", [12.5], [1], { percent: 0.05, fixed: 0, applies_to: "ticket" }],
    ["a free tier carries no fee", [0, 12.5], [2, 1], PER_TICKET],
    ["order model, 3% + 1.00", [25], [2], PER_ORDER],
    ["order model, mixed tiers", [25, 45, 19.99], [1, 2, 3], PER_ORDER],
    ["order model, all free: no fee", [0], [2], PER_ORDER],
    ["odd percent", [19.99, 7.01], [3, 2], { percent: 0.0725, fixed: 0.29, applies_to: "ticket" }],
  ];
  it.each(cases)("%s", (_name, prices, quantities, model) => {
    const lines = prices.map((p, i) => ({ tier_id: `t${i}`, name: `t${i}`, quantity: quantities[i]!, unitCents: toCents(p) }));
    const priced = priceTickets(lines, null, model);
    const expected = orderTotal(
      prices.map((price, i) => ({ price, quantity: quantities[i]! })),
      model,
    );
    expect(priced.subtotal_cents).toBe(toCents(expected.subtotal));
    expect(priced.fee_cents).toBe(toCents(expected.fees));
    expect(priced.total_cents).toBe(toCents(expected.total));
    expect(priced.lines.reduce((n, l) => n + l.fee_amount, 0)).toBe(priced.fee_cents);
  });

  it("per ticket: 12.50 carries round(1250 × 0.04 + 35) = 85 cents each", () => {
    const p = priceTickets([{ tier_id: "a", name: "A", quantity: 2, unitCents: 1250 }], null, PER_TICKET);
    expect(p).toMatchObject({ subtotal_cents: 2500, discount_cents: 0, fee_cents: 170, total_cents: 2670 });
    expect(p.lines).toEqual([{ tier_id: "a", name: "A", quantity: 2, unit_amount: 1250, discount_amount: 0, fee_amount: 170 }]);
  });

  it("per order: 2 × 25.00 carries 5000 × 0.03 + 100 = 250 cents once", () => {
    expect(priceTickets([{ tier_id: "a", name: "A", quantity: 2, unitCents: 2500 }], null, PER_ORDER)).toMatchObject({ fee_cents: 250, total_cents: 5250 });
  });
});

describe("discounts come off each ticket before its fee", () => {
  it("10% of 12.50 is 1.25 off each ticket; the fee is on 11.25: round(1125 × 0.04 + 35) = 80", () => {
    const p = priceTickets([{ tier_id: "a", name: "A", quantity: 2, unitCents: 1250 }], { percentage: 10, amountCents: null }, PER_TICKET);
    expect(p).toMatchObject({ subtotal_cents: 2500, discount_cents: 250, fee_cents: 160, total_cents: 2410 });
  });

  it("a percentage rounds each ticket's discount half up (7% of 19.99 = 1.3993 → 140; 5% of 0.10 = 0.5 → 1)", () => {
    expect(percentOffCents(1999, 7)).toBe(140);
    expect(percentOffCents(10, 5)).toBe(1);
    expect(percentOffCents(9, 5)).toBe(0);
    expect(percentOffCents(500, 150)).toBe(500);
  });

  it("an amount is off the order once, spread over the tickets by price, and each ticket's fee follows its own price", () => {
    // 5.00 over 30.00 + 12.50 + 12.50 = 55.00: 2.72..., 1.13..., 1.13... → 273, 114, 113 (largest remainder, ties earlier).
    expect(ticketDiscounts([3000, 1250, 1250], { percentage: null, amountCents: 500 })).toEqual([273, 114, 113]);
    const p = priceTickets(
      [
        { tier_id: "last", name: "Last", quantity: 1, unitCents: 3000 },
        { tier_id: "early", name: "Early", quantity: 2, unitCents: 1250 },
      ],
      { percentage: null, amountCents: 500 },
      PER_TICKET,
    );
    const fees = [2727, 1136, 1137].map((c) => Math.round(c * 0.04 + 35));
    expect(p.discount_cents).toBe(500);
    expect(p.lines.map((l) => l.discount_amount)).toEqual([273, 227]);
    expect(p.fee_cents).toBe(fees.reduce((a, b) => a + b, 0));
    expect(p.total_cents).toBe(5500 - 500 + p.fee_cents);
  });

  it("an amount larger than the order makes every ticket free, and free tickets carry no fee", () => {
    const p = priceTickets([{ tier_id: "a", name: "A", quantity: 2, unitCents: 300 }], { percentage: null, amountCents: 1000 }, PER_TICKET);
    expect(p).toMatchObject({ subtotal_cents: 600, discount_cents: 600, fee_cents: 0, total_cents: 0 });
  });

  it("100% off: total 0, no fee in either model", () => {
    for (const model of [PER_TICKET, PER_ORDER]) {
      expect(priceTickets([{ tier_id: "a", name: "A", quantity: 3, unitCents: 1250 }], { percentage: 100, amountCents: null }, model)).toMatchObject({ total_cents: 0, fee_cents: 0 });
    }
  });

  it("order model: the fee is on the subtotal after discount, spread over the lines to the cent", () => {
    const p = priceTickets(
      [
        { tier_id: "a", name: "A", quantity: 1, unitCents: 2500 },
        { tier_id: "b", name: "B", quantity: 1, unitCents: 4500 },
      ],
      { percentage: 10, amountCents: null },
      PER_ORDER,
    );
    // 6300 × 0.03 + 100 = 289.
    expect(p).toMatchObject({ subtotal_cents: 7000, discount_cents: 700, fee_cents: 289, total_cents: 6589 });
    expect(p.lines[0]!.fee_amount + p.lines[1]!.fee_amount).toBe(289);
    expect(orderFeeCents([0, 0], PER_ORDER)).toBe(0);
  });

  it("splitCents keeps every cent even when the amount exceeds the weights", () => {
    expect(splitCents([1, 1], 101)).toEqual([51, 50]);
    expect(splitCents([0, 0], 10)).toEqual([0, 0]);
  });
});

describe("quoteTickets: refusals in their order", () => {
  const early = tier("early");
  const vip = tier("vip", { public: false, priceCents: 5000 });
  const reason = (r: ReturnType<typeof quoteTickets>) => (r.ok ? null : r.refusal.reason);

  it("the event being over comes first", () => {
    const r = quoteTickets([{ tier_id: "nope", quantity: 99 }], facts([early], { eventEnded: true }), NOW);
    expect(r.ok ? null : r.refusal).toMatchObject({ reason: "not_on_sale", param: "event_id" });
  });

  it("tier_locked: a hidden tier without the code, and an unknown tier, answer alike", () => {
    const hidden = quoteTickets([{ tier_id: "vip", quantity: 1 }], facts([early, vip]), NOW);
    const unknown = quoteTickets([{ tier_id: "ghost", quantity: 1 }], facts([early, vip]), NOW);
    expect(hidden.ok ? null : hidden.refusal).toMatchObject({ reason: "tier_locked", param: "lines.0.tier_id" });
    expect(unknown.ok ? null : { ...unknown.refusal, extra: undefined }).toEqual(hidden.ok ? null : { ...hidden.refusal, extra: undefined });
    expect(reason(quoteTickets([{ tier_id: "vip", quantity: 1 }], facts([early, vip], { unlocked: new Set(["vip"]) }), NOW))).toBeNull();
  });

  it.each<[string, Partial<TierFacts>, number, string | null]>([
    ["off sale by hand", { offSale: true }, 1, "not_on_sale"],
    ["before its window", { saleStart: new Date("2026-06-11T00:00:00Z") }, 1, "not_on_sale"],
    ["at its window's end (exclusive)", { saleEnd: NOW }, 1, "not_on_sale"],
    ["at its window's start (inclusive)", { saleStart: NOW }, 1, null],
    ["sold out", { stock: 10, sold: 10 }, 1, "sold_out"],
    ["sold out and off sale: not_on_sale first", { stock: 10, sold: 10, offSale: true }, 1, "not_on_sale"],
    ["fewer left than asked, holds counted", { stock: 10, sold: 7, held: 2 }, 2, "out_of_stock"],
    ["exactly what is left", { stock: 10, sold: 7, held: 2 }, 1, null],
    ["held to the last ticket: out_of_stock, not sold_out", { stock: 10, sold: 7, held: 3 }, 1, "out_of_stock"],
    ["over max_per_order", { maxPerOrder: 2 }, 3, "max_per_order"],
    ["out_of_stock before max_per_order", { maxPerOrder: 2, stock: 2 }, 3, "out_of_stock"],
  ])("%s", (_name, over, quantity, expected) => {
    expect(reason(quoteTickets([{ tier_id: "t", quantity }], facts([tier("t", over)]), NOW))).toBe(expected);
  });

  it("out_of_stock names the tier and how many are left", () => {
    const r = quoteTickets([{ tier_id: "t", quantity: 4 }], facts([tier("t", { stock: 10, sold: 5, held: 2 })]), NOW);
    expect(r.ok ? null : r.refusal).toMatchObject({ reason: "out_of_stock", param: "lines.0.quantity", extra: { tier_id: "t", available: 3 } });
  });

  it("each check runs over every line before the next: a locked second line wins over a sold-out first", () => {
    const r = quoteTickets(
      [
        { tier_id: "gone", quantity: 1 },
        { tier_id: "vip", quantity: 1 },
      ],
      facts([tier("gone", { stock: 1, sold: 1 }), vip]),
      NOW,
    );
    expect(r.ok ? null : r.refusal).toMatchObject({ reason: "tier_locked", param: "lines.1.tier_id" });
  });

  it("discount_not_applicable: unknown now, or another event's", () => {
    expect(reason(quoteTickets([{ tier_id: "early", quantity: 1 }], facts([early], { discount: "unknown" }), NOW))).toBe("discount_not_applicable");
    expect(reason(quoteTickets([{ tier_id: "early", quantity: 1 }], facts([early], { discount: coupon({ eventId: 101 }) }), NOW))).toBe("discount_not_applicable");
  });

  it("below_minimum: the subtotal before discount under min_order_amount; at the minimum it applies", () => {
    const min = coupon({ percentage: null, amountCents: 500, minOrderCents: 2500 });
    const under = quoteTickets([{ tier_id: "early", quantity: 1 }], facts([early], { discount: min }), NOW);
    expect(under.ok ? null : under.refusal).toMatchObject({ reason: "below_minimum", param: "discount_id", extra: { min_order_amount: 25 } });
    const at = quoteTickets([{ tier_id: "early", quantity: 2 }], facts([early], { discount: min }), NOW);
    expect(at.ok && at.quote).toMatchObject({ subtotal_cents: 2500, discount_cents: 500, discount: { kind: "coupon", code: "SAVE10", member_id: null } });
  });

  it("tiers in two currencies are refused without a reason", () => {
    const r = quoteTickets(
      [
        { tier_id: "a", quantity: 1 },
        { tier_id: "b", quantity: 1 },
      ],
      facts([tier("a"), tier("b", { currency: "GBP" })]),
      NOW,
    );
    expect(r.ok ? null : r.refusal).toMatchObject({ param: "lines" });
    expect(r.ok ? "ok" : r.refusal.reason).toBeUndefined();
  });

  it("a sellable order carries its currency, lines and the ambassador behind the discount", () => {
    const r = quoteTickets([{ tier_id: "early", quantity: 2 }], facts([early], { discount: coupon({ kind: "ambassador", code: "MK-GLOW", memberId: "m-1" }) }), NOW);
    expect(r.ok && r.quote).toEqual({
      currency: "EUR",
      lines: [{ tier_id: "early", name: "early", quantity: 2, unit_amount: 1250, discount_amount: 250, fee_amount: 160 }],
      subtotal_cents: 2500,
      discount_cents: 250,
      fee_cents: 160,
      total_cents: 2410,
      discount: { kind: "ambassador", code: "MK-GLOW", member_id: "m-1" },
    });
  });
});
