import { describe, expect, it } from "vitest";
import { shippingOptions } from "@/lib/shop/rules/shipping";
import type { EventShopFacts, FulfilmentMode } from "@/lib/shop/rules/types";
import { eventShop, shop } from "./facts";

type Row = { key: string; min_days: number; max_days: number; amount_cents: number };

describe("shippingOptions", () => {
  const prep = (...days: number[]) => days.map((preparationDays) => ({ preparationDays }));
  it.each<[string, FulfilmentMode, number[], EventShopFacts | null, string | undefined, Row[]]>([
    ["delivery to DE: options serving DE in the shop's order", "delivery", [0], null, "DE", [
      { key: "standard", min_days: 2, max_days: 4, amount_cents: 490 },
      { key: "express", min_days: 1, max_days: 2, amount_cents: 990 },
    ]],
    ["delivery to AT", "delivery", [0], null, "AT", [{ key: "standard", min_days: 2, max_days: 4, amount_cents: 490 }]],
    ["a lower-case country", "delivery", [0], null, "fr", [{ key: "europe", min_days: 4, max_days: 8, amount_cents: 1290 }]],
    ["delivery adds the largest preparation days", "delivery", [1, 3, 2], null, "AT", [
      { key: "standard", min_days: 5, max_days: 7, amount_cents: 490 },
    ]],
    ["delivery to a country no option serves", "delivery", [0], null, "US", []],
    ["delivery without a country", "delivery", [0], null, undefined, []],
    ["pickup locations add preparation days", "pickup_location", [2], null, undefined, [
      { key: "office", min_days: 3, max_days: 4, amount_cents: 0 },
    ]],
    ["pickup at the event: no preparation days", "pickup_event", [5], eventShop(), undefined, [
      { key: "event", min_days: 0, max_days: 0, amount_cents: 0 },
    ]],
    ["pickup at the event without an event shop", "pickup_event", [0], null, undefined, []],
  ])("%s", (_name, mode, days, es, country, expected) => {
    const rows = shippingOptions(mode, shop(), prep(...days), es, country);
    expect(rows.map(({ key, min_days, max_days, amount_cents }) => ({ key, min_days, max_days, amount_cents }))).toEqual(expected);
    for (const r of rows) expect(r.kind).toBe(mode);
  });

  it("fills each kind's own members", () => {
    const [delivery] = shippingOptions("delivery", shop(), prep(0), null, "DE");
    expect(delivery).toEqual({
      key: "standard", kind: "delivery", name: "Parcel", carrier: "DHL", amount_cents: 490,
      min_days: 2, max_days: 4, pickup_address: null, instructions: null,
    });
    const [office] = shippingOptions("pickup_location", shop(), prep(0), null, undefined);
    expect(office).toEqual({
      key: "office", kind: "pickup_location", name: "Volt office", carrier: null, amount_cents: 0,
      min_days: 1, max_days: 2, pickup_address: "Torstrasse 1, 10119 Berlin", instructions: "Mon-Fri 10-18",
    });
    const [event] = shippingOptions("pickup_event", shop(), prep(0), eventShop(), undefined);
    expect(event).toEqual({
      key: "event", kind: "pickup_event", name: "Pickup at the event", carrier: null, amount_cents: 0,
      min_days: 0, max_days: 0, pickup_address: null, instructions: "Merch desk by the entrance",
    });
  });
});
