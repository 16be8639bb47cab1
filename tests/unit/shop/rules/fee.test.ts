import { describe, expect, it } from "vitest";
import { applicationFeeCents } from "@/lib/shop/rules/fee";

describe("applicationFeeCents", () => {
  it.each<[number, number, number]>([
    [10000, 5, 500],
    [1999, 7, 140], // 139.93
    [50, 1, 1], // 0.5: halves up
    [49, 1, 0], // 0.49
    [150, 1, 2], // 1.5: halves up
    [1000, 2.5, 25],
    [1, 2.5, 0], // 0.025
    [20, 2.5, 1], // 0.5
    [0, 5, 0],
    [1000, 0, 0],
    [1000, 100, 1000],
    [1000, 150, 1000], // never above the total
  ])("%s cents at %s%%: %s", (total, percent, expected) => {
    expect(applicationFeeCents(total, percent)).toBe(expected);
  });
});
