/**
 * The world file: its zod schema (structure only) and the resolved world that the loader takes.
 *
 * The format is docs/world-format.md. This schema accepts everything that page describes,
 * including its last section, "What this project adds" (optional extras such as key token
 * hashes and presale admin fields, so an exported world round-trips), whose list of defaults
 * `validateWorld` applies.
 *
 * Unknown fields are refused (a typo must not pass silently). Time fields are plain strings
 * here: `validateWorld` resolves them, because their meaning depends on `now`, on the event's
 * time zone and start.
 *
 * Split by what it holds: primitives.ts (ids, times, texts, money, origins, the fee), pages.ts,
 * crews-and-keys.ts, events.ts, content.ts (partners, news, presskits, forms),
 * commerce-and-webhooks.ts, shop.ts (shops and event shops), ambassadors.ts (ambassador programmes), and world.ts (WorldFileSchema and ResolvedWorld). This module
 * exports what the world format offers; the building blocks stay internal to this folder.
 */
export { FeeSchema, originOf, type Fee } from "./primitives";
export { CAPACITY_LAYOUTS, type ResolvedGenre, type ResolvedLocation, type ResolvedPage, type ResolvedPromoter, type ResolvedVenue } from "./pages";
export { ADMIN_TOKEN_FORMAT, MEMBER_ROLES, type MemberRole, type ResolvedCrew, type ResolvedKey, type ResolvedMember } from "./crews-and-keys";
export {
  PRESALE_HIDDEN_FIELDS,
  type ResolvedAlbum,
  type ResolvedDay,
  type ResolvedEvent,
  type ResolvedEventAccessCode,
  type ResolvedEventCoupon,
  type ResolvedPhoto,
  type ResolvedPresale,
  type ResolvedSet,
  type ResolvedTier,
} from "./events";
export type { ResolvedForm, ResolvedNews, ResolvedPartner, ResolvedPresskit } from "./content";
export {
  MAX_WEBHOOKS_PER_CREW,
  ORDER_STATUSES,
  WEBHOOK_SECRET_FORMAT,
  WEBHOOK_STATES,
  type ResolvedOrder,
  type ResolvedPayout,
  type ResolvedWebhook,
} from "./commerce-and-webhooks";
export {
  COUNTRY_RULES,
  DEFAULT_MAX_PER_ORDER,
  FULFILMENT_MODES,
  SELLER_TYPES,
  resolveDay,
  type FulfilmentMode,
  type ResolvedCoupon,
  type ResolvedDelivery,
  type ResolvedEventShop,
  type ResolvedPickupLocation,
  type ResolvedProduct,
  type ResolvedShop,
  type ResolvedVariant,
  type ShopSellerType,
} from "./shop";
export {
  DEFAULT_BADGE_ICON,
  DEFAULT_BADGE_RARITY,
  DEFAULT_LEADERBOARD,
  DEFAULT_TIER_COLOR,
  PROGRAMME_OWNER_TYPES,
  type ResolvedAmbassadorBadge,
  type ResolvedAmbassadorMember,
  type ResolvedAmbassadorProgram,
  type ResolvedAmbassadorTier,
  type ResolvedClaim,
  type ResolvedLedgerEntry,
  type ResolvedProgrammeEvent,
  type ResolvedQuest,
  type ResolvedReward,
} from "./ambassadors";
export { DEFAULT_FEE, DEFAULT_SITE_URL, WORLD_SECTIONS, WorldFileSchema, type ResolvedWorld, type WorldFile, type WorldFileParsed } from "./world";
