/**
 * The whole world file: WorldFileSchema (its sections, each schema in its own file here), the
 * sections in order, the site defaults, and the resolved world that the loader takes.
 */
import { z } from "zod";
import { AmbassadorProgramSchema, type ResolvedAmbassadorProgram } from "./ambassadors";
import { OrderSchema, PayoutSchema, WebhookSchema, type ResolvedOrder, type ResolvedPayout, type ResolvedWebhook } from "./commerce-and-webhooks";
import { FormSchema, NewsSchema, PartnerSchema, PresskitSchema, type ResolvedForm, type ResolvedNews, type ResolvedPartner, type ResolvedPresskit } from "./content";
import { CrewSchema, KeySchema, type ResolvedCrew, type ResolvedKey } from "./crews-and-keys";
import { EventSchema, type ResolvedEvent } from "./events";
import { ArtistSchema, GenreSchema, PromoterSchema, VenueSchema, type ResolvedGenre, type ResolvedPage, type ResolvedPromoter, type ResolvedVenue } from "./pages";
import { FeeSchema, type Fee } from "./primitives";
import { EventShopSchema, ShopSchema, type ResolvedEventShop, type ResolvedShop } from "./shop";

// The site defaults are the crew layer's (what a world without them gets, read on every request).
export { DEFAULT_FEE, DEFAULT_SITE_URL } from "../../crew/site";

export const WorldFileSchema = z.strictObject({
  description: z.string().optional(),
  site_url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  default_fee: FeeSchema.optional(),
  genres: z.array(GenreSchema).optional(),
  crews: z.array(CrewSchema).optional(),
  artists: z.array(ArtistSchema).optional(),
  promoters: z.array(PromoterSchema).optional(),
  venues: z.array(VenueSchema).optional(),
  events: z.array(EventSchema).optional(),
  partners: z.array(PartnerSchema).optional(),
  news: z.array(NewsSchema).optional(),
  presskits: z.array(PresskitSchema).optional(),
  forms: z.array(FormSchema).optional(),
  keys: z.array(KeySchema).optional(),
  shops: z.array(ShopSchema).optional(),
  event_shops: z.array(EventShopSchema).optional(),
  ambassador_programs: z.array(AmbassadorProgramSchema).optional(),
  orders: z.array(OrderSchema).optional(),
  payouts: z.array(PayoutSchema).optional(),
  webhooks: z.array(WebhookSchema).optional(),
});

/** A world file as written (before validation it is `unknown`; this is its shape once parsed). */
export type WorldFile = z.input<typeof WorldFileSchema>;
export type WorldFileParsed = z.output<typeof WorldFileSchema>;
/** The sections in the order docs/world-format.md lists them (problems are reported in this order). */
export const WORLD_SECTIONS = ["description", "site_url", "default_fee", "genres", "crews", "artists", "promoters", "venues", "events", "partners", "news", "presskits", "forms", "keys", "shops", "event_shops", "ambassador_programs", "orders", "payouts", "webhooks"] as const;

// ---------------------------------------------------------------------------------------------
// The resolved world: every id present, every default applied, every time an instant.
// ---------------------------------------------------------------------------------------------

export interface ResolvedWorld {
  site_url: string;
  default_fee: Fee;
  genres: ResolvedGenre[];
  crews: ResolvedCrew[];
  artists: ResolvedPage[];
  promoters: ResolvedPromoter[];
  venues: ResolvedVenue[];
  events: ResolvedEvent[];
  partners: ResolvedPartner[];
  news: ResolvedNews[];
  presskits: ResolvedPresskit[];
  forms: ResolvedForm[];
  keys: ResolvedKey[];
  shops: ResolvedShop[];
  event_shops: ResolvedEventShop[];
  ambassador_programs: ResolvedAmbassadorProgram[];
  orders: ResolvedOrder[];
  payouts: ResolvedPayout[];
  webhooks: ResolvedWebhook[];
}
