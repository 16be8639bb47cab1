import { describe, expect, it } from "vitest";
import { programmeStats, sellingRate, statsWindowProblem } from "@/lib/ambassadors/rules";
import { days, member, ms, order, plus } from "./fixtures";

const FROM = ms("2026-02-01T00:00:00Z");

describe("statsWindowProblem: to after from, at most 400 days", () => {
  it.each([
    ["no window", null, null, null],
    ["one day", FROM, plus(FROM, days(1)), null],
    ["exactly 400 days", FROM, plus(FROM, days(400)), null],
    ["400 days and a millisecond", FROM, plus(FROM, days(400) + 1), "to"],
    ["401 days", FROM, plus(FROM, days(401)), "to"],
    ["to equal to from", FROM, FROM, "to"],
    ["to before from", FROM, plus(FROM, -1), "to"],
    ["from alone", FROM, null, "to"],
    ["to alone", null, FROM, "from"],
  ])("%s", (_, from, to, param) => {
    expect(statsWindowProblem(from, to)?.param ?? null).toBe(param);
  });
});

describe("sellingRate", () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [3, 3, 1],
    [1, 7, 0.1429],
  ])("%i of %i -> %d", (selling, total, rate) => {
    expect(sellingRate(selling, total)).toBe(rate);
  });
});

describe("programmeStats", () => {
  const members = [
    member({ id: "a", code: "AAA", status: "active", joined_at: ms("2026-01-01T00:00:00Z") }),
    member({ id: "b", code: "BBB", status: "active", joined_at: FROM }),
    member({ id: "c", code: "CCC", status: "pending", joined_at: ms("2026-02-10T00:00:00Z") }),
    member({ id: "d", code: "DDD", status: "suspended", joined_at: ms("2026-03-01T00:00:00Z") }),
  ];
  const orders = [
    order({ code: "aaa", tickets: 2, amount_total: 2000, created_at: ms("2026-01-20T00:00:00Z") }),
    order({ code: "AAA", tickets: 1, amount_total: 1000, created_at: ms("2026-02-05T00:00:00Z") }),
    order({ code: "BBB", tickets: 5, amount_total: 3000, created_at: ms("2026-02-06T00:00:00Z") }),
    order({ code: "DDD", tickets: 1, amount_total: 1000, amount_refunded: 1000, status: "refunded", created_at: ms("2026-02-07T00:00:00Z") }),
    order({ code: "CCC", tickets: 4, amount_total: 3000, amount_refunded: 0, created_at: ms("2026-02-08T00:00:00Z") }),
    // Not a member's code, and no code: outside the programme.
    order({ code: "STRANGER", tickets: 9, amount_total: 9000 }),
    order({ code: null, tickets: 9, amount_total: 9000 }),
  ];

  it("counts members, lifetime sales and the ten best codes", () => {
    const s = programmeStats(members, orders, null);
    expect(s.members).toEqual({ total: 4, active: 2, pending: 1, suspended: 1, selling: 3, selling_rate: 0.75 });
    expect(s.lifetime).toEqual({ orders: 4, tickets: 12, revenue_cents: 9000 });
    expect(s.window).toBeNull();
    // Revenue ties (3000) go to the most tickets: BBB 5, then CCC 4; DDD has no sale.
    expect(s.top_codes).toEqual([
      { code: "BBB", orders: 1, tickets: 5, revenue_cents: 3000 },
      { code: "CCC", orders: 1, tickets: 4, revenue_cents: 3000 },
      { code: "AAA", orders: 2, tickets: 3, revenue_cents: 3000 },
    ]);
  });

  it("counts a window with both ends included", () => {
    const s = programmeStats(members, orders, { from: FROM, to: ms("2026-02-10T00:00:00Z") });
    expect(s.window).toEqual({ orders: 3, tickets: 10, revenue_cents: 7000, new_members: 2 });
  });

  it("keeps ten codes at most, best first", () => {
    const many = Array.from({ length: 12 }, (_, i) => member({ id: `m${i}`, code: `C${String(i).padStart(2, "0")}` }));
    const sales = many.map((m, i) => order({ code: m.code, amount_total: 100 * (i + 1), tickets: 1 }));
    const top = programmeStats(many, sales, null).top_codes;
    expect(top.map((c) => c.code)).toEqual(["C11", "C10", "C09", "C08", "C07", "C06", "C05", "C04", "C03", "C02"]);
  });

  it("with no members", () => {
    expect(programmeStats([], orders, { from: FROM, to: plus(FROM, days(1)) })).toEqual({
      members: { total: 0, active: 0, pending: 0, suspended: 0, selling: 0, selling_rate: 0 },
      lifetime: { orders: 0, tickets: 0, revenue_cents: 0 },
      window: { orders: 0, tickets: 0, revenue_cents: 0, new_members: 0 },
      top_codes: [],
    });
  });
});
