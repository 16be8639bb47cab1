/**
 * Ambassador programmes: one per promoter or venue page, with the events its codes work on, its
 * tiers, badges, quests and rewards, its members with their ledgers and claims, and the member
 * sessions and sign-in links the API mints. XP and credits are as the world states them plus what
 * the API's writes change (claims debit credits); sales are derived from orders carrying a code.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";

export type ProgrammeLabels = { credit_singular: string; credit_plural: string; quest: string; xp: string; badge: string; tier: string };

export const ambassadorPrograms = pgTable(
  "ambassador_programs",
  {
    id: uuid("id").primaryKey(),
    ownerType: text("owner_type").$type<"promoter" | "venue">().notNull(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    signupOpen: boolean("signup_open").notNull(),
    /** Storefront invites left; each member who joins through the API takes one. */
    seatsLeft: integer("seats_left").notNull(),
    autoApprove: boolean("auto_approve").notNull(),
    discountPercentage: integer("discount_percentage").notNull(),
    gamification: boolean("gamification").notNull(),
    credits: boolean("credits").notNull(),
    labels: jsonb("labels").$type<ProgrammeLabels>().notNull(),
    leaderboardPublished: boolean("leaderboard_published").notNull(),
    leaderboardMetric: text("leaderboard_metric").$type<"tickets" | "xp" | "revenue">().notNull(),
  },
  (t) => [uniqueIndex("ambassador_programs_owner_idx").on(t.ownerType, t.ownerId)],
);

/** Events a programme's codes work on, with the discount there (null: the programme's percentage). */
export const ambassadorProgramEvents = pgTable(
  "ambassador_program_events",
  {
    programId: uuid("program_id")
      .notNull()
      .references(() => ambassadorPrograms.id, { onDelete: "cascade" }),
    eventId: integer("event_id").notNull(),
    position: integer("position").notNull(),
    percentage: integer("percentage"),
    /** Currency units, like ticket prices. */
    amount: numeric("amount", { mode: "number" }),
    minOrderAmount: numeric("min_order_amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.eventId] }), index("ambassador_program_events_event_idx").on(t.eventId)],
);

export const ambassadorTiers = pgTable(
  "ambassador_tiers",
  {
    id: uuid("id").primaryKey(),
    programId: uuid("program_id")
      .notNull()
      .references(() => ambassadorPrograms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    minXp: integer("min_xp").notNull(),
    color: text("color"),
  },
  (t) => [index("ambassador_tiers_program_idx").on(t.programId, t.position)],
);

export const ambassadorBadges = pgTable(
  "ambassador_badges",
  {
    id: uuid("id").primaryKey(),
    programId: uuid("program_id")
      .notNull()
      .references(() => ambassadorPrograms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    icon: text("icon").notNull(),
    rarity: text("rarity").notNull(),
  },
  (t) => [index("ambassador_badges_program_idx").on(t.programId, t.position)],
);

export const ambassadorQuests = pgTable(
  "ambassador_quests",
  {
    id: uuid("id").primaryKey(),
    programId: uuid("program_id")
      .notNull()
      .references(() => ambassadorPrograms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    metric: text("metric").notNull(),
    scope: text("scope").$type<"lifetime" | "event" | "window">().notNull(),
    eventId: integer("event_id"),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    threshold: integer("threshold").notNull(),
    xpReward: integer("xp_reward").notNull(),
    creditReward: integer("credit_reward").notNull(),
    badgeId: uuid("badge_id"),
  },
  (t) => [index("ambassador_quests_program_idx").on(t.programId, t.position)],
);

export const ambassadorRewards = pgTable(
  "ambassador_rewards",
  {
    id: uuid("id").primaryKey(),
    programId: uuid("program_id")
      .notNull()
      .references(() => ambassadorPrograms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    cost: integer("cost").notNull(),
    /** Left to claim (claims through the API take from it); null: unlimited. */
    stock: integer("stock"),
    maxPerMember: integer("max_per_member").notNull(),
    availableFrom: ts("available_from"),
    availableUntil: ts("available_until"),
    eventId: integer("event_id"),
    minTierId: uuid("min_tier_id"),
    claimPrompt: text("claim_prompt"),
    active: boolean("active").notNull(),
  },
  (t) => [index("ambassador_rewards_program_idx").on(t.programId, t.position)],
);

export const ambassadorMembers = pgTable(
  "ambassador_members",
  {
    id: uuid("id").primaryKey(),
    programId: uuid("program_id")
      .notNull()
      .references(() => ambassadorPrograms.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164; the dedupe key in the programme; never returned. */
    phone: text("phone").notNull(),
    instagramHandle: text("instagram_handle"),
    locale: text("locale"),
    status: text("status").$type<"active" | "pending" | "suspended">().notNull(),
    code: text("code").notNull(),
    joinedAt: ts("joined_at").notNull(),
    xp: integer("xp").notNull().default(0),
    /** The sum of the member's ledger, kept with it so a claim checks and debits under one row lock. */
    creditBalance: integer("credit_balance").notNull().default(0),
    badgeIds: uuid("badge_ids").array().notNull().default(sql`'{}'::uuid[]`),
    completedQuestIds: uuid("completed_quest_ids").array().notNull().default(sql`'{}'::uuid[]`),
    emailOptOut: boolean("email_opt_out").notNull().default(false),
  },
  (t) => [
    uniqueIndex("ambassador_members_code_idx").on(sql`lower(${t.code})`),
    uniqueIndex("ambassador_members_phone_idx").on(t.programId, t.phone),
    index("ambassador_members_program_idx").on(t.programId, t.joinedAt),
    index("ambassador_members_email_idx").on(t.programId, sql`lower(${t.email})`),
  ],
);

/** Credits (reason sale, opening_balance, claim, quest, ...): the balance is their sum. */
export const ambassadorLedger = pgTable(
  "ambassador_ledger",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => ambassadorMembers.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("ambassador_ledger_member_idx").on(t.memberId, t.createdAt)],
);

/** XP entries as the world states them; their sum is the member's xp. */
export const ambassadorXpLedger = pgTable(
  "ambassador_xp_ledger",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => ambassadorMembers.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("ambassador_xp_ledger_member_idx").on(t.memberId, t.createdAt)],
);

export const ambassadorClaims = pgTable(
  "ambassador_claims",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => ambassadorMembers.id, { onDelete: "cascade" }),
    rewardId: uuid("reward_id")
      .notNull()
      .references(() => ambassadorRewards.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "fulfilled" | "cancelled">().notNull(),
    answer: text("answer"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("ambassador_claims_member_idx").on(t.memberId, t.createdAt), index("ambassador_claims_reward_idx").on(t.rewardId)],
);

/** Member sessions (`amb_st_`), stored as hashes; 8 hours. */
export const ambassadorSessions = pgTable(
  "ambassador_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => ambassadorMembers.id, { onDelete: "cascade" }),
    /** The key that minted it: a session works only with keys of the same crew. */
    crewId: uuid("crew_id").notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("ambassador_sessions_member_idx").on(t.memberId)],
);

/** Sign-in links (`amb_lt_`), stored as hashes; single use, short lived. */
export const ambassadorLoginTokens = pgTable("ambassador_login_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: uuid("member_id")
    .notNull()
    .references(() => ambassadorMembers.id, { onDelete: "cascade" }),
  crewId: uuid("crew_id").notNull(),
  returnUrl: text("return_url").notNull(),
  createdAt: ts("created_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
});
