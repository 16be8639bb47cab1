/**
 * POST /v1/booking-requests (see its description in ./endpoint.ts): the body, the answer, and the
 * booking_request.created webhook data (docs/guides/webhooks.md).
 */
import { z } from "zod";

const text = (what: string) => z.string().max(200, `${what} is at most 200 characters.`).nullish();

export const BookingRequestBody = z
  .object({
    artist_ids: z
      .array(z.int("Each artist id must be a whole number.").positive("Each artist id must be a positive whole number.").max(2147483647, "Each artist id is at most 2147483647."), "Must be an array of artist ids.")
      .min(1, "Give at least one artist id.")
      .max(50, "At most 50 artist ids.")
      .describe("Roster artists of the crew the request is for (1 to 50)."),
    contact_email: z.email("Must be a valid email address.").max(320, "At most 320 characters.").describe("Where the crew answers."),
    contact_name: text("contact_name"),
    contact_phone: text("contact_phone"),
    event_name: text("event_name"),
    event_date: z.iso.date("Must be a date as YYYY-MM-DD.").max(10, "Must be a date as YYYY-MM-DD.").nullish().describe("YYYY-MM-DD."),
    venue: text("venue"),
    city: text("city"),
    organization: text("organization"),
    fee_offer: text("fee_offer").describe("Free text, e.g. \"EUR 2,500 + travel\"."),
    capacity: text("capacity").describe("Free text."),
    ticket_price: text("ticket_price").describe("Free text."),
    client_ip: z
      .union([z.ipv4().max(15), z.ipv6().max(45)], "Must be an IPv4 or IPv6 address.")
      .optional()
      .describe("The visitor's address, when the request comes from a form on your site: the per-address limit then applies to that visitor instead of to the whole key."),
  })
  .strict()
  .meta({ id: "BookingRequestInput" });

export type BookingRequestInput = z.output<typeof BookingRequestBody>;

export const BookingRequestAnswer = z
  .object({
    id: z.uuid().max(36),
    status: z.literal("new"),
    created_at: z.iso.datetime().max(40),
  })
  .meta({ id: "BookingRequest" });

/** `data` of the booking_request.created webhook, built when the call is sent (current state). */
export const BookingRequestEventData = z
  .object({
    booking_request: z.object({
      id: z.uuid().max(36),
      artist_ids: z.array(z.int().min(1).max(2147483647)).max(50),
      artist_names: z.array(z.string().max(500)).max(50).describe("The named artists that still exist, in the order of `artist_ids`."),
      event_name: z.string().max(200).nullable(),
      event_date: z.string().max(10).nullable().describe("YYYY-MM-DD."),
      venue: z.string().max(200).nullable(),
      city: z.string().max(200).nullable(),
      fee_offer: z.string().max(200).nullable(),
      capacity: z.string().max(200).nullable(),
      ticket_price: z.string().max(200).nullable(),
      organization: z.string().max(200).nullable(),
      status: z.string().max(40),
      created_at: z.iso.datetime().max(40),
      contact: z
        .object({ name: z.string().max(200).nullable(), email: z.string().max(320), phone: z.string().max(200).nullable() })
        .nullable()
        .describe("Null unless the webhook's `personal_data` is on."),
    }),
  })
  .meta({ id: "BookingRequestCreatedData" });

export type BookingRequestEventData = z.infer<typeof BookingRequestEventData>;
