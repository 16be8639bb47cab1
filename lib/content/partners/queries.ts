/**
 * Partners a crew may read: of a published promoter or venue it manages, or of an event in its
 * graph; each read checks the owner against the crew first, then reads the partners in display order.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { managedPromoter } from "@/lib/catalogue/promoters/reach";
import { managedVenue } from "@/lib/catalogue/venues/reach";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { rows } from "@/lib/db/client";
import { partners } from "@/lib/db/schema";

/** What a partner item shows, with its owner page. */
export type PartnerRow = Pick<typeof partners.$inferSelect, "id" | "name" | "logoUrl" | "websiteUrl" | "ownerType" | "ownerId">;

/** The partners of a managed page in its display order (ties by id), or null when the crew does not manage it (the 404). */
export async function managedPagePartners(crew: CrewScope, type: "promoter" | "venue", id: number): Promise<PartnerRow[] | null> {
  const page = type === "promoter" ? await managedPromoter(crew, id) : await managedVenue(crew, id);
  if (!page) return null;
  return scopeDb(crew)
    .select()
    .from(partners)
    .where(and(eq(partners.ownerType, type), eq(partners.ownerId, page.id)))
    .orderBy(asc(partners.position), asc(partners.id));
}

/**
 * The partners of an event's published promoters (in the event's order), then of its published
 * venue, each owner's in its display order (ties by id); null when the event is not in the crew graph.
 */
export async function eventPartners(crew: CrewScope, eventId: number): Promise<PartnerRow[] | null> {
  if (!(await crew.seesEvent(eventId))) return null;
  const found = await rows<{ id: number; name: string; logo_url: string | null; website_url: string | null; owner_type: string; owner_id: number }>(
    scopeDb(crew),
    sql`
      select p.id, p.name, p.logo_url, p.website_url, p.owner_type, p.owner_id
      from (
        select 'promoter' as type, ep.promoter_id as id, ep.position as rank
        from event_promoters ep join promoters pr on pr.id = ep.promoter_id and pr.published
        where ep.event_id = ${eventId}
        union all
        select 'venue', e.venue_id, 2147483647
        from events e join venues v on v.id = e.venue_id and v.published
        where e.id = ${eventId}
      ) o
      join partners p on p.owner_type = o.type and p.owner_id = o.id
      order by o.rank, p.position, p.id`,
  );
  return found.map((r) => ({ id: r.id, name: r.name, logoUrl: r.logo_url, websiteUrl: r.website_url, ownerType: r.owner_type, ownerId: Number(r.owner_id) }));
}
