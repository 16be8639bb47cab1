/**
 * The refund ledger's rules, as plain functions: how much of an order is left to refund, when an
 * owed refund is tried next, and whether the provider's record of a payment shows a refund already
 * made. lib/checkout/refund-ledger.ts and refund-queue.ts apply them under the order's lock.
 */

export const REFUND_QUEUE = {
  /** The first retry after a failed try; each further failure doubles it... */
  firstRetrySeconds: 60,
  /** ...up to six hours between tries. */
  maxRetrySeconds: 6 * 3600,
  /** Owed refunds one sweep tries at most (oldest due first); the rest wait for the next minute's. */
  perSweep: 100,
  /** Provider calls a sweep has under way at once. */
  concurrency: 4,
} as const;

/**
 * When a refund whose `attempts`-th try is starting now may be tried again if this one fails (the
 * try is counted before the provider is asked, so a crash mid-call waits its turn like a failure):
 * 1 minute after the first, then 2, 4, 8 … at most 6 hours.
 */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const seconds = Math.min(REFUND_QUEUE.maxRetrySeconds, REFUND_QUEUE.firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + seconds * 1000);
}

/** What is left to refund of an order: paid, less refunded, less refunds still owed. Never below 0. */
export function leftToRefund(order: { amountTotal: number; amountRefunded: number }, owed: number): number {
  return Math.max(0, order.amountTotal - order.amountRefunded - owed);
}

/** The order's status once `refunded` of `total` is refunded. */
export function refundStatus(total: number, refunded: number): "paid" | "partially_refunded" | "refunded" {
  return refunded >= total ? "refunded" : refunded > 0 ? "partially_refunded" : "paid";
}

/**
 * A refund the provider refuses for good (already refunded, say) was made after all when the
 * provider's record shows at least its amount refunded beyond what this ledger has recorded.
 */
export function madeAtProvider(refundedThere: number, recordedHere: number, amount: number): boolean {
  return refundedThere - recordedHere >= amount;
}
