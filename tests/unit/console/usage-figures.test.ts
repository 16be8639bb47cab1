/** The key console's plain figures (app/console/usage-figures.ts): outcomes, the day's running work, scales, routes, curl. */
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { OUTCOMES, ago, compact, compileRoutes, curlOf, niceCeil, routeOf, scaleTop, statusClassOf, workSinceMidnight, type UsageSlot } from "@/app/console/usage-figures";

const slot = (at: string, over: Partial<UsageSlot> = {}): UsageSlot => ({ at, requests: 0, work: 0, cached: 0, rate_limited: 0, client_errors: 0, server_errors: 0, ...over });

describe("OUTCOMES", () => {
  it("splits a slot's requests into fresh, cached, 429, other 4xx and 5xx, adding up to its requests", () => {
    const s = slot("2026-11-27T10:41:00.000Z", { requests: 31, cached: 17, rate_limited: 2, client_errors: 3, server_errors: 1 });
    expect(Object.fromEntries(OUTCOMES.map((o) => [o.id, o.of(s)]))).toEqual({ fresh: 8, cached: 17, limited: 2, client: 3, server: 1 });
    expect(OUTCOMES.reduce((n, o) => n + o.of(s), 0)).toBe(31);
  });
});

describe("workSinceMidnight", () => {
  it("adds up the work hour by hour and starts again at 00:00 UTC", () => {
    const hours = ["22", "23", "00", "01"].map((h, i) => slot(`2026-11-2${h < "12" ? 7 : 6}T${h}:00:00.000Z`, { work: i + 1 }));
    expect(workSinceMidnight(hours)).toEqual({ values: [1, 3, 3, 7], starts: [false, false, true, false] });
  });

  it("does not start again at the first slot when the series begins at midnight", () => {
    expect(workSinceMidnight([slot("2026-11-27T00:00:00.000Z", { work: 2 }), slot("2026-11-27T01:00:00.000Z", { work: 3 })])).toEqual({ values: [2, 5], starts: [false, false] });
  });
});

describe("scales", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 10, 11, 240, 300, 6000, 100000].map(niceCeil)).toEqual([1, 1, 5, 10, 20, 500, 500, 10000, 100000]);
  });

  it("leaves room for the limit, or with fit for the figures only", () => {
    expect(scaleTop(12, 300, false)).toBe(500);
    expect(scaleTop(12, 300, true)).toBe(20);
    expect(scaleTop(700, 300, false)).toBe(1000);
    expect(scaleTop(7, null, false)).toBe(10);
  });
});

describe("compact", () => {
  it("writes axis figures short", () => {
    expect([0, 2.5, 950, 2500, 10000, 100000, 1500000].map(compact)).toEqual(["0", "2.5", "950", "2.5k", "10k", "100k", "1.5M"]);
  });
});

describe("statusClassOf", () => {
  it("keeps 429 apart from the other 4xx", () => {
    expect([200, 201, 304, 400, 404, 422, 429, 500, 503].map(statusClassOf)).toEqual(["success", "success", "success", "client", "client", "client", "limited", "server", "server"]);
  });
});

describe("routeOf", () => {
  const routes = compileRoutes(endpoints.map((e) => `${e.method} ${e.path}`));

  it("names an audit-log path by its route template", () => {
    expect(routeOf("GET", "/api/v1/artists/10", routes)).toBe("GET /v1/artists/{id}");
    expect(routeOf("GET", "/api/v1/events/101/timetable", routes)).toBe("GET /v1/events/{id}/timetable");
    expect(routeOf("POST", "/api/v1/booking-requests", routes)).toBe("POST /v1/booking-requests");
  });

  it("prefers a literal route over a template that would also match", () => {
    expect(routeOf("GET", "/api/v1/events/search", routes)).toBe("GET /v1/events/search");
    expect(routeOf("GET", "/api/v1/usage/history", routes)).toBe("GET /v1/usage/history");
    expect(routeOf("GET", "/api/v1/usage", routes)).toBe("GET /v1/usage");
  });

  it("names a HEAD by its GET's template, and an unknown path as called", () => {
    expect(routeOf("HEAD", "/api/v1/artists/10", routes)).toBe("HEAD /v1/artists/{id}");
    expect(routeOf("POST", "/api/v1/mcp", routes)).toBe("POST /v1/mcp");
  });
});

describe("curlOf", () => {
  const origin = "https://api.example.test";

  it("names the key as $API_KEY and quotes the URL for a shell", () => {
    expect(curlOf("GET", "/api/v1/artists/10", origin)).toBe(`curl -H "Authorization: Bearer $API_KEY" 'https://api.example.test/api/v1/artists/10'`);
    expect(curlOf("POST", "/api/v1/keys/rotate", origin)).toBe(`curl -X POST -H "Authorization: Bearer $API_KEY" 'https://api.example.test/api/v1/keys/rotate'`);
    expect(curlOf("HEAD", "/api/v1/events/1", origin)).toBe(`curl -I -H "Authorization: Bearer $API_KEY" 'https://api.example.test/api/v1/events/1'`);
  });

  it("keeps a quote in the path from ending the shell word", () => {
    expect(curlOf("GET", "/api/v1/forms/it's", origin)).toBe(`curl -H "Authorization: Bearer $API_KEY" 'https://api.example.test/api/v1/forms/it'\\''s'`);
  });
});

describe("ago", () => {
  const now = Date.parse("2026-11-27T10:41:30.000Z");
  it("says how long ago, in the largest whole unit", () => {
    expect(ago("2026-11-27T10:41:10.000Z", now)).toBe("just now");
    expect(ago("2026-11-27T10:40:10.000Z", now)).toBe("1 minute ago");
    expect(ago("2026-11-27T10:36:30.000Z", now)).toBe("5 minutes ago");
    expect(ago("2026-11-27T07:41:30.000Z", now)).toBe("3 hours ago");
    expect(ago("2026-11-25T10:41:30.000Z", now)).toBe("2 days ago");
  });
});
