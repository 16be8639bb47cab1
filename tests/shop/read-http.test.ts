/**
 * The three read routes of the shop over HTTP: Cache-Control max-age=30, an ETag and 304 on a
 * matching If-None-Match, and the publishable key (its website only; never the quote or checkout).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { readWorld, startApp, type TestApp } from "../support/app";
import { EVENT_SHOPS, P, SHOP_KEYS, SHOP_ORIGIN, V } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const READS: [string, string][] = [
  ["the catalogue", "/v1/shop/products?seller_type=promoter&seller_id=20"],
  ["a product", `/v1/shop/products/${P.tee}`],
  ["a product through its event", `/v1/shop/products/${P.scarf}?event_id=${EVENT_SHOPS.voltNight}`],
  ["an event's shop", `/v1/events/${EVENT_SHOPS.voltNight}/shop`],
];

describe.each(READS)("%s", (_name, path) => {
  it("is cached 30 seconds with an ETag, and a matching If-None-Match is a 304 without a body", async () => {
    const first = await api.get(path, { key: SHOP_KEYS.server });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, max-age=30, stale-while-revalidate=60, stale-if-error=86400");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const same = await api.get(path, { key: SHOP_KEYS.server, headers: { "If-None-Match": etag! } });
    expect(same.status).toBe(304);
    expect(same.text).toBe("");
    expect(same.headers.get("etag")).toBe(etag);
    expect(same.headers.get("cache-control")).toBe(first.headers.get("cache-control"));

    const other = await api.get(path, { key: SHOP_KEYS.server, headers: { "If-None-Match": '"not-this-one"' } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it("answers the publishable key from its website, with CORS for that origin, and refuses it from another", async () => {
    const site = await api.get(path, { key: SHOP_KEYS.website, origin: SHOP_ORIGIN });
    expect(site.status).toBe(200);
    expect(site.headers.get("access-control-allow-origin")).toBe(SHOP_ORIGIN);
    expect(site.body).toEqual((await api.get(path, { key: SHOP_KEYS.server })).body);

    const elsewhere = await api.get(path, { key: SHOP_KEYS.website, origin: "https://elsewhere.test" });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe("origin_not_allowed");
    expect(elsewhere.body.data).toBeUndefined();
  });

  it("takes the publishable key as ?key= from its website", async () => {
    const sep = path.includes("?") ? "&" : "?";
    const res = await api.get(`${path}${sep}key=${SHOP_KEYS.website}`, { origin: SHOP_ORIGIN });
    expect(res.status).toBe(200);
  });
});

describe("the publishable key on the two POST routes", () => {
  it.each([
    ["the quote", "/v1/shop/quote", { lines: [{ variant_id: V.teeS, quantity: 1 }], mode: "delivery", country: "DE" }],
    ["checkout", "/v1/shop/checkout-sessions", { lines: [{ variant_id: V.teeS, quantity: 1 }], mode: "delivery", country: "DE", buyer_email: "b@example.test" }],
  ])("is refused on %s with 403 missing_scope, even from its website", async (_name, path, body) => {
    const res = await api.post(path, body, { key: SHOP_KEYS.website, origin: SHOP_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });
});
