import { InngestTestEngine } from "@inngest/test";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/webhook-delivery/bound", () => ({ attemptDelivery: vi.fn(), dispatchPending: vi.fn() }));
vi.mock("@/lib/root/app", () => ({ getApp: vi.fn(async () => FAKE_APP) }));
vi.mock("@/inngest/due-times", () => ({ dueTimes: vi.fn(), overdueDeliveries: vi.fn() }));
vi.mock("@/lib/webhooks/claim", () => ({ claimAttempt: vi.fn() }));

const FAKE_APP = vi.hoisted(() => ({ database: { db: { fake: "db" } }, store: {} }));

import { dueTimes, overdueDeliveries } from "@/inngest/due-times";
import { attemptDelivery, dispatchPending } from "@/lib/webhook-delivery/bound";
import { claimAttempt } from "@/lib/webhooks/claim";
import { MAX_ATTEMPTS } from "@/lib/webhooks/schedule";
import { deliveryDueEventId } from "@/lib/scheduler/events";
import { ATTEMPT_CONCURRENCY, deliverWebhook, DISPATCH_DEBOUNCE, dispatchOutbox, FAN_OUT_CHUNK, MAX_WAITS } from "./webhooks";

const attempt = vi.mocked(attemptDelivery);
const dispatch = vi.mocked(dispatchPending);
const due = vi.mocked(dueTimes);
const overdue = vi.mocked(overdueDeliveries);
const claim = vi.mocked(claimAttempt);

const DELIVERY = "0b6f3c1e-7a55-4a0e-9d0a-2f4b7f0c1a01";
const DUE_AT = "2026-03-01T12:00:30.000Z";
const at = (s: number) => new Date(Date.parse(DUE_AT) + s * 1000);

type Outcome = { state: "delivered" | "waiting" | "failed" | "not_sent"; nextAttemptAt: Date | null; superseded?: true };
const waiting = (s: number): Outcome => ({ state: "waiting", nextAttemptAt: at(s) });
const delivered: Outcome = { state: "delivered", nextAttemptAt: null };
/** A memoised attempt step's result, as it comes back from the run's state (JSON). */
const attempted = (place: number, o: Outcome) => ({ kind: "attempted", place, state: o.state, nextAttemptAt: o.nextAttemptAt?.toISOString() ?? null });

type MockedStep = { id: string; handler: () => unknown };

/** A mock for every sleep of the run (an unmocked sleep never wakes in the test engine). */
const sleeps = (...ids: string[]): MockedStep[] => ids.map((id) => ({ id, handler: () => undefined }));
const allSleeps = () =>
  sleeps(
    "hold",
    ...Array.from({ length: MAX_ATTEMPTS }, (_, i) => `retry-${i + 1}`),
    // the sleeps of wake-ups that found the delivery not due yet (or held)
    ...Array.from({ length: MAX_ATTEMPTS * 2 }, (_, i) => `wait-${Math.floor(i / 2) + 1}-${(i % 2) + 1}`),
  );

function deliverRun(steps: MockedStep[] = allSleeps(), extra: { resends?: number; place?: number } = {}) {
  const data = { deliveryId: DELIVERY, dueAt: DUE_AT, webhookId: "w-1", crewId: "c-1", ...extra };
  const t = new InngestTestEngine({ function: deliverWebhook, events: [{ name: "webhooks/delivery.due", data }] });
  return t.execute({ steps });
}

/** The ids of the steps of a kind, in call order. */
const stepIds = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.map((c) => c[0]);

beforeEach(() => {
  attempt.mockReset();
  dispatch.mockReset();
  due.mockReset();
  overdue.mockReset();
  claim.mockReset();
  due.mockResolvedValue([]);
  overdue.mockResolvedValue([]);
  // each claim succeeds, at the next place of the schedule
  let place = 0;
  claim.mockImplementation(async () => ({ kind: "claimed", place: place++ }));
});

