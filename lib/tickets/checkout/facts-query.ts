/**
 * What ticket checkout reads before and under its lock: the event (404 outside the crew graph),
 * the discount a `discount_id` names, the tiers an access code unlocks, the fee model (the same
 * functions as GET /v1/events/{id}/fees), the payee's payment account, and the tiers with their
 * held tickets, read through the open transaction after `FOR UPDATE`.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { byteOrder, heldTiers } from "@/lib/checkout/scarce";
import { resolveDiscountId } from "@/lib/ambassadors/code-query";
import { resolveFeeModel, toCents, type FeeModel } from "@/lib/catalogue/tickets/fees";
import { eventEnded } from "@/lib/catalogue/tickets/availability";
import { payeeFee } from "@/lib/catalogue/events/tiers-query";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { eventPromoters, events, shops, ticketTiers } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import { findAccessCode } from "@/lib/tickets/codes/codes-query";
import { isCouponDiscountId, resolveCouponDiscountId } from "@/lib/tickets/codes/discount-id";
import type { DiscountFacts, TierFacts } from "@/lib/tickets/rules/types";

type Reader = Pick<Db, "select">;

export interface EventFacts {
  ended: boolean;
  title: string;
  fee: FeeModel;
  /** The payee promoter's shop payment account, or null (no payee, no shop, or none set). */
  paymentAccount: string | null;
}

/** The event as checkout needs it; 404 for an event outside the crew graph (unpublished included). */
export async function eventFacts(crew: CrewScope, eventId: number, now: Date): Promise<EventFacts> {
  if (!(await crew.seesEvent(eventId))) throw notFound();
  const db = scopeDb(crew);
  const [[event], fee, site, [payee]] = await Promise.all([
    db.select({ title: events.title, startsAt: events.startsAt, endsAt: events.endsAt }).from(events).where(eq(events.id, eventId)).limit(1),
    payeeFee(crew, eventId),
    crew.site(),
    db
      .select({ account: shops.paymentAccount })
      .from(eventPromoters)
      .leftJoin(shops, and(eq(shops.sellerType, "promoter"), eq(shops.sellerId, eventPromoters.promoterId)))
      .where(eq(eventPromoters.eventId, eventId))
      .orderBy(asc(eventPromoters.position))
      .limit(1),
  ]);
  if (!event) throw notFound();
  return { ended: eventEnded(event.startsAt, event.endsAt, now), title: event.title, fee: resolveFeeModel(fee, site.defaultFee), paymentAccount: payee?.account ?? null };
}

/** What a discount_id gives now: an event coupon (`cpn_…`) or an ambassador's code; "unknown" for every miss. */
export async function discountFacts(crew: CrewScope, discountId: string, now: Date): Promise<DiscountFacts | "unknown"> {
  if (isCouponDiscountId(discountId)) {
    const c = await resolveCouponDiscountId(crew, discountId, now);
    if (!c) return "unknown";
    return { kind: "coupon", code: c.code, memberId: null, eventId: c.event_id, percentage: c.percentage, amountCents: c.amount === null ? null : toCents(c.amount), minOrderCents: toCents(c.min_order_amount) };
  }
  const a = await resolveDiscountId(crew, discountId);
  if (!a) return "unknown";
  const d = a.discount;
  return { kind: "ambassador", code: a.code, memberId: a.member_id, eventId: a.event_id, percentage: d.percentage, amountCents: d.amount === null ? null : toCents(d.amount), minOrderCents: toCents(d.min_order_amount) };
}

/** Hidden tiers the access code unlocks on the event (empty for no code or an unknown one). */
export async function unlockedTiers(crew: CrewScope, eventId: number, accessCode: string | undefined): Promise<Set<string>> {
  if (accessCode === undefined) return new Set();
  return new Set((await findAccessCode(crew, eventId, accessCode))?.tier_ids ?? []);
}

/**
 * The order's tiers of the event, locked `FOR UPDATE` in id order (two orders never deadlock), with the tickets
 * held right now counted after the lock, through the same transaction.
 */
export async function lockedTiers(tx: Reader & { select: Db["select"] }, eventId: number, tierIds: string[], now: Date): Promise<Map<string, TierFacts>> {
  // Only the tiers the order names: two orders for other tiers of one event do not wait on each other.
  if (tierIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(ticketTiers)
    .where(and(eq(ticketTiers.eventId, eventId), inArray(ticketTiers.id, tierIds)))
    .orderBy(byteOrder(ticketTiers.id))
    .for("update");
  const heldBy = await heldTiers(tx, rows.map((r) => r.id), now);
  return new Map(
    rows.map((t) => [
      t.id,
      {
        id: t.id,
        name: t.name,
        priceCents: toCents(Number(t.price)),
        currency: t.currency,
        saleStart: t.saleStart,
        saleEnd: t.saleEnd,
        maxPerOrder: t.maxPerOrder,
        stock: t.stock,
        sold: t.sold,
        held: heldBy.get(t.id) ?? 0,
        public: t.public,
        offSale: t.offSale,
      },
    ]),
  );
}
