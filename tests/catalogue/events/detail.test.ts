import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type TestApp } from "../../support/app";
import { KEYS } from "../../support/keys";
import { callers, expectAllNotFound, expectQueryError } from "./helpers";
import { SITE, eventsWorld } from "./world";

let api: TestApp;
const { ns, pub } = callers(() => api);

beforeAll(async () => {
  api = await startApp(eventsWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

const SUBROUTES = ["", "/ticket-tiers", "/availability", "/fees", "/days", "/timetable", "/ics", "/schema-org", "/gallery", "/presales"];

describe("GET /v1/events/{id}", () => {
  it("gives the summary, the full public venue, genres and the line-up at the right tiers", async () => {
    const r = await ns("/v1/events/100");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
    const e = r.body;
    expect(Object.keys(e).sort()).toEqual(["description", "ends_at", "genres", "id", "image_url", "lineup", "page_url", "starts_at", "timezone", "title", "type", "venue"]);
    expect(e).toMatchObject({ id: 100, title: "Volt Night", page_url: `${SITE}/events/100`, genres: ["Techno"], timezone: "Europe/Berlin" });
    // Public tier: no capacity, no managed flag, no contact emails even for a managed venue.
    expect(e.venue).toEqual({
      id: 30,
      name: "Tresor Hall",
      image_url: "https://img.example.test/tresor.jpg",
      description: "Concrete.",
      location: { address: "Köpenicker Str. 70", city: "Berlin", country: "DE", lat: 52.5104, lng: 13.4197 },
      genres: ["Techno"],
      links: null,
    });
    expect(e.lineup.map((l: any) => [l.artist_id, l.name, l.managed, l.stage])).toEqual([
      [10, "Ada Volt", true, "Main"],
      [12, "Cleo Marsh", false, "Main"],
      [14, "Esme Quill", true, "Main"],
      [null, "Secret Guest", false, "Club"],
      [11, "Bram Okafor", true, "Garden"],
      [15, "Ghost Page", false, "Club"],
    ]);
    const [ada, cleo, esme, secret, bram, ghost] = e.lineup;
    expect(ada).toEqual({
      id: 10,
      artist_id: 10,
      name: "Ada Volt",
      image_url: "https://img.example.test/ada.jpg",
      description: "Berlin-based techno.",
      genres: ["Techno"],
      links: { instagram: "https://instagram.com/adavolt" },
      is_verified: true,
      managed: true,
      contact_emails: [{ type: "booking", value: "booking@adavolt.test" }],
      stage: "Main",
      start_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/),
      end_time: expect.stringMatching(/T01:30:00\+0[12]:00$/),
    });
    expect(cleo).not.toHaveProperty("contact_emails");
    expect(cleo).toMatchObject({ id: 12, links: { soundcloud: "https://soundcloud.com/cleomarsh" }, start_time: expect.stringMatching(/T01:30:00/) });
    expect(esme.contact_emails).toEqual([]);
    expect(secret).toEqual({ id: null, artist_id: null, name: "Secret Guest", image_url: null, description: null, genres: [], links: null, is_verified: false, managed: false, stage: "Club", start_time: expect.stringMatching(/T00:00:00/), end_time: expect.stringMatching(/T01:00:00/) });
    // An unpublished roster artist comes at the full tier; its set has no time.
    expect(bram).toMatchObject({ contact_emails: [{ type: "management", value: "mgmt@bram.test" }], start_time: null, end_time: null });
    // A foreign artist whose page is unpublished: name only.
    expect(ghost).toEqual({ id: 15, artist_id: 15, name: "Ghost Page", image_url: null, description: null, genres: [], links: null, is_verified: false, managed: false, stage: "Club", start_time: expect.any(String), end_time: expect.any(String) });
    expect(r.text).not.toContain("Dmitri");
    expect(r.text).not.toContain("Zora");
  });

  it("writes set times with the event's own offset for that date, in its zone", async () => {
    const e = (await ns("/v1/events/100")).body;
    const start = new Date(e.starts_at);
    const offset = new Intl.DateTimeFormat("en", { timeZone: "Europe/Berlin", timeZoneName: "longOffset" }).formatToParts(start).find((p) => p.type === "timeZoneName")!.value;
    expect(e.lineup[0].start_time.endsWith(offset.replace("GMT", ""))).toBe(true);
    expect(Date.parse(e.lineup[0].start_time) - start.getTime()).toBe(3600_000);
    expect(Date.parse(e.lineup[0].end_time) - start.getTime()).toBe(2.5 * 3600_000);
  });

  it("hides every set time while the timetable is off", async () => {
    const e = (await ns("/v1/events/102")).body;
    expect(e.lineup).toEqual([expect.objectContaining({ artist_id: 10, stage: "Main", start_time: null, end_time: null })]);
  });

  it("shows an unpublished foreign venue by name and location only", async () => {
    const e = (await ns("/v1/events/112")).body;
    expect(e.venue).toEqual({ id: 34, name: "Hidden Barn", image_url: null, description: null, location: { address: "Feldweg 3", city: "Potsdam", country: "DE", lat: 52.39, lng: 13.06 }, genres: [], links: null });
    expect((await ns("/v1/events/109")).body).toMatchObject({ venue: null, starts_at: null, lineup: [], genres: [] });
  });

  it("adds public tiers and the payee's fee with expand=ticket_tiers", async () => {
    const plain = (await ns("/v1/events/100")).body;
    expect(plain).not.toHaveProperty("ticket_tiers");
    expect(plain).not.toHaveProperty("ticket_fee");
    const e = (await ns("/v1/events/100?expand=ticket_tiers&locale=fr")).body;
    expect(e.ticket_tiers.map((t: any) => [t.id, t.status])).toEqual([
      ["tier-100-early", "on_sale"],
      ["tier-100-regular", "scheduled"],
      ["tier-100-stopped", "off_sale"],
    ]);
    expect(e.ticket_tiers[0].checkout_url).toBe(`${SITE}/events/100/checkout?tier=tier-100-early&locale=fr`);
    expect(e.ticket_fee).toEqual({ percent: 0.04, fixed: 0.35, applies_to: "ticket" });
    expect((await ns("/v1/events/100?expand=venue,lineup")).body).not.toHaveProperty("ticket_tiers");
    expect((await ns("/v1/events/106?expand=ticket_tiers")).body.ticket_fee).toEqual({ percent: 0.06, fixed: 0.45, applies_to: "ticket" });
    expectQueryError(await ns("/v1/events/100?expand=tickets"), ["expand"]);
    expectQueryError(await ns("/v1/events/100?expand="), ["expand"]);
  });

  it("keeps only the fields asked for, one level deep", async () => {
    const r = await ns("/v1/events/100?fields=title,lineup.name,venue.name");
    expect(r.body.id).toBe(100);
    expect(r.body.title).toBe("Volt Night");
    expect(r.body.venue).toEqual({ id: 30, name: "Tresor Hall" });
    expect(r.body.lineup[0]).toEqual({ id: 10, name: "Ada Volt" });
    expect(Object.keys(r.body).sort()).toEqual(["id", "lineup", "title", "venue"]);
    expectQueryError(await ns("/v1/events/100?fields=lineup.nope"), ["fields"]);
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const get = await ns("/v1/events/100");
    const head = await api.head("/v1/events/100", { key: KEYS.secret });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("content-type")).toBe("application/json");
  });

  it("404s the same way for malformed, unknown, unpublished and out-of-graph events, on every event route", async () => {
    // 103 is a draft, 104 Harbour's, 107 only an unconfirmed set away.
    const ids = ["abc", "0", "-1", "1.5", "99999", "103", "104", "107", "99999999999"];
    await expectAllNotFound(api, "nightshift", ids.flatMap((id) => SUBROUTES.map((sub) => `/v1/events/${id}${sub}`)));
    await expectAllNotFound(api, "harbour", SUBROUTES.map((sub) => `/v1/events/100${sub}`));
    for (const sub of SUBROUTES) expect((await pub(`/v1/events/100${sub}`)).status).toBe(200);
  });
});

describe("GET /v1/events/{id}/ticket-tiers", () => {
  it("lists public tiers in order with derived status, never stock or hidden tiers", async () => {
    const r = await ns("/v1/events/100/ticket-tiers");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=30,/);
    expect(Object.keys(r.body)).toEqual(["data"]);
    expect(r.body.data[0]).toEqual({
      id: "tier-100-early",
      name: "Early bird",
      description: "First 200.",
      price: 12.5,
      currency: "EUR",
      status: "on_sale",
      sale_start: expect.stringMatching(/Z$/),
      sale_end: expect.stringMatching(/Z$/),
      max_per_order: 6,
      checkout_url: `${SITE}/events/100/checkout?tier=tier-100-early`,
    });
    expect(r.body.data.map((t: any) => [t.id, t.status, t.price])).toEqual([
      ["tier-100-early", "on_sale", 12.5],
      ["tier-100-regular", "scheduled", 20],
      ["tier-100-stopped", "off_sale", 40],
    ]);
    expect(r.text).not.toMatch(/tier-100-guest|Guest list|"stock"|"sold"|bundle_size|"public"/);
    expect((await ns("/v1/events/101/ticket-tiers")).body.data.map((t: any) => t.status)).toEqual(["sold_out"]);
    expect((await ns("/v1/events/110/ticket-tiers")).body.data.map((t: any) => t.status)).toEqual(["off_sale"]);
    expect((await ns("/v1/events/102/ticket-tiers")).body).toEqual({ data: [] });
  });
});

