import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { daysOf } from "@/lib/catalogue/timetable/days";
import { lineupEntries } from "@/lib/catalogue/timetable/lineup";
import { localDate, localTime } from "@/lib/catalogue/timetable/local-time";
import { compareStages, slotName } from "@/lib/catalogue/timetable/slots";
import { performerNames, timetableOf } from "@/lib/catalogue/timetable/timetable";
import type { LineupSet, ScheduleEvent, SetArtist } from "@/lib/catalogue/timetable/types";

const artist = (id: number, name: string, managed = false): SetArtist => ({
  id,
  name,
  managed,
  fields: { id, name, image_url: null, description: null, genres: [], links: null, is_verified: false, managed, ...(managed ? { contact_emails: [] } : {}) },
});
const A = artist(1, "Ada", true);
const B = artist(2, "Bram");
const C = artist(3, "Cleo");

let nextId = 1;
const set = (o: Partial<LineupSet>): LineupSet => ({ id: nextId++, position: nextId, name: null, stage: null, start: null, end: null, confirmed: true, artists: [A], ...o });
const t = (iso: string) => new Date(iso);

const event = (o: Partial<ScheduleEvent> = {}): ScheduleEvent => ({
  id: 9,
  timezone: "Europe/Berlin",
  timetablePublished: true,
  stages: [],
  startsAt: t("2026-07-10T12:00:00Z"),
  endsAt: t("2026-07-12T02:00:00Z"),
  days: [],
  ...o,
});

describe("localTime", () => {
  it.each([
    ["2026-07-10T20:00:00Z", "Europe/Berlin", "2026-07-10T22:00:00+02:00"], // summer time
    ["2026-12-05T21:00:00Z", "Europe/Berlin", "2026-12-05T22:00:00+01:00"], // winter time
    ["2026-03-29T00:30:00Z", "Europe/Berlin", "2026-03-29T01:30:00+01:00"], // just before the spring change
    ["2026-03-29T01:30:00Z", "Europe/Berlin", "2026-03-29T03:30:00+02:00"], // just after it
    ["2026-12-05T21:00:00Z", "UTC", "2026-12-05T21:00:00+00:00"],
    ["2026-12-05T21:00:00Z", "America/New_York", "2026-12-05T16:00:00-05:00"],
    ["2026-12-05T21:00:00Z", "Asia/Kolkata", "2026-12-06T02:30:00+05:30"],
  ])("%s in %s is %s", (instant, zone, expected) => {
    expect(localTime(t(instant), zone)).toBe(expected);
  });
});

describe("localTime agrees with luxon", () => {
  const zones = ["Europe/Berlin", "Europe/London", "America/New_York", "America/St_Johns", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "Africa/Casablanca", "UTC"];
  it.each(zones)("in %s, every 37 minutes for 16 years (every daylight-saving change)", (zone) => {
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2036, 0, 1);
    for (let t = from; t < to; t += 37 * 60_000 + 7_000) {
      const d = new Date(t);
      const ref = DateTime.fromJSDate(d, { zone });
      const expected = ref.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
      if (localTime(d, zone) !== expected) expect(localTime(d, zone)).toBe(expected);
      if (localDate(d, zone) !== ref.toFormat("yyyy-MM-dd")) expect(localDate(d, zone)).toBe(ref.toFormat("yyyy-MM-dd"));
    }
  }, 180_000); // ~230,000 instants per zone: slow on a busy machine, never a timing claim
});

describe("slot names", () => {
  it("joins back-to-back artists with ' B2B ' unless the organiser named the set", () => {
    expect(slotName(set({ artists: [A] }))).toBe("Ada");
    expect(slotName(set({ artists: [A, B, C] }))).toBe("Ada B2B Bram B2B Cleo");
    expect(slotName(set({ artists: [A, B], name: "Volt & Friends" }))).toBe("Volt & Friends");
    expect(slotName(set({ artists: [], name: "Secret Guest" }))).toBe("Secret Guest");
  });
});

