/**
 * Rows of the ambassador tables as the pure rules' plain data (lib/ambassadors/rules/types), so
 * every query module maps a row the same way once. No mapper copies the phone: the rules and the
 * answers never see it (registration compares phones in its own query).
 */
import type {
  ambassadorBadges,
  ambassadorLedger,
  ambassadorMembers,
  ambassadorProgramEvents,
  ambassadorPrograms,
  ambassadorQuests,
  ambassadorRewards,
  ambassadorTiers,
  orders,
} from "@/lib/db/schema";
import type { Badge, LedgerEntry, Member, OrderFacts, OrderStatus, Programme, Quest, QuestMetric, Reward, Tier } from "./rules";

export type ProgrammeRow = typeof ambassadorPrograms.$inferSelect;
export type ProgrammeEventRow = typeof ambassadorProgramEvents.$inferSelect;
export type TierRow = typeof ambassadorTiers.$inferSelect;
export type BadgeRow = typeof ambassadorBadges.$inferSelect;
export type QuestRow = typeof ambassadorQuests.$inferSelect;
export type RewardRow = typeof ambassadorRewards.$inferSelect;
export type MemberRow = typeof ambassadorMembers.$inferSelect;
export type LedgerRow = typeof ambassadorLedger.$inferSelect;
export type OrderRow = Pick<typeof orders.$inferSelect, "ambassadorCode" | "lines" | "amountTotal" | "amountRefunded" | "status" | "unfulfilled" | "eventId" | "createdAt">;

/** `events` in their listed order (the caller sorts by position). */
export function toProgramme(row: ProgrammeRow, events: readonly ProgrammeEventRow[]): Programme {
  return {
    id: row.id,
    owner: { type: row.ownerType, id: row.ownerId },
    name: row.name,
    description: row.description,
    signup_open: row.signupOpen,
    seats_left: row.seatsLeft,
    auto_approve: row.autoApprove,
    discount_percentage: row.discountPercentage,
    gamification: row.gamification,
    credits: row.credits,
    labels: row.labels ?? {},
    leaderboard: { published: row.leaderboardPublished, metric: row.leaderboardMetric },
    events: events.map((e) => ({ event: e.eventId, percentage: e.percentage, amount: e.amount, min_order_amount: e.minOrderAmount })),
  };
}

/** A tier without a colour carries "" here; answers show it as null (`tierColor`). */
export const toTier = (r: TierRow): Tier => ({ id: r.id, name: r.name, min_xp: r.minXp, color: r.color ?? "" });
export const tierColor = (color: string): string | null => (color === "" ? null : color);

export const toBadge = (r: BadgeRow): Badge => ({ id: r.id, name: r.name, image_url: r.imageUrl, icon: r.icon, rarity: r.rarity });

export const toQuest = (r: QuestRow): Quest => ({
  id: r.id,
  name: r.name,
  description: r.description,
  image_url: r.imageUrl,
  metric: r.metric as QuestMetric,
  scope: r.scope,
  event: r.eventId,
  starts_at: r.startsAt,
  ends_at: r.endsAt,
  threshold: r.threshold,
  xp_reward: r.xpReward,
  credit_reward: r.creditReward,
  badge: r.badgeId,
});

/** `stock` is what is left: claims through the API lower the column itself. */
export const toReward = (r: RewardRow): Reward => ({
  id: r.id,
  name: r.name,
  description: r.description,
  image_url: r.imageUrl,
  cost: r.cost,
  stock_left: r.stock,
  max_per_member: r.maxPerMember,
  available_from: r.availableFrom,
  available_until: r.availableUntil,
  event: r.eventId,
  min_tier: r.minTierId,
  claim_prompt: r.claimPrompt,
  active: r.active,
});

export const toMember = (r: MemberRow): Member => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  instagram_handle: r.instagramHandle,
  locale: r.locale,
  status: r.status,
  code: r.code,
  joined_at: r.joinedAt,
  xp: r.xp,
  badges: r.badgeIds,
  completed_quests: r.completedQuestIds,
  email_opt_out: r.emailOptOut,
});

export const toLedgerEntry = (r: LedgerRow): LedgerEntry => ({ id: r.id, amount: r.amount, reason: r.reason, note: r.note, created_at: r.createdAt });

/** A ticket order as the sales rules see it: tickets are its line quantities added up. */
export const toOrderFacts = (r: OrderRow): OrderFacts => ({
  code: r.ambassadorCode,
  tickets: r.lines.reduce((n, l) => n + l.quantity, 0),
  amount_total: r.amountTotal,
  amount_refunded: r.amountRefunded,
  status: r.status as OrderStatus,
  fulfilled: r.unfulfilled === null,
  event_id: r.eventId ?? 0,
  created_at: r.createdAt,
});
