/**
 * Event coupons and access codes, as the two validate routes and ticket checkout find them.
 * Every miss is the same null (the routes' one 404): an unknown code, a code of another event, an
 * event outside the crew graph (or unpublished), a coupon before its `starts_at`, at or after its
 * `ends_at`, or used up (`uses` has reached `max_uses`). Codes compare case-insensitively.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { eventAccessCodes, eventCoupons, ticketTiers } from "@/lib/db/schema";

/** A coupon that works on its event now. Amounts in currency units, like tier prices. */
export interface CouponOnEvent {
  event_id: number;
  /** The code as the organiser wrote it. */
  code: string;
  percentage: number | null;
  amount: number | null;
  min_order_amount: number;
  max_uses: number | null;
  uses: number;
}

export type CouponRow = typeof eventCoupons.$inferSelect;

/** Whether a coupon row works at `now`: within its dates and not used up. */
export function couponUsable(row: Pick<CouponRow, "startsAt" | "endsAt" | "maxUses" | "uses">, now: Date): boolean {
  const t = now.getTime();
  if (row.startsAt && t < row.startsAt.getTime()) return false;
  if (row.endsAt && t >= row.endsAt.getTime()) return false;
  if (row.maxUses !== null && row.uses >= row.maxUses) return false;
  return true;
}

const byCode = (column: typeof eventCoupons.code | typeof eventAccessCodes.code, code: string) => sql`lower(${column}) = ${code.toLowerCase()}`;

/** The coupon `code` (any case) on an event of the crew graph, usable at `now`, or null. */
export async function findCoupon(crew: CrewScope, eventId: number, code: string, now: Date): Promise<CouponOnEvent | null> {
  if (!(await crew.seesEvent(eventId))) return null;
  const [row] = await scopeDb(crew)
    .select()
    .from(eventCoupons)
    .where(and(eq(eventCoupons.eventId, eventId), byCode(eventCoupons.code, code)))
    .limit(1);
  if (!row || !couponUsable(row, now)) return null;
  return {
    event_id: row.eventId,
    code: row.code,
    percentage: row.percentage,
    amount: row.amount,
    min_order_amount: row.minOrderAmount,
    max_uses: row.maxUses,
    uses: row.uses,
  };
}

/** An access code on its event: the hidden tiers it unlocks (ids of tiers that exist on the event, in the code's order). */
export interface AccessCodeOnEvent {
  event_id: number;
  code: string;
  tier_ids: string[];
}

/** The access code (any case) on an event of the crew graph, or null. */
export async function findAccessCode(crew: CrewScope, eventId: number, code: string): Promise<AccessCodeOnEvent | null> {
  if (!(await crew.seesEvent(eventId))) return null;
  const db = scopeDb(crew);
  const [row] = await db
    .select()
    .from(eventAccessCodes)
    .where(and(eq(eventAccessCodes.eventId, eventId), byCode(eventAccessCodes.code, code)))
    .limit(1);
  if (!row) return null;
  const named = row.tierIds;
  const existing =
    named.length === 0
      ? new Set<string>()
      : new Set((await db.select({ id: ticketTiers.id }).from(ticketTiers).where(and(eq(ticketTiers.eventId, eventId), inArray(ticketTiers.id, named)))).map((t) => t.id));
  return { event_id: row.eventId, code: row.code, tier_ids: named.filter((id) => existing.has(id)) };
}
