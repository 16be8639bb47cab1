/**
 * POST /admin/v1/webhooks/{id}/recover: the deliveries that finished failed since a time are
 * counted (dry run) or sent again, each from the start of its schedule with its own webhook-id.
 */
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runDueOnce } from "@/lib/root/worker";
import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { ADMIN_LIMITS } from "@/lib/traffic/admin-limits";
import { RECOVER_LIMIT } from "@/lib/admin/webhook-schemas";
import { startReceiver, type Receiver } from "../webhooks/receiver";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;
let receiver: Receiver;
beforeAll(async () => {
  w = await startAdminWorld();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await w.api.close();
});

/** The clock stands at the start of a minute, so the admin write limits count one window. */
let T: Date;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(T.getTime() - ms);
/** Nightshift's paid order in the basic world: a payload builds from it. */
const ORDER = "a1b2c3d4-0000-4000-8000-000000000100";

beforeEach(async () => {
  receiver.reset();
  await w.api.database.db.delete(webhooks);
  await w.api.database.db.delete(webhookMessages);
  await w.api.store.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.ceil(vi.getRealSystemTime() / MIN) * MIN + 1000);
  T = new Date();
});
afterEach(() => {
  vi.useRealTimers();
});

async function createHook(token: string = ADMIN.owner, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await w.call("POST", "/admin/v1/webhooks", token, hook({ url: receiver.url, sandbox: true, ...extra }));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

interface Seed {
  at: Date;
  state?: string;
  type?: string;
  subject?: Record<string, unknown>;
  crewId?: string;
}

/** A delivery of the webhook created at `at`; failed after its ten attempts unless told otherwise. */
async function seed(webhookId: string, s: Seed): Promise<{ deliveryId: string; messageId: string }> {
  const messageId = `msg_${randomUUID()}`;
  const deliveryId = randomUUID();
  const db = w.api.database.db;
  const state = s.state ?? "failed";
  await db.insert(webhookMessages).values({ id: messageId, crewId: s.crewId ?? w.crews.nightshift, type: s.type ?? "order.paid", subject: s.subject ?? { order_id: ORDER }, createdAt: s.at });
  await db.insert(webhookDeliveries).values({
    id: deliveryId,
    messageId,
    webhookId,
    state,
    attempts: state === "failed" ? 10 : 1,
    lastStatus: state === "failed" ? 500 : 200,
    lastError: state === "failed" ? "status 500" : null,
    createdAt: s.at,
    updatedAt: s.at,
  });
  return { deliveryId, messageId };
}

const recover = (id: string, body: unknown, token: string = ADMIN.owner, headers: Record<string, string> = {}) => w.call("POST", `/admin/v1/webhooks/${id}/recover`, token, body, headers);
const rowsOf = (ids: string[]) => w.api.database.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
const stateOf = async (id: string) => (await rowsOf([id]))[0]!;

describe("POST /admin/v1/webhooks/{id}/recover", () => {
  it("a dry run counts exactly the failed deliveries created since then, oldest first, and changes nothing", async () => {
    const id = await createHook();
    const other = await createHook();
    const older = await seed(id, { at: ago(3 * HOUR) });
    const newer = await seed(id, { at: ago(HOUR) });
    const atSince = await seed(id, { at: ago(DAY) });
    // Left out: before since, not failed, a test, a sample, another webhook's.
    await seed(id, { at: ago(DAY + 1) });
    for (const state of ["delivered", "waiting", "sending", "not_sent"]) await seed(id, { at: ago(2 * HOUR), state });
    await seed(id, { at: ago(2 * HOUR), type: "webhook.test", subject: { webhook_id: id } });
    await seed(id, { at: ago(2 * HOUR), subject: { order_id: ORDER, sample: true, webhook_id: id } });
    await seed(other, { at: ago(2 * HOUR) });
    const before = await w.api.database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);

    const since = ago(DAY).toISOString();
    const r = await recover(id, { since, dry_run: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.body).toEqual({ count: 3, since, dry_run: true, more: false, delivery_ids: [atSince.deliveryId, older.deliveryId, newer.deliveryId] });
    expect(await w.api.database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id)).toEqual(before);

    // The same instant written with another offset counts the same; a minute later leaves the oldest out.
    const plusTwo = (d: Date) => `${new Date(d.getTime() + 2 * HOUR).toISOString().slice(0, 23)}+02:00`;
    expect((await recover(id, { since: plusTwo(ago(DAY)), dry_run: true })).body).toMatchObject({ count: 3, since });
    expect((await recover(id, { since: plusTwo(ago(DAY - MIN)), dry_run: true })).body).toMatchObject({ count: 2, delivery_ids: [older.deliveryId, newer.deliveryId] });
  });

  it("sends each again from the start of a fresh schedule, with its own webhook-id: 202, then a worker pass delivers them", async () => {
    const id = await createHook();
    const a = await seed(id, { at: ago(2 * HOUR) });
    const b = await seed(id, { at: ago(HOUR) });
    const delivered = await seed(id, { at: ago(HOUR), state: "delivered" });
    const r = await recover(id, { since: ago(DAY).toISOString() }, ADMIN.manageApi);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toEqual({ count: 2, since: ago(DAY).toISOString(), dry_run: false, more: false, delivery_ids: [a.deliveryId, b.deliveryId] });
    for (const d of [a, b]) {
      // As a resend: waiting, due now, place 0 of a fresh schedule, its own message kept.
      expect(await stateOf(d.deliveryId)).toMatchObject({ state: "waiting", nextAttemptAt: T, leaseUntil: null, attempts: 10, scheduleFrom: 10, resends: 1, messageId: d.messageId });
    }
    expect(await stateOf(delivered.deliveryId)).toMatchObject({ state: "delivered", resends: 0 });

    expect(await runDueOnce(w.api.app, new Date())).toBe(2);
    expect(receiver.calls.map((c) => c.headers["webhook-id"]).sort()).toEqual([a.messageId, b.messageId].sort());
    for (const c of receiver.calls) expect(JSON.parse(c.body)).toMatchObject({ type: "order.paid", data: { order: { id: ORDER } } });
    expect((await rowsOf([a.deliveryId, b.deliveryId])).map((d) => d.state)).toEqual(["delivered", "delivered"]);

    // Nothing failed is left: a second recovery finds none.
    expect((await recover(id, { since: ago(DAY).toISOString() })).body).toMatchObject({ count: 0, more: false, delivery_ids: [] });
  });

  it(`sends at most ${RECOVER_LIMIT} a call, oldest first, with more: true while others are left`, async () => {
    const id = await createHook();
    const n = RECOVER_LIMIT + 1;
    const messages = Array.from({ length: n }, (_, i) => ({ id: `msg_${randomUUID()}`, crewId: w.crews.nightshift, type: "order.paid", subject: { order_id: ORDER }, createdAt: ago((n - i) * MIN) }));
    const deliveries = messages.map((m) => ({ id: randomUUID(), messageId: m.id, webhookId: id, state: "failed", attempts: 10, createdAt: m.createdAt, updatedAt: m.createdAt }));
    await w.api.database.db.insert(webhookMessages).values(messages);
    await w.api.database.db.insert(webhookDeliveries).values(deliveries);
    const since = ago(DAY).toISOString();
    const dry = await recover(id, { since, dry_run: true });
    expect(dry.body).toMatchObject({ count: RECOVER_LIMIT, more: true });
    expect(dry.body.delivery_ids).toEqual(deliveries.slice(0, RECOVER_LIMIT).map((d) => d.id));
    const first = await recover(id, { since });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ count: RECOVER_LIMIT, more: true });
    const [{ n: waiting } = { n: 0 }] = await w.api.database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.state, "waiting"));
    expect(waiting).toBe(RECOVER_LIMIT);
    const second = await recover(id, { since });
    expect(second.body).toEqual({ count: 1, since, dry_run: false, more: false, delivery_ids: [deliveries.at(-1)!.id] });
  });

  it.each([
    ["in the future", () => ({ since: new Date(T.getTime() + MIN).toISOString() }), /future/],
    ["older than the 30 days deliveries are kept", () => ({ since: ago(30 * DAY + MIN).toISOString() }), /last 30 days/],
    ["not a date-time", () => ({ since: "yesterday" }), /ISO 8601/],
    ["without a time zone", () => ({ since: ago(HOUR).toISOString().slice(0, 19) }), /ISO 8601/],
    ["a date only", () => ({ since: ago(HOUR).toISOString().slice(0, 10) }), /ISO 8601/],
    ["a number", () => ({ since: ago(HOUR).getTime() }), /ISO 8601/],
    ["missing", () => ({ dry_run: true }), /.+/],
  ])("is 422 validation_error on since when since is %s, and changes nothing", async (_what, body, message) => {
    const id = await createHook();
    const d = await seed(id, { at: ago(HOUR) });
    const r = await recover(id, body());
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.code).toBe("validation_error");
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0].param).toBe("since");
    expect(r.body.errors[0].message).toMatch(message);
    expect(await stateOf(d.deliveryId)).toMatchObject({ state: "failed", resends: 0 });
  });

  it("is 422 on dry_run that is not a boolean and on an unknown field", async () => {
    const id = await createHook();
    const since = ago(HOUR).toISOString();
    const bad = await recover(id, { since, dry_run: "yes" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { param: string }) => e.param)).toEqual(["dry_run"]);
    const unknown = await recover(id, { since, state: "failed" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.map((e: { param: string }) => e.param)).toEqual(["state"]);
  });

  it("is 404 for another crew's webhook, an unknown or a malformed id, and leaves their deliveries as they are", async () => {
    const theirs = await createHook(ADMIN.harbourOwner);
    const d = await seed(theirs, { at: ago(HOUR), crewId: w.crews.harbour });
    const body = { since: ago(DAY).toISOString() };
    for (const id of [theirs, randomUUID(), "nope"]) {
      for (const dry_run of [true, false]) {
        const r = await recover(id, { ...body, dry_run });
        expect(r.status, `${id} ${dry_run}`).toBe(404);
        expect(r.body.code).toBe("not_found");
      }
    }
    expect(await stateOf(d.deliveryId)).toMatchObject({ state: "failed", resends: 0 });
    // Our own webhook does not reach their delivery either.
    const ours = await createHook();
    expect((await recover(ours, body)).body).toMatchObject({ count: 0, delivery_ids: [] });
    // Their owner recovers it.
    expect((await recover(theirs, body, ADMIN.harbourOwner)).body).toMatchObject({ count: 1, delivery_ids: [d.deliveryId] });
  });

  it("replays the answer for the same Idempotency-Key without sending again; another body with that key is 422", async () => {
    const id = await createHook();
    const d = await seed(id, { at: ago(HOUR) });
    const body = { since: ago(DAY).toISOString() };
    const headers = { "Idempotency-Key": "recover-1" };
    const first = await recover(id, body, ADMIN.owner, headers);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ count: 1, delivery_ids: [d.deliveryId] });
    // Failed again meanwhile: a replay must not restart it.
    await w.api.database.db.update(webhookDeliveries).set({ state: "failed" }).where(eq(webhookDeliveries.id, d.deliveryId));
    const again = await recover(id, body, ADMIN.owner, headers);
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    expect(await stateOf(d.deliveryId)).toMatchObject({ state: "failed", resends: 1 });
    const mismatch = await recover(id, { ...body, dry_run: true }, ADMIN.owner, headers);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe("idempotency_mismatch");
  });

  it(`counts against the crew's ${ADMIN_LIMITS.writesPerCrewPerMinute} admin writes a minute, dry runs included: then 429 and nothing is sent`, async () => {
    const id = await createHook();
    const d = await seed(id, { at: ago(HOUR) });
    const since = ago(DAY).toISOString();
    // The creation was the first write of the minute.
    for (let i = 1; i < ADMIN_LIMITS.writesPerCrewPerMinute; i++) {
      const r = await recover(id, { since, dry_run: true });
      expect(r.status).toBe(200);
      expect(r.headers.get("ratelimit-policy")).toBe(`"admin-writes";q=${ADMIN_LIMITS.writesPerCrewPerMinute};w=60`);
    }
    const over = await recover(id, { since });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await stateOf(d.deliveryId)).toMatchObject({ state: "failed", resends: 0 });
  });

  it("while the webhook is off, recovered deliveries wait and go out once it is turned on", async () => {
    const id = await createHook();
    const d = await seed(id, { at: ago(HOUR) });
    expect((await w.call("POST", `/admin/v1/webhooks/${id}/disable`, ADMIN.owner)).status).toBe(200);
    const r = await recover(id, { since: ago(DAY).toISOString() });
    expect(r.status).toBe(202);
    expect(r.body.count).toBe(1);
    expect(await runDueOnce(w.api.app, new Date())).toBe(0);
    expect(receiver.calls).toHaveLength(0);
    expect(await stateOf(d.deliveryId)).toMatchObject({ state: "waiting" });
    expect((await w.call("POST", `/admin/v1/webhooks/${id}/enable`, ADMIN.owner)).status).toBe(200);
    expect(await runDueOnce(w.api.app, new Date())).toBe(1);
    expect(receiver.calls.map((c) => c.headers["webhook-id"])).toEqual([d.messageId]);
  });
});
