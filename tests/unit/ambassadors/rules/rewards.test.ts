import { describe, expect, it } from "vitest";
import { CLAIM_REFUSALS, claimAnswer, claimDebit, claimRefusal, countedClaims, rewardAvailability, type ClaimAttempt, type ClaimReason } from "@/lib/ambassadors/rules";
import { member, NOW, plus, reward } from "./fixtures";

const MS = 1;

describe("rewardAvailability", () => {
  it.each([
    ["open, in stock", {}, true, 5],
    ["unlimited", { stock_left: null }, true, null],
    ["gone", { stock_left: 0 }, false, 0],
    ["switched off", { active: false }, false, 5],
    ["starts in a millisecond", { available_from: plus(NOW, MS) }, false, 5],
    ["starts now", { available_from: NOW }, true, 5],
    ["ends now (included)", { available_until: NOW }, true, 5],
    ["ended a millisecond ago", { available_until: plus(NOW, -MS) }, false, 5],
    ["between its dates", { available_from: plus(NOW, -1000), available_until: plus(NOW, 1000) }, true, 5],
    ["negative stock reads as 0", { stock_left: -2 }, false, 0],
  ])("%s", (_, over, available, stock_left) => {
    expect(rewardAvailability(reward(over), NOW)).toEqual({ available, stock_left });
  });
});

const attempt = (over: Partial<ClaimAttempt> = {}): ClaimAttempt => ({
  reward: reward(),
  member: member({ xp: 300 }),
  memberClaims: [],
  balance: 100,
  minTier: null,
  now: NOW,
  answer: undefined,
  ...over,
});

describe("claimRefusal: each reason alone", () => {
  it.each<[string, Partial<ClaimAttempt>, ClaimReason, number, string]>([
    ["pending member", { member: member({ status: "pending" }) }, "member_not_active", 403, "validation_error"],
    ["suspended member", { member: member({ status: "suspended" }) }, "member_not_active", 403, "validation_error"],
    ["switched off", { reward: reward({ active: false }) }, "inactive", 409, "conflict"],
    ["before its start", { reward: reward({ available_from: plus(NOW, 1) }) }, "not_started", 409, "conflict"],
    ["after its end", { reward: reward({ available_until: plus(NOW, -1) }) }, "ended", 409, "conflict"],
    ["no stock left", { reward: reward({ stock_left: 0 }) }, "out_of_stock", 409, "conflict"],
    ["below the gate tier", { minTier: { min_xp: 301 } }, "tier_locked", 403, "validation_error"],
    ["at the limit (pending claim)", { memberClaims: [{ reward: "r-1", status: "pending" }] }, "max_per_member", 409, "conflict"],
    ["at the limit (fulfilled claim)", { memberClaims: [{ reward: "r-1", status: "fulfilled" }] }, "max_per_member", 409, "conflict"],
    ["one credit short", { balance: 49 }, "insufficient_credits", 409, "conflict"],
    ["negative balance", { balance: -10 }, "insufficient_credits", 409, "conflict"],
    ["question without answer", { reward: reward({ claim_prompt: "Your size?" }) }, "answer_required", 422, "validation_error"],
    ["question with a blank answer", { reward: reward({ claim_prompt: "Your size?" }), answer: "   " }, "answer_required", 422, "validation_error"],
    ["question with an empty answer", { reward: reward({ claim_prompt: "Your size?" }), answer: "" }, "answer_required", 422, "validation_error"],
  ])("%s -> %s", (_, over, reason, status, code) => {
    expect(claimRefusal(attempt(over))).toEqual({ reason, status, code });
  });
});

