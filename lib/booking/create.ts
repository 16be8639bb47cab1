/**
 * Creating a booking request for the crew's roster: the roster check, then the row and its outbox
 * event in one transaction, so the webhook event exists exactly when the request does.
 */
import { randomUUID } from "node:crypto";
import type { KeyRecord } from "@/lib/auth/authenticate";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { bookingRequests, eventOutbox } from "@/lib/db/schema";
import { bodyInvalid } from "@/lib/http/problem";
import type { BookingRequestInput } from "./schemas";

export const BOOKING_CREATED = "booking_request.created";

export interface CreatedBooking {
  id: string;
  status: "new";
  created_at: string;
}

export async function createBookingRequest(crew: CrewScope, key: Pick<KeyRecord, "id">, input: { body: BookingRequestInput; now: Date }): Promise<CreatedBooking> {
  const { body, now } = input;
  const artistIds = [...new Set(body.artist_ids)];
  const roster = await crew.managedAmong("artist", artistIds);
  const invalid = artistIds.filter((id) => !roster.has(id));
  if (invalid.length > 0) {
    // An artist outside the roster and one that does not exist read the same.
    throw bodyInvalid([
      { param: "artist_ids", message: `${invalid.length === 1 ? "This artist is" : "These artists are"} not on the crew's roster.`, invalid_ids: invalid },
    ]);
  }
  const id = randomUUID();
  await scopeDb(crew).transaction(async (tx) => {
    await tx.insert(bookingRequests).values({
      id,
      crewId: crew.id,
      keyId: key.id,
      status: "new",
      artistIds,
      contactEmail: body.contact_email,
      contactName: body.contact_name ?? null,
      contactPhone: body.contact_phone ?? null,
      eventName: body.event_name ?? null,
      eventDate: body.event_date ?? null,
      venue: body.venue ?? null,
      city: body.city ?? null,
      organization: body.organization ?? null,
      feeOffer: body.fee_offer ?? null,
      capacity: body.capacity ?? null,
      ticketPrice: body.ticket_price ?? null,
      clientIp: body.client_ip ?? null,
      createdAt: now,
    });
    // The subject only: the webhook reads the current state when it sends (docs/guides/webhooks.md).
    await tx.insert(eventOutbox).values({ id: randomUUID(), crewId: crew.id, type: BOOKING_CREATED, subject: { booking_request_id: id }, createdAt: now });
  });
  return { id, status: "new", created_at: now.toISOString() };
}
