import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, FEED_CAP, foldLine } from "@/lib/catalogue/feeds/ics";

const octets = (s: string) => Buffer.byteLength(s, "utf8");

describe("foldLine", () => {
  it("leaves lines of up to 75 octets alone", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });
  it.each([
    ["ascii", "DESCRIPTION:" + "a".repeat(300)],
    ["two-byte characters", "SUMMARY:" + "é".repeat(120)],
    ["three-byte characters", "SUMMARY:" + "Лайн-ап ✓ ".repeat(30)],
    ["astral characters", "SUMMARY:" + "🎧".repeat(50)],
  ])("folds %s at 75 octets without splitting a character", (_, line) => {
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(" ")).toBe(true);
      expect(p).not.toMatch(/\uFFFD/);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
  });
});

describe("buildCalendar", () => {
  const event = (i: number) => ({
    id: i,
    title: `Nuit ${i} — Événement très long avec des accents 🎧`,
    description: "Ligne un\nLigne deux; avec, ponctuation",
    startsAt: new Date(Date.UTC(2030, 0, 1 + i, 21)),
    endsAt: null,
    updatedAt: new Date(Date.UTC(2029, 11, 1)),
    pageUrl: `https://site.test/events/${i}`,
    location: null,
    lineup: [],
  });

  it("is valid iCalendar another library reads back, capped at 100 events", () => {
    const text = buildCalendar({ name: "Événements de Ada", siteUrl: "https://site.test", locale: "fr", events: Array.from({ length: 120 }, (_, i) => event(i)) });
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(FEED_CAP);
    expect(events[0]!.summary).toBe("Nuit 0 — Événement très long avec des accents 🎧");
    expect(events[0]!.description).toBe("Ligne un\nLigne deux; avec, ponctuation\n\nBillets et infos: https://site.test/events/0");
    // No end recorded: it ends when it starts.
    expect(events[0]!.endDate.toJSDate().getTime()).toBe(events[0]!.startDate.toJSDate().getTime());
    expect(events[99]!.uid).toBe("event-99@site.test");
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Événements de Ada");
  });

  it("is byte for byte the same for the same events", () => {
    const a = buildCalendar({ name: "A", siteUrl: "https://site.test", locale: "en", events: [event(1)] });
    const b = buildCalendar({ name: "A", siteUrl: "https://site.test", locale: "en", events: [event(1)] });
    expect(a).toBe(b);
    expect(a.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
