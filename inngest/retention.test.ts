/**
 * The daily purge on Inngest: one step per retention rule, on the run's one instant, so a retried
 * run never purges again a table a finished step already purged. The rules themselves are tested
 * against a database with a clock in tests/retention/purge.test.ts.
 */
import { InngestTestEngine } from "@inngest/test";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/retention/purge", async (original) => ({ ...(await original<typeof import("@/lib/retention/purge")>()), purgeRule: vi.fn() }));
vi.mock("@/lib/root/app", () => ({ getApp: vi.fn(async () => FAKE_APP) }));

const FAKE_APP = vi.hoisted(() => ({ database: { db: { fake: "db" } }, store: {} }));

import { purgeRule, RULES } from "@/lib/retention/purge";
import { purgeRetention } from "./retention";

const purged = vi.mocked(purgeRule);
const run = (steps: { id: string; handler: () => unknown }[] = []) => new InngestTestEngine({ function: purgeRetention, events: [{ name: "inngest/scheduled.timer", data: {} }] as never }).execute({ steps });
const stepIds = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.map((c) => c[0]);

beforeEach(() => {
  purged.mockReset();
  purged.mockImplementation(async (_db, rule) => rule.table.length);
});

describe("purgeRetention (Inngest)", () => {
  it("runs daily at 03:00 UTC, one run at a time", () => {
    expect(purgeRetention.opts.triggers).toEqual([{ cron: "0 3 * * *" }]);
    expect(purgeRetention.opts.concurrency).toEqual({ limit: 1 });
  });

  it("makes one step per rule, each on the app's database and the run's one instant", async () => {
    const { ctx, result } = await run([{ id: "now", handler: () => "2026-11-20T03:00:00.000Z" }]);
    expect(stepIds(vi.mocked(ctx.step.run))).toEqual(["now", ...RULES.map((r) => `purge-${r.table}`)]);
    expect(purged).toHaveBeenCalledTimes(RULES.length);
    for (const [i, rule] of RULES.entries()) expect(purged.mock.calls[i]).toEqual([FAKE_APP.database.db, rule, new Date("2026-11-20T03:00:00.000Z")]);
    expect(result).toEqual({ deleted: Object.fromEntries(RULES.map((r) => [r.table, r.table.length])) });
  });

  it("a retried run does not purge again the tables a finished step purged (memoised steps)", async () => {
    const [first, second] = RULES;
    const { result } = await run([
      { id: "now", handler: () => "2026-11-20T03:00:00.000Z" },
      { id: `purge-${first!.table}`, handler: () => 7 },
      { id: `purge-${second!.table}`, handler: () => 3 },
    ]);
    expect(purged.mock.calls.map((c) => c[1].table)).toEqual(RULES.slice(2).map((r) => r.table));
    expect((result as { deleted: Record<string, number> }).deleted).toMatchObject({ [first!.table]: 7, [second!.table]: 3 });
  });
});
