/** POST /v1/coupons/validate and POST /v1/access-codes/validate on the ticket-sales world. */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import { refreshCrewGraph } from "@/lib/crew/graph-refresh";
import { CrewScope } from "@/lib/crew/scope";
import { crews, eventCoupons, events } from "@/lib/db/schema";
import { cursorKey } from "@/lib/http/cursor";
import { openCouponDiscountId, resolveCouponDiscountId, sealCouponDiscountId } from "@/lib/tickets/codes/discount-id";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { expectNotFound } from "../support/expect";
import { ACCESS_CODES, COUPONS, TICKET_KEYS, TIERS } from "./world";
import { pinClock } from "../traffic/clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: [...ticketCheckoutEndpoints, ...codeEndpoints, ...catalogueEndpoints] });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(() => api.store.clear());

/** Per-minute windows are aligned to the clock: start a limit test well inside a minute. */
const awayFromMinuteEdge = async () => {
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((r) => setTimeout(r, 60_500 - into));
};

const coupon = (event_id: unknown, code: unknown, key: string = TICKET_KEYS.checkout, extra: Record<string, unknown> = {}) =>
  api.post("/v1/coupons/validate", { event_id, code, ...extra }, { key });
const access = (event_id: unknown, code: unknown, key: string = TICKET_KEYS.checkout, extra: Record<string, unknown> = {}) =>
  api.post("/v1/access-codes/validate", { event_id, code, ...extra }, { key });
const crewScope = async (slug: string) => {
  const [crew] = await api.database.db.select().from(crews).where(eq(crews.slug, slug));
  return new CrewScope(crew!, api.app);
};
/** The 404 body without what differs per request. */
const missBody = (r: ApiResponse) => {
  const { request_id: _r, ...rest } = r.body;
  return rest;
};
const setUses = (code: string, uses: number) =>
  api.database.db.update(eventCoupons).set({ uses }).where(and(eq(eventCoupons.eventId, 100), eq(eventCoupons.code, code)));

