/**
 * The body of every webhook call, as zod schemas: the Standard Webhooks envelope `{ type,
 * timestamp, data }` and the `data` of each event type (spec 6.3, docs/guides/webhooks.md). The
 * builders of ./payload.ts and ./order-data.ts take their return types from these schemas, and the
 * OpenAPI document's `webhooks` section is generated from them (lib/openapi/webhooks.ts), so what is
 * sent and what is documented cannot drift. Where a payload is an API resource, the API's own
 * schema is reused (the event summary of GET /v1/events/{id}, the booking request's data).
 *
 * They live here rather than in lib/webhooks because they reuse the catalogue's and booking's
 * schemas: lib/webhooks sits below the domains, which all emit events through it.
 *
 * Bounds (string lengths, integer ranges, list sizes) follow lib/http/schemas.ts: generous,
 * but finite, as the OWASP lint of the document asks.
 */
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { BookingRequestEventData } from "@/lib/booking/schemas";
import { EventSummary } from "@/lib/catalogue/schemas";
import { count32, id32, name, text, word } from "@/lib/http/schemas";
import type { WebhookEventType } from "@/lib/webhooks/types";

/** Ids of rows the database keys by uuid. */
const uuid = () => z.guid().max(36);
/** An instant as the sender writes it: ISO 8601 in UTC (`toISOString`). */
const instant = () => z.iso.datetime().max(40);
/** An amount in the smallest unit of its currency (cents). */
const cents = (what: string) => count32().describe(`${what}, in the smallest unit of the currency (cents).`);
const currency = () => z.string().regex(/^[A-Z]{3}$/).max(3).describe("ISO 4217 code.");
const email = () => z.string().max(320);
const lines = <T extends z.ZodType>(line: T) => z.array(line).max(1000);

const ORDER_STATUS = z.string().max(40).describe("`paid`, `partially_refunded` or `refunded`.");

const orderCommon = {
  id: uuid().describe("The order's id."),
  status: ORDER_STATUS,
  currency: currency(),
  amount_total: cents("What the buyer paid (merch: coupon and shipping included)"),
  amount_refunded: cents("Refunded so far"),
  created_at: instant().describe("When the order was paid (UTC)."),
  via_your_site: z.boolean().describe("The checkout was opened from your crew's site (merch: with one of your crew's keys)."),
  buyer: z.object({ email: email() }).nullable().describe("Null unless the webhook's `personal_data` is on."),
  reference: z.string().max(500).nullable().describe("The `reference` sent when the checkout was opened, or null."),
};

export const TicketOrderData = z
  .object({
    ...orderCommon,
    kind: z.literal("tickets"),
    event_id: id32().describe("The event the tickets are for."),
    lines: lines(
      z.object({
        tier_id: word().describe("The ticket tier, as in GET /v1/events/{id}."),
        name: name(),
        quantity: count32(),
        unit_amount: cents("Price of one"),
      }),
    ),
    ambassador_code: z.string().max(100).nullable().describe("The ambassador code on the order (as the member has it), or null."),
  })
  .meta({ id: "WebhookTicketOrder", description: "A ticket order." });

export const MerchOrderData = z
  .object({
    ...orderCommon,
    kind: z.literal("merch"),
    event_id: id32().nullable().describe("The event whose shop sold it; null for a sale from a page's shop."),
    lines: lines(
      z.object({
        tier_id: z.null().describe("Merch lines have no tier."),
        variant_id: uuid(),
        product_id: uuid(),
        name: name().describe("The product's title and option values."),
        quantity: count32(),
        unit_amount: cents("Price of one, before the line's share of a coupon"),
      }),
    ),
    ambassador_code: z.null().describe("Merch orders carry no ambassador code."),
    seller: z.object({ type: word().describe("`promoter`, `venue` or `artist`."), id: id32() }).describe("The page whose shop sold it."),
  })
  .meta({ id: "WebhookMerchOrder", description: "A merch (shop) order." });

export const OrderData = z.discriminatedUnion("kind", [TicketOrderData, MerchOrderData]);

const orderEventData = z.object({ order: OrderData });

/** The API's event summary (GET /v1/events/{id}), marked published. */
export const PublishedEventData = EventSummary.extend({ published: z.literal(true) }).meta({ id: "WebhookPublishedEvent", description: "The event summary of `GET /v1/events/{id}`, marked published." });
export const OfflineEventData = z
  .object({ id: id32(), published: z.literal(false) })
  .meta({ id: "WebhookOfflineEvent", description: "An event taken offline (or deleted): its id, and nothing else." });

