/**
 * Owed refunds are a queue that cannot starve. Each owed refund has its own next-attempt time with
 * back-off; the sweep takes the due ones, oldest due first, a bounded number a pass. An answer of
 * the provider that will never change (already refunded, payment missing, account gone) is settled
 * by reading the provider's record of the payment: refunded there, it is recorded here; otherwise
 * the refund is marked failed with its reason, shown on the platform API's order, logged once at
 * error level and no longer tried by the sweep. A platform call can try it again.
 *
 * The review's scenario: 20 refunds that fail for good ahead of a newer buyer's refund. Money
 * tests: run on PostgreSQL too (CI's second pass).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { expireDue } from "@/lib/checkout/release";
import { orderRefunds, orders, sandboxEmails } from "@/lib/db/schema";
import { outbox, platformCall } from "../platform/support";
import { VOLT_ACCOUNT, stripeAt } from "../tickets/helpers";
import { LATE_TOTAL, latePayment, refundTestbed } from "./late-payments";

const bed = refundTestbed({ withoutProvider: true });
const db = () => bed.api.database.db;
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const refundCalls = () => bed.fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/refunds");
/** Stripe holds this payment (of the whole late amount) on the seller's account. */
const stripeHas = (pi: string, refunded = 0) => bed.fake.paymentIntents.set(pi, { account: VOLT_ACCOUNT, amount: LATE_TOTAL, currency: "eur", refunded });
/** Stripe answers a refund of these payments as it does for a payment that is gone. */
const goneAtStripe = (gone: Set<string>) => {
  bed.fake.mode = (c) => (c.path === "/v1/refunds" && gone.has(c.form.payment_intent ?? "") ? { status: 400, type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${c.form.payment_intent}'` } : "ok");
};
/** A sweep `seconds` after the payments came in. */
async function sweepAt(seconds: number): Promise<number> {
  vi.setSystemTime(bed.t0 + seconds * 1000);
  const before = bed.fake.calls.length;
  await expireDue(db(), new Date());
  return bed.fake.calls.length - before;
}

describe("the review's scenario", () => {
  it("21 owed refunds, the 20 oldest failing for good: the newest buyer is paid within two sweeps, and the failed ones stop costing calls", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push(await latePayment(bed.api, `pi_late_${i}`, new Date(bed.t0 + i)));
    setCheckoutProviderForTests(stripeAt(bed.fake));
    stripeHas("pi_late_20");
    goneAtStripe(new Set(ids.slice(0, 20).map((_, i) => `pi_late_${i}`)));

    const calls: number[] = [];
    for (const at of [61, 122]) {
      calls.push(await sweepAt(at));
      if ((await orderOf(ids[20]!)).status === "refunded") break;
    }
    const newest = await orderOf(ids[20]!);
    expect(newest).toMatchObject({ status: "refunded", amountRefunded: LATE_TOTAL });
    expect(refundCalls().filter((c) => c.form.payment_intent === "pi_late_20")).toHaveLength(1);
    // The other twenty were tried, found gone at Stripe, and marked failed with the reason.
    for (const id of ids.slice(0, 20)) {
      const [r] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
      expect(r).toMatchObject({ status: "failed", amount: LATE_TOTAL });
      expect(r!.failure).toMatch(/resource_missing/);
      expect((await orderOf(id)).amountRefunded).toBe(0);
    }
    // Each is logged once, at error level; a later sweep spends no call on them.
    expect(errors.mock.calls.filter((c) => String(c[0]).includes("refund failed for good"))).toHaveLength(20);
    expect(await sweepAt(183)).toBe(0);
  });
});

describe("an answer that will never change is settled by the provider's record", () => {
  it("already refunded at Stripe (from its dashboard): recorded here as refunded, order.refunded sent once, the buyer told", async () => {
    const id = await latePayment(bed.api, "pi_dashboard", new Date(bed.t0));
    setCheckoutProviderForTests(stripeAt(bed.fake));
    stripeHas("pi_dashboard", LATE_TOTAL);
    await sweepAt(61);
    expect(refundCalls()).toHaveLength(1);
    expect(bed.fake.calls.filter((c) => c.method === "GET" && c.path.startsWith("/v1/payment_intents/pi_dashboard"))).toHaveLength(1);
    expect(await orderOf(id)).toMatchObject({ status: "refunded", amountRefunded: LATE_TOTAL });
    expect((await outbox(bed.api)).filter((r) => r.type === "order.refunded" && r.subject.order_id === id)).toHaveLength(1);
    expect((await db().select().from(sandboxEmails).where(eq(sandboxEmails.to, "late-pi_dashboard@example.test"))).map((m) => m.subject)).toEqual(["Your payment was refunded"]);
    expect(await sweepAt(122)).toBe(0);
  });

  it("gone at Stripe: marked failed with its reason, shown on the platform API's order, logged once at error level, never tried again by the sweep; a platform call retries it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const id = await latePayment(bed.api, "pi_gone", new Date(bed.t0));
    setCheckoutProviderForTests(stripeAt(bed.fake));
    goneAtStripe(new Set(["pi_gone"]));
    await sweepAt(61);
    await sweepAt(122);
    await sweepAt(3600);
    expect(refundCalls()).toHaveLength(1);

    const read = await platformCall("GET", `/orders/${id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ status: "paid", amount_refunded: 0, unfulfilled: "sold_out", refund: { state: "failed", amount: LATE_TOTAL, next_attempt_at: null } });
    expect(read.body.refund.reason).toMatch(/resource_missing/);
    const logged = errors.mock.calls.map((c) => String(c[0])).filter((line) => line.includes(id) && line.includes('"level":"error"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/refund failed for good/);

    // The payment is found again (the seller's account came back): the platform tries once more.
    stripeHas("pi_gone");
    bed.fake.mode = "ok";
    const retried = await platformCall("POST", `/orders/${id}/refunds/${read.body.refund.id}/retry`);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body).toMatchObject({ id: read.body.refund.id, order_id: id, amount: LATE_TOTAL, amount_refunded: LATE_TOTAL, status: "refunded", state: "refunded" });
    expect(refundCalls().map((c) => c.idempotencyKey)).toEqual([`order-${id}-unfulfilled`, `order-${id}-unfulfilled`]);
    expect((await platformCall("GET", `/orders/${id}`)).body).toMatchObject({ status: "refunded", amount_refunded: LATE_TOTAL, refund: null });
    // Once refunded, a retry changes nothing.
    const again = await platformCall("POST", `/orders/${id}/refunds/${read.body.refund.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "already_refunded" });
  });
});

