/**
 * Quests. Completion is what the world states (`completed_quests`); the API recomputes nothing:
 * a member whose progress reaches the threshold has not completed the quest until the organiser
 * says so, and no XP, credit or badge is granted from orders. What this module derives is the
 * progress shown on the member page, where it can be read from data the API holds:
 *   - orders, tickets, revenue_cents: the member's sales in the quest's scope;
 *   - credits_earned: positive ledger entries in scope (not per event: the ledger has no event);
 *   - reward_claimed: claims not cancelled in scope (not per event, same reason);
 *   - profile_complete, manual: not derivable (null).
 * Scopes: lifetime counts since joining; event counts on `event`, or on the member's best single
 * event when `event` is null; window counts from `starts_at` to `ends_at`, both included.
 */
import { countsAsSale, memberSales } from "./sales";
import type { Claim, LedgerEntry, Member, OrderFacts, Quest } from "./types";

export interface QuestProgress {
  quest_id: string;
  /** Derived progress; null when the metric or scope cannot be derived. */
  value: number | null;
  threshold: number;
  /** As the world states it (plus nothing recomputed). */
  completed: boolean;
}

const at = (d: Date) => d.getTime();

/** Whether an instant falls in the quest's time scope (lifetime: since joining; window: its range). */
export function inQuestTime(quest: Pick<Quest, "scope" | "starts_at" | "ends_at">, joinedAt: Date, when: Date): boolean {
  if (quest.scope === "window") {
    if (quest.starts_at === null || quest.ends_at === null) return false;
    return at(when) >= at(quest.starts_at) && at(when) <= at(quest.ends_at);
  }
  return at(when) >= at(joinedAt);
}

type SalesMetric = "orders" | "tickets" | "revenue_cents";
const isSalesMetric = (m: Quest["metric"]): m is SalesMetric => m === "orders" || m === "tickets" || m === "revenue_cents";

/** The sales figure of a quest over one member's orders, in scope. */
export function questSalesValue(quest: Quest, joinedAt: Date, orders: readonly OrderFacts[]): number | null {
  if (!isSalesMetric(quest.metric)) return null;
  const metric = quest.metric;
  const timed = orders.filter((o) => countsAsSale(o) && inQuestTime(quest, joinedAt, o.created_at));
  if (quest.scope !== "event") return memberSales(timed)[metric];
  if (quest.event !== null) return memberSales(timed.filter((o) => o.event_id === quest.event))[metric];
  const byEvent = new Map<number, OrderFacts[]>();
  for (const o of timed) byEvent.set(o.event_id, [...(byEvent.get(o.event_id) ?? []), o]);
  let best = 0;
  for (const list of byEvent.values()) best = Math.max(best, memberSales(list)[metric]);
  return best;
}

export interface MemberActivity {
  member: Pick<Member, "joined_at" | "completed_quests">;
  /** The member's orders (those carrying their code). */
  orders: readonly OrderFacts[];
  ledger: readonly Pick<LedgerEntry, "amount" | "created_at">[];
  claims: readonly Pick<Claim, "status" | "created_at">[];
}

export function questProgress(quest: Quest, a: MemberActivity): QuestProgress {
  const joined = a.member.joined_at;
  let value: number | null = null;
  if (isSalesMetric(quest.metric)) {
    value = questSalesValue(quest, joined, a.orders);
  } else if (quest.scope !== "event" && quest.metric === "credits_earned") {
    value = a.ledger.filter((e) => e.amount > 0 && inQuestTime(quest, joined, e.created_at)).reduce((s, e) => s + e.amount, 0);
  } else if (quest.scope !== "event" && quest.metric === "reward_claimed") {
    value = a.claims.filter((c) => c.status !== "cancelled" && inQuestTime(quest, joined, c.created_at)).length;
  }
  return { quest_id: quest.id, value, threshold: quest.threshold, completed: a.member.completed_quests.includes(quest.id) };
}

/** Whether a quest's window is open now (lifetime and event quests always are). */
export function questOpen(quest: Pick<Quest, "scope" | "starts_at" | "ends_at">, now: Date): boolean {
  if (quest.scope !== "window") return true;
  return quest.starts_at !== null && quest.ends_at !== null && at(now) >= at(quest.starts_at) && at(now) <= at(quest.ends_at);
}

/** What the world requires of a quest's scope fields; null when they agree, else the problem. */
export function questScopeProblem(quest: Pick<Quest, "scope" | "event" | "starts_at" | "ends_at">): string | null {
  if (quest.scope === "window") {
    if (quest.starts_at === null || quest.ends_at === null) return "a window quest needs starts_at and ends_at";
    if (at(quest.starts_at) >= at(quest.ends_at)) return "starts_at must come before ends_at";
    if (quest.event !== null) return "only an event quest names an event";
    return null;
  }
  if (quest.starts_at !== null || quest.ends_at !== null) return "only a window quest has starts_at and ends_at";
  if (quest.scope === "lifetime" && quest.event !== null) return "only an event quest names an event";
  return null;
}