describe("stage order", () => {
  const declared = ["Main", "Club"];
  it("puts declared stages first in their order, others alphabetically, none last", () => {
    const stages = ["garden", null, "Club", "Arena", "Main", "Zelt"];
    expect([...stages].sort((a, b) => compareStages(a, b, declared))).toEqual(["Main", "Club", "Arena", "garden", "Zelt", null]);
  });
});

describe("lineupEntries", () => {
  it("gives one entry per artist of each confirmed set, custom acts unlinked, times in the event offset", () => {
    const sets = [
      set({ position: 1, artists: [A], stage: "Main", start: t("2026-07-10T20:00:00Z"), end: t("2026-07-10T21:30:00Z") }),
      set({ position: 2, artists: [B, C], stage: "Main", start: t("2026-07-10T21:30:00Z"), end: null }),
      set({ position: 3, artists: [], name: "Secret Guest" }),
      set({ position: 4, artists: [C], confirmed: false, start: t("2026-07-10T23:00:00Z") }),
    ];
    const out = lineupEntries(sets, event());
    expect(out.map((e) => [e.artist_id, e.name, e.stage, e.start_time, e.end_time])).toEqual([
      [1, "Ada", "Main", "2026-07-10T22:00:00+02:00", "2026-07-10T23:30:00+02:00"],
      [2, "Bram", "Main", "2026-07-10T23:30:00+02:00", null],
      [3, "Cleo", "Main", "2026-07-10T23:30:00+02:00", null],
      [null, "Secret Guest", null, null, null],
    ]);
    expect(out[0]!.contact_emails).toEqual([]);
    expect(out[1]).not.toHaveProperty("contact_emails");
    expect(out[3]).toMatchObject({ id: null, managed: false, genres: [], links: null });
  });
  it("hides every time while the timetable is off", () => {
    const out = lineupEntries([set({ start: t("2026-07-10T20:00:00Z"), end: t("2026-07-10T21:00:00Z") })], event({ timetablePublished: false }));
    expect(out[0]).toMatchObject({ start_time: null, end_time: null });
  });
});

describe("timetableOf", () => {
  const ev = event({ stages: ["Main", "Club"] });
  const sets = [
    set({ position: 1, stage: "Club", start: t("2026-07-10T22:00:00Z"), end: t("2026-07-10T23:00:00Z"), artists: [B] }),
    set({ position: 2, stage: "Main", start: t("2026-07-10T21:00:00Z"), end: t("2026-07-10T22:00:00Z"), artists: [C] }),
    set({ position: 3, stage: "Main", start: t("2026-07-10T20:00:00Z"), end: t("2026-07-10T21:00:00Z"), artists: [A, B] }),
    set({ position: 4, stage: null, start: t("2026-07-10T19:00:00Z"), artists: [], name: "Opening" }),
    set({ position: 5, stage: "Attic", start: t("2026-07-10T19:00:00Z"), artists: [C] }),
    set({ position: 6, stage: "Main", start: null, artists: [A] }), // no time: left out
    set({ position: 7, stage: "Secret", start: t("2026-07-10T19:00:00Z"), artists: [A], confirmed: false }),
  ];
  it("orders stages and running order, and leaves untimed and unconfirmed sets out", () => {
    const out = timetableOf(sets, ev);
    expect(out.published).toBe(true);
    expect(out.stages.map((s) => [s.stage, s.slots.map((x) => x.name)])).toEqual([
      ["Main", ["Ada B2B Bram", "Cleo"]],
      ["Club", ["Bram"]],
      ["Attic", ["Cleo"]],
      [null, ["Opening"]],
    ]);
    expect(out.stages[0]!.slots[0]).toEqual({
      name: "Ada B2B Bram",
      artist_id: 1,
      artists: [
        { id: 1, name: "Ada", managed: true },
        { id: 2, name: "Bram", managed: false },
      ],
      stage: "Main",
      start_time: "2026-07-10T22:00:00+02:00",
      end_time: "2026-07-10T23:00:00+02:00",
    });
    expect(out.stages[3]!.slots[0]).toMatchObject({ artist_id: null, artists: [] });
  });
  it("is empty and unpublished while the timetable is off", () => {
    expect(timetableOf(sets, { ...ev, timetablePublished: false })).toEqual({ event_id: 9, timezone: "Europe/Berlin", published: false, stages: [] });
  });
  it("names performers once each, from the timetable only", () => {
    expect(performerNames(sets, ev)).toEqual(["Ada", "Bram", "Cleo", "Opening"]);
    expect(performerNames(sets, { ...ev, timetablePublished: false })).toEqual([]);
  });
});

