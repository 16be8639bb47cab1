/**
 * Rate-limit headers of every authenticated answer (docs/guides/rate-limits.md, "The headers"),
 * in the IETF httpapi draft form:
 *
 *   RateLimit-Policy: "burst";q=300;w=60, "daily";q=100000;w=86400
 *   RateLimit: "burst";r=297;t=42, "daily";r=99997;t=51000
 *
 * plus X-RateLimit-Limit / -Remaining / -Reset (epoch seconds) for the tighter of the two windows:
 * the one with less room left (the minute one on a tie). The figures are the key's work budget;
 * what remains is the least of the key's, the crew pool's and, for a publishable key, the visitor's.
 */
export interface BudgetWindow {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface WorkBudget {
  minute: BudgetWindow;
  day: BudgetWindow;
}

/** The last headers made, with what they were made from: cached reads spend no work, so request after request the figures are the same. */
let last: { minute: BudgetWindow; day: BudgetWindow; second: number; headers: Readonly<Record<string, string>> } | null = null;

const same = (a: BudgetWindow, b: BudgetWindow) => a.limit === b.limit && a.remaining === b.remaining && a.resetSeconds === b.resetSeconds;

/** The headers of a budget; the same (frozen) object as last time when nothing in them changed. */
export function rateLimitHeaders(budget: WorkBudget, nowMs: number): Readonly<Record<string, string>> {
  const second = Math.floor(nowMs / 1000);
  if (last && last.second === second && same(last.minute, budget.minute) && same(last.day, budget.day)) return last.headers;
  const headers = Object.freeze(headersOf(budget, nowMs));
  last = { minute: { ...budget.minute }, day: { ...budget.day }, second, headers };
  return headers;
}

function headersOf(budget: WorkBudget, nowMs: number): Record<string, string> {
  const { minute, day } = budget;
  const tight = day.remaining < minute.remaining ? day : minute;
  return {
    "RateLimit-Policy": `"burst";q=${minute.limit};w=60, "daily";q=${day.limit};w=86400`,
    RateLimit: `"burst";r=${minute.remaining};t=${minute.resetSeconds}, "daily";r=${day.remaining};t=${day.resetSeconds}`,
    "X-RateLimit-Limit": String(tight.limit),
    "X-RateLimit-Remaining": String(tight.remaining),
    // Windows end on whole seconds, so this is exactly the end of the tighter window.
    "X-RateLimit-Reset": String(Math.floor(nowMs / 1000) + tight.resetSeconds),
  };
}

/** Combines the states of one duration (key, crew, visitor) into what the key can still spend. */
export function combine(own: BudgetWindow, ...others: (BudgetWindow | undefined)[]): BudgetWindow {
  let remaining = own.remaining;
  let resetSeconds = own.resetSeconds;
  for (const o of others) {
    if (!o || o.remaining >= remaining) continue;
    remaining = o.remaining;
    resetSeconds = Math.max(resetSeconds, o.resetSeconds);
  }
  return { limit: own.limit, remaining: Math.max(0, remaining), resetSeconds };
}
