/** GET /v1/shop/products: a seller page's catalogue (its description in lib/shop/endpoints.ts). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { checkoutSessions } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { holdStock } from "./stock-holds";
import { P, SELLERS, SHOP_KEYS, SHOP_ORIGIN, V } from "./world";

let api: TestApp;
const world = readWorld("shop") as { shops: any[] };
beforeAll(async () => {
  api = await startApp(world, { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(checkoutSessions);
});

const catalogue = (type: string, id: number | string, key: string = SHOP_KEYS.server) => api.get(`/v1/shop/products?seller_type=${type}&seller_id=${id}`, { key });
const volt = () => catalogue(SELLERS.volt.type, SELLERS.volt.id);
const shopOf = (type: string, id: number) => world.shops.find((s) => s.seller.type === type && s.seller.id === id)!;
const productIn = (type: string, id: number, productId: string) => shopOf(type, id).products.find((p: { id: string }) => p.id === productId);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("GET /v1/shop/products", () => {
  it("answers the seller identity, the instalment offer and the published non-exclusive products in the shop's order", async () => {
    const res = await volt();
    expect(res.status).toBe(200);
    const shop = shopOf("promoter", 20);
    expect(Object.keys(res.body).sort()).toEqual(["data", "installments", "seller"]);
    expect(res.body.seller).toEqual({
      type: "promoter",
      id: 20,
      name: "Volt Collective",
      image_url: null,
      legal_name: shop.legal_name,
      address: shop.address,
      company_number: shop.company_number ?? null,
      contact_email: shop.contact_email,
      vat_regime: shop.vat_regime,
      return_shipping_paid_by: shop.return_shipping_paid_by,
    });
    expect(res.body.installments).toEqual({ ...shop.installments, stripe_account: "acct_1Volt" });
    expect(res.body.installments).toMatchObject({ provider: "stripe", country: "DE", methods: ["klarna"] });
    const expected = shop.products.filter((p: { published?: boolean; exclusive?: boolean }) => p.published !== false && !p.exclusive).map((p: { id: string }) => p.id);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining([P.tee, P.poster, P.vinyl, P.cap, P.hoodie]));
    expect(expected).toHaveLength(5);
  });

  it("shows every field of a product, no stock counts", async () => {
    const res = await volt();
    const tee = res.body.data.find((p: { id: string }) => p.id === P.tee);
    const src = productIn("promoter", 20, P.tee);
    expect(tee).toEqual({
      id: P.tee,
      slug: src.slug,
      title: "Volt Tee",
      description: src.description ?? "",
      images: src.images.map((i: { alt?: string | null }) => ({ ...i, alt: i.alt ?? null })),
      options: ["Size"],
      variants: [
        { id: V.teeS, options: ["S"], price_cents: 2500, available: true, max_per_order: 4 },
        { id: V.teeM, options: ["M"], price_cents: 2500, available: true, max_per_order: 4 },
        { id: V.teeL, options: ["L"], price_cents: 2700, available: false, max_per_order: src.variants[2].max_per_order ?? 10 },
      ],
      from_price_cents: 2500,
      currency: "EUR",
      available: true,
      fulfilment_modes: ["delivery", "pickup_event", "pickup_location"],
      country_rule: "all",
      countries: [],
      exclusive: false,
      manufacturer: src.manufacturer,
      eu_responsible: src.eu_responsible ?? null,
      safety_info: src.safety_info ?? null,
      preparation_days: src.preparation_days ?? 0,
      preorder: null,
      seller: { type: "promoter", id: 20 },
    });
    expect(res.text).not.toMatch(/"stock"|"held"/);
  });

  it("shows country rules and unlimited stock", async () => {
    const poster = (await volt()).body.data.find((p: { id: string }) => p.id === P.poster);
    expect(poster).toMatchObject({ country_rule: "except", countries: ["FR"], available: true, from_price_cents: 1500, preorder: null });
    expect(poster.variants).toEqual([{ id: V.poster, options: [], price_cents: 1500, available: true, max_per_order: 10 }]);
  });

  it("shows an open pre-order as available, a closed one as unavailable", async () => {
    const data = (await volt()).body.data;
    const vinyl = data.find((p: { id: string }) => p.id === P.vinyl);
    expect(vinyl.preorder).toEqual({ status: "open", ships_on: day(20), ends_on: day(10) });
    expect(vinyl).toMatchObject({ available: true, from_price_cents: 3000, country_rule: "only", countries: ["DE", "AT"], fulfilment_modes: ["delivery"] });
    expect(vinyl.variants[0].available).toBe(true);
    const cap = data.find((p: { id: string }) => p.id === P.cap);
    expect(cap.preorder).toEqual({ status: "closed", ships_on: day(20), ends_on: day(-2) });
    expect(cap).toMatchObject({ available: false, from_price_cents: 2000 });
    expect(cap.variants[0].available).toBe(false);
  });

  it("counts units held by open checkouts as taken, until the hold expires", async () => {
    await holdStock(api.database.db, V.teeM, 1, new Date(Date.now() + 30 * 60_000));
    let tee = (await volt()).body.data.find((p: { id: string }) => p.id === P.tee);
    expect(tee.variants.map((v: { available: boolean }) => v.available)).toEqual([true, false, false]);
    expect(tee.available).toBe(true);
    expect(tee.from_price_cents).toBe(2500);

    await api.database.db.delete(checkoutSessions);
    await holdStock(api.database.db, V.teeS, 40, new Date(Date.now() + 30 * 60_000));
    await holdStock(api.database.db, V.teeM, 1, new Date(Date.now() + 30 * 60_000));
    await api.store.clear();
    tee = (await volt()).body.data.find((p: { id: string }) => p.id === P.tee);
    expect(tee.variants.map((v: { available: boolean }) => v.available)).toEqual([false, false, false]);
    expect(tee.available).toBe(false);
    // None available: the lowest price among all.
    expect(tee.from_price_cents).toBe(2500);

    await api.database.db.delete(checkoutSessions);
    await holdStock(api.database.db, V.teeM, 1, new Date(Date.now() - 1000));
    await api.store.clear();
    tee = (await volt()).body.data.find((p: { id: string }) => p.id === P.tee);
    expect(tee.variants[1].available).toBe(true);
  });

  it("is cached 30 seconds", async () => {
    const res = await volt();
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=30,/);
  });

  it.each([
    ["Tresor (open, not ready to sell) lists its products", SELLERS.tresor, [P.tote]],
    ["Bram's shop lists its product", SELLERS.bram, [P.zine]],
  ])("%s", async (_n, seller, ids) => {
    const res = await catalogue(seller.type, seller.id);
    expect(res.status).toBe(200);
    expect(res.body.seller).toMatchObject({ type: seller.type, id: seller.id });
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it("answers an instalment offer of null for a shop without one", async () => {
    expect((await catalogue(SELLERS.tresor.type, SELLERS.tresor.id)).body.installments).toBeNull();
  });

  it.each([
    ["a closed shop", SELLERS.ada],
    ["another crew's page", SELLERS.harbour],
    ["a page nobody manages", SELLERS.outside],
    ["a managed page without a shop", { type: "artist", id: 14 }],
    ["a page that does not exist", { type: "venue", id: 999999 }],
  ])("answers an empty shop for %s", async (_n, seller) => {
    const res = await catalogue(seller.type, seller.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ seller: null, installments: null, data: [] });
  });

  it("shows harbour its own shop", async () => {
    const res = await catalogue("promoter", 21, SHOP_KEYS.harbour);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([P.mug]);
  });

  it.each([
    ["no parameters", "", ["seller_type", "seller_id"]],
    ["no seller_id", "?seller_type=promoter", ["seller_id"]],
    ["no seller_type", "?seller_id=20", ["seller_type"]],
    ["an unknown seller_type", "?seller_type=label&seller_id=20", ["seller_type"]],
    ["a seller_id that is not a number", "?seller_type=promoter&seller_id=abc", ["seller_id"]],
    ["a seller_id of 0", "?seller_type=promoter&seller_id=0", ["seller_id"]],
    ["an unknown parameter", "?seller_type=promoter&seller_id=20&sort=price", ["sort"]],
  ])("refuses %s with 422 validation_error", async (_n, qs, params) => {
    const res = await api.get(`/v1/shop/products${qs}`, { key: SHOP_KEYS.server });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual([...params].sort());
  });

  it("opens to the publishable key from its website, and to read:shop only", async () => {
    const res = await api.get(`/v1/shop/products?seller_type=promoter&seller_id=20`, { key: SHOP_KEYS.website, origin: SHOP_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    const elsewhere = await api.get(`/v1/shop/products?seller_type=promoter&seller_id=20`, { key: SHOP_KEYS.website, origin: "https://other.test" });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe("origin_not_allowed");
    expect((await catalogue("promoter", 20, SHOP_KEYS.readOnly)).status).toBe(200);
    const noShopScope = await catalogue("promoter", 20, KEYS.secret);
    expect(noShopScope.status).toBe(403);
    expect(noShopScope.body.code).toBe("missing_scope");
  });
});
