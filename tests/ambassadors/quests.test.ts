/** GET /v1/ambassador-quests: the quests members complete. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { readWorld, startApp, type TestApp } from "../support/app";
import { expectQueryError } from "../support/expect";
import { expectSame404s, TRESOR, VOLT } from "./reads";
import { AMB_KEYS, BADGES, QUESTS } from "./world";

let api: TestApp;
let loadedAt: number;
beforeAll(async () => {
  loadedAt = Date.now();
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const quests = (q: string, key: string = AMB_KEYS.owner) => api.get(`/v1/ambassador-quests?${q}`, { key });
const DAY = 86_400_000;
const near = (iso: string, at: number) => Math.abs(Date.parse(iso) - at) < 120_000;

describe("GET /v1/ambassador-quests", () => {
  it("answers the programme's words and every quest in order, with its event and badge", async () => {
    const r = await quests(VOLT);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("max-age=60");
    expect(Object.keys(r.body).sort()).toEqual(["badge_noun", "data", "enabled", "quest_noun", "xp_label"]);
    expect(r.body).toMatchObject({ enabled: true, quest_noun: "Mission", xp_label: "Glow", badge_noun: "Pin" });
    expect(r.body.data.map((q: { id: string }) => q.id)).toEqual([QUESTS.firstTicket, QUESTS.voltNight, QUESTS.winterRun]);
    const [first, night, winter] = r.body.data;
    expect(first).toEqual({
      id: QUESTS.firstTicket,
      name: "First ticket",
      description: null,
      image_url: null,
      metric: "tickets",
      scope: "lifetime",
      threshold: 1,
      event: null,
      starts_at: null,
      ends_at: null,
      xp_reward: 50,
      credit_reward: 10,
      badge: { id: BADGES.firstSale, name: "First Sale", image_url: null, icon: "ticket", rarity: "common" },
    });
    expect(night).toMatchObject({
      scope: "event",
      threshold: 5,
      event: { id: 100, title: "Volt Night" },
      xp_reward: 100,
      credit_reward: 20,
      badge: { id: BADGES.nightOwl, name: "Night Owl", image_url: "https://img.test/owl.png", icon: "moon", rarity: "rare" },
    });
    expect(winter).toMatchObject({ metric: "orders", scope: "window", threshold: 3, xp_reward: 80, credit_reward: 0, badge: null, event: null });
    expect(near(winter.starts_at, loadedAt - 10 * DAY)).toBe(true);
    expect(near(winter.ends_at, loadedAt + 20 * DAY)).toBe(true);
  });

  it("answers no quests and the default words while gamification is off (Tresor)", async () => {
    const r = await quests(TRESOR);
    expect(r.body).toEqual({ enabled: false, quest_noun: "quest", xp_label: "XP", badge_noun: "badge", data: [] });
  });

  it("answers the same 404 for an owner outside the graph, no programme and another crew's programme", async () => {
    await expectSame404s(api, (o) => `/v1/ambassador-quests?${o}`);
  });

  it("answers 400 validation_error on bad parameters", async () => {
    expectQueryError(await quests("owner_id=20"), ["owner_type"]);
    expectQueryError(await quests("owner_type=promoter&owner_id=1.5"), ["owner_id"]);
  });
});
