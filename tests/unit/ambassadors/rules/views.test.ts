import { describe, expect, it } from "vitest";
import { questView, rewardView } from "@/lib/ambassadors/rules";
import { ms, NOW, plus, quest, reward, TIERS } from "./fixtures";

const lookups = {
  events: new Map([[100, "Volt Night"]]),
  badges: new Map([["b-1", { id: "b-1", name: "First Sale", image_url: null, icon: "ticket", rarity: "common" }]]),
  tiers: new Map(TIERS.map((t) => [t.id, t])),
};

describe("questView: the API's quest", () => {
  it("resolves event and badge, dates as ISO", () => {
    const q = quest({ scope: "window", starts_at: ms("2026-02-01T00:00:00Z"), ends_at: ms("2026-02-28T00:00:00Z"), badge: "b-1" });
    expect(questView(q, lookups)).toEqual({
      id: "q-1", name: "First ticket", description: null, image_url: null, metric: "tickets", scope: "window", threshold: 1,
      event: null, starts_at: "2026-02-01T00:00:00.000Z", ends_at: "2026-02-28T00:00:00.000Z", xp_reward: 50, credit_reward: 10,
      badge: { id: "b-1", name: "First Sale", image_url: null, icon: "ticket", rarity: "common" },
    });
  });

  it("an event quest names its event", () => {
    expect(questView(quest({ scope: "event", event: 100 }), lookups).event).toEqual({ id: 100, title: "Volt Night" });
  });
});

describe("rewardView: the API's reward", () => {
  it("resolves the gate tier and event; availability from dates and stock", () => {
    expect(rewardView(reward({ event: 100, min_tier: "t-silver", available_until: plus(NOW, 1000), claim_prompt: "Size?" }), lookups, NOW)).toEqual({
      id: "r-1", name: "Guest list spot", description: null, image_url: null, cost: 50, stock_left: 5, max_per_member: 1,
      available_from: null, available_until: "2026-03-01T12:00:01.000Z", available: true,
      event: { id: 100, title: "Volt Night" }, min_tier: { id: "t-silver", name: "Silver", min_xp: 200 }, claim_prompt: "Size?",
    });
  });

  it.each([
    [{ stock_left: 0 }, false],
    [{ available_until: plus(NOW, -1) }, false],
    [{ stock_left: null }, true],
  ])("%j: available %s", (over, available) => {
    expect(rewardView(reward(over), lookups, NOW).available).toBe(available);
  });
});