const saleData = z.object({
  sale: z.object({
    order_id: uuid(),
    event_id: id32(),
    code: z.string().max(100).describe("The member's code as they have it (the buyer may have typed it in another case)."),
    member_id: uuid(),
    tickets: count32().describe("The order's line quantities added up."),
    amount_total: cents("What the buyer paid"),
    ambassador: z.object({ first_name: name(), last_name: name() }).nullable().describe("Null unless the webhook's `personal_data` is on."),
  }),
});

const formData = z.object({
  response: z.object({
    id: uuid(),
    form: z.object({ id: uuid(), slug: word(), title: name() }),
    completed_at: instant(),
    locale: z.string().max(35),
    answers: z.record(z.string().max(200), z.unknown()).nullable().describe("Question key to answer; null unless the webhook's `personal_data` is on."),
    contact: z
      .object({ email: email(), first_name: name(), last_name: name(), phone: z.string().max(50).nullable(), marketing_opt_in: z.boolean() })
      .nullable()
      .describe("Null unless the webhook's `personal_data` is on, or when the form takes no contact."),
  }),
});

const payoutData = z.object({
  payout: z.object({
    id: uuid(),
    payee: z.object({ type: word().describe("`promoter`, `artist` or `venue`."), id: id32() }),
    amount: cents("The amount paid"),
    currency: currency(),
    paid_at: instant(),
  }),
});

const testData = z.object({ message: text(), endpoint_id: uuid().describe("The webhook's id.") });

/** `data` of each type. */
export const WEBHOOK_DATA = {
  "order.paid": orderEventData,
  "order.refunded": orderEventData,
  "event.published": z.object({ event: PublishedEventData }),
  "event.updated": z.object({ event: z.union([PublishedEventData, OfflineEventData]) }),
  "booking_request.created": BookingRequestEventData,
  "ambassador.sale_attributed": saleData,
  "form.submitted": formData,
  "payout.paid": payoutData,
  "webhook.test": testData,
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookDataOf<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_DATA)[T]>;
export type WebhookData = WebhookDataOf<WebhookEventType>;

/** The component name of each type's envelope: `order.paid` → `OrderPaidEvent`. */
export const envelopeName = (type: WebhookEventType) =>
  `${type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}Event`;

function envelopeOf<T extends WebhookEventType>(type: T) {
  return z
    .object({
      type: z.literal(type),
      timestamp: instant().describe("When the event happened (UTC); the same on every retry and resend."),
      data: WEBHOOK_DATA[type] as (typeof WEBHOOK_DATA)[T],
      sample: z
        .literal(true)
        .optional()
        .describe("Present (true) only on a sample sent from the webhooks page or `POST /api/admin/v1/webhooks/{id}/test` with a `type`: built from the crew's data, never the event itself. Absent on every real event."),
    })
    .meta({ id: envelopeName(type) });
}

/** The whole body of a call of each type. */
export const WEBHOOK_PAYLOADS = {
  "order.paid": envelopeOf("order.paid"),
  "order.refunded": envelopeOf("order.refunded"),
  "event.published": envelopeOf("event.published"),
  "event.updated": envelopeOf("event.updated"),
  "booking_request.created": envelopeOf("booking_request.created"),
  "ambassador.sale_attributed": envelopeOf("ambassador.sale_attributed"),
  "form.submitted": envelopeOf("form.submitted"),
  "payout.paid": envelopeOf("payout.paid"),
  "webhook.test": envelopeOf("webhook.test"),
} satisfies { [T in WebhookEventType]: z.ZodType };

export type WebhookPayload<T extends WebhookEventType = WebhookEventType> = z.infer<(typeof WEBHOOK_PAYLOADS)[T]>;

/** The body of one call: the envelope around `data`, read when the call is sent. */
export function webhookBody<T extends WebhookEventType>(type: T, happenedAt: Date, data: WebhookDataOf<T>, sample = false): WebhookPayload<T> {
  // A sample says so beside the envelope's spec'd fields, so a receiver never takes it for the event.
  return { type, timestamp: happenedAt.toISOString(), data, ...(sample ? { sample: true } : {}) } as WebhookPayload<T>;
}

/**
 * Throws when a body does not match its type's schema, or carries a field the schema does not name
 * (the document promises no others). Run on every call in tests and dev (lib/webhook-delivery/deliver.ts).
 */
export function checkPayload(body: WebhookPayload): void {
  const r = WEBHOOK_PAYLOADS[body.type].safeParse(body);
  if (!r.success) throw new Error(`The ${body.type} payload does not match its schema: ${r.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  if (!isDeepStrictEqual(r.data, body)) throw new Error(`The ${body.type} payload has fields its schema does not name.`);
}
