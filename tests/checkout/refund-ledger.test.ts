/**
 * One refund ledger. A refund asked through the platform API on an order paid through a provider
 * goes through that provider (its idempotency key derived from the refund's id; in sandbox the
 * sandbox provider); the order's refunded total moves only when money moved. Refunds owed and
 * refunds asked never add up to more than was paid, under concurrency too: the order row is locked
 * while a refund is counted, as stock is. On the embedded database (one connection) the race only
 * passes; on PostgreSQL (CI's second pass) it fails without the lock.
 *
 * The review's scenario: a platform refund on an order owed a late-payment refund recorded the
 * refund without calling the provider, and the owed refund then saw the order as settled.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { expireDue } from "@/lib/checkout/release";
import { orderRefunds, orders } from "@/lib/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { ApiResponse } from "../support/app";
import { outbox, platformCall } from "../platform/support";
import { NIGHTSHIFT, VOLT_ACCOUNT, sandboxWith, stripeAt } from "../tickets/helpers";
import { TIERS } from "../tickets/world";
import { LATE_TOTAL, latePayment, refundTestbed, sellLastTicket } from "./late-payments";

const bed = refundTestbed();
const db = () => bed.api.database.db;
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const refundCalls = () => bed.fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/refunds");
const refund = (orderId: string, amount: number) => platformCall("POST", `/orders/${orderId}/refunds`, { amount });
const refundedEvents = async (orderId: string) => (await outbox(bed.api)).filter((r) => r.type === "order.refunded" && r.subject.order_id === orderId);

/** A fulfilled ticket order a checkout wrote, paid through `provider` (`ref` known to the bed.fake Stripe). */
async function paidOrder(provider: "stripe" | "sandbox", ref: string, total = LATE_TOTAL): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(orders)
    .values({
      id,
      kind: "tickets",
      eventId: 100,
      status: "paid",
      currency: "EUR",
      amountTotal: total,
      amountRefunded: 0,
      createdAt: new Date(bed.t0),
      viaSiteOf: NIGHTSHIFT,
      buyerEmail: "buyer@example.test",
      lines: [{ tier_id: TIERS.early, name: "Early", quantity: 1, unit_amount: total }],
      checkoutSessionId: randomUUID(),
      paymentProvider: provider,
      paymentRef: ref,
      paymentAccount: VOLT_ACCOUNT,
    });
  if (provider === "stripe") bed.fake.paymentIntents.set(ref, { account: VOLT_ACCOUNT, amount: total, currency: "eur", refunded: 0 });
  return id;
}

describe("the review's scenario", () => {
  it("a platform refund on an order owed a late-payment refund: refused (the money is owed already), never cancels it; the money moves once, through Stripe", async () => {
    await sellLastTicket(bed.api);
    setCheckoutProviderForTests(null);
    const id = await latePayment(bed.api, "pi_owed", new Date(bed.t0));
    setCheckoutProviderForTests(stripeAt(bed.fake));
    bed.fake.paymentIntents.set("pi_owed", { account: VOLT_ACCOUNT, amount: LATE_TOTAL, currency: "eur", refunded: 0 });

    const asked = await refund(id, LATE_TOTAL);
    expect(asked.status, asked.text).toBe(422);
    expect(asked.body).toMatchObject({ reason: "exceeds_remaining", errors: [expect.objectContaining({ param: "amount", remaining: 0, owed: LATE_TOTAL })] });
    expect((await refund(id, 1)).status).toBe(422);
    expect(await orderOf(id)).toMatchObject({ status: "paid", amountRefunded: 0 });

    vi.setSystemTime(bed.t0 + 61_000);
    await expireDue(db(), new Date());
    expect(await orderOf(id)).toMatchObject({ status: "refunded", amountRefunded: LATE_TOTAL });
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]).toMatchObject({ stripeAccount: VOLT_ACCOUNT, idempotencyKey: `order-${id}-unfulfilled`, form: expect.objectContaining({ payment_intent: "pi_owed", amount: String(LATE_TOTAL) }) });
    expect(bed.fake.paymentIntents.get("pi_owed")!.refunded).toBe(LATE_TOTAL);
    expect(await refundedEvents(id)).toHaveLength(1);
  });
});