describe("deliverWebhook", () => {
  it("holds until the due time the dispatcher wrote before the first attempt", async () => {
    attempt.mockResolvedValue(delivered);
    const { ctx, result } = await deliverRun(sleeps("hold"));
    expect(ctx.step.sleepUntil).toHaveBeenCalledTimes(1);
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith("hold", new Date(DUE_AT));
    expect(stepIds(ctx.step.run)).toEqual(["attempt-1"]);
    // the hold is the first step: it comes before the attempt
    expect(ctx.step.sleepUntil.mock.invocationCallOrder[0]).toBeLessThan(ctx.step.run.mock.invocationCallOrder[0] ?? 0);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(attempt).toHaveBeenCalledWith(FAKE_APP, DELIVERY, expect.any(Date));
    expect(result).toEqual({ deliveryId: DELIVERY, state: "delivered", attempts: 1 });
  });

  it("sleeps until each next attempt the engine scheduled, one step per attempt", async () => {
    attempt.mockResolvedValueOnce(waiting(5)).mockResolvedValueOnce(waiting(305)).mockResolvedValueOnce(delivered);
    const { ctx, result } = await deliverRun();
    expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-2", "attempt-3"]);
    expect(ctx.step.sleepUntil.mock.calls).toEqual([
      ["hold", new Date(DUE_AT)],
      ["retry-1", at(5)],
      ["retry-2", at(305)],
    ]);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(result).toEqual({ deliveryId: DELIVERY, state: "delivered", attempts: 3 });
  });

  it("never runs again an attempt that already ran: a memoised attempt step is not sent twice", async () => {
    attempt.mockResolvedValue(delivered);
    // attempt-1 already ran in an earlier execution of the run (its result is in the run's state, as JSON)
    const { ctx, result } = await deliverRun([...allSleeps(), { id: "attempt-1", handler: () => attempted(0, waiting(5)) }]);
    expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-2"]);
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith("retry-1", at(5));
    expect(attempt).toHaveBeenCalledTimes(1);
    // the next claim expects the place after the memoised attempt
    expect(claim).toHaveBeenCalledWith(FAKE_APP.database.db, DELIVERY, { resends: 0, place: 1 }, expect.any(Date), expect.any(Number));
    expect(result).toEqual({ deliveryId: DELIVERY, state: "delivered", attempts: 2 });
  });

  it(`makes at most ${MAX_ATTEMPTS} attempts, each its own step`, async () => {
    attempt.mockImplementation(async () => waiting(60));
    const { ctx, result } = await deliverRun();
    const ids = stepIds(ctx.step.run);
    expect(ids).toEqual(Array.from({ length: MAX_ATTEMPTS }, (_, i) => `attempt-${i + 1}`));
    expect(attempt).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    // no sleep after the last attempt
    expect(stepIds(ctx.step.sleepUntil)).toEqual(["hold", ...Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => `retry-${i + 1}`)]);
    expect(result).toEqual({ deliveryId: DELIVERY, state: "waiting", attempts: MAX_ATTEMPTS });
  });

  it.each(["delivered", "failed", "not_sent"] as const)("stops when an attempt ends %s", async (state) => {
    attempt.mockResolvedValueOnce(waiting(5)).mockResolvedValueOnce({ state, nextAttemptAt: null });
    const { ctx, result } = await deliverRun();
    expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-2"]);
    expect(stepIds(ctx.step.sleepUntil)).toEqual(["hold", "retry-1"]);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ deliveryId: DELIVERY, state, attempts: 2 });
  });

  it("ends the run when the webhook was turned off (the attempt reports failed)", async () => {
    // three days of failures: the engine turned the webhook off and mailed the owner during attempt 4
    attempt.mockResolvedValueOnce(waiting(5)).mockResolvedValueOnce(waiting(305)).mockResolvedValueOnce(waiting(2105)).mockResolvedValueOnce({ state: "failed", nextAttemptAt: null });
    const { ctx, result } = await deliverRun();
    expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-2", "attempt-3", "attempt-4"]);
    expect(stepIds(ctx.step.sleepUntil)).toEqual(["hold", "retry-1", "retry-2", "retry-3"]);
    expect(result).toEqual({ deliveryId: DELIVERY, state: "failed", attempts: 4 });
  });

  it("stops when the engine schedules nothing more", async () => {
    attempt.mockResolvedValueOnce({ state: "waiting", nextAttemptAt: null });
    const { ctx, result } = await deliverRun();
    expect(stepIds(ctx.step.run)).toEqual(["attempt-1"]);
    expect(result).toEqual({ deliveryId: DELIVERY, state: "waiting", attempts: 1 });
  });

  it("sends nothing without the claim: every attempt step claims the delivery first, for the run's schedule and place", async () => {
    attempt.mockResolvedValueOnce(waiting(5)).mockResolvedValueOnce(delivered);
    await deliverRun(allSleeps(), { place: 0 });
    expect(claim.mock.calls.map((c) => c[2])).toEqual([
      { resends: 0, place: 0 },
      { resends: 0, place: 1 },
    ]);
    expect(claim.mock.invocationCallOrder[0]).toBeLessThan(attempt.mock.invocationCallOrder[0] ?? 0);
  });

  describe("an early wake-up never consumes an attempt", () => {
    it("a run that wakes before the delivery is due (it was pushed back) sleeps until the new time and sends nothing", async () => {
      claim.mockResolvedValueOnce({ kind: "wait", until: new Date("2099-01-01T00:00:00.000Z") });
      attempt.mockResolvedValue(delivered);
      const { ctx, result } = await deliverRun();
      expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-1-again-1"]);
      expect(ctx.step.sleepUntil).toHaveBeenCalledWith("wait-1-1", new Date("2099-01-01T00:00:00.000Z"));
      expect(attempt).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ deliveryId: DELIVERY, state: "delivered", attempts: 1 });
    });

    it(`still makes all ${MAX_ATTEMPTS} attempts when every one of them first woke early`, async () => {
      let n = 0;
      claim.mockImplementation(async () => (n++ % 2 === 0 ? { kind: "wait", until: at(n) } : { kind: "claimed", place: (n - 2) / 2 }));
      attempt.mockImplementation(async () => waiting(60));
      const { ctx, result } = await deliverRun();
      const ids = stepIds(ctx.step.run);
      expect(ids.filter((id) => /^attempt-\d+$/.test(id as string))).toHaveLength(MAX_ATTEMPTS);
      expect(ids.slice(0, 4)).toEqual(["attempt-1", "attempt-1-again-1", "attempt-2", "attempt-2-again-1"]);
      expect(attempt).toHaveBeenCalledTimes(MAX_ATTEMPTS);
      expect(result).toEqual({ deliveryId: DELIVERY, state: "waiting", attempts: MAX_ATTEMPTS });
    });

    it("counts attempts from the database: a run started at place 8 makes the last two", async () => {
      claim.mockImplementation(async (_db, _id, want) => ({ kind: "claimed", place: want.place ?? 0 }));
      attempt.mockImplementation(async () => waiting(60));
      const { ctx, result } = await deliverRun(allSleeps(), { place: 8 });
      expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-2"]);
      expect(result).toEqual({ deliveryId: DELIVERY, state: "waiting", attempts: 2 });
    });

    it(`gives up after ${MAX_WAITS} wake-ups without an attempt (the sweep takes the delivery over)`, async () => {
      claim.mockResolvedValue({ kind: "wait", until: at(1) });
      const { ctx, result } = await deliverRun(sleeps("hold", ...Array.from({ length: MAX_WAITS + 1 }, (_, i) => `wait-1-${i + 1}`)));
      expect(ctx.step.run).toHaveBeenCalledTimes(MAX_WAITS + 1);
      expect(attempt).not.toHaveBeenCalled();
      expect(result).toEqual({ deliveryId: DELIVERY, state: "waiting", attempts: 0 });
    });
  });

  describe("two runs of one delivery never overlap", () => {
    it("a run that finds the delivery claimed sleeps until the lease ends; if the other run made the attempt, it ends", async () => {
      const leaseEnd = at(60);
      claim.mockResolvedValueOnce({ kind: "wait", until: leaseEnd }).mockResolvedValueOnce({ kind: "taken" });
      const { ctx, result } = await deliverRun();
      expect(ctx.step.sleepUntil).toHaveBeenCalledWith("wait-1-1", leaseEnd);
      expect(attempt).not.toHaveBeenCalled();
      expect(result).toEqual({ deliveryId: DELIVERY, state: "taken", attempts: 0 });
    });

    it("a run whose attempt was taken over after its lease ran out ends (the other claim goes on)", async () => {
      attempt.mockResolvedValueOnce({ state: "waiting", nextAttemptAt: at(1), superseded: true });
      const { result } = await deliverRun();
      expect(result).toEqual({ deliveryId: DELIVERY, state: "superseded", attempts: 0 });
    });
  });

  // Core spec, state table: "Send again puts a finished delivery back at the start of the schedule".
  describe("send again", () => {
    it("a run of an earlier schedule that wakes after a resend sends nothing and ends: the resend's run holds the delivery", async () => {
      attempt.mockResolvedValueOnce(waiting(5));
      claim.mockResolvedValueOnce({ kind: "claimed", place: 0 }).mockResolvedValueOnce({ kind: "superseded" });
      const { ctx, result } = await deliverRun();
      expect(stepIds(ctx.step.run)).toEqual(["attempt-1", "attempt-2"]);
      expect(attempt).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ deliveryId: DELIVERY, state: "superseded", attempts: 1 });
    });

    it(`the resend's run has its own ${MAX_ATTEMPTS} attempt steps, the schedule the engine writes`, async () => {
      attempt.mockImplementation(async () => waiting(60));
      const { ctx, result } = await deliverRun(allSleeps(), { resends: 2, place: 0 });
      expect(stepIds(ctx.step.run)).toEqual(Array.from({ length: MAX_ATTEMPTS }, (_, i) => `attempt-${i + 1}`));
      expect(claim.mock.calls[0]?.[2]).toEqual({ resends: 2, place: 0 });
      expect(attempt).toHaveBeenCalledTimes(MAX_ATTEMPTS);
      expect(result).toEqual({ deliveryId: DELIVERY, state: "waiting", attempts: MAX_ATTEMPTS });
    });

    it("an attempt under way when the delivery was sent again ends its run (its call is history; the resend's run goes on)", async () => {
      attempt.mockResolvedValueOnce({ state: "waiting", nextAttemptAt: at(1), superseded: true });
      const { ctx, result } = await deliverRun();
      expect(stepIds(ctx.step.run)).toEqual(["attempt-1"]);
      expect(stepIds(ctx.step.sleepUntil)).toEqual(["hold"]);
      expect(result).toEqual({ deliveryId: DELIVERY, state: "superseded", attempts: 0 });
    });
  });

  it("runs at most two attempt steps per webhook and five per crew: one slow receiver cannot hold every slot", () => {
    expect(deliverWebhook.opts.concurrency).toEqual([
      { key: "event.data.webhookId", limit: 2 },
      { key: "event.data.crewId", limit: 5 },
    ]);
    expect(ATTEMPT_CONCURRENCY).toBe(deliverWebhook.opts.concurrency);
    expect(deliverWebhook.opts.triggers).toEqual([expect.objectContaining({ name: "webhooks/delivery.due" })]);
  });

  it("keys the concurrency on fields every webhooks/delivery.due carries", async () => {
    // the dispatcher's events carry the webhook and crew (inngest/due-times.ts selects them)
    const d = { deliveryId: "d-1", dueAt: "2026-03-01T12:00:00.000Z", place: 0, webhookId: "w-1", crewId: "c-1" };
    dispatch.mockResolvedValue({ deliveryIds: ["d-1"] });
    due.mockResolvedValue([d]);
    const { ctx } = await new InngestTestEngine({ function: dispatchOutbox, events: [{ name: "platform/outbox.written", data: {} }] }).execute({ steps: [{ id: "fan-out-1", handler: () => ({ ids: [] }) }] });
    const [event] = ctx.step.sendEvent.mock.calls[0]?.[1] as { data: Record<string, unknown> }[];
    for (const c of ATTEMPT_CONCURRENCY) expect(event!.data[c.key.replace("event.data.", "")]).toBeTruthy();
  });
});

