/**
 * `data` of a booking_request.created webhook (docs/guides/webhooks.md), read from the current
 * state when the call is sent. `contact` is null unless the crew owner turned on personal data
 * for the webhook.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { artists, bookingRequests } from "@/lib/db/schema";
import type { BookingRequestEventData } from "./schemas";

export async function bookingRequestEventData(db: Db, bookingRequestId: string, includePersonalData: boolean): Promise<BookingRequestEventData | null> {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, bookingRequestId)).limit(1);
  if (!row) return null;
  const named = row.artistIds.length ? await db.select({ id: artists.id, name: artists.name }).from(artists).where(inArray(artists.id, row.artistIds)) : [];
  const names = new Map(named.map((a) => [a.id, a.name]));
  return {
    booking_request: {
      id: row.id,
      artist_ids: row.artistIds,
      artist_names: row.artistIds.map((id) => names.get(id)).filter((n): n is string => n !== undefined),
      event_name: row.eventName,
      event_date: row.eventDate,
      venue: row.venue,
      city: row.city,
      fee_offer: row.feeOffer,
      capacity: row.capacity,
      ticket_price: row.ticketPrice,
      organization: row.organization,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      contact: includePersonalData ? { name: row.contactName, email: row.contactEmail, phone: row.contactPhone } : null,
    },
  };
}
