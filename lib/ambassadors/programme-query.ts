/**
 * A programme reached through the crew: the owner page must be one the crew manages, so an owner
 * outside the crew graph reads exactly like a page without a programme (null, the one 404). Then
 * the programme's public reads: its page, leaderboard, rewards and quests, answered through the
 * pure rules.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import {
  ambassadorBadges,
  ambassadorMembers,
  ambassadorProgramEvents,
  ambassadorPrograms,
  ambassadorQuests,
  ambassadorRewards,
  ambassadorTiers,
  events,
  orders,
} from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import {
  gameLists,
  creditLists,
  leaderboard,
  programmeLabels,
  publicRow,
  questView,
  rewardView,
  seatsLeft,
  signupOpen,
  NO_SALES,
  codeKey,
  salesByCode,
  type OrderFacts,
  type OwnerType,
  type Programme,
} from "./rules";
import { tierColor, toBadge, toMember, toOrderFacts, toProgramme, toQuest, toReward, toTier, type ProgrammeRow } from "./serialize";

export interface Owner {
  type: OwnerType;
  id: number;
}

export interface Reached {
  row: ProgrammeRow;
  programme: Programme;
}

/** The programme of a page the crew manages, or null (no programme, or a page outside the graph). */
export async function reachProgramme(crew: CrewScope, owner: Owner): Promise<Reached | null> {
  if (!(await crew.manages(owner.type, owner.id))) return null;
  const db = scopeDb(crew);
  const [row] = await db
    .select()
    .from(ambassadorPrograms)
    .where(and(eq(ambassadorPrograms.ownerType, owner.type), eq(ambassadorPrograms.ownerId, owner.id)))
    .limit(1);
  if (!row) return null;
  return { row, programme: await withEvents(db, row) };
}

/** The programme a row names, with its events in their order (the row was reached through the crew). */
export async function withEvents(db: Db, row: ProgrammeRow): Promise<Programme> {
  const evs = await db.select().from(ambassadorProgramEvents).where(eq(ambassadorProgramEvents.programId, row.id)).orderBy(asc(ambassadorProgramEvents.position));
  return toProgramme(row, evs);
}

async function mustReach(crew: CrewScope, owner: Owner): Promise<Reached> {
  const reached = await reachProgramme(crew, owner);
  if (!reached) throw notFound();
  return reached;
}

/** The order columns `toOrderFacts` reads. */
const orderFactsColumns = {
  ambassadorCode: orders.ambassadorCode,
  lines: orders.lines,
  amountTotal: orders.amountTotal,
  amountRefunded: orders.amountRefunded,
  status: orders.status,
  unfulfilled: orders.unfulfilled,
  eventId: orders.eventId,
  createdAt: orders.createdAt,
};

/** Ticket orders carrying a code of one of the programme's members (codes match in any case). */
export async function programmeOrders(db: Db, programmeId: string): Promise<OrderFacts[]> {
  const rows = await db
    .select(orderFactsColumns)
    .from(orders)
    .innerJoin(ambassadorMembers, sql`lower(${orders.ambassadorCode}) = lower(${ambassadorMembers.code})`)
    .where(and(eq(ambassadorMembers.programId, programmeId), eq(orders.kind, "tickets")));
  return rows.map(toOrderFacts);
}

/** Ticket orders carrying any of `codes` (any case). */
export async function ordersForCodes(db: Db, codes: string[]): Promise<OrderFacts[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select(orderFactsColumns)
    .from(orders)
    .where(and(eq(orders.kind, "tickets"), inArray(sql`lower(${orders.ambassadorCode})`, codes.map(codeKey))));
  return rows.map(toOrderFacts);
}

async function tiersOf(db: Db, programmeId: string) {
  return (await db.select().from(ambassadorTiers).where(eq(ambassadorTiers.programId, programmeId)).orderBy(asc(ambassadorTiers.position))).map(toTier);
}

async function eventTitles(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, wanted));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function programmePage(crew: CrewScope, owner: Owner) {
  const { programme: p } = await mustReach(crew, owner);
  const open = signupOpen(p);
  return {
    ok: true as const,
    program: { name: p.name, description: p.description },
    owner: { type: p.owner.type, id: p.owner.id },
    discount: { percentage: p.discount_percentage },
    signup: { open, seats_left: seatsLeft(p) },
    name: p.name,
    description: p.description,
    signup_open: open,
    gamification_enabled: p.gamification,
  };
}

/** The published leaderboard (active members only), or the 404 while it is not published. */
export async function programmeLeaderboard(crew: CrewScope, owner: Owner, limit: number) {
  const { programme: p } = await mustReach(crew, owner);
  if (!p.leaderboard.published) throw notFound();
  const db = scopeDb(crew);
  const [memberRows, tiers, facts] = await Promise.all([
    db.select().from(ambassadorMembers).where(and(eq(ambassadorMembers.programId, p.id), eq(ambassadorMembers.status, "active"))),
    tiersOf(db, p.id),
    programmeOrders(db, p.id),
  ]);
  const sales = salesByCode(facts);
  const entrants = memberRows.map((r) => ({ member: toMember(r), sales: sales.get(codeKey(r.code)) ?? NO_SALES }));
  const rows = leaderboard(entrants, p.leaderboard.metric, limit, p.gamification, tiers).map(publicRow);
  return {
    metric: p.leaderboard.metric,
    data: rows.map((r) => ({ ...r, tier: r.tier ? { name: r.tier.name, color: tierColor(r.tier.color) } : null })),
  };
}

/** Rewards in the organiser's order; none while credits are off. */
export async function programmeRewards(crew: CrewScope, owner: Owner, now: Date) {
  const { programme: p } = await mustReach(crew, owner);
  const labels = programmeLabels(p.labels);
  const head = { credits_enabled: p.credits, label_singular: labels.credit_singular, label_plural: labels.credit_plural };
  if (!p.credits) return { ...head, data: [] };
  const db = scopeDb(crew);
  const [rows, tiers] = await Promise.all([
    db.select().from(ambassadorRewards).where(eq(ambassadorRewards.programId, p.id)).orderBy(asc(ambassadorRewards.position)),
    tiersOf(db, p.id),
  ]);
  const rewards = rows.map(toReward);
  const lookups = { events: await eventTitles(db, rewards.map((r) => r.event)), tiers: new Map(tiers.map((t) => [t.id, t])) };
  return { ...head, data: creditLists(p, rewards.map((r) => rewardView(r, lookups, now))) };
}

/** Quests in the organiser's order; none while gamification is off. */
export async function programmeQuests(crew: CrewScope, owner: Owner) {
  const { programme: p } = await mustReach(crew, owner);
  const labels = programmeLabels(p.labels);
  const head = { enabled: p.gamification, quest_noun: labels.quest, xp_label: labels.xp, badge_noun: labels.badge };
  if (!p.gamification) return { ...head, data: [] };
  const db = scopeDb(crew);
  const [rows, badges] = await Promise.all([
    db.select().from(ambassadorQuests).where(eq(ambassadorQuests.programId, p.id)).orderBy(asc(ambassadorQuests.position)),
    db.select().from(ambassadorBadges).where(eq(ambassadorBadges.programId, p.id)),
  ]);
  const quests = rows.map(toQuest);
  const lookups = { events: await eventTitles(db, quests.map((q) => q.event)), badges: new Map(badges.map((b) => [b.id, toBadge(b)])) };
  return { ...head, data: gameLists(p, quests.map((q) => questView(q, lookups))) };
}
