/** The platform API's orders, refunds, payouts and form responses: rows, counts and outbox rows. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formResponses, forms, orderRefunds, orders, payouts, ticketTiers } from "@/lib/db/schema";
import { startApp, type TestApp } from "../support/app";
import { outbox, platformCall } from "./support";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
const VOLUNTEERS = "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c01";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(async () => {
  await api.close();
});

const db = () => api.database.db;
const sold = async (tier: string) => (await db().select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, tier)))[0]!.sold;
async function emitted(fn: () => Promise<unknown>) {
  const before = (await outbox(api)).length;
  await fn();
  return (await outbox(api)).slice(before);
}

describe("POST /platform/v1/orders", () => {
  test("a paid order at the tiers' prices in cents; sold goes up; order.paid is written", async () => {
    const early = await sold("tier-100-early");
    let id = "";
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/orders", {
        event_id: 100,
        lines: [
          { tier_id: "tier-100-early", quantity: 2 },
          { tier_id: "tier-100-regular", quantity: 1 },
        ],
        buyer_email: "fan@x.test",
        via_site_of: "nightshift",
      });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        event_id: 100,
        status: "paid",
        currency: "EUR",
        amount_total: 2 * 1250 + 2000,
        amount_refunded: 0,
        ambassador_code: null,
        via_site_of: "nightshift",
        buyer_email: "fan@x.test",
        lines: [
          { tier_id: "tier-100-early", name: "Early bird", quantity: 2, unit_amount: 1250 },
          { tier_id: "tier-100-regular", quantity: 1, unit_amount: 2000 },
        ],
      });
      id = r.body.id;
    });
    expect(rows).toEqual([{ type: "order.paid", subject: { order_id: id } }]);
    expect(await sold("tier-100-early")).toBe(early + 2);
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ amountTotal: 4500, viaSiteOf: NIGHTSHIFT, status: "paid", paymentProvider: null, paymentRef: null, unfulfilled: null });
  });

  test("GET /orders/{id} answers the order as written, with no payment for an order recorded here", async () => {
    const r = await platformCall("POST", "/orders", { event_id: 104, lines: [{ tier_id: "tier-104-std", quantity: 1 }], buyer_email: "jazz@x.test" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: "tickets", amount_total: 2500, payment: null, unfulfilled: null });
    const read = await platformCall("GET", `/orders/${r.body.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual(r.body);
    expect((await platformCall("GET", `/orders/${randomUUID()}`)).status).toBe(404);
  });

  test("more tickets than a tier has left: 422 insufficient_stock naming the line, nothing sold", async () => {
    const before = await sold("tier-100-regular");
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/orders", {
        event_id: 100,
        lines: [
          { tier_id: "tier-100-regular", quantity: 1 },
          { tier_id: "tier-100-early", quantity: 9 },
        ],
        buyer_email: "fan@x.test",
      });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ code: "validation_error", reason: "insufficient_stock" });
      expect(r.body.errors).toEqual([expect.objectContaining({ param: "lines.1.quantity", available: 8 })]);
    });
    expect(rows).toEqual([]);
    expect(await sold("tier-100-regular")).toBe(before);
  });

  test.each([
    ["an unknown event", { event_id: 9999, lines: [{ tier_id: "tier-100-early", quantity: 1 }], buyer_email: "a@x.test" }, "event_id"],
    ["a tier of another event", { event_id: 100, lines: [{ tier_id: "tier-104-std", quantity: 1 }], buyer_email: "a@x.test" }, "lines.0.tier_id"],
    ["a tier on two lines", { event_id: 100, lines: [{ tier_id: "tier-100-regular", quantity: 1 }, { tier_id: "tier-100-regular", quantity: 1 }], buyer_email: "a@x.test" }, "lines.1.tier_id"],
    ["no lines", { event_id: 100, lines: [], buyer_email: "a@x.test" }, "lines"],
    ["a quantity of 0", { event_id: 100, lines: [{ tier_id: "tier-100-regular", quantity: 0 }], buyer_email: "a@x.test" }, "lines.0.quantity"],
    ["a bad email", { event_id: 100, lines: [{ tier_id: "tier-100-regular", quantity: 1 }], buyer_email: "nope" }, "buyer_email"],
    ["an unknown crew site", { event_id: 100, lines: [{ tier_id: "tier-100-regular", quantity: 1 }], buyer_email: "a@x.test", via_site_of: "nobody" }, "via_site_of"],
  ])("422 naming the field for %s", async (_, body, param) => {
    const r = await platformCall("POST", "/orders", body);
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param)).toContain(param);
  });
});

describe("POST /platform/v1/orders/{id}/refunds", () => {
  let orderId = "";
  beforeAll(async () => {
    const r = await platformCall("POST", "/orders", { event_id: 104, lines: [{ tier_id: "tier-104-std", quantity: 2 }], buyer_email: "jazz@x.test" });
    orderId = r.body.id;
  });

  test("a partial refund, then the rest: amount_refunded and status follow; one order.refunded per refund; the tickets go back with the last", async () => {
    const before = await sold("tier-104-std");
    const first = await emitted(async () => {
      const r = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 1000 });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ order_id: orderId, amount: 1000, amount_refunded: 1000, status: "partially_refunded" });
    });
    expect(first).toEqual([{ type: "order.refunded", subject: { order_id: orderId, refund_id: expect.any(String) } }]);
    // A partial refund gives nothing back.
    expect(await sold("tier-104-std")).toBe(before);
    const second = await emitted(async () => {
      const r = await platformCall("POST", `/orders/${orderId}/refunds`, { amount: 4000 });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ amount: 4000, amount_refunded: 5000, status: "refunded" });
    });
    expect(second[0]!.subject.refund_id).not.toBe(first[0]!.subject.refund_id);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds.map((x) => x.amount).sort()).toEqual([1000, 4000]);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ amountRefunded: 5000, status: "refunded" });
    expect(await sold("tier-104-std")).toBe(before - 2);
  });

  test("more than is left: 422 exceeds_remaining naming amount", async () => {
    const r = await platformCall("POST", "/orders", { event_id: 104, lines: [{ tier_id: "tier-104-std", quantity: 1 }], buyer_email: "jazz@x.test" });
    const refund = await platformCall("POST", `/orders/${r.body.id}/refunds`, { amount: 2501 });
    expect(refund.status).toBe(422);
    expect(refund.body).toMatchObject({ reason: "exceeds_remaining", errors: [expect.objectContaining({ param: "amount", remaining: 2500 })] });
    expect((await platformCall("POST", `/orders/${r.body.id}/refunds`, { amount: 0 })).body.errors[0].param).toBe("amount");
  });

  test("404 for an unknown order", async () => {
    expect((await platformCall("POST", `/orders/${randomUUID()}/refunds`, { amount: 1 })).status).toBe(404);
    expect((await platformCall("POST", "/orders/not-a-uuid/refunds", { amount: 1 })).status).toBe(404);
  });
});

describe("POST /platform/v1/payouts", () => {
  test("a payout to a page: the row and payout.paid", async () => {
    let id = "";
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/payouts", { payee: { type: "promoter", id: 20 }, amount: 125000, currency: "EUR" });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ payee: { type: "promoter", id: 20 }, amount: 125000, currency: "EUR", paid_at: expect.any(String) });
      id = r.body.id;
    });
    expect(rows).toEqual([{ type: "payout.paid", subject: { payout_id: id } }]);
    expect(await db().select().from(payouts).where(eq(payouts.id, id))).toHaveLength(1);
  });

  test.each([
    ["an unknown payee", { payee: { type: "artist", id: 99 }, amount: 1, currency: "EUR" }, "payee.id"],
    ["a payee type that is none", { payee: { type: "crew", id: 20 }, amount: 1, currency: "EUR" }, "payee.type"],
    ["a lower-case currency", { payee: { type: "venue", id: 30 }, amount: 1, currency: "eur" }, "currency"],
    ["a negative amount", { payee: { type: "venue", id: 30 }, amount: -5, currency: "EUR" }, "amount"],
  ])("422 naming the field for %s", async (_, body, param) => {
    const r = await platformCall("POST", "/payouts", body);
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param)).toContain(param);
  });
});

describe("POST /platform/v1/forms/{slug}/responses", () => {
  test("a response: stored, the form's count goes up, form.submitted is written", async () => {
    const [before] = await db().select({ n: forms.responses }).from(forms).where(eq(forms.id, VOLUNTEERS));
    let id = "";
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/forms/volunteers/responses", {
        answers: { name: "Kim", shifts: "Sat" },
        contact: { email: "kim@x.test", first_name: "Kim", last_name: "Lee" },
        locale: "de",
      });
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ id: expect.any(String), form_id: VOLUNTEERS, completed_at: expect.any(String) });
      id = r.body.id;
    });
    expect(rows).toEqual([{ type: "form.submitted", subject: { response_id: id } }]);
    const [after] = await db().select({ n: forms.responses }).from(forms).where(eq(forms.id, VOLUNTEERS));
    expect(after!.n).toBe(before!.n + 1);
    const [row] = await db().select().from(formResponses).where(eq(formResponses.id, id));
    expect(row).toMatchObject({ locale: "de", answers: { name: "Kim", shifts: "Sat" }, contact: { email: "kim@x.test", phone: null, marketing_opt_in: false } });
  });

  test("422 for a missing required answer or an answer to no question", async () => {
    const r = await platformCall("POST", "/forms/volunteers/responses", { answers: { shifts: "Sun", colour: "red" } });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(["answers.colour", "answers.name"]);
    expect((await platformCall("POST", "/forms/volunteers/responses", {})).body.errors[0].param).toBe("answers");
  });

  test("409 for a draft form; 404 for an unknown slug", async () => {
    const draft = await platformCall("POST", "/forms/secret-draft/responses", { answers: {} });
    expect(draft.status).toBe(409);
    expect(draft.body.reason).toBe("form_draft");
    expect((await platformCall("POST", "/forms/no-such-form/responses", { answers: {} })).status).toBe(404);
  });

  test("a slug two crews share needs ?crew=", async () => {
    const harbourForm = randomUUID();
    await db().insert(forms).values({ id: harbourForm, crewId: HARBOUR, slug: "volunteers", title: "Harbour volunteers", ownerType: "crew", questions: [{ key: "name", type: "text", label: "Name" }] });
    const ambiguous = await platformCall("POST", "/forms/volunteers/responses", { answers: { name: "A" } });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.errors[0].param).toBe("crew");
    const harbour = await platformCall("POST", "/forms/volunteers/responses?crew=harbour", { answers: { name: "A" } });
    expect(harbour.status).toBe(201);
    expect(harbour.body.form_id).toBe(harbourForm);
    const nightshift = await platformCall("POST", "/forms/volunteers/responses?crew=nightshift", { answers: { name: "A" } });
    expect(nightshift.body.form_id).toBe(VOLUNTEERS);
    expect((await platformCall("POST", "/forms/volunteers/responses?crew=lapsed", { answers: { name: "A" } })).status).toBe(404);
  });
});

test("every route answers 401 to a wrong token", async () => {
  for (const [method, path] of [
    ["POST", "/orders"],
    ["POST", `/orders/${randomUUID()}/refunds`],
    ["POST", "/payouts"],
    ["POST", "/forms/volunteers/responses"],
    ["POST", "/events"],
    ["PATCH", "/events/100"],
  ] as const) {
    const r = await platformCall(method, path, {}, "svc_plat_wrong");
    expect(r.status, `${method} ${path}`).toBe(401);
  }
});
