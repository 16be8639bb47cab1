/**
 * The refund queue: every owed refund (order_refunds with status owed) has its own next-attempt
 * time, pushed back after each failed try (1, 2, 4 … minutes, at most 6 hours:
 * ./refund-rules.ts). The sweep claims the due ones, oldest due first, at most
 * REFUND_QUEUE.perSweep a pass, and tries a few at once. A refund that fails for good leaves the
 * queue (failed, shown on the order), so no number of them can hold back a newer buyer's.
 */
import type { Db } from "@/lib/db/client";
import { tryOwedRefund } from "./refund-attempt";
import { claimDueRefunds } from "./refund-ledger";
import { REFUND_QUEUE } from "./refund-rules";
import { log } from "@/lib/observability/log";

export interface SweepResult {
  tried: number;
  refunded: number;
  failed: number;
  /** Still owed: tried again when their time comes. */
  owed: number;
}

/** One pass over the due owed refunds. A try that throws (the database) is logged; the refund is tried again at its next time. */
export async function sweepOwedRefunds(db: Db, now: Date, opts: { limit?: number; concurrency?: number } = {}): Promise<SweepResult> {
  const claimed = await claimDueRefunds(db, now, opts.limit ?? REFUND_QUEUE.perSweep);
  const result: SweepResult = { tried: claimed.length, refunded: 0, failed: 0, owed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const { refund, order } = claimed[next++]!;
      try {
        result[await tryOwedRefund(db, refund, order, now)] += 1;
      } catch (e) {
        result.owed += 1;
        log.error("owed refund not tried; tried again at its next time", { order_id: order.id, refund_id: refund.id, error: e });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? REFUND_QUEUE.concurrency, claimed.length) }, worker));
  return result;
}
