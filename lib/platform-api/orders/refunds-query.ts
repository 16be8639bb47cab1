/**
 * Refunds through the platform API, on the one refund ledger (lib/checkout/refund-ledger.ts). A
 * refund of an order a provider was paid through goes through that provider, its idempotency key
 * derived from the refund's id; the order's refunded total moves only when the money moved. Under
 * the order's row lock the refund is counted against what is left (paid, less refunded, less refunds
 * still owed: a late payment's among them) and written as owed, then tried:
 *   - the money moved: 201, the order's totals and `order.refunded`;
 *   - the provider could not be reached or asked to wait: 202, the refund stays owed and the refund
 *     queue tries it again with the same key;
 *   - the provider refused for good: 409 `refund_failed`, nothing moved and nothing kept.
 * With an Idempotency-Key the refund's id is derived from it, so a retry after a lost answer asks
 * the provider with the same key again.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { orderRefunds, orders } from "@/lib/db/schema";
import { bodyInvalid, conflict, notFound } from "@/lib/http/problem";
import { platformDb, type PlatformScope } from "@/lib/auth/platform-scope";
import { checkoutProvider } from "@/lib/checkout/provider";
import { tryOwedRefund, tryRefund } from "@/lib/checkout/refund-attempt";
import { claimRefund, dropRefund, lockOrder, oweRefund, owedOf, paidThroughProvider, platformRefundKey, type OrderRow } from "@/lib/checkout/refund-ledger";
import { leftToRefund, nextAttemptAt } from "@/lib/checkout/refund-rules";
import type { OrderStatus } from "./orders-query";

export interface RefundOut {
  id: string;
  order_id: string;
  order_kind: "tickets" | "merch";
  amount: number;
  /** The order's, after this call. */
  amount_refunded: number;
  status: OrderStatus;
  /** refunded: the money moved; owed: the provider has not refunded it yet (tried again). */
  state: "refunded" | "owed";
}

/** A refund of the order that has not gone through, as GET /orders/{id} shows it. */
export interface PendingRefundOut {
  id: string;
  amount: number;
  state: "owed" | "failed";
  /** Why it failed, or why its last try did not go through. */
  reason: string | null;
  attempts: number;
  /** When the refund queue tries it next; null once failed. */
  next_attempt_at: string | null;
}

/** A refund id from the platform's Idempotency-Key: the same key on the same order names the same refund. */
function refundIdFor(orderId: string, idempotencyKey: string): string {
  const h = createHash("sha256").update(`platform-refund\0${orderId}\0${idempotencyKey}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The provider the order's money went through must be this server's: otherwise nothing is recorded. */
function refusedProvider(order: OrderRow): never | void {
  if (!paidThroughProvider(order)) return;
  const provider = checkoutProvider();
  if (provider?.name === order.paymentProvider) return;
  throw conflict(`This order was paid through ${order.paymentProvider}, which this server does not run: nothing was refunded.`, { reason: "provider_unavailable" });
}

const exceeds = (left: number, owed: number) =>
  bodyInvalid([{ param: "amount", message: `at most ${left} cents are left to refund${owed ? ` (${owed} more are owed to the buyer already)` : ""}`, remaining: left, owed }], { reason: "exceeds_remaining" });

async function answer(platform: PlatformScope, refundId: string, state: "refunded" | "owed"): Promise<RefundOut> {
  const db = platformDb(platform);
  const [row] = await db.select({ refund: orderRefunds, order: orders }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(eq(orderRefunds.id, refundId));
  const { refund, order } = row!;
  return { id: refund.id, order_id: order.id, order_kind: order.kind, amount: refund.amount, amount_refunded: order.amountRefunded, status: order.status as OrderStatus, state };
}

/** A partial or full refund; more than is left (owed refunds counted) is a 422 (reason `exceeds_remaining`). */
export async function refundOrder(platform: PlatformScope, orderId: string, amount: number, now: Date, idempotencyKey: string | null): Promise<{ refund: RefundOut; owed: boolean }> {
  const db = platformDb(platform);
  const id = idempotencyKey ? refundIdFor(orderId, idempotencyKey) : randomUUID();
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound();
    const owed = await owedOf(tx, orderId);
    const left = leftToRefund(order, owed);
    if (amount > left) throw exceeds(left, owed);
    refusedProvider(order);
    const key = paidThroughProvider(order) ? platformRefundKey(id) : null;
    // Claimed as it is written (one try counted): the refund queue leaves it alone while this call tries it.
    const refund = await oweRefund(tx, { id, orderId, amount, origin: "platform", idempotencyKey: key, now, attempts: 1, nextAttemptAt: nextAttemptAt(1, now) });
    if (!refund) throw conflict("This Idempotency-Key made a refund of this order before: read the order.", { reason: "idempotency_key_reused" });
    return { refund, order };
  });
  const outcome = await tryRefund(db, reserved.refund, reserved.order, now);
  if (outcome.state === "refused") {
    await dropRefund(db, id);
    throw conflict(`The payment provider refused the refund for good (${outcome.reason}). Nothing was refunded.`, { reason: "refund_failed" });
  }
  return { refund: await answer(platform, id, outcome.state), owed: outcome.state === "owed" };
}

/**
 * Tries one of the order's refunds again now: an owed one (without waiting for its back-off) or a
 * failed one (owed again, if it still fits what is left). A refunded one is 409 `already_refunded`.
 */
export async function retryRefund(platform: PlatformScope, orderId: string, refundId: string, now: Date): Promise<{ refund: RefundOut; owed: boolean }> {
  const db = platformDb(platform);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [refund] = order ? await tx.select().from(orderRefunds).where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId))).for("update") : [];
    if (!order || !refund) throw notFound();
    if (refund.status === "refunded") throw conflict("This refund went through already.", { reason: "already_refunded" });
    if (refund.status === "failed") {
      const owed = await owedOf(tx, orderId);
      const left = leftToRefund(order, owed);
      if (refund.amount > left) throw exceeds(left, owed);
      await tx.update(orderRefunds).set({ status: "owed", nextAttemptAt: now }).where(eq(orderRefunds.id, refundId));
    }
  });
  const claimed = await claimRefund(db, refundId, now);
  // Being tried by the queue this very moment: it stays owed and the order tells how it ends.
  const state = claimed ? await tryOwedRefund(db, claimed.refund, claimed.order, now) : "owed";
  if (state === "failed") {
    const [r] = await db.select({ failure: orderRefunds.failure }).from(orderRefunds).where(eq(orderRefunds.id, refundId));
    throw conflict(`The payment provider refused the refund for good again (${r?.failure ?? "no reason given"}). It stays failed on the order.`, { reason: "refund_failed" });
  }
  return { refund: await answer(platform, refundId, state), owed: state === "owed" };
}

/** The order's refund that has not gone through, failed ones first, then the oldest owed; null when every refund went through. */
export async function pendingRefundOf(platform: PlatformScope, orderId: string): Promise<PendingRefundOut | null> {
  const [r] = await platformDb(platform)
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, ["owed", "failed"])))
    .orderBy(asc(orderRefunds.status), asc(orderRefunds.createdAt), asc(orderRefunds.id))
    .limit(1);
  if (!r) return null;
  return { id: r.id, amount: r.amount, state: r.status as "owed" | "failed", reason: r.failure, attempts: r.attempts, next_attempt_at: r.nextAttemptAt?.toISOString() ?? null };
}
