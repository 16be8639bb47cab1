/**
 * Finding a programme for the members area, and turning its rows into the pure rules' plain data.
 * A programme is in reach when the crew manages its owner page; any other owner reads as having
 * no programme (the same 404), whatever exists there.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Member, MemberStatus, Programme, Reward, Tier } from "@/lib/ambassadors/rules";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { ambassadorMembers, ambassadorProgramEvents, ambassadorPrograms, ambassadorRewards, ambassadorTiers } from "@/lib/db/schema";

export type ProgrammeRow = typeof ambassadorPrograms.$inferSelect;
export type MemberRow = typeof ambassadorMembers.$inferSelect;
export type RewardRow = typeof ambassadorRewards.$inferSelect;
export type TierRow = typeof ambassadorTiers.$inferSelect;
export type OwnerRef = { type: "promoter" | "venue"; id: number };

/** The programme of an owner page the crew manages, or null (no programme, or not the crew's). */
export async function reachableProgramme(crew: CrewScope, owner: OwnerRef): Promise<ProgrammeRow | null> {
  if (!(await crew.manages(owner.type, owner.id))) return null;
  const [row] = await scopeDb(crew)
    .select()
    .from(ambassadorPrograms)
    .where(and(eq(ambassadorPrograms.ownerType, owner.type), eq(ambassadorPrograms.ownerId, owner.id)))
    .limit(1);
  return row ?? null;
}

/** Whether the crew still manages the owner page of a programme (sessions and links stop working when it does not). */
export async function programmeInReach(crew: CrewScope, programme: Pick<ProgrammeRow, "ownerType" | "ownerId">): Promise<boolean> {
  return crew.manages(programme.ownerType, programme.ownerId);
}

export async function programmeEvents(db: Pick<Db, "select">, programmeId: string) {
  return db.select().from(ambassadorProgramEvents).where(eq(ambassadorProgramEvents.programId, programmeId)).orderBy(asc(ambassadorProgramEvents.position));
}

export async function programmeTiers(db: Pick<Db, "select">, programmeId: string): Promise<Tier[]> {
  const rows = await db.select().from(ambassadorTiers).where(eq(ambassadorTiers.programId, programmeId)).orderBy(asc(ambassadorTiers.position));
  return rows.map(tierOf);
}

export function programmeOf(p: ProgrammeRow, events: (typeof ambassadorProgramEvents.$inferSelect)[] = []): Programme {
  return {
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
    events: events.map((e) => ({ event: e.eventId, percentage: e.percentage, amount: e.amount, min_order_amount: e.minOrderAmount })),
  };
}

// Tier colours may be absent in a world; the rules compare XP only, so an empty colour is harmless there.
export const tierOf = (t: TierRow): Tier => ({ id: t.id, name: t.name, min_xp: t.minXp, color: t.color ?? "" });

export function memberOf(m: MemberRow): Member & { phone: string } {
  return {
    id: m.id,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    phone: m.phone,
    instagram_handle: m.instagramHandle,
    locale: m.locale,
    status: m.status as MemberStatus,
    code: m.code,
    joined_at: m.joinedAt,
    xp: m.xp,
    badges: m.badgeIds,
    completed_quests: m.completedQuestIds,
    email_opt_out: m.emailOptOut,
  };
}

export function rewardOf(r: RewardRow): Reward {
  return {
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
  };
}

/** The member self-view answered by the profile route (never the phone). */
export const memberSelf = (m: MemberRow) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName, email: m.email, locale: m.locale, status: m.status, code: m.code });
