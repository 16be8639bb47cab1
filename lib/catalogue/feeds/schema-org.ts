/**
 * schema.org JSON-LD of an event: a `MusicEvent` typed with schema-dts, with Place and
 * PostalAddress, PerformingGroups from the timetable (so the timetable-off rule holds),
 * the payee promoter as organizer, and an Offer per public ticket tier.
 */
import type { MusicEvent, Offer, WithContext } from "schema-dts";
import { z } from "zod";
import { name, text, url, word } from "@/lib/http/schemas";
import type { TierStatus } from "../tickets/status";

export interface JsonLdInput {
  name: string;
  url: string;
  description: string;
  /** RFC 3339 in the event's own offset. */
  startDate: string | null;
  endDate: string | null;
  imageUrl: string | null;
  venue: { name: string; street: string | null; city: string | null; country: string | null } | null;
  performers: string[];
  organizer: { name: string; url: string } | null;
  offers: { name: string; price: number; currency: string; status: TierStatus; url: string; validFrom: string }[];
}

const AVAILABILITY: Record<TierStatus, Offer["availability"]> = {
  on_sale: "https://schema.org/InStock",
  scheduled: "https://schema.org/PreOrder",
  sold_out: "https://schema.org/SoldOut",
  off_sale: "https://schema.org/Discontinued",
};

export function musicEventJsonLd(e: JsonLdInput): WithContext<MusicEvent> {
  const out: WithContext<MusicEvent> = {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: e.name,
    url: e.url,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    description: e.description,
    image: e.imageUrl ? [e.imageUrl] : [],
    performer: e.performers.map((name) => ({ "@type": "PerformingGroup", name })),
    offers: e.offers.map((o) => ({
      "@type": "Offer",
      name: o.name,
      price: o.price,
      priceCurrency: o.currency,
      availability: AVAILABILITY[o.status],
      url: o.url,
      validFrom: o.validFrom,
    })),
  };
  if (e.startDate) out.startDate = e.startDate;
  if (e.endDate) out.endDate = e.endDate;
  if (e.venue) {
    out.location = {
      "@type": "Place",
      name: e.venue.name,
      address: {
        "@type": "PostalAddress",
        ...(e.venue.street ? { streetAddress: e.venue.street } : {}),
        ...(e.venue.city ? { addressLocality: e.venue.city } : {}),
        ...(e.venue.country ? { addressCountry: e.venue.country } : {}),
      },
    };
  }
  if (e.organizer) out.organizer = { "@type": "Organization", name: e.organizer.name, url: e.organizer.url };
  return out;
}

// The response schema of GET /v1/events/{id}/schema-org: what musicEventJsonLd writes, exactly.

const typed = <T extends string>(type: T) => z.literal(type).describe(`schema.org type ${type}.`);

export const SchemaOrgMusicEvent = z
  .object({
    "@context": z.literal("https://schema.org"),
    "@type": typed("MusicEvent"),
    name: name(),
    url: url().describe("The event page."),
    eventStatus: url().describe("https://schema.org/EventScheduled."),
    eventAttendanceMode: url().describe("https://schema.org/OfflineEventAttendanceMode."),
    description: text(),
    startDate: z.string().max(40).optional().describe("ISO 8601 with the event's own offset; absent for an undated event."),
    endDate: z.string().max(40).optional(),
    image: z.array(url()).max(20),
    location: z
      .object({
        "@type": typed("Place"),
        name: name(),
        address: z.object({
          "@type": typed("PostalAddress"),
          streetAddress: name().optional(),
          addressLocality: name().optional(),
          addressCountry: word().optional(),
        }),
      })
      .optional()
      .describe("The venue; absent when the event has none."),
    performer: z.array(z.object({ "@type": typed("PerformingGroup"), name: name() })).max(2000).describe("Names from the published timetable, once each; empty while the timetable is off."),
    organizer: z.object({ "@type": typed("Organization"), name: name(), url: url() }).optional().describe("The first published promoter of the event."),
    offers: z
      .array(
        z.object({
          "@type": typed("Offer"),
          name: name(),
          price: z.number(),
          priceCurrency: z.string().max(3),
          availability: url().describe("InStock (on sale), PreOrder (scheduled), SoldOut, Discontinued (off sale), as schema.org URLs."),
          url: url().describe("The tier's hosted checkout."),
          validFrom: z.string().max(40).describe("Start of the tier's sale window (UTC)."),
        }),
      )
      .max(500)
      .describe("One per public ticket tier."),
  })
  .meta({ id: "SchemaOrgMusicEvent" });
