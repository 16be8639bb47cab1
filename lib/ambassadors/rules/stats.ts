/**
 * Programme statistics for the owner. Members are counted by status; a member is selling with
 * at least one sale (lifetime). Lifetime figures add every member's sales (orders carrying a
 * programme member's code, fulfilled and not fully refunded). The window, when asked for, counts those orders
 * created in it and the members who joined in it, both ends included. `top_codes` are the ten
 * codes with the most revenue, then the most tickets, then by code; lifetime, and only codes with
 * a sale.
 */
import { codeKey, isSelling, NO_SALES, salesByCode } from "./sales";
import type { Member, OrderFacts, Sales, TimeWindow } from "./types";

export const STATS_MAX_WINDOW_DAYS = 400;
export const TOP_CODES = 10;
const DAY_MS = 86_400_000;

export interface ProgrammeStats {
  members: { total: number; active: number; pending: number; suspended: number; selling: number; selling_rate: number };
  lifetime: Sales;
  window: (Sales & { new_members: number }) | null;
  top_codes: (Sales & { code: string })[];
}

const inWindow = (w: TimeWindow, d: Date) => d.getTime() >= w.from.getTime() && d.getTime() <= w.to.getTime();

const add = (a: Sales, b: Sales): Sales => ({ orders: a.orders + b.orders, tickets: a.tickets + b.tickets, revenue_cents: a.revenue_cents + b.revenue_cents });

/** `selling / total`, 0 with no members, rounded to 4 decimals. */
export const sellingRate = (selling: number, total: number): number => (total === 0 ? 0 : Math.round((selling / total) * 10_000) / 10_000);

export function programmeStats(
  members: readonly Pick<Member, "code" | "status" | "joined_at">[],
  orders: readonly OrderFacts[],
  window: TimeWindow | null,
): ProgrammeStats {
  const byKey = new Map(members.map((m) => [codeKey(m.code), m]));
  // Orders whose code is no member's of this programme are none of its business.
  const own = orders.filter((o) => o.code !== null && byKey.has(codeKey(o.code)));
  const sales = salesByCode(own);

  const count = (s: Member["status"]) => members.filter((m) => m.status === s).length;
  const selling = members.filter((m) => isSelling(sales.get(codeKey(m.code)) ?? NO_SALES)).length;
  const lifetime = [...sales.values()].reduce(add, { ...NO_SALES });

  const top_codes = members
    .map((m) => ({ code: m.code, ...(sales.get(codeKey(m.code)) ?? NO_SALES) }))
    .filter((c) => c.orders > 0)
    .sort((a, b) => b.revenue_cents - a.revenue_cents || b.tickets - a.tickets || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, TOP_CODES);

  return {
    members: {
      total: members.length,
      active: count("active"),
      pending: count("pending"),
      suspended: count("suspended"),
      selling,
      selling_rate: sellingRate(selling, members.length),
    },
    lifetime,
    window:
      window === null
        ? null
        : {
            ...[...salesByCode(own.filter((o) => inWindow(window, o.created_at))).values()].reduce(add, { ...NO_SALES }),
            new_members: members.filter((m) => inWindow(window, m.joined_at)).length,
          },
    top_codes,
  };
}

/**
 * The window's problem for a 400 answer, or null: `from` and `to` come together, `to` after
 * `from` (equal is refused), at most 400 days apart (exactly 400 is allowed).
 */
export function statsWindowProblem(from: Date | null, to: Date | null): { param: "from" | "to"; message: string } | null {
  if (from === null && to === null) return null;
  if (from === null) return { param: "from", message: "is required with to" };
  if (to === null) return { param: "to", message: "is required with from" };
  if (to.getTime() <= from.getTime()) return { param: "to", message: "must be after from" };
  if (to.getTime() - from.getTime() > STATS_MAX_WINDOW_DAYS * DAY_MS) return { param: "to", message: `must be at most ${STATS_MAX_WINDOW_DAYS} days after from` };
  return null;
}
