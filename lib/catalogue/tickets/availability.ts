/**
 * Event availability (see the description of GET /v1/events/{id}/availability) over the public
 * tiers only (hidden tiers never count or show):
 * no_tickets without a public tier; over once the event has ended; on_sale while any tier is;
 * scheduled while one is still to open; sold_out when a tier sold out and none is left to open;
 * over when every window has closed or sales were stopped.
 */
import { fewLeft, tierStatus, type TierFigures, type TierStatus } from "./status";

export type EventSaleStatus = "on_sale" | "scheduled" | "sold_out" | "over" | "no_tickets";

export interface AvailabilityTier extends TierFigures {
  id: string;
  name: string;
}

export interface AvailabilityOut {
  event_id: number;
  status: EventSaleStatus;
  next_sale_start: string | null;
  tiers: { id: string; name: string; status: TierStatus; few_left: boolean; sale_start: string; sale_end: string }[];
}

/** When the event is over: its end, else its start; null for an undated event. */
export function eventEnded(startsAt: Date | null, endsAt: Date | null, now: Date): boolean {
  const end = endsAt ?? startsAt;
  return end !== null && end.getTime() < now.getTime();
}

export function eventSaleStatus(statuses: readonly TierStatus[], ended: boolean): EventSaleStatus {
  if (statuses.length === 0) return "no_tickets";
  if (ended) return "over";
  if (statuses.includes("on_sale")) return "on_sale";
  if (statuses.includes("scheduled")) return "scheduled";
  if (statuses.includes("sold_out")) return "sold_out";
  return "over";
}

export function availabilityOf(eventId: number, tiers: readonly AvailabilityTier[], ended: boolean, now: Date): AvailabilityOut {
  const rows = tiers.map((t) => ({ t, status: tierStatus(t, now) }));
  const status = eventSaleStatus(
    rows.map((r) => r.status),
    ended,
  );
  // The next moment a tier opens: the earliest start among tiers still to open.
  const upcoming = ended ? [] : rows.filter((r) => r.status === "scheduled").map((r) => r.t.saleStart.getTime());
  return {
    event_id: eventId,
    status,
    next_sale_start: upcoming.length ? new Date(Math.min(...upcoming)).toISOString() : null,
    tiers: rows.map(({ t, status }) => ({
      id: t.id,
      name: t.name,
      status,
      few_left: fewLeft(t, now),
      sale_start: t.saleStart.toISOString(),
      sale_end: t.saleEnd.toISOString(),
    })),
  };
}
