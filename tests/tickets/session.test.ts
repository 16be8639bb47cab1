/** GET /v1/checkout-sessions/{id}, paying a session (the order, its payment reference, its webhooks, its mail), and an ambassador's discount attributing the sale. */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { catalogueEndpoints } from "../support/catalogue-endpoints";
import { POST as pay } from "@/app/checkout/[session]/pay/route";
import { completeCheckout } from "@/lib/checkout/complete";
import { checkoutFormToken } from "@/lib/checkout/form-token";
import { checkoutHolds, checkoutSessions, eventCoupons, eventOutbox, orders, sandboxEmails } from "@/lib/db/schema";
import { buildPayload } from "@/lib/webhook-delivery/bound";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { platformCall } from "../platform/support";
import { pinClock } from "../traffic/clock";
import { BUYER, HARBOUR, NIGHTSHIFT, couponId, holdsOf, line, openSession, soldOf } from "./helpers";
import { COUPONS, TICKET_KEYS, TIERS } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: [...ticketCheckoutEndpoints, ...codeEndpoints, ...catalogueEndpoints, ...ambassadorEndpoints] });
});
afterAll(() => api.close());
beforeEach(async () => {
  pinClock();
  await api.load(readWorld("tickets"));
  await api.database.db.delete(sandboxEmails);
});
afterEach(() => vi.useRealTimers());

const db = () => api.database.db;
const SANDBOX = { provider: "sandbox" as const, ref: "sandbox_pay_1" };
const read = (id: string, key: string = TICKET_KEYS.checkout) => api.get(`/v1/checkout-sessions/${id}`, { key });
const message = (type: string, subject: Record<string, unknown>) => ({ id: `msg_${randomUUID()}`, type, subject, createdAt: new Date() });
const hook = (personalData: boolean) => ({ id: randomUUID(), personalData });

describe("GET /v1/checkout-sessions/{id}", () => {
  it("answers the open session, never cached", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2)] });
    const res = await read(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ checkout_id: id, status: "open", event_id: 100, amount_total: 2670, currency: "EUR", expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), order_id: null });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("another key of the same crew reads it; another crew's key gets the 404 of an unknown id", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    expect((await read(id, TICKET_KEYS.owner)).status).toBe(200);
    const foreign = await read(id, TICKET_KEYS.harbour);
    const unknown = await read(randomUUID(), TICKET_KEYS.harbour);
    expect(foreign.status).toBe(404);
    expect({ ...foreign.body, request_id: null, instance: null }).toEqual({ ...unknown.body, request_id: null, instance: null });
    expect((await read("not-a-uuid")).status).toBe(404);
  });

  it("reads expired once its 30 minutes are over, with no sweep", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect((await read(id)).body).toMatchObject({ status: "expired", order_id: null });
  });
});

