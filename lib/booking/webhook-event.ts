/**
 * `booking_request.created` (lib/webhooks/event.ts), emitted when a booking request arrives
 * through `POST /v1/booking-requests` (./create.ts). It goes to the crew whose key made it.
 */
import { eq, sql } from "drizzle-orm";
import { rows } from "@/lib/db/client";
import { bookingRequests } from "@/lib/db/schema";
import { defineWebhookEvent, subject } from "@/lib/webhooks/event";
import { BookingRequestEventData } from "./schemas";
import { bookingRequestEventData } from "./webhook-data";

export const bookingRequestCreated = defineWebhookEvent({
  type: "booking_request.created",
  subject: subject<{ booking_request_id: string }>(),
  data: BookingRequestEventData,
  personal: ["contact"],
  docs: {
    summary: "A booking request arrived",
    description: "A booking request arrives through `POST /v1/booking-requests`. Goes to the crew whose key made it.",
    sentWhen: "a booking request arrives through `POST /v1/booking-requests`",
    goesTo: "the crew whose key made it",
    data: "`{ booking_request: { id, artist_ids, artist_names, event_name, event_date, venue, city, fee_offer, capacity, ticket_price, organization, status, created_at, contact: { name, email, phone } } }`",
    hint: "your key makes a booking request",
  },
  async crews(db, s) {
    const [row] = await db.select({ crewId: bookingRequests.crewId }).from(bookingRequests).where(eq(bookingRequests.id, String(s.booking_request_id))).limit(1);
    return row ? [row.crewId] : [];
  },
  async build(db, s, call) {
    const data = await bookingRequestEventData(db, String(s.booking_request_id), call.personal);
    return data ? { data } : { notSent: "The booking request no longer exists." };
  },
  sample: {
    needs: "a booking request made with one of its keys",
    builtFrom: "the newest booking request made with one of your keys",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string }>(db, sql`SELECT b.id FROM booking_requests b WHERE b.crew_id = ${crewId} ORDER BY b.created_at DESC, b.id DESC LIMIT ${n}`);
      return found.map((r) => ({ booking_request_id: r.id }));
    },
  },
});