describe("GET /v1/events/{id}/availability", () => {
  it("derives the event status, the next sale start and few_left, never a count", async () => {
    const r = await ns("/v1/events/100/availability");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=30,/);
    const tiers = (await ns("/v1/events/100/ticket-tiers")).body.data;
    expect(r.body).toEqual({
      event_id: 100,
      status: "on_sale",
      next_sale_start: tiers[1].sale_start,
      tiers: [
        { id: "tier-100-early", name: "Early bird", status: "on_sale", few_left: true, sale_start: tiers[0].sale_start, sale_end: tiers[0].sale_end },
        { id: "tier-100-regular", name: "Regular", status: "scheduled", few_left: false, sale_start: tiers[1].sale_start, sale_end: tiers[1].sale_end },
        { id: "tier-100-stopped", name: "Bundle of 4", status: "off_sale", few_left: false, sale_start: tiers[2].sale_start, sale_end: tiers[2].sale_end },
      ],
    });
  });

  it.each([
    [101, "sold_out", false],
    [106, "scheduled", true],
    [110, "over", false],
    [102, "no_tickets", false],
    [109, "no_tickets", false],
    [111, "on_sale", false],
  ])("event %s is %s", async (id, status, hasNext) => {
    const r = (await ns(`/v1/events/${id}/availability`)).body;
    expect(r.status).toBe(status);
    expect(r.next_sale_start !== null).toBe(hasNext);
  });
});

