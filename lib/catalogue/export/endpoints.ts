/**
 * Catalogue exports: the whole of what a crew sees of artists, promoters, venues or events as
 * NDJSON, one item per line in the list routes' shapes, streamed from keyset pages (./stream.ts).
 */
import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { Artist, EventListItem, Promoter, Venue } from "../schemas";
import { artistOut, venueOut } from "../serialize";
import { listItemOut } from "../events/serialize";
import { eventExportPage, promoterExportPage, rosterExportPage, venueExportPage } from "./export-query";
import { NDJSON, exportStream } from "./stream";

const ExportQuery = z.object({
  updated_since: q.instant().optional().describe("Only items whose own `updated_at` is at or after this instant (ISO 8601 date or date-time with offset): an increment since the last export."),
  after_id: q.positiveId().optional().describe("Start after this id: the `after_id` of an error line, to resume an export that was cut short."),
});

const COMMON = [
  "Answers `application/x-ndjson`: one JSON object per line (each line ends with `\\n`), ordered by `id` ascending, with no envelope and no pagination. `fields` applies to each line. Streamed from the database as it is read, so the first lines arrive at once whatever the size.",
  "",
  "`updated_since` keeps items whose own `updated_at` is at or after the instant, for incremental sync; an item that enters the crew's reach without changing itself (a new page managed, a new event at a venue) is caught by a full export, not by an increment. Items that leave the crew's reach do not appear in an increment: compare a full export to learn removals.",
  "",
  "Work: 1 per started 1000 lines, spent as the stream goes (the first 1000 with the request, then 1 before line 1001, 2001, ...). The response is `private, no-store`: an export is per crew and large, and never kept in the response cache. An export that cannot finish (the work budget runs out, or a failure on our side) has already answered 200, so it ends with one last line that is not an item: `{\"error\": <problem>, \"after_id\": <id of the last item written, or null>}`, the problem being the RFC 9457 body the route would have answered (429 `rate_limited` with `retry_after`, or 500 `internal_error`). Pass `after_id` back, after `retry_after` seconds, to resume. A complete export has no such line.",
].join("\n");

const shared = {
  method: "GET" as const,
  tag: "Exports",
  scopes: ["read:export" as const],
  publishable: false,
  cache: "no-store" as const,
  envelope: "single" as const,
  paginated: false,
  contentType: NDJSON,
  query: ExportQuery,
  cost: () => 1,
  errors: ["validation_error" as const],
};

export const exportArtists = defineEndpoint({
  ...shared,
  id: "export_artists",
  path: "/v1/exports/artists",
  summary: "Export the roster (NDJSON)",
  description: `Every artist the crew manages, unpublished ones included, at the full tier: each line is an item of \`GET /v1/artists\`.\n\n${COMMON}`,
  response: Artist,
  handler: async ({ crew, query }) =>
    exportStream({
      afterId: query.after_id ?? null,
      updatedSince: query.updated_since,
      page: (p) => rosterExportPage(crew, p),
      prepare: async () => {
        const genres = await crew.genres();
        return (a) => artistOut(a, true, genres);
      },
    }),
});

export const exportPromoters = defineEndpoint({
  ...shared,
  id: "export_promoters",
  path: "/v1/exports/promoters",
  summary: "Export the crew's promoters (NDJSON)",
  description: `Every published promoter the crew manages, at the full tier: each line is an item of \`GET /v1/promoters\`.\n\n${COMMON}`,
  response: Promoter,
  handler: async ({ crew, query }) =>
    exportStream({
      afterId: query.after_id ?? null,
      updatedSince: query.updated_since,
      page: (p) => promoterExportPage(crew, p),
      prepare: async () => {
        const genres = await crew.genres();
        return (p) => artistOut(p, true, genres);
      },
    }),
});

export const exportVenues = defineEndpoint({
  ...shared,
  id: "export_venues",
  path: "/v1/exports/venues",
  summary: "Export the crew's venues (NDJSON)",
  description: `Published venues the crew manages (\`managed: true\`) and published venues hosting a published event of the crew graph, past events included (\`managed: false\`), with capacity: each line is an item of \`GET /v1/venues\`.\n\n${COMMON}`,
  response: Venue,
  handler: async ({ crew, query }) =>
    exportStream({
      afterId: query.after_id ?? null,
      updatedSince: query.updated_since,
      page: (p) => venueExportPage(crew, p),
      prepare: async () => {
        const genres = await crew.genres();
        return (r) => venueOut(r.row, r.managed, genres);
      },
    }),
});

export const exportEvents = defineEndpoint({
  ...shared,
  id: "export_events",
  path: "/v1/exports/events",
  summary: "Export the crew's events (NDJSON)",
  description: `Every published event of the crew graph (its promoters' events, its roster's confirmed gigs, its venues' agenda), past, upcoming and undated alike: each line is an item of \`GET /v1/events\` (the summary with \`updated_at\`).\n\n${COMMON}`,
  response: EventListItem,
  handler: async ({ crew, query }) =>
    exportStream({
      afterId: query.after_id ?? null,
      updatedSince: query.updated_since,
      page: (p) => eventExportPage(crew, p),
      prepare: async () => {
        const s = await crew.site();
        return (r) => listItemOut(r.event, r.venue, s);
      },
    }),
});

/** Not MCP tools: a stream has no place in a tool answer. */
export const exportEndpoints: Endpoint[] = [exportArtists, exportPromoters, exportVenues, exportEvents];
