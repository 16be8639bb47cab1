/**
 * Ambassador programmes (one per promoter or venue page): the events their codes work on, tiers,
 * badges, quests, rewards, and members with their ledgers and claims. Their schemas in the world
 * file and their resolved shapes.
 *
 * The schema checks structure and single values (enums, ranges, code format); what needs the rest
 * of the world or several fields at once is checked in lib/world/validate/check-ambassadors.ts.
 */
import { z } from "zod";
import { CLAIM_STATUSES, LEADERBOARD_METRICS, MEMBER_STATUSES, QUEST_METRICS, QUEST_SCOPES, type ClaimStatus, type LeaderboardMetric, type Labels, type MemberStatus, type QuestMetric, type QuestScope } from "../../ambassadors/rules/types";
import { CODE_MAX } from "../../ambassadors/rules/validation";
import { IntId, MAX_INT, NullableText, PageRef, Time, Uuid } from "./primitives";

export const PROGRAMME_OWNER_TYPES = ["promoter", "venue"] as const;
/** What a badge shows when the world names no icon or rarity. */
export const DEFAULT_BADGE_ICON = "award";
export const DEFAULT_BADGE_RARITY = "common";
/** A tier's colour when the world gives none. */
export const DEFAULT_TIER_COLOR = "#808080";
export const DEFAULT_LEADERBOARD = { published: false, metric: "tickets" } as const;

const Whole = (min = 0) =>
  z
    .int({ error: "must be a whole number" })
    .min(min, { error: min === 0 ? "must not be negative" : `must be at least ${min}` })
    .max(MAX_INT);
const SignedWhole = z.int({ error: "must be a whole number" }).min(-MAX_INT).max(MAX_INT);
const Percentage = z.int({ error: "must be a whole number" }).min(1, { error: "must be 1 to 100" }).max(100, { error: "must be 1 to 100" });
/** Currency units, like ticket prices (two decimals at most is the payment side's concern). */
const Units = (positive: boolean) => z.number({ error: "must be a number" }).min(0, { error: "must not be negative" }).refine((n) => !positive || n > 0, { error: "must be above 0" });
const Label = z.string().min(1, { error: "must not be empty" });
const enumOf = <T extends string>(values: readonly T[], what: string) => z.enum(values as [T, ...T[]], { error: `must be ${what}: ${values.join(", ")}` });

export const ProgrammeEventSchema = z.strictObject({
  event: IntId,
  percentage: Percentage.nullable().optional(),
  amount: Units(true).nullable().optional(),
  min_order_amount: Units(false).optional(),
});

export const TierSchema = z.strictObject({ id: Uuid.optional(), name: z.string().min(1), min_xp: Whole(), color: z.string().min(1).nullable().optional() });

export const BadgeSchema = z.strictObject({
  id: Uuid.optional(),
  name: z.string().min(1),
  image_url: NullableText.optional(),
  icon: z.string().min(1).optional(),
  rarity: z.string().min(1).optional(),
});

export const QuestSchema = z.strictObject({
  id: Uuid.optional(),
  name: z.string().min(1),
  description: NullableText.optional(),
  image_url: NullableText.optional(),
  metric: enumOf(QUEST_METRICS, "a quest metric"),
  scope: enumOf(QUEST_SCOPES, "a quest scope"),
  event: IntId.nullable().optional(),
  starts_at: Time.nullable().optional(),
  ends_at: Time.nullable().optional(),
  threshold: Whole(1),
  xp_reward: Whole().optional(),
  credit_reward: Whole().optional(),
  badge: Uuid.nullable().optional(),
});

export const RewardSchema = z.strictObject({
  id: Uuid.optional(),
  name: z.string().min(1),
  description: NullableText.optional(),
  image_url: NullableText.optional(),
  cost: Whole(),
  stock: Whole().nullable().optional(),
  max_per_member: Whole(1).optional(),
  available_from: Time.nullable().optional(),
  available_until: Time.nullable().optional(),
  event: IntId.nullable().optional(),
  min_tier: Uuid.nullable().optional(),
  claim_prompt: NullableText.optional(),
  active: z.boolean().optional(),
});

export const LedgerEntrySchema = z.strictObject({
  id: Uuid.optional(),
  amount: SignedWhole,
  reason: z.string().min(1),
  note: NullableText.optional(),
  created_at: Time,
});

export const ClaimSchema = z.strictObject({
  id: Uuid.optional(),
  reward: Uuid,
  status: enumOf(CLAIM_STATUSES, "a claim status"),
  answer: NullableText.optional(),
  created_at: Time,
});

