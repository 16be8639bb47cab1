/**
 * Idempotency-Key on the platform API and the crew admin API, kept in PostgreSQL with the write.
 * Core 8.6: "same key and same body within 24 hours returns the first answer without redoing the
 * work; same key and another body 422 idempotency_mismatch; same key while the first is still
 * running 409 conflict ... an answer carrying a secret is never stored."
 *
 * The parallel cases send both requests at once. On PostgreSQL (DATABASE_URL, CI's second pass)
 * they run on a pool: the second finds the first's record running (409) or, once it committed,
 * replays it. On the embedded database (one connection) the requests queue, so the second replays.
 * Either way the write is done once.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { idempotencyRecords, orderRefunds, orders, payouts, webhooks } from "@/lib/db/schema";
import { settleBackground } from "@/lib/http/after";
import { buildRequest, dispatch, toApiResponse, type ApiResponse } from "../support/app";
import { PLATFORM_TOKEN } from "../support/keys";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "../admin/support";
import { outbox } from "./support";

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(async () => {
  await w.api.close();
});
beforeEach(async () => {
  await w.api.store.clear();
  await w.api.database.db.delete(webhooks);
});

const db = () => w.api.database.db;
const onServer = Boolean(process.env.DATABASE_URL);

async function platform(method: string, path: string, body: unknown, key?: string): Promise<ApiResponse> {
  const headers: Record<string, string> = { Authorization: `Bearer ${PLATFORM_TOKEN}`, ...(key ? { "Idempotency-Key": key } : {}) };
  const res = await toApiResponse(await dispatch(buildRequest(method, `/platform/v1${path}`, { headers, body })));
  await settleBackground();
  return res;
}

const admin = (method: string, path: string, body: unknown, key?: string, token: string = ADMIN.owner) =>
  w.call(method, `/admin/v1${path}`, token, body, key ? { "Idempotency-Key": key } : {});

const payout = (amount = 125000) => ({ payee: { type: "promoter", id: 20 }, amount, currency: "EUR" });
const order = () => ({ event_id: 104, lines: [{ tier_id: "tier-104-std", quantity: 1 }], buyer_email: "retry@x.test" });
const payoutsOf = async (amount: number) => (await db().select({ n: count() }).from(payouts).where(eq(payouts.amount, amount)))[0]!.n;
const ordersOf = async (email: string) => (await db().select({ n: count() }).from(orders).where(eq(orders.buyerEmail, email)))[0]!.n;

/** The first answer and its replay: the same status and body, the replay marked. */
function expectReplay(first: ApiResponse, again: ApiResponse) {
  expect(again.status, again.text).toBe(first.status);
  expect(again.text).toBe(first.text);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(first.headers.get("idempotent-replayed")).toBeNull();
}

/** Two requests at once acted once: one ran, the other was 409 in flight or a replay of it. */
function expectOnce(answers: ApiResponse[], status: number) {
  const ran = answers.filter((r) => r.status === status && r.headers.get("idempotent-replayed") === null);
  expect(ran, answers.map((r) => `${r.status} ${r.text}`).join(" | ")).toHaveLength(1);
  for (const r of answers.filter((x) => x !== ran[0])) {
    const inFlight = r.status === 409 && r.body.reason === "idempotency_in_flight";
    const replay = r.status === status && r.headers.get("idempotent-replayed") === "true" && r.text === ran[0]!.text;
    expect(inFlight || replay, `${r.status} ${r.text}`).toBe(true);
  }
}

