/** The platform API's event routes: create, change, publish, take offline, add a page. */
import { z } from "zod";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { EventInput, EventPatch } from "./event-format";
import { addEventPage, createEvent, publishEvent, unpublishEvent, updateEvent } from "./events-query";

const TAG = "Platform: events";
const pathId = z.object({ id: q.positiveId() });

const Instant = z.string().nullable();
export const StoredEventSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  timezone: z.string(),
  starts_at: Instant,
  ends_at: Instant,
  image_url: z.string().nullable(),
  published: z.boolean(),
  updated_at: z.string(),
  promoters: z.array(z.int()),
  venue: z.int().nullable(),
  genres: z.array(z.string()),
  lineup: z.array(
    z.object({ artists: z.array(z.int()), name: z.string().nullable(), stage: z.string().nullable(), start: Instant, end: Instant, confirmed: z.boolean() }),
  ),
  ticket_tiers: z.array(z.object({ id: z.string(), name: z.string(), price: z.number(), currency: z.string(), stock: z.int(), sold: z.int() })),
  crews: z.array(z.string()).describe("Slugs of the crews that see the event (the crew graph)."),
});

const PageBody = z.strictObject({ type: z.enum(["promoter", "venue", "artist"]), id: z.int().min(1).max(2147483647) });

const CHECKED =
  "The body is checked exactly as the world loader checks an event (docs/world-format.md, \"Events\"): an invalid one answers 422 `validation_error` with one `errors` entry per problem, `param` naming the field (`lineup.0.artists.1`).";

export const platformEventEndpoints = [
  definePlatformEndpoint({
    id: "platform_create_event",
    emits: ["event.published"],
    method: "POST",
    path: "/platform/v1/events",
    tag: TAG,
    summary: "Create an event",
    description: [
      "Creates an event from the world format: title, time zone, times, promoters, venue, genres, line-up, ticket tiers, gallery, presales. Without `id` it gets the next free id; it stays unpublished unless `published: true`. Answers 201 with the event as stored.",
      "",
      CHECKED,
      "",
      "Published at once, it sends `event.published` (first publication) to every crew that sees it.",
    ].join("\n"),
    envelope: "single",
    body: EventInput,
    response: StoredEventSchema,
    status: 201,
    handler: async ({ platform, body, now }) => createEvent(platform, body, now),
  }),
  definePlatformEndpoint({
    id: "platform_update_event",
    emits: ["event.updated", "event.published"],
    method: "PATCH",
    path: "/platform/v1/events/{id}",
    tag: TAG,
    summary: "Change an event",
    description: [
      "Changes any of `title`, `description`, `starts_at`, `ends_at`, `image_url`, `venue`, `type`, `timezone` and `lineup` (the line-up is replaced whole). Times take the world format's spellings, read in the event's time zone.",
      "",
      CHECKED,
      "",
      "On a published event it sends `event.updated`, and `event.published` to crews whose page the change adds.",
    ].join("\n"),
    envelope: "single",
    params: pathId,
    body: EventPatch,
    response: StoredEventSchema,
    handler: async ({ platform, params, body, now }) => updateEvent(platform, params.id, body, now),
  }),
  definePlatformEndpoint({
    id: "platform_publish_event",
    emits: ["event.published"],
    method: "POST",
    path: "/platform/v1/events/{id}/publish",
    tag: TAG,
    summary: "Publish an event",
    description:
      "Puts the event online: it enters the crew graph of every crew with a page on it, and `event.published` goes to those crews (`first` when the event was never published before). An event already published is left as it is.",
    envelope: "single",
    params: pathId,
    response: StoredEventSchema,
    handler: async ({ platform, params, now }) => publishEvent(platform, params.id, now),
  }),
  definePlatformEndpoint({
    id: "platform_unpublish_event",
    emits: ["event.updated"],
    method: "POST",
    path: "/platform/v1/events/{id}/unpublish",
    tag: TAG,
    summary: "Take an event offline",
    description:
      "Takes the event offline: it leaves every crew graph (the partner API answers 404 for it), and `event.updated` goes to the crews with a page on it (sent as `{ event: { id, published: false } }`). An event already offline is left as it is.",
    envelope: "single",
    params: pathId,
    response: StoredEventSchema,
    handler: async ({ platform, params, now }) => unpublishEvent(platform, params.id, now),
  }),
  definePlatformEndpoint({
    id: "platform_add_event_page",
    emits: ["event.published", "event.updated"],
    method: "POST",
    path: "/platform/v1/events/{id}/pages",
    tag: TAG,
    summary: "Add a page to an event",
    description: [
      "`{ type, id }`: `promoter` adds a promoter after the others, `venue` sets the venue, `artist` adds a confirmed set for the artist. A page that does not exist answers 422 naming `id`; a page already on the event 409 `conflict` (reason `already_on_event`).",
      "",
      "On a published event, the crews managing the page that did not see the event before get `event.published` (not a first publication), and the crews with a page on it `event.updated`.",
    ].join("\n"),
    envelope: "single",
    params: pathId,
    body: PageBody,
    response: StoredEventSchema,
    errors: ["conflict"],
    handler: async ({ platform, params, body, now }) => addEventPage(platform, params.id, body, now),
  }),
];
