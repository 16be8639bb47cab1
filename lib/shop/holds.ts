/**
 * Stock held by open checkout sessions. A hold counts until its session is paid or cancelled (its
 * rows are deleted) or until it expires: expiry needs no sweep for the stock to come back, because
 * only holds with `expires_at` ahead are counted.
 */
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { stockHolds } from "@/lib/db/schema";

/** A database or an open transaction. */
export type Reader = Pick<Db, "select">;

/** Units held per variant right now (variants with no hold are absent). */
export async function heldByVariant(db: Reader, variantIds: string[], now: Date): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: stockHolds.variantId, held: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .where(and(inArray(stockHolds.variantId, variantIds), gt(stockHolds.expiresAt, now)))
    .groupBy(stockHolds.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.held)]));
}
