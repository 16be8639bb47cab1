/** The organizer schema.org names for an event: its first published promoter, in display order. */
import { and, asc, eq } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { crewEvents, eventPromoters, promoters } from "@/lib/db/schema";

/** The first published promoter of an event of the crew graph (the payee when published), or null. */
export async function organizerOf(crew: CrewScope, eventId: number): Promise<{ id: number; name: string } | null> {
  const found = await scopeDb(crew)
    .select({ id: promoters.id, name: promoters.name })
    .from(eventPromoters)
    .innerJoin(promoters, eq(promoters.id, eventPromoters.promoterId))
    .innerJoin(crewEvents, and(eq(crewEvents.crewId, crew.id), eq(crewEvents.eventId, eventPromoters.eventId)))
    .where(and(eq(eventPromoters.eventId, eventId), eq(promoters.published, true)))
    .orderBy(asc(eventPromoters.position))
    .limit(1);
  return found[0] ?? null;
}
