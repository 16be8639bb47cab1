/**
 * The ambassador programme's read shapes (section 4.12): the owner parameters, the programme, the
 * leaderboard, rewards, quests, the code lookup, members, a member's ledger and the statistics.
 * Money is integer cents except a code's `amount` and `min_order_amount` (currency units, like
 * ticket prices). No shape has a phone, a session or sign-in token, or an account.
 */
import { z } from "zod";
import { count32, id32, name, text, ts, url, word } from "@/lib/http/schemas";
import { listOf, smallListOf } from "@/lib/http/lists";
import { q } from "@/lib/http/query";
import { LEADERBOARD_MAX_LIMIT, MEMBER_STATUSES, QUEST_METRICS, QUEST_SCOPES } from "./rules";

const uuid = () => z.uuid().max(36);
const int = () => z.int().min(-2147483648).max(2147483647);
const label = () => z.string().max(100);

export const OwnerType = z.enum(["promoter", "venue"], { message: "Must be promoter or venue." });
export const MemberStatus = z.enum(MEMBER_STATUSES as ["active", "pending", "suspended"]);

/** A missing required parameter reads "Required." rather than zod's type message. */
const required = () => z.string({ error: (issue) => (issue.input === undefined ? "Required." : undefined) });

const ownerFields = {
  owner_type: required().pipe(OwnerType).describe("The programme's page type: promoter or venue."),
  owner_id: required().pipe(q.positiveId()).describe("The programme's page id."),
};

/** `owner_type` and `owner_id`, both required. */
export const OwnerQuery = z.object(ownerFields);

export const LeaderboardQuery = z.object({
  ...ownerFields,
  limit: q.int(1, LEADERBOARD_MAX_LIMIT).optional().describe("Rows to answer, 1 to 100 (default 25)."),
});

export const MembersQuery = z.object({
  ...ownerFields,
  q: q.text(1, 200).optional().describe("Part of a first or last name, an e-mail address, an Instagram handle or a code; any case."),
  status: MemberStatus.optional().describe("Only members in this status."),
});

export const StatsQuery = z.object({
  ...ownerFields,
  from: q.instant().optional().describe("Start of the window (ISO 8601), with `to`."),
  to: q.instant().optional().describe("End of the window (ISO 8601), after `from` and at most 400 days after it."),
});

export const CodeQuery = z.object({
  event_id: required().pipe(q.positiveId()).describe("The event the code is for."),
  code: required()
    .trim().min(1, "Must be 1 to 64 characters.").max(64, "Must be 1 to 64 characters.").describe("The ambassador code, any case."),
});

const OwnerRef = z.object({ type: OwnerType, id: id32() });

export const ProgramAnswer = z
  .object({
    ok: z.literal(true),
    program: z.object({ name: name(), description: text().nullable() }),
    owner: OwnerRef,
    discount: z.object({ percentage: z.int().min(0).max(100).describe("What a code gives unless its event says otherwise (see GET /v1/ambassador-code).") }),
    signup: z.object({
      open: z.boolean().describe("Registration is open: the organiser allows it and seats are left."),
      seats_left: count32().describe("Storefront invites left; each member who joins through the API takes one."),
    }),
    name: name().describe("Deprecated: use `program.name`."),
    description: text().nullable().describe("Deprecated: use `program.description`."),
    signup_open: z.boolean().describe("Deprecated: use `signup.open`."),
    gamification_enabled: z.boolean().describe("Deprecated: tiers, badges, quests and XP are on (GET /v1/ambassador-quests answers `enabled`)."),
  })
  .meta({ id: "AmbassadorProgram" });

export const LeaderboardAnswer = smallListOf(
  z.object({
    rank: z.int().min(1),
    name: name().describe("First name and last initial."),
    score: count32().nullable().describe("Tickets sold or lifetime XP; null in a revenue ranking."),
    tier: z.object({ name: name(), color: word().nullable() }).nullable().describe("null while tiers are off or below every tier."),
  }),
  { metric: z.enum(["tickets", "xp", "revenue"]) },
).meta({ id: "AmbassadorLeaderboard" });

const EventRef = z.object({ id: id32(), title: name() });

