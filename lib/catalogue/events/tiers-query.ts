/**
 * Public ticket tiers of a batch of events, and the fee model of an event's payee. Both read only
 * events of the crew graph, so they may run alongside the event's own reach check.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { crewEvents, eventPromoters, promoters, ticketTiers } from "@/lib/db/schema";
import type { FeeModel } from "@/lib/crew/site";
import type { TierRow } from "../tickets/tier-out";

/** The crew graph's events among `eventIds` (a subquery: `crew_events` holds only published ones). */
const seenAmong = (crew: CrewScope, eventIds: number[]) =>
  scopeDb(crew)
    .select({ id: crewEvents.eventId })
    .from(crewEvents)
    .where(and(eq(crewEvents.crewId, crew.id), inArray(crewEvents.eventId, eventIds)));

/** Hidden tiers are filtered here, in SQL, and again by `publicTiers`. */
export async function loadTiers(crew: CrewScope, eventIds: readonly number[]): Promise<Map<number, TierRow[]>> {
  const byEvent = new Map<number, TierRow[]>();
  if (eventIds.length === 0) return byEvent;
  const ids = [...eventIds];
  const found = await scopeDb(crew)
    .select()
    .from(ticketTiers)
    .where(and(inArray(ticketTiers.eventId, ids), eq(ticketTiers.public, true), inArray(ticketTiers.eventId, seenAmong(crew, ids))))
    .orderBy(asc(ticketTiers.eventId), asc(ticketTiers.position), asc(ticketTiers.id));
  for (const t of found) {
    const list = byEvent.get(t.eventId) ?? [];
    list.push({ ...t, price: Number(t.price) });
    byEvent.set(t.eventId, list);
  }
  return byEvent;
}

/** The stored fee of the event's payee (its first promoter), or null when there is none to resolve. */
export async function payeeFee(crew: CrewScope, eventId: number): Promise<FeeModel | null> {
  const found = await scopeDb(crew)
    .select({ fee: promoters.fee })
    .from(eventPromoters)
    .innerJoin(promoters, eq(promoters.id, eventPromoters.promoterId))
    .innerJoin(crewEvents, and(eq(crewEvents.crewId, crew.id), eq(crewEvents.eventId, eventPromoters.eventId)))
    .where(eq(eventPromoters.eventId, eventId))
    .orderBy(asc(eventPromoters.position))
    .limit(1);
  return found[0]?.fee ?? null;
}
