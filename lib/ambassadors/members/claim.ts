/**
 * POST /v1/ambassador-claim. Every check is the pure `claimRefusal`, run inside one transaction
 * that locks the member row and then the reward row (always in that order, so two claims cannot
 * deadlock) and re-reads the balance, the stock and the member's claims under those locks. The
 * claim, its ledger debit, the balance and the stock are written before the locks are released,
 * so concurrent claims of the last unit give exactly one claim.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { NEW_CLAIM_STATUS, SESSION_HEADER, claimAnswer, claimDebit, claimRefusal, type ClaimRefusal } from "@/lib/ambassadors/rules";
import { toMember, toReward } from "@/lib/ambassadors/serialize";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import { ambassadorClaims, ambassadorLedger, ambassadorMembers, ambassadorRewards, ambassadorTiers } from "@/lib/db/schema";
import { Problem, conflict, notFound, type FieldError } from "@/lib/http/problem";
import type { SignedIn } from "./session";

const DETAIL: Record<ClaimRefusal["reason"], string> = {
  member_not_active: "Only active members can claim rewards.",
  inactive: "This reward is switched off.",
  not_started: "This reward cannot be claimed yet.",
  ended: "This reward can no longer be claimed.",
  out_of_stock: "This reward is out of stock.",
  tier_locked: "This reward needs a higher tier.",
  max_per_member: "This member has claimed this reward as often as allowed.",
  insufficient_credits: "The member's balance does not cover the cost.",
  answer_required: "This reward asks a question: send the answer in `answer`.",
};

/**
 * What each validation_error refusal points at (every validation_error carries `errors`): the
 * session header for a member who may not claim, the reward for a tier gate, the answer.
 */
const FIELD: Partial<Record<ClaimRefusal["reason"], FieldError>> = {
  member_not_active: { param: SESSION_HEADER, message: "The session's member is pending or suspended: only active members can claim rewards." },
  tier_locked: { param: "reward_id", message: "Needs a higher tier than the member's (see the reward's min_tier)." },
  answer_required: { param: "answer", message: "Required: this reward asks a question." },
};

function refusal(r: ClaimRefusal): Problem {
  const detail = DETAIL[r.reason];
  if (r.code === "conflict") return conflict(detail, { reason: r.reason });
  const field = FIELD[r.reason];
  return new Problem("validation_error", detail, { status: r.status, errors: field ? [field] : [], extra: { reason: r.reason } });
}

export async function claimReward(crew: CrewScope, who: SignedIn, rewardId: string, answer: string | undefined, now: Date): Promise<{ claim_id: string; status: "pending" }> {
  // Rewards exist for members only while the programme's credits are on (the list is empty otherwise).
  if (!who.programme.credits) throw notFound();
  const db = scopeDb(crew);
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(ambassadorMembers).where(eq(ambassadorMembers.id, who.member.id)).for("update");
    const [reward] = await tx
      .select()
      .from(ambassadorRewards)
      .where(and(eq(ambassadorRewards.id, rewardId), eq(ambassadorRewards.programId, who.programme.id)))
      .for("update");
    if (!member || !reward) throw notFound();
    const claims = await tx.select({ reward: ambassadorClaims.rewardId, status: ambassadorClaims.status }).from(ambassadorClaims).where(eq(ambassadorClaims.memberId, member.id));
    const [minTier] = reward.minTierId ? await tx.select({ min_xp: ambassadorTiers.minXp }).from(ambassadorTiers).where(eq(ambassadorTiers.id, reward.minTierId)) : [];
    const r = toReward(reward);
    const refused = claimRefusal({ reward: r, member: toMember(member), memberClaims: claims, balance: member.creditBalance, minTier: minTier ?? null, now, answer });
    if (refused) throw refusal(refused);

    const id = randomUUID();
    await tx.insert(ambassadorClaims).values({ id, memberId: member.id, rewardId: reward.id, status: NEW_CLAIM_STATUS, answer: claimAnswer(r, answer), createdAt: now });
    const debit = claimDebit(r);
    if (debit) {
      await tx.insert(ambassadorLedger).values({ id: randomUUID(), memberId: member.id, amount: debit.amount, reason: debit.reason, note: debit.note, createdAt: now });
      await tx.update(ambassadorMembers).set({ creditBalance: sql`${ambassadorMembers.creditBalance} + ${debit.amount}` }).where(eq(ambassadorMembers.id, member.id));
    }
    if (reward.stock !== null) await tx.update(ambassadorRewards).set({ stock: sql`${ambassadorRewards.stock} - 1` }).where(eq(ambassadorRewards.id, reward.id));
    return { claim_id: id, status: NEW_CLAIM_STATUS };
  });
}
