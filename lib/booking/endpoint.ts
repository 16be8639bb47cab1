/** POST /v1/booking-requests: a booking request for roster artists. */
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { ALLOWANCES } from "@/lib/limits/plans";
import { defineEndpoint } from "@/lib/http/endpoint";
import { createBookingRequest } from "./create";
import { BookingRequestAnswer, BookingRequestBody } from "./schemas";
import { perCrewPerDay, perVisitor } from "@/lib/limits/route-limits";

export const createBookingRequestEndpoint = defineEndpoint({
  id: "create_booking_request",
  emits: ["booking_request.created"],
  method: "POST",
  path: "/v1/booking-requests",
  tag: "Booking requests",
  summary: "Send a booking request for roster artists",
  description: [
    "Records a booking request for one or more of the crew's roster artists and answers 201 with its id. The crew gets a `booking_request.created` webhook.",
    "",
    "**Validation.** An invalid body answers 422 `validation_error` with one `errors` entry per problem (`param` names the field). Artist ids that are not on the crew's roster (or do not exist: the same answer) give one entry for `artist_ids` whose `invalid_ids` lists them; nothing is recorded.",
    "",
    `**Limits.** ${visitorLimitText(ALLOWANCES.bookingsPerVisitorPerMinute, "requests")}; and ${ALLOWANCES.bookingsPerCrewPerDay} a day for the whole crew, on top of the key's write allowance. Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    "**Idempotency.** Send an `Idempotency-Key` (1 to 255 visible ASCII characters) to retry safely: the same key with the same body within 24 hours answers the first request's answer again (status, body, headers, plus `Idempotent-Replayed: true`) without recording a second request; another body with that key is 422 `idempotency_mismatch`; a retry while the first is still running is 409 `conflict`. Only successful answers are kept, so a request refused with a problem can be corrected and retried with the same key. A replay spends no write allowance.",
  ].join("\n"),
  scopes: ["write:bookings"],
  publishable: false,
  cache: "no-store",
  limits: [perVisitor("bookings", ALLOWANCES.bookingsPerVisitorPerMinute), perCrewPerDay("bookings", ALLOWANCES.bookingsPerCrewPerDay)],
  envelope: "single",
  body: BookingRequestBody,
  response: BookingRequestAnswer,
  status: 201,
  idempotent: true,
  errors: ["idempotency_mismatch", "conflict", "rate_limited"],
  headers: [{ name: "Idempotency-Key", description: "1 to 255 visible ASCII characters; makes retries safe for 24 hours." }],
  handler: async ({ crew, key, body, now }) => createBookingRequest(crew, key, { body, now }),
});
