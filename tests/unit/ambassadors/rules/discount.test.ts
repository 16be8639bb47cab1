import { describe, expect, it } from "vitest";
import { codeDiscount, codeUsable, lookupCode, programmeEvent, type ProgrammeEvent } from "@/lib/ambassadors/rules";
import { member } from "./fixtures";

const entry = (over: Partial<ProgrammeEvent>): ProgrammeEvent => ({ event: 100, percentage: null, amount: null, min_order_amount: null, ...over });
const programme = {
  discount_percentage: 10,
  events: [entry({ event: 100 }), entry({ event: 101, amount: 3, min_order_amount: 20 }), entry({ event: 102, percentage: 25 })],
};

describe("codeDiscount", () => {
  it.each([
    ["nothing on the entry: the programme's percentage", entry({}), { percentage: 10, amount: null, min_order_amount: 0 }],
    ["an amount", entry({ amount: 3, min_order_amount: 20 }), { percentage: null, amount: 3, min_order_amount: 20 }],
    ["a percentage", entry({ percentage: 25 }), { percentage: 25, amount: null, min_order_amount: 0 }],
    ["a minimum alone keeps the programme's percentage", entry({ min_order_amount: 15 }), { percentage: 10, amount: null, min_order_amount: 15 }],
    ["100 percent", entry({ percentage: 100 }), { percentage: 100, amount: null, min_order_amount: 0 }],
  ])("%s", (_, e, expected) => {
    expect(codeDiscount(programme, e)).toEqual(expected);
  });
});

describe("code lookup", () => {
  const members = [member({ code: "MK-GLOW" }), member({ id: "m-2", code: "SUS-1", status: "suspended" }), member({ id: "m-3", code: "PEN-1", status: "pending" })];

  it.each([
    ["MK-GLOW", 100, "m-1", { percentage: 10, amount: null, min_order_amount: 0 }],
    ["mk-glow", 101, "m-1", { percentage: null, amount: 3, min_order_amount: 20 }],
    ["PEN-1", 102, "m-3", { percentage: 25, amount: null, min_order_amount: 0 }],
  ])("%s on %i -> member %s", (code, eventId, id, discount) => {
    expect(lookupCode(programme, members, eventId, code)).toEqual({ member: expect.objectContaining({ id }), discount });
  });

  it.each([
    ["unknown code", "NOPE", 100],
    ["event not in the programme", "MK-GLOW", 999],
    ["suspended member", "SUS-1", 100],
    ["a prefix of a code", "MK-GLO", 100],
  ])("%s: null", (_, code, eventId) => {
    expect(lookupCode(programme, members, eventId, code)).toBeNull();
  });

  it.each([
    ["active", true],
    ["pending", true],
    ["suspended", false],
  ] as const)("codeUsable(%s) -> %s", (status, usable) => {
    expect(codeUsable({ status })).toBe(usable);
  });

  it("programmeEvent finds the entry or null", () => {
    expect(programmeEvent(programme, 101)?.amount).toBe(3);
    expect(programmeEvent(programme, 5)).toBeNull();
  });
});
