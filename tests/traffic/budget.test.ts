/** The pure rules of lib/limits: costs, plan figures, headers, escalation and the sweep rule. */
import { describe, expect, it } from "vitest";
import { workCost } from "@/lib/limits/cost";
import { addStrike, holdAfterStrikes, isSweep } from "@/lib/limits/penalty";
import { ALLOWANCES, keyLimits } from "@/lib/limits/plans";
import { combine, rateLimitHeaders } from "@/lib/limits/rate-headers";

describe("workCost", () => {
  it.each([
    [{ envelope: "single", paginated: false, limit: 25 }, 1],
    [{ envelope: "small-list", paginated: false, limit: 25 }, 1],
    [{ envelope: "list", paginated: true, limit: 1 }, 1],
    [{ envelope: "list", paginated: true, limit: 25 }, 1],
    [{ envelope: "list", paginated: true, limit: 26 }, 2],
    [{ envelope: "list", paginated: true, limit: 100 }, 4],
    [{ envelope: "list", paginated: true, limit: 100, ids: Array(10).fill(1) }, 1],
    [{ envelope: "list", paginated: true, limit: 25, ids: Array(11).fill(1) }, 2],
    [{ envelope: "list", paginated: true, limit: 25, ids: Array(50).fill(1) }, 5],
    [{ envelope: "single", paginated: false, limit: 25, expand: ["ticket_tiers"] }, 2],
    [{ envelope: "list", paginated: true, limit: 100, expand: ["venue", "lineup", "ticket_tiers"] }, 7],
  ] as const)("%o costs %i", (input, cost) => {
    expect(workCost(input as Parameters<typeof workCost>[0])).toBe(cost);
  });
});

describe("keyLimits", () => {
  it("gives the plan figures", () => {
    expect(keyLimits("studio", { ratePerMinute: null, ratePerDay: null })).toEqual({
      workPerMinute: 120,
      workPerDay: 20_000,
      requestsPerMinute: 2_400,
      crewWorkPerMinute: 600,
      crewWorkPerDay: 120_000,
      bytesPerDay: 5_000_000_000,
      writesPerMinute: 120,
    });
    expect(keyLimits("roster", { ratePerMinute: null, ratePerDay: null })).toMatchObject({ workPerMinute: 300, workPerDay: 100_000, requestsPerMinute: 6_000, crewWorkPerMinute: 1_500, crewWorkPerDay: 500_000, bytesPerDay: 20_000_000_000, writesPerMinute: 300 });
  });
  it("uses the key's own figures, with twenty times its work as requests when higher, and never under 60 writes", () => {
    expect(keyLimits("studio", { ratePerMinute: 200, ratePerDay: 50_000 })).toMatchObject({ workPerMinute: 200, workPerDay: 50_000, requestsPerMinute: 4_000, writesPerMinute: 200 });
    expect(keyLimits("roster", { ratePerMinute: 10, ratePerDay: 100 })).toMatchObject({ requestsPerMinute: 6_000, writesPerMinute: 60 });
  });
  it("names the allowances that do not depend on the plan", () => {
    expect(ALLOWANCES).toMatchObject({ visitorWorkPerMinute: 60, visitorRequestsPerMinute: 600, discoveryPerMinute: 60, bookingsPerVisitorPerMinute: 10, bookingsPerCrewPerDay: 300, wholeKeyFactor: 20 });
  });
});

describe("rateLimitHeaders", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 15, 400);
  it("writes the draft form and the tighter window's X- headers", () => {
    const h = rateLimitHeaders({ minute: { limit: 300, remaining: 290, resetSeconds: 45 }, day: { limit: 100_000, remaining: 99_000, resetSeconds: 43_185 } }, now);
    expect(h).toEqual({
      "RateLimit-Policy": '"burst";q=300;w=60, "daily";q=100000;w=86400',
      RateLimit: '"burst";r=290;t=45, "daily";r=99000;t=43185',
      "X-RateLimit-Limit": "300",
      "X-RateLimit-Remaining": "290",
      "X-RateLimit-Reset": String(Date.UTC(2026, 10, 22, 12, 1, 0) / 1000),
    });
  });
  it("picks the day window when less of it remains", () => {
    const h = rateLimitHeaders({ minute: { limit: 300, remaining: 290, resetSeconds: 45 }, day: { limit: 1000, remaining: 3, resetSeconds: 43_185 } }, now);
    expect(h["X-RateLimit-Limit"]).toBe("1000");
    expect(h["X-RateLimit-Remaining"]).toBe("3");
    expect(h["X-RateLimit-Reset"]).toBe(String(Date.UTC(2026, 10, 23) / 1000));
  });
  it("combine keeps the key's quota and the least that remains", () => {
    expect(combine({ limit: 300, remaining: 250, resetSeconds: 10 }, { limit: 1500, remaining: 20, resetSeconds: 10 }, undefined)).toEqual({ limit: 300, remaining: 20, resetSeconds: 10 });
    expect(combine({ limit: 300, remaining: 250, resetSeconds: 10 }, { limit: 1500, remaining: 900, resetSeconds: 10 })).toEqual({ limit: 300, remaining: 250, resetSeconds: 10 });
  });
});

describe("escalating waits", () => {
  it("hold nothing for two strikes, then 2, 4, 8 and at most 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(holdAfterStrikes)).toEqual([0, 0, 120, 240, 480, 900, 900, 900]);
  });
  it("count a minute once and forget strikes after an hour", () => {
    const t = Date.UTC(2026, 10, 22, 12, 0, 10);
    let m = addStrike([], t);
    m = addStrike(m, t + 20_000);
    expect(m).toHaveLength(1);
    m = addStrike(m, t + 60_000);
    expect(m).toHaveLength(2);
    expect(addStrike(m, t + 3_600_000 + 30_000)).toEqual([m[1], m[0]! + 3_600_000]); // the first minute has gone
  });
});

describe("the id sweep rule", () => {
  it.each([
    [30, 30, true],
    [60, 30, true],
    [61, 30, false],
    [29, 29, false],
    [1000, 400, false],
    [100, 80, true],
  ])("%i id reads with %i misses → frozen %s", (reads, misses, frozen) => {
    expect(isSweep(reads, misses)).toBe(frozen);
  });
});
