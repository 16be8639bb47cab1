import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/checkout/release", () => ({ expireDue: vi.fn() }));
vi.mock("@/lib/root/app", () => ({ getApp: vi.fn(async () => FAKE_APP) }));
vi.mock("@/lib/webhooks/secrets", () => ({ clearExpiredPreviousSecrets: vi.fn() }));

const FAKE_APP = vi.hoisted(() => ({ database: { db: { fake: "db" } }, store: {} }));

import { expireDue } from "@/lib/checkout/release";
import { clearExpiredPreviousSecrets } from "@/lib/webhooks/secrets";
import { sweepCheckouts } from "./checkout";

describe("sweepCheckouts", () => {
  it("runs every minute, one run at a time", () => {
    expect(sweepCheckouts.opts.triggers).toEqual([{ cron: "* * * * *" }]);
    expect(sweepCheckouts.opts.concurrency).toEqual({ limit: 1 });
  });

  it("sweeps the app's database in one step, clears previous signing secrets past their 24 hours in another, and answers the counts", async () => {
    vi.mocked(expireDue).mockResolvedValue(3);
    vi.mocked(clearExpiredPreviousSecrets).mockResolvedValue(2);
    const { ctx, result } = await new InngestTestEngine({ function: sweepCheckouts, events: [{ name: "inngest/scheduled.timer", data: {} }] }).execute();
    expect(vi.mocked(ctx.step.run).mock.calls.map((c) => c[0])).toEqual(["sweep", "clear-previous-secrets"]);
    expect(vi.mocked(expireDue)).toHaveBeenCalledWith(FAKE_APP.database.db, expect.any(Date));
    expect(vi.mocked(clearExpiredPreviousSecrets)).toHaveBeenCalledWith(FAKE_APP.database.db, expect.any(Date));
    expect(result).toEqual({ expired: 3, previousSecretsCleared: 2 });
  });
});