describe("GET /v1/events/{id}/fees", () => {
  it.each([
    [100, { percent: 0.04, fixed: 0.35, applies_to: "ticket" }, "the promoter's own fee"],
    [101, { percent: 0.06, fixed: 0.45, applies_to: "ticket" }, "the default: the payee (first promoter) stores no fee"],
    [111, { percent: 0.03, fixed: 1, applies_to: "order" }, "the older per-order model of another crew's payee"],
    [106, { percent: 0.06, fixed: 0.45, applies_to: "ticket" }, "the default: no promoter to pay"],
  ])("event %s: %j (%s)", async (id, fee) => {
    const r = await ns(`/v1/events/${id}/fees`);
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=300,/);
    expect(r.body).toEqual({ event_id: id, ...fee });
  });
});

describe("GET /v1/events/{id}/gallery", () => {
  it("lists public albums with their first 200 finished photos and the finished count", async () => {
    const r = await ns("/v1/events/100/gallery");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=300,/);
    expect(r.body.event_id).toBe(100);
    expect(r.body.data.map((a: any) => [a.id, a.name, a.photos.length, a.photo_count])).toEqual([
      [500, "Last edition", 1, 1],
      [502, "Everything", 200, 205],
    ]);
    expect(r.body.data[0]).toEqual({ id: 500, name: "Last edition", description: null, photos: [{ id: 5001, url: "https://img.example.test/p5001.jpg", width: 1600, height: 900 }], photo_count: 1 });
    const big = r.body.data[1];
    expect(big.description).toBe("All of it.");
    expect(big.photos[0].id).toBe(6000);
    expect(big.photos[199].id).toBe(6199);
    expect(r.text).not.toContain("Backstage");
    expect(r.text).not.toContain("uploading");
    expect(r.text).not.toContain("7000");
    expect((await ns("/v1/events/101/gallery")).body).toEqual({ event_id: 101, data: [] });
  });
});

describe("GET /v1/events/{id}/presales", () => {
  it("lists presales without drafts or their private settings", async () => {
    const r = await ns("/v1/events/100/presales");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
    expect(r.body.event_id).toBe(100);
    expect(r.body.data).toEqual([
      {
        token: "pre_volt",
        status: "open",
        registration_open: true,
        registration_opens_at: expect.stringMatching(/Z$/),
        registration_closes_at: expect.stringMatching(/Z$/),
        featured: true,
        featured_mode: "banner",
        teaser: { title: "Presale", subtitle: "Sign up first", image_url: null, description: "Early access." },
        url: `${SITE}/events/100/presale/pre_volt`,
      },
      expect.objectContaining({ token: "pre_later", registration_open: false, featured: false, featured_mode: "none" }),
    ]);
    expect(r.text).not.toMatch(/pre_draft|list-secret|caps|products|tier-100-early/);
  });
});
