/** POST /v1/checkout-sessions: totals against the fees route, discounts, every refusal, free orders, retries, readiness, concurrency, holds, and platform-API orders and refunds beside them (description in lib/tickets/checkout/endpoints.ts). */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import { orderTotal, toCents } from "@/lib/catalogue/tickets/fees";
import { completeCheckout } from "@/lib/checkout/complete";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { checkoutHolds, checkoutSessions, orders } from "@/lib/db/schema";
import { UpstreamError } from "@/lib/payments/provider";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { platformCall } from "../platform/support";
import { pinClock } from "../traffic/clock";
import { BUYER, VOLT_ACCOUNT, checkout, couponId, expireSession, givePayeeAccount, holdsOf, line, openSession, sandboxWith, soldOf, stripeAt, usesOf } from "./helpers";
import { ACCESS_CODES, COUPONS, TICKET_KEYS, TIERS } from "./world";

let api: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: [...ticketCheckoutEndpoints, ...codeEndpoints, ...catalogueEndpoints] });
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
  await api.close();
});
beforeEach(async () => {
  pinClock();
  await api.load(readWorld("tickets"));
  fake.calls.length = 0;
  fake.mode = "ok";
});
afterEach(() => {
  vi.useRealTimers();
  setCheckoutProviderForTests(undefined);
});

