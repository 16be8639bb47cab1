/** A rule both kinds of checkout price with: a merch coupon and a ticket discount are spread the same way. */

/**
 * A discount spread over lines in proportion to their totals (largest remainder): each line gets
 * the floor of its share, then the cents left go one each to the lines with the largest remainders,
 * ties to the earlier line. The parts sum exactly to the discount, and no part exceeds its line.
 */
export function spreadDiscount(lineTotals: number[], discountCents: number): number[] {
  const total = lineTotals.reduce((a, b) => a + b, 0);
  if (total <= 0 || discountCents <= 0) return lineTotals.map(() => 0);
  const d = Math.min(discountCents, total);
  const parts = lineTotals.map((t) => Math.floor((d * t) / total));
  let left = d - parts.reduce((a, b) => a + b, 0);
  const byRemainder = lineTotals
    .map((t, i) => ({ i, rem: (d * t) % total }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
