/**
 * Cross-crew isolation on every event route: Harbour's keys never see Nightshift's events,
 * pages or private fields, and where both crews see one event (111) each sees the other's
 * roster at the public tier only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { eventsEndpoints } from "@/lib/catalogue/events/endpoints";
import { startApp, type TestApp } from "../../support/app";
import { callers, expectAllNotFound, ids } from "./helpers";
import { eventsWorld } from "./world";

let api: TestApp;
const { ns, hb, hbPub } = callers(() => api);

beforeAll(async () => {
  api = await startApp(eventsWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

/** Events only Nightshift sees, and what Harbour may see. */
const NIGHTSHIFT_ONLY = [100, 101, 102, 105, 106, 108, 109, 112];
const HARBOUR_SEES = [104, 110, 111];
const NIGHTSHIFT_SECRETS = ["booking@adavolt.test", "mgmt@bram.test", "Volt Night", "Quiet Hours", "Outside Gig", "Running Marathon", "Date TBA", "Barn Night", "Field Days", "Hall Rental"];
const HARBOUR_SECRETS = ["dmitri@harbour.test", "Harbour Jazz Evening"];

const eventRoutes = eventsEndpoints.filter((e) => e.path.startsWith("/v1/events/{id}")).map((e) => e.path);
const listRoutes = ["/v1/events?status=all", "/v1/events/search?q=night&status=all", "/v1/events/search?q=volt&status=all"];

describe("a second crew's key", () => {
  it("covers every event route of the registry", () => {
    expect(eventRoutes).toHaveLength(10);
    expect(eventsEndpoints).toHaveLength(17);
  });

  it("gets the same 404 for every route of every event it cannot see", async () => {
    await expectAllNotFound(api, "harbour", NIGHTSHIFT_ONLY.flatMap((id) => eventRoutes.map((p) => p.replace("{id}", String(id)))));
  });

  it("gets the same 404 for Nightshift's pages on every page-scoped route", async () => {
    await expectAllNotFound(api, "harbour", [
      "/v1/artists/10/events",
      "/v1/artists/11/events",
      "/v1/artists/14/events",
      "/v1/artists/10/ics",
      "/v1/promoters/20/events",
      "/v1/promoters/20/ics",
      "/v1/promoters/23/events",
      "/v1/venues/32/events",
      "/v1/venues/34/events",
    ]);
  });

  it("lists and searches only its own graph, whatever the filters", async () => {
    for (const get of [hb, hbPub]) {
      for (const path of listRoutes) {
        const r = await get(path);
        for (const id of ids(r)) expect(HARBOUR_SEES).toContain(id);
        for (const s of NIGHTSHIFT_SECRETS) expect(r.text).not.toContain(s);
      }
      expect(ids(await get("/v1/events?status=all"))).toEqual([111, 104, 110]);
      expect(ids(await get("/v1/events?ids=100,101,102,105,106,108,109,112&status=all"))).toEqual([]);
      expect(ids(await get("/v1/events?venue_id=30&status=all"))).toEqual([110]);
      expect(ids(await get("/v1/events?city=Berlin&status=all"))).toEqual([110]);
      expect(ids(await get("/v1/events?near=52.52,13.405&radius_km=50&status=all"))).toEqual([110]);
      expect(ids(await get("/v1/events/search?q=ada&status=all"))).toEqual([111]);
    }
  });

  it("sees a shared event with the other crew's roster at the public tier", async () => {
    const theirs = await hb("/v1/events/111?expand=ticket_tiers");
    expect(theirs.body.lineup.map((l: any) => [l.name, l.managed, "contact_emails" in l])).toEqual([
      ["Ada Volt", false, false],
      ["Dmitri Lau", true, true],
    ]);
    const ours = await ns("/v1/events/111?expand=ticket_tiers");
    expect(ours.body.lineup.map((l: any) => [l.name, l.managed, "contact_emails" in l])).toEqual([
      ["Ada Volt", true, true],
      ["Dmitri Lau", false, false],
    ]);
    for (const s of ["booking@adavolt.test"]) expect(theirs.text).not.toContain(s);
    for (const s of HARBOUR_SECRETS) expect(ours.text).not.toContain(s);
  });

  it("never receives the other crew's private fields on any route it can reach", async () => {
    const reachable = [
      ...HARBOUR_SEES.flatMap((id) => eventRoutes.map((p) => p.replace("{id}", String(id)))),
      "/v1/promoters/21/events?expand=venue,lineup,ticket_tiers&status=all",
      "/v1/promoters/21/ics",
      "/v1/artists/13/events?status=all",
      "/v1/artists/13/ics",
      "/v1/venues/30/events?status=all",
      "/v1/venues/31/events?status=all",
      "/v1/venues/33/events?status=all",
    ];
    for (const path of reachable) {
      const r = await hb(path);
      expect(r.status, path).toBe(200);
      for (const s of NIGHTSHIFT_SECRETS) expect(r.text, `${path} leaks ${s}`).not.toContain(s);
    }
    const promoterLineup = (await hb("/v1/promoters/21/events?expand=lineup")).body.data.find((e: any) => e.id === 111).lineup;
    expect(promoterLineup.find((l: any) => l.artist_id === 10)).not.toHaveProperty("contact_emails");
  });

  it("and the first crew never sees the second crew's own events", async () => {
    await expectAllNotFound(api, "nightshift", [...eventRoutes.map((p) => p.replace("{id}", "104")), "/v1/artists/13/events", "/v1/promoters/21/events", "/v1/promoters/21/ics"]);
    for (const path of [...listRoutes, "/v1/events/search?q=jazz&status=all", "/v1/venues/31/events?status=all"]) {
      const r = await ns(path);
      for (const s of HARBOUR_SECRETS) expect(r.text).not.toContain(s);
    }
  });
});
