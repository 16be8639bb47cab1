/** POST /v1/shop/quote: pricing a cart (its description in lib/shop/endpoints.ts; the rules in docs/guides/shop-pricing.md). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { checkoutSessions } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { pinClock } from "../traffic/clock";
import { holdStock } from "./stock-holds";
import { COUPONS, EVENT_SHOPS, NO_EVENT, SHOP_KEYS, SHOP_ORIGIN, V, VOLT_SHIPPING } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(checkoutSessions);
});
afterEach(() => vi.useRealTimers());

const quote = (body: unknown, key: string = SHOP_KEYS.server) => api.post("/v1/shop/quote", body, { key });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const line = (variant_id: string, quantity = 1) => ({ variant_id, quantity });
const TEE_DE = { lines: [line(V.teeS)], mode: "delivery", country: "DE" };

/** A 422 validation_error with this reason, its one `errors` entry and these extra members. */
async function refused(body: unknown, reason: string, extra: Record<string, unknown> = {}, param?: string) {
  const res = await quote(body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.code).toBe("validation_error");
  expect(res.body.reason).toBe(reason);
  for (const [k, v] of Object.entries(extra)) expect(res.body[k], k).toEqual(v);
  expect(res.body.errors).toHaveLength(1);
  if (param) expect(res.body.errors[0].param).toBe(param);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res;
}

describe("POST /v1/shop/quote", () => {
  it("prices a three-line cart with VOLT10 and express delivery to the cent", async () => {
    const res = await quote({ lines: [line(V.teeS, 2), line(V.poster, 1), line(V.vinyl, 1)], mode: "delivery", country: "DE", coupon_code: COUPONS.percent, method_key: VOLT_SHIPPING.express });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      currency: "EUR",
      lines: [
        { variant_id: V.teeS, name: "Volt Tee (S)", quantity: 2, unit_cents: 2500, discount_cents: 500 },
        { variant_id: V.poster, name: "Volt Poster", quantity: 1, unit_cents: 1500, discount_cents: 150 },
        { variant_id: V.vinyl, name: "Volt Vinyl", quantity: 1, unit_cents: 3000, discount_cents: 300 },
      ],
      subtotal_cents: 9500,
      discount_cents: 950,
      shipping_options: [
        { key: "standard", kind: "delivery", name: "Parcel", carrier: "DHL", amount_cents: 490, min_days: 2, max_days: 4, pickup_address: null, instructions: null },
        { key: "express", kind: "delivery", name: "Express", carrier: "UPS", amount_cents: 1290, min_days: 1, max_days: 1, pickup_address: null, instructions: null },
      ],
      selected_option: "express",
      shipping_cents: 1290,
      total_cents: 9840,
      // The vinyl is delivery only, to DE and AT; the poster is not sold to FR.
      available_modes: ["delivery"],
      deliverable_countries: ["AT", "DE"],
      coupon: { code: "VOLT10", discount_cents: 950 },
      ships_on: day(20),
    });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("selects the first option by default, gives the cart's modes and countries, and no coupon", async () => {
    const res = await quote(TEE_DE);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      selected_option: "standard",
      shipping_cents: 490,
      subtotal_cents: 2500,
      discount_cents: 0,
      total_cents: 2990,
      coupon: null,
      ships_on: null,
      available_modes: ["delivery", "pickup_location"],
      deliverable_countries: ["AT", "BE", "DE", "FR"],
    });
    expect(res.body.shipping_options.map((o: { key: string }) => o.key)).toEqual(["standard", "express"]);
  });

  it("offers only the options serving the country", async () => {
    const res = await quote({ ...TEE_DE, country: "AT" });
    expect(res.body.shipping_options.map((o: { key: string }) => o.key)).toEqual(["standard"]);
  });

  it("prices pickup at the shop's location", async () => {
    const res = await quote({ lines: [line(V.teeS)], mode: "pickup_location" });
    expect(res.status).toBe(200);
    expect(res.body.shipping_options).toEqual([
      { key: "office", kind: "pickup_location", name: "Volt office", carrier: null, amount_cents: 0, min_days: 1, max_days: 2, pickup_address: "Torstrasse 1, 10119 Berlin", instructions: "Mon-Fri 10-18, bring the order email" },
    ]);
    expect(res.body).toMatchObject({ selected_option: "office", shipping_cents: 0, total_cents: 2500 });
  });

  it("prices pickup at the event while it is open, and sells the event's exclusives", async () => {
    const res = await quote({ lines: [line(V.teeS), line(V.scarf)], mode: "pickup_event", event_id: EVENT_SHOPS.voltNight });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.shipping_options).toEqual([
      { key: "event", kind: "pickup_event", name: "Pickup at the event", carrier: null, amount_cents: 0, min_days: 0, max_days: 0, pickup_address: null, instructions: "Merch desk by the entrance" },
    ]);
    expect(res.body).toMatchObject({ selected_option: "event", subtotal_cents: 4300, shipping_cents: 0, total_cents: 4300, available_modes: ["delivery", "pickup_event"] });
  });

  it.each([
    ["a percent coupon, in any case", "volt10", 500, "VOLT10"],
    ["an amount coupon above its minimum", COUPONS.amount, 500, "FIVER"],
    ["a 100 percent coupon (never the shipping)", COUPONS.full, 5000, "BIG100"],
    ["a 7 percent coupon", COUPONS.odd, 350, "ODD7"],
  ])("applies %s", async (_n, code, discount, stored) => {
    const res = await quote({ lines: [line(V.teeS, 2)], mode: "delivery", country: "DE", coupon_code: code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.coupon).toEqual({ code: stored, discount_cents: discount });
    expect(res.body.discount_cents).toBe(discount);
    expect(res.body.lines[0].discount_cents).toBe(discount);
    expect(res.body.total_cents).toBe(5000 - discount + 490);
  });

  it("reserves nothing: a quote for the last unit leaves it available", async () => {
    expect((await quote({ ...TEE_DE, lines: [line(V.teeM)] })).status).toBe(200);
    expect((await quote({ ...TEE_DE, lines: [line(V.teeM)] })).status).toBe(200);
  });
});