describe("dispatchOutbox", () => {
  const dispatchRun = (steps: MockedStep[] = []) => new InngestTestEngine({ function: dispatchOutbox, events: [{ name: "platform/outbox.written", data: {} }] }).execute({ steps });
  const fanOut = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `fan-out-${i + 1}`, handler: () => ({ ids: [] }) }));

  it("is started by platform/outbox.written and by a cron every minute", () => {
    expect(dispatchOutbox.opts.triggers).toEqual([expect.objectContaining({ name: "platform/outbox.written" }), { cron: "* * * * *" }]);
    expect(dispatchOutbox.opts.concurrency).toEqual({ limit: 1 });
  });

  it("is debounced: a burst of writes makes one routing pass, at most 5 s after the first", () => {
    expect(dispatchOutbox.opts.debounce).toEqual({ period: "1s", timeout: "5s" });
    expect(DISPATCH_DEBOUNCE).toBe(dispatchOutbox.opts.debounce);
  });

  it("routes the outbox in one step and sends one webhooks/delivery.due per delivery, with its due time", async () => {
    const list = [
      { deliveryId: "d-1", dueAt: "2026-03-01T12:00:00.000Z" },
      { deliveryId: "d-2", dueAt: "2026-03-01T12:00:30.000Z" },
      { deliveryId: "d-3", dueAt: "2026-03-01T12:01:00.000Z" },
    ];
    dispatch.mockResolvedValue({ deliveryIds: list.map((d) => d.deliveryId) });
    due.mockResolvedValue(list);
    const { ctx, result } = await dispatchRun(fanOut(1));
    expect(stepIds(ctx.step.run)).toEqual(["dispatch"]);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(FAKE_APP.database.db, expect.any(Date));
    expect(due).toHaveBeenCalledWith(FAKE_APP.database.db, ["d-1", "d-2", "d-3"], expect.any(Date));
    expect(overdue).toHaveBeenCalledWith(FAKE_APP.database.db, expect.any(Date));
    expect(ctx.step.sendEvent).toHaveBeenCalledTimes(1);
    const [id, events] = ctx.step.sendEvent.mock.calls[0] as [string, { name: string; data: unknown; id: string }[]];
    expect(id).toBe("fan-out-1");
    expect(events.map(({ name, data, id }) => ({ name, data, id }))).toEqual(list.map((d) => ({ name: "webhooks/delivery.due", data: d, id: deliveryDueEventId(d.deliveryId, d.dueAt) })));
    expect(result).toEqual({ deliveries: 3, overdue: 0 });
  });

  it("sends nothing when nothing was routed", async () => {
    dispatch.mockResolvedValue({ deliveryIds: [] });
    due.mockResolvedValue([]);
    const { ctx, result } = await dispatchRun();
    expect(ctx.step.sendEvent).not.toHaveBeenCalled();
    expect(result).toEqual({ deliveries: 0, overdue: 0 });
  });

  it("starts a run for each overdue delivery no run holds, under an id of the sweep's own", async () => {
    dispatch.mockResolvedValue({ deliveryIds: ["d-new"] });
    due.mockResolvedValue([{ deliveryId: "d-new", dueAt: "2026-03-01T12:00:00.000Z" }]);
    overdue.mockResolvedValue([
      { deliveryId: "d-stuck", dueAt: "2026-03-01T11:00:00.000Z" },
      { deliveryId: "d-resent", dueAt: "2026-03-01T11:00:00.000Z", resends: 1 },
    ]);
    const { ctx, result } = await dispatchRun(fanOut(1));
    const events = ctx.step.sendEvent.mock.calls[0]?.[1] as { data: unknown; id: string }[];
    expect(events.map(({ data, id }) => ({ data, id }))).toEqual([
      { data: { deliveryId: "d-new", dueAt: "2026-03-01T12:00:00.000Z" }, id: deliveryDueEventId("d-new", "2026-03-01T12:00:00.000Z") },
      { data: { deliveryId: "d-stuck", dueAt: "2026-03-01T11:00:00.000Z" }, id: deliveryDueEventId("d-stuck", "2026-03-01T11:00:00.000Z", "overdue") },
      // A resent delivery whose run was never started: the run is for the resend's schedule.
      { data: { deliveryId: "d-resent", dueAt: "2026-03-01T11:00:00.000Z", resends: 1 }, id: deliveryDueEventId("d-resent", "2026-03-01T11:00:00.000Z", "overdue") },
    ]);
    expect(deliveryDueEventId("d-stuck", "2026-03-01T11:00:00.000Z", "overdue")).not.toBe(deliveryDueEventId("d-stuck", "2026-03-01T11:00:00.000Z"));
    expect(result).toEqual({ deliveries: 1, overdue: 2 });
  });

  it(`sends in chunks of ${FAN_OUT_CHUNK}, one step each`, async () => {
    const list = Array.from({ length: FAN_OUT_CHUNK * 2 + 1 }, (_, i) => ({ deliveryId: `d-${i}`, dueAt: "2026-03-01T12:00:00.000Z" }));
    dispatch.mockResolvedValue({ deliveryIds: list.map((d) => d.deliveryId) });
    due.mockResolvedValue(list);
    const { ctx } = await dispatchRun(fanOut(3));
    expect(stepIds(ctx.step.sendEvent)).toEqual(["fan-out-1", "fan-out-2", "fan-out-3"]);
    const sent = ctx.step.sendEvent.mock.calls.flatMap((c) => c[1] as { data: { deliveryId: string } }[]);
    expect(sent.map((e) => e.data.deliveryId)).toEqual(list.map((d) => d.deliveryId));
  });
});

