/** GET /v1/ambassadors: the owner's list of a programme's members (personal data, owner-created keys only). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import { apiKeys } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/token";
import { readWorld, startApp, type TestApp } from "../support/app";
import { allPages, expectQueryError } from "../support/expect";
import { expectSame404s, TRESOR, VOLT } from "./reads";
import { AMB_KEYS, MEMBERS, ORDER_SALES } from "./world";

let api: TestApp;
let loadedAt: number;
beforeAll(async () => {
  loadedAt = Date.now();
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const list = (q: string, key: string = AMB_KEYS.owner) => api.get(`/v1/ambassadors?${q}`, { key });
const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((m) => m.id);
/** Newest first: Lea (now-2d), Ana (5d), Noah (30d), Mia (60d), Sam (90d). */
const VOLT_ORDER = [MEMBERS.lea.id, MEMBERS.ana.id, MEMBERS.noah.id, MEMBERS.mia.id, MEMBERS.sam.id];
const DAY = 86_400_000;

describe("GET /v1/ambassadors", () => {
  it("lists the programme's members newest first, each with every field of the list shape", async () => {
    const r = await list(VOLT);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/no-store/);
    expect(ids(r)).toEqual(VOLT_ORDER);
    expect(r.body.pagination).toEqual({ next_cursor: null, has_more: false, limit: 25 });
    const mia = r.body.data.find((m: { id: string }) => m.id === MEMBERS.mia.id);
    expect(mia).toEqual({
      id: MEMBERS.mia.id,
      first_name: "Mia",
      last_name: "Keller",
      email: MEMBERS.mia.email,
      instagram_handle: "mia.keller",
      locale: "de",
      status: "active",
      code: MEMBERS.mia.code,
      sales: ORDER_SALES.mia,
      credit_balance: 120,
      xp: 320,
      tier: "Silver",
      joined_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(mia.joined_at) - (loadedAt - 60 * DAY))).toBeLessThan(120_000);
    const noah = r.body.data.find((m: { id: string }) => m.id === MEMBERS.noah.id);
    expect(noah).toMatchObject({ sales: ORDER_SALES.noah, credit_balance: 1000, xp: 650, tier: "Gold", instagram_handle: null, locale: null });
    const sam = r.body.data.find((m: { id: string }) => m.id === MEMBERS.sam.id);
    expect(sam).toMatchObject({ status: "suspended", sales: { orders: 0, tickets: 0, revenue_cents: 0 }, credit_balance: 40, xp: 120, tier: "Bronze" });
  });

  it("never returns a phone number", async () => {
    const r = await list(VOLT);
    expect(r.text).not.toContain("+4366");
    expect(r.text).not.toContain("phone");
    for (const m of Object.values(MEMBERS)) expect(r.text).not.toContain(m.phone.slice(1));
  });

  it("shows no tier while gamification is off, and sales of the code on another programme's event (Tresor)", async () => {
    const r = await list(TRESOR);
    expect(ids(r)).toEqual([MEMBERS.tom.id]);
    expect(r.body.data[0]).toMatchObject({ code: "TW-DOOR", tier: null, sales: ORDER_SALES.tom });
  });

  it("finds members by part of a first name, last name, e-mail, Instagram handle or code, in any case", async () => {
    const cases: [string, string[]][] = [
      ["MIA", [MEMBERS.mia.id]],
      ["kell", [MEMBERS.mia.id]],
      ["noah@fans", [MEMBERS.noah.id]],
      ["mia.KEL", [MEMBERS.mia.id]],
      ["ss-halt", [MEMBERS.sam.id]],
      ["berg", [MEMBERS.noah.id]],
      ["fans.test", VOLT_ORDER],
      ["Ana Ruiz", [MEMBERS.ana.id]],
      ["nobody-like-this", []],
      ["%", []],
    ];
    for (const [q, want] of cases) {
      const r = await list(`${VOLT}&q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
      expect(ids(r), q).toEqual(want);
    }
  });

  it("keeps one status, and refuses an unknown one with 400", async () => {
    expect(ids(await list(`${VOLT}&status=pending`))).toEqual([MEMBERS.lea.id]);
    expect(ids(await list(`${VOLT}&status=suspended`))).toEqual([MEMBERS.sam.id]);
    expect(ids(await list(`${VOLT}&status=active`))).toEqual([MEMBERS.ana.id, MEMBERS.noah.id, MEMBERS.mia.id]);
    expect(ids(await list(`${VOLT}&status=active&q=noah`))).toEqual([MEMBERS.noah.id]);
    expectQueryError(await list(`${VOLT}&status=banned`), ["status"]);
  });

  it("pages with cursors, newest first, without repeats", async () => {
    const { pages, items } = await allPages((p) => api.get(p, { key: AMB_KEYS.owner }), `/v1/ambassadors?${VOLT}&limit=2`);
    expect(pages).toHaveLength(3);
    expect(items.map((m: { id: string }) => m.id)).toEqual(VOLT_ORDER);
    expect(pages[0]!.body.pagination).toMatchObject({ has_more: true, limit: 2 });
  });

  it("refuses a bad cursor, or one made for other filters, with 400 invalid_cursor", async () => {
    const first = await list(`${VOLT}&limit=2`);
    const cursor = first.body.pagination.next_cursor as string;
    const bad = await list(`${VOLT}&cursor=${"x".repeat(60)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_cursor");
    const other = await list(`${VOLT}&limit=2&status=active&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe("invalid_cursor");
  });

  it("answers the same 404 for an owner outside the graph, no programme and another crew's programme", async () => {
    await expectSame404s(api, (o) => `/v1/ambassadors?${o}`);
  });

  it("answers 400 validation_error on bad parameters", async () => {
    expectQueryError(await list("owner_type=promoter"), ["owner_id"]);
    expectQueryError(await list(`${VOLT}&limit=0`), ["limit"]);
    expectQueryError(await list(`${VOLT}&q=`), ["q"]);
  });

  it("is closed to a key without read:ambassador-members (the storefront key): 403 missing_scope", async () => {
    const r = await list(VOLT, AMB_KEYS.storefront);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });

  it("is closed to a key holding read:ambassador-members that the crew owner did not create", async () => {
    const setOwner = async (v: boolean) => {
      await api.database.db.update(apiKeys).set({ createdByOwner: v }).where(eq(apiKeys.tokenHash, hashToken(AMB_KEYS.owner)));
      forgetKeyCache();
    };
    await setOwner(false);
    try {
      for (const path of [`/v1/ambassadors?${VOLT}`, `/v1/ambassadors/${MEMBERS.mia.id}/ledger`, `/v1/ambassador-stats?${VOLT}`]) {
        const r = await api.get(path, { key: AMB_KEYS.owner });
        expect(r.status, path).toBe(403);
        expect(r.body.code).toBe("missing_scope");
        expect(r.body.detail).toContain("read:ambassador-members");
      }
      // Its other scopes still work.
      expect((await api.get(`/v1/ambassador-program?${VOLT}`, { key: AMB_KEYS.owner })).status).toBe(200);
    } finally {
      await setOwner(true);
    }
    expect((await list(VOLT)).status).toBe(200);
  });
});
