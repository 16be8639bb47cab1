/** Wake-ups deferred to the outermost commit, and dropped when it rolls back (lib/db/after-commit.ts). */
import { describe, expect, it } from "vitest";
import { afterCommit, afterCommitOpen, withAfterCommit } from "@/lib/db/after-commit";

describe("afterCommit", () => {
  it("runs at once outside a transaction", async () => {
    const ran: string[] = [];
    await afterCommit(async () => void ran.push("sent"));
    expect(ran).toEqual(["sent"]);
  });

  it("waits for the outermost transaction to return, nested ones included, in order", async () => {
    const ran: string[] = [];
    await withAfterCommit(async () => {
      await afterCommit(async () => void ran.push("a"));
      await withAfterCommit(async () => {
        await afterCommit(async () => void ran.push("b"));
        ran.push("inner committed");
      });
      ran.push("outer committed");
    });
    expect(ran).toEqual(["inner committed", "outer committed", "a", "b"]);
  });

  it("drops what was deferred when the transaction throws (rolled back: nothing to wake)", async () => {
    const ran: string[] = [];
    await expect(
      withAfterCommit(async () => {
        await afterCommit(async () => void ran.push("sent"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(ran).toEqual([]);
  });

  it("keeps its queue for transactions that overlap, and holds nothing between transactions", async () => {
    const ran: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = withAfterCommit(async () => {
      await gate;
      await new Promise((r) => setImmediate(r));
      await afterCommit(async () => void ran.push("slow"));
      ran.push("slow committed");
    });
    await withAfterCommit(async () => {
      await afterCommit(async () => void ran.push("quick"));
    });
    // The quick one has ended, the slow one still runs: its store must still be there.
    expect(afterCommitOpen()).toBe(true);
    expect(ran).toEqual(["quick"]);
    release();
    await slow;
    expect(ran).toEqual(["quick", "slow committed", "slow"]);
    expect(afterCommitOpen()).toBe(false);
    // Outside any transaction a wake-up is sent at once.
    await afterCommit(async () => void ran.push("after"));
    expect(ran).toEqual(["quick", "slow committed", "slow", "after"]);
  });
});
