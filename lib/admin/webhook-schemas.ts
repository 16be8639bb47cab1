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
