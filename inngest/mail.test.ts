import { InngestTestEngine } from "@inngest/test";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/mail/deliver", () => ({ deliverOneDueMail: vi.fn(), nextMailDue: vi.fn() }));
vi.mock("@/lib/root/app", () => ({ getApp: vi.fn(async () => FAKE_APP) }));

const FAKE_APP = vi.hoisted(() => ({ database: { db: { fake: "db" } }, store: {} }));

import { deliverOneDueMail, nextMailDue } from "@/lib/mail/deliver";
import { deliverMail, MAIL_STEPS_PER_RUN } from "./mail";

const one = vi.mocked(deliverOneDueMail);
const next = vi.mocked(nextMailDue);
/** A run; the wake-up's send is mocked (the test engine would send it for real). */
const run = (name = "mail/queued", steps: { id: string; handler: () => unknown }[] = []) =>
  new InngestTestEngine({ function: deliverMail, events: [{ name, data: {} }] }).execute({ steps: [{ id: "wake-for-next", handler: () => ({ ids: [] }) }, ...steps] });
const stepIds = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.map((c) => c[0]);

beforeEach(() => {
  one.mockReset();
  next.mockReset();
});

describe("deliverMail (Inngest)", () => {
  it("wakes on mail/queued (sent after the commit) and every minute as a net, one pass at a time", () => {
    expect(deliverMail.opts.triggers).toEqual([expect.objectContaining({ name: "mail/queued" }), { cron: "* * * * *" }]);
    expect(deliverMail.opts.concurrency).toEqual({ limit: 1 });
  });

  it("makes one step per mail attempt on the app's database until nothing is due", async () => {
    one.mockResolvedValueOnce({ id: "m1", status: "sent" }).mockResolvedValueOnce({ id: "m2", status: "failed" }).mockResolvedValueOnce(null);
    next.mockResolvedValue(null);
    const { ctx, result } = await run();
    expect(stepIds(vi.mocked(ctx.step.run))).toEqual(["mail-1", "mail-2", "mail-3", "next-due"]);
    expect(one).toHaveBeenCalledWith(FAKE_APP.database.db, expect.any(Date));
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(vi.mocked(ctx.step.sendEvent)).not.toHaveBeenCalled();
  });

  it("never makes again an attempt that already ran: a memoised step is not sent twice", async () => {
    one.mockResolvedValueOnce(null);
    next.mockResolvedValue(null);
    const { ctx, result } = await run("mail/queued", [{ id: "mail-1", handler: () => ({ id: "m1", status: "sent" }) }]);
    expect(stepIds(vi.mocked(ctx.step.run))).toEqual(["mail-1", "mail-2", "next-due"]);
    expect(one).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it("a retry due within the minute wakes a run at its time: a mail/queued with that timestamp", async () => {
    const at = new Date(Date.now() + 10_000);
    one.mockResolvedValueOnce({ id: "m1", status: "queued", nextAttemptAt: at }).mockResolvedValueOnce(null);
    next.mockResolvedValue(at);
    const { ctx, result } = await run("inngest/scheduled.timer");
    expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(vi.mocked(ctx.step.sendEvent).mock.calls).toEqual([["wake-for-next", expect.objectContaining({ name: "mail/queued", ts: at.getTime() })]]);
  });

  it("a retry due later is left to the every-minute run", async () => {
    one.mockResolvedValueOnce(null);
    next.mockResolvedValue(new Date(Date.now() + 5 * 60_000));
    const { ctx } = await run();
    expect(vi.mocked(ctx.step.sendEvent)).not.toHaveBeenCalled();
  });

  it(`stops after ${MAIL_STEPS_PER_RUN} attempts and starts another run at once for the rest`, async () => {
    one.mockResolvedValue({ id: "m", status: "sent" });
    const { ctx, result } = await run();
    expect(one).toHaveBeenCalledTimes(MAIL_STEPS_PER_RUN);
    expect(result).toEqual({ sent: MAIL_STEPS_PER_RUN, retrying: 0, failed: 0 });
    expect(next).not.toHaveBeenCalled();
    expect(vi.mocked(ctx.step.sendEvent).mock.calls).toEqual([["wake-for-next", expect.objectContaining({ name: "mail/queued" })]]);
  });
});