describe("POST /v1/coupons/validate", () => {
  it("answers a percentage coupon with its discount id, never cached", async () => {
    const r = await coupon(100, COUPONS.percent);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.body).toEqual({ valid: true, discount_id: expect.stringMatching(/^cpn_[A-Za-z0-9_-]+$/), percentage: 10, amount: null, min_order_amount: 0 });
  });

  it("answers an amount coupon in currency units with its minimum order", async () => {
    const r = await coupon(100, COUPONS.amount);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ valid: true, percentage: null, amount: 5, min_order_amount: 20 });
  });

  it("compares codes without case and surrounding spaces: the same discount id each time", async () => {
    const upper = await coupon(100, "SAVE10");
    const lower = await coupon(100, "save10");
    const spaced = await coupon(100, "  sAvE10 ");
    for (const r of [lower, spaced]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(upper.body);
    }
  });

  it("gives different codes and the same code on different events different ids", async () => {
    const a = (await coupon(100, COUPONS.percent)).body.discount_id;
    const b = (await coupon(100, COUPONS.limited)).body.discount_id;
    expect(a).not.toBe(b);
    const key = await cursorKey(api.database.db);
    expect(sealCouponDiscountId(key, 100, "save10")).toBe(a);
    expect(sealCouponDiscountId(key, 101, "save10")).not.toBe(a);
  });

  it("answers one 404 for an unknown code, another event's code, an event outside the graph, an expired, a not yet started and a used-up coupon", async () => {
    await setUses(COUPONS.limited, 2);
    try {
      const misses = await Promise.all([
        coupon(100, "NO-SUCH-CODE"),
        coupon(101, COUPONS.percent), // event 100's coupon on event 101
        coupon(104, COUPONS.harbour), // harbour's event: outside nightshift's graph
        coupon(999999, COUPONS.percent), // no such event
        coupon(100, COUPONS.expired),
        coupon(100, COUPONS.notStarted),
        coupon(100, COUPONS.limited), // uses reached max_uses
        coupon(100, COUPONS.percent, TICKET_KEYS.harbour), // another crew, same code and event
      ]);
      for (const r of misses) expectNotFound(r);
      for (const r of misses) expect(missBody(r)).toEqual(missBody(misses[0]!));
    } finally {
      await setUses(COUPONS.limited, 0);
    }
    expect((await coupon(100, COUPONS.limited)).status).toBe(200);
    expect((await coupon(104, COUPONS.harbour, TICKET_KEYS.harbour)).body).toMatchObject({ valid: true, percentage: 10 });
  });

  it("answers 404 for a coupon with one use left only once it is spent", async () => {
    await setUses(COUPONS.limited, 1);
    try {
      expect((await coupon(100, COUPONS.limited)).status).toBe(200);
    } finally {
      await setUses(COUPONS.limited, 0);
    }
  });

  it("answers 404 once the event is unpublished", async () => {
    const [before] = await api.database.db.select({ published: events.published }).from(events).where(eq(events.id, 100));
    expect(before!.published).toBe(true);
    await api.database.db.update(events).set({ published: false }).where(eq(events.id, 100));
    try {
      // crew_events holds published events only; refresh it as the loader does.
      await refreshCrewGraph(api.database.db);
      expectNotFound(await coupon(100, COUPONS.percent));
    } finally {
      await api.database.db.update(events).set({ published: true }).where(eq(events.id, 100));
      await refreshCrewGraph(api.database.db);
    }
    expect((await coupon(100, COUPONS.percent)).status).toBe(200);
  });

  it("refuses a bad body with 422 and one error per field", async () => {
    const r = await api.post("/v1/coupons/validate", { event_id: "100", code: "   ", extra: 1 }, { key: TICKET_KEYS.checkout });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("validation_error");
    const params = r.body.errors.map((e: { param: string }) => e.param).sort();
    expect(params).toEqual(expect.arrayContaining(["code", "event_id"]));
    expect((await coupon(100, "x".repeat(65))).status).toBe(422);
    expect((await coupon(0, COUPONS.percent)).status).toBe(422);
  });

  it("needs write:checkout and a secret key", async () => {
    const r = await coupon(100, COUPONS.percent, TICKET_KEYS.writes);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });

  it("ignores an Idempotency-Key: each check runs", async () => {
    const opts = { key: TICKET_KEYS.checkout, headers: { "Idempotency-Key": "same-key" } };
    await api.post("/v1/coupons/validate", { event_id: 100, code: COUPONS.percent }, opts);
    const second = await api.post("/v1/coupons/validate", { event_id: 100, code: "NOPE" }, opts);
    expectNotFound(second);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("coupon discount ids", () => {
  it("resolve to the coupon as the route finds it, for the crew that can see the event", async () => {
    const id = (await coupon(100, COUPONS.amount)).body.discount_id as string;
    const nightshift = await crewScope("nightshift");
    const found = await resolveCouponDiscountId(nightshift, id, new Date());
    expect(found).toMatchObject({ event_id: 100, code: COUPONS.amount, percentage: null, amount: 5, min_order_amount: 20 });
    expect(await resolveCouponDiscountId(await crewScope("harbour"), id, new Date())).toBeNull();
  });

  it("resolve to null once the coupon stops working, and for forged or altered ids", async () => {
    const nightshift = await crewScope("nightshift");
    const id = (await coupon(100, COUPONS.percent)).body.discount_id as string;
    expect(await resolveCouponDiscountId(nightshift, id, new Date())).not.toBeNull();
    const [row] = await api.database.db.select().from(eventCoupons).where(and(eq(eventCoupons.eventId, 100), eq(eventCoupons.code, COUPONS.expired)));
    const expiredId = sealCouponDiscountId(await cursorKey(api.database.db), 100, row!.code);
    expect(await resolveCouponDiscountId(nightshift, expiredId, new Date())).toBeNull();
    const flipped = id.slice(0, -2) + (id.at(-2) === "A" ? "B" : "A") + id.at(-1);
    for (const bad of [flipped, "cpn_" + "A".repeat(40), "amb_d_" + id.slice(4), "", id + "x"]) {
      expect(await resolveCouponDiscountId(nightshift, bad, new Date())).toBeNull();
    }
    expect(openCouponDiscountId(Buffer.alloc(32, 7), id)).toBeNull();
    expect(openCouponDiscountId(await cursorKey(api.database.db), id)).toEqual({ eventId: 100, code: "save10" });
  });
});

describe("POST /v1/access-codes/validate", () => {
  it("answers the hidden tiers the code unlocks, in any case", async () => {
    const r = await access(100, ACCESS_CODES.vip);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.body).toEqual({ valid: true, tier_ids: [TIERS.vip, TIERS.crew] });
    expect((await access(100, " vip-pass ")).body).toEqual(r.body);
  });

  it("answers one 404 for an unknown code, another event's code, an event outside the graph, and a coupon code", async () => {
    const misses = await Promise.all([
      access(100, "NO-SUCH-CODE"),
      access(101, ACCESS_CODES.vip),
      access(104, ACCESS_CODES.harbour),
      access(100, COUPONS.percent),
      access(100, ACCESS_CODES.vip, TICKET_KEYS.harbour),
    ]);
    for (const r of misses) expectNotFound(r);
    for (const r of misses) expect(missBody(r)).toEqual(missBody(misses[0]!));
    expect((await access(104, ACCESS_CODES.harbour, TICKET_KEYS.harbour)).status).toBe(200);
  });

  it("does not take a coupon's route: an access code is a miss there", async () => {
    expectNotFound(await coupon(100, ACCESS_CODES.vip));
  });
});

describe("limits", () => {
  it("allows 30 coupon checks a minute per visitor, hits and misses alike, apart from other visitors and the access-code route", async () => {
    pinClock();
    await awayFromMinuteEdge();
    const a = { client_ip: "198.51.100.7" };
    for (let i = 0; i < 30; i++) {
      const r = await coupon(100, i % 2 ? COUPONS.percent : "MISS", TICKET_KEYS.checkout, a);
      expect(r.status).not.toBe(429);
    }
    const over = await coupon(100, COUPONS.percent, TICKET_KEYS.checkout, a);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await coupon(100, COUPONS.percent, TICKET_KEYS.checkout, { client_ip: "198.51.100.8" })).status).toBe(200);
    expect((await access(100, ACCESS_CODES.vip, TICKET_KEYS.checkout, a)).status).toBe(200);
  });

  // "Limits counted per visitor use the `client_ip` the caller sends in the body; without it only the whole key is counted. The whole key has twenty times the per-visitor room." (core 8)
  it("counts only the whole key when no visitor is named: past one visitor's 30 checks a minute", async () => {
    pinClock();
    await awayFromMinuteEdge();
    for (let i = 0; i < 40; i++) expect((await access(100, ACCESS_CODES.vip)).status).toBe(200);
    // A named visitor still has their own 30.
    const a = { client_ip: "198.51.100.30" };
    for (let i = 0; i < 30; i++) expect((await access(100, ACCESS_CODES.vip, TICKET_KEYS.checkout, a)).status).toBe(200);
    expect((await access(100, ACCESS_CODES.vip, TICKET_KEYS.checkout, a)).status).toBe(429);
  });
});
