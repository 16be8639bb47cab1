import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../../support/catalogue-endpoints";
import { startApp, type TestApp } from "../../support/app";
import { allPages, callers, expectNotFound, expectQueryError, ids } from "./helpers";
import { KIT, pagesWorld } from "./world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: catalogueEndpoints });
});
afterAll(() => api?.close());

describe("GET /v1/artists", () => {
  it("lists the whole roster by name at the full tier, unpublished included", async () => {
    const r = await ns("/v1/artists");
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([16, 10, 11, 14, 15, 18]);
    expect(r.body.pagination).toEqual({ next_cursor: null, has_more: false, limit: 25 });
    const ada = r.body.data[1];
    expect(ada).toEqual({
      id: 10,
      name: "Ada Volt",
      image_url: "https://img.example.test/ada.jpg",
      description: "Berlin-based techno.",
      genres: ["Techno"],
      links: { instagram: "https://instagram.com/adavolt" },
      is_verified: true,
      managed: true,
      contact_emails: [{ type: "booking", value: "booking@adavolt.test" }],
    });
    const bram = r.body.data[2];
    expect(bram.name).toBe("Bram Okafor");
    expect(bram.managed).toBe(true);
    expect(bram.contact_emails).toEqual([{ type: "management", value: "mgmt@bram.test" }]);
    expect(r.headers.get("cache-control")).toBe("private, max-age=300, stale-while-revalidate=600, stale-if-error=86400");
  });

  it("answers the same roster to the publishable key", async () => {
    const r = await pub("/v1/artists");
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([16, 10, 11, 14, 15, 18]);
  });

  it("each crew sees only its own roster; a shared artist is on both", async () => {
    const r = await hb("/v1/artists");
    expect(ids(r)).toEqual([13, 18]);
  });

  it("q matches a part of the name, case-insensitively, with % and _ taken literally", async () => {
    expect(ids(await ns("/v1/artists?q=ADA"))).toEqual([10, 15]);
    expect(ids(await ns("/v1/artists?q=volt"))).toEqual([10]);
    expect(ids(await ns("/v1/artists?q=0%25%20P"))).toEqual([16]);
    expect(ids(await ns("/v1/artists?q=e_s"))).toEqual([16]);
    expect(ids(await ns("/v1/artists?q=a_a"))).toEqual([]);
    expect(ids(await ns("/v1/artists?q=%25%25"))).toEqual([]);
    expect(ids(await ns("/v1/artists?q=Cleo"))).toEqual([]);
  });

  it("q must be 2 to 100 characters", async () => {
    expectQueryError(await ns("/v1/artists?q=a"), ["q"]);
    expectQueryError(await ns(`/v1/artists?q=${"x".repeat(101)}`), ["q"]);
  });

  it("genre keeps artists having any of the genre ids", async () => {
    expect(ids(await ns("/v1/artists?genre=1"))).toEqual([10, 14]);
    expect(ids(await ns("/v1/artists?genre=4,3"))).toEqual([16, 15, 18]);
    expect(ids(await ns("/v1/artists?genre=99"))).toEqual([]);
  });

  it("genre takes at most 10 ids, positive whole numbers", async () => {
    expectQueryError(await ns("/v1/artists?genre=1,2,3,4,5,6,7,8,9,10,11"), ["genre"]);
    expectQueryError(await ns("/v1/artists?genre=techno"), ["genre"]);
  });

  it("updated_since keeps artists changed at or after the instant", async () => {
    const since = new Date(Date.now() - 5 * 86400_000).toISOString();
    expect(ids(await ns(`/v1/artists?updated_since=${since}`))).toEqual([10, 14, 18]);
    expect(ids(await ns("/v1/artists?updated_since=2000-01-01"))).toHaveLength(6);
    expectQueryError(await ns("/v1/artists?updated_since=yesterday"), ["updated_since"]);
  });

  it("ids looks up roster artists and leaves out the others", async () => {
    expect(ids(await ns("/v1/artists?ids=14,12,13,11,999"))).toEqual([11, 14]);
    expectQueryError(await ns(`/v1/artists?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`), ["ids"]);
    expectQueryError(await ns("/v1/artists?ids=1,x"), ["ids"]);
  });

  it("filters combine", async () => {
    expect(ids(await ns("/v1/artists?q=ol&genre=2"))).toEqual([]);
    expect(ids(await ns("/v1/artists?q=ad&genre=2"))).toEqual([15]);
  });

  it("pages with opaque cursors, in name order, without repeats", async () => {
    const { pages, items } = await allPages(ns, "/v1/artists?limit=4");
    expect(pages).toHaveLength(2);
    expect(pages[0]!.body.data).toHaveLength(4);
    expect(pages[0]!.body.pagination.limit).toBe(4);
    expect(items.map((a) => a.id)).toEqual([16, 10, 11, 14, 15, 18]);
  });

  it("a cursor only works for the filters it was made with", async () => {
    const first = await ns("/v1/artists?limit=1");
    const cursor = first.body.pagination.next_cursor as string;
    expect((await ns(`/v1/artists?limit=1&cursor=${cursor}`)).status).toBe(200);
    const other = await ns(`/v1/artists?limit=1&genre=1&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe("invalid_cursor");
    const forged = await ns("/v1/artists?cursor=not-a-real-cursor-at-all-but-long-enough-to-try");
    expect(forged.body.code).toBe("invalid_cursor");
  });

  it("refuses unknown parameters and expand", async () => {
    expectQueryError(await ns("/v1/artists?sort=name"), ["sort"]);
    expectQueryError(await ns("/v1/artists?expand=events"), ["expand"]);
  });

  it("fields trims each item, id kept", async () => {
    const r = await ns("/v1/artists?fields=name&limit=2");
    expect(r.body.data).toEqual([
      { id: 16, name: "100% Pure_Sound" },
      { id: 10, name: "Ada Volt" },
    ]);
    expectQueryError(await ns("/v1/artists?fields=name,booking_count"), ["fields"]);
  });
});

describe("GET /v1/artists/{id}", () => {
  it("returns a roster artist at the full tier", async () => {
    const r = await ns("/v1/artists/18");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: 18,
      name: "Shared Sam",
      image_url: null,
      description: null,
      genres: ["Jazz"],
      links: null,
      is_verified: false,
      managed: true,
      contact_emails: [{ type: "booking", value: "sam@shared.test" }],
    });
    expect(r.headers.get("etag")).toMatch(/^"/);
  });

  it("returns a roster artist while unpublished", async () => {
    const r = await pub("/v1/artists/11");
    expect(r.status).toBe(200);
    expect(r.body.name).toBe("Bram Okafor");
  });

  it("answers the same 404 for foreign, other crews', unknown and malformed ids", async () => {
    for (const path of ["/v1/artists/12", "/v1/artists/13", "/v1/artists/17", "/v1/artists/999", "/v1/artists/abc", "/v1/artists/0", "/v1/artists/-1", "/v1/artists/99999999999"]) {
      expectNotFound(await ns(path));
    }
    expectNotFound(await hb("/v1/artists/10"));
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const get = await ns("/v1/artists/10");
    const head = await api.head("/v1/artists/10", { key: (await import("../../support/keys")).KEYS.secret });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
  });

  it("fields keeps the named fields", async () => {
    const r = await ns("/v1/artists/10?fields=name,contact_emails");
    expect(r.body).toEqual({ id: 10, name: "Ada Volt", contact_emails: [{ type: "booking", value: "booking@adavolt.test" }] });
  });
});

describe("GET /v1/artists/{id}/presskits", () => {
  it("lists public kits, default first then newest, private and drafts left out", async () => {
    for (const get of [ns, pub]) {
      const r = await get("/v1/artists/10/presskits");
      expect(r.status).toBe(200);
      expect(r.body.artist_id).toBe(10);
      expect(Object.keys(r.body).sort()).toEqual(["artist_id", "data"]);
      expect(ids(r)).toEqual([KIT.adaDefault, KIT.adaTour, KIT.adaProtected]);
    }
    const r = await ns("/v1/artists/10/presskits");
    expect(r.body.data[0]).toEqual({
      id: KIT.adaDefault,
      artist_id: 10,
      title: "Ada Volt 2026",
      status: "public",
      protected: false,
      is_default: true,
      updated_at: expect.stringMatching(/Z$/),
      url: `https://events.example.test/artists/10/presskits/${KIT.adaDefault}`,
    });
    expect(r.body.data[2].protected).toBe(true);
  });

  it("works for an unpublished roster artist and for any 8-4-4-4-12 kit id", async () => {
    expect(ids(await ns("/v1/artists/11/presskits"))).toEqual([KIT.bram]);
    expect(ids(await ns("/v1/artists/14/presskits"))).toEqual([KIT.oddId]);
    expect(ids(await ns("/v1/artists/15/presskits"))).toEqual([]);
  });

  it("404 for artists off the roster", async () => {
    expectNotFound(await ns("/v1/artists/12/presskits"));
    expectNotFound(await ns("/v1/artists/13/presskits"));
    expectNotFound(await ns("/v1/artists/x/presskits"));
    expectNotFound(await hb("/v1/artists/10/presskits"));
  });
});
