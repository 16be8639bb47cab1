/** Wake-ups deferred to the outermost commit, and dropped when it rolls back (lib/db/after-commit.ts). */
import { describe, expect, it } from "vitest";
import { afterCommit, withAfterCommit } from "@/lib/db/after-commit";

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
});