describe("claimRefusal: accepted claims", () => {
  it.each<[string, Partial<ClaimAttempt>]>([
    ["plain", {}],
    ["balance exactly the cost", { balance: 50 }],
    ["free reward with no credits", { reward: reward({ cost: 0 }), balance: 0 }],
    ["XP exactly the gate", { minTier: { min_xp: 300 } }],
    ["a cancelled claim does not count", { memberClaims: [{ reward: "r-1", status: "cancelled" }] }],
    ["claims of other rewards do not count", { memberClaims: [{ reward: "r-2", status: "fulfilled" }] }],
    ["one of two allowed", { reward: reward({ max_per_member: 2 }), memberClaims: [{ reward: "r-1", status: "fulfilled" }] }],
    ["unlimited stock", { reward: reward({ stock_left: null }) }],
    ["last unit", { reward: reward({ stock_left: 1 }) }],
    ["answered question", { reward: reward({ claim_prompt: "Your size?" }), answer: "M" }],
    ["answer to no question is ignored", { answer: "" }],
    ["on the last instant", { reward: reward({ available_until: NOW }) }],
  ])("%s", (_, over) => {
    expect(claimRefusal(attempt(over))).toBeNull();
  });
});

describe("claimRefusal: the first reason wins", () => {
  const everything: Partial<ClaimAttempt> = {
    member: member({ status: "suspended", xp: 0 }),
    reward: reward({ active: false, available_from: plus(NOW, 1), stock_left: 0, claim_prompt: "Why?" }),
    minTier: { min_xp: 500 },
    memberClaims: [{ reward: "r-1", status: "pending" }],
    balance: 0,
    answer: null,
  };
  // Each step clears the reason before it, so the next one shows.
  it.each<[ClaimReason, Partial<ClaimAttempt>]>([
    ["member_not_active", {}],
    ["inactive", { member: member({ xp: 0 }) }],
    ["not_started", { member: member({ xp: 0 }), reward: reward({ available_from: plus(NOW, 1), available_until: plus(NOW, -1), stock_left: 0, claim_prompt: "Why?" }) }],
    ["ended", { member: member({ xp: 0 }), reward: reward({ available_until: plus(NOW, -1), stock_left: 0, claim_prompt: "Why?" }) }],
    ["out_of_stock", { member: member({ xp: 0 }), reward: reward({ stock_left: 0, claim_prompt: "Why?" }) }],
    ["tier_locked", { member: member({ xp: 0 }), reward: reward({ claim_prompt: "Why?" }) }],
    ["max_per_member", { member: member({ xp: 500 }), reward: reward({ claim_prompt: "Why?" }) }],
    ["insufficient_credits", { member: member({ xp: 500 }), reward: reward({ claim_prompt: "Why?" }), memberClaims: [] }],
    ["answer_required", { member: member({ xp: 500 }), reward: reward({ claim_prompt: "Why?" }), memberClaims: [], balance: 50 }],
  ])("%s", (reason, over) => {
    expect(claimRefusal(attempt({ ...everything, ...over }))?.reason).toBe(reason);
  });

  it("lists every reason once with its status", () => {
    expect(Object.keys(CLAIM_REFUSALS)).toEqual([
      "member_not_active", "inactive", "not_started", "ended", "out_of_stock", "tier_locked", "max_per_member", "insufficient_credits", "answer_required",
    ]);
  });
});

describe("claim helpers", () => {
  it.each([
    [null, "anything", null],
    ["Size?", "  M  ", "M"],
    ["Size?", "  ", null],
    ["Size?", undefined, null],
  ])("claimAnswer(prompt %s, %s) -> %s", (claim_prompt, answer, stored) => {
    expect(claimAnswer({ claim_prompt }, answer)).toBe(stored);
  });

  it("counts this reward's claims that are not cancelled", () => {
    const claims = [
      { reward: "r-1", status: "pending" as const },
      { reward: "r-1", status: "fulfilled" as const },
      { reward: "r-1", status: "cancelled" as const },
      { reward: "r-2", status: "pending" as const },
    ];
    expect(countedClaims(claims, "r-1")).toBe(2);
  });

  it.each([
    [50, { amount: -50, reason: "claim", note: "Guest list spot" }],
    [0, null],
  ])("claimDebit(cost %i)", (cost, entry) => {
    expect(claimDebit(reward({ cost }))).toEqual(entry);
  });
});
