/** Request and answer shapes of the crew admin API's webhook routes (lib/admin/endpoints.ts). */
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/types";

/** At most this many webhooks per crew. */
export const WEBHOOK_LIMIT = 10;
/** How long the previous secret keeps signing after a rotation. */
export const PREVIOUS_SECRET_HOURS = 24;
/** The deliveries list: at most this many calls, of the last DELIVERY_DAYS days. */
export const DELIVERY_LIST_LIMIT = 50;
export const DELIVERY_DAYS = 30;
/** The figures of a webhook cover this many hours up to the call. */
export const STATS_HOURS = 24;
/** A recovery sends at most this many deliveries again per call (`more` says whether others are left). */
export const RECOVER_LIMIT = 1000;

const EVENT_LIST = WEBHOOK_EVENT_TYPES.join(", ");

const shown = (v: unknown) => (JSON.stringify(v) ?? String(v)).slice(0, 60);

/** A non-empty list of event types without repeats; every problem is reported on `events` itself. */
const Events = z
  .array(z.unknown(), { message: `Must be a non-empty list of event types (${EVENT_LIST}).` })
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: "custom", message: `Must list at least one event type (${EVENT_LIST}).` });
    const known = new Set<unknown>(WEBHOOK_EVENT_TYPES);
    const unknown = list.filter((t) => !known.has(t));
    if (unknown.length) ctx.addIssue({ code: "custom", message: `Unknown event type${unknown.length > 1 ? "s" : ""} ${unknown.slice(0, 5).map(shown).join(", ")}; one of ${EVENT_LIST}.` });
    const repeated = list.filter((t, i) => list.indexOf(t) !== i);
    if (repeated.length) ctx.addIssue({ code: "custom", message: `Lists ${[...new Set(repeated)].slice(0, 5).map(shown).join(", ")} more than once.` });
  })
  .transform((list) => list as WebhookEventType[])
  .describe(`Event types to receive: ${EVENT_LIST}.`);

const Url = z.string({ message: "Must be a URL." }).describe("Where calls are sent: https, a host name (not an IP address), no user name or password, port 443 or 1024 and above.");
const Description = z.string({ message: "Must be a string or null." }).max(500, "Must be at most 500 characters.").nullable().describe("A note for the crew; null for none.");
const PersonalData = z.boolean({ message: "Must be true or false." }).describe("Whether buyer, contact, answers and ambassador data are sent (default false). Only the crew owner may turn it on.");

export const CreateWebhookBody = z
  .object({
    url: Url,
    events: Events,
    description: Description.optional(),
    personal_data: PersonalData.optional(),
    sandbox: z
      .boolean({ message: "Must be true or false." })
      .optional()
      .describe("A sandbox webhook (default false) may point at http://localhost:<port> or http://127.0.0.1:<port> while the service runs in sandbox mode. Fixed at creation."),
  })
  .strict();

export const UpdateWebhookBody = z
  .object({
    url: Url.optional(),
    events: Events.optional(),
    description: Description.optional(),
    personal_data: PersonalData.optional(),
  })
  .strict();

export const WebhookParams = z.object({ id: z.guid() });
export const DeliveryParams = z.object({ id: z.guid(), delivery_id: z.guid() });

