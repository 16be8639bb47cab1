/** POST /v1/ambassador-claim: the claim and its debit, every refusal reason in order, and the last unit under concurrency. */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { CLAIM_LEDGER_REASON } from "@/lib/ambassadors/rules";
import { ambassadorClaims, ambassadorLedger, ambassadorMembers, ambassadorRewards } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../../support/app";
import { MEMBERS, REWARDS } from "../world";
import { getMe, post, sessionFor } from "./support";
import { pinClock } from "../../traffic/clock";

let api: TestApp;
beforeEach(() => api.store.clear());
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});

/** Each test starts from the world as loaded. */
beforeEach(async () => {
  await api.load(readWorld("ambassadors"));
});

const db = () => api.database.db;
const claim = (session: string, body: Record<string, unknown>) => post(api, "/v1/ambassador-claim", body, { session });
const memberRow = async (id: string) => (await db().select().from(ambassadorMembers).where(eq(ambassadorMembers.id, id)))[0]!;
const stockOf = async (id: string) => (await db().select({ s: ambassadorRewards.stock }).from(ambassadorRewards).where(eq(ambassadorRewards.id, id)))[0]!.s;

describe("a claim", () => {
  it("answers 201 { claim_id, status: pending }, debits the cost to the ledger and the balance, and takes one from the stock", async () => {
    const s = await sessionFor(api, MEMBERS.mia.id);
    const before = new Set((await db().select().from(ambassadorLedger).where(eq(ambassadorLedger.memberId, MEMBERS.mia.id))).map((d) => d.id));
    const res = await claim(s, { reward_id: REWARDS.lastPoster });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ claim_id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "pending" });
    const [c] = await db().select().from(ambassadorClaims).where(eq(ambassadorClaims.id, res.body.claim_id));
    expect(c).toMatchObject({ memberId: MEMBERS.mia.id, rewardId: REWARDS.lastPoster, status: "pending", answer: null });
    const debits = await db().select().from(ambassadorLedger).where(eq(ambassadorLedger.memberId, MEMBERS.mia.id));
    expect(debits.filter((d) => !before.has(d.id))).toEqual([expect.objectContaining({ amount: -10, reason: CLAIM_LEDGER_REASON, note: "Last Poster" })]);
    expect((await memberRow(MEMBERS.mia.id)).creditBalance).toBe(110);
    expect(debits.reduce((sum, d) => sum + d.amount, 0)).toBe(110);
    expect(await stockOf(REWARDS.lastPoster)).toBe(0);

    const page = (await getMe(api, s)).body.membership;
    expect(page.credits.balance).toBe(110);
    expect(page.rewards.find((r: { id: string }) => r.id === REWARDS.lastPoster)).toMatchObject({ stock_left: 0, available: false, claimed: 1 });
    expect(page.claims[0]).toMatchObject({ id: res.body.claim_id, reward: { id: REWARDS.lastPoster, name: "Last Poster" }, status: "pending" });
    expect(page.ledger[0]).toMatchObject({ amount: -10, reason: CLAIM_LEDGER_REASON });
  });

  it("keeps the trimmed answer of a reward that asks a question; an unlimited reward keeps its null stock", async () => {
    const s = await sessionFor(api, MEMBERS.noah.id);
    const shirt = await claim(s, { reward_id: REWARDS.tshirt, answer: "  M  " });
    expect(shirt.status, shirt.text).toBe(201);
    expect((await db().select().from(ambassadorClaims).where(eq(ambassadorClaims.id, shirt.body.claim_id)))[0]!.answer).toBe("M");
    expect(await stockOf(REWARDS.tshirt)).toBe(9);
    const tour = await claim(s, { reward_id: REWARDS.backstage });
    expect(tour.status, tour.text).toBe(201);
    expect(await stockOf(REWARDS.backstage)).toBeNull();
    expect((await memberRow(MEMBERS.noah.id)).creditBalance).toBe(1000 - 20 - 100);
  });
});

