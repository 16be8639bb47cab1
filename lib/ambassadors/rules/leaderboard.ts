/**
 * The leaderboard: active members only, ranked by the programme's metric (tickets sold, lifetime
 * XP, or revenue). Ranking is standard competition ranking: members with the same score share a
 * rank and the next rank skips ("1, 1, 3"). Within a shared rank the order is by shown name,
 * then full last name, then member id, so the list is stable. With the revenue metric the score
 * is not published (null); each row keeps `revenue_cents` aside for the member page's revenue
 * ranking, and the public route drops it.
 */
import { tierFor } from "./tiers";
import type { LeaderboardMetric, Member, Sales, Tier } from "./types";

export const LEADERBOARD_DEFAULT_LIMIT = 25;
export const LEADERBOARD_MAX_LIMIT = 100;

export interface Entrant {
  member: Pick<Member, "id" | "first_name" | "last_name" | "status" | "xp">;
  sales: Sales;
}

export interface LeaderboardRow {
  rank: number;
  name: string;
  score: number | null;
  tier: { name: string; color: string } | null;
  revenue_cents: number;
  /** The member's id, for the member page to find its own row; never published. */
  member_id: string;
}

/** First name and last initial: "Mia K.". No last name: the first name alone. */
export function shownName(first: string, last: string): string {
  const f = first.trim();
  const initial = Array.from(last.trim())[0];
  return initial === undefined ? f : `${f} ${initial.toUpperCase()}.`;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const measure = (e: Entrant, metric: LeaderboardMetric): number =>
  metric === "tickets" ? e.sales.tickets : metric === "xp" ? e.member.xp : e.sales.revenue_cents;

export function leaderboard(
  entrants: readonly Entrant[],
  metric: LeaderboardMetric,
  limit: number,
  tiersOn: boolean,
  tiers: readonly Tier[],
): LeaderboardRow[] {
  const ranked = entrants
    .filter((e) => e.member.status === "active")
    .map((e) => ({ e, value: measure(e, metric), name: shownName(e.member.first_name, e.member.last_name) }))
    .sort(
      (a, b) =>
        b.value - a.value ||
        collator.compare(a.name, b.name) ||
        collator.compare(a.e.member.last_name, b.e.member.last_name) ||
        (a.e.member.id < b.e.member.id ? -1 : a.e.member.id > b.e.member.id ? 1 : 0),
    );
  const rows: LeaderboardRow[] = [];
  for (let i = 0; i < ranked.length && rows.length < Math.max(0, limit); i++) {
    const { e, value, name } = ranked[i]!;
    const prev = rows[i - 1];
    const rank = prev !== undefined && ranked[i - 1]!.value === value ? prev.rank : i + 1;
    const tier = tiersOn ? tierFor(tiers, e.member.xp) : null;
    rows.push({
      rank,
      name,
      score: metric === "revenue" ? null : value,
      tier: tier ? { name: tier.name, color: tier.color } : null,
      revenue_cents: e.sales.revenue_cents,
      member_id: e.member.id,
    });
  }
  return rows;
}

/** The public route's row: rank, name, score, tier (revenue and member id stay inside). */
export const publicRow = ({ rank, name, score, tier }: LeaderboardRow) => ({ rank, name, score, tier });

/** The member page's row: like the public one, plus `revenue_cents` in a revenue ranking only. */
export const memberPageRow = (row: LeaderboardRow, metric: LeaderboardMetric) =>
  metric === "revenue" ? { ...publicRow(row), revenue_cents: row.revenue_cents } : publicRow(row);