export const Webhook = z.object({
  id: z.guid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  personal_data: z.boolean(),
  state: z.enum(["on", "off", "paused"]),
  failing_since: z.iso.datetime().nullable().describe("Start of the current run of failures; null while calls succeed."),
  sandbox: z.boolean(),
  secret_rotated_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export const CreatedWebhook = Webhook.extend({
  secret: z.string().describe("The signing secret, `whsec_` and base64 of 32 random bytes. Shown in this answer only."),
});

export const WebhookList = z.object({ data: z.array(Webhook) });

export const RotatedSecret = z.object({
  secret: z.string().describe("The new signing secret, shown in this answer only."),
  previous_valid_until: z.iso.datetime().describe("Until then every call carries two signatures, with the new and the previous secret."),
});

export const TestQueued = z.object({ queued: z.literal(true) });

const TEST_TYPES = [...WEBHOOK_EVENT_TYPES, "webhook.test"] as const;

export const TestBody = z
  .object({
    type: z
      .enum(TEST_TYPES, { message: `Must be one of ${TEST_TYPES.join(", ")}.` })
      .optional()
      .describe("An event type the webhook subscribes to, sent as a sample built from the crew's own data; webhook.test (the default) sends the test call."),
  })
  .strict();

export const WebhookStats = z.object({
  window_hours: z.literal(STATS_HOURS).describe("The figures cover this many hours up to the call."),
  deliveries: z
    .object({
      total: z.int(),
      delivered: z.int(),
      failed: z.int(),
      waiting: z.int().describe("Waiting or being sent."),
      not_sent: z.int(),
    })
    .describe("Deliveries created in the window, by their state now."),
  success_rate: z.number().min(0).max(1).nullable().describe("delivered / (delivered + failed) of those deliveries, to four decimals; null when none has finished."),
  calls: z
    .object({
      total: z.int(),
      answered: z.int().describe("Calls that got an HTTP status back (any status)."),
      p50_ms: z.int().nullable().describe("Answer time of the answered calls: the median (nearest rank); null without one."),
      p95_ms: z.int().nullable().describe("The 95th percentile (nearest rank) of the same; null without one."),
    })
    .describe("Calls made in the window."),
  failing_since: z.iso.datetime().nullable().describe("The first failed call after the last successful one, among the calls kept (30 days); null when the last call succeeded or none was made."),
});

export const RecoverBody = z
  .object({
    since: z.iso.datetime({ offset: true, message: "Must be an ISO 8601 date-time with a time zone, such as 2026-11-26T08:00:00Z." }).describe("Recover the failed deliveries created at or after this time: within the last 30 days, not in the future."),
    dry_run: z.boolean({ message: "Must be true or false." }).optional().describe("true: only count (default false)."),
  })
  .strict();

export const Recovered = z.object({
  count: z.int().describe(`The deliveries sent again (or that would be, with dry_run): at most ${RECOVER_LIMIT}.`),
  since: z.iso.datetime(),
  dry_run: z.boolean(),
  more: z.boolean().describe(`Whether failed deliveries beyond these ${RECOVER_LIMIT} are left: recover again for them.`),
  delivery_ids: z.array(z.guid()).describe("The deliveries, oldest first."),
});

export const Delivery = z.object({
  id: z.guid(),
  webhook_id: z.string().describe("The message id (`msg_…`), sent as the `webhook-id` header: the same on every attempt and resend."),
  type: z.string(),
  state: z.enum(["waiting", "sending", "delivered", "failed", "not_sent"]),
  attempts: z.int(),
  last_status: z.int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  sample: z.boolean().describe("A sample sent on demand (`POST …/test` with a `type`), not the event itself."),
});

/** One attempt of a delivery, as recorded when it ended. */
export const Call = z.object({
  attempt: z.int().describe("1 for the first call of the delivery; counts on across resends."),
  at: z.iso.datetime(),
  status: z.int().nullable().describe("The HTTP status that came back; null when none did."),
  error: z.string().nullable(),
  ms: z.int().describe("How long the call took."),
});

/** One entry of the deliveries list: a call, with its delivery as it is now; `call` null for a delivery not called yet. */
export const DeliveryCall = Delivery.extend({ call: Call.nullable() });

export const DeliveryList = z.object({ data: z.array(DeliveryCall) });

export type WebhookOut = z.input<typeof Webhook>;
export type DeliveryOut = z.input<typeof Delivery>;
export type DeliveryCallOut = z.input<typeof DeliveryCall>;
export type WebhookStatsOut = z.input<typeof WebhookStats>;
export type RecoveredOut = z.input<typeof Recovered>;