describe("platform refunds go through the order's provider", () => {
  it("a Stripe order: refunded on the seller's account with a key derived from the refund's id; the total moves with the money", async () => {
    const id = await paidOrder("stripe", "pi_paid_1");
    const r = await refund(id, 1000);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ order_id: id, amount: 1000, amount_refunded: 1000, status: "partially_refunded", state: "refunded" });
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]).toMatchObject({ stripeAccount: VOLT_ACCOUNT, idempotencyKey: `refund-${r.body.id}`, form: expect.objectContaining({ payment_intent: "pi_paid_1", amount: "1000" }) });
    expect(await orderOf(id)).toMatchObject({ amountRefunded: 1000, status: "partially_refunded" });
    expect((await refundedEvents(id)).map((e) => e.subject)).toEqual([{ order_id: id, refund_id: r.body.id }]);
  });

  it("Stripe does not answer: 202, the refund is owed (the total has not moved, but it is counted against what is left); the sweep pays it with the same key", async () => {
    const id = await paidOrder("stripe", "pi_paid_2");
    bed.fake.mode = (c) => (c.path === "/v1/refunds" ? { status: 400, type: "invalid_request_error", code: "lock_timeout", message: "Try again shortly." } : "ok");
    const r = await refund(id, 2000);
    expect(r.status, r.text).toBe(202);
    expect(r.body).toMatchObject({ amount: 2000, amount_refunded: 0, status: "paid", state: "owed" });
    expect(await refundedEvents(id)).toEqual([]);
    const over = await refund(id, LATE_TOTAL - 2000 + 1);
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ remaining: LATE_TOTAL - 2000, owed: 2000 });

    bed.fake.mode = "ok";
    vi.setSystemTime(bed.t0 + 61_000);
    await expireDue(db(), new Date());
    expect(await orderOf(id)).toMatchObject({ amountRefunded: 2000, status: "partially_refunded" });
    expect(refundCalls().map((c) => c.idempotencyKey)).toEqual([`refund-${r.body.id}`, `refund-${r.body.id}`]);
    expect(await refundedEvents(id)).toHaveLength(1);
  });

  it("Stripe refuses for good (the payment is gone): 409 with the reason; nothing moved and nothing kept (the caller was told)", async () => {
    const id = await paidOrder("stripe", "pi_paid_3");
    bed.fake.paymentIntents.delete("pi_paid_3");
    bed.fake.mode = (c) => (c.path === "/v1/refunds" ? { status: 400, type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent: 'pi_paid_3'" } : "ok");
    const r = await refund(id, 1000);
    expect(r.status, r.text).toBe(409);
    expect(r.body).toMatchObject({ code: "conflict", reason: "refund_failed" });
    expect(r.body.detail).toMatch(/resource_missing/);
    expect(await orderOf(id)).toMatchObject({ amountRefunded: 0, status: "paid" });
    const read = await platformCall("GET", `/orders/${id}`);
    expect(read.body).toMatchObject({ amount_refunded: 0, refund: null });
    expect(await db().$count(orderRefunds, eq(orderRefunds.orderId, id))).toBe(0);
    expect(await refundedEvents(id)).toEqual([]);
    // What was asked no longer counts against what is left.
    bed.fake.mode = "ok";
    bed.fake.paymentIntents.set("pi_paid_3", { account: VOLT_ACCOUNT, amount: LATE_TOTAL, currency: "eur", refunded: 0 });
    expect((await refund(id, LATE_TOTAL)).status).toBe(201);
  });

  it("a sandbox order: through the sandbox provider", async () => {
    const asked: Parameters<PaymentProvider["refund"]>[0][] = [];
    setCheckoutProviderForTests(sandboxWith({ refund: async (req) => (asked.push(req), { refundRef: "sandbox_re_1" }) }));
    const id = await paidOrder("sandbox", "sandbox_pay_1");
    const r = await refund(id, LATE_TOTAL);
    expect(r.status, r.text).toBe(201);
    expect(asked).toEqual([{ paymentRef: "sandbox_pay_1", paymentAccount: VOLT_ACCOUNT, amountCents: LATE_TOTAL, idempotencyKey: `refund-${r.body.id}` }]);
    expect(await orderOf(id)).toMatchObject({ amountRefunded: LATE_TOTAL, status: "refunded" });
  });

  it("an order recorded here (no provider took its money) is refunded here alone", async () => {
    const made = await platformCall("POST", "/orders", { event_id: 100, lines: [{ tier_id: TIERS.early, quantity: 1 }], buyer_email: "desk@example.test" });
    expect(made.status, made.text).toBe(201);
    const r = await refund(made.body.id, 100);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ amount_refunded: 100, state: "refunded" });
    expect(bed.fake.calls).toEqual([]);
  });
});

describe("owed and asked never exceed what was paid, under concurrency", () => {
  const N = 20;
  const byStatus = (answers: ApiResponse[]) => answers.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});

  it(`${N} refunds of 1000 at once on an order of ${LATE_TOTAL}: three go through, the rest exceed what is left; Stripe is asked three times`, async () => {
    const id = await paidOrder("stripe", "pi_race");
    const answers = await Promise.all(Array.from({ length: N }, () => refund(id, 1000)));
    expect(byStatus(answers)).toEqual({ 201: 3, 422: N - 3 });
    for (const r of answers.filter((a) => a.status === 422)) expect(r.body.reason).toBe("exceeds_remaining");
    expect(refundCalls()).toHaveLength(3);
    expect(await orderOf(id)).toMatchObject({ amountRefunded: 3000 });
    expect(await db().$count(orderRefunds, eq(orderRefunds.orderId, id))).toBe(3);
    expect(bed.fake.paymentIntents.get("pi_race")!.refunded).toBe(3000);
  });

  it(`${N} refunds at once on an order owed its late-payment refund: none is recorded; the owed one is paid once`, async () => {
    await sellLastTicket(bed.api);
    setCheckoutProviderForTests(null);
    const id = await latePayment(bed.api, "pi_race_owed", new Date(bed.t0));
    setCheckoutProviderForTests(stripeAt(bed.fake));
    bed.fake.paymentIntents.set("pi_race_owed", { account: VOLT_ACCOUNT, amount: LATE_TOTAL, currency: "eur", refunded: 0 });
    const answers = await Promise.all(Array.from({ length: N }, () => refund(id, 500)));
    expect(byStatus(answers)).toEqual({ 422: N });
    vi.setSystemTime(bed.t0 + 61_000);
    await expireDue(db(), new Date());
    expect(await orderOf(id)).toMatchObject({ status: "refunded", amountRefunded: LATE_TOTAL });
    expect(refundCalls()).toHaveLength(1);
  });
});
