import { describe, expect, it } from "vitest";
import { isoUtc, parseDuration, resolveTime, type TimeContext } from "@/lib/world/times";

// A Friday, nine days before Europe switches to summer time (Sunday 29 March 2026, 01:00 UTC).
const now = new Date("2026-03-20T12:00:00Z");
const utc: TimeContext = { now };
const berlinEvent: TimeContext = { now, zone: "Europe/Berlin", wallClock: true };

function at(spelling: string, ctx: TimeContext = utc): string {
  const r = resolveTime(spelling, ctx);
  if (!r.ok) throw new Error(`${spelling}: ${r.message}`);
  return r.value.toISOString();
}

function problem(spelling: string, ctx: TimeContext = utc): string {
  const r = resolveTime(spelling, ctx);
  if (r.ok) throw new Error(`${spelling} resolved to ${r.value.toISOString()}`);
  return r.message;
}

describe("absolute instants", () => {
  it("reads Z and offsets", () => {
    expect(at("2026-12-05T21:00:00Z")).toBe("2026-12-05T21:00:00.000Z");
    expect(at("2026-12-05T22:00:00+01:00")).toBe("2026-12-05T21:00:00.000Z");
    expect(at("2026-12-05T16:00:00-05:00")).toBe("2026-12-05T21:00:00.000Z");
    expect(at("2026-12-05T21:00Z")).toBe("2026-12-05T21:00:00.000Z");
    expect(at("2026-12-05T21:00:00.250Z")).toBe("2026-12-05T21:00:00.250Z");
  });

  it("means the same instant whatever the event's zone", () => {
    expect(at("2026-12-05T21:00:00Z", { ...berlinEvent, zone: "Asia/Tokyo" })).toBe("2026-12-05T21:00:00.000Z");
  });

  it("refuses impossible dates", () => {
    expect(problem("2026-02-30T10:00:00Z")).toMatch(/not a valid date/);
    expect(problem("2026-12-05T24:00:00Z")).toMatch(/not a valid date/);
  });
});

describe("relative to now", () => {
  it("adds and subtracts w d h m s", () => {
    expect(at("now")).toBe("2026-03-20T12:00:00.000Z");
    expect(at("now+3d")).toBe("2026-03-23T12:00:00.000Z");
    expect(at("now-2h")).toBe("2026-03-20T10:00:00.000Z");
    expect(at("now+1w2d3h30m")).toBe("2026-03-29T15:30:00.000Z");
    expect(at("now+90s")).toBe("2026-03-20T12:01:30.000Z");
  });

  it("counts a day as 24 hours, even across a clock change", () => {
    expect(at("now+10d", berlinEvent)).toBe("2026-03-30T12:00:00.000Z");
  });

  it("puts @HH:MM on the calendar day in UTC outside events", () => {
    expect(at("now+10d@22:00")).toBe("2026-03-30T22:00:00.000Z");
    expect(at("now@08:15")).toBe("2026-03-20T08:15:00.000Z");
    expect(at("now-1d@23:59:30")).toBe("2026-03-19T23:59:30.000Z");
  });

  it("puts @HH:MM on the calendar day in the event's zone, before and after daylight saving starts", () => {
    // Winter time (UTC+1) before 29 March, summer time (UTC+2) after.
    expect(at("now+1d@22:00", berlinEvent)).toBe("2026-03-21T21:00:00.000Z");
    expect(at("now+10d@22:00", berlinEvent)).toBe("2026-03-30T20:00:00.000Z");
  });

  it("takes the calendar day of the zone, not of UTC", () => {
    // 23:30 UTC on 20 March is already 21 March in Tokyo.
    const late = { now: new Date("2026-03-20T23:30:00Z"), zone: "Asia/Tokyo", wallClock: true };
    expect(at("now@20:00", late)).toBe("2026-03-21T11:00:00.000Z");
  });

  it("refuses what it cannot read", () => {
    expect(problem("tomorrow")).toMatch(/is not a time/);
    expect(problem("now+3x")).toMatch(/is not a time/);
    expect(problem("now+2d3w")).toMatch(/order w d h m s/);
    expect(problem("now+1d@25:00")).toMatch(/not a time of day/);
  });
});

describe("wall-clock times (event fields)", () => {
  it("reads a time without offset in the event's zone", () => {
    expect(at("2026-12-05T22:00", berlinEvent)).toBe("2026-12-05T21:00:00.000Z");
    expect(at("2026-07-05T22:00", berlinEvent)).toBe("2026-07-05T20:00:00.000Z");
    expect(at("2026-12-05T22:00", { ...berlinEvent, zone: "America/New_York" })).toBe("2026-12-06T03:00:00.000Z");
  });

  it("moves a time skipped by the spring change forward, and takes the first of a repeated autumn time", () => {
    expect(at("2026-03-29T02:30", berlinEvent)).toBe("2026-03-29T01:30:00.000Z"); // 03:30 summer time
    expect(at("2026-10-25T02:30", berlinEvent)).toBe("2026-10-25T00:30:00.000Z"); // the first 02:30 (summer time)
  });

  it("is refused outside event fields", () => {
    expect(problem("2026-12-05T22:00")).toMatch(/has no UTC offset/);
  });
});

describe("offsets from the event's start", () => {
  const start = new Date("2026-03-28T22:00:00Z");
  const setCtx: TimeContext = { ...berlinEvent, start };

  it("adds hours and minutes to the start, as elapsed time", () => {
    expect(at("+0h", setCtx)).toBe("2026-03-28T22:00:00.000Z");
    expect(at("+2h", setCtx)).toBe("2026-03-29T00:00:00.000Z");
    expect(at("+26h30m", setCtx)).toBe("2026-03-30T00:30:00.000Z");
    expect(at("-30m", setCtx)).toBe("2026-03-28T21:30:00.000Z");
  });

  it("needs a start", () => {
    expect(problem("+2h", { ...berlinEvent, start: null })).toMatch(/the event has no starts_at/);
    expect(problem("+2h", utc)).toMatch(/offset from the event's start, accepted only/);
  });
});

describe("helpers", () => {
  it("parses durations", () => {
    expect(parseDuration("1w2d3h30m")).toBe(((7 + 2) * 24 * 60 + 3 * 60 + 30) * 60_000);
    expect(parseDuration("")).toBeNull();
    expect(parseDuration("3m2h")).toBeNull();
  });

  it("writes UTC instants without empty milliseconds", () => {
    expect(isoUtc(new Date("2026-12-05T21:00:00.000Z"))).toBe("2026-12-05T21:00:00Z");
    expect(isoUtc(new Date("2026-12-05T21:00:00.120Z"))).toBe("2026-12-05T21:00:00.120Z");
  });
});
