/**
 * Ticket tier as the API shows it (see the description of GET /v1/events/{id}/ticket-tiers): public
 * tiers only, no stock, a checkout deep link.
 */
import type { z } from "zod";
import type { Locale } from "@/lib/http/locale";
import type { Site } from "@/lib/crew/site";
import type { TicketTier } from "../schemas";
import { tierStatus, type TierFigures } from "./status";

export type TicketTierOut = z.infer<typeof TicketTier>;

export interface TierRow extends TierFigures {
  id: string;
  eventId: number;
  position: number;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  maxPerOrder: number;
  public: boolean;
}

/**
 * The hosted checkout for one tier: `{site_url}/events/{event_id}/checkout?tier={tier_id}`, plus
 * `&locale=xx` when the request asked for a language other than English.
 */
export function checkoutUrl(site: Site, eventId: number, tierId: string, locale: Locale = "en"): string {
  const lang = locale === "en" ? "" : `&locale=${locale}`;
  return `${site.siteUrl}/events/${eventId}/checkout?tier=${encodeURIComponent(tierId)}${lang}`;
}

/** Hidden tiers are dropped here as well as in the queries: they must never appear. */
export function publicTiers<T extends { public: boolean; position: number }>(tiers: readonly T[]): T[] {
  return tiers.filter((t) => t.public).sort((a, b) => a.position - b.position);
}

export function ticketTierOut(t: TierRow, site: Site, now: Date, locale: Locale = "en"): TicketTierOut {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    price: t.price,
    currency: t.currency,
    status: tierStatus(t, now),
    sale_start: t.saleStart.toISOString(),
    sale_end: t.saleEnd.toISOString(),
    max_per_order: t.maxPerOrder,
    checkout_url: checkoutUrl(site, t.eventId, t.id, locale),
  };
}
