/**
 * Loading shops and event shops: tests/worlds/shop.json lands in the shop tables as
 * tests/shop/world.ts describes it, defaults fill what a world leaves out, and a load empties
 * checkout sessions and their holds.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { loadWorld, loadWorldJson } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { EVENT_SHOPS, P, SELLERS, SHOP_KEYS, V } from "../shop/world";
import { hashToken } from "../../lib/auth/token";
import { readJson, snapshot } from "./snapshot";

let database: Database;
const shopWorld = () => readJson("tests/worlds/shop.json");
const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

describe("tests/worlds/shop.json", () => {
  const now = new Date();

  beforeAll(async () => {
    const r = validateWorld(shopWorld(), now);
    if (!r.ok) throw new Error(r.problems.join("\n"));
    await loadWorld(database.db, r.world);
  });

  it("has the six shops with their state", async () => {
    const shops = await rows<Record<string, unknown>>(
      database.db,
      sql`SELECT seller_type, seller_id, open, ready_to_sell, payment_account, currency, installments FROM shops ORDER BY seller_type, seller_id`,
    );
    const of = (s: { type: string; id: number }) => shops.find((r) => r.seller_type === s.type && r.seller_id === s.id);
    expect(shops).toHaveLength(6);
    expect(of(SELLERS.volt)).toMatchObject({ open: true, ready_to_sell: true, payment_account: "acct_1Volt", currency: "EUR", installments: { provider: "stripe", country: "DE", methods: ["klarna"] } });
    expect(of(SELLERS.bram)).toMatchObject({ open: true, ready_to_sell: true, payment_account: "acct_1Bram" });
    expect(of(SELLERS.tresor)).toMatchObject({ open: true, ready_to_sell: false, payment_account: null, installments: null });
    expect(of(SELLERS.ada)).toMatchObject({ open: false, ready_to_sell: true });
    expect(of(SELLERS.harbour)).toMatchObject({ open: true, ready_to_sell: true, currency: "EUR" });
    expect(of(SELLERS.outside)).toMatchObject({ open: true, ready_to_sell: true, currency: "EUR" });
  });

  it("keeps Volt's shipping options in the world's order within each kind", async () => {
    const options = await rows<Record<string, unknown>>(
      database.db,
      sql`SELECT key, kind, position, carrier, countries, amount_cents, min_days, max_days, address FROM shop_shipping_options WHERE seller_type = 'promoter' AND seller_id = 20 ORDER BY kind, position`,
    );
    expect(options).toEqual([
      { key: "standard", kind: "delivery", position: 0, carrier: "DHL", countries: ["DE", "AT", "FR", "BE"], amount_cents: 490, min_days: 2, max_days: 4, address: null },
      { key: "express", kind: "delivery", position: 1, carrier: "UPS", countries: ["DE"], amount_cents: 1290, min_days: 1, max_days: 1, address: null },
      { key: "office", kind: "pickup_location", position: 0, carrier: null, countries: [], amount_cents: 0, min_days: 1, max_days: 2, address: "Torstrasse 1, 10119 Berlin" },
    ]);
  });

  it("has Volt's coupons with their bounds resolved against the load time", async () => {
    const coupons = await rows<{ code: string; percent: number | null; amount_cents: number | null; min_subtotal_cents: number; starts_at: Date | null; ends_at: Date | null; max_uses: number | null; uses: number }>(
      database.db,
      sql`SELECT code, percent, amount_cents, min_subtotal_cents, starts_at, ends_at, max_uses, uses FROM shop_coupons WHERE seller_id = 20 ORDER BY code`,
    );
    const byCode = new Map(coupons.map((c) => [c.code, c]));
    expect([...byCode.keys()].sort()).toEqual(["BIG100", "FIVER", "ODD7", "OLDIE", "ONCE", "SOON", "USEDUP", "VOLT10"]);
    expect(byCode.get("FIVER")).toMatchObject({ percent: null, amount_cents: 500, min_subtotal_cents: 3000 });
    expect(byCode.get("USEDUP")).toMatchObject({ max_uses: 5, uses: 5 });
    expect(byCode.get("ONCE")).toMatchObject({ percent: 20, max_uses: 1, uses: 0 });
    expect(new Date(byCode.get("OLDIE")!.ends_at!).getTime()).toBe(now.getTime() - DAY);
    expect(new Date(byCode.get("SOON")!.starts_at!).getTime()).toBe(now.getTime() + 2 * DAY);
  });

  it("has the products and variants with the ids tests/shop/world.ts names, in order", async () => {
    const products = await rows<{ id: string; position: number; published: boolean; exclusive: boolean; preorder_ships_on: string | null; preorder_ends_on: string | null; preparation_days: number; country_rule: string; countries: string[] }>(
      database.db,
      sql`SELECT id, position, published, exclusive, preorder_ships_on, preorder_ends_on, preparation_days, country_rule, countries FROM shop_products WHERE seller_id = 20 AND seller_type = 'promoter' ORDER BY position`,
    );
    expect(products.map((p) => p.id)).toEqual([P.tee, P.poster, P.vinyl, P.cap, P.scarf, P.draft, P.hoodie]);
    const byId = new Map(products.map((p) => [p.id, p]));
    expect(byId.get(P.vinyl)).toMatchObject({ preorder_ships_on: utcDay(now.getTime() + 20 * DAY), preorder_ends_on: utcDay(now.getTime() + 10 * DAY), country_rule: "only", countries: ["DE", "AT"] });
    expect(byId.get(P.cap)).toMatchObject({ preorder_ends_on: utcDay(now.getTime() - 2 * DAY) });
    expect(byId.get(P.poster)).toMatchObject({ country_rule: "except", countries: ["FR"], preorder_ships_on: null });
    expect(byId.get(P.scarf)!.exclusive).toBe(true);
    expect(byId.get(P.draft)!.published).toBe(false);
    expect(byId.get(P.hoodie)!.preparation_days).toBe(12);

    const tee = await rows<Record<string, unknown>>(database.db, sql`SELECT id, position, options, price_cents, stock, max_per_order FROM shop_variants WHERE product_id = ${P.tee} ORDER BY position`);
    expect(tee).toEqual([
      { id: V.teeS, position: 0, options: ["S"], price_cents: 2500, stock: 40, max_per_order: 4 },
      { id: V.teeM, position: 1, options: ["M"], price_cents: 2500, stock: 1, max_per_order: 4 },
      { id: V.teeL, position: 2, options: ["L"], price_cents: 2700, stock: 0, max_per_order: 10 },
    ]);
    const [poster] = await rows<Record<string, unknown>>(database.db, sql`SELECT id, stock, max_per_order FROM shop_variants WHERE product_id = ${P.poster}`);
    expect(poster).toEqual({ id: V.poster, stock: null, max_per_order: 10 });
  });

  it("has the event shops: all is a null list, no pickup is null, cutoff -3h is three hours before the start", async () => {
    const shops = await rows<{ event_id: number; open: boolean; product_ids: string[] | null; pickup_open: boolean | null; pickup_cutoff_at: Date | null; pickup_instructions: string | null; starts_at: Date }>(
      database.db,
      sql`SELECT s.*, e.starts_at FROM event_shops s JOIN events e ON e.id = s.event_id ORDER BY s.event_id`,
    );
    expect(shops.map((s) => s.event_id)).toEqual(Object.values(EVENT_SHOPS).sort((a, b) => a - b));
    const volt = shops.find((s) => s.event_id === EVENT_SHOPS.voltNight)!;
    expect(volt).toMatchObject({ open: true, product_ids: null, pickup_open: true, pickup_instructions: "Merch desk by the entrance" });
    expect(new Date(volt.pickup_cutoff_at!).getTime()).toBe(new Date(volt.starts_at).getTime() - 3 * 3_600_000);
    expect(shops.find((s) => s.event_id === EVENT_SHOPS.quietHours)!.product_ids).toEqual([P.tee, P.poster]);
    expect(shops.find((s) => s.event_id === EVENT_SHOPS.harbourJazz)).toMatchObject({ pickup_open: null, pickup_cutoff_at: null, pickup_instructions: null });
  });

  it("has the four shop keys with their scopes", async () => {
    const keys = await rows<{ token_hash: string; type: string; scopes: string[]; websites: string[] }>(database.db, sql`SELECT token_hash, type, scopes, websites FROM api_keys`);
    const of = (token: string) => keys.find((k) => k.token_hash === hashToken(token));
    expect(of(SHOP_KEYS.server)?.scopes.sort()).toEqual(["read:events", "read:shop", "write:shop:checkout"]);
    expect(of(SHOP_KEYS.readOnly)?.scopes).toEqual(["read:shop"]);
    expect(of(SHOP_KEYS.website)).toMatchObject({ type: "publishable", scopes: ["read:shop"], websites: ["https://nightshift.test"] });
    expect(of(SHOP_KEYS.harbour)?.scopes.sort()).toEqual(["read:shop", "write:shop:checkout"]);
  });
});

describe("a load", () => {
  it("writes the same shop rows in bulk mode (COPY) as in a plain load", async () => {
    const r = validateWorld(shopWorld(), new Date());
    if (!r.ok) throw new Error(r.problems.join("\n"));
    await loadWorld(database.db, r.world, { bulk: false });
    const plain = await snapshot(database.db);
    await loadWorld(database.db, r.world, { bulk: true });
    const bulk = await snapshot(database.db);
    for (const table of ["shops", "shop_shipping_options", "shop_coupons", "shop_products", "shop_variants", "event_shops"]) {
      expect(bulk[table], table).toEqual(plain[table]);
      expect(plain[table]!.rows, table).toBeGreaterThan(0);
    }
  });

  it("empties checkout sessions and their holds", async () => {
    await loadWorldJson(database.db, shopWorld());
    const details = { kind: "merch", seller: { type: "promoter", id: 20 }, mode: "delivery", country: "DE", lines: [], pricing: {} };
    await database.db.execute(sql`INSERT INTO checkout_sessions (id, kind, crew_id, key_id, currency, amount_total, details, buyer_email, locale, body_hash, status, created_at, expires_at, provider, url, base_url)
      VALUES ('5e000000-0000-4000-8000-000000000001', 'merch', gen_random_uuid(), gen_random_uuid(), 'EUR', 2500, ${JSON.stringify(details)}::jsonb, 'a@b.test', 'en', 'h', 'open', now(), now() + interval '30 minutes', 'sandbox', 'https://pay.test', 'https://x.test')`);
    await database.db.execute(sql`INSERT INTO checkout_holds (session_id, item, item_id, quantity, expires_at) VALUES ('5e000000-0000-4000-8000-000000000001', 'variant', ${V.teeS}, 1, now() + interval '30 minutes')`);
    const counts = async () => (await rows<{ s: number; h: number }>(database.db, sql`SELECT (SELECT count(*)::int FROM checkout_sessions) AS s, (SELECT count(*)::int FROM checkout_holds) AS h`))[0];
    expect(await counts()).toEqual({ s: 1, h: 1 });
    await loadWorldJson(database.db, shopWorld());
    expect(await counts()).toEqual({ s: 0, h: 0 });
  });
});
