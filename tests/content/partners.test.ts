import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEndpoints } from "@/lib/content/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { startApp, type TestApp } from "../support/app";
import { callers, expectNotFound, expectQueryError, ids } from "../catalogue/pages/helpers";
import { pagesWorld } from "../catalogue/pages/world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: [...contentEndpoints, submitFormEndpoint] });
});
afterAll(() => api?.close());

describe("GET /v1/partners", () => {
  it("lists a managed promoter's partners in display order", async () => {
    const r = await ns("/v1/partners?promoter_id=20");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: [
        { id: 602, name: "Alpha Drinks", logo_url: "https://img.example.test/alpha.png", website_url: "https://alpha.test", owner: { type: "promoter", id: 20 } },
        { id: 600, name: "Club Mate", logo_url: "https://img.example.test/mate.png", website_url: "https://mate.test", owner: { type: "promoter", id: 20 } },
      ],
    });
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=300,/);
  });

  it("lists a managed venue's partners", async () => {
    expect(ids(await pub("/v1/partners?venue_id=30"))).toEqual([601]);
  });

  it("404 for foreign, unpublished, other crews' and merely visited pages", async () => {
    for (const q of ["promoter_id=21", "promoter_id=22", "promoter_id=23", "promoter_id=999", "venue_id=31", "venue_id=32", "venue_id=33"]) {
      expectNotFound(await ns(`/v1/partners?${q}`));
    }
    expectNotFound(await hb("/v1/partners?promoter_id=20"));
    expect(ids(await hb("/v1/partners?promoter_id=21"))).toEqual([605]);
  });

  it("exactly one of promoter_id and venue_id", async () => {
    expectQueryError(await ns("/v1/partners"), ["promoter_id", "venue_id"]);
    expectQueryError(await ns("/v1/partners?promoter_id=20&venue_id=30"), ["promoter_id", "venue_id"]);
    expectQueryError(await ns("/v1/partners?artist_id=10"), ["artist_id", "promoter_id", "venue_id"]);
    expectQueryError(await ns("/v1/partners?venue_id=x"), ["venue_id"]);
    expectQueryError(await ns("/v1/partners?promoter_id=20&limit=5"), ["limit"]);
  });
});

describe("GET /v1/events/{id}/partners", () => {
  it("lists partners of the event's promoters in display order, then of its venue", async () => {
    const r = await ns("/v1/events/101/partners");
    expect(r.status).toBe(200);
    expect(r.body.event_id).toBe(101);
    expect(Object.keys(r.body).sort()).toEqual(["data", "event_id"]);
    expect(r.body.data.map((p: { id: number; owner: unknown }) => [p.id, p.owner])).toEqual([
      [603, { type: "promoter", id: 22 }],
      [602, { type: "promoter", id: 20 }],
      [600, { type: "promoter", id: 20 }],
      [604, { type: "venue", id: 32 }],
    ]);
    expect(ids(await pub("/v1/events/100/partners"))).toEqual([602, 600, 601]);
    expect(ids(await ns("/v1/events/108/partners"))).toEqual([602, 600]);
    expect((await ns("/v1/events/105/partners")).body).toEqual({ event_id: 105, data: [{ id: 603, name: "Outside Sponsor", logo_url: "https://img.example.test/os.png", website_url: "https://os.test", owner: { type: "promoter", id: 22 } }] });
  });

  it("404 for unpublished events and events outside the graph", async () => {
    for (const id of ["103", "104", "106", "999", "1e3"]) expectNotFound(await ns(`/v1/events/${id}/partners`));
    expectNotFound(await hb("/v1/events/101/partners"));
    expect(ids(await hb("/v1/events/104/partners"))).toEqual([605]);
  });
});
