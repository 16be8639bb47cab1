import { describe, expect, it } from "vitest";
import { creditLists, creditsSummary, DEFAULT_LABELS, gameLists, gameSummary, ledgerBalance, programmeLabels, registration, seatsLeft, signupOpen } from "@/lib/ambassadors/rules";
import { member, TIERS } from "./fixtures";

describe("labels", () => {
  it.each([
    [{}, DEFAULT_LABELS],
    [null, DEFAULT_LABELS],
    [{ credit_singular: "Star", credit_plural: "Stars", xp: "Glow" }, { ...DEFAULT_LABELS, credit_singular: "Star", credit_plural: "Stars", xp: "Glow" }],
    [{ quest: "", badge: "Pin" }, { ...DEFAULT_LABELS, badge: "Pin" }],
  ])("%j", (labels, out) => {
    expect(programmeLabels(labels)).toEqual(out);
  });

  it("defaults read credit, credits, quest, XP, badge, tier", () => {
    expect(DEFAULT_LABELS).toEqual({ credit_singular: "credit", credit_plural: "credits", quest: "quest", xp: "XP", badge: "badge", tier: "tier" });
  });
});

describe("sign-up", () => {
  it.each([
    [true, 40, true],
    [true, 1, true],
    [true, 0, false],
    [false, 40, false],
    [true, -1, false],
  ])("signup_open %s, seats %i -> %s", (signup_open, seats_left, open) => {
    expect(signupOpen({ signup_open, seats_left })).toBe(open);
  });

  it.each([
    [40, 40],
    [0, 0],
    [-1, 0],
  ])("seatsLeft(%i) -> %i", (seats_left, shown) => {
    expect(seatsLeft({ seats_left })).toBe(shown);
  });
});

describe("registration", () => {
  const open = { signup_open: true, seats_left: 5, auto_approve: true };
  const existing = [{ ...member({ id: "m-1", email: "Mia@Fans.test" }), phone: "+436601234501" }];

  it.each([
    ["same phone and e-mail (any case)", open, "+436601234501", "mia@fans.TEST", { kind: "existing", member: existing[0] }],
    ["same phone and e-mail while sign-up is closed", { ...open, signup_open: false }, "+436601234501", "mia@fans.test", { kind: "existing", member: existing[0] }],
    ["phone under another e-mail", open, "+436601234501", "other@fans.test", { kind: "refused", reason: "already_registered" }],
    ["e-mail under another phone", open, "+436601234599", "mia@fans.test", { kind: "refused", reason: "already_registered" }],
    ["new, sign-up off", { ...open, signup_open: false }, "+436601234599", "new@fans.test", { kind: "refused", reason: "signup_closed" }],
    ["new, no seats", { ...open, seats_left: 0 }, "+436601234599", "new@fans.test", { kind: "refused", reason: "signup_closed" }],
    ["new, approved automatically", open, "+436601234599", "new@fans.test", { kind: "new", status: "active" }],
    ["new, waiting for approval", { ...open, auto_approve: false }, "+436601234599", "new@fans.test", { kind: "new", status: "pending" }],
  ])("%s", (_, programme, phone, email, out) => {
    expect(registration(programme, existing, phone, email)).toEqual(out);
  });
});

describe("member page summaries", () => {
  const mia = member({ xp: 320, badges: ["b1", "b2"], completed_quests: ["q1"] });

  it("game block while gamification is on", () => {
    expect(gameSummary({ gamification: true, labels: { xp: "Glow", tier: "Level" } }, mia, TIERS)).toEqual({
      enabled: true,
      xp_label: "Glow",
      lifetime_xp: 320,
      tier: { id: "t-silver", name: "Silver", min_xp: 200, color: "#c0c0c0" },
      next_tier: 180,
      badges_earned: 2,
      quests_completed: 1,
      tier_noun: "Level",
      quest_noun: "quest",
      badge_noun: "badge",
    });
  });

  it("game block while it is off: no tier, no next tier", () => {
    expect(gameSummary({ gamification: false, labels: {} }, mia, TIERS)).toMatchObject({ enabled: false, tier: null, next_tier: null, lifetime_xp: 320 });
  });

  it("at the top tier the next tier is null", () => {
    expect(gameSummary({ gamification: true, labels: {} }, member({ xp: 900 }), TIERS)).toMatchObject({ tier: { name: "Gold" }, next_tier: null });
  });

  it.each([
    [[], 0],
    [[{ amount: 50 }, { amount: -20 }, { amount: 120 }], 150],
    [[{ amount: -5 }], -5],
  ])("ledgerBalance(%j) -> %i", (entries, balance) => {
    expect(ledgerBalance(entries)).toBe(balance);
  });

  it("credits block", () => {
    expect(creditsSummary({ credits: true, labels: { credit_singular: "Star", credit_plural: "Stars" } }, 120)).toEqual({ enabled: true, balance: 120, label_singular: "Star", label_plural: "Stars" });
    expect(creditsSummary({ credits: false, labels: {} }, 0)).toEqual({ enabled: false, balance: 0, label_singular: "credit", label_plural: "credits" });
  });

  it.each([
    [true, true, [1, 2], [1, 2]],
    [false, true, [], [1, 2]],
    [true, false, [1, 2], []],
    [false, false, [], []],
  ])("gamification %s, credits %s: lists", (gamification, credits, game, credit) => {
    expect(gameLists({ gamification }, [1, 2])).toEqual(game);
    expect(creditLists({ credits }, [1, 2])).toEqual(credit);
  });
});
