import { describe, expect, it } from "vitest";
import { leaderboard, memberPageRow, publicRow, shownName, type Entrant } from "@/lib/ambassadors/rules";
import { member, TIERS } from "./fixtures";

const entrant = (id: string, first: string, last: string, tickets: number, revenue: number, xp: number, status: "active" | "pending" | "suspended" = "active"): Entrant => ({
  member: member({ id, first_name: first, last_name: last, xp, status }),
  sales: { orders: tickets > 0 ? 1 : 0, tickets, revenue_cents: revenue },
});

const FIELD: Entrant[] = [
  entrant("m-a", "Mia", "Keller", 10, 12_500, 320),
  entrant("m-b", "Ben", "Adler", 10, 20_000, 120),
  entrant("m-c", "Cleo", "Roth", 4, 30_000, 600),
  entrant("m-d", "Dan", "Stein", 25, 1_000, 0, "pending"),
  entrant("m-e", "Eva", "Zorn", 50, 90_000, 900, "suspended"),
  entrant("m-f", "Finn", "Ortner", 0, 0, 40),
];

describe("shownName: first name and last initial", () => {
  it.each([
    ["Mia", "Keller", "Mia K."],
    ["  Mia ", " keller", "Mia K."],
    ["Élodie", "Ünal", "Élodie Ü."],
    ["Cher", "", "Cher"],
    ["Jo", "van Dijk", "Jo V."],
  ])("%s %s -> %s", (first, last, name) => {
    expect(shownName(first, last)).toBe(name);
  });
});

describe("leaderboard", () => {
  it("ranks active members by tickets, ties share a rank and are ordered by name (1, 1, 3)", () => {
    const rows = leaderboard(FIELD, "tickets", 25, true, TIERS);
    expect(rows.map((r) => [r.rank, r.name, r.score])).toEqual([
      [1, "Ben A.", 10],
      [1, "Mia K.", 10],
      [3, "Cleo R.", 4],
      [4, "Finn O.", 0],
    ]);
  });

  it("ranks by XP", () => {
    const rows = leaderboard(FIELD, "xp", 25, true, TIERS);
    expect(rows.map((r) => [r.rank, r.name, r.score])).toEqual([
      [1, "Cleo R.", 600],
      [2, "Mia K.", 320],
      [3, "Ben A.", 120],
      [4, "Finn O.", 40],
    ]);
  });

  it("ranks by revenue with a null score, keeping revenue aside", () => {
    const rows = leaderboard(FIELD, "revenue", 25, true, TIERS);
    expect(rows.map((r) => [r.rank, r.name, r.score, r.revenue_cents])).toEqual([
      [1, "Cleo R.", null, 30_000],
      [2, "Ben A.", null, 20_000],
      [3, "Mia K.", null, 12_500],
      [4, "Finn O.", null, 0],
    ]);
  });

  it.each([
    [1, ["Ben A."]],
    [2, ["Ben A.", "Mia K."]],
    [3, ["Ben A.", "Mia K.", "Cleo R."]],
    [100, ["Ben A.", "Mia K.", "Cleo R.", "Finn O."]],
    [0, []],
  ])("limit %i", (limit, names) => {
    expect(leaderboard(FIELD, "tickets", limit, false, TIERS).map((r) => r.name)).toEqual(names);
  });

  it("keeps the shared rank when the limit cuts inside a tie", () => {
    const tie = [entrant("x", "Ann", "A", 5, 0, 0), entrant("y", "Bob", "B", 5, 0, 0), entrant("z", "Cid", "C", 5, 0, 0)];
    expect(leaderboard(tie, "tickets", 2, false, []).map((r) => r.rank)).toEqual([1, 1]);
  });

  it.each([
    // Ben 120 XP, Mia 320, Cleo 600, Finn 40.
    [true, [{ name: "Bronze", color: "#cd7f32" }, { name: "Silver", color: "#c0c0c0" }, { name: "Gold", color: "#ffd700" }, { name: "Bronze", color: "#cd7f32" }]],
    [false, [null, null, null, null]],
  ])("tiers on %s: tier of each row", (on, tiers) => {
    const rows = leaderboard(FIELD, "tickets", 25, on, TIERS);
    expect(rows.map((r) => r.name)).toEqual(["Ben A.", "Mia K.", "Cleo R.", "Finn O."]);
    expect(rows.map((r) => r.tier)).toEqual(tiers);
  });

  it("the same names tie-break on the full last name, then the id", () => {
    const rows = leaderboard(
      [entrant("b", "Mia", "Kraus", 1, 0, 0), entrant("a", "Mia", "Keller", 1, 0, 0), entrant("c", "Mia", "Keller", 1, 0, 0)],
      "tickets",
      10,
      false,
      [],
    );
    expect(rows.map((r) => r.member_id)).toEqual(["a", "c", "b"]);
  });

  it("public rows drop revenue and member id; member-page rows show revenue only in a revenue ranking", () => {
    const [row] = leaderboard(FIELD, "revenue", 1, false, []);
    expect(publicRow(row!)).toEqual({ rank: 1, name: "Cleo R.", score: null, tier: null });
    expect(memberPageRow(row!, "revenue")).toEqual({ rank: 1, name: "Cleo R.", score: null, tier: null, revenue_cents: 30_000 });
    const [byTickets] = leaderboard(FIELD, "tickets", 1, false, []);
    expect(memberPageRow(byTickets!, "tickets")).toEqual({ rank: 1, name: "Ben A.", score: 10, tier: null });
  });
});
