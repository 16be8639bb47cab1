/**
 * `npm run fuzz` only: localTime and localDate against luxon every 37 minutes and 7 seconds for 16
 * years (about 230,000 instants per zone, every daylight-saving change among them). The suite
 * checks the instants around each change (tests/unit/catalogue/events/timetable.test.ts).
 */
import { describe, expect, it } from "vitest";
import { CITIES } from "@/lib/world/generate/vocabulary";
import { disagreements } from "../unit/catalogue/events/zone-reference";

const zones = [...new Set(["Europe/Berlin", "Europe/London", "America/New_York", "America/St_Johns", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "Africa/Casablanca", "UTC", ...CITIES.map((c) => c[2])])];

describe("localTime agrees with luxon", () => {
  it.each(zones)("in %s, every 37 minutes for 16 years", (zone) => {
    const found: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2036, 0, 1) && found.length < 20; t += 37 * 60_000 + 7_000) found.push(...disagreements(new Date(t), zone));
    expect(found).toEqual([]);
  });
});
