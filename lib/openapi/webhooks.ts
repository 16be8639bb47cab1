/**
 * The document's `webhooks` section (OpenAPI 3.1): one entry per event type, the POST the service
 * sends to a crew's webhook. The body's schema is the one the sender's payloads are typed by and
 * checked against (lib/webhook-delivery/payload-schemas.ts); the example is a body the sender built
 * from the demo world (`npm run client -- --examples`, lib/openapi/webhook-examples.json).
 */
import { z } from "zod";
import { createSchema, type oas31, type ZodOpenApiPathsObject } from "zod-openapi";
import { WEBHOOK_PAYLOADS, envelopeName } from "@/lib/webhook-delivery/payload-schemas";
import { PERSONAL_TYPES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/types";
import captured from "./webhook-examples.json";

const EXAMPLES = captured as Partial<Record<WebhookEventType, unknown>>;

export const WEBHOOK_TAG = "Webhooks";

/** Every type, in the order of the guide's table. */
export const DOCUMENTED_WEBHOOK_TYPES: WebhookEventType[] = [...WEBHOOK_EVENT_TYPES, "webhook.test"];

const ABOUT: Record<WebhookEventType, { summary: string; when: string; personal?: string }> = {
  "order.paid": {
    summary: "An order was paid",
    when: "An order for one of the crew's events (tickets) or pages (merch) is paid, on the service or through the partner's site. Goes to the crews managing the page the money goes to: a ticket order's event's first promoter, a merch order's selling page. `kind` tells a ticket order from a merch order; a field that does not apply to merch is null.",
    personal: "`buyer`",
  },
  "order.refunded": {
    summary: "An order was refunded",
    when: "An order is refunded, fully or partly: one call per refund, with `amount_refunded` the total refunded so far. Goes to the same crews as `order.paid`.",
    personal: "`buyer`",
  },
  "event.published": {
    summary: "An event became visible to the crew",
    when: "A published event becomes visible to the crew: it goes live, or one of the crew's pages is added to it. The first publication waits 30 seconds, so venue and cover arrive together. `event` is the summary of `GET /v1/events/{id}`, marked `published: true`.",
  },
  "event.updated": {
    summary: "A visible event changed or went offline",
    when: "A visible event changes (date, times, title, description, image, venue, line-up, status): sent 60 seconds after the first edit, with edits made meanwhile folded into one call. An event taken offline sends `{ event: { id, published: false } }` and nothing else.",
  },
  "booking_request.created": {
    summary: "A booking request arrived",
    when: "A booking request arrives through `POST /v1/booking-requests`. Goes to the crew whose key made it.",
    personal: "`contact`",
  },
  "ambassador.sale_attributed": {
    summary: "A sale was credited to an ambassador",
    when: "A paid order carries the code of one of the crew's programme's ambassadors. Goes to the crews managing the programme's page.",
    personal: "`ambassador`",
  },
  "form.submitted": {
    summary: "A form was completed",
    when: "Someone completes one of the crew's forms. Goes to the crew that owns the form and the crews managing its page. May pass 1 MB with long answers.",
    personal: "`answers` and `contact`",
  },
  "payout.paid": {
    summary: "A payout was paid",
    when: "A payout reaches the bank account of one of the crew's pages. Goes to the crews managing that page.",
  },
  "webhook.test": {
    summary: "A test call",
    when: "Sent on demand to one webhook (`POST /api/admin/v1/webhooks/{id}/test`, or *Send a test* on the portal's webhooks page), even while it is off. Never subscribed to.",
  },
};

/** The three Standard Webhooks headers every call carries. */
export const WEBHOOK_HEADERS: Record<string, oas31.ParameterObject> = {
  "webhook-id": {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "The message id, `msg_<uuid>`: the same on every retry and manual resend. Dedupe on it.",
    schema: { type: "string", maxLength: 40, pattern: "^msg_[0-9a-f-]{36}$" },
    example: "msg_2f1c0e7a-5b8d-4c3e-9a1f-6d2b7c8e9f01",
  },
  "webhook-timestamp": {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "When this attempt was signed, in Unix seconds. Refuse a call more than 5 minutes from your clock.",
    schema: { type: "integer", format: "int64", minimum: 0, maximum: 253402300799 },
    example: 1795000000,
  },
  "webhook-signature": {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      "Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` with the secret after `whsec_`, base64-decoded. One signature, or two (new and previous secret) for 24 hours after a rotation; one match suffices.",
    schema: { type: "string", maxLength: 1000, pattern: "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$" },
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
};

const header = (name: string) => ({ $ref: `#/components/parameters/${name}` });

function operation(type: WebhookEventType, docsUrl: string) {
  const about = ABOUT[type];
  const personal = PERSONAL_TYPES.has(type) && about.personal ? `\n\n**Personal data.** ${about.personal} ${about.personal.includes(" and ") ? "are" : "is"} null unless the webhook's \`personal_data\` is on.` : "";
  const example = EXAMPLES[type];
  // The envelope's component (`webhookSchemas`).
  const body: Record<string, unknown> = { schema: { $ref: `#/components/schemas/${envelopeName(type)}` } };
  if (example !== undefined) {
    body.examples = { demo: { summary: `${type} from the demo world`, description: "Built by this server's sender from the demo world, with personal data on.", value: example } };
  }
  return {
    operationId: `webhook_${type.replace(/\./g, "_")}`,
    summary: about.summary,
    description: `${about.when}${personal}\n\nSigned with the Standard Webhooks scheme; \`data\` is read when the call is sent, so a retry or a resend carries the current state. See [Webhooks](${docsUrl}/webhooks).`,
    tags: [WEBHOOK_TAG],
    parameters: Object.keys(WEBHOOK_HEADERS).map(header),
    // No credential of the receiver's: the call proves itself by its signature headers.
    security: [],
    requestBody: { required: true, description: `The \`${envelopeName(type)}\` envelope: \`{ type, timestamp, data }\`.`, content: { "application/json": body } },
    responses: {
      "200": { description: "Delivered: any 2xx answer within 10 seconds (200, 202, 204…). Only the status is read; the body is ignored, so answer first and work afterwards." },
      default: {
        description:
          "Any other status (a redirect included: redirects are not followed), or no answer within 10 seconds, is a failure: the call is retried after 5 seconds, 5 minutes, 30 minutes, then 2, 5, 10, 14, 20 and 24 hours, ten attempts in all, with the same `webhook-id`. A webhook failing for three days without one success is turned off.",
      },
    },
  };
}

/** The `webhooks` section: one POST per event type. */
export function webhooksSection(docsUrl: string): ZodOpenApiPathsObject {
  return Object.fromEntries(DOCUMENTED_WEBHOOK_TYPES.map((type) => [type, { post: operation(type, docsUrl) }])) as ZodOpenApiPathsObject;
}

/**
 * The envelope of each type and the schemas it names, as components. Rendered as output (what the
 * service sends, as its answers are: no undeclared field), which zod-openapi would not do for a
 * request body (always input), so they are made apart and merged into the document's components.
 */
export function webhookSchemas(): Record<string, oas31.SchemaObject> {
  const all = z.object(Object.fromEntries(DOCUMENTED_WEBHOOK_TYPES.map((type) => [type, WEBHOOK_PAYLOADS[type]])));
  return createSchema(all, { io: "output" }).components;
}
