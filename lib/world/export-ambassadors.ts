/**
 * Ambassador programmes of the database as the world file's `ambassador_programs`, for
 * exportWorld. Every field is written (ids, labels, absolute UTC instants), so loading the export
 * gives the same rows. A member's credits are written as the ledger (the balance is its sum); an
 * XP ledger is written when it sums to the member's XP (otherwise only `xp`, which the format
 * requires of a stated XP ledger). Sessions and sign-in links never leave the database.
 *
 * Order: programmes by owner type then id; events, tiers, badges, quests and rewards in their
 * stored position; members by joined_at then id; ledger entries and claims by created_at then id.
 */
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { isoUtc } from "./times";

type Json = Record<string, unknown>;

const iso = (d: Date | null): string | null => (d ? isoUtc(d) : null);

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

type Entry = typeof t.ambassadorLedger.$inferSelect;
const entry = (e: Entry): Json => ({ id: e.id, amount: e.amount, reason: e.reason, note: e.note, created_at: iso(e.createdAt) });

export async function exportAmbassadorPrograms(db: Pick<Db, "select">): Promise<Json[]> {
  const programmes = await db.select().from(t.ambassadorPrograms).orderBy(asc(t.ambassadorPrograms.ownerType), asc(t.ambassadorPrograms.ownerId));
  const events = groupBy(await db.select().from(t.ambassadorProgramEvents).orderBy(asc(t.ambassadorProgramEvents.position)), (x) => x.programId);
  const tiers = groupBy(await db.select().from(t.ambassadorTiers).orderBy(asc(t.ambassadorTiers.position)), (x) => x.programId);
  const badges = groupBy(await db.select().from(t.ambassadorBadges).orderBy(asc(t.ambassadorBadges.position)), (x) => x.programId);
  const quests = groupBy(await db.select().from(t.ambassadorQuests).orderBy(asc(t.ambassadorQuests.position)), (x) => x.programId);
  const rewards = groupBy(await db.select().from(t.ambassadorRewards).orderBy(asc(t.ambassadorRewards.position)), (x) => x.programId);
  const members = groupBy(await db.select().from(t.ambassadorMembers).orderBy(asc(t.ambassadorMembers.joinedAt), asc(t.ambassadorMembers.id)), (x) => x.programId);
  const ledger = groupBy(await db.select().from(t.ambassadorLedger).orderBy(asc(t.ambassadorLedger.createdAt), asc(t.ambassadorLedger.id)), (x) => x.memberId);
  const xpLedger = groupBy(await db.select().from(t.ambassadorXpLedger).orderBy(asc(t.ambassadorXpLedger.createdAt), asc(t.ambassadorXpLedger.id)), (x) => x.memberId);
  const claims = groupBy(await db.select().from(t.ambassadorClaims).orderBy(asc(t.ambassadorClaims.createdAt), asc(t.ambassadorClaims.id)), (x) => x.memberId);

  return programmes.map((p) => ({
    id: p.id,
    owner: { type: p.ownerType, id: p.ownerId },
    name: p.name,
    description: p.description,
    signup_open: p.signupOpen,
    seats_left: p.seatsLeft,
    auto_approve: p.autoApprove,
    discount_percentage: p.discountPercentage,
    gamification: p.gamification,
    credits: p.credits,
    labels: p.labels,
    leaderboard: { published: p.leaderboardPublished, metric: p.leaderboardMetric },
    events: (events.get(p.id) ?? []).map((e) => ({ event: e.eventId, percentage: e.percentage, amount: e.amount, min_order_amount: e.minOrderAmount })),
    tiers: (tiers.get(p.id) ?? []).map((x) => ({ id: x.id, name: x.name, min_xp: x.minXp, color: x.color })),
    badges: (badges.get(p.id) ?? []).map((x) => ({ id: x.id, name: x.name, image_url: x.imageUrl, icon: x.icon, rarity: x.rarity })),
    quests: (quests.get(p.id) ?? []).map((q) => ({
      id: q.id,
      name: q.name,
      description: q.description,
      image_url: q.imageUrl,
      metric: q.metric,
      scope: q.scope,
      event: q.eventId,
      starts_at: iso(q.startsAt),
      ends_at: iso(q.endsAt),
      threshold: q.threshold,
      xp_reward: q.xpReward,
      credit_reward: q.creditReward,
      badge: q.badgeId,
    })),
    rewards: (rewards.get(p.id) ?? []).map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      image_url: r.imageUrl,
      cost: r.cost,
      stock: r.stock,
      max_per_member: r.maxPerMember,
      available_from: iso(r.availableFrom),
      available_until: iso(r.availableUntil),
      event: r.eventId,
      min_tier: r.minTierId,
      claim_prompt: r.claimPrompt,
      active: r.active,
    })),
    members: (members.get(p.id) ?? []).map((m) => {
      const xpEntries = xpLedger.get(m.id) ?? [];
      const xpAgrees = xpEntries.length > 0 && xpEntries.reduce((n, e) => n + e.amount, 0) === m.xp;
      return {
        id: m.id,
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        phone: m.phone,
        instagram_handle: m.instagramHandle,
        locale: m.locale,
        status: m.status,
        code: m.code,
        joined_at: iso(m.joinedAt),
        xp: m.xp,
        ledger: (ledger.get(m.id) ?? []).map(entry),
        ...(xpAgrees ? { xp_ledger: xpEntries.map(entry) } : {}),
        badges: m.badgeIds,
        completed_quests: m.completedQuestIds,
        claims: (claims.get(m.id) ?? []).map((c) => ({ id: c.id, reward: c.rewardId, status: c.status, answer: c.answer, created_at: iso(c.createdAt) })),
        email_opt_out: m.emailOptOut,
      };
    }),
  }));
}
