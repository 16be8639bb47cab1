/** POST /v1/checkout-sessions: totals against the fees route, discounts, every refusal, free orders, retries, concurrency, holds (description in lib/tickets/checkout/endpoints.ts). */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orderTotal, toCents } from "@/lib/catalogue/tickets/fees";
import { orders, ticketCheckoutSessions, ticketHolds } from "@/lib/db/schema";
import { UpstreamError, type PaymentProvider } from "@/lib/payments/provider";
import { setTicketProviderForTests } from "@/lib/tickets/checkout/open";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { pinClock } from "../traffic/clock";
import { BUYER, checkout, couponId, line, soldOf } from "./helpers";
import { ACCESS_CODES, COUPONS, TICKET_KEYS, TIERS } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"));
});
afterAll(() => api.close());
beforeEach(async () => {
  pinClock();
  await api.load(readWorld("tickets"));
});
afterEach(() => {
  vi.useRealTimers();
  setTicketProviderForTests(undefined);
});

const db = () => api.database.db;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const sessions = () => db().select().from(ticketCheckoutSessions);
const holds = () => db().select().from(ticketHolds);

async function refused(body: Record<string, unknown>, key?: string) {
  const res = await checkout(api, body, key);
  expect(res.status, res.text).toBe(422);
  expect(res.body.code).toBe("validation_error");
  return res.body;
}

