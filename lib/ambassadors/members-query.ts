/**
 * The owner's view of members: the list (search, status filter, newest first by joined_at then
 * id, cursor pages) and one member's credit ledger. A programme is reached through the crew; a
 * member is reached through its programme's owner page, so a member of another crew's programme
 * reads as an unknown id. The phone is never selected into an answer.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import { likeContains } from "@/lib/db/like";
import { keyOf, pageOf } from "@/lib/http/lists";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { ambassadorLedger, ambassadorMembers, ambassadorPrograms, ambassadorTiers } from "@/lib/db/schema";
import type { ListResult, PageRequest } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { memberSales, ordersWithCode, shownTier, type MemberStatus } from "./rules";
import { ordersForCodes, reachProgramme, type Owner } from "./programme-query";
import { toTier, type MemberRow } from "./serialize";

export interface MemberFilter {
  q?: string;
  status?: MemberStatus;
}

const iso = (d: Date) => d.toISOString();

function searchWhere(text: string) {
  const like = likeContains(text);
  const m = ambassadorMembers;
  return or(
    sql`lower(${m.firstName}) like ${like}`,
    sql`lower(${m.lastName}) like ${like}`,
    sql`lower(${m.firstName} || ' ' || ${m.lastName}) like ${like}`,
    sql`lower(${m.email}) like ${like}`,
    sql`lower(coalesce(${m.instagramHandle}, '')) like ${like}`,
    sql`lower(${m.code}) like ${like}`,
  );
}

/** One page of a programme's members, or the 404 (no programme, or a page outside the graph). */
export async function listMembers(crew: CrewScope, owner: Owner, filter: MemberFilter, page: PageRequest): Promise<ListResult<unknown>> {
  const reached = await reachProgramme(crew, owner);
  if (!reached) throw notFound();
  const p = reached.programme;
  const db = scopeDb(crew);
  const after = keyOf(page.after, "string", "string");
  const m = ambassadorMembers;
  const found = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.programId, p.id),
        filter.status ? eq(m.status, filter.status) : undefined,
        filter.q ? searchWhere(filter.q) : undefined,
        after ? sql`(${m.joinedAt}, ${m.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(m.joinedAt), desc(m.id))
    .limit(page.limit + 1);
  const shown = found.slice(0, page.limit);
  const [facts, tiers] = await Promise.all([
    ordersForCodes(
      db,
      shown.map((r) => r.code),
    ),
    db.select().from(ambassadorTiers).where(eq(ambassadorTiers.programId, p.id)),
  ]);
  const tierList = tiers.map(toTier);
  const out = (r: MemberRow) => {
    const sales = memberSales(ordersWithCode(facts, r.code));
    return {
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      instagram_handle: r.instagramHandle,
      locale: r.locale,
      status: r.status,
      code: r.code,
      sales: { orders: sales.orders, tickets: sales.tickets, revenue_cents: sales.revenue_cents },
      credit_balance: r.creditBalance,
      xp: r.xp,
      tier: shownTier(p, tierList, r.xp)?.name ?? null,
      joined_at: iso(r.joinedAt),
    };
  };
  return pageOf(found, page.limit, out, (r) => [iso(r.joinedAt), r.id]);
}

/** A member reached through its programme's owner page, with the programme's credits switch; null otherwise. */
async function reachMember(crew: CrewScope, memberId: string) {
  const db = scopeDb(crew);
  const [row] = await db
    .select({ member: ambassadorMembers, ownerType: ambassadorPrograms.ownerType, ownerId: ambassadorPrograms.ownerId, credits: ambassadorPrograms.credits })
    .from(ambassadorMembers)
    .innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId))
    .where(eq(ambassadorMembers.id, memberId))
    .limit(1);
  if (!row || !(await crew.manages(row.ownerType, row.ownerId))) return null;
  return row;
}

/** One page of a member's ledger, newest first (ties by id), with the balance; the 404 for a member outside the crew. */
export async function memberLedger(crew: CrewScope, memberId: string, page: PageRequest): Promise<ListResult<unknown>> {
  const reached = await reachMember(crew, memberId);
  if (!reached) throw notFound();
  const { member } = reached;
  const after = keyOf(page.after, "string", "string");
  const l = ambassadorLedger;
  const found = await scopeDb(crew)
    .select()
    .from(l)
    .where(and(eq(l.memberId, member.id), after ? sql`(${l.createdAt}, ${l.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined))
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(page.limit + 1);
  const result = pageOf(
    found,
    page.limit,
    (r) => ({ id: r.id, amount: r.amount, reason: r.reason, note: r.note, created_at: iso(r.createdAt) }),
    (r) => [iso(r.createdAt), r.id],
  );
  return {
    ...result,
    extra: {
      member: { id: member.id, first_name: member.firstName, last_name: member.lastName, status: member.status },
      credits_enabled: reached.credits,
      balance: member.creditBalance,
    },
  };
}
