/**
 * Cross-crew isolation on every page and content route: Harbour's keys, asked for Nightshift's
 * resources, get the same 404 as for ids that do not exist, and Harbour's own lists carry none
 * of Nightshift's private data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { artistsEndpoints } from "@/lib/catalogue/artists/endpoints";
import { promotersEndpoints } from "@/lib/catalogue/promoters/endpoints";
import { venuesEndpoints } from "@/lib/catalogue/venues/endpoints";
import { contentEndpoints } from "@/lib/content/endpoints";
import { startApp, type TestApp } from "../../support/app";
import { callers, expectNotFound } from "./helpers";
import { KIT, pagesWorld } from "./world";

let api: TestApp;
const { ns, hb, hbPub } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: [...catalogueEndpoints, ...contentEndpoints] });
});
afterAll(() => api?.close());

/** Nightshift's resources by route: each answers Nightshift 200 and Harbour 404. */
const PRIVATE: Record<string, string[]> = {
  get_artist: ["/v1/artists/10", "/v1/artists/11"],
  list_artist_presskits: ["/v1/artists/10/presskits"],
  get_promoter: ["/v1/promoters/20"],
  list_promoter_venues: ["/v1/promoters/20/venues"],
  list_promoter_artists: ["/v1/promoters/20/artists"],
  get_venue: ["/v1/venues/30", "/v1/venues/32", "/v1/venues/36"],
  get_venue_capacity: ["/v1/venues/30/capacity"],
  list_news: ["/v1/news?promoter_id=20", "/v1/news?venue_id=30", "/v1/news?artist_id=11"],
  list_partners: ["/v1/partners?promoter_id=20", "/v1/partners?venue_id=30"],
  get_presskit: [`/v1/presskits/${KIT.adaDefault}`],
  get_form: ["/v1/forms/volunteers", "/v1/forms/full-house"],
  list_event_partners: ["/v1/events/100/partners", "/v1/events/105/partners"],
  list_event_news: ["/v1/events/100/news"],
};

/** Lists every key may call: Harbour's answer must hold none of Nightshift's data. */
const LISTS: Record<string, string> = {
  list_artists: "/v1/artists?limit=100",
  list_promoters: "/v1/promoters?limit=100",
  list_venues: "/v1/venues?limit=100",
  list_presskits: "/v1/presskits",
  list_forms: "/v1/forms",
};

/** Strings only Nightshift may read. */
const NIGHTSHIFT_ONLY = [
  "booking@adavolt.test",
  "mgmt@bram.test",
  "office@volt.test",
  "Ada Volt",
  "Bram Okafor",
  "Volt Collective",
  "Tresor Hall",
  "Season opening",
  "Alpha Drinks",
  "Volunteer with us",
  "Full house",
  KIT.adaDefault,
  KIT.adaPrivate,
  "letmein",
];

describe("cross-crew isolation", () => {
  it("covers every page and content route", () => {
    const mine = [...artistsEndpoints, ...promotersEndpoints, ...venuesEndpoints, ...contentEndpoints].map((e) => e.id).sort();
    expect([...Object.keys(PRIVATE), ...Object.keys(LISTS)].sort()).toEqual(mine);
  });

  it.each(Object.entries(PRIVATE))("%s: Nightshift reads, Harbour gets the same 404 as for nothing", async (_id, paths) => {
    for (const path of paths) {
      expect((await ns(path)).status).toBe(200);
      expectNotFound(await hb(path));
      const viaSite = await hbPub(path);
      expectNotFound(viaSite);
    }
  });

  it.each(Object.entries(LISTS))("%s: Harbour's answer holds nothing of Nightshift", async (_id, path) => {
    const own = await ns(path);
    expect(own.status).toBe(200);
    expect(NIGHTSHIFT_ONLY.some((s) => own.text.includes(s))).toBe(true);
    for (const get of [hb, hbPub]) {
      const r = await get(path);
      expect(r.status).toBe(200);
      for (const s of NIGHTSHIFT_ONLY) expect(r.text).not.toContain(s);
    }
  });

  it("a shared roster artist is full tier for both crews", async () => {
    const a = await ns("/v1/artists/18");
    const b = await hb("/v1/artists/18");
    expect(b.body).toEqual(a.body);
    expect(b.body.contact_emails).toEqual([{ type: "booking", value: "sam@shared.test" }]);
  });
});
