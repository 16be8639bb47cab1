/**
 * GET /v1/ambassador-me: the signed-in member's page. Figures come from the pure rules (sales,
 * tiers, quest progress, reward views, leaderboard); this module only reads the rows. Lists that
 * grow with time (ledgers, claims) show the newest 100; the leaderboard shows the first 25.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  LEADERBOARD_DEFAULT_LIMIT,
  codeDiscount,
  codeKey,
  codeUsable,
  countedClaims,
  creditLists,
  creditsSummary,
  gameLists,
  gameSummary,
  leaderboard,
  memberPageRow,
  memberSales,
  questProgress,
  questView,
  rewardView,
  salesByCode,
  tiersAscending,
  NO_SALES,
} from "@/lib/ambassadors/rules";
import { toBadge, toMember, toProgramme, toQuest, toReward } from "@/lib/ambassadors/serialize";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import {
  ambassadorBadges,
  ambassadorClaims,
  ambassadorLedger,
  ambassadorMembers,
  ambassadorQuests,
  ambassadorRewards,
  ambassadorXpLedger,
  crewEvents,
  events,
  promoters,
  venues,
} from "@/lib/db/schema";
import { ordersForCodes } from "../programme-query";
import { programmeEvents, programmeTiers } from "./programme-query";
import type { MemberPageOut } from "./schemas";
import type { SignedIn } from "./session";

const RECENT = 100;
const iso = (d: Date) => d.toISOString();

async function ownerOf(db: Db, type: "promoter" | "venue", id: number) {
  const table = type === "promoter" ? promoters : venues;
  const [page] = await db.select({ name: table.name, imageUrl: table.imageUrl }).from(table).where(eq(table.id, id)).limit(1);
  return { id, type, name: page?.name ?? "", image_url: page?.imageUrl ?? null };
}

const entryOut = (e: { id: string; amount: number; reason: string; note: string | null; createdAt: Date }) => ({ id: e.id, amount: e.amount, reason: e.reason, note: e.note, created_at: iso(e.createdAt) });

export async function memberPage(crew: CrewScope, who: SignedIn, now: Date): Promise<MemberPageOut> {
  const db = scopeDb(crew);
  const p = who.programme;
  const member = toMember(who.member);
  const programme = toProgramme(p, await programmeEvents(db, p.id));
  const [tiers, badgeRows, questRows, rewardRows, ledger, xpLedger, claimRows, members] = await Promise.all([
    programmeTiers(db, p.id),
    db.select().from(ambassadorBadges).where(eq(ambassadorBadges.programId, p.id)).orderBy(asc(ambassadorBadges.position)),
    db.select().from(ambassadorQuests).where(eq(ambassadorQuests.programId, p.id)).orderBy(asc(ambassadorQuests.position)),
    db.select().from(ambassadorRewards).where(eq(ambassadorRewards.programId, p.id)).orderBy(asc(ambassadorRewards.position)),
    db.select().from(ambassadorLedger).where(eq(ambassadorLedger.memberId, member.id)).orderBy(desc(ambassadorLedger.createdAt), desc(ambassadorLedger.id)),
    db.select().from(ambassadorXpLedger).where(eq(ambassadorXpLedger.memberId, member.id)).orderBy(desc(ambassadorXpLedger.createdAt), desc(ambassadorXpLedger.id)).limit(RECENT),
    db
      .select({ claim: ambassadorClaims, rewardName: ambassadorRewards.name })
      .from(ambassadorClaims)
      .innerJoin(ambassadorRewards, eq(ambassadorRewards.id, ambassadorClaims.rewardId))
      .where(eq(ambassadorClaims.memberId, member.id))
      .orderBy(desc(ambassadorClaims.createdAt), desc(ambassadorClaims.id)),
    db.select().from(ambassadorMembers).where(eq(ambassadorMembers.programId, p.id)),
  ]);
  const allOrders = await ordersForCodes(db, members.map((m) => m.code));
  const byCode = salesByCode(allOrders);
  const myOrders = allOrders.filter((o) => o.code !== null && codeKey(o.code) === codeKey(member.code));

  // Event titles for quest and reward references, and the events the code works on (only those in the crew's reach).
  const eventIds = [...new Set([...programme.events.map((e) => e.event), ...questRows.map((q) => q.eventId), ...rewardRows.map((r) => r.eventId)].filter((id): id is number => id !== null))];
  const eventRows = eventIds.length
    ? await db
        .select({ id: events.id, title: events.title, startsAt: events.startsAt, seen: crewEvents.eventId })
        .from(events)
        .leftJoin(crewEvents, and(eq(crewEvents.eventId, events.id), eq(crewEvents.crewId, crew.id)))
        .where(inArray(events.id, eventIds))
    : [];
  const eventById = new Map(eventRows.map((e) => [e.id, e]));
  const titles = new Map(eventRows.map((e) => [e.id, e.title]));
  const badges = new Map(badgeRows.map((b) => [b.id, toBadge(b)]));
  const tierMap = new Map(tiers.map((t) => [t.id, t]));
  const lookups = { events: titles, badges, tiers: tierMap };

  const quests = questRows.map(toQuest);
  const claimsOf = claimRows.map((c) => ({ reward: c.claim.rewardId, status: c.claim.status, created_at: c.claim.createdAt }));
  const activity = { member, orders: myOrders, ledger: ledger.map((e) => ({ amount: e.amount, created_at: e.createdAt })), claims: claimsOf };

  const owner = await ownerOf(db, p.ownerType, p.ownerId);
  const entrants = members.map((m) => ({ member: toMember(m), sales: byCode.get(codeKey(m.code)) ?? NO_SALES }));
  const board = p.leaderboardPublished ? leaderboard(entrants, p.leaderboardMetric, LEADERBOARD_DEFAULT_LIMIT, p.gamification, tiers) : [];

  return {
    membership: {
      member: { id: member.id, first_name: member.first_name, last_name: member.last_name, status: member.status, code: member.code },
      program: { id: p.id, name: p.name, description: p.description, leaderboard_visible: p.leaderboardPublished, owner },
      owner,
      stats: memberSales(myOrders),
      credits: creditsSummary(programme, who.member.creditBalance),
      game: gameSummary(programme, member, tiers),
      tiers: gameLists(programme, tiersAscending(tiers).map((t) => ({ id: t.id, name: t.name, min_xp: t.min_xp, color: t.color }))),
      quests: gameLists(
        programme,
        quests.map((q) => {
          const progress = questProgress(q, activity);
          return { ...questView(q, lookups), progress: progress.value, completed: progress.completed };
        }),
      ),
      badges: gameLists(programme, badgeRows.map((b) => ({ id: b.id, name: b.name, image_url: b.imageUrl, icon: b.icon, rarity: b.rarity, earned: member.badges.includes(b.id) }))),
      xp_ledger: gameLists(programme, xpLedger.map(entryOut)),
      rewards: creditLists(programme, rewardRows.map((r) => ({ ...rewardView(toReward(r), lookups, now), claimed: countedClaims(claimsOf, r.id) }))),
      claims: creditLists(programme, claimRows.slice(0, RECENT).map((c) => ({ id: c.claim.id, reward: { id: c.claim.rewardId, name: c.rewardName }, status: c.claim.status, answer: c.claim.answer, created_at: iso(c.claim.createdAt) }))),
      ledger: creditLists(programme, ledger.slice(0, RECENT).map(entryOut)),
      events: codeUsable(member)
        ? programme.events.flatMap((e) => {
            const ev = eventById.get(e.event);
            return ev && ev.seen !== null ? [{ id: ev.id, title: ev.title, starts_at: ev.startsAt ? iso(ev.startsAt) : null, discount: codeDiscount(programme, e) }] : [];
          })
        : [],
      leaderboard: board.map((row) => ({ ...memberPageRow(row, p.leaderboardMetric), me: row.member_id === member.id })),
    },
    session: { expires_at: iso(who.expiresAt) },
  };
}
