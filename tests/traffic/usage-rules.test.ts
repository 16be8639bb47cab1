/** The usage series' rules as plain functions (lib/traffic/usage-rules.ts): how a call counts, batches fold, slots fill, errors group. */
import { describe, expect, it } from "vitest";
import { aggregateCalls, codeForStatus, figuresOf, fillSlots, groupErrors, seriesStart, NO_FIGURES, type UsageCall } from "@/lib/traffic/usage-rules";

const T = Date.parse("2026-11-27T10:30:05.000Z");
const MIN = 60_000;
const HOUR = 3_600_000;
const KEY_A = "00000000-0000-4000-8000-00000000000a";
const KEY_B = "00000000-0000-4000-8000-00000000000b";

const call = (over: Partial<UsageCall>): UsageCall => ({ keyId: KEY_A, atMs: T, status: 200, cache: "miss", requestId: "r", work: 0, code: null, route: "GET /v1/genres", ...over });

describe("figuresOf", () => {
  it("counts every call as a request, with the work it spent", () => {
    expect(figuresOf({ status: 200, cache: "miss", work: 4 })).toEqual({ requests: 1, work: 4, cached: 0, rateLimited: 0, clientErrors: 0, serverErrors: 0 });
    expect(figuresOf({ status: 304, cache: "miss", work: 0 })).toEqual({ ...NO_FIGURES, requests: 1 });
    expect(figuresOf({ status: 201, cache: null, work: 0 })).toEqual({ ...NO_FIGURES, requests: 1 });
  });

  it("counts hits and stale copies as cached answers, not misses", () => {
    expect(figuresOf({ status: 200, cache: "hit", work: 0 }).cached).toBe(1);
    expect(figuresOf({ status: 200, cache: "stale", work: 0 }).cached).toBe(1);
    expect(figuresOf({ status: 200, cache: "miss", work: 1 }).cached).toBe(0);
    expect(figuresOf({ status: 200, cache: null, work: 0 }).cached).toBe(0);
  });

  it("keeps 429 apart from other 4xx, and 5xx apart from both", () => {
    expect(figuresOf({ status: 429, cache: null, work: 0 })).toEqual({ ...NO_FIGURES, requests: 1, rateLimited: 1 });
    for (const s of [400, 401, 403, 404, 409, 413, 422]) expect(figuresOf({ status: s, cache: null, work: 0 }), String(s)).toEqual({ ...NO_FIGURES, requests: 1, clientErrors: 1 });
    for (const s of [500, 502, 503]) expect(figuresOf({ status: s, cache: null, work: 0 }), String(s)).toEqual({ ...NO_FIGURES, requests: 1, serverErrors: 1 });
  });
});

describe("codeForStatus", () => {
  it("names the table's code of a status, else a generic one", () => {
    expect(codeForStatus(404)).toBe("not_found");
    expect(codeForStatus(429)).toBe("rate_limited");
    expect(codeForStatus(500)).toBe("internal_error");
    expect(codeForStatus(418)).toBe("validation_error");
    expect(codeForStatus(599)).toBe("internal_error");
  });
});

describe("aggregateCalls", () => {
  it("folds a batch into one row per key and minute, sorted by key then minute", () => {
    const { minutes } = aggregateCalls([
      call({ keyId: KEY_B, atMs: T, work: 1 }),
      call({ atMs: T + MIN, status: 429 }),
      call({ atMs: T, work: 2 }),
      call({ atMs: T + 10_000, cache: "hit" }),
      call({ atMs: T - 6_000, status: 500 }), // 10:29:59: the minute before
    ]);
    expect(minutes).toEqual([
      { keyId: KEY_A, minute: "2026-11-27T10:29:00.000Z", ...NO_FIGURES, requests: 1, serverErrors: 1 },
      { keyId: KEY_A, minute: "2026-11-27T10:30:00.000Z", ...NO_FIGURES, requests: 2, work: 2, cached: 1 },
      { keyId: KEY_A, minute: "2026-11-27T10:31:00.000Z", ...NO_FIGURES, requests: 1, rateLimited: 1 },
      { keyId: KEY_B, minute: "2026-11-27T10:30:00.000Z", ...NO_FIGURES, requests: 1, work: 1 },
    ]);
  });

  it("groups error answers by key, hour, code and route, keeping the latest's time and request id", () => {
    const { errors } = aggregateCalls([
      call({ status: 404, code: "not_found", route: "GET /v1/artists/{id}", requestId: "first", atMs: T }),
      call({ status: 404, code: "not_found", route: "GET /v1/artists/{id}", requestId: "latest", atMs: T + 20 * MIN }),
      call({ status: 404, code: "not_found", route: "GET /v1/artists/{id}", requestId: "between", atMs: T + MIN }),
      call({ status: 404, code: "not_found", route: "GET /v1/events/{id}", requestId: "other-route", atMs: T }),
      call({ status: 404, code: "not_found", route: "GET /v1/artists/{id}", requestId: "next-hour", atMs: T + HOUR }),
      call({ status: 400, code: "validation_error", route: "GET /v1/artists/{id}", requestId: "bad-query", atMs: T }),
      call({ status: 200, requestId: "fine" }),
      call({ status: 304, requestId: "not-modified" }),
    ]);
    expect(errors).toEqual([
      { keyId: KEY_A, hour: "2026-11-27T10:00:00.000Z", code: "not_found", route: "GET /v1/artists/{id}", count: 3, lastAt: "2026-11-27T10:50:05.000Z", lastRequestId: "latest" },
      { keyId: KEY_A, hour: "2026-11-27T10:00:00.000Z", code: "not_found", route: "GET /v1/events/{id}", count: 1, lastAt: "2026-11-27T10:30:05.000Z", lastRequestId: "other-route" },
      { keyId: KEY_A, hour: "2026-11-27T10:00:00.000Z", code: "validation_error", route: "GET /v1/artists/{id}", count: 1, lastAt: "2026-11-27T10:30:05.000Z", lastRequestId: "bad-query" },
      { keyId: KEY_A, hour: "2026-11-27T11:00:00.000Z", code: "not_found", route: "GET /v1/artists/{id}", count: 1, lastAt: "2026-11-27T11:30:05.000Z", lastRequestId: "next-hour" },
    ]);
  });

  it("names the code of an error answer that did not carry one by its status", () => {
    const { errors } = aggregateCalls([call({ status: 404, code: null, route: "GET /v1/x" })]);
    expect(errors.map((e) => e.code)).toEqual(["not_found"]);
  });

  it("answers nothing for an empty batch", () => {
    expect(aggregateCalls([])).toEqual({ minutes: [], errors: [] });
  });
});

