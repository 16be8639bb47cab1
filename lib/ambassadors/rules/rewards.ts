/**
 * Rewards and claims. A reward's `stock_left` is the world's `stock` less claims made since the
 * load (null: unlimited). `available` is false while the organiser has switched it off, outside
 * its dates (from and until both included), and once `stock_left` is 0.
 *
 * A claim is refused for the first of these reasons, in this order:
 *   1. member_not_active (403)  - a pending or suspended member can claim nothing, so every
 *                                 reward gives them the same, true answer;
 *   2. inactive (409), not_started (409), ended (409), out_of_stock (409)
 *                               - the reward's own state, the same for every member;
 *   3. tier_locked (403), max_per_member (409), insufficient_credits (409)
 *                               - this member against this reward: the gate first (climbing is
 *                                 the longest way), then what they already claimed, then what
 *                                 they can pay;
 *   4. answer_required (422)    - last: a claim that would pass is only missing its answer, so a
 *                                 member is never asked a question for a claim refused anyway.
 * Claims that are not cancelled count towards `max_per_member`. The tier gate compares the
 * member's XP with the gate tier's `min_xp` (XP is kept while gamification is off, so the gate
 * does not open when tiers are hidden). A route reaches this after its 401, 404 (unknown reward)
 * and malformed-body checks; the transaction that debits must re-check balance, stock and limit.
 */
import type { Claim, Member, Reward, Tier } from "./types";

export const CLAIM_ANSWER_MAX = 500;

export type ClaimReason =
  | "member_not_active"
  | "inactive"
  | "not_started"
  | "ended"
  | "out_of_stock"
  | "tier_locked"
  | "max_per_member"
  | "insufficient_credits"
  | "answer_required";

export interface ClaimRefusal {
  reason: ClaimReason;
  status: 403 | 409 | 422;
  /** The problem code of the errors table. */
  code: "conflict" | "validation_error";
}

/** Every reason with its status and code, in the order they are checked. */
export const CLAIM_REFUSALS: Readonly<Record<ClaimReason, ClaimRefusal>> = {
  member_not_active: { reason: "member_not_active", status: 403, code: "validation_error" },
  inactive: { reason: "inactive", status: 409, code: "conflict" },
  not_started: { reason: "not_started", status: 409, code: "conflict" },
  ended: { reason: "ended", status: 409, code: "conflict" },
  out_of_stock: { reason: "out_of_stock", status: 409, code: "conflict" },
  tier_locked: { reason: "tier_locked", status: 403, code: "validation_error" },
  max_per_member: { reason: "max_per_member", status: 409, code: "conflict" },
  insufficient_credits: { reason: "insufficient_credits", status: 409, code: "conflict" },
  answer_required: { reason: "answer_required", status: 422, code: "validation_error" },
};

type Dates = Pick<Reward, "available_from" | "available_until">;
export const notStarted = (r: Dates, now: Date): boolean => r.available_from !== null && now.getTime() < r.available_from.getTime();
export const ended = (r: Dates, now: Date): boolean => r.available_until !== null && now.getTime() > r.available_until.getTime();
export const outOfStock = (r: Pick<Reward, "stock_left">): boolean => r.stock_left !== null && r.stock_left <= 0;

export function rewardAvailability(
  reward: Pick<Reward, "active" | "available_from" | "available_until" | "stock_left">,
  now: Date,
): { available: boolean; stock_left: number | null } {
  const stock_left = reward.stock_left === null ? null : Math.max(0, reward.stock_left);
  return { available: reward.active && !notStarted(reward, now) && !ended(reward, now) && !outOfStock(reward), stock_left };
}

/** Claims that count towards `max_per_member`: this reward's, not cancelled. */
export const countedClaims = (claims: readonly Pick<Claim, "reward" | "status">[], rewardId: string): number =>
  claims.filter((c) => c.reward === rewardId && c.status !== "cancelled").length;

/** The answer as stored: trimmed, null when blank or when the reward asks nothing. */
export function claimAnswer(reward: Pick<Reward, "claim_prompt">, answer: string | null | undefined): string | null {
  if (reward.claim_prompt === null) return null;
  const a = answer?.trim() ?? "";
  return a === "" ? null : a;
}

export interface ClaimAttempt {
  reward: Reward;
  member: Pick<Member, "status" | "xp">;
  /** The member's claims (any reward, any status). */
  memberClaims: readonly Pick<Claim, "reward" | "status">[];
  /** The member's credit balance (sum of the ledger). */
  balance: number;
  /** The tier named by `reward.min_tier`, resolved; null when the reward has no gate. */
  minTier: Pick<Tier, "min_xp"> | null;
  now: Date;
  answer: string | null | undefined;
}

export function claimRefusal(a: ClaimAttempt): ClaimRefusal | null {
  const r = a.reward;
  const refuse = (reason: ClaimReason) => CLAIM_REFUSALS[reason];
  if (a.member.status !== "active") return refuse("member_not_active");
  if (!r.active) return refuse("inactive");
  if (notStarted(r, a.now)) return refuse("not_started");
  if (ended(r, a.now)) return refuse("ended");
  if (outOfStock(r)) return refuse("out_of_stock");
  if (a.minTier !== null && a.member.xp < a.minTier.min_xp) return refuse("tier_locked");
  if (countedClaims(a.memberClaims, r.id) >= r.max_per_member) return refuse("max_per_member");
  if (a.balance < r.cost) return refuse("insufficient_credits");
  if (r.claim_prompt !== null && claimAnswer(r, a.answer) === null) return refuse("answer_required");
  return null;
}

/** A new claim waits for the organiser. */
export const NEW_CLAIM_STATUS = "pending" as const;
export const CLAIM_LEDGER_REASON = "claim";

/** The ledger entry a claim writes in the same transaction (none for a free reward). */
export const claimDebit = (reward: Pick<Reward, "cost" | "name">): { amount: number; reason: string; note: string } | null =>
  reward.cost > 0 ? { amount: -reward.cost, reason: CLAIM_LEDGER_REASON, note: reward.name } : null;
