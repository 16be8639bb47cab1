/**
 * Work cost of one uncached request (docs/guides/rate-limits.md, "What a read costs"): a detail 1;
 * a list page 1 per started block of 25 of its limit; a batch lookup (`ids`) 1 per started block of
 * 10 ids instead; each expand value +1. Decided from the query before the handler runs, whatever
 * the answer holds.
 */
import type { Envelope } from "@/lib/http/endpoint";

export interface CostInput {
  envelope: Envelope;
  paginated: boolean;
  limit: number;
  ids?: readonly unknown[] | undefined;
  expand?: readonly unknown[] | undefined;
}

export function workCost({ envelope, paginated, limit, ids, expand }: CostInput): number {
  let base = 1;
  if (ids && ids.length > 0) base = Math.ceil(ids.length / 10);
  else if (envelope === "list" && paginated) base = Math.ceil(limit / 25);
  return base + (expand?.length ?? 0);
}