describe("coalescing of event.updated", () => {
  // The dispatcher folds edits made during the window into the one waiting delivery of each
  // (event, webhook). Whether it names that delivery again or not, the Inngest side makes one run
  // and one call of it.
  it("a delivery named again with the same due time gets the same event id, which Inngest keeps once", async () => {
    const folded = { deliveryId: DELIVERY, dueAt: "2026-03-01T12:01:00.000Z" };
    dispatch.mockResolvedValue({ deliveryIds: [DELIVERY] });
    due.mockResolvedValue([folded]);
    const ids: string[] = [];
    for (let edit = 0; edit < 3; edit++) {
      const { ctx } = await new InngestTestEngine({ function: dispatchOutbox, events: [{ name: "platform/outbox.written", data: {} }] }).execute({ steps: [{ id: "fan-out-1", handler: () => ({ ids: [] }) }] });
      ids.push(...(ctx.step.sendEvent.mock.calls[0]?.[1] as { id: string }[]).map((e) => e.id));
    }
    expect(new Set(ids)).toEqual(new Set([deliveryDueEventId(DELIVERY, folded.dueAt)]));
    expect(deliveryDueEventId(DELIVERY, folded.dueAt)).not.toBe(deliveryDueEventId(DELIVERY, "2026-03-01T12:02:00.000Z"));
  });

  it("the one run waits out the window, then makes one call for all the edits", async () => {
    attempt.mockResolvedValue(delivered);
    const { ctx } = await new InngestTestEngine({ function: deliverWebhook, events: [{ name: "webhooks/delivery.due", data: { deliveryId: DELIVERY, dueAt: "2026-03-01T12:01:00.000Z" } }] }).execute({ steps: allSleeps() });
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith("hold", new Date("2026-03-01T12:01:00.000Z"));
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
