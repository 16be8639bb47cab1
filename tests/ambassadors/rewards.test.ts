/** GET /v1/ambassador-rewards: the rewards members claim with credits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { ambassadorRewards } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { expectQueryError } from "../support/expect";
import { expectSame404s, TRESOR, VOLT } from "./reads";
import { AMB_KEYS, REWARDS, TIERS } from "./world";

let api: TestApp;
let loadedAt: number;
beforeAll(async () => {
  loadedAt = Date.now();
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const rewards = (q: string, key: string = AMB_KEYS.owner) => api.get(`/v1/ambassador-rewards?${q}`, { key });
const byId = (r: { body: { data: { id: string }[] } }, id: string) => r.body.data.find((x) => x.id === id) as any;
const DAY = 86_400_000;
const near = (iso: string, at: number) => Math.abs(Date.parse(iso) - at) < 120_000;

describe("GET /v1/ambassador-rewards", () => {
  it("answers the credit labels and every reward in the organiser's order", async () => {
    const r = await rewards(VOLT);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("max-age=60");
    expect(Object.keys(r.body).sort()).toEqual(["credits_enabled", "data", "label_plural", "label_singular"]);
    expect(r.body).toMatchObject({ credits_enabled: true, label_singular: "Star", label_plural: "Stars" });
    expect(r.body.data.map((x: { id: string }) => x.id)).toEqual(Object.values(REWARDS));
  });

  it("shows every field of a reward: event, stock, limit and availability", async () => {
    const r = await rewards(VOLT);
    expect(byId(r, REWARDS.guestList)).toEqual({
      id: REWARDS.guestList,
      name: "Guest list spot",
      description: null,
      image_url: null,
      cost: 50,
      stock_left: 5,
      max_per_member: 1,
      available_from: null,
      available_until: null,
      available: true,
      event: { id: 100, title: "Volt Night" },
      min_tier: null,
      claim_prompt: null,
    });
    expect(byId(r, REWARDS.backstage)).toMatchObject({ stock_left: null, available: true, min_tier: { id: TIERS.gold, name: "Gold", min_xp: 500 }, event: null });
    expect(byId(r, REWARDS.tshirt)).toMatchObject({ cost: 20, stock_left: 10, claim_prompt: "Which size? (S, M, L, XL)", available: true });
  });

  it("reads a reward as unavailable before its start, after its end, switched off, and with no stock left", async () => {
    const r = await rewards(VOLT);
    const early = byId(r, REWARDS.notStarted);
    expect(early.available).toBe(false);
    expect(near(early.available_from, loadedAt + 5 * DAY)).toBe(true);
    const ended = byId(r, REWARDS.ended);
    expect(ended.available).toBe(false);
    expect(near(ended.available_until, loadedAt - DAY)).toBe(true);
    expect(byId(r, REWARDS.inactive).available).toBe(false);
    expect(byId(r, REWARDS.soldOut)).toMatchObject({ stock_left: 0, available: false });
    expect(byId(r, REWARDS.pricey)).toMatchObject({ available: true, stock_left: null, cost: 100000 });
  });

  it("takes stock_left from the stock claims lower", async () => {
    await api.database.db.update(ambassadorRewards).set({ stock: 0 }).where(eq(ambassadorRewards.id, REWARDS.lastPoster));
    try {
      expect(byId(await rewards(VOLT), REWARDS.lastPoster)).toMatchObject({ stock_left: 0, available: false });
    } finally {
      await api.database.db.update(ambassadorRewards).set({ stock: 1 }).where(eq(ambassadorRewards.id, REWARDS.lastPoster));
    }
  });

  it("answers no rewards and the default labels while credits are off (Tresor)", async () => {
    const r = await rewards(TRESOR);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ credits_enabled: false, label_singular: "credit", label_plural: "credits", data: [] });
  });

  it("answers the same 404 for an owner outside the graph, no programme and another crew's programme", async () => {
    await expectSame404s(api, (o) => `/v1/ambassador-rewards?${o}`);
  });

  it("answers 400 validation_error on bad parameters", async () => {
    expectQueryError(await rewards(""), ["owner_type", "owner_id"]);
    expectQueryError(await rewards("owner_type=venue&owner_id=-3"), ["owner_id"]);
    expectQueryError(await rewards(`${VOLT}&limit=5`), ["limit"]);
  });
});
