/**
 * Genres and the pages (artists, promoters, venues): their schemas in the world file and their
 * resolved shapes.
 */
import { z } from "zod";
import { Count, FeeSchema, IntId, Links, NullableText, Time, type Fee } from "./primitives";

export const CAPACITY_LAYOUTS = ["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"] as const;

export const GenreSchema = z.strictObject({ id: IntId.optional(), name: z.string().min(1) });

export const ContactEmail = z.strictObject({ type: z.string().min(1), value: z.email() });

export const pageFields = {
  id: IntId.optional(),
  name: z.string().min(1),
  image_url: NullableText.optional(),
  description: NullableText.optional(),
  genres: z.array(z.string()).nullable().optional(),
  links: Links.optional(),
  is_verified: z.boolean().optional(),
  published: z.boolean().optional(),
  managed_by: z.array(z.string()).nullable().optional(),
  contact_emails: z.array(ContactEmail).nullable().optional(),
  updated_at: Time.optional(),
};

export const ArtistSchema = z.strictObject(pageFields);
export const PromoterSchema = z.strictObject({ ...pageFields, fee: FeeSchema.nullable().optional() });

export const LocationSchema = z
  .strictObject({
    address: NullableText.optional(),
    city: NullableText.optional(),
    country: z.string().regex(/^[A-Z]{2}$/, { error: "must be an ISO 3166-1 alpha-2 code in capitals (DE)" }).nullable().optional(),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
  })
  .superRefine((loc, ctx) => {
    if ((loc.lat == null) !== (loc.lng == null)) ctx.addIssue({ code: "custom", path: [loc.lat == null ? "lat" : "lng"], message: "lat and lng go together" });
  });

export const CapacitySchema = z.strictObject(Object.fromEntries(CAPACITY_LAYOUTS.map((k) => [k, Count.optional()])) as Record<(typeof CAPACITY_LAYOUTS)[number], z.ZodOptional<typeof Count>>);

export const VenueSchema = z.strictObject({
  ...pageFields,
  location: LocationSchema.nullable().optional(),
  capacity: CapacitySchema.nullable().optional(),
});

export interface ResolvedGenre {
  id: number;
  name: string;
}

export interface ResolvedPage {
  id: number;
  name: string;
  image_url: string | null;
  description: string | null;
  /** Genre names, in the page's order. */
  genres: string[];
  links: Record<string, string> | null;
  is_verified: boolean;
  published: boolean;
  /** Crew slugs. */
  managed_by: string[];
  contact_emails: { type: string; value: string }[];
  updated_at: Date;
}

export interface ResolvedPromoter extends ResolvedPage {
  /** null: the world's default_fee applies. */
  fee: Fee | null;
}

export interface ResolvedLocation {
  address: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

export interface ResolvedVenue extends ResolvedPage {
  location: ResolvedLocation | null;
  /** Layout name to capacity; {} when none is stated. */
  capacity: Record<string, number>;
}
