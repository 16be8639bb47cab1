/** The platform's share of a merch order. */

/**
 * `percent` of the total, rounded to the nearest cent with halves up, never above the total.
 * Worked in basis points with integers so a fractional percent (2.5) rounds like a whole one.
 */
export function applicationFeeCents(totalCents: number, percent: number): number {
  if (totalCents <= 0 || percent <= 0) return 0;
  const basisPoints = Math.round(percent * 100);
  return Math.min(totalCents, Math.floor((totalCents * basisPoints + 5000) / 10000));
}
