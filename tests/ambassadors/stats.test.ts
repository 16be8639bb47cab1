/** GET /v1/ambassador-stats: members by status, sales, a window, the best codes (owner-created keys only). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { readWorld, startApp, type TestApp } from "../support/app";
import { expectQueryError } from "../support/expect";
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

const stats = (q: string, key: string = AMB_KEYS.owner) => api.get(`/v1/ambassador-stats?${q}`, { key });
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const window = (from: number, to: number) => `from=${encodeURIComponent(iso(from))}&to=${encodeURIComponent(iso(to))}`;
const add = (...s: { orders: number; tickets: number; revenue_cents: number }[]) =>
  s.reduce((a, b) => ({ orders: a.orders + b.orders, tickets: a.tickets + b.tickets, revenue_cents: a.revenue_cents + b.revenue_cents }), { orders: 0, tickets: 0, revenue_cents: 0 });

describe("GET /v1/ambassador-stats", () => {
  it("counts members by status, selling members, lifetime sales and the best codes", async () => {
    const r = await stats(VOLT);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/no-store/);
    // Volt: Mia, Noah, Ana active; Lea pending; Sam suspended. Mia and Noah sell.
    expect(r.body).toEqual({
      members: { total: 5, active: 3, pending: 1, suspended: 1, selling: 2, selling_rate: 0.4 },
      lifetime: add(ORDER_SALES.mia, ORDER_SALES.noah),
      window: null,
      top_codes: [
        { code: MEMBERS.mia.code, ...ORDER_SALES.mia },
        { code: MEMBERS.noah.code, ...ORDER_SALES.noah },
      ],
    });
  });

  it("counts only its own programme's codes (Tresor)", async () => {
    const r = await stats(TRESOR);
    expect(r.body).toEqual({
      members: { total: 1, active: 1, pending: 0, suspended: 0, selling: 1, selling_rate: 1 },
      lifetime: ORDER_SALES.tom,
      window: null,
      top_codes: [{ code: MEMBERS.tom.code, ...ORDER_SALES.tom }],
    });
  });

  it("counts orders created and members who joined inside a window", async () => {
    // From now-4.5d: Mia's refunded order (now-4d) does not count, her partly refunded one (now-3d,
    // 3 tickets, 3750 less 1250) does, and Noah's (now-1d). Lea joined now-2d; Ana now-5d is outside.
    const r = await stats(`${VOLT}&${window(loadedAt - 4.5 * DAY, Date.now() + 3_600_000)}`);
    expect(r.status).toBe(200);
    expect(r.body.window).toEqual({ orders: 2, tickets: 4, revenue_cents: 2500 + ORDER_SALES.noah.revenue_cents, new_members: 1 });
    expect(r.body.lifetime).toEqual(add(ORDER_SALES.mia, ORDER_SALES.noah));
    const empty = await stats(`${VOLT}&from=2020-01-01&to=2020-12-31`);
    expect(empty.body.window).toEqual({ orders: 0, tickets: 0, revenue_cents: 0, new_members: 0 });
  });

  it("takes a window of exactly 400 days, and refuses one over 400 days, inverted, empty or half given with 400", async () => {
    const from = Date.UTC(2026, 0, 1);
    expect((await stats(`${VOLT}&${window(from, from + 400 * DAY)}`)).status).toBe(200);
    expectQueryError(await stats(`${VOLT}&${window(from, from + 400 * DAY + 1000)}`), ["to"]);
    expectQueryError(await stats(`${VOLT}&${window(from, from - DAY)}`), ["to"]);
    expectQueryError(await stats(`${VOLT}&${window(from, from)}`), ["to"]);
    expectQueryError(await stats(`${VOLT}&from=2026-01-01`), ["to"]);
    expectQueryError(await stats(`${VOLT}&to=2026-01-01`), ["from"]);
    expectQueryError(await stats(`${VOLT}&from=yesterday&to=2026-01-01`), ["from"]);
    expectQueryError(await stats("owner_type=promoter"), ["owner_id"]);
  });

  it("answers the same 404 for an owner outside the graph, no programme and another crew's programme", async () => {
    await expectSame404s(api, (o) => `/v1/ambassador-stats?${o}`);
  });

  it("is closed to the storefront key (no read:ambassador-members): 403 missing_scope", async () => {
    const r = await stats(VOLT, AMB_KEYS.storefront);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });
});