describe("seriesStart and fillSlots", () => {
  it("ends each series with the current minute or hour", () => {
    expect(new Date(seriesStart(T, MIN, 60)).toISOString()).toBe("2026-11-27T09:31:00.000Z");
    expect(new Date(seriesStart(T, HOUR, 24)).toISOString()).toBe("2026-11-26T11:00:00.000Z");
  });

  it("gives every slot, oldest first, zeros where nothing was stored, and leaves out buckets outside", () => {
    const start = seriesStart(T, MIN, 60);
    const slots = fillSlots(start, MIN, 60, [
      { at: start + 59 * MIN, ...NO_FIGURES, requests: 3, work: 2 },
      { at: start, ...NO_FIGURES, requests: 1, clientErrors: 1 },
      { at: start - MIN, ...NO_FIGURES, requests: 9 }, // before the first slot
      { at: start + 60 * MIN, ...NO_FIGURES, requests: 9 }, // after the last
    ]);
    expect(slots).toHaveLength(60);
    expect(slots.map((s) => s.at)).toEqual(Array.from({ length: 60 }, (_, i) => start + i * MIN));
    expect(slots[0]).toEqual({ at: start, ...NO_FIGURES, requests: 1, clientErrors: 1 });
    expect(slots[59]).toEqual({ at: start + 59 * MIN, ...NO_FIGURES, requests: 3, work: 2 });
    expect(slots.slice(1, 59).every((s) => s.requests === 0 && s.work === 0)).toBe(true);
    expect(slots.reduce((n, s) => n + s.requests, 0)).toBe(4);
  });

  it("sums minute buckets into the hour that holds them", () => {
    const start = seriesStart(T, HOUR, 24);
    const slots = fillSlots(start, HOUR, 24, [
      { at: start + 23 * HOUR + 5 * MIN, ...NO_FIGURES, requests: 2 },
      { at: start + 23 * HOUR + 30 * MIN, ...NO_FIGURES, requests: 5, rateLimited: 1 },
    ]);
    expect(slots[23]).toEqual({ at: start + 23 * HOUR, ...NO_FIGURES, requests: 7, rateLimited: 1 });
  });
});

describe("groupErrors", () => {
  const at = (ms: number) => new Date(T + ms);
  it("sums a code and route over the hours, keeps the latest call, most frequent first", () => {
    const groups = groupErrors([
      { code: "not_found", route: "GET /v1/artists/{id}", count: 2, lastAt: at(-2 * HOUR), lastRequestId: "old" },
      { code: "rate_limited", route: "GET /v1/events", count: 1, lastAt: at(0), lastRequestId: "rl" },
      { code: "not_found", route: "GET /v1/artists/{id}", count: 1, lastAt: at(-MIN), lastRequestId: "new" },
      { code: "validation_error", route: "GET /v1/events", count: 1, lastAt: at(-HOUR), lastRequestId: "bad" },
    ]);
    expect(groups).toEqual([
      { code: "not_found", route: "GET /v1/artists/{id}", count: 3, lastAt: at(-MIN), lastRequestId: "new" },
      { code: "rate_limited", route: "GET /v1/events", count: 1, lastAt: at(0), lastRequestId: "rl" },
      { code: "validation_error", route: "GET /v1/events", count: 1, lastAt: at(-HOUR), lastRequestId: "bad" },
    ]);
  });

  it("lists at most the limit", () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ code: "not_found", route: `GET /v1/r${i}`, count: i + 1, lastAt: at(0), lastRequestId: `r${i}` }));
    expect(groupErrors(rows, 2).map((g) => g.route)).toEqual(["GET /v1/r4", "GET /v1/r3"]);
  });
});
