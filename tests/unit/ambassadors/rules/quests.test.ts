import { describe, expect, it } from "vitest";
import { inQuestTime, questOpen, questProgress, questScopeProblem, questSalesValue, type MemberActivity, type Quest } from "@/lib/ambassadors/rules";
import { member, ms, order, quest } from "./fixtures";

const JOINED = ms("2026-01-01T00:00:00Z");
const W_START = ms("2026-02-01T00:00:00Z");
const W_END = ms("2026-02-28T23:59:59Z");

// Mia's orders: one before she joined, two on event 100, one partly refunded on 101, one refunded.
const ORDERS = [
  order({ created_at: ms("2025-12-31T23:59:59Z"), tickets: 7, amount_total: 7000 }),
  order({ event_id: 100, created_at: ms("2026-01-15T10:00:00Z"), tickets: 2, amount_total: 2000 }),
  order({ event_id: 100, created_at: W_START, tickets: 1, amount_total: 1000 }),
  order({ event_id: 101, created_at: W_END, tickets: 4, amount_total: 4000, amount_refunded: 500, status: "partially_refunded" }),
  order({ event_id: 101, created_at: ms("2026-02-10T00:00:00Z"), tickets: 9, amount_total: 900, amount_refunded: 900, status: "refunded" }),
];

const windowQuest = (over: Partial<Quest>) => quest({ scope: "window", starts_at: W_START, ends_at: W_END, ...over });

describe("questSalesValue: the metric over the member's sales in scope", () => {
  it.each<[string, Quest, number | null]>([
    ["lifetime tickets (since joining; refunds out)", quest({ metric: "tickets" }), 7],
    ["lifetime orders", quest({ metric: "orders" }), 3],
    ["lifetime revenue", quest({ metric: "revenue_cents" }), 6500],
    ["event 100 tickets", quest({ scope: "event", event: 100 }), 3],
    ["event 101 revenue", quest({ scope: "event", event: 101, metric: "revenue_cents" }), 3500],
    ["best single event, tickets", quest({ scope: "event", event: null }), 4],
    ["best single event, orders", quest({ scope: "event", event: null, metric: "orders" }), 2],
    ["event with no orders", quest({ scope: "event", event: 555 }), 0],
    ["window tickets, both ends included", windowQuest({}), 5],
    ["window orders", windowQuest({ metric: "orders" }), 2],
    ["not a sales metric", quest({ metric: "manual" }), null],
  ])("%s", (_, q, value) => {
    expect(questSalesValue(q, JOINED, ORDERS)).toBe(value);
  });
});

describe("questProgress", () => {
  const activity = (over: Partial<MemberActivity> = {}): MemberActivity => ({
    member: member({ joined_at: JOINED, completed_quests: ["q-done"] }),
    orders: ORDERS,
    ledger: [
      { amount: 100, created_at: ms("2025-12-01T00:00:00Z") },
      { amount: 50, created_at: ms("2026-01-10T00:00:00Z") },
      { amount: -30, created_at: ms("2026-02-05T00:00:00Z") },
      { amount: 20, created_at: ms("2026-02-06T00:00:00Z") },
    ],
    claims: [
      { status: "fulfilled", created_at: ms("2026-02-02T00:00:00Z") },
      { status: "cancelled", created_at: ms("2026-02-03T00:00:00Z") },
      { status: "pending", created_at: ms("2026-01-05T00:00:00Z") },
    ],
    ...over,
  });

  it.each<[string, Quest, number | null]>([
    ["credits earned since joining (debits left out)", quest({ metric: "credits_earned" }), 70],
    ["credits earned in the window", windowQuest({ metric: "credits_earned" }), 20],
    ["credits earned per event is not derivable", quest({ metric: "credits_earned", scope: "event", event: 100 }), null],
    ["rewards claimed, cancelled left out", quest({ metric: "reward_claimed" }), 2],
    ["rewards claimed in the window", windowQuest({ metric: "reward_claimed" }), 1],
    ["profile_complete is not derivable", quest({ metric: "profile_complete" }), null],
    ["manual is not derivable", quest({ metric: "manual" }), null],
    ["tickets", quest({ metric: "tickets", threshold: 5 }), 7],
  ])("%s", (_, q, value) => {
    expect(questProgress(q, activity())).toEqual({ quest_id: q.id, value, threshold: q.threshold, completed: false });
  });

  it.each([
    ["stated complete, below threshold", "q-done", 100, true],
    ["over the threshold but not stated complete", "q-other", 1, false],
  ])("completion is the world's: %s", (_, id, threshold, completed) => {
    expect(questProgress(quest({ id, threshold }), activity()).completed).toBe(completed);
  });
});

describe("quest scope", () => {
  it.each([
    ["lifetime, before joining", quest({}), ms("2025-12-31T23:59:59Z"), false],
    ["lifetime, at joining", quest({}), JOINED, true],
    ["window, at start", windowQuest({}), W_START, true],
    ["window, at end", windowQuest({}), W_END, true],
    ["window, a second after", windowQuest({}), new Date(W_END.getTime() + 1000), false],
    ["window without dates", quest({ scope: "window" }), W_START, false],
  ])("inQuestTime: %s", (_, q, when, inside) => {
    expect(inQuestTime(q, JOINED, when)).toBe(inside);
  });

  it.each([
    [quest({}), W_START, true],
    [windowQuest({}), new Date(W_START.getTime() - 1), false],
    [windowQuest({}), W_END, true],
    [windowQuest({}), new Date(W_END.getTime() + 1), false],
  ])("questOpen %#", (q, now, open) => {
    expect(questOpen(q, now)).toBe(open);
  });

  it.each<[string, Partial<Quest>, string | null]>([
    ["lifetime", {}, null],
    ["event on an event", { scope: "event", event: 100 }, null],
    ["event on any event", { scope: "event", event: null }, null],
    ["window", { scope: "window", starts_at: W_START, ends_at: W_END }, null],
    ["window without end", { scope: "window", starts_at: W_START }, "a window quest needs starts_at and ends_at"],
    ["window inverted", { scope: "window", starts_at: W_END, ends_at: W_START }, "starts_at must come before ends_at"],
    ["window with an event", { scope: "window", starts_at: W_START, ends_at: W_END, event: 100 }, "only an event quest names an event"],
    ["lifetime with dates", { starts_at: W_START, ends_at: W_END }, "only a window quest has starts_at and ends_at"],
    ["lifetime with an event", { event: 100 }, "only an event quest names an event"],
  ])("questScopeProblem: %s", (_, over, problem) => {
    expect(questScopeProblem(quest(over))).toBe(problem);
  });
});
