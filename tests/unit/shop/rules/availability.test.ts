import { describe, expect, it } from "vitest";
import {
  fromPriceCents,
  preorderOut,
  preorderStatus,
  productAvailable,
  unitsLeft,
  variantAvailable,
} from "@/lib/shop/rules/availability";
import type { PreorderFacts } from "@/lib/shop/rules/types";
import { at } from "./facts";

describe("preorderStatus", () => {
  const shipsJune20: PreorderFacts = { shipsOn: "2026-06-20", endsOn: "2026-06-15" };
  const noEnd: PreorderFacts = { shipsOn: "2026-06-20", endsOn: null };
  it.each<[string, PreorderFacts | null, string, "open" | "closed" | null]>([
    ["no pre-order", null, "2026-06-10T12:00:00Z", null],
    ["well before ends_on", shipsJune20, "2026-06-10T12:00:00Z", "open"],
    ["first instant of ends_on", shipsJune20, "2026-06-15T00:00:00Z", "open"],
    ["last instant of ends_on (UTC)", shipsJune20, "2026-06-15T23:59:59.999Z", "open"],
    ["first instant after ends_on", shipsJune20, "2026-06-16T00:00:00Z", "closed"],
    ["last instant before ships_on", shipsJune20, "2026-06-19T23:59:59.999Z", "closed"],
    ["on ships_on it sells as normal", shipsJune20, "2026-06-20T00:00:00Z", null],
    ["after ships_on", shipsJune20, "2026-07-01T00:00:00Z", null],
    ["ends_on null: open the day before ships_on", noEnd, "2026-06-19T23:59:59.999Z", "open"],
    ["ends_on null: on ships_on", noEnd, "2026-06-20T00:00:00Z", null],
    ["ends_on equal to ships_on: open until ships_on", { shipsOn: "2026-06-20", endsOn: "2026-06-20" }, "2026-06-19T23:00:00Z", "open"],
    ["a +01:00 evening is still the UTC day before", shipsJune20, "2026-06-16T00:30:00+01:00", "open"],
  ])("%s", (_name, preorder, now, expected) => {
    expect(preorderStatus(preorder, at(now))).toBe(expected);
  });
});

describe("preorderOut", () => {
  it.each<[PreorderFacts | null, string, unknown]>([
    [null, "2026-06-10T00:00:00Z", null],
    [{ shipsOn: "2026-06-20", endsOn: "2026-06-15" }, "2026-06-10T00:00:00Z", { status: "open", ships_on: "2026-06-20", ends_on: "2026-06-15" }],
    [{ shipsOn: "2026-06-20", endsOn: "2026-06-15" }, "2026-06-17T00:00:00Z", { status: "closed", ships_on: "2026-06-20", ends_on: "2026-06-15" }],
    [{ shipsOn: "2026-06-20", endsOn: null }, "2026-06-10T00:00:00Z", { status: "open", ships_on: "2026-06-20", ends_on: null }],
    [{ shipsOn: "2026-06-20", endsOn: null }, "2026-06-20T00:00:00Z", null],
  ])("%j at %s", (preorder, now, expected) => {
    expect(preorderOut(preorder, at(now))).toEqual(expected);
  });
});

describe("unitsLeft", () => {
  it.each<[number | null, number, number]>([
    [null, 0, Infinity],
    [null, 5, Infinity],
    [10, 0, 10],
    [10, 3, 7],
    [3, 3, 0],
    [0, 0, 0],
    [2, 5, 0],
  ])("stock %s, held %s: %s", (stock, held, expected) => {
    expect(unitsLeft({ stock, held })).toBe(expected);
  });
});

describe("variantAvailable", () => {
  const now = at("2026-06-10T12:00:00Z");
  const open: PreorderFacts = { shipsOn: "2026-06-20", endsOn: "2026-06-15" };
  const closed: PreorderFacts = { shipsOn: "2026-06-20", endsOn: "2026-06-09" };
  it.each<[string, number | null, number, PreorderFacts | null, boolean]>([
    ["unlimited", null, 0, null, true],
    ["unlimited with holds", null, 100, null, true],
    ["stock above holds", 5, 4, null, true],
    ["0 stock", 0, 0, null, false],
    ["held equal stock", 3, 3, null, false],
    ["held above stock", 3, 4, null, false],
    ["stock, open pre-order", 5, 0, open, true],
    ["stock, closed pre-order", 5, 0, closed, false],
    ["unlimited, closed pre-order", null, 0, closed, false],
  ])("%s", (_name, stock, held, preorder, expected) => {
    expect(variantAvailable({ stock, held }, { preorder }, now)).toBe(expected);
  });
});

describe("productAvailable and fromPriceCents", () => {
  const now = at("2026-06-10T12:00:00Z");
  const v = (priceCents: number, stock: number | null, held = 0) => ({ priceCents, stock, held });
  it.each<[string, ReturnType<typeof v>[], PreorderFacts | null, boolean, number]>([
    ["cheapest available wins", [v(2500, 5), v(2000, 5), v(3000, 5)], null, true, 2000],
    ["a sold-out cheaper variant is skipped", [v(2500, 5), v(1500, 0), v(3000, null)], null, true, 2500],
    ["a fully held variant is skipped", [v(2500, 5), v(1500, 2, 2)], null, true, 2500],
    ["none available: lowest of all", [v(2500, 0), v(1800, 0)], null, false, 1800],
    ["closed pre-order: lowest of all", [v(2500, 5), v(2200, 5)], { shipsOn: "2026-06-20", endsOn: "2026-06-01" }, false, 2200],
    ["no variants", [], null, false, 0],
  ])("%s", (_name, variants, preorder, available, from) => {
    expect(productAvailable(variants, { preorder }, now)).toBe(available);
    expect(fromPriceCents(variants, { preorder }, now)).toBe(from);
  });
});