describe("POST /v1/checkout-sessions: the session", () => {
  it("answers 201 { checkout_id, url, expires_at, amount_total, currency } on the sandbox page and holds the tickets for 30 minutes", async () => {
    const res = await checkout(api, { lines: [line(TIERS.early, 2)], reference: "web:42", locale: "de", client_ip: "198.51.100.4" });
    expect(res.status, res.text).toBe(201);
    const id = res.body.checkout_id;
    // 2 × 12.50 + 2 × round(1250 × 0.04 + 35) = 2500 + 170.
    expect(res.body).toEqual({ checkout_id: expect.stringMatching(new RegExp(`^${UUID}$`)), url: `${BASE}/checkout/tickets/${id}`, expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), amount_total: 2670, currency: "EUR" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [s] = await sessions();
    expect(s).toMatchObject({ id, crewId: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", eventId: 100, status: "open", provider: "sandbox", buyerEmail: BUYER, reference: "web:42", locale: "de", subtotalAmount: 2500, discountAmount: 0, feeAmount: 170, amountTotal: 2670, discount: null, orderId: null });
    expect(s!.lines).toEqual([{ tier_id: TIERS.early, name: expect.any(String), quantity: 2, unit_amount: 1250, discount_amount: 0, fee_amount: 170 }]);
    expect(await holds()).toEqual([{ sessionId: id, tierId: TIERS.early, quantity: 2, expiresAt: s!.expiresAt }]);
  });

  it("totals equal GET /v1/events/{id}/fees' model to the cent, per ticket and per order (bundles count as one ticket)", async () => {
    const cases: { event: number; key: string; lines: { tier_id: string; quantity: number }[]; access_code?: string }[] = [
      { event: 100, key: TICKET_KEYS.checkout, lines: [line(TIERS.early, 3)] },
      { event: 100, key: TICKET_KEYS.checkout, lines: [line(TIERS.early, 1), line(TIERS.pair, 2), line(TIERS.last, 1)] },
      { event: 100, key: TICKET_KEYS.checkout, lines: [line(TIERS.vip, 3), line(TIERS.crew, 1)], access_code: ACCESS_CODES.vip },
      { event: 104, key: TICKET_KEYS.harbour, lines: [line(TIERS.harbour, 1)] },
      { event: 104, key: TICKET_KEYS.harbour, lines: [line(TIERS.harbour, 3)] },
    ];
    for (const c of cases) {
      await api.load(readWorld("tickets"));
      const fees = await api.get(`/v1/events/${c.event}/fees`, { key: c.key });
      expect(fees.status, fees.text).toBe(200);
      const tiers = await api.get(`/v1/events/${c.event}/ticket-tiers`, { key: c.key });
      const price = new Map<string, number>(tiers.body.data.map((t: { id: string; price: number }) => [t.id, t.price]));
      // Hidden tiers are not listed: their prices come from the world's constants.
      price.set(TIERS.vip, 50).set(TIERS.crew, 0);
      const model = { percent: fees.body.percent, fixed: fees.body.fixed, applies_to: fees.body.applies_to };
      const expected = orderTotal(c.lines.map((l) => ({ price: price.get(l.tier_id)!, quantity: l.quantity })), model);
      const res = await checkout(api, { event_id: c.event, lines: c.lines, ...(c.access_code ? { access_code: c.access_code } : {}) }, c.key);
      expect(res.status, res.text).toBe(201);
      expect({ lines: c.lines, total: res.body.amount_total }).toEqual({ lines: c.lines, total: toCents(expected.total) });
    }
  });

  it("a percentage discount comes off each ticket before its fee", async () => {
    const res = await checkout(api, { lines: [line(TIERS.early, 2)], discount_id: await couponId(api, 100, COUPONS.percent) });
    expect(res.status, res.text).toBe(201);
    // Each 12.50 ticket: 1.25 off, fee round(1125 × 0.04 + 35) = 80: 2 × (1125 + 80).
    expect(res.body.amount_total).toBe(2410);
    const [s] = await sessions();
    expect(s).toMatchObject({ subtotalAmount: 2500, discountAmount: 250, feeAmount: 160, discount: { kind: "coupon", code: "SAVE10", member_id: null } });
  });

  it("an amount discount (5.00, min 20.00) is off the order once; under the minimum it is below_minimum", async () => {
    const id = await couponId(api, 100, COUPONS.amount);
    expect(await refused({ lines: [line(TIERS.early, 1)], discount_id: id })).toMatchObject({ reason: "below_minimum", min_order_amount: 20, errors: [{ param: "discount_id" }] });
    const res = await checkout(api, { lines: [line(TIERS.early, 2)], discount_id: id });
    expect(res.status, res.text).toBe(201);
    // 250 off each ticket: 1000 + round(1000 × 0.04 + 35) = 75 each.
    expect(res.body.amount_total).toBe(2150);
  });

  it("a coupon's code in any case gives the same discount id", async () => {
    expect(await couponId(api, 100, "save10")).toBe(await couponId(api, 100, COUPONS.percent));
  });
});

describe("POST /v1/checkout-sessions: refusals", () => {
  it.each<[string, string, string, () => Promise<Record<string, unknown>>]>([
    ["a tier off sale", "not_on_sale", "lines.0.tier_id", async () => ({ lines: [line(TIERS.offSale)] })],
    ["a tier not yet on sale", "not_on_sale", "lines.0.tier_id", async () => ({ lines: [line(TIERS.regular)] })],
    ["an event that is over", "not_on_sale", "event_id", async () => ({ event_id: 102, lines: [line(TIERS.past)] })],
    ["a hidden tier without its code", "tier_locked", "lines.0.tier_id", async () => ({ lines: [line(TIERS.vip)] })],
    ["a hidden tier with a wrong code", "tier_locked", "lines.0.tier_id", async () => ({ lines: [line(TIERS.vip)], access_code: "NOPE" })],
    ["a tier of another event", "tier_locked", "lines.0.tier_id", async () => ({ lines: [line(TIERS.harbour)] })],
    ["a sold-out tier", "sold_out", "lines.0.tier_id", async () => ({ event_id: 101, lines: [line(TIERS.weekend)] })],
    ["more than are left", "out_of_stock", "lines.0.quantity", async () => ({ lines: [line(TIERS.last, 2)] })],
    ["more than max_per_order", "max_per_order", "lines.0.quantity", async () => ({ lines: [line(TIERS.early, 7)] })],
    ["an expired coupon", "discount_not_applicable", "discount_id", async () => ({ lines: [line(TIERS.early)], discount_id: await couponId(api, 100, COUPONS.expired) })],
    ["a coupon not started", "discount_not_applicable", "discount_id", async () => ({ lines: [line(TIERS.early)], discount_id: await couponId(api, 100, COUPONS.notStarted) })],
    ["another event's coupon", "discount_not_applicable", "discount_id", async () => ({ lines: [line(TIERS.early)], discount_id: await couponId(api, 104, COUPONS.harbour) })],
    ["a made-up discount id", "discount_not_applicable", "discount_id", async () => ({ lines: [line(TIERS.early)], discount_id: "cpn_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" })],
    ["a made-up ambassador id", "discount_not_applicable", "discount_id", async () => ({ lines: [line(TIERS.early)], discount_id: "amb_d_" + "A".repeat(48) })],
  ])("%s: 422 %s (%s)", async (_name, reason, param, body) => {
    const got = await refused(await body());
    expect(got).toMatchObject({ reason, errors: [{ param }] });
    expect(await sessions()).toEqual([]);
    expect(await holds()).toEqual([]);
  });

  it("the access code unlocks its hidden tiers in any case", async () => {
    const res = await checkout(api, { lines: [line(TIERS.vip, 2)], access_code: ACCESS_CODES.vip.toLowerCase() });
    expect(res.status, res.text).toBe(201);
    expect(res.body.amount_total).toBe(2 * (5000 + Math.round(5000 * 0.04 + 35)));
  });

  it("out_of_stock says how many are left once held tickets count", async () => {
    expect((await checkout(api, { lines: [line(TIERS.early, 6)] })).status).toBe(201);
    expect(await refused({ lines: [line(TIERS.early, 5)] })).toMatchObject({ reason: "out_of_stock", tier_id: TIERS.early, available: 4 });
  });

  it("a used-up coupon is discount_not_applicable", async () => {
    const id = await couponId(api, 100, COUPONS.limited);
    const { completeTicketSession } = await import("@/lib/tickets/checkout/complete");
    for (let i = 0; i < 2; i++) {
      const res = await checkout(api, { lines: [line(TIERS.early)], discount_id: id });
      expect(res.status, res.text).toBe(201);
      await completeTicketSession(db(), res.body.checkout_id, { provider: "sandbox", ref: null }, new Date());
    }
    expect(await refused({ lines: [line(TIERS.early)], discount_id: id })).toMatchObject({ reason: "discount_not_applicable" });
  });

  it("a raw coupon_code is refused, naming discount_id", async () => {
    const got = await refused({ lines: [line(TIERS.early)], coupon_code: COUPONS.percent });
    expect(got.errors).toEqual([{ param: "coupon_code", message: expect.stringMatching(/discount_id.*POST \/v1\/coupons\/validate.*GET \/v1\/ambassador-code/) }]);
    expect(got.reason).toBeUndefined();
  });

  it("malformed bodies: no lines, a tier twice, a bad email, an unknown field", async () => {
    const params = async (body: Record<string, unknown>) => (await refused(body)).errors.map((e: { param: string }) => e.param);
    expect(await params({ lines: [] })).toEqual(["lines"]);
    expect(await params({ lines: [line(TIERS.early), line(TIERS.early)] })).toEqual(["lines.1.tier_id"]);
    expect(await params({ lines: [line(TIERS.early)], buyer_email: "nope" })).toEqual(["buyer_email"]);
    expect(await params({ lines: [line(TIERS.early, 0)] })).toEqual(["lines.0.quantity"]);
    expect((await params({ lines: [line(TIERS.early)], amount_total: 1 })).length).toBe(1);
  });

  it("an event outside the crew graph is the 404 of an event that does not exist", async () => {
    const outside = await checkout(api, { event_id: 104, lines: [line(TIERS.harbour)] });
    const unknown = await checkout(api, { event_id: 999_999, lines: [line(TIERS.harbour)] });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe("not_found");
    expect({ ...outside.body, request_id: null }).toEqual({ ...unknown.body, request_id: null });
  });

  it("needs write:checkout", async () => {
    const res = await checkout(api, { lines: [line(TIERS.early)] }, TICKET_KEYS.writes);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });
});

describe("POST /v1/checkout-sessions: free orders", () => {
  it("a free order on a key without write:checkout:free is 403 missing_scope and holds nothing", async () => {
    const res = await checkout(api, { lines: [line(TIERS.crew)], access_code: ACCESS_CODES.vip });
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ code: "missing_scope", detail: expect.stringContaining("write:checkout:free") });
    expect(await sessions()).toEqual([]);
    const full = await checkout(api, { lines: [line(TIERS.early)], discount_id: await couponId(api, 100, COUPONS.full) });
    expect(full.status).toBe(403);
  });

  it("the owner's key issues it at once: session complete, one order, the order page as url, tiers sold", async () => {
    const before = await soldOf(api, TIERS.crew);
    const res = await checkout(api, { lines: [line(TIERS.crew, 2)], access_code: ACCESS_CODES.vip }, TICKET_KEYS.owner);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amount_total: 0, currency: "EUR" });
    const [s] = await sessions();
    expect(s).toMatchObject({ status: "complete", provider: "free", orderId: expect.any(String) });
    expect(res.body.url).toMatch(new RegExp(`^${BASE}/orders/tickets/${s!.orderId}\\?t=[A-Za-z0-9_-]+$`));
    const [o] = await db().select().from(orders).where(eq(orders.id, s!.orderId!));
    expect(o).toMatchObject({ kind: "tickets", eventId: 100, amountTotal: 0, viaSiteOf: s!.crewId, lines: [{ tier_id: TIERS.crew, name: expect.any(String), quantity: 2, unit_amount: 0 }] });
    expect(await soldOf(api, TIERS.crew)).toBe(before + 2);
    expect(await holds()).toEqual([]);
  });

  it("100% off with the owner's key is free too", async () => {
    const res = await checkout(api, { lines: [line(TIERS.early, 2)], discount_id: await couponId(api, 100, COUPONS.full) }, TICKET_KEYS.owner);
    expect(res.status, res.text).toBe(201);
    expect(res.body.amount_total).toBe(0);
  });
});

