import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type ApiResponse, type TestApp } from "../../support/app";
import { KEYS } from "../../support/keys";
import { callers, expectAllNotFound } from "./helpers";
import { SITE, eventsWorld } from "./world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(eventsWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

/** Parses a feed back with another library than the one that wrote it. */
function parse(r: ApiResponse) {
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const cal = new ICAL.Component(ICAL.parse(r.text));
  const events = cal.getAllSubcomponents("vevent").map((v) => ({ v, e: new ICAL.Event(v) }));
  return { cal, events };
}

/** RFC 5545 3.1: content lines are folded at 75 octets, CRLF-separated. */
function expectFolded(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  expect(text).toMatch(/\r\n /); // at least one continuation line in these feeds
}

describe("GET /v1/events/{id}/ics", () => {
  it("is one VEVENT in UTC with a stable UID, METHOD:PUBLISH and an inline file name", async () => {
    const r = await ns("/v1/events/100/ics");
    expect(r.headers.get("content-disposition")).toBe('inline; filename="event-100.ics"');
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=300,/);
    expectFolded(r.text);
    const { cal, events } = parse(r);
    expect(cal.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    expect(events).toHaveLength(1);
    const { v, e } = events[0]!;
    const detail = (await ns("/v1/events/100")).body;
    expect(e.uid).toBe("event-100@tickets.example.test");
    expect(e.summary).toBe("Volt Night");
    expect(e.startDate.zone?.tzid).toBe("UTC");
    expect(e.endDate.zone?.tzid).toBe("UTC");
    expect(e.startDate.toJSDate().toISOString()).toBe(detail.starts_at);
    expect(e.endDate.toJSDate().toISOString()).toBe(detail.ends_at);
    expect(r.text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(v.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(v.getFirstPropertyValue("url")).toBe(`${SITE}/events/100`);
    expect(e.location).toBe("Tresor Hall, Köpenicker Str. 70");
    expect(e.description).toBe(
      `All night long.\n\nLine-up: Ada Volt, Cleo Marsh B2B Esme Quill, Secret Guest, Bram Okafor, Ghost Page\n\nTickets and info: ${SITE}/events/100`,
    );
    expect(r.text).not.toContain("Dmitri");
    expect(r.text).not.toContain("Zora");
  });

  it("writes its own labels in the requested language, never the organiser's text", async () => {
    const fr = parse(await ns("/v1/events/100/ics?locale=fr-BE")).events[0]!.e;
    expect(fr.description).toContain("\n\nProgrammation: Ada Volt");
    expect(fr.description).toContain(`\n\nBillets et infos: ${SITE}/events/100`);
    expect(fr.description.startsWith("All night long.")).toBe(true);
    expect(parse(await ns("/v1/events/100/ics?locale=uk")).events[0]!.e.description).toContain("Лайн-ап: Ada Volt");
    expect(parse(await ns("/v1/events/100/ics?locale=es")).events[0]!.e.description).toContain("Cartel: Ada Volt");
    const bad = await ns("/v1/events/100/ics?locale=pt");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe("locale");
  });

  it("keeps its UID and bytes while the event is unchanged, and answers HEAD", async () => {
    const a = await ns("/v1/events/100/ics");
    const b = await ns("/v1/events/100/ics", { headers: { "Cache-Control": "no-cache" } });
    expect(b.text).toBe(a.text);
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    const head = await api.head("/v1/events/100/ics", { key: KEYS.secret });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("content-disposition")).toBe('inline; filename="event-100.ics"');
  });

  it("ends an event without a recorded end when it starts; 404 for an undated event", async () => {
    await expectAllNotFound(api, "nightshift", ["/v1/events/109/ics"]);
    expect((await pub("/v1/events/101/ics")).status).toBe(200);
  });
});

describe("GET /v1/artists/{id}/ics and /v1/promoters/{id}/ics", () => {
  it("lists the artist's upcoming confirmed gigs with a date, soonest first", async () => {
    const r = await ns("/v1/artists/10/ics");
    expect(r.headers.get("content-disposition")).toBe('inline; filename="artist-10.ics"');
    expectFolded(r.text);
    const { cal, events } = parse(r);
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Events of Ada Volt");
    expect(cal.getFirstPropertyValue("method")).toBe("PUBLISH");
    // Not 107 (unconfirmed set), not 102 (past), not 103 (draft).
    expect(events.map(({ e }) => e.uid)).toEqual(["event-105@tickets.example.test", "event-100@tickets.example.test", "event-101@tickets.example.test", "event-111@tickets.example.test"]);
    // The same UID in every feed that holds the event.
    const single = parse(await ns("/v1/events/105/ics")).events[0]!.e;
    expect(single.uid).toBe(events[0]!.e.uid);
    expect(parse(await ns("/v1/artists/10/ics?locale=de")).cal.getFirstPropertyValue("x-wr-calname")).toBe("Events von Ada Volt");
  });

  it("lists the promoter's upcoming dated events, running ones included", async () => {
    const r = await pub("/v1/promoters/20/ics?locale=nl");
    expect(r.headers.get("content-disposition")).toBe('inline; filename="promoter-20.ics"');
    const { cal, events } = parse(r);
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Evenementen van Volt Collective");
    expect(events.map(({ e }) => e.summary)).toEqual(["Running Marathon", "Volt Night", "Barn Night", "Field Days Festival"]);
    expect(events[2]!.e.location).toBe("Hidden Barn, Feldweg 3");
  });

  it("404 for artists not on the roster or unpublished, and promoters not managed or unpublished", async () => {
    await expectAllNotFound(api, "nightshift", [
      "/v1/artists/11/ics",
      "/v1/artists/12/ics",
      "/v1/artists/13/ics",
      "/v1/artists/99999/ics",
      "/v1/artists/x/ics",
      "/v1/promoters/21/ics",
      "/v1/promoters/22/ics",
      "/v1/promoters/23/ics",
      "/v1/promoters/0/ics",
    ]);
    await expectAllNotFound(api, "harbour", ["/v1/artists/10/ics", "/v1/promoters/20/ics"]);
    expect((await hb("/v1/promoters/21/ics")).status).toBe(200);
  });

  it("stops at 100 events", async () => {
    const world = eventsWorld() as { events: Record<string, unknown>[] };
    for (let i = 0; i < 130; i++) {
      world.events.push({ id: 2000 + i, title: `Residency ${i}`, timezone: "Europe/Berlin", starts_at: `now+${i + 1}d@20:00`, ends_at: "+3h", promoters: [20], venue: 30 });
    }
    await api.load(world);
    const { events } = parse(await ns("/v1/promoters/20/ics"));
    expect(events).toHaveLength(100);
    expect(events[0]!.e.summary).toBe("Running Marathon");
    const starts = events.map(({ e }) => e.startDate.toJSDate().getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    await api.load(eventsWorld());
  });
});

describe("GET /v1/events/{id}/schema-org", () => {
  it("is a typed MusicEvent with place, performers from the timetable, organizer and offers", async () => {
    const r = await ns("/v1/events/100/schema-org?locale=it");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/ld+json");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=300,/);
    const tiers = (await ns("/v1/events/100/ticket-tiers")).body.data;
    const detail = (await ns("/v1/events/100")).body;
    expect(r.body).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      name: "Volt Night",
      url: `${SITE}/events/100`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      description: "All night long.",
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:00:00\+0[12]:00$/),
      endDate: expect.stringMatching(/T06:00:00\+0[12]:00$/),
      image: ["https://img.example.test/volt.jpg"],
      location: {
        "@type": "Place",
        name: "Tresor Hall",
        address: { "@type": "PostalAddress", streetAddress: "Köpenicker Str. 70", addressLocality: "Berlin", addressCountry: "DE" },
      },
      // Timetable order (Main, then Club); Bram has no time, Dmitri and Zora are unconfirmed.
      performer: ["Ada Volt", "Cleo Marsh", "Esme Quill", "Secret Guest", "Ghost Page"].map((name) => ({ "@type": "PerformingGroup", name })),
      organizer: { "@type": "Organization", name: "Volt Collective", url: `${SITE}/promoters/20` },
      offers: [
        { "@type": "Offer", name: "Early bird", price: 12.5, priceCurrency: "EUR", availability: "https://schema.org/InStock", url: `${SITE}/events/100/checkout?tier=tier-100-early&locale=it`, validFrom: tiers[0].sale_start },
        { "@type": "Offer", name: "Regular", price: 20, priceCurrency: "EUR", availability: "https://schema.org/PreOrder", url: `${SITE}/events/100/checkout?tier=tier-100-regular&locale=it`, validFrom: tiers[1].sale_start },
        { "@type": "Offer", name: "Bundle of 4", price: 40, priceCurrency: "EUR", availability: "https://schema.org/Discontinued", url: `${SITE}/events/100/checkout?tier=tier-100-stopped&locale=it`, validFrom: tiers[2].sale_start },
      ],
    });
    expect(Date.parse(r.body.startDate)).toBe(Date.parse(detail.starts_at));
  });

  it("names no performer while the timetable is off, and no organizer without a promoter", async () => {
    const quiet = (await ns("/v1/events/102/schema-org")).body;
    expect(quiet.performer).toEqual([]);
    expect(quiet.offers).toEqual([]);
    const rental = (await ns("/v1/events/106/schema-org")).body;
    expect(rental).not.toHaveProperty("organizer");
    expect(rental.offers[0].availability).toBe("https://schema.org/PreOrder");
    const sold = (await ns("/v1/events/101/schema-org")).body;
    expect(sold.offers[0].availability).toBe("https://schema.org/SoldOut");
    // The first published promoter organises: 22 is first on 101.
    expect(sold.organizer.name).toBe("Outside Promotions");
    const tba = (await ns("/v1/events/109/schema-org")).body;
    expect(tba).not.toHaveProperty("startDate");
    expect(tba).not.toHaveProperty("location");
    expect(tba.image).toEqual([]);
  });
});
