/** News of a managed page and of an event (the descriptions below state which posts are out). */
import { z } from "zod";
import { NewsPost } from "@/lib/content/schemas";
import { defineEndpoint } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import { q } from "@/lib/http/query";
import { listOf } from "@/lib/http/lists";
import { ownerOf, ownerQuery } from "../owner-param";
import { eventNews, managedPageNews, type NewsPage } from "./queries";

const OWNER_PARAMS = ["promoter_id", "venue_id", "artist_id"] as const;

export const listNews = defineEndpoint({
  id: "list_news",
  mcpTool: true,
  method: "GET",
  path: "/v1/news",
  tag: "Content",
  summary: "News of a managed page",
  description: [
    "Published news posts of one page the crew manages, newest first (ties by id). Name the page with exactly one of `promoter_id`, `venue_id` or `artist_id`; none or several answers 400 `validation_error`.",
    "",
    "A post scheduled for later stays out until its `published_at` instant; drafts never appear. `body_html` is the Markdown rendered and sanitised. The page must be a published promoter or venue the crew manages, or a roster artist (also while unpublished); otherwise 404 `not_found`.",
  ].join("\n"),
  scopes: ["read:content"],
  publishable: true,
  cache: 120,
  envelope: "list",
  query: ownerQuery(OWNER_PARAMS),
  response: listOf(NewsPost),
  errors: ["validation_error", "invalid_cursor", "not_found"],
  handler: async ({ crew, query, page, now }) => {
    const owner = ownerOf(OWNER_PARAMS, query);
    const type = owner.type.replace(/_id$/, "") as NewsPage;
    const result = await managedPageNews(crew, type, owner.id, page, now);
    if (!result) throw notFound();
    return result;
  },
});

export const listEventNews = defineEndpoint({
  id: "list_event_news",
  mcpTool: true,
  method: "GET",
  path: "/v1/events/{id}/news",
  tag: "Events",
  summary: "News of an event",
  description:
    "Published news posts of one event, newest first (ties by id), wrapped with `event_id`. A post scheduled for later stays out until its `published_at` instant; drafts never appear. 404 when the event is unpublished or outside the crew graph.",
  scopes: ["read:events", "read:content"],
  publishable: true,
  cache: 120,
  envelope: "list",
  params: z.object({ id: q.positiveId() }),
  response: listOf(NewsPost, { event_id: z.int() }),
  errors: ["invalid_cursor", "not_found"],
  handler: async ({ crew, params, page, now }) => {
    const result = await eventNews(crew, params.id, page, now);
    if (!result) throw notFound();
    return { ...result, extra: { event_id: params.id } };
  },
});