export const Reward = z
  .object({
    id: uuid(),
    name: name(),
    description: text().nullable(),
    image_url: url().nullable(),
    cost: count32().describe("Credits."),
    stock_left: count32().nullable().describe("Left to claim; null: unlimited."),
    max_per_member: count32(),
    available_from: ts().nullable(),
    available_until: ts().nullable(),
    available: z.boolean().describe("false while switched off, outside its dates, or once `stock_left` is 0."),
    event: EventRef.nullable(),
    min_tier: z.object({ id: uuid(), name: name(), min_xp: count32() }).nullable(),
    claim_prompt: text().nullable().describe("A question the claim's `answer` must answer."),
  })
  .meta({ id: "AmbassadorReward" });

export const RewardsAnswer = smallListOf(Reward, {
  credits_enabled: z.boolean(),
  label_singular: label(),
  label_plural: label(),
}).meta({ id: "AmbassadorRewards" });

export const Quest = z
  .object({
    id: uuid(),
    name: name(),
    description: text().nullable(),
    image_url: url().nullable(),
    metric: z.enum(QUEST_METRICS as [string, ...string[]]),
    scope: z.enum(QUEST_SCOPES as [string, ...string[]]),
    threshold: count32(),
    event: EventRef.nullable(),
    starts_at: ts().nullable(),
    ends_at: ts().nullable(),
    xp_reward: count32(),
    credit_reward: count32(),
    badge: z.object({ id: uuid(), name: name(), image_url: url().nullable(), icon: word(), rarity: word() }).nullable(),
  })
  .meta({ id: "AmbassadorQuest" });

export const QuestsAnswer = smallListOf(Quest, {
  enabled: z.boolean().describe("Gamification (tiers, badges, quests, XP) is on."),
  quest_noun: label(),
  xp_label: label(),
  badge_noun: label(),
}).meta({ id: "AmbassadorQuests" });

export const CodeAnswer = z
  .object({
    code: word().describe("The code as the member holds it."),
    discount_id: z.string().max(100).describe("Pass as `discount_id` to ticket checkout: opaque and stable for this code on this event."),
    ambassador_first_name: name(),
    percentage: z.number().min(0).max(100).nullable(),
    amount: z.number().min(0).nullable().describe("Currency units, like ticket prices."),
    min_order_amount: z.number().min(0).describe("Currency units; 0 without a minimum."),
  })
  .meta({ id: "AmbassadorCode" });

const Sales = z.object({ orders: count32(), tickets: count32(), revenue_cents: count32() });

export const MemberListItem = z
  .object({
    id: uuid(),
    first_name: name(),
    last_name: name(),
    email: z.string().max(320),
    instagram_handle: name().nullable(),
    locale: word().nullable(),
    status: MemberStatus,
    code: word(),
    sales: Sales,
    credit_balance: int(),
    xp: int(),
    tier: name().nullable().describe("The tier's name; null while tiers are off or below every tier."),
    joined_at: ts(),
  })
  .meta({ id: "AmbassadorMember" });

export const MembersAnswer = listOf(MemberListItem);

export const LedgerAnswer = listOf(
  z.object({ id: uuid(), amount: int(), reason: word(), note: text().nullable(), created_at: ts() }),
  {
    member: z.object({ id: uuid(), first_name: name(), last_name: name(), status: MemberStatus }),
    credits_enabled: z.boolean(),
    balance: int().describe("The sum of the whole ledger."),
  },
).meta({ id: "AmbassadorLedger" });

export const LedgerParams = z.object({ id: uuid() });

export const StatsAnswer = z
  .object({
    members: z.object({
      total: count32(),
      active: count32(),
      pending: count32(),
      suspended: count32(),
      selling: count32().describe("Members with at least one sale."),
      selling_rate: z.number().min(0).max(1).describe("selling / total, 4 decimals; 0 with no members."),
    }),
    lifetime: Sales,
    window: Sales.extend({ new_members: count32() }).nullable().describe("Sales of orders created between `from` and `to` and members who joined then (both ends included); null without a window."),
    top_codes: z.array(Sales.extend({ code: word() })).max(10).describe("The ten codes with the most revenue, then tickets (lifetime); codes without a sale are left out."),
  })
  .meta({ id: "AmbassadorStats" });
