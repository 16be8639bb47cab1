import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type TestApp } from "../../support/app";
import { allPages, callers, expectNotFound, expectQueryError, ids } from "./helpers";
import { pagesWorld } from "./world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

describe("GET /v1/promoters", () => {
  it("lists the crew's published promoters by name at the full tier", async () => {
    const r = await ns("/v1/promoters");
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([24, 20]);
    expect(r.body.data[1]).toEqual({
      id: 20,
      name: "Volt Collective",
      image_url: null,
      description: null,
      genres: ["Techno"],
      links: null,
      is_verified: true,
      managed: true,
      contact_emails: [{ type: "office", value: "office@volt.test" }],
    });
    expect(ids(await pub("/v1/promoters"))).toEqual([24, 20]);
    expect(ids(await hb("/v1/promoters"))).toEqual([21]);
  });

  it("q, ids, limit and cursor", async () => {
    expect(ids(await ns("/v1/promoters?q=VOLT"))).toEqual([20]);
    expect(ids(await ns("/v1/promoters?q=harbour"))).toEqual([]);
    expect(ids(await ns("/v1/promoters?ids=20,21,22,23"))).toEqual([20]);
    const since = new Date(Date.now() - 7 * 86400_000).toISOString();
    expect(ids(await ns(`/v1/promoters?updated_since=${since}`))).toEqual([20]);
    const { pages, items } = await allPages(ns, "/v1/promoters?limit=1");
    expect(pages).toHaveLength(2);
    expect(items.map((p) => p.id)).toEqual([24, 20]);
  });

  it("refuses bad parameters", async () => {
    expectQueryError(await ns("/v1/promoters?q=v"), ["q"]);
    expectQueryError(await ns("/v1/promoters?genre=1"), ["genre"]);
    expectQueryError(await ns("/v1/promoters?limit=101"), ["limit"]);
    expectQueryError(await ns("/v1/promoters?limit=0"), ["limit"]);
    expect((await ns("/v1/promoters?cursor=abc")).body.code).toBe("invalid_cursor");
  });
});

describe("GET /v1/promoters/{id}", () => {
  it("returns a managed published promoter", async () => {
    const r = await pub("/v1/promoters/20");
    expect(r.status).toBe(200);
    expect(r.body.name).toBe("Volt Collective");
    expect(r.body.contact_emails).toEqual([{ type: "office", value: "office@volt.test" }]);
  });

  it("404 for foreign, other crews', unpublished, unknown and malformed ids", async () => {
    for (const id of ["21", "22", "23", "999", "abc", "2.5"]) expectNotFound(await ns(`/v1/promoters/${id}`));
    expectNotFound(await hb("/v1/promoters/20"));
  });
});

describe("GET /v1/promoters/{id}/venues", () => {
  it("lists venues of the promoter's published events, most used first, ties by name", async () => {
    const r = await ns("/v1/promoters/20/venues");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data"]);
    expect(r.body.data.map((v: { id: number; event_count: number }) => [v.id, v.event_count])).toEqual([
      [30, 3],
      [38, 1],
      [32, 1],
    ]);
    expect(r.body.data[0]).toEqual({
      id: 30,
      name: "Tresor Hall",
      image_url: null,
      description: null,
      location: { address: "Köpenicker Str. 70, Berlin", city: "Berlin", country: "DE", lat: 52.5104, lng: 13.4197 },
      genres: ["Techno"],
      links: null,
      capacity: { max: 900, layouts: { standing: 900, cabaret: 300 } },
      managed: true,
      event_count: 3,
    });
    expect(r.body.data[1].managed).toBe(false);
    expect(r.body.data[1].capacity).toEqual({ max: null, layouts: {} });
  });

  it("an unpublished event's venue never shows", async () => {
    const r = await ns("/v1/promoters/20/venues");
    expect(ids(r)).not.toContain(35);
  });

  it("an empty list for a promoter without events; 404 outside the crew", async () => {
    expect((await ns("/v1/promoters/24/venues")).body).toEqual({ data: [] });
    expectNotFound(await ns("/v1/promoters/21/venues"));
    expectNotFound(await ns("/v1/promoters/23/venues"));
    expectNotFound(await hb("/v1/promoters/20/venues"));
  });

  it("takes no pagination", async () => {
    expectQueryError(await ns("/v1/promoters/20/venues?limit=5"), ["limit"]);
  });
});

describe("GET /v1/promoters/{id}/artists", () => {
  it("lists artists of confirmed sets, most booked first, roster at full tier, guests at public tier", async () => {
    const r = await ns("/v1/promoters/20/artists");
    expect(r.status).toBe(200);
    expect(r.body.data.map((a: { id: number; booking_count: number }) => [a.id, a.booking_count])).toEqual([
      [10, 3],
      [12, 3],
      [14, 2],
      [11, 1],
    ]);
    const [ada, cleo, , bram] = r.body.data;
    expect(ada.managed).toBe(true);
    expect(ada.contact_emails).toEqual([{ type: "booking", value: "booking@adavolt.test" }]);
    expect(cleo).toEqual({
      id: 12,
      name: "Cleo Marsh",
      image_url: null,
      description: null,
      genres: ["House", "Ambient"],
      links: { soundcloud: "https://soundcloud.com/cleomarsh" },
      is_verified: true,
      managed: false,
      booking_count: 3,
    });
    expect(bram.managed).toBe(true);
  });

  it("unconfirmed sets, unpublished events and unpublished guests never count", async () => {
    const r = await ns("/v1/promoters/20/artists");
    expect(ids(r)).not.toContain(13);
    expect(ids(r)).not.toContain(17);
    expect(r.body.data[0].booking_count).toBe(3);
  });

  it("the tier follows the calling crew", async () => {
    const r = await hb("/v1/promoters/21/artists");
    expect(r.body.data.map((a: { id: number; managed: boolean }) => [a.id, a.managed])).toEqual([[13, true]]);
    expect(r.body.data[0].contact_emails).toEqual([{ type: "booking", value: "dmitri@harbour.test" }]);
  });

  it("404 outside the crew", async () => {
    expectNotFound(await ns("/v1/promoters/21/artists"));
    expectNotFound(await ns("/v1/promoters/22/artists"));
    expectNotFound(await hb("/v1/promoters/20/artists"));
  });

  it("fields applies to each item", async () => {
    const r = await ns("/v1/promoters/20/artists?fields=booking_count");
    expect(r.body.data[0]).toEqual({ id: 10, booking_count: 3 });
  });
});
