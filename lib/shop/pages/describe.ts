/**
 * Words of the merch checkout and order pages and the order mails: days, the delivery or pickup.
 * Money and instants, which ticket pages share, are lib/checkout/format.ts.
 */
import type { CheckoutPricing } from "@/lib/db/tables/shop";

export const days = (min: number, max: number) => (min === max ? `${min} ${min === 1 ? "day" : "days"}` : `${min}–${max} days`);

/** A UTC day (`YYYY-MM-DD`) as "12 March 2026". */
export function day(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDay : d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export type Mode = "delivery" | "pickup_event" | "pickup_location";

export const MODE_LABEL: Record<Mode, string> = { delivery: "Delivery", pickup_event: "Pickup at the event", pickup_location: "Pickup" };

/**
 * The delivery or pickup as lines of text: what it is, where, how long. `event` names the event
 * for a pickup at the event.
 */
export function fulfilmentLines(mode: Mode, shipping: CheckoutPricing["shipping"], country: string | null, event: { title: string; instructions?: string | null } | null): string[] {
  const out: string[] = [];
  if (mode === "pickup_event") {
    out.push(`Pickup at the event${event ? `: ${event.title}` : ""}`);
    const instructions = shipping?.instructions ?? event?.instructions ?? null;
    if (instructions) out.push(instructions);
    return out;
  }
  if (!shipping) return [MODE_LABEL[mode]];
  if (mode === "delivery") {
    out.push(`${shipping.name}${shipping.carrier ? ` (${shipping.carrier})` : ""}${country ? ` to ${country}` : ""}`);
    out.push(`Delivered in ${days(shipping.min_days, shipping.max_days)}`);
  } else {
    out.push(`Pickup: ${shipping.name}`);
    if (shipping.pickup_address) out.push(shipping.pickup_address);
    if (shipping.instructions) out.push(shipping.instructions);
    out.push(`Ready in ${days(shipping.min_days, shipping.max_days)}`);
  }
  return out;
}
