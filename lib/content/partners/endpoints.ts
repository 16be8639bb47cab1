/** Partners of a managed page and of an event (display order as the descriptions below state). */
import { z } from "zod";
import { Partner } from "@/lib/content/schemas";
import { defineEndpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { smallListOf } from "@/lib/http/lists";
import { ownerOf, ownerQuery } from "../owner-param";
import { eventPartners, managedPagePartners, type PartnerRow } from "./queries";

const OWNER_PARAMS = ["promoter_id", "venue_id"] as const;

function partnerOut(row: PartnerRow): z.infer<typeof Partner> {
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
  mcpTool: true,
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
  handler: async ({ crew, query }) => {
    const owner = ownerOf(OWNER_PARAMS, query);
    const found = await managedPagePartners(crew, owner.type === "promoter_id" ? "promoter" : "venue", owner.id);
    if (!found) throw notFound();
    return { data: found.map(partnerOut) };
  },
});

export const listEventPartners = defineEndpoint({
  id: "list_event_partners",
  mcpTool: true,
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
  handler: async ({ crew, params }) => {
    const found = await eventPartners(crew, params.id);
    if (!found) throw notFound();
    return { event_id: params.id, data: found.map(partnerOut) };
  },
});
