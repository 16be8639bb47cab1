import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type TestApp } from "../../support/app";
import { allPages, callers, expectNotFound, expectQueryError, ids } from "./helpers";
import { pagesWorld } from "./world";

let api: TestApp;
const { ns, pub, hb, hbPub } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

describe("GET /v1/venues", () => {
  it("lists managed venues and hosts of the crew's published events, by name", async () => {
    const r = await ns("/v1/venues");
    expect(r.status).toBe(200);
    // 30 managed; 32 via a co-promoted event; 36 via a roster artist's confirmed gig; 38 via the crew's promoter.
    expect(r.body.data.map((v: { id: number; managed: boolean }) => [v.id, v.managed])).toEqual([
      [38, false],
      [32, false],
      [36, false],
      [30, true],
    ]);
    expect(r.body.data[2]).toEqual({
      id: 36,
      name: "Gig Basement",
      image_url: null,
      description: null,
      location: null,
      genres: [],
      links: null,
      capacity: { max: 120, layouts: { seated: 80, theatre: 120 } },
      managed: false,
    });
    expect(ids(await pub("/v1/venues"))).toEqual([38, 32, 36, 30]);
  });

  it("leaves out unpublished venues, venues of draft events, of unconfirmed gigs and of other crews", async () => {
    const r = await ns("/v1/venues?limit=100");
    for (const id of [31, 33, 34, 35, 37]) expect(ids(r)).not.toContain(id);
    expect(ids(await hb("/v1/venues"))).toEqual([31]);
  });

  it("q, ids, limit and cursor", async () => {
    expect(ids(await ns("/v1/venues?q=HALL"))).toEqual([30]);
    expect(ids(await ns("/v1/venues?ids=30,31,34,36"))).toEqual([36, 30]);
    const { pages, items } = await allPages(ns, "/v1/venues?limit=3");
    expect(pages.map((p) => p.body.data.length)).toEqual([3, 1]);
    expect(items.map((v) => v.id)).toEqual([38, 32, 36, 30]);
    expectQueryError(await ns("/v1/venues?q=h"), ["q"]);
    expectQueryError(await ns("/v1/venues?city=Berlin"), ["city"]);
  });
});

describe("GET /v1/venues/{id}", () => {
  it("returns a managed venue and a venue of the graph", async () => {
    const r = await ns("/v1/venues/30");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: 30,
      name: "Tresor Hall",
      image_url: null,
      description: null,
      location: { address: "Köpenicker Str. 70, Berlin", city: "Berlin", country: "DE", lat: 52.5104, lng: 13.4197 },
      genres: ["Techno"],
      links: null,
      capacity: { max: 900, layouts: { standing: 900, cabaret: 300 } },
      managed: true,
    });
    expect((await pub("/v1/venues/36")).body.managed).toBe(false);
    expect((await hbPub("/v1/venues/31")).body.managed).toBe(true);
  });

  it("404 for every venue outside reach, the same body", async () => {
    for (const id of ["31", "33", "34", "35", "37", "999", "abc", "0"]) expectNotFound(await ns(`/v1/venues/${id}`));
    expectNotFound(await hb("/v1/venues/30"));
  });
});

describe("GET /v1/venues/{id}/capacity", () => {
  it("returns max and layouts, never summed", async () => {
    expect((await ns("/v1/venues/36/capacity")).body).toEqual({ venue_id: 36, max: 120, layouts: { seated: 80, theatre: 120 } });
    expect((await ns("/v1/venues/30/capacity")).body).toEqual({ venue_id: 30, max: 900, layouts: { standing: 900, cabaret: 300 } });
  });

  it("no stated capacity: max null and layouts empty", async () => {
    expect((await ns("/v1/venues/38/capacity")).body).toEqual({ venue_id: 38, max: null, layouts: {} });
  });

  it("404 outside reach", async () => {
    for (const id of ["31", "33", "34", "x"]) expectNotFound(await ns(`/v1/venues/${id}/capacity`));
  });
});