export const AmbassadorMemberSchema = z.strictObject({
  id: Uuid.optional(),
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: z.email({ error: "must be an email address" }),
  // E.164 is checked semantically (with the rules the API applies to sign-ups).
  phone: z.string().min(1),
  instagram_handle: NullableText.optional(),
  locale: NullableText.optional(),
  status: enumOf(MEMBER_STATUSES, "a member status"),
  code: z.string().regex(/^[A-Za-z0-9_-]+$/, { error: "must be letters, digits, - and _" }).max(CODE_MAX, { error: `must be at most ${CODE_MAX} characters` }),
  joined_at: Time.optional(),
  xp: Whole().optional(),
  credit_balance: SignedWhole.optional(),
  ledger: z.array(LedgerEntrySchema).optional(),
  xp_ledger: z.array(LedgerEntrySchema).optional(),
  badges: z.array(Uuid).optional(),
  completed_quests: z.array(Uuid).optional(),
  claims: z.array(ClaimSchema).optional(),
  email_opt_out: z.boolean().optional(),
});

export const AmbassadorProgramSchema = z.strictObject({
  id: Uuid.optional(),
  owner: PageRef(PROGRAMME_OWNER_TYPES),
  name: z.string().min(1),
  description: NullableText.optional(),
  signup_open: z.boolean(),
  seats_left: Whole(),
  auto_approve: z.boolean(),
  discount_percentage: Percentage,
  gamification: z.boolean(),
  credits: z.boolean(),
  labels: z
    .strictObject({ credit_singular: Label.optional(), credit_plural: Label.optional(), quest: Label.optional(), xp: Label.optional(), badge: Label.optional(), tier: Label.optional() })
    .nullable()
    .optional(),
  leaderboard: z.strictObject({ published: z.boolean(), metric: enumOf(LEADERBOARD_METRICS, "a leaderboard metric") }).optional(),
  events: z.array(ProgrammeEventSchema).optional(),
  tiers: z.array(TierSchema).optional(),
  badges: z.array(BadgeSchema).optional(),
  quests: z.array(QuestSchema).optional(),
  rewards: z.array(RewardSchema).optional(),
  members: z.array(AmbassadorMemberSchema).optional(),
});

// ---------------------------------------------------------------------------------------------
// Resolved shapes: every id present (lower-case), every default applied, times as instants.
// ---------------------------------------------------------------------------------------------

export interface ResolvedProgrammeEvent {
  event: number;
  percentage: number | null;
  /** Currency units. */
  amount: number | null;
  /** Currency units; 0 when the entry leaves it out. */
  min_order_amount: number;
}

export interface ResolvedAmbassadorTier {
  id: string;
  name: string;
  min_xp: number;
  color: string;
}

export interface ResolvedAmbassadorBadge {
  id: string;
  name: string;
  image_url: string | null;
  icon: string;
  rarity: string;
}

export interface ResolvedQuest {
  id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  metric: QuestMetric;
  scope: QuestScope;
  event: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  threshold: number;
  xp_reward: number;
  credit_reward: number;
  badge: string | null;
}

export interface ResolvedReward {
  id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  cost: number;
  stock: number | null;
  max_per_member: number;
  available_from: Date | null;
  available_until: Date | null;
  event: number | null;
  min_tier: string | null;
  claim_prompt: string | null;
  active: boolean;
}

export interface ResolvedLedgerEntry {
  id: string;
  amount: number;
  reason: string;
  note: string | null;
  created_at: Date;
}

export interface ResolvedClaim {
  id: string;
  reward: string;
  status: ClaimStatus;
  answer: string | null;
  created_at: Date;
}

export interface ResolvedAmbassadorMember {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164. */
  phone: string;
  instagram_handle: string | null;
  locale: string | null;
  status: MemberStatus;
  code: string;
  joined_at: Date;
  xp: number;
  /** The sum of `ledger`. */
  credit_balance: number;
  /** A credit_balance given without a ledger is here as one `opening_balance` entry. */
  ledger: ResolvedLedgerEntry[];
  xp_ledger: ResolvedLedgerEntry[];
  badges: string[];
  completed_quests: string[];
  claims: ResolvedClaim[];
  email_opt_out: boolean;
}

export interface ResolvedAmbassadorProgram {
  id: string;
  owner: { type: (typeof PROGRAMME_OWNER_TYPES)[number]; id: number };
  name: string;
  description: string | null;
  signup_open: boolean;
  seats_left: number;
  auto_approve: boolean;
  discount_percentage: number;
  gamification: boolean;
  credits: boolean;
  /** Every label, the defaults filled in. */
  labels: Labels;
  leaderboard: { published: boolean; metric: LeaderboardMetric };
  events: ResolvedProgrammeEvent[];
  tiers: ResolvedAmbassadorTier[];
  badges: ResolvedAmbassadorBadge[];
  quests: ResolvedQuest[];
  rewards: ResolvedReward[];
  members: ResolvedAmbassadorMember[];
}
