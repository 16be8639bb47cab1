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
      id: z.uuid(),
      artist_ids: z.array(z.int()),
      artist_names: z.array(z.string()),
      event_name: z.string().nullable(),
      event_date: z.string().nullable(),
      venue: z.string().nullable(),
      city: z.string().nullable(),
      fee_offer: z.string().nullable(),
      capacity: z.string().nullable(),
      ticket_price: z.string().nullable(),
      organization: z.string().nullable(),
      status: z.string(),
      created_at: z.iso.datetime(),
      contact: z.object({ name: z.string().nullable(), email: z.string(), phone: z.string().nullable() }).nullable(),
    }),
  })
  .meta({ id: "BookingRequestCreatedData" });

export type BookingRequestEventData = z.infer<typeof BookingRequestEventData>;