describe("back-off", () => {
  it("a refund Stripe keeps refusing for now is tried again later and later: the sweeps between make no call", async () => {
    const id = await latePayment(bed.api, "pi_busy", new Date(bed.t0));
    setCheckoutProviderForTests(stripeAt(bed.fake));
    stripeHas("pi_busy");
    bed.fake.mode = (c) => (c.path === "/v1/refunds" ? { status: 400, type: "invalid_request_error", code: "lock_timeout", message: "This object cannot be accessed right now." } : "ok");
    // Tried at once when the payment came (no provider: the first failure), then 1, 2, 4 minutes apart.
    const perMinute: number[] = [];
    for (let m = 1; m <= 8; m++) perMinute.push(await sweepAt(m * 60 + 1));
    expect(perMinute).toEqual([1, 0, 1, 0, 0, 0, 1, 0]);
    const read = await platformCall("GET", `/orders/${id}`);
    expect(read.body.refund).toMatchObject({ state: "owed", attempts: 4 });
    expect(read.body.refund.reason).toMatch(/lock_timeout/);
    expect(Date.parse(read.body.refund.next_attempt_at)).toBe(bed.t0 + (7 * 60 + 1) * 1000 + 8 * 60_000);
    // Stripe answers again: the next due sweep pays.
    bed.fake.mode = "ok";
    expect(await sweepAt(15 * 60 + 1)).toBe(1);
    expect(await orderOf(id)).toMatchObject({ status: "refunded", amountRefunded: LATE_TOTAL });
  });
});