describe("platform API: sequential retries (8.6)", () => {
  test("a payout retried with its key: the first answer again with Idempotent-Replayed: true; one payout, one payout.paid", async () => {
    const key = randomUUID();
    const before = (await outbox(w.api)).length;
    const first = await platform("POST", "/payouts", payout(70001), key);
    expect(first.status).toBe(201);
    const again = await platform("POST", "/payouts", payout(70001), key);
    expectReplay(first, again);
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await payoutsOf(70001)).toBe(1);
    expect((await outbox(w.api)).slice(before).filter((r) => r.type === "payout.paid")).toHaveLength(1);
  });

  test("the same key with another body: 422 idempotency_mismatch, nothing paid", async () => {
    const key = randomUUID();
    expect((await platform("POST", "/payouts", payout(70002), key)).status).toBe(201);
    const other = await platform("POST", "/payouts", payout(70003), key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
    expect(await payoutsOf(70003)).toBe(0);
  });

  test("the same key on another order's refund is a mismatch, not a replay (the path counts)", async () => {
    const a = await platform("POST", "/orders", order());
    const b = await platform("POST", "/orders", order());
    const key = randomUUID();
    expect((await platform("POST", `/orders/${a.body.id}/refunds`, { amount: 100 }, key)).status).toBe(201);
    const other = await platform("POST", `/orders/${b.body.id}/refunds`, { amount: 100 }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  test("a refund retried: one refund row, amount_refunded counted once", async () => {
    const o = await platform("POST", "/orders", order());
    const key = randomUUID();
    const first = await platform("POST", `/orders/${o.body.id}/refunds`, { amount: 300 }, key);
    const again = await platform("POST", `/orders/${o.body.id}/refunds`, { amount: 300 }, key);
    expectReplay(first, again);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, o.body.id))).toHaveLength(1);
    expect((await platform("GET", `/orders/${o.body.id}`, undefined)).body.amount_refunded).toBe(300);
  });

  test("a failed write releases its key: the corrected retry runs (only successes are kept)", async () => {
    const key = randomUUID();
    const bad = await platform("POST", "/payouts", { payee: { type: "artist", id: 99 }, amount: 70004, currency: "EUR" }, key);
    expect(bad.status).toBe(422);
    const good = await platform("POST", "/payouts", { payee: { type: "artist", id: 99 }, amount: 70004, currency: "EUR" }, key);
    expect(good.status).toBe(422); // the same failing body runs again, it is not replayed
    expect(good.headers.get("idempotent-replayed")).toBeNull();
    expect(await db().select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key))).toHaveLength(0);
  });

  test("a record older than the 24-hour replay window is taken over: the key runs again", async () => {
    const key = randomUUID();
    expect((await platform("POST", "/payouts", payout(70005), key)).status).toBe(201);
    await db().update(idempotencyRecords).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyRecords.key, key));
    const later = await platform("POST", "/payouts", payout(70005), key);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await payoutsOf(70005)).toBe(2);
  });

  test("a claim left running (a crashed instance) answers 409 until its lease passes", async () => {
    const key = randomUUID();
    const running = { surface: "platform", principal: "platform", key, status: "running", token: randomUUID() };
    const fingerprintOf = async () => {
      // Learn the request's fingerprint from a finished record, then turn it back into a running claim.
      expect((await platform("POST", "/payouts", payout(70006), key)).status).toBe(201);
      const [r] = await db().select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
      await db().delete(idempotencyRecords).where(eq(idempotencyRecords.key, key));
      return r!.fingerprint;
    };
    const fingerprint = await fingerprintOf();
    await db().insert(idempotencyRecords).values({ ...running, fingerprint, createdAt: new Date() });
    const busy = await platform("POST", "/payouts", payout(70006), key);
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: "conflict", reason: "idempotency_in_flight" });
    await db().update(idempotencyRecords).set({ createdAt: sql`now() - interval '3 minutes'` }).where(eq(idempotencyRecords.key, key));
    expect((await platform("POST", "/payouts", payout(70006), key)).status).toBe(201);
    expect(await payoutsOf(70006)).toBe(2);
  });

  test("an invalid key is 400 validation_error naming Idempotency-Key", async () => {
    const r = await platform("POST", "/payouts", payout(70007), "has space");
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([expect.objectContaining({ param: "Idempotency-Key" })]);
    expect(await payoutsOf(70007)).toBe(0);
  });
});

describe("admin API: sequential retries (8.6)", () => {
  test("a webhook create retried acts once; its answer carried the secret, so it is not replayed (409 idempotency_secret_not_replayed)", async () => {
    const key = randomUUID();
    const first = await admin("POST", "/webhooks", hook({ description: "retried" }), key);
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_/);
    const again = await admin("POST", "/webhooks", hook({ description: "retried" }), key);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "idempotency_secret_not_replayed" });
    expect(again.text).not.toContain("whsec_");
    expect(await db().select().from(webhooks).where(eq(webhooks.description, "retried"))).toHaveLength(1);
    // "An answer carrying a secret is never stored."
    const [rec] = await db().select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    expect(rec).toMatchObject({ status: "done", answerStatus: 201, answerBody: null });
  });

  test("an edit retried replays; another body is idempotency_mismatch", async () => {
    const created = await admin("POST", "/webhooks", hook());
    const key = randomUUID();
    const first = await admin("PATCH", `/webhooks/${created.body.id}`, { description: "one" }, key);
    expect(first.status).toBe(200);
    expectReplay(first, await admin("PATCH", `/webhooks/${created.body.id}`, { description: "one" }, key));
    const other = await admin("PATCH", `/webhooks/${created.body.id}`, { description: "two" }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  test("keys are per member: another member's same key is a request of its own", async () => {
    const key = randomUUID();
    expect((await admin("POST", "/webhooks", hook({ description: "owner's" }), key)).status).toBe(201);
    expect((await admin("POST", "/webhooks", hook({ description: "dev's" }), key, ADMIN.manageApi)).status).toBe(201);
  });
});

describe(`parallel duplicates (${onServer ? "PostgreSQL" : "embedded database: the requests queue"})`, () => {
  test("two payouts at once with one key: one payout", async () => {
    const key = randomUUID();
    expectOnce(await Promise.all([platform("POST", "/payouts", payout(80001), key), platform("POST", "/payouts", payout(80001), key)]), 201);
    expect(await payoutsOf(80001)).toBe(1);
  });

  test("two orders at once with one key: one order, tickets sold once", async () => {
    const key = randomUUID();
    const body = { ...order(), buyer_email: "parallel@x.test" };
    expectOnce(await Promise.all([platform("POST", "/orders", body, key), platform("POST", "/orders", body, key)]), 201);
    expect(await ordersOf("parallel@x.test")).toBe(1);
  });

  test("two refunds at once with one key: one refund", async () => {
    const o = await platform("POST", "/orders", order());
    const key = randomUUID();
    expectOnce(await Promise.all([0, 1].map(() => platform("POST", `/orders/${o.body.id}/refunds`, { amount: 200 }, key))), 201);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, o.body.id))).toHaveLength(1);
  });

  test("two webhook creates at once with one key: one webhook", async () => {
    const key = randomUUID();
    const answers = await Promise.all([0, 1].map(() => admin("POST", "/webhooks", hook({ description: "parallel" }), key)));
    expect(answers.filter((r) => r.status === 201), answers.map((r) => r.text).join(" | ")).toHaveLength(1);
    const other = answers.find((r) => r.status !== 201)!;
    expect(other.status).toBe(409);
    expect(["idempotency_in_flight", "idempotency_secret_not_replayed"]).toContain(other.body.reason);
    expect(await db().select().from(webhooks).where(and(eq(webhooks.description, "parallel")))).toHaveLength(1);
  });
});
