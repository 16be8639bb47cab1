/** GET /v1/ambassadors/{id}/ledger: one member's credit entries and balance (owner-created keys only). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { readWorld, startApp, type TestApp } from "../support/app";
import { allPages, expectNotFound, expectQueryError } from "../support/expect";
import { sameBody } from "./reads";
import { AMB_KEYS, MEMBERS } from "./world";

let api: TestApp;
let loadedAt: number;
beforeAll(async () => {
  loadedAt = Date.now();
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const ledger = (id: string, q = "", key: string = AMB_KEYS.owner) => api.get(`/v1/ambassadors/${id}/ledger${q}`, { key });
const DAY = 86_400_000;
const near = (iso: string, at: number) => Math.abs(Date.parse(iso) - at) < 120_000;

describe("GET /v1/ambassadors/{id}/ledger", () => {
  it("answers the member, the credits switch, the balance and the entries newest first", async () => {
    const r = await ledger(MEMBERS.mia.id);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/no-store/);
    expect(Object.keys(r.body).sort()).toEqual(["balance", "credits_enabled", "data", "member", "pagination"]);
    expect(r.body.member).toEqual({ id: MEMBERS.mia.id, first_name: "Mia", last_name: "Keller", status: "active" });
    expect(r.body.credits_enabled).toBe(true);
    expect(r.body.balance).toBe(120);
    expect(r.body.data.map((e: { amount: number; reason: string; note: string | null }) => [e.amount, e.reason, e.note])).toEqual([
      [-30, "claim", null],
      [100, "quest", null],
      [50, "sale", null],
    ]);
    expect(r.body.data.reduce((s: number, e: { amount: number }) => s + e.amount, 0)).toBe(r.body.balance);
    for (const e of r.body.data) {
      expect(Object.keys(e).sort()).toEqual(["amount", "created_at", "id", "note", "reason"]);
      expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(near(r.body.data[0].created_at, loadedAt - DAY)).toBe(true);
    expect(near(r.body.data[2].created_at, loadedAt - 20 * DAY)).toBe(true);
    expect(r.body.pagination).toEqual({ next_cursor: null, has_more: false, limit: 25 });
    expect(r.text).not.toContain("+4366");
  });

  it("shows a credit balance given without a ledger as one opening_balance entry at joined_at", async () => {
    const r = await ledger(MEMBERS.noah.id);
    expect(r.body.balance).toBe(1000);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ amount: 1000, reason: "opening_balance", note: null });
    expect(near(r.body.data[0].created_at, loadedAt - 30 * DAY)).toBe(true);
  });

  it("reports credits off for a programme without credits (Tresor), and a suspended member's status", async () => {
    expect((await ledger(MEMBERS.tom.id)).body).toMatchObject({ credits_enabled: false, member: { id: MEMBERS.tom.id, status: "active" } });
    expect((await ledger(MEMBERS.sam.id)).body).toMatchObject({ balance: 40, member: { status: "suspended" } });
  });

  it("pages with cursors, newest first", async () => {
    const { pages, items } = await allPages((p) => api.get(p, { key: AMB_KEYS.owner }), `/v1/ambassadors/${MEMBERS.mia.id}/ledger?limit=1`);
    expect(pages).toHaveLength(3);
    expect(items.map((e: { amount: number }) => e.amount)).toEqual([-30, 100, 50]);
    for (const p of pages) expect(p.body.balance).toBe(120);
    const bad = await ledger(MEMBERS.mia.id, `?cursor=${"y".repeat(60)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_cursor");
    expectQueryError(await ledger(MEMBERS.mia.id, "?limit=500"), ["limit"]);
  });

  it("answers the same 404 for another crew's member, an unmanaged programme's member, an unknown id and a malformed one", async () => {
    const answers = await Promise.all([
      ledger(MEMBERS.hana.id), // Harbour's
      ledger(MEMBERS.otto.id), // promoter 22's programme, managed by nobody
      ledger("00000000-0000-4000-8000-0000000000ff"),
      ledger("not-a-uuid"),
    ]);
    for (const r of answers) expectNotFound(r);
    const [first, ...rest] = answers.map(sameBody).map(({ instance: _i, ...b }) => b);
    for (const b of rest) expect(b).toEqual(first);
    // Harbour's owner key reads its own member, and not Nightshift's.
    expect((await ledger(MEMBERS.hana.id, "", AMB_KEYS.harbour)).status).toBe(200);
    expectNotFound(await ledger(MEMBERS.mia.id, "", AMB_KEYS.harbour));
  });

  it("is closed to the storefront key (no read:ambassador-members): 403 missing_scope", async () => {
    const r = await ledger(MEMBERS.mia.id, "", AMB_KEYS.storefront);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });
});
