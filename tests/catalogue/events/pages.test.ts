import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type TestApp } from "../../support/app";
import { allPages, callers, expectAllNotFound, expectQueryError, ids } from "./helpers";
import { SITE, eventsWorld } from "./world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(eventsWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

describe("GET /v1/artists/{id}/events", () => {
  it("lists a roster artist's confirmed gigs as event summaries", async () => {
    const r = await ns("/v1/artists/10/events");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=120,/);
    // Not 107: Ada's set there is unconfirmed.
    expect(ids(r)).toEqual([105, 100, 101, 111]);
    expect(r.body.data[1]).toEqual({
      id: 100,
      title: "Volt Night",
      description: "All night long.",
      starts_at: expect.stringMatching(/Z$/),
      ends_at: expect.stringMatching(/Z$/),
      timezone: "Europe/Berlin",
      image_url: "https://img.example.test/volt.jpg",
      type: "club_night",
      page_url: `${SITE}/events/100`,
      venue: { id: 30, name: "Tresor Hall" },
    });
    expect(ids(await ns("/v1/artists/10/events?status=past"))).toEqual([102]);
    expect(ids(await ns("/v1/artists/10/events?status=all"))).toEqual([111, 101, 100, 105, 102]);
    const { items } = await allPages(pub, "/v1/artists/10/events?limit=1");
    expect(items.map((e) => e.id)).toEqual([105, 100, 101, 111]);
  });

  it("serves unpublished roster artists; 404 for any other artist", async () => {
    expect(ids(await ns("/v1/artists/11/events"))).toEqual([100]);
    expect(ids(await ns("/v1/artists/14/events"))).toEqual([100, 101]);
    await expectAllNotFound(api, "nightshift", ["/v1/artists/12/events", "/v1/artists/13/events", "/v1/artists/15/events", "/v1/artists/99999/events", "/v1/artists/ten/events"]);
    await expectAllNotFound(api, "harbour", ["/v1/artists/10/events"]);
  });

  it("takes status, limit and cursor only", async () => {
    expectQueryError(await ns("/v1/artists/10/events?from=2026-01-01"), ["from"]);
    expectQueryError(await ns("/v1/artists/10/events?expand=venue"), ["expand"]);
    expectQueryError(await ns("/v1/artists/10/events?status=later"), ["status"]);
  });
});

describe("GET /v1/promoters/{id}/events", () => {
  it("lists a managed promoter's events, venue as a reference by default", async () => {
    const r = await ns("/v1/promoters/20/events");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
    expect(ids(r)).toEqual([108, 100, 112, 101]);
    expect(r.body.data[1]).not.toHaveProperty("lineup");
    expect(r.body.data[1]).not.toHaveProperty("ticket_tiers");
    expect(r.body.data[1].venue).toEqual({ id: 30, name: "Tresor Hall" });
    expect(ids(await ns("/v1/promoters/20/events?status=all"))).toEqual([109, 101, 112, 100, 108, 102]);
  });

  it("filters by start with from and to", async () => {
    const start = (await ns("/v1/events/112")).body.starts_at as string;
    expect(ids(await ns(`/v1/promoters/20/events?from=${encodeURIComponent(start)}`))).toEqual([112, 101]);
    expect(ids(await ns(`/v1/promoters/20/events?to=${start.slice(0, 10)}`))).toEqual([108, 100, 112]);
    expectQueryError(await ns("/v1/promoters/20/events?from=soon"), ["from"]);
  });

  it("expands venue, lineup and ticket_tiers as in the event detail", async () => {
    const r = await ns("/v1/promoters/20/events?expand=venue,lineup,ticket_tiers");
    const byId = Object.fromEntries(r.body.data.map((e: any) => [e.id, e]));
    const detail = (await ns("/v1/events/100?expand=ticket_tiers")).body;
    expect(byId[100].venue).toEqual(detail.venue);
    expect(byId[100].lineup).toEqual(detail.lineup);
    expect(byId[100].ticket_tiers).toEqual(detail.ticket_tiers);
    expect(byId[100]).not.toHaveProperty("ticket_fee");
    // A foreign published venue in full; a foreign unpublished one by name and location.
    expect(byId[108].venue).toMatchObject({ id: 31, name: "Quay Club", genres: ["Jazz"] });
    expect(byId[112].venue).toMatchObject({ id: 34, image_url: null, description: null, links: null });
    expect(byId[108].lineup).toEqual([]);
    expect(byId[101].ticket_tiers.map((t: any) => t.status)).toEqual(["sold_out"]);
    const onlyLineup = (await ns("/v1/promoters/20/events?expand=lineup")).body.data[1];
    expect(onlyLineup.venue).toEqual({ id: 30, name: "Tresor Hall" });
    expect(onlyLineup).not.toHaveProperty("ticket_tiers");
    expect(JSON.stringify(r.body)).not.toMatch(/Dmitri|Zora|tier-100-guest/);
    expectQueryError(await ns("/v1/promoters/20/events?expand=venue,owner"), ["expand"]);
  });

  it("404 unless the crew manages the promoter and it is published", async () => {
    await expectAllNotFound(api, "nightshift", ["/v1/promoters/21/events", "/v1/promoters/22/events", "/v1/promoters/23/events", "/v1/promoters/99999/events"]);
    await expectAllNotFound(api, "harbour", ["/v1/promoters/20/events"]);
  });
});

describe("GET /v1/venues/{id}/events", () => {
  it("gives a managed venue's whole agenda, whoever promotes", async () => {
    const r = await ns("/v1/venues/30/events");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
    expect(ids(r)).toEqual([100, 106]);
    expect(r.body.data[0]).toHaveProperty("updated_at");
    // 110 is Harbour's party at Nightshift's hall.
    expect(ids(await ns("/v1/venues/30/events?status=past"))).toEqual([102, 110]);
    const start = (await ns("/v1/events/106")).body.starts_at as string;
    expect(ids(await ns(`/v1/venues/30/events?status=all&to=${encodeURIComponent(start)}`))).toEqual([106, 100, 102, 110]);
    expect(ids(await ns(`/v1/venues/30/events?from=${encodeURIComponent(start)}`))).toEqual([106]);
  });

  it("gives only the crew's own events at a venue it merely plays", async () => {
    // Quay Club: 108 and 105 are Nightshift's; 104 (Harbour) and 107 (unconfirmed) are not.
    expect(ids(await ns("/v1/venues/31/events"))).toEqual([108, 105]);
    expect(ids(await ns("/v1/venues/33/events"))).toEqual([111]);
    expect(ids(await hb("/v1/venues/30/events?status=all"))).toEqual([110]);
    expect(ids(await hb("/v1/venues/31/events"))).toEqual([104]);
  });

  it("404 for an unpublished venue or one outside the graph", async () => {
    await expectAllNotFound(api, "nightshift", ["/v1/venues/34/events", "/v1/venues/99999/events", "/v1/venues/abc/events"]);
    await expectAllNotFound(api, "harbour", ["/v1/venues/32/events"]);
    expectQueryError(await ns("/v1/venues/30/events?venue_id=31"), ["venue_id"]);
  });
});
