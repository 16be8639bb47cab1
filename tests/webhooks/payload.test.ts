/** Routing and the data of each type, read from the current state (buildPayload). */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formResponses, orderRefunds, orders, payouts } from "@/lib/db/schema";
import { buildPayload, crewsFor } from "@/lib/webhook-delivery/bound";
import { crewsOnEvent } from "@/lib/catalogue/events/webhook-events";
import { payeeCrews } from "@/lib/checkout/webhook-events";
import { startApp, type TestApp } from "../support/app";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
const FORM = "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c01"; // owned by promoter 20 (nightshift)
const T0 = new Date("2030-01-01T10:00:00.000Z");

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

const db = () => api.database.db;
const message = (type: string, subject: Record<string, unknown>) => ({ id: `msg_${randomUUID()}`, type, subject, createdAt: T0 });
const hook = (personalData: boolean) => ({ id: randomUUID(), personalData });

describe("routing", () => {
  it("event pages: promoters, venue and confirmed artists, not unconfirmed ones", async () => {
    // Event 100: promoter 20, venue 30, artists 10/12/14 (nightshift) confirmed, 13 (harbour) unconfirmed.
    expect(await crewsOnEvent(db(), 100)).toEqual([NIGHTSHIFT]);
    expect((await crewsOnEvent(db(), 104)).sort()).toEqual([HARBOUR]);
    // Event 103 is a draft: an offline notice still reaches its crews.
    expect(await crewsOnEvent(db(), 103)).toEqual([NIGHTSHIFT]);
  });

  it("money goes to the payee page: the first promoter", async () => {
    // Event 101: promoters [22 (nobody), 20 (nightshift)]: the payee is 22.
    expect(await payeeCrews(db(), 101)).toEqual([]);
    expect(await payeeCrews(db(), 100)).toEqual([NIGHTSHIFT]);
  });

  it("event.published goes to the crews named; checked again, to those with a page now", async () => {
    expect(await crewsFor(db(), "event.published", { event_id: 104, crews: [NIGHTSHIFT], first: true })).toEqual([NIGHTSHIFT]);
    expect(await crewsFor(db(), "event.published", { event_id: 104, crews: [NIGHTSHIFT], first: true }, { current: true })).toEqual([HARBOUR]);
  });

  it("the routing check before an attempt refuses a crew not concerned", async () => {
    expect(await buildPayload(db(), message("event.updated", { event_id: 104 }), NIGHTSHIFT, hook(false))).toEqual({ notSent: expect.any(String) });
  });
});

describe("data per type", () => {
  it("order.refunded: the order with the refunded total so far", async () => {
    const id = randomUUID();
    await db().insert(orders).values({ id, eventId: 100, status: "partially_refunded", currency: "EUR", amountTotal: 5000, amountRefunded: 2500, createdAt: T0, viaSiteOf: HARBOUR, buyerEmail: "b@x.test", ambassadorCode: "AMB1", lines: [] });
    const refundId = randomUUID();
    await db().insert(orderRefunds).values({ id: refundId, orderId: id, amount: 2500, createdAt: T0 });
    const out = (await buildPayload(db(), message("order.refunded", { order_id: id, refund_id: refundId }), NIGHTSHIFT, hook(false))) as any;
    expect(out.data.order).toMatchObject({ id, status: "partially_refunded", amount_total: 5000, amount_refunded: 2500, via_your_site: false, ambassador_code: "AMB1", buyer: null });
  });

  it("form.submitted: answers and contact only with personal data", async () => {
    const id = randomUUID();
    const contact = { email: "v@x.test", first_name: "Vi", last_name: "Olet", phone: null, marketing_opt_in: true };
    await db().insert(formResponses).values({ id, formId: FORM, completedAt: T0, locale: "en", answers: { q1: "yes" }, contact });
    const m = message("form.submitted", { response_id: id });
    const off = (await buildPayload(db(), m, NIGHTSHIFT, hook(false))) as any;
    expect(off.data).toEqual({
      response: { id, form: { id: FORM, slug: "volunteers", title: "Volunteer with us" }, completed_at: T0.toISOString(), locale: "en", answers: null, contact: null },
    });
    const on = (await buildPayload(db(), m, NIGHTSHIFT, hook(true))) as any;
    expect(on.data.response).toMatchObject({ answers: { q1: "yes" }, contact });
    expect(await buildPayload(db(), m, HARBOUR, hook(true))).toEqual({ notSent: expect.any(String) });
  });

  it("payout.paid: the payout to a page the crew manages", async () => {
    const id = randomUUID();
    await db().insert(payouts).values({ id, payeeType: "promoter", payeeId: 21, amount: 12345, currency: "EUR", paidAt: T0 });
    const out = await buildPayload(db(), message("payout.paid", { payout_id: id }), HARBOUR, hook(false));
    expect(out).toEqual({ data: { payout: { id, payee: { type: "promoter", id: 21 }, amount: 12345, currency: "EUR", paid_at: T0.toISOString() } } });
    expect(await buildPayload(db(), message("payout.paid", { payout_id: id }), NIGHTSHIFT, hook(false))).toEqual({ notSent: expect.any(String) });
  });

  it("event.published of an event taken offline before the call is not sent", async () => {
    expect(await buildPayload(db(), message("event.published", { event_id: 103, crews: [NIGHTSHIFT], first: true }), NIGHTSHIFT, hook(false))).toEqual({ notSent: expect.any(String) });
    expect(await buildPayload(db(), message("event.updated", { event_id: 103 }), NIGHTSHIFT, hook(false))).toEqual({ data: { event: { id: 103, published: false } } });
  });
});