describe("quote refusals", () => {
  const DELIVERY_MEMBERS = { available_modes: ["delivery", "pickup_location"], deliverable_countries: ["AT", "BE", "DE", "FR"] };

  it.each([
    ["no lines", { lines: [], mode: "delivery", country: "DE" }],
    ["21 lines", { lines: Array.from({ length: 21 }, () => line(V.teeS)), mode: "delivery", country: "DE" }],
    ["a quantity of 0", { lines: [line(V.teeS, 0)], mode: "delivery", country: "DE" }],
    ["a quantity of 21", { lines: [line(V.teeS, 21)], mode: "delivery", country: "DE" }],
    ["a fractional quantity", { lines: [line(V.teeS, 1.5)], mode: "delivery", country: "DE" }],
    ["a variant id of 65 characters", { lines: [line("x".repeat(65))], mode: "delivery", country: "DE" }],
    ["an unknown line field", { lines: [{ ...line(V.teeS), price_cents: 1 }], mode: "delivery", country: "DE" }],
  ])("invalid_cart: %s", async (_n, body) => {
    await refused(body, "invalid_cart");
  });

  it("invalid_cart: the same variant on two lines", async () => {
    await refused({ ...TEE_DE, lines: [line(V.teeS), line(V.teeS)] }, "invalid_cart", {}, "lines.1.variant_id");
  });

  it.each([
    ["an unknown mode", "teleport"],
    ["no mode", undefined],
  ])("invalid_mode: %s", async (_n, mode) => {
    await refused({ lines: [line(V.teeS)], mode, country: "DE" }, "invalid_mode", {}, "mode");
  });

  it("refuses other body fields without a shop reason", async () => {
    const res = await quote({ ...TEE_DE, country: "de" });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].param).toBe("country");
    expect(res.body.reason).toBeUndefined();
  });

  it.each([
    ["a draft", V.draft],
    ["an unknown variant", "5c000000-0000-4000-8000-0000000000ff"],
    ["a variant id that is not a uuid", "tee-small"],
    ["an exclusive without its event", V.scarf],
    ["a product of a closed shop", V.print],
    ["another crew's product", V.mug],
    ["a product of a page nobody manages", V.outsideShirt],
  ])("unavailable: %s", async (_n, variant) => {
    await refused({ ...TEE_DE, lines: [line(variant)] }, "unavailable", { variant_id: variant }, "lines.0.variant_id");
  });

  it("unavailable: an exclusive through an event whose selection leaves it out", async () => {
    await refused({ lines: [line(V.scarf)], mode: "delivery", country: "DE", event_id: EVENT_SHOPS.quietHours }, "unavailable", { variant_id: V.scarf });
  });

  it("mixed_sellers: the tee and Bram's zine", async () => {
    await refused({ ...TEE_DE, lines: [line(V.teeS), line(V.zine)] }, "mixed_sellers");
  });

  it("not_ready: 409 conflict for a page that cannot sell yet", async () => {
    const res = await quote({ lines: [line(V.tote)], mode: "pickup_location" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("conflict");
    expect(res.body.reason).toBe("not_ready");
  });

  it("preorder_closed", async () => {
    await refused({ ...TEE_DE, lines: [line(V.cap)] }, "preorder_closed", { variant_id: V.cap });
  });

  it("max_per_order", async () => {
    await refused({ ...TEE_DE, lines: [line(V.teeS, 5)] }, "max_per_order", { variant_id: V.teeS, max: 4 }, "lines.0.quantity");
  });

  it.each([
    ["more than the stock", V.teeM, 2, 1],
    ["a sold-out variant", V.teeL, 1, 0],
  ])("out_of_stock: %s", async (_n, variant, quantity, available) => {
    await refused({ ...TEE_DE, lines: [line(variant, quantity)] }, "out_of_stock", { variant_id: variant, available });
  });

  it("out_of_stock: units held by an open checkout count as taken", async () => {
    await holdStock(api.database.db, V.teeS, 38, new Date(Date.now() + 60_000));
    await refused({ ...TEE_DE, lines: [line(V.teeS, 3)] }, "out_of_stock", { variant_id: V.teeS, available: 2 });
    expect((await quote({ ...TEE_DE, lines: [line(V.teeS, 2)] })).status).toBe(200);
  });

  it("country_required, with the cart's modes and countries", async () => {
    await refused({ lines: [line(V.teeS)], mode: "delivery" }, "country_required", DELIVERY_MEMBERS, "country");
  });

  it("country_not_allowed: the poster is not sold to France", async () => {
    await refused({ lines: [line(V.poster)], mode: "delivery", country: "FR" }, "country_not_allowed", { available_modes: ["delivery", "pickup_location"], deliverable_countries: ["AT", "BE", "DE"] });
  });

  it("country_not_allowed: no option serves the country", async () => {
    await refused({ ...TEE_DE, country: "US" }, "country_not_allowed", DELIVERY_MEMBERS);
  });

  it("mode_not_allowed: the vinyl is delivery only", async () => {
    await refused({ lines: [line(V.vinyl)], mode: "pickup_location" }, "mode_not_allowed", { available_modes: ["delivery"], deliverable_countries: ["AT", "DE"] }, "mode");
  });

  it("mode_not_allowed: pickup at the event without an event", async () => {
    await refused({ lines: [line(V.teeS)], mode: "pickup_event" }, "mode_not_allowed", DELIVERY_MEMBERS);
  });

  it("pickup_closed: the event's pickup cutoff has passed", async () => {
    await refused({ lines: [line(V.teeS)], mode: "pickup_event", event_id: EVENT_SHOPS.quietHours }, "pickup_closed", DELIVERY_MEMBERS);
  });

  it("not_ready_for_event: the hoodie is ready after the event starts", async () => {
    await refused({ lines: [line(V.hoodie)], mode: "pickup_event", event_id: EVENT_SHOPS.voltNight }, "not_ready_for_event");
  });

  it("no_method: a method_key the options do not hold", async () => {
    await refused({ ...TEE_DE, method_key: "office" }, "no_method", {}, "method_key");
  });

  it.each([
    ["coupon_unknown", "NOPE"],
    ["coupon_unknown", COUPONS.otherCrew],
    ["coupon_other_shop", COUPONS.otherShop],
    ["coupon_expired", COUPONS.expired],
    ["coupon_not_started", COUPONS.notStarted],
    ["coupon_used_up", COUPONS.usedUp],
    ["coupon_below_minimum", COUPONS.amount],
  ])("%s: %s", async (reason, code) => {
    await refused({ ...TEE_DE, coupon_code: code }, reason, {}, "coupon_code");
  });

  it.each([
    ["an unpublished event", EVENT_SHOPS.draftNight],
    ["an event that does not exist", NO_EVENT],
  ])("404 for %s", async (_n, eventId) => {
    const res = await quote({ ...TEE_DE, event_id: eventId });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
  });

  it("404 for another crew's event", async () => {
    const res = await quote({ lines: [line(V.mug)], mode: "delivery", country: "DE", event_id: EVENT_SHOPS.voltNight }, SHOP_KEYS.harbour);
    expect(res.status).toBe(404);
    const own = await quote({ lines: [line(V.mug)], mode: "delivery", country: "NL", event_id: EVENT_SHOPS.harbourJazz }, SHOP_KEYS.harbour);
    expect(own.status).toBe(200);
  });

  it("is refused to a publishable key", async () => {
    const res = await api.post("/v1/shop/quote", TEE_DE, { key: SHOP_KEYS.website, origin: SHOP_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });
});

// Core 8.6: "Idempotency-Key ... Applies to every POST except opening a checkout (self-guarded ...) and the coupon/access-code checks".
describe("quote Idempotency-Key", () => {
  const withKey = (body: unknown, idem: string) => api.post("/v1/shop/quote", body, { key: SHOP_KEYS.server, headers: { "Idempotency-Key": idem } });

  it("the same key and body answer the first quote again, marked Idempotent-Replayed; another body is 422 idempotency_mismatch", async () => {
    const first = await withKey(TEE_DE, "quote-1");
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await withKey(TEE_DE, "quote-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    const other = await withKey({ ...TEE_DE, country: "AT" }, "quote-1");
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  it("keeps no refused quote: a corrected body with the same key runs", async () => {
    const refused = await withKey({ ...TEE_DE, country: undefined }, "quote-2");
    expect(refused.status).toBe(422);
    const fixed = await withKey(TEE_DE, "quote-2");
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("quote limits", () => {
  it("allows 120 quotes a minute per client_ip", async () => {
    pinClock();
    for (let i = 0; i < 120; i++) {
      const res = await quote({ ...TEE_DE, client_ip: "198.51.100.9" });
      if (res.status !== 200) throw new Error(`quote ${i + 1}: ${res.status} ${res.text}`);
    }
    const res = await quote({ ...TEE_DE, client_ip: "198.51.100.9" });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    expect(res.body.status).toBe(429);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    // A minute window: the wait is at most the rest of the minute.
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
    expect(res.headers.get("ratelimit-policy")).toContain('"burst"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await quote({ ...TEE_DE, client_ip: "198.51.100.10" })).status).toBe(200);
  }, 120_000);

  // "Limits counted per visitor use the `client_ip` the caller sends in the body; without it only the whole key is counted. The whole key has twenty times the per-visitor room." (core 8)
  it("without client_ip only the whole key is counted: more than one buyer's 120 a minute", async () => {
    pinClock();
    for (let i = 0; i < 130; i++) {
      const res = await quote(TEE_DE);
      if (res.status !== 200) throw new Error(`quote ${i + 1}: ${res.status} ${res.text}`);
    }
  }, 120_000);
});
