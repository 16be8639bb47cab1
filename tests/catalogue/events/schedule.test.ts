import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type TestApp } from "../../support/app";
import { callers } from "./helpers";
import { eventsWorld } from "./world";

let api: TestApp;
const { ns, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(eventsWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

/** Wall-clock digits and offset of an RFC 3339 time, e.g. "23:00+01:00". */
const clock = (t: string | null) => (t ? t.slice(11, 16) + t.slice(19) : null);

describe("GET /v1/events/{id}/timetable", () => {
  it("groups slots by stage in declared order, B2B as one slot, untimed and unconfirmed sets out", async () => {
    const r = await ns("/v1/events/100/timetable");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
    expect(r.body).toMatchObject({ event_id: 100, timezone: "Europe/Berlin", published: true });
    expect(r.body.stages.map((s: any) => [s.stage, s.slots.map((x: any) => [x.name, clock(x.start_time), clock(x.end_time)])])).toEqual([
      [
        "Main",
        [
          ["Ada Volt", expect.stringMatching(/^00:00\+0[12]:00$/), expect.stringMatching(/^01:30/)],
          ["Cleo Marsh B2B Esme Quill", expect.stringMatching(/^01:30/), expect.stringMatching(/^03:00/)],
        ],
      ],
      [
        "Club",
        [
          ["Secret Guest", expect.stringMatching(/^00:00/), expect.stringMatching(/^01:00/)],
          ["Ghost Page", expect.stringMatching(/^01:00/), expect.stringMatching(/^02:00/)],
        ],
      ],
    ]);
    expect(r.body.stages[0].slots[1]).toEqual({
      name: "Cleo Marsh B2B Esme Quill",
      artist_id: 12,
      artists: [
        { id: 12, name: "Cleo Marsh", managed: false },
        { id: 14, name: "Esme Quill", managed: true },
      ],
      stage: "Main",
      start_time: expect.any(String),
      end_time: expect.any(String),
    });
    expect(r.body.stages[1].slots[0]).toMatchObject({ artist_id: null, artists: [] });
    expect(r.text).not.toMatch(/Bram|Dmitri|Zora|contact_emails/);
  });

  it("puts undeclared stages after the declared ones and stage-less sets last", async () => {
    const r = await ns("/v1/events/101/timetable");
    expect(r.body.stages.map((s: any) => [s.stage, s.slots.map((x: any) => x.name)])).toEqual([
      ["Meadow", ["Ada Volt"]],
      ["Forest", ["Cleo Marsh"]],
      [null, ["Esme Quill"]],
    ]);
  });

  it("is empty and unpublished while the timetable is off", async () => {
    expect((await ns("/v1/events/102/timetable")).body).toEqual({ event_id: 102, timezone: "Europe/Berlin", published: false, stages: [] });
  });
});

describe("GET /v1/events/{id}/days", () => {
  it("files slots under the organiser's festival days; the rest is unscheduled", async () => {
    const r = await ns("/v1/events/101/days");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
    const d = r.body;
    expect(d).toMatchObject({ event_id: 101, timezone: "Europe/Berlin", timetable_published: true });
    expect(d.data.map((x: any) => [x.name, clock(x.starts_at), clock(x.ends_at), x.slots.map((s: any) => s.name)])).toEqual([
      ["Saturday", expect.stringMatching(/^14:00/), expect.stringMatching(/^02:00/), ["Ada Volt"]],
      ["Sunday", expect.stringMatching(/^12:00/), expect.stringMatching(/^00:00/), ["Cleo Marsh"]],
    ]);
    expect(d.data[0].date).toBe(d.data[0].starts_at.slice(0, 10));
    // Esme plays at +16h, in the night between the two days.
    expect(d.unscheduled.map((s: any) => [s.name, s.stage, clock(s.start_time)])).toEqual([["Esme Quill", null, expect.stringMatching(/^06:00/)]]);
  });

  it("makes an event without festival days one day named by its weekday in the request's language", async () => {
    const d = (await ns("/v1/events/100/days?locale=de")).body;
    const detail = (await ns("/v1/events/100")).body;
    const weekday = new Intl.DateTimeFormat("de", { weekday: "long", timeZone: "Europe/Berlin" }).format(new Date(detail.starts_at));
    expect(d.data).toHaveLength(1);
    expect(d.data[0]).toMatchObject({ name: weekday, starts_at: expect.stringMatching(/T23:00:00\+0[12]:00$/), ends_at: expect.stringMatching(/T06:00:00\+0[12]:00$/) });
    expect(d.data[0].slots.map((s: any) => s.name)).toEqual(["Ada Volt", "Secret Guest", "Ghost Page", "Cleo Marsh B2B Esme Quill"]);
    expect(d.unscheduled.map((s: any) => s.name)).toEqual(["Bram Okafor"]);
    expect(JSON.stringify(d)).not.toMatch(/Dmitri|Zora/);
  });

  it("empties every day while the timetable is off and lists the sets without times", async () => {
    const d = (await ns("/v1/events/102/days")).body;
    expect(d.timetable_published).toBe(false);
    expect(d.data.map((x: any) => x.slots)).toEqual([[]]);
    expect(d.unscheduled).toEqual([{ name: "Ada Volt", artist_id: 10, artists: [{ id: 10, name: "Ada Volt", managed: true }], stage: "Main", start_time: null, end_time: null }]);
  });

  it("shows another crew's roster artists as not managed", async () => {
    const ns111 = (await ns("/v1/events/111/timetable")).body.stages[0].slots.map((s: any) => s.artists[0]);
    const hb111 = (await hb("/v1/events/111/timetable")).body.stages[0].slots.map((s: any) => s.artists[0]);
    expect(ns111).toEqual([
      { id: 10, name: "Ada Volt", managed: true },
      { id: 13, name: "Dmitri Lau", managed: false },
    ]);
    expect(hb111).toEqual([
      { id: 10, name: "Ada Volt", managed: false },
      { id: 13, name: "Dmitri Lau", managed: true },
    ]);
  });
});

describe("set times across a daylight-saving change", () => {
  it("keeps the organiser's wall-clock digits with the offset of each date", async () => {
    const world = eventsWorld() as { events: Record<string, unknown>[] };
    // Europe/Berlin moves from +01:00 to +02:00 at 02:00 on 28 March 2027.
    world.events.push({
      id: 300,
      title: "Clock Change Rave",
      timezone: "Europe/Berlin",
      starts_at: "2027-03-27T22:00",
      ends_at: "2027-03-28T08:00",
      promoters: [20],
      timetable_published: true,
      stages: ["Main"],
      days: [{ name: "Night", starts_at: "2027-03-27T22:00", ends_at: "2027-03-28T08:00" }],
      lineup: [
        { artists: [10], stage: "Main", start: "2027-03-27T23:00", end: "2027-03-28T01:30" },
        { artists: [14], stage: "Main", start: "2027-03-28T01:30", end: "2027-03-28T04:00" },
        { artists: [12], stage: "Main", start: "2027-03-28T04:00", end: "2027-03-28T06:00" },
      ],
    });
    world.events.push({
      id: 301,
      title: "New York Loft",
      timezone: "America/New_York",
      starts_at: "2027-11-06T22:00",
      ends_at: "+8h",
      promoters: [20],
      timetable_published: true,
      lineup: [{ artists: [10], start: "2027-11-07T01:30", end: "2027-11-07T03:00" }],
    });
    await api.load(world);
    const t = (await ns("/v1/events/300/timetable")).body.stages[0].slots.map((s: any) => [s.start_time, s.end_time]);
    expect(t).toEqual([
      ["2027-03-27T23:00:00+01:00", "2027-03-28T01:30:00+01:00"],
      ["2027-03-28T01:30:00+01:00", "2027-03-28T04:00:00+02:00"],
      ["2027-03-28T04:00:00+02:00", "2027-03-28T06:00:00+02:00"],
    ]);
    const days = (await ns("/v1/events/300/days")).body.data;
    expect(days).toEqual([expect.objectContaining({ name: "Night", date: "2027-03-27", starts_at: "2027-03-27T22:00:00+01:00", ends_at: "2027-03-28T08:00:00+02:00" })]);
    expect(days[0].slots).toHaveLength(3);
    const lineup = (await ns("/v1/events/300")).body.lineup.map((l: any) => l.start_time);
    expect(lineup).toEqual(["2027-03-27T23:00:00+01:00", "2027-03-28T01:30:00+01:00", "2027-03-28T04:00:00+02:00"]);
    // 01:30 on 7 November 2027 in New York is still daylight time (-04:00); the change is at 02:00.
    expect((await ns("/v1/events/301/timetable")).body.stages[0].slots[0]).toMatchObject({ start_time: "2027-11-07T01:30:00-04:00", end_time: "2027-11-07T03:00:00-05:00" });
    await api.load(eventsWorld());
  });
});
