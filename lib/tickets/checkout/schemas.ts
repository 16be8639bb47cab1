/** Ticket checkout's bodies and answers (descriptions in ./endpoints.ts). Amounts are integer cents. */
import { z } from "zod";
import { idempotencyKeyField, referenceField } from "@/lib/checkout/body-fields";
import { LOCALES } from "@/lib/http/locale";


export const COUPON_CODE_MESSAGE = "is not accepted: send the discount_id from POST /v1/coupons/validate or GET /v1/ambassador-code";

const line = z.strictObject({
  tier_id: z.string().min(1, "Must be a tier id.").max(100, "At most 100 characters.").describe("A tier of the event (GET /v1/events/{id}/ticket-tiers, or a hidden tier its access code unlocks)."),
  quantity: z.int("Must be a whole number.").min(1, "At least 1.").max(100, "At most 100.").describe("Tickets of this tier (a bundle tier: bundles)."),
});

export const TicketCheckoutBody = z
  .strictObject({
    event_id: z.int("Must be a whole number.").min(1, "Must be a positive whole number.").max(2147483647, "Too large.").describe("An event of the crew graph."),
    lines: z
      .array(line, "Must be an array of lines.")
      .min(1, "Give 1 to 10 lines.")
      .max(10, "Give 1 to 10 lines.")
      .superRefine((lines, ctx) => {
        lines.forEach((l, i) => {
          if (lines.findIndex((o) => o.tier_id === l.tier_id) !== i) ctx.addIssue({ code: "custom", path: [i, "tier_id"], message: "This tier is on an earlier line: one line per tier." });
        });
      }),
    buyer_email: z.email("Must be a valid email address.").max(254, "At most 254 characters.").describe("Where the tickets and the order link go."),
    discount_id: z.string().min(1, "Must be a discount id.").max(400, "At most 400 characters.").optional().describe("From POST /v1/coupons/validate (a coupon) or GET /v1/ambassador-code (an ambassador's code)."),
    access_code: z.string().min(1, "Must be 1 to 64 characters.").max(64, "At most 64 characters.").optional().describe("Unlocks hidden tiers (case-insensitive); check it with POST /v1/access-codes/validate."),
    idempotency_key: idempotencyKeyField(),
    locale: z.enum(LOCALES, `Must be one of ${LOCALES.join(", ")}.`).optional().describe("The checkout page's and mail's language; default: the request's locale."),
    reference: referenceField("Your own reference, kept on the order."),
    client_ip: z.string().max(64, "At most 64 characters.").optional().describe("The buyer's address, to count their requests (per-visitor limits)."),
    // A raw code would let a site guess codes at checkout: only the checked discount_id is taken.
    coupon_code: z.never(COUPON_CODE_MESSAGE).optional().describe("Refused when sent: use `discount_id`."),
  })
  .meta({ id: "TicketCheckoutSessionInput" });

export type TicketCheckoutInput = z.output<typeof TicketCheckoutBody>;

const ts = () => z.iso.datetime({ offset: true }).max(40);
const uuid = () => z.uuid().max(36);
const cents = () => z.int().min(0).max(2147483647);

export const TicketCheckoutCreated = z
  .object({
    checkout_id: uuid().describe("The session's id, for GET /v1/checkout-sessions/{id}."),
    url: z.url().max(2048).describe("Where the buyer pays (the provider's hosted page); for a free order, the order page."),
    expires_at: ts().describe("When the held tickets go back on sale (30 minutes after opening)."),
    amount_total: cents().describe("What the buyer pays, fees included, in cents."),
    currency: z.string().length(3).describe("ISO 4217 code."),
  })
  .meta({ id: "TicketCheckoutSessionCreated" });

export const SESSION_STATUSES = ["open", "complete", "expired"] as const;

export const TicketCheckoutSession = z
  .object({
    checkout_id: uuid(),
    status: z.enum(SESSION_STATUSES).describe("open: waiting for payment; complete: paid, the order exists; expired: ended unpaid, its tickets back on sale."),
    event_id: z.int().min(1),
    amount_total: cents(),
    currency: z.string().length(3),
    expires_at: ts(),
    order_id: uuid().nullable().describe("The paid order once complete, else null."),
  })
  .meta({ id: "TicketCheckoutSession" });

export type TicketCheckoutSessionOut = z.input<typeof TicketCheckoutSession>;

export const SessionParams = z.object({ id: z.uuid().max(36) });
