/** Partners (spec 4.7) and the partners of an event (4.5). */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { managedPromoter } from "@/lib/catalogue/promoters/reach";
import { Partner } from "@/lib/catalogue/schemas";
import { managedVenue } from "@/lib/catalogue/venues/reach";
import { canSeeEvent } from "@/lib/crew/graph";
import { rows } from "@/lib/db/client";
import { partners } from "@/lib/db/schema";
import { defineEndpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { smallListOf } from "../lists";
import { ownerOf, ownerQuery } from "../owner-param";

const OWNER_PARAMS = ["promoter_id", "venue_id"] as const;

type PartnerRow = typeof partners.$inferSelect;

function partnerOut(row: Pick<PartnerRow, "id" | "name" | "logoUrl" | "websiteUrl" | "ownerType" | "ownerId">): z.infer<typeof Partner> {
  return {
    id: row.id,
    name: row.name,
    logo_url: row.logoUrl,
    website_url: row.websiteUrl,
    owner: { type: row.ownerType as "promoter" | "venue", id: row.ownerId },
  };
}

export const listPartners = defineEndpoint({
  id: "list_partners",
  method: "GET",
  path: "/v1/partners",
  tag: "Content",
  summary: "Partners of a managed page",
  description:
    "The partners (sponsors, supporters) of one published promoter or venue the crew manages, in the page's display order (ties by id). Name the page with exactly one of `promoter_id` or `venue_id`; none or both answers 400 `validation_error`; a page the crew does not manage answers 404 `not_found`.",
  scopes: ["read:content"],
  publishable: true,
  cache: 300,
  envelope: "small-list",
  query: ownerQuery(OWNER_PARAMS),
  response: smallListOf(Partner),
  errors: ["validation_error", "not_found"],
  handler: async ({ auth, db, query }) => {
    const owner = ownerOf(OWNER_PARAMS, query);
    const type = owner.type === "promoter_id" ? "promoter" : "venue";
    const page = type === "promoter" ? await managedPromoter(db, auth!.crew.id, owner.id) : await managedVenue(db, auth!.crew.id, owner.id);
    if (!page) throw notFound();
    const found = await db
      .select()
      .from(partners)
      .where(and(eq(partners.ownerType, type), eq(partners.ownerId, owner.id)))
      .orderBy(asc(partners.position), asc(partners.id));
    return { data: found.map(partnerOut) };
  },
});

export const listEventPartners = defineEndpoint({
  id: "list_event_partners",
  method: "GET",
  path: "/v1/events/{id}/partners",
  tag: "Events",
  summary: "Partners of an event",
  description:
    "The partners of the event's published promoters and of its published venue, as the event page shows them: promoters in the event's display order, then the venue; each owner's partners in its own display order (ties by id). Each item names its `owner`. Wrapped with `event_id`; no pagination. 404 when the event is unpublished or outside the crew graph.",
  scopes: ["read:events", "read:content"],
  publishable: true,
  cache: 300,
  envelope: "small-list",
  params: z.object({ id: q.positiveId() }),
  response: smallListOf(Partner, { event_id: z.int() }),
  errors: ["not_found"],
  handler: async ({ auth, db, params }) => {
    if (!(await canSeeEvent(db, auth!.crew.id, params.id))) throw notFound();
    // Owners in display order: the event's promoters by position, then its venue.
    const found = await rows<{ id: number; name: string; logo_url: string | null; website_url: string | null; owner_type: string; owner_id: number }>(
      db,
      sql`
        select p.id, p.name, p.logo_url, p.website_url, p.owner_type, p.owner_id
        from (
          select 'promoter' as type, ep.promoter_id as id, ep.position as rank
          from event_promoters ep join promoters pr on pr.id = ep.promoter_id and pr.published
          where ep.event_id = ${params.id}
          union all
          select 'venue', e.venue_id, 2147483647
          from events e join venues v on v.id = e.venue_id and v.published
          where e.id = ${params.id}
        ) o
        join partners p on p.owner_type = o.type and p.owner_id = o.id
        order by o.rank, p.position, p.id`,
    );
    return {
      event_id: params.id,
      data: found.map((r) => partnerOut({ id: r.id, name: r.name, logoUrl: r.logo_url, websiteUrl: r.website_url, ownerType: r.owner_type, ownerId: Number(r.owner_id) })),
    };
  },
});
