/**
 * The document's `webhooks` section (OpenAPI 3.1): one entry per event type of the registry
 * (lib/webhook-delivery/events.ts), the POST the service sends to a crew's webhook. The summary and
 * description are the type's declaration's; the body's schema is the one the sender's payloads are
 * typed by and checked against (lib/webhook-delivery/payload-schemas.ts); the example is a body the
 * sender built from the demo world (`npm run client -- --examples`, lib/openapi/webhook-examples.json).
 */
import { z } from "zod";
import { createSchema, type oas31, type ZodOpenApiPathsObject } from "zod-openapi";
import { WEBHOOK_EVENTS } from "@/lib/webhook-delivery/events";
import { envelopeName, payloadSchemas } from "@/lib/webhook-delivery/payload-schemas";
import type { AnyWebhookEvent } from "@/lib/webhooks/event";
import type { WebhookEvents } from "@/lib/webhooks/registry";
import type { WebhookEventType } from "@/lib/webhooks/types";
import captured from "./webhook-examples.json";

const EXAMPLES = captured as Partial<Record<string, unknown>>;

export const WEBHOOK_TAG = "Webhooks";

/** Every type, in the order of the registry. */
export const DOCUMENTED_WEBHOOK_TYPES = WEBHOOK_EVENTS.types as WebhookEventType[];

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

/** "`answers` and `contact` are null unless …": the fields the declaration names personal. */
function personalNote(declared: AnyWebhookEvent): string {
  const fields = declared.personal.map((f) => `\`${f}\``);
  if (fields.length === 0) return "";
  return `\n\n**Personal data.** ${fields.join(" and ")} ${fields.length > 1 ? "are" : "is"} null unless the webhook's \`personal_data\` is on.`;
}

function operation(declared: AnyWebhookEvent, docsUrl: string) {
  const { type } = declared;
  const example = EXAMPLES[type];
  // The envelope's component (`webhookSchemas`).
  const body: Record<string, unknown> = { schema: { $ref: `#/components/schemas/${envelopeName(type)}` } };
  if (example !== undefined) {
    body.examples = { demo: { summary: `${type} from the demo world`, description: "Built by this server's sender from the demo world, with personal data on.", value: example } };
  }
  return {
    operationId: `webhook_${type.replace(/\./g, "_")}`,
    summary: declared.docs.summary,
    description: `${declared.docs.description}${personalNote(declared)}\n\nSigned with the Standard Webhooks scheme; \`data\` is read when the call is sent, so a retry or a resend carries the current state. See [Webhooks](${docsUrl}/webhooks).`,
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

/** The `webhooks` section of a registry: one POST per event type. */
export function webhooksSectionOf(events: WebhookEvents, docsUrl: string): ZodOpenApiPathsObject {
  return Object.fromEntries(events.list.map((declared) => [declared.type, { post: operation(declared, docsUrl) }])) as ZodOpenApiPathsObject;
}

/** The document's `webhooks` section: the service's own event types. */
export const webhooksSection = (docsUrl: string) => webhooksSectionOf(WEBHOOK_EVENTS, docsUrl);

/**
 * The envelope of each type and the schemas it names, as components. Rendered as output (what the
 * service sends, as its answers are: no undeclared field), which zod-openapi would not do for a
 * request body (always input), so they are made apart and merged into the document's components.
 */
export function webhookSchemasOf(events: WebhookEvents): Record<string, oas31.SchemaObject> {
  const payloads = payloadSchemas(events);
  const all = z.object(Object.fromEntries(events.types.map((type) => [type, payloads[type]!])));
  return createSchema(all, { io: "output" }).components;
}

/** The envelopes of the service's own event types, as components. */
export const webhookSchemas = () => webhookSchemasOf(WEBHOOK_EVENTS);
