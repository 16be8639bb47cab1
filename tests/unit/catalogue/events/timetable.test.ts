import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { daysOf } from "@/lib/catalogue/timetable/days";
import { lineupEntries } from "@/lib/catalogue/timetable/lineup";
import { localTime } from "@/lib/catalogue/timetable/local-time";
import { compareStages, slotName } from "@/lib/catalogue/timetable/slots";
import { performerNames, timetableOf } from "@/lib/catalogue/timetable/timetable";
import type { LineupSet, ScheduleEvent, SetArtist } from "@/lib/catalogue/timetable/types";
import { CITIES } from "@/lib/world/generate/vocabulary";
import { disagreements, instantsAround, offsetChanges } from "./zone-reference";

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

describe("localTime agrees with luxon where a wall clock can go wrong", () => {
  // The zones of every world (test worlds, the demo world, the generator's cities), and the odd ones:
  // half- and quarter-hour offsets, Lord Howe's 30-minute summer time, Chatham, Casablanca's
  // Ramadan switches, the first and last zones of the day. Every 37 minutes of 2020-2036 in each
  // is `npm run fuzz` (tests/fuzz/local-time.fuzz.ts).
  const worldZones = ["Europe/Berlin", "Europe/Lisbon", "Europe/London", "Europe/Oslo", ...CITIES.map((c) => c[2])];
  const oddZones = ["America/St_Johns", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "Africa/Casablanca", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"];
  const zones = [...new Set([...worldZones, ...oddZones])];
  const from = Date.UTC(2020, 0, 1);
  const to = Date.UTC(2036, 0, 1);

  it("the reference finds each offset change to the second", () => {
    const y2026 = (c: number) => c >= Date.UTC(2026, 0, 1) && c < Date.UTC(2027, 0, 1);
    expect(offsetChanges("Europe/Berlin", from, to).filter(y2026)).toEqual([Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]);
    // Lord Howe moves by 30 minutes, at 02:00 local time either way.
    expect(offsetChanges("Australia/Lord_Howe", from, to).filter(y2026)).toEqual([Date.UTC(2026, 3, 4, 15), Date.UTC(2026, 9, 3, 15, 30)]);
    expect(offsetChanges("Europe/London", from, to)).toHaveLength(32);
    expect(offsetChanges("Asia/Kolkata", from, to)).toEqual([]);
  });

  it.each(zones)("in %s, around every offset change of 2020-2035", (zone) => {
    expect(offsetChanges(zone, from, to).flatMap((c) => instantsAround(c, zone)).flatMap((d) => disagreements(d, zone))).toEqual([]);
  });

  it.each(zones)("in %s, at the ends of the range, at local midnights and at fractions of a second", (zone) => {
    const instants = [
      from,
      to - 1,
      0,
      -1, // before 1970: the whole second is the one before
      -500,
      Date.UTC(1969, 11, 31, 23, 59, 59, 999),
      Date.UTC(2038, 0, 19, 3, 14, 8), // past 32-bit seconds
      Date.UTC(2028, 1, 29, 12), // a leap day
      ...[0, 1, 2, 3].map((n) => DateTime.fromObject({ year: 2026, month: 1 + 3 * n, day: 1 }, { zone }).toMillis()),
    ].flatMap((t) => [t, t + 999]);
    expect(instants.map((t) => new Date(t)).flatMap((d) => disagreements(d, zone))).toEqual([]);
  });
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