describe("POST /v1/checkout-sessions: retries and provider failures", () => {
  it("the same idempotency_key and body answers the same session and holds nothing more; client_ip may differ", async () => {
    const body = { lines: [line(TIERS.early, 2)], idempotency_key: "9b2f8c1e-1111-4c5d-8e9f-000000000001" };
    const first = await checkout(api, { ...body, client_ip: "198.51.100.1" });
    const again = await checkout(api, { ...body, client_ip: "198.51.100.2" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await holds()).toHaveLength(1);
  });

  it("the same idempotency_key with another body is 422 idempotency_mismatch", async () => {
    const key = "9b2f8c1e-1111-4c5d-8e9f-000000000002";
    expect((await checkout(api, { lines: [line(TIERS.early, 2)], idempotency_key: key })).status).toBe(201);
    const other = await checkout(api, { lines: [line(TIERS.early, 3)], idempotency_key: key });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  it("does not take the Idempotency-Key header as a replay", async () => {
    const h = { "Idempotency-Key": "abc-123" };
    const a = await api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: BUYER, lines: [line(TIERS.early)] }, { key: TICKET_KEYS.checkout, headers: h });
    const b = await api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: BUYER, lines: [line(TIERS.early)] }, { key: TICKET_KEYS.checkout, headers: h });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.checkout_id).not.toBe(b.body.checkout_id);
  });

  it("a provider failure is 502 upstream_error and holds nothing", async () => {
    let calls = 0;
    const failing: PaymentProvider = { name: "sandbox", openCheckout: async () => (calls++, Promise.reject(new UpstreamError("down"))) };
    setTicketProviderForTests(failing);
    const res = await checkout(api, { lines: [line(TIERS.early)] });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("upstream_error");
    expect(calls).toBe(1);
    expect(await sessions()).toEqual([]);
    expect(await holds()).toEqual([]);
  });

  it("Stripe with a payee that has no payment account: 502 before anything is held or asked", async () => {
    let calls = 0;
    setTicketProviderForTests({ name: "stripe", openCheckout: async () => (calls++, { providerSessionId: "cs_1", url: "https://checkout.stripe.test/cs_1" }) });
    // Event 100's payee (promoter 20) has no merch shop account in this world.
    const res = await checkout(api, { lines: [line(TIERS.early)] });
    expect(res.status).toBe(502);
    expect(calls).toBe(0);
    expect(await holds()).toEqual([]);
  });

  it("no payment provider configured: 502, but a free order still completes", async () => {
    setTicketProviderForTests(null);
    expect((await checkout(api, { lines: [line(TIERS.early)] })).status).toBe(502);
    expect((await checkout(api, { lines: [line(TIERS.crew)], access_code: ACCESS_CODES.vip }, TICKET_KEYS.owner)).status).toBe(201);
  });
});

describe("POST /v1/checkout-sessions: the last ticket", () => {
  it("20 concurrent requests for tier-100-last: one 201, the others 422 out_of_stock (or 409 stock_moved)", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(api, { lines: [line(TIERS.last)], client_ip: `198.51.100.${i + 1}` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect([`422 out_of_stock`, `409 stock_moved`]).toContain(`${a.status} ${a.body.reason}`);
    }
    expect(await holds()).toHaveLength(1);
  });

  it("a hold lasts 30 minutes: then the ticket is on sale again", async () => {
    expect((await checkout(api, { lines: [line(TIERS.last)] })).status).toBe(201);
    vi.setSystemTime(Date.now() + 30 * 60_000 - 1000);
    expect((await refused({ lines: [line(TIERS.last)] })).reason).toBe("out_of_stock");
    vi.setSystemTime(Date.now() + 1000);
    expect((await checkout(api, { lines: [line(TIERS.last)] })).status).toBe(201);
  });
});
