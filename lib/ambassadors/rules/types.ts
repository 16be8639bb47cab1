/**
 * The plain data the ambassador programme's rules work on (no database, no HTTP). Field names
 * follow the world file and the API (snake_case), so a query module maps rows once and the
 * rules' answers can be returned as they are. Money is integer cents except where the world
 * format says currency units (a code's `amount` and `min_order_amount`); times are `Date`s.
 */
export type OwnerType = "promoter" | "venue";
export const OWNER_TYPES: readonly OwnerType[] = ["promoter", "venue"];

export type MemberStatus = "active" | "pending" | "suspended";
export const MEMBER_STATUSES: readonly MemberStatus[] = ["active", "pending", "suspended"];

export type LeaderboardMetric = "tickets" | "xp" | "revenue";
export const LEADERBOARD_METRICS: readonly LeaderboardMetric[] = ["tickets", "xp", "revenue"];

export type QuestMetric = "orders" | "tickets" | "revenue_cents" | "credits_earned" | "reward_claimed" | "profile_complete" | "manual";
export const QUEST_METRICS: readonly QuestMetric[] = ["orders", "tickets", "revenue_cents", "credits_earned", "reward_claimed", "profile_complete", "manual"];
export type QuestScope = "lifetime" | "event" | "window";
export const QUEST_SCOPES: readonly QuestScope[] = ["lifetime", "event", "window"];

export type ClaimStatus = "pending" | "fulfilled" | "cancelled";
export const CLAIM_STATUSES: readonly ClaimStatus[] = ["pending", "fulfilled", "cancelled"];

/** Ticket order states (the world's; a merch order never carries a code). */
export type OrderStatus = "paid" | "partially_refunded" | "refunded";

/** The words a programme uses; every one has a default (`programmeLabels`). */
export interface Labels {
  credit_singular: string;
  credit_plural: string;
  quest: string;
  xp: string;
  badge: string;
  tier: string;
}

/** An event where members' codes work, with the discount the world gives it (if any). */
export interface ProgrammeEvent {
  event: number;
  /** 1 to 100; null when the entry does not set it. */
  percentage: number | null;
  /** Currency units, like ticket prices; null when the entry does not set it. */
  amount: number | null;
  /** Currency units; null when the entry does not set it (reads as 0). */
  min_order_amount: number | null;
}

export interface Programme {
  id: string;
  owner: { type: OwnerType; id: number };
  name: string;
  description: string | null;
  signup_open: boolean;
  /** Storefront invites left; each member who joins through the API takes one. */
  seats_left: number;
  auto_approve: boolean;
  discount_percentage: number;
  /** Tiers, badges, quests and XP. */
  gamification: boolean;
  /** Credits, rewards and claims. */
  credits: boolean;
  labels: Partial<Labels>;
  leaderboard: { published: boolean; metric: LeaderboardMetric };
  events: ProgrammeEvent[];
}

export interface Tier {
  id: string;
  name: string;
  min_xp: number;
  color: string;
}

export interface Badge {
  id: string;
  name: string;
  image_url: string | null;
  icon: string;
  rarity: string;
}

export interface Quest {
  id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  metric: QuestMetric;
  scope: QuestScope;
  /** Scope event: an event of the programme, or null for any single event. */
  event: number | null;
  /** Scope window: both set, starts_at first; otherwise null. */
  starts_at: Date | null;
  ends_at: Date | null;
  threshold: number;
  xp_reward: number;
  credit_reward: number;
  /** A badge id of the programme. */
  badge: string | null;
}

export interface Reward {
  id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  cost: number;
  /** The world's `stock` less claims made since the load; null: unlimited. */
  stock_left: number | null;
  max_per_member: number;
  available_from: Date | null;
  available_until: Date | null;
  /** An event id of the programme, or null. */
  event: number | null;
  /** A tier id of the programme, or null. */
  min_tier: string | null;
  claim_prompt: string | null;
  /** False: switched off by the organiser. */
  active: boolean;
}

export interface Member {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  instagram_handle: string | null;
  locale: string | null;
  status: MemberStatus;
  code: string;
  joined_at: Date;
  /** Lifetime XP as the world states it (plus nothing the API recomputes). */
  xp: number;
  /** Badge ids earned. */
  badges: string[];
  /** Quest ids completed, as the world states them. */
  completed_quests: string[];
  email_opt_out: boolean;
}

export interface LedgerEntry {
  id: string;
  amount: number;
  reason: string;
  note: string | null;
  created_at: Date;
}

export interface Claim {
  id: string;
  /** The reward's id. */
  reward: string;
  status: ClaimStatus;
  answer: string | null;
  created_at: Date;
}

/** One ticket order as the sales rules see it. */
export interface OrderFacts {
  /** The ambassador code it carries, as written; null: none. */
  code: string | null;
  /** Sum of its line quantities. */
  tickets: number;
  amount_total: number;
  amount_refunded: number;
  status: OrderStatus;
  /** false: its payment came after its checkout was released and what it bought was sold since (nothing was sold; it is refunded). */
  fulfilled: boolean;
  event_id: number;
  created_at: Date;
}

/** What a member sold: fulfilled orders carrying their code that are not fully refunded. */
export interface Sales {
  orders: number;
  tickets: number;
  revenue_cents: number;
}

/** A closed time range [from, to], both ends included. */
export interface TimeWindow {
  from: Date;
  to: Date;
}
