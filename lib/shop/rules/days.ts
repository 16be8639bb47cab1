/** Calendar days as `YYYY-MM-DD` in UTC: pre-orders and event readiness compare whole days. */

/** The UTC calendar day of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (UTC, so no daylight-saving shifts). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return utcDay(at);
}

/** The later of two days (ISO days compare as strings). */
export function laterDay(a: string, b: string): string {
  return a >= b ? a : b;
}