describe("retries", () => {
  it("a claim retried with its Idempotency-Key answers the first claim again: one claim, one debit, one unit", async () => {
    const s = await sessionFor(api, MEMBERS.noah.id);
    const headers = { "Idempotency-Key": "claim-retry-1" };
    const first = await post(api, "/v1/ambassador-claim", { reward_id: REWARDS.tshirt, answer: "L" }, { session: s, headers });
    expect(first.status, first.text).toBe(201);
    const again = await post(api, "/v1/ambassador-claim", { reward_id: REWARDS.tshirt, answer: "L" }, { session: s, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await db().select().from(ambassadorClaims).where(eq(ambassadorClaims.rewardId, REWARDS.tshirt))).toHaveLength(1);
    expect((await memberRow(MEMBERS.noah.id)).creditBalance).toBe(1000 - 20);
    expect(await stockOf(REWARDS.tshirt)).toBe(9);
    // The same key and body from another member's session is another request: refused, never answered with Noah's claim.
    const mia = await sessionFor(api, MEMBERS.mia.id);
    const theirs = await post(api, "/v1/ambassador-claim", { reward_id: REWARDS.tshirt, answer: "L" }, { session: mia, headers });
    expect(theirs.status, theirs.text).toBe(422);
    expect(theirs.body.code).toBe("idempotency_mismatch");
    expect(theirs.text).not.toContain(first.body.claim_id);
    // Another body under the same key is refused, not claimed.
    const other = await post(api, "/v1/ambassador-claim", { reward_id: REWARDS.tshirt, answer: "XL" }, { session: s, headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });
});

describe("refusals", () => {
  async function refused(member: string, body: Record<string, unknown>, status: number, code: string, reason: string) {
    const s = await sessionFor(api, member);
    const before = await memberRow(member);
    const res = await claim(s, body);
    expect(res.status, res.text).toBe(status);
    expect(res.body).toMatchObject({ code, reason });
    expect((await memberRow(member)).creditBalance).toBe(before.creditBalance);
    return res;
  }

  it("403 member_not_active for pending and suspended members, before anything about the reward", async () => {
    await refused(MEMBERS.lea.id, { reward_id: REWARDS.lastPoster }, 403, "validation_error", "member_not_active");
    await refused(MEMBERS.sam.id, { reward_id: REWARDS.lastPoster }, 403, "validation_error", "member_not_active");
    await refused(MEMBERS.lea.id, { reward_id: REWARDS.inactive }, 403, "validation_error", "member_not_active");
  });

  it("409 inactive, not_started, ended, out_of_stock for the reward's own state", async () => {
    await refused(MEMBERS.noah.id, { reward_id: REWARDS.inactive }, 409, "conflict", "inactive");
    await refused(MEMBERS.noah.id, { reward_id: REWARDS.notStarted }, 409, "conflict", "not_started");
    await refused(MEMBERS.noah.id, { reward_id: REWARDS.ended }, 409, "conflict", "ended");
    await refused(MEMBERS.noah.id, { reward_id: REWARDS.soldOut }, 409, "conflict", "out_of_stock");
  });

  it("403 tier_locked below the reward's tier (Mia is Silver, the tour needs Gold)", async () => {
    await refused(MEMBERS.mia.id, { reward_id: REWARDS.backstage }, 403, "validation_error", "tier_locked");
  });

  // Spec 4.12: "403 validation_error with reason member_not_active or tier_locked"; core section 7:
  // "`validation_error` also carries `errors: [{ param, message }]`".
  it("403 member_not_active and tier_locked carry errors [{ param, message }]: the session header, the reward", async () => {
    for (const member of [MEMBERS.lea.id, MEMBERS.sam.id]) {
      const res = await refused(member, { reward_id: REWARDS.lastPoster }, 403, "validation_error", "member_not_active");
      expect(res.body.errors).toEqual([{ param: "X-Ambassador-Session", message: expect.stringContaining("only active members") }]);
    }
    const locked = await refused(MEMBERS.mia.id, { reward_id: REWARDS.backstage }, 403, "validation_error", "tier_locked");
    expect(locked.body.errors).toEqual([{ param: "reward_id", message: expect.stringContaining("higher tier") }]);
    expect(locked.body.reason).toBe("tier_locked");
  });

  it("409 max_per_member once the member has claimed it as often as allowed (cancelled claims do not count)", async () => {
    await refused(MEMBERS.mia.id, { reward_id: REWARDS.guestList }, 409, "conflict", "max_per_member");
    await db().update(ambassadorClaims).set({ status: "cancelled" }).where(eq(ambassadorClaims.memberId, MEMBERS.mia.id));
    const s = await sessionFor(api, MEMBERS.mia.id);
    expect((await claim(s, { reward_id: REWARDS.guestList })).status).toBe(201);
  });

  it("409 insufficient_credits when the balance does not cover the cost", async () => {
    await refused(MEMBERS.mia.id, { reward_id: REWARDS.pricey }, 409, "conflict", "insufficient_credits");
    await refused(MEMBERS.ana.id, { reward_id: REWARDS.lastPoster }, 409, "conflict", "insufficient_credits");
  });

  it("422 answer_required (validation_error) without a non-blank answer, and only once every other check passes", async () => {
    const res = await refused(MEMBERS.noah.id, { reward_id: REWARDS.tshirt }, 422, "validation_error", "answer_required");
    expect(res.body.errors).toEqual([{ param: "answer", message: expect.any(String) }]);
    await refused(MEMBERS.noah.id, { reward_id: REWARDS.tshirt, answer: "   " }, 422, "validation_error", "answer_required");
    // Ana cannot pay for it: that comes first.
    await refused(MEMBERS.ana.id, { reward_id: REWARDS.tshirt }, 409, "conflict", "insufficient_credits");
  });

  it("404 for an unknown reward, another programme's, and any reward while the programme's credits are off", async () => {
    const noah = await sessionFor(api, MEMBERS.noah.id);
    for (const reward_id of ["00000000-0000-4000-8000-0000000000ff"]) {
      const res = await claim(noah, { reward_id });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
    // Hana's programme is another crew's: through the harbour key, Volt's reward does not exist.
    const hana = await sessionFor(api, MEMBERS.hana.id, { crewId: "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02" });
    const other = await post(api, "/v1/ambassador-claim", { reward_id: REWARDS.lastPoster }, { session: hana, key: "svc_sk_test_harbourAmbOwnerKey000000001" });
    expect(other.status, other.text).toBe(404);
    // Tom's programme has credits off.
    const tom = await sessionFor(api, MEMBERS.tom.id);
    expect((await claim(tom, { reward_id: REWARDS.lastPoster })).status).toBe(404);
    expect(await stockOf(REWARDS.lastPoster)).toBe(1);
  });

  it("422 for a malformed body", async () => {
    const s = await sessionFor(api, MEMBERS.noah.id);
    for (const body of [{}, { reward_id: "not-a-uuid" }, { reward_id: REWARDS.tshirt, answer: "x".repeat(501) }, { reward_id: REWARDS.tshirt, cost: 0 }]) {
      const res = await claim(s, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe("validation_error");
    }
  });
});

describe("the last unit", () => {
  it("20 concurrent claims of the last unit give exactly one 201; the others are out_of_stock; one debit", async () => {
    const mia = await sessionFor(api, MEMBERS.mia.id);
    const noah = await sessionFor(api, MEMBERS.noah.id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(api, "/v1/ambassador-claim", { reward_id: REWARDS.lastPoster, client_ip: `198.51.100.${i + 1}` }, { session: i % 2 ? noah : mia })));
    expect(answers.filter((a) => a.status === 201), answers.map((a) => a.status).join(",")).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.body, a.text).toMatchObject({ code: "conflict", reason: "out_of_stock" });
    expect(await stockOf(REWARDS.lastPoster)).toBe(0);
    const claims = await db().select().from(ambassadorClaims).where(eq(ambassadorClaims.rewardId, REWARDS.lastPoster));
    expect(claims).toHaveLength(1);
    const balances = (await memberRow(MEMBERS.mia.id)).creditBalance + (await memberRow(MEMBERS.noah.id)).creditBalance;
    expect(balances).toBe(120 + 1000 - 10);
  });

  it("20 concurrent claims of different rewards by one member never spend more than the balance: the member's row is locked too", async () => {
    await db().update(ambassadorMembers).set({ creditBalance: 25 }).where(eq(ambassadorMembers.id, MEMBERS.mia.id));
    const mia = await sessionFor(api, MEMBERS.mia.id);
    // The T-shirt (20) and the last poster (10): each alone fits the 25 credits, both do not.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(api, "/v1/ambassador-claim", i % 2 ? { reward_id: REWARDS.tshirt, answer: "M", client_ip: `198.51.100.${i + 1}` } : { reward_id: REWARDS.lastPoster, client_ip: `198.51.100.${i + 1}` }, { session: mia })),
    );
    const won = answers.filter((a) => a.status === 201).length;
    expect(won, answers.map((a) => a.status).join(",")).toBeGreaterThan(0);
    const balance = (await memberRow(MEMBERS.mia.id)).creditBalance;
    const spent = answers.reduce((n, a, i) => n + (a.status === 201 ? (i % 2 ? 20 : 10) : 0), 0);
    expect(balance, answers.map((a) => a.status + (a.status === 201 ? "" : ` ${a.body?.reason}`)).join(",")).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(25 - spent);
  });

  it("20 a minute per visitor, then 429", async () => {
    pinClock();
    const s = await sessionFor(api, MEMBERS.noah.id);
    for (let i = 0; i < 20; i++) expect((await claim(s, { reward_id: REWARDS.inactive, client_ip: "192.0.2.5" })).status).toBe(409);
    expect((await claim(s, { reward_id: REWARDS.inactive, client_ip: "192.0.2.5" })).status).toBe(429);
  });
});
