/** GET /v1/shop/products/{id}: one product, alone or as an event sells it (its description in lib/shop/endpoints.ts). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { checkoutSessions, eventShops } from "@/lib/db/schema";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { holdStock } from "./stock-holds";
import { EVENT_SHOPS, NO_EVENT, P, SELLERS, SHOP_KEYS, SHOP_ORIGIN, V } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(checkoutSessions);
});

const product = (id: string, eventId?: number, key: string = SHOP_KEYS.server) => api.get(`/v1/shop/products/${id}${eventId === undefined ? "" : `?event_id=${eventId}`}`, { key });
const NOPE = "5b000000-0000-4000-8000-0000000000ff";
/** A problem body without what differs per request. */
const bare = (r: ApiResponse) => {
  const { request_id: _r, instance: _i, ...rest } = r.body;
  return rest;
};

describe("GET /v1/shop/products/{id}", () => {
  it("answers the catalogue's product with the full seller identity and the instalment offer", async () => {
    const res = await product(P.tee);
    expect(res.status).toBe(200);
    const list = await api.get(`/v1/shop/products?seller_type=promoter&seller_id=20`, { key: SHOP_KEYS.server });
    const inList = list.body.data.find((p: { id: string }) => p.id === P.tee);
    expect(res.body).toEqual({ ...inList, seller: list.body.seller, installments: list.body.installments });
    expect(res.body.seller).toMatchObject({ type: "promoter", id: 20, name: "Volt Collective" });
    expect(Object.keys(res.body.seller).sort()).toEqual(["address", "company_number", "contact_email", "id", "image_url", "legal_name", "name", "return_shipping_paid_by", "type", "vat_regime"]);
    expect(res.body.installments).toMatchObject({ provider: "stripe", stripe_account: "acct_1Volt", country: "DE", methods: ["klarna"] });
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=30,/);
  });

  it("shows a sold-out variant and held units as unavailable", async () => {
    await holdStock(api.database.db, V.teeM, 1, new Date(Date.now() + 60_000));
    const res = await product(P.tee);
    expect(res.body.variants.map((v: { id: string; available: boolean }) => [v.id, v.available])).toEqual([
      [V.teeS, true],
      [V.teeM, false],
      [V.teeL, false],
    ]);
  });

  it("answers a product of an open shop that is not ready to sell, with no instalment offer", async () => {
    const res = await product(P.tote);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: P.tote, seller: { type: "venue", id: 30, name: "Tresor Hall" }, installments: null });
  });

  it("answers an event exclusive only with an event whose shop sells it", async () => {
    const alone = await product(P.scarf);
    expect(alone.status).toBe(404);
    const withEvent = await product(P.scarf, EVENT_SHOPS.voltNight);
    expect(withEvent.status).toBe(200);
    expect(withEvent.body).toMatchObject({ id: P.scarf, exclusive: true, title: "Volt Scarf", seller: { type: "promoter", id: 20 } });
    expect(withEvent.body.variants).toEqual([{ id: V.scarf, options: [], price_cents: 1800, available: true, max_per_order: expect.any(Number) }]);
  });

  it("answers a catalogue product through an event that sells it", async () => {
    const res = await product(P.tee, EVENT_SHOPS.quietHours);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(P.tee);
  });

  it("answers 404 while the event shop is closed", async () => {
    await api.database.db.update(eventShops).set({ open: false }).where(eq(eventShops.eventId, EVENT_SHOPS.voltNight));
    try {
      const closed = await product(P.scarf, EVENT_SHOPS.voltNight);
      expect(closed.status).toBe(404);
      expect(bare(closed)).toEqual(bare(await product(NOPE)));
    } finally {
      await api.database.db.update(eventShops).set({ open: true }).where(eq(eventShops.eventId, EVENT_SHOPS.voltNight));
    }
  });

  describe("one 404 for everything out of reach", () => {
    let unknown: ApiResponse;
    beforeAll(async () => {
      unknown = await product(NOPE);
    });

    it("is a not_found problem", () => {
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe("not_found");
    });

    it.each([
      ["a malformed id", "not-a-uuid", undefined],
      ["a draft product", P.draft, undefined],
      ["a draft product through its event", P.draft, EVENT_SHOPS.voltNight],
      ["an exclusive without its event", P.scarf, undefined],
      ["a product of a closed shop", P.print, undefined],
      ["another crew's product", P.mug, undefined],
      ["a product of a page nobody manages", P.outsideShirt, undefined],
      ["a product the event shop's selection leaves out", P.vinyl, EVENT_SHOPS.quietHours],
      ["an exclusive the event shop's selection leaves out", P.scarf, EVENT_SHOPS.quietHours],
      ["a product of another seller than the event's payee", P.zine, EVENT_SHOPS.voltNight],
      ["a product through an event whose payee the crew does not manage", P.tee, EVENT_SHOPS.fieldDays],
      ["a product through an unpublished event", P.tee, EVENT_SHOPS.draftNight],
      ["a product through another crew's event", P.tee, EVENT_SHOPS.harbourJazz],
      ["a product through an event that does not exist", P.tee, NO_EVENT],
    ])("%s", async (_n, id, eventId) => {
      const res = await product(id, eventId);
      expect(res.status).toBe(404);
      expect(bare(res)).toEqual(bare(unknown));
    });
  });

  it("answers another crew its own product", async () => {
    const res = await product(P.mug, undefined, SHOP_KEYS.harbour);
    expect(res.status).toBe(200);
    expect(res.body.seller).toMatchObject({ type: SELLERS.harbour.type, id: SELLERS.harbour.id });
  });

  it("refuses a malformed event_id with 400 validation_error", async () => {
    const res = await api.get(`/v1/shop/products/${P.tee}?event_id=abc`, { key: SHOP_KEYS.server });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: "event_id", message: expect.any(String) }]);
  });

  it("opens to the publishable key from its website", async () => {
    const res = await api.get(`/v1/shop/products/${P.scarf}?event_id=${EVENT_SHOPS.voltNight}`, { key: SHOP_KEYS.website, origin: SHOP_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(P.scarf);
  });
});
