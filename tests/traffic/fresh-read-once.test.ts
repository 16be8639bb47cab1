/** A read that waits for another's fresh read of the same copy waits FRESH_READ_WAIT_MS at most, then reads fresh itself. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Answer } from "@/lib/http/exchange";
import type { Call } from "@/lib/pipeline/call";
import { FRESH_READ_WAIT_MS, freshReadOnce } from "@/lib/pipeline/cache";

afterEach(() => vi.useRealTimers());

/** Just what the step reads of a call: a cacheable endpoint, its store and the copy's variant. */
function callOn(store: object, variant: string): Call {
  return { endpoint: { method: "GET", cache: 60 }, traffic: { app: { store }, auth: null, variant, noCache: false } } as unknown as Call;
}

describe("freshReadOnce", () => {
  it("lets a waiter read fresh itself when the first read is still under way after FRESH_READ_WAIT_MS", async () => {
    vi.useFakeTimers();
    const store = {};
    const stuck = new Promise<Answer>(() => undefined);
    const own = { status: 200 } as Answer;
    const reads: string[] = [];
    void freshReadOnce(callOn(store, "none|/v1/crew?"), () => {
      reads.push("first");
      return stuck;
    });
    const waiter = freshReadOnce(callOn(store, "none|/v1/crew?"), async () => {
      reads.push("waiter");
      return own;
    });
    await vi.advanceTimersByTimeAsync(FRESH_READ_WAIT_MS - 1);
    expect(reads).toEqual(["first"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual(["first", "waiter"]);
    expect(await waiter).toBe(own);
  });

  it("never makes reads of another copy, or on another store, wait", async () => {
    const stuck = new Promise<Answer>(() => undefined);
    const own = { status: 200 } as Answer;
    const store = {};
    void freshReadOnce(callOn(store, "none|/v1/crew?"), () => stuck);
    expect(await freshReadOnce(callOn(store, "none|/v1/crew/pages?"), async () => own)).toBe(own);
    expect(await freshReadOnce(callOn({}, "none|/v1/crew?"), async () => own)).toBe(own);
  });
});
