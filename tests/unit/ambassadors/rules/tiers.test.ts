import { describe, expect, it } from "vitest";
import { nextTierXp, shownTier, tierFor, tiersAscending } from "@/lib/ambassadors/rules";
import { TIERS } from "./fixtures";

const ABOVE_ZERO = TIERS.filter((t) => t.min_xp > 0); // Silver 200, Gold 500

describe("tierFor: the highest min_xp at or under the XP", () => {
  it.each([
    [ABOVE_ZERO, 0, null],
    [ABOVE_ZERO, 199, null],
    [ABOVE_ZERO, 200, "Silver"],
    [ABOVE_ZERO, 201, "Silver"],
    [ABOVE_ZERO, 499, "Silver"],
    [ABOVE_ZERO, 500, "Gold"],
    [ABOVE_ZERO, 10_000, "Gold"],
    [TIERS, 0, "Bronze"],
    [TIERS, 250, "Silver"],
    [[], 1000, null],
  ])("tiers %#, %i XP -> %s", (tiers, xp, name) => {
    expect(tierFor(tiers, xp)?.name ?? null).toBe(name);
  });

  it("keeps the first listed of two tiers at the same min_xp", () => {
    const twins = [
      { id: "a", name: "A", min_xp: 100, color: "#000" },
      { id: "b", name: "B", min_xp: 100, color: "#fff" },
    ];
    expect(tierFor(twins, 150)?.id).toBe("a");
  });
});

describe("nextTierXp: XP left to the next tier up, null at the top", () => {
  it.each([
    [ABOVE_ZERO, 0, 200],
    [ABOVE_ZERO, 199, 1],
    [ABOVE_ZERO, 200, 300],
    [ABOVE_ZERO, 499, 1],
    [ABOVE_ZERO, 500, null],
    [ABOVE_ZERO, 9999, null],
    [TIERS, 0, 200],
    [[], 0, null],
  ])("tiers %#, %i XP -> %s", (tiers, xp, left) => {
    expect(nextTierXp(tiers, xp)).toBe(left);
  });
});

describe("tiers only while gamification is on", () => {
  it.each([
    [true, 320, "Silver"],
    [false, 320, null],
    [true, 10, "Bronze"],
    [false, 10_000, null],
  ])("gamification %s, %i XP -> %s", (gamification, xp, name) => {
    expect(shownTier({ gamification }, TIERS, xp)?.name ?? null).toBe(name);
  });

  it("lists tiers lowest first", () => {
    expect(tiersAscending(TIERS).map((t) => t.name)).toEqual(["Bronze", "Silver", "Gold"]);
  });
});