describe("paying a session", () => {
  it("writes one order (kind tickets, via the caller's crew), counts the tickets sold, frees the holds, and reads complete", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2)], reference: "web-7" });
    const sold = await soldOf(api, TIERS.early);
    const first = await completeCheckout(db(), id, SANDBOX, new Date());
    const again = await completeCheckout(db(), id, SANDBOX, new Date());
    expect(first).toEqual({ orderId: expect.any(String), created: true, fulfilled: true });
    expect(again).toEqual({ orderId: first!.orderId, created: false, fulfilled: true });
    const all = await db().select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: "tickets", eventId: 100, status: "paid", currency: "EUR", amountTotal: 2670, viaSiteOf: NIGHTSHIFT, buyerEmail: BUYER, reference: "web-7", ambassadorCode: null, lines: [{ tier_id: TIERS.early, name: expect.any(String), quantity: 2, unit_amount: 1250 }] });
    expect(all[0]).toMatchObject({ paymentProvider: "sandbox", paymentRef: SANDBOX.ref, paymentAccount: null, unfulfilled: null });
    expect(await soldOf(api, TIERS.early)).toBe(sold + 2);
    expect(await db().select().from(checkoutHolds)).toEqual([]);
    expect((await read(id)).body).toMatchObject({ status: "complete", order_id: first!.orderId });
    const outbox = await db().select().from(eventOutbox).where(eq(eventOutbox.type, "order.paid"));
    expect(outbox.filter((r) => r.subject.order_id === first!.orderId)).toHaveLength(1);
  });

  it("Pay on the sandbox page keeps the payment on the order: GET /platform/v1/orders/{id} answers payment { provider, ref, account }", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2)] });
    const res = await pay(new Request(new URL(`/checkout/${id}/pay`, BASE), { method: "POST", body: new URLSearchParams({ token: await checkoutFormToken(db(), id) }) }), { params: Promise.resolve({ session: id }) });
    expect(res.status).toBe(303);
    const [o] = await db().select().from(orders).where(eq(orders.checkoutSessionId, id));
    expect(o).toMatchObject({ status: "paid", paymentProvider: "sandbox", paymentRef: expect.stringMatching(/^sandbox_[0-9a-f-]{36}$/), paymentAccount: null, unfulfilled: null });
    const read = await platformCall("GET", `/orders/${o!.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ id: o!.id, kind: "tickets", status: "paid", amount_total: 2670, payment: { provider: "sandbox", ref: o!.paymentRef, account: null }, unfulfilled: null });
  });

  it("order.paid says via_your_site: true to the calling crew, with the tier lines in cents", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early, 2)] });
    const { orderId } = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
    const out = (await buildPayload(db(), message("order.paid", { order_id: orderId }), NIGHTSHIFT, hook(true))) as { data: { order: Record<string, unknown> } };
    expect(out.data.order).toMatchObject({ id: orderId, event_id: 100, amount_total: 2670, via_your_site: true, ambassador_code: null, buyer: { email: BUYER }, lines: [{ tier_id: TIERS.early, quantity: 2, unit_amount: 1250 }] });
  });

  it("a coupon's use is held while the session is open and counted once the order is paid", async () => {
    const usesOf = async () => (await db().select({ uses: eventCoupons.uses }).from(eventCoupons).where(and(eq(eventCoupons.eventId, 100), eq(eventCoupons.code, COUPONS.percent))))[0]!.uses;
    const id = await openSession(api, { lines: [line(TIERS.early)], discount_id: await couponId(api, 100, COUPONS.percent) });
    expect(await usesOf()).toBe(0);
    expect(await holdsOf(api, id)).toEqual(["event_coupon 100:save10 × 1", `tier ${TIERS.early} × 1`]);
    await completeCheckout(db(), id, SANDBOX, new Date());
    await completeCheckout(db(), id, SANDBOX, new Date());
    expect(await usesOf()).toBe(1);
    expect(await holdsOf(api, id)).toEqual([]);
  });

  it("mails the buyer once, with the order page's link", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    const { orderId } = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
    await completeCheckout(db(), id, SANDBOX, new Date());
    const mails = await db().select().from(sandboxEmails);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: BUYER, subject: expect.stringMatching(/^Your tickets for /) });
    expect(mails[0]!.text).toContain(`/orders/tickets/${orderId}?t=`);
    expect(mails[0]!.text).toContain("Booking fees");
  });

  it("a session paid after it expired is still fulfilled while its tickets are free (the buyer was charged)", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    const sold = await soldOf(api, TIERS.early);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect(await completeCheckout(db(), id, SANDBOX, new Date())).toMatchObject({ created: true, fulfilled: true });
    expect(await soldOf(api, TIERS.early)).toBe(sold + 1);
    expect((await read(id)).body).toMatchObject({ status: "complete" });
  });

  it("an unknown session completes nothing", async () => {
    const before = (await db().select({ id: orders.id }).from(orders)).length;
    expect(await completeCheckout(db(), randomUUID(), SANDBOX, new Date())).toBeNull();
    expect(await db().select().from(checkoutSessions)).toEqual([]);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it("harbour (which manages no page of event 100) is told nothing of the sale", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    const { orderId } = (await completeCheckout(db(), id, SANDBOX, new Date()))!;
    expect(await buildPayload(db(), message("order.paid", { order_id: orderId }), HARBOUR, hook(true))).toEqual({ notSent: expect.any(String) });
  });
});

describe("an ambassador's discount_id (ambassador world)", () => {
  const ALL = "svc_sk_test_nightshiftAllScopesKey001";
  const MIA = { id: "a6000000-0000-4000-8000-000000000001", code: "MK-GLOW" };

  it("prices with the programme's discount, keeps the code on the order, and attributes the sale", async () => {
    await api.load(readWorld("ambassadors"));
    const code = await api.get(`/v1/ambassador-code?event_id=100&code=mk-glow`, { key: ALL });
    expect(code.status, code.text).toBe(200);
    const res = await api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: BUYER, lines: [line(TIERS.early, 2)], discount_id: code.body.discount_id }, { key: ALL });
    expect(res.status, res.text).toBe(201);
    // Volt's programme gives 10% on event 100: 1125 + round(1125 × 0.04 + 35) = 80, twice.
    expect(res.body.amount_total).toBe(2410);
    const { orderId } = (await completeCheckout(db(), res.body.checkout_id, SANDBOX, new Date()))!;
    const [o] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({ ambassadorCode: MIA.code, viaSiteOf: NIGHTSHIFT });
    const credited = await db().select().from(eventOutbox).where(eq(eventOutbox.type, "ambassador.sale_attributed"));
    expect(credited.filter((r) => r.subject.order_id === orderId).map((r) => r.subject)).toEqual([{ order_id: orderId, member_id: MIA.id }]);
    const out = (await buildPayload(db(), message("order.paid", { order_id: orderId }), NIGHTSHIFT, hook(false))) as { data: { order: Record<string, unknown> } };
    expect(out.data.order).toMatchObject({ ambassador_code: MIA.code, via_your_site: true });
  });

  it("the code's discount id on another event is discount_not_applicable", async () => {
    await api.load(readWorld("ambassadors"));
    const code = await api.get(`/v1/ambassador-code?event_id=101&code=MK-GLOW`, { key: ALL });
    expect(code.status, code.text).toBe(200);
    const res = await api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: BUYER, lines: [line(TIERS.early)], discount_id: code.body.discount_id }, { key: ALL });
    expect(res.status).toBe(422);
    expect(res.body.reason).toBe("discount_not_applicable");
  });
});