const db = () => api.database.db;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const SANDBOX = { provider: "sandbox" as const, ref: "sandbox_pay_1" };
const sessions = () => db().select().from(checkoutSessions);
const holds = () => db().select().from(checkoutHolds);

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
    expect(res.body).toEqual({ checkout_id: expect.stringMatching(new RegExp(`^${UUID}$`)), url: `${BASE}/checkout/${id}`, expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), amount_total: 2670, currency: "EUR" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [s] = await sessions();
    expect(s).toMatchObject({ id, kind: "tickets", crewId: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", eventId: 100, status: "open", provider: "sandbox", paymentAccount: null, providerSessionId: id, url: `${BASE}/checkout/${id}`, buyerEmail: BUYER, reference: "web:42", locale: "de", currency: "EUR", amountTotal: 2670, orderId: null });
    expect(s!.details).toEqual({
      kind: "tickets",
      lines: [{ tier_id: TIERS.early, name: expect.any(String), quantity: 2, unit_amount: 1250, discount_amount: 0, fee_amount: 170 }],
      subtotal_cents: 2500,
      discount_cents: 0,
      fee_cents: 170,
      discount: null,
      access_code: null,
    });
    expect(await holds()).toEqual([{ sessionId: id, item: "tier", itemId: TIERS.early, quantity: 2, expiresAt: s!.expiresAt }]);
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
    expect(s!.details).toMatchObject({ subtotal_cents: 2500, discount_cents: 250, fee_cents: 160, discount: { kind: "coupon", code: "SAVE10", member_id: null } });
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
    for (let i = 0; i < 2; i++) {
      const res = await checkout(api, { lines: [line(TIERS.early)], discount_id: id });
      expect(res.status, res.text).toBe(201);
      await completeCheckout(db(), res.body.checkout_id, SANDBOX, new Date());
    }
    expect(await refused({ lines: [line(TIERS.early)], discount_id: id })).toMatchObject({ reason: "discount_not_applicable" });
  });

  it("an open checkout holds a coupon's last use: a second checkout with it is discount_not_applicable until the first ends; paying counts the use", async () => {
    const id = await couponId(api, 100, COUPONS.once);
    const first = await openSession(api, { lines: [line(TIERS.early)], discount_id: id });
    expect(await holdsOf(api, first)).toEqual(["event_coupon 100:once15 × 1", `tier ${TIERS.early} × 1`]);
    // Held, not used: the use is counted only when an order pays.
    expect(await usesOf(api, 100, COUPONS.once)).toBe(0);
    expect(await refused({ lines: [line(TIERS.early)], discount_id: id })).toMatchObject({ reason: "discount_not_applicable", errors: [{ param: "discount_id" }] });
    expect((await expireSession(api, first)).status).toBe(200);
    const second = await openSession(api, { lines: [line(TIERS.early, 2)], discount_id: id });
    expect(await completeCheckout(db(), second, SANDBOX, new Date())).toMatchObject({ created: true, fulfilled: true });
    expect(await usesOf(api, 100, COUPONS.once)).toBe(1);
    expect(await holds()).toEqual([]);
    expect(await refused({ lines: [line(TIERS.early)], discount_id: id })).toMatchObject({ reason: "discount_not_applicable" });
  });

  it("10 concurrent checkouts with a one-use coupon: exactly one holds it", async () => {
    const id = await couponId(api, 100, COUPONS.once);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(api, { lines: [line(TIERS.early)], discount_id: id, client_ip: `198.51.100.${i + 1}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(`${a.status} ${a.body.reason}`).toBe("422 discount_not_applicable");
    expect((await holds()).filter((h) => h.item === "event_coupon")).toHaveLength(1);
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

// Core 8.6: "Idempotency-Key ... Applies to every POST except opening a checkout (self-guarded ...) and the coupon/access-code checks".
describe("POST /v1/checkout-sessions/{id}/expire: Idempotency-Key", () => {
  const expireWith = (id: string, idem: string) => api.post(`/v1/checkout-sessions/${id}/expire`, undefined, { key: TICKET_KEYS.checkout, headers: { "Idempotency-Key": idem } });

  it("a retry with the same key answers the first 200 again (Idempotent-Replayed); without a key a repeat is 409 not_open", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    const first = await expireWith(id, `expire-${id}`);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ checkout_id: id, status: "expired" });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await expireWith(id, `expire-${id}`);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    const bare = await expireSession(api, id);
    expect(bare.status).toBe(409);
    expect(bare.body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "expired" });
  });

  it("the same key on another session is 422 idempotency_mismatch; a malformed key is 400", async () => {
    const a = await openSession(api, { lines: [line(TIERS.early)] });
    const b = await openSession(api, { lines: [line(TIERS.early)], client_ip: "198.51.100.2" });
    expect((await expireWith(a, "one-key")).status).toBe(200);
    const other = await expireWith(b, "one-key");
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
    const bad = await expireWith(b, "has space");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "validation_error", errors: [{ param: "Idempotency-Key" }] });
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
    setCheckoutProviderForTests(sandboxWith({ openCheckout: async () => (calls++, Promise.reject(new UpstreamError("down"))) }));
    const res = await checkout(api, { lines: [line(TIERS.early)] });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("upstream_error");
    expect(calls).toBe(1);
    expect(await sessions()).toEqual([]);
    expect(await holds()).toEqual([]);
  });
});

describe("POST /v1/checkout-sessions: a page that cannot sell is 409 not_ready", () => {
  it("Stripe with a payee that has no payment account: 409 conflict not_ready before anything is held or asked", async () => {
    setCheckoutProviderForTests(stripeAt(fake));
    // Event 100's payee (promoter 20) has no shop account in this world.
    const res = await checkout(api, { lines: [line(TIERS.early)] });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", reason: "not_ready" });
    expect(fake.calls).toEqual([]);
    expect(await sessions()).toEqual([]);
    expect(await holds()).toEqual([]);
  });

  it("Stripe with a payee that has an account: the page opens on that account, expiring with the hold at 31 minutes", async () => {
    setCheckoutProviderForTests(stripeAt(fake));
    await givePayeeAccount(api);
    const res = await checkout(api, { lines: [line(TIERS.early, 2)] });
    expect(res.status, res.text).toBe(201);
    const id = res.body.checkout_id;
    const expiresAt = new Date(Date.now() + 31 * 60_000);
    expect(res.body).toMatchObject({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/), expires_at: expiresAt.toISOString(), amount_total: 2670 });
    const [s] = await sessions();
    expect(s).toMatchObject({ provider: "stripe", paymentAccount: VOLT_ACCOUNT, providerSessionId: expect.stringMatching(/^cs_test_fake/), url: res.body.url, expiresAt });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", stripeAccount: VOLT_ACCOUNT, idempotencyKey: `checkout-${id}` });
    expect(fake.calls[0]!.form).toMatchObject({
      expires_at: String(expiresAt.getTime() / 1000),
      client_reference_id: id,
      "metadata[checkout_session_id]": id,
      "metadata[checkout_kind]": "tickets",
      "payment_intent_data[application_fee_amount]": "170",
    });
    expect(await holds()).toEqual([{ sessionId: id, item: "tier", itemId: TIERS.early, quantity: 2, expiresAt }]);
  });

  it("no payment provider configured: 409 not_ready and nothing held, but a free order still completes", async () => {
    setCheckoutProviderForTests(null);
    const res = await checkout(api, { lines: [line(TIERS.early)] });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", reason: "not_ready" });
    expect(await holds()).toEqual([]);
    const free = await checkout(api, { lines: [line(TIERS.crew)], access_code: ACCESS_CODES.vip }, TICKET_KEYS.owner);
    expect(free.status, free.text).toBe(201);
    expect(free.body.amount_total).toBe(0);
  });
});

describe("POST /v1/checkout-sessions: the last ticket", () => {
  it("20 concurrent requests for tier-100-last: one 201, the others 422 out_of_stock with available 0", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(api, { lines: [line(TIERS.last)], client_ip: `198.51.100.${i + 1}` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect({ status: a.status, reason: a.body.reason, available: a.body.available }).toEqual({ status: 422, reason: "out_of_stock", available: 0 });
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

describe("platform-API orders beside ticket checkouts", () => {
  const order = (tier: string, quantity = 1) => platformCall("POST", "/orders", { event_id: 100, lines: [line(tier, quantity)], buyer_email: "door@example.test" });
  // The tier's public status, read fresh (the route keeps a 30-second copy).
  const statusOf = async (tier: string) => {
    await api.store.clear();
    const res = await api.get("/v1/events/100/ticket-tiers", { key: TICKET_KEYS.checkout });
    expect(res.status, res.text).toBe(200);
    return res.body.data.find((t: { id: string }) => t.id === tier)?.status;
  };

  it("a platform order for the last ticket while an open checkout holds it: 422 insufficient_stock with available 0; once the checkout is expired it sells", async () => {
    const id = await openSession(api, { lines: [line(TIERS.last)] });
    const held = await order(TIERS.last);
    expect(held.status, held.text).toBe(422);
    expect(held.body).toMatchObject({ code: "validation_error", reason: "insufficient_stock", errors: [{ param: "lines.0.quantity", available: 0 }] });
    expect(await soldOf(api, TIERS.last)).toBe(0);
    expect((await expireSession(api, id)).status).toBe(200);
    const sold = await order(TIERS.last);
    expect(sold.status, sold.text).toBe(201);
    expect(await soldOf(api, TIERS.last)).toBe(1);
  });

  it("a hold past its instant no longer counts against a platform order, without a sweep", async () => {
    await openSession(api, { lines: [line(TIERS.last)] });
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect((await order(TIERS.last)).status).toBe(201);
  });

  it("a platform order takes what checkouts hold into account on every tier: 2 held of early's 10 leave 8", async () => {
    await openSession(api, { lines: [line(TIERS.early, 2)] });
    const res = await order(TIERS.early, 9);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ param: "lines.0.quantity", available: 8 })]);
    expect((await order(TIERS.early, 8)).status).toBe(201);
  });

  it("the refund that completes a ticket order's refund puts its tickets back on sale; a partial refund does not", async () => {
    const res = await order(TIERS.last);
    expect(res.status, res.text).toBe(201);
    const orderId = res.body.id as string;
    expect(res.body).toMatchObject({ amount_total: 3000, payment: null, unfulfilled: null });
    expect(await statusOf(TIERS.last)).toBe("sold_out");
    expect((await checkout(api, { lines: [line(TIERS.last)] })).body.reason).toBe("sold_out");

    const partial = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 1000 });
    expect(partial.status, partial.text).toBe(201);
    expect(partial.body).toMatchObject({ status: "partially_refunded", amount_refunded: 1000 });
    expect(await soldOf(api, TIERS.last)).toBe(1);
    expect(await statusOf(TIERS.last)).toBe("sold_out");

    const rest = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 2000 });
    expect(rest.body).toMatchObject({ status: "refunded", amount_refunded: 3000 });
    expect(await soldOf(api, TIERS.last)).toBe(0);
    expect(await statusOf(TIERS.last)).toBe("on_sale");
    expect((await checkout(api, { lines: [line(TIERS.last)] })).status).toBe(201);
  });

  it("a full refund of a checkout's ticket order gives back every line, and not twice", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2), line(TIERS.pair, 1)] });
    const before = { early: await soldOf(api, TIERS.early), pair: await soldOf(api, TIERS.pair) };
    const done = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
    expect({ early: await soldOf(api, TIERS.early), pair: await soldOf(api, TIERS.pair) }).toEqual({ early: before.early + 2, pair: before.pair + 1 });
    const [o] = await db().select({ amountTotal: orders.amountTotal }).from(orders).where(eq(orders.id, done.orderId));
    const refund = await platformCall("POST", `/orders/${done.orderId}/refunds`, { amount: o!.amountTotal });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.body).toMatchObject({ order_kind: "tickets", status: "refunded" });
    expect({ early: await soldOf(api, TIERS.early), pair: await soldOf(api, TIERS.pair) }).toEqual(before);
    expect((await platformCall("POST", `/orders/${done.orderId}/refunds`, { amount: 1 })).body.reason).toBe("exceeds_remaining");
    expect({ early: await soldOf(api, TIERS.early), pair: await soldOf(api, TIERS.pair) }).toEqual(before);
  });
});
