/**
 * The body of every webhook call, as zod schemas: the Standard Webhooks envelope `{ type,
 * timestamp, data }` around the `data` schema of each type's declaration (lib/webhooks/event.ts).
 * The builders' return types come from those schemas, and the OpenAPI document's `webhooks`
 * section is generated from these envelopes (lib/openapi/webhooks.ts), so what is sent and what is
 * documented cannot drift.
 */
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { WebhookEvents } from "@/lib/webhooks/registry";
import type { DataOf, WebhookEventType } from "@/lib/webhooks/types";

/** The component name of each type's envelope: `order.paid` → `OrderPaidEvent`. */
export const envelopeName = (type: string) =>
  `${type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}Event`;

function envelopeOf(type: string, data: z.ZodType) {
  return z
    .object({
      type: z.literal(type),
      timestamp: z.iso.datetime().max(40).describe("When the event happened (UTC); the same on every retry and resend."),
      data,
      sample: z
        .literal(true)
        .optional()
        .describe("Present (true) only on a sample sent from the webhooks page or `POST /api/admin/v1/webhooks/{id}/test` with a `type`: built from the crew's data, never the event itself. Absent on every real event."),
    })
    .meta({ id: envelopeName(type) });
}

const made = new WeakMap<WebhookEvents, Record<string, z.ZodType>>();

/** The whole body of a call of each type of the registry, by type (made once per registry). */
export function payloadSchemas(events: WebhookEvents): Record<string, z.ZodType> {
  let schemas = made.get(events);
  if (!schemas) {
    schemas = Object.fromEntries(events.list.map((d) => [d.type, envelopeOf(d.type, d.data)]));
    made.set(events, schemas);
  }
  return schemas;
}

/** The body of a call of one type of the service's registry. */
export type WebhookPayload<T extends WebhookEventType = WebhookEventType> = T extends WebhookEventType ? { type: T; timestamp: string; data: DataOf<T>; sample?: true } : never;

/** The body of one call: the envelope around `data`, read when the call is sent. */
export function webhookBody<T extends WebhookEventType>(type: T, happenedAt: Date, data: DataOf<T>, sample = false): WebhookPayload<T> {
  // A sample says so beside the envelope's spec'd fields, so a receiver never takes it for the event.
  return { type, timestamp: happenedAt.toISOString(), data, ...(sample ? { sample: true } : {}) } as WebhookPayload<T>;
}

/**
 * Throws when a body does not match its type's schema, or carries a field the schema does not name
 * (the document promises no others). Run on every call in tests and dev (lib/webhook-delivery/deliver.ts).
 */
export function checkPayload(events: WebhookEvents, body: { type: string }): void {
  const schema = payloadSchemas(events)[body.type];
  if (!schema) throw new Error(`No webhook event type ${body.type} is declared.`);
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`The ${body.type} payload does not match its schema: ${r.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  if (!isDeepStrictEqual(r.data, body)) throw new Error(`The ${body.type} payload has fields its schema does not name.`);
}
