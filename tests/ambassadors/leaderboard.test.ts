/** GET /v1/ambassador-leaderboard: active members ranked by the programme's metric. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { ambassadorMembers, ambassadorPrograms } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { expectNotFound, expectQueryError } from "../support/expect";
import { expectSame404s, sameBody, TRESOR, VOLT } from "./reads";
import { AMB_KEYS, MEMBERS, ORDER_SALES, PROGRAMMES } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const board = (q: string, key: string = AMB_KEYS.owner) => api.get(`/v1/ambassador-leaderboard?${q}`, { key });
const setProgramme = (values: Partial<typeof ambassadorPrograms.$inferInsert>) => api.database.db.update(ambassadorPrograms).set(values).where(eq(ambassadorPrograms.id, PROGRAMMES.volt.id));

describe("GET /v1/ambassador-leaderboard", () => {
  it("ranks active members by tickets sold with first name and last initial, score and tier", async () => {
    const r = await board(VOLT);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("max-age=60");
    // Active: Mia (5 tickets, 320 XP Silver), Noah (1, 650 Gold), Ana (0, 10 Bronze); Lea is pending, Sam suspended.
    expect(r.body).toEqual({
      metric: "tickets",
      data: [
        { rank: 1, name: "Mia K.", score: ORDER_SALES.mia.tickets, tier: { name: "Silver", color: "#c0c0c0" } },
        { rank: 2, name: "Noah B.", score: ORDER_SALES.noah.tickets, tier: { name: "Gold", color: "#ffd700" } },
        { rank: 3, name: "Ana R.", score: 0, tier: { name: "Bronze", color: "#cd7f32" } },
      ],
    });
    for (const m of [MEMBERS.lea, MEMBERS.sam]) expect(r.text).not.toContain(m.code);
    expect(r.text).not.toMatch(/Keller|@fans\.test|\+4366|a6000000/);
  });

  it("cuts the list at limit", async () => {
    const r = await board(`${VOLT}&limit=1`);
    expect(r.body.data.map((x: { name: string }) => x.name)).toEqual(["Mia K."]);
  });

  it("ranks by XP with the xp metric, equal scores sharing a rank", async () => {
    await setProgramme({ leaderboardMetric: "xp" });
    await api.database.db.update(ambassadorMembers).set({ xp: 650 }).where(eq(ambassadorMembers.id, MEMBERS.mia.id));
    try {
      const r = await board(VOLT);
      expect(r.body.metric).toBe("xp");
      expect(r.body.data).toEqual([
        { rank: 1, name: "Mia K.", score: 650, tier: { name: "Gold", color: "#ffd700" } },
        { rank: 1, name: "Noah B.", score: 650, tier: { name: "Gold", color: "#ffd700" } },
        { rank: 3, name: "Ana R.", score: 10, tier: { name: "Bronze", color: "#cd7f32" } },
      ]);
    } finally {
      await setProgramme({ leaderboardMetric: "tickets" });
      await api.database.db.update(ambassadorMembers).set({ xp: 320 }).where(eq(ambassadorMembers.id, MEMBERS.mia.id));
    }
  });

  it("orders by revenue but publishes no score with the revenue metric", async () => {
    await setProgramme({ leaderboardMetric: "revenue" });
    try {
      const r = await board(VOLT);
      expect(r.body.metric).toBe("revenue");
      expect(r.body.data.map((x: { name: string }) => x.name)).toEqual(["Mia K.", "Noah B.", "Ana R."]);
      for (const row of r.body.data) expect(row.score).toBeNull();
      expect(r.text).not.toContain(String(ORDER_SALES.mia.revenue_cents));
      expect(r.text).not.toContain("revenue_cents");
    } finally {
      await setProgramme({ leaderboardMetric: "tickets" });
    }
  });

  it("shows no tier while gamification is off", async () => {
    await setProgramme({ gamification: false });
    try {
      const r = await board(VOLT);
      expect(r.body.data).toHaveLength(3);
      for (const row of r.body.data) expect(row.tier).toBeNull();
    } finally {
      await setProgramme({ gamification: true });
    }
  });

  it("answers 404 while the leaderboard is not published (Tresor), like a page without a programme", async () => {
    const r = await board(TRESOR);
    expectNotFound(r);
    expect(sameBody(r)).toEqual(sameBody(await board("owner_type=promoter&owner_id=22")));
  });

  it("answers the same 404 for an owner outside the graph, no programme and another crew's programme", async () => {
    await expectSame404s(api, (o) => `/v1/ambassador-leaderboard?${o}`);
  });

  it("answers 400 validation_error on bad parameters", async () => {
    expectQueryError(await board("owner_type=promoter"), ["owner_id"]);
    expectQueryError(await board(`${VOLT}&limit=0`), ["limit"]);
    expectQueryError(await board(`${VOLT}&limit=101`), ["limit"]);
    expectQueryError(await board(`${VOLT}&limit=x`), ["limit"]);
    expectQueryError(await board("owner_type=page&owner_id=20"), ["owner_type"]);
    expect((await board(`${VOLT}&limit=100`)).status).toBe(200);
  });
});
