/** GET /v1/ambassador-code: what a member's code gives on an event, and the discount_id ticket checkout takes. */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { openDiscountId, resolveDiscountId } from "@/lib/ambassadors/code-query";
import { CrewScope } from "@/lib/crew/scope";
import { ambassadorMembers, crews } from "@/lib/db/schema";
import { cursorKey } from "@/lib/http/cursor";
import { readWorld, startApp, type TestApp } from "../support/app";
import { expectNotFound } from "../support/expect";
import { sameBody } from "./reads";
import { AMB_KEYS, MEMBERS } from "./world";
import { pinClock } from "../traffic/clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(() => api.store.clear());

const lookup = (eventId: number | string, code: string, key: string = AMB_KEYS.owner) =>
  api.get(`/v1/ambassador-code?event_id=${eventId}&code=${encodeURIComponent(code)}`, { key });
const crewScope = async (slug: string) => {
  const [crew] = await api.database.db.select().from(crews).where(eq(crews.slug, slug));
  return new CrewScope(crew!, api.app);
};

describe("GET /v1/ambassador-code", () => {
  it("answers the programme's percentage on an event that sets none (Volt, event 100)", async () => {
    const r = await lookup(100, MEMBERS.mia.code);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("max-age=30");
    expect(r.body).toEqual({ code: "MK-GLOW", discount_id: expect.stringMatching(/^amb_d_[A-Za-z0-9_-]{48}$/), ambassador_first_name: "Mia", percentage: 10, amount: null, min_order_amount: 0 });
  });

  it("answers the event's amount and minimum order where the programme sets them (event 101)", async () => {
    const r = await lookup(101, MEMBERS.noah.code);
    expect(r.body).toEqual({ code: "NB-VOLT", discount_id: expect.any(String), ambassador_first_name: "Noah", percentage: null, amount: 3, min_order_amount: 20 });
  });

  it("answers the event's own percentage, and another programme's fallback on its other event (Tresor)", async () => {
    expect((await lookup(100, MEMBERS.tom.code)).body).toMatchObject({ code: "TW-DOOR", percentage: 20, amount: null, min_order_amount: 0 });
    expect((await lookup(102, MEMBERS.tom.code)).body).toMatchObject({ code: "TW-DOOR", percentage: 15, amount: null });
  });

  it("matches codes in any case and answers the code as the member holds it", async () => {
    const upper = await lookup(100, "MK-GLOW");
    const lower = await lookup(100, "mk-glow");
    const mixed = await lookup(100, " Mk-GloW ");
    for (const r of [lower, mixed]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(upper.body);
    }
  });

  it("works for a pending member's code", async () => {
    expect((await lookup(100, MEMBERS.lea.code)).status).toBe(200);
  });

  it("answers one 404 for an unknown code, a code off its events, a suspended member's, another crew's and an unmanaged programme's", async () => {
    const misses = await Promise.all([
      lookup(100, "NO-SUCH-CODE"),
      lookup(102, MEMBERS.mia.code), // Volt does not list event 102
      lookup(999999, MEMBERS.mia.code), // no such event
      lookup(100, MEMBERS.sam.code), // suspended
      lookup(104, MEMBERS.hana.code), // Harbour's code, on Harbour's event
      lookup(101, MEMBERS.otto.code), // promoter 22's programme: no crew manages it
    ]);
    for (const r of misses) expectNotFound(r);
    for (const r of misses) expect(sameBody(r)).toEqual(sameBody(misses[0]!));
    // The other crew reads its own code.
    expect((await lookup(104, MEMBERS.hana.code, AMB_KEYS.harbour)).body).toMatchObject({ code: "HB-JAZZ", ambassador_first_name: "Hana" });
    expectNotFound(await lookup(100, MEMBERS.mia.code, AMB_KEYS.harbour));
  });

  it("answers 404 once a member is suspended, and the code again once reinstated", async () => {
    const set = (status: "active" | "suspended") => api.database.db.update(ambassadorMembers).set({ status }).where(eq(ambassadorMembers.id, MEMBERS.ana.id));
    await set("suspended");
    expectNotFound(await lookup(100, MEMBERS.ana.code));
    await set("active");
    await api.store.clear();
    expect((await lookup(100, MEMBERS.ana.code)).status).toBe(200);
  });

  it("gives a discount_id that is stable per code and event, differs otherwise, and resolves to the member and event", async () => {
    const a = (await lookup(100, "MK-GLOW")).body.discount_id;
    await api.store.clear(); // a fresh answer, not the cached copy
    expect((await lookup(100, "mk-glow")).body.discount_id).toBe(a);
    const otherEvent = (await lookup(101, "MK-GLOW")).body.discount_id;
    const otherMember = (await lookup(100, "NB-VOLT")).body.discount_id;
    expect(new Set([a, otherEvent, otherMember]).size).toBe(3);
    expect(a).not.toContain(MEMBERS.mia.id.replace(/-/g, "").slice(0, 12));

    const nightshift = await crewScope("nightshift");
    expect(await resolveDiscountId(nightshift, a)).toMatchObject({ member_id: MEMBERS.mia.id, event_id: 100, code: "MK-GLOW", discount: { percentage: 10, amount: null, min_order_amount: 0 }, discount_id: a });
    expect(await resolveDiscountId(nightshift, otherEvent)).toMatchObject({ member_id: MEMBERS.mia.id, event_id: 101, discount: { percentage: null, amount: 3, min_order_amount: 20 } });
    // Another crew, a changed character, or a made-up id: nothing.
    expect(await resolveDiscountId(await crewScope("harbour"), a)).toBeNull();
    const flipped = a.slice(0, -1) + (a.endsWith("A") ? "B" : "A");
    expect(await resolveDiscountId(nightshift, flipped)).toBeNull();
    expect(await resolveDiscountId(nightshift, "amb_d_" + "A".repeat(48))).toBeNull();
    expect(openDiscountId(await cursorKey(api.database.db), "not-an-id")).toBeNull();
  });

  it("resolves a discount_id to nothing once the member is suspended", async () => {
    const id = (await lookup(100, MEMBERS.ana.code)).body.discount_id;
    await api.database.db.update(ambassadorMembers).set({ status: "suspended" }).where(eq(ambassadorMembers.id, MEMBERS.ana.id));
    try {
      expect(await resolveDiscountId(await crewScope("nightshift"), id)).toBeNull();
    } finally {
      await api.database.db.update(ambassadorMembers).set({ status: "active" }).where(eq(ambassadorMembers.id, MEMBERS.ana.id));
    }
  });

  it("answers 422 validation_error on missing or malformed parameters", async () => {
    for (const [path, params] of [
      ["/v1/ambassador-code", ["code", "event_id"]],
      ["/v1/ambassador-code?event_id=100", ["code"]],
      ["/v1/ambassador-code?code=MK-GLOW", ["event_id"]],
      ["/v1/ambassador-code?event_id=0&code=MK-GLOW", ["event_id"]],
      ["/v1/ambassador-code?event_id=x&code=MK-GLOW", ["event_id"]],
      [`/v1/ambassador-code?event_id=100&code=${"A".repeat(65)}`, ["code"]],
      ["/v1/ambassador-code?event_id=100&code=", ["code"]],
    ] as const) {
      const r = await api.get(path, { key: AMB_KEYS.owner });
      expect(r.status, path).toBe(422);
      expect(r.body.code).toBe("validation_error");
      expect(r.body.errors.map((e: { param: string }) => e.param).sort()).toEqual([...params].sort());
    }
    expect((await lookup(100, "A".repeat(64))).status).toBe(404);
  });

  it("allows 60 lookups a minute per key, cached answers included: the 61st is 429 with Retry-After", async () => {
    pinClock();
    for (let i = 0; i < 60; i++) {
      const r = await lookup(100, i % 2 ? "MK-GLOW" : `MISS-${i}`);
      expect(r.status, `lookup ${i + 1}`).toBe(i % 2 ? 200 : 404);
    }
    const over = await lookup(100, "MK-GLOW");
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // The limit is the key's: another key of the crew still looks up.
    expect((await lookup(100, "MK-GLOW", AMB_KEYS.storefront)).status).toBe(200);
    // Other reads of the same key are not held by it.
    expect((await api.get("/v1/ambassador-program?owner_type=promoter&owner_id=20", { key: AMB_KEYS.owner })).status).toBe(200);
  });
});
