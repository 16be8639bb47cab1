/** POST /v1/checkout-sessions/{id}/expire (sandbox and Stripe pages) and the sweep of sessions past their instant. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import { completeCheckout } from "@/lib/checkout/complete";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { expireDue } from "@/lib/checkout/release";
import { checkoutHolds, checkoutSessions, orders } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { pinClock } from "../traffic/clock";
import { VOLT_ACCOUNT, checkout, couponId, deliverStripeEvent, expireSession, givePayeeAccount, holdsOf, line, openSession, soldOf, stripeAt, stripeSessionOf } from "./helpers";
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
const expire = (id: string, key?: string) => expireSession(api, id, key);
const partnerStatus = async (id: string) => (await api.get(`/v1/checkout-sessions/${id}`, { key: TICKET_KEYS.checkout })).body.status;

describe("POST /v1/checkout-sessions/{id}/expire", () => {
  it("ends an open session: 200 with status expired, its tickets and coupon use back at once", async () => {
    const id = await openSession(api, { lines: [line(TIERS.last)], discount_id: await couponId(api, 100, COUPONS.once) });
    expect((await checkout(api, { lines: [line(TIERS.last)] })).body.reason).toBe("out_of_stock");
    const res = await expire(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ checkout_id: id, status: "expired", event_id: 100, order_id: null });
    expect(await db().select().from(checkoutHolds)).toEqual([]);
    expect(await partnerStatus(id)).toBe("expired");
    expect((await checkout(api, { lines: [line(TIERS.last)], discount_id: await couponId(api, 100, COUPONS.once) })).status).toBe(201);
  });

  it("a session not open is 409 conflict, reason not_open: expired, complete, or past its time", async () => {
    const ended = await openSession(api, { lines: [line(TIERS.early)] });
    expect((await expire(ended)).status).toBe(200);
    const again = await expire(ended);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "expired" });

    const paid = await openSession(api, { lines: [line(TIERS.early)] });
    await completeCheckout(db(), paid, { provider: "sandbox", ref: "sandbox_pay_1" }, new Date());
    expect((await expire(paid)).body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "complete" });

    const free = await openSession(api, { lines: [line(TIERS.crew)], access_code: ACCESS_CODES.vip }, TICKET_KEYS.owner);
    expect((await expire(free)).body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "complete" });

    const late = await openSession(api, { lines: [line(TIERS.early)] });
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect((await expire(late)).body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "expired" });
    // The late one is recorded as expired on the way.
    const [row] = await db().select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, late));
    expect(row!.status).toBe("expired");
  });

  it("another crew's session is the 404 of an unknown one, and stays open", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    const foreign = await expire(id, TICKET_KEYS.harbour);
    const unknown = await expire(randomUUID(), TICKET_KEYS.harbour);
    expect(foreign.status).toBe(404);
    expect({ ...foreign.body, request_id: null, instance: null }).toEqual({ ...unknown.body, request_id: null, instance: null });
    expect(await partnerStatus(id)).toBe("open");
  });

  it("needs write:checkout", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    expect((await expire(id, TICKET_KEYS.writes)).status).toBe(403);
  });
});

describe("POST /v1/checkout-sessions/{id}/expire on a Stripe page", () => {
  beforeEach(async () => {
    setCheckoutProviderForTests(stripeAt(fake));
    await givePayeeAccount(api);
  });

  it("expires the Stripe session first, on the payee's account, then frees the tickets", async () => {
    const id = await openSession(api, { lines: [line(TIERS.last)] });
    const stripeId = stripeSessionOf(fake, id);
    fake.calls.length = 0;
    const res = await expire(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ checkout_id: id, status: "expired" });
    expect(fake.calls.map((c) => ({ method: c.method, path: c.path, account: c.stripeAccount }))).toEqual([{ method: "POST", path: `/v1/checkout/sessions/${stripeId}/expire`, account: VOLT_ACCOUNT }]);
    expect(fake.sessions.get(stripeId)!.status).toBe("expired");
    expect(await holdsOf(api, id)).toEqual([]);
    expect((await checkout(api, { lines: [line(TIERS.last)] })).status).toBe(201);
  });

  it("a Stripe session already paid: 409 not_open with session_status complete, the tickets stay held, and the payment event then fulfils the order", async () => {
    const id = await openSession(api, { lines: [line(TIERS.last)] });
    const stripeId = stripeSessionOf(fake, id);
    const { paymentIntent } = fake.complete(stripeId);
    const res = await expire(id);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "complete" });
    expect(await holdsOf(api, id)).toEqual([`tier ${TIERS.last} × 1`]);
    expect(await partnerStatus(id)).toBe("open");
    expect((await checkout(api, { lines: [line(TIERS.last)] })).body.reason).toBe("out_of_stock");

    expect((await deliverStripeEvent(fake, "checkout.session.completed", stripeId)).status).toBe(200);
    const [o] = await db().select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(o).toMatchObject({ status: "paid", unfulfilled: null, paymentProvider: "stripe", paymentRef: paymentIntent, paymentAccount: VOLT_ACCOUNT });
    expect(await soldOf(api, TIERS.last)).toBe(1);
    expect(fake.calls.filter((c) => c.path === "/v1/refunds")).toEqual([]);
  });

  it("Stripe failing to answer: 502 upstream_error, and nothing is freed (the page may still be paid)", async () => {
    const id = await openSession(api, { lines: [line(TIERS.last)] });
    fake.mode = { status: 500, type: "api_error", message: "Stripe is down" };
    const res = await expire(id);
    expect(res.status, res.text).toBe(502);
    expect(res.body.code).toBe("upstream_error");
    expect(await holdsOf(api, id)).toEqual([`tier ${TIERS.last} × 1`]);
    expect(await partnerStatus(id)).toBe("open");
  });
});

describe("the sweep", () => {
  it("marks open sessions past their 30 minutes expired and drops their holds; younger ones stay", async () => {
    const old = await openSession(api, { lines: [line(TIERS.early)] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const young = await openSession(api, { lines: [line(TIERS.pair)] });
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect(await expireDue(db(), new Date())).toBe(1);
    const rows = await db().select({ id: checkoutSessions.id, status: checkoutSessions.status }).from(checkoutSessions);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [old]: "expired", [young]: "open" });
    expect((await db().select().from(checkoutHolds)).map((h) => h.sessionId)).toEqual([young]);
  });
});
