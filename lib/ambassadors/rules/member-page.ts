/**
 * The summary blocks of the member page (`ambassador-me`): credits and game. XP, badges and
 * completed quests are the world's (plus what claims change); the balance is the sum of the
 * ledger. While gamification is off the page shows no tier and no next tier, and the arrays of
 * tiers, quests, badges and XP ledger stay empty (`gameLists`); while credits are off rewards,
 * claims and ledger stay empty (`creditLists`).
 */
import { programmeLabels } from "./programme";
import { nextTierXp, tierFor } from "./tiers";
import type { LedgerEntry, Member, Programme, Tier } from "./types";

export const ledgerBalance = (entries: readonly Pick<LedgerEntry, "amount">[]): number => entries.reduce((s, e) => s + e.amount, 0);

export function creditsSummary(programme: Pick<Programme, "credits" | "labels">, balance: number) {
  const labels = programmeLabels(programme.labels);
  return { enabled: programme.credits, balance, label_singular: labels.credit_singular, label_plural: labels.credit_plural };
}

export function gameSummary(
  programme: Pick<Programme, "gamification" | "labels">,
  member: Pick<Member, "xp" | "badges" | "completed_quests">,
  tiers: readonly Tier[],
) {
  const labels = programmeLabels(programme.labels);
  const on = programme.gamification;
  const tier = on ? tierFor(tiers, member.xp) : null;
  return {
    enabled: on,
    xp_label: labels.xp,
    lifetime_xp: member.xp,
    tier: tier ? { id: tier.id, name: tier.name, min_xp: tier.min_xp, color: tier.color } : null,
    next_tier: on ? nextTierXp(tiers, member.xp) : null,
    badges_earned: member.badges.length,
    quests_completed: member.completed_quests.length,
    tier_noun: labels.tier,
    quest_noun: labels.quest,
    badge_noun: labels.badge,
  };
}

/** A list the page shows only while its part of the programme is on. */
export const gameLists = <T>(programme: Pick<Programme, "gamification">, list: readonly T[]): T[] => (programme.gamification ? [...list] : []);
export const creditLists = <T>(programme: Pick<Programme, "credits">, list: readonly T[]): T[] => (programme.credits ? [...list] : []);
