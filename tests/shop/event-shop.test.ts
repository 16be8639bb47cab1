/** GET /v1/events/{id}/shop: the merch an event sells (its description in lib/shop/endpoints.ts). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { eventShops } from "@/lib/db/schema";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { EVENT_SHOPS, NO_EVENT, P, SHOP_KEYS, SHOP_ORIGIN } from "./world";

let api: TestApp;
const world = readWorld("shop") as { shops: any[]; events: any[]; event_shops: any[] };
beforeAll(async () => {
  api = await startApp(world, { endpoints: [...shopEndpoints, ...checkoutEndpoints, ...catalogueEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const eventShop = (id: number, key: string = SHOP_KEYS.server) => api.get(`/v1/events/${id}/shop`, { key });
const ids = (r: ApiResponse) => r.body.data.map((p: { id: string }) => p.id);
const volt = world.shops.find((s) => s.seller.type === "promoter" && s.seller.id === 20)!;
const EMPTY = (id: number) => ({ event_id: id, seller: null, pickup_at_event: null, installments: null, data: [] });

async function setEventShop(eventId: number, values: Partial<typeof eventShops.$inferInsert>, run: () => Promise<void>) {
  const [before] = await api.database.db.select().from(eventShops).where(eq(eventShops.eventId, eventId));
  await api.database.db.update(eventShops).set(values).where(eq(eventShops.eventId, eventId));
  await api.store.clear();
  try {
    await run();
  } finally {
    await api.database.db.update(eventShops).set(before!).where(eq(eventShops.eventId, eventId));
  }
}

describe("GET /v1/events/{id}/shop", () => {
  it("sells every published product of the payee, exclusives included, in the shop's order", async () => {
    const res = await eventShop(EVENT_SHOPS.voltNight);
    expect(res.status).toBe(200);
    const expected = volt.products.filter((p: { published?: boolean }) => p.published !== false).map((p: { id: string }) => p.id);
    expect(ids(res)).toEqual(expected);
    expect(ids(res)).toContain(P.scarf);
    expect(ids(res)).not.toContain(P.draft);
    expect(res.body.event_id).toBe(EVENT_SHOPS.voltNight);
    expect(res.body.seller).toEqual({ type: "promoter", id: 20, name: "Volt Collective", legal_name: volt.legal_name });
    expect(res.body.installments).toEqual({ ...volt.installments, stripe_account: "acct_1Volt" });
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=30,/);
  });

  it("answers full product objects, as the product route does", async () => {
    const res = await eventShop(EVENT_SHOPS.voltNight);
    const scarf = res.body.data.find((p: { id: string }) => p.id === P.scarf);
    const alone = await api.get(`/v1/shop/products/${P.scarf}?event_id=${EVENT_SHOPS.voltNight}`, { key: SHOP_KEYS.server });
    const { seller: _s, installments: _i, ...rest } = alone.body;
    expect(scarf).toEqual({ ...rest, seller: { type: "promoter", id: 20 } });
    expect(scarf.exclusive).toBe(true);
  });

  it("gives pickup at the event, open while the cutoff is ahead", async () => {
    const res = await eventShop(EVENT_SHOPS.voltNight);
    const event = world.events.find((e) => e.id === EVENT_SHOPS.voltNight);
    const startsAt = Date.parse((await api.get(`/v1/events/${EVENT_SHOPS.voltNight}`, { key: SHOP_KEYS.server })).body.starts_at);
    expect(event).toBeDefined();
    expect(res.body.pickup_at_event).toEqual({ open: true, cutoff_at: new Date(startsAt - 3 * 3600_000).toISOString(), instructions: "Merch desk by the entrance" });
  });

  it("lists only the selection, in the shop's order; pickup closed once the cutoff has passed", async () => {
    const res = await eventShop(EVENT_SHOPS.quietHours);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([P.tee, P.poster]);
    expect(res.body.pickup_at_event.open).toBe(false);
    expect(Date.parse(res.body.pickup_at_event.cutoff_at)).toBeLessThan(Date.now());
  });

  it("reads pickup as closed when the event shop's pickup is closed", async () => {
    await setEventShop(EVENT_SHOPS.voltNight, { pickupOpen: false }, async () => {
      const res = await eventShop(EVENT_SHOPS.voltNight);
      expect(res.body.pickup_at_event.open).toBe(false);
      expect(res.body.data.length).toBeGreaterThan(0);
    });
  });

  it("answers an empty shop while the event shop is closed", async () => {
    await setEventShop(EVENT_SHOPS.voltNight, { open: false }, async () => {
      expect((await eventShop(EVENT_SHOPS.voltNight)).body).toEqual(EMPTY(EVENT_SHOPS.voltNight));
    });
  });

  it("answers an empty shop when the crew does not manage the payee", async () => {
    const res = await eventShop(EVENT_SHOPS.fieldDays);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY(EVENT_SHOPS.fieldDays));
  });

  it("answers an empty shop for an event without one", async () => {
    const [row] = await api.database.db.select().from(eventShops).where(eq(eventShops.eventId, EVENT_SHOPS.quietHours));
    await api.database.db.delete(eventShops).where(eq(eventShops.eventId, EVENT_SHOPS.quietHours));
    try {
      const res = await eventShop(EVENT_SHOPS.quietHours);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(EMPTY(EVENT_SHOPS.quietHours));
    } finally {
      await api.database.db.insert(eventShops).values(row!);
    }
  });

  it("answers another crew its own event shop, with no pickup at the event", async () => {
    const res = await eventShop(EVENT_SHOPS.harbourJazz, SHOP_KEYS.harbour);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([P.mug]);
    expect(res.body.pickup_at_event).toBeNull();
  });

  it("answers the one 404 for an unpublished event, one outside the graph and one that does not exist", async () => {
    const unknown = await eventShop(NO_EVENT);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("not_found");
    const bare = (r: ApiResponse) => ({ ...r.body, request_id: null, instance: null });
    for (const id of [EVENT_SHOPS.draftNight]) {
      const res = await eventShop(id);
      expect(res.status).toBe(404);
      expect(bare(res)).toEqual(bare(unknown));
    }
    const otherCrew = await eventShop(EVENT_SHOPS.voltNight, SHOP_KEYS.harbour);
    expect(otherCrew.status).toBe(404);
    expect(bare(otherCrew)).toEqual(bare(await eventShop(NO_EVENT, SHOP_KEYS.harbour)));
  });

  it("opens to the publishable key from its website", async () => {
    const res = await api.get(`/v1/events/${EVENT_SHOPS.voltNight}/shop`, { key: SHOP_KEYS.website, origin: SHOP_ORIGIN });
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(P.scarf);
  });
});
