/** Public ticket tiers of a batch of events, and the fee model of an event's payee. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { eventPromoters, promoters, ticketTiers } from "@/lib/db/schema";
import type { FeeModel } from "@/lib/platform/site";
import type { TierRow } from "../tickets/tier-out";

/** Hidden tiers are filtered here, in SQL, and again by `publicTiers`. */
export async function loadTiers(db: Db, eventIds: readonly number[]): Promise<Map<number, TierRow[]>> {
  const byEvent = new Map<number, TierRow[]>();
  if (eventIds.length === 0) return byEvent;
  const found = await db
    .select()
    .from(ticketTiers)
    .where(and(inArray(ticketTiers.eventId, [...eventIds]), eq(ticketTiers.public, true)))
    .orderBy(asc(ticketTiers.eventId), asc(ticketTiers.position), asc(ticketTiers.id));
  for (const t of found) {
    const list = byEvent.get(t.eventId) ?? [];
    list.push({ ...t, price: Number(t.price) });
    byEvent.set(t.eventId, list);
  }
  return byEvent;
}

/** The stored fee of the event's payee (its first promoter), or null when there is none to resolve. */
export async function payeeFee(db: Db, eventId: number): Promise<FeeModel | null> {
  const found = await db
    .select({ fee: promoters.fee })
    .from(eventPromoters)
    .innerJoin(promoters, eq(promoters.id, eventPromoters.promoterId))
    .where(eq(eventPromoters.eventId, eventId))
    .orderBy(asc(eventPromoters.position))
    .limit(1);
  return found[0]?.fee ?? null;
}