describe("daysOf", () => {
  const festival = event({
    stages: ["Meadow"],
    days: [
      { name: "Saturday", starts_at: "2026-07-11T10:00:00Z", ends_at: "2026-07-11T22:00:00Z" },
      { name: "Friday", starts_at: "2026-07-10T12:00:00Z", ends_at: "2026-07-11T00:00:00Z" },
    ],
  });
  const sets = [
    set({ position: 1, stage: "Forest", start: t("2026-07-11T12:00:00Z"), artists: [B] }),
    set({ position: 2, stage: "Meadow", start: t("2026-07-11T12:00:00Z"), artists: [A] }),
    set({ position: 3, stage: "Meadow", start: t("2026-07-10T14:00:00Z"), artists: [C] }),
    set({ position: 4, stage: "Meadow", start: t("2026-07-11T03:00:00Z"), artists: [A] }), // between days
    set({ position: 5, stage: "Meadow", start: null, artists: [B] }), // no time
    set({ position: 6, stage: "Meadow", start: t("2026-07-11T00:00:00Z"), artists: [C] }), // exactly at Friday's end
  ];
  it("files sets under the day their start falls in, in running then stage order", () => {
    const out = daysOf(sets, festival, "en");
    expect(out.timetable_published).toBe(true);
    expect(out.data.map((d) => [d.name, d.date, d.starts_at, d.ends_at, d.slots.map((s) => `${s.stage}:${s.name}`)])).toEqual([
      ["Friday", "2026-07-10", "2026-07-10T14:00:00+02:00", "2026-07-11T02:00:00+02:00", ["Meadow:Cleo"]],
      ["Saturday", "2026-07-11", "2026-07-11T12:00:00+02:00", "2026-07-12T00:00:00+02:00", ["Meadow:Ada", "Forest:Bram"]],
    ]);
    expect(out.unscheduled.map((s) => [s.name, s.start_time])).toEqual([
      ["Ada", "2026-07-11T05:00:00+02:00"],
      ["Bram", null],
      ["Cleo", "2026-07-11T02:00:00+02:00"],
    ]);
  });
  it("makes the whole event one day, named by its weekday in the request's language", () => {
    const out = daysOf([set({ start: t("2026-07-10T20:00:00Z") })], event(), "fr");
    expect(out.data).toHaveLength(1);
    expect(out.data[0]).toMatchObject({ name: "vendredi", date: "2026-07-10", starts_at: "2026-07-10T14:00:00+02:00", ends_at: "2026-07-12T04:00:00+02:00" });
    expect(out.data[0]!.slots).toHaveLength(1);
    expect(daysOf([], event(), "en").data[0]!.name).toBe("Friday");
  });
  it("empties every day while the timetable is off and lists the sets unscheduled without times", () => {
    const out = daysOf(sets, { ...festival, timetablePublished: false }, "en");
    expect(out.timetable_published).toBe(false);
    expect(out.data.map((d) => d.slots)).toEqual([[], []]);
    expect(out.unscheduled).toHaveLength(6);
    expect(out.unscheduled.every((s) => s.start_time === null && s.end_time === null)).toBe(true);
  });
  it("never shows an unconfirmed set", () => {
    const out = daysOf([set({ start: t("2026-07-10T20:00:00Z"), confirmed: false }), set({ confirmed: false })], event(), "en");
    expect(out.data[0]!.slots).toEqual([]);
    expect(out.unscheduled).toEqual([]);
  });
  it("has no day for an undated event", () => {
    const out = daysOf([set({})], event({ startsAt: null, endsAt: null }), "en");
    expect(out.data).toEqual([]);
    expect(out.unscheduled).toHaveLength(1);
  });
});
