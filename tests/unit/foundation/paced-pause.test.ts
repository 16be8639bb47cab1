/** How much of the serving thread background statements may take (lib/runtime/let-requests-through.ts). */
import { describe, expect, it } from "vitest";
import { BACKGROUND_SHARE, MIN_BACKGROUND_SHARE, backgroundShare, pacedPause, pacedUnless, restAfter } from "@/lib/runtime/let-requests-through";

describe("backgroundShare", () => {
  it("is 20 % while requests leave 40 % of the thread or more", () => {
    expect(backgroundShare(0)).toBe(BACKGROUND_SHARE);
    expect(backgroundShare(0.5)).toBe(0.2);
    expect(backgroundShare(0.6)).toBeCloseTo(0.2, 10);
  });

  it("takes half the headroom the requests leave above that", () => {
    expect(backgroundShare(0.7)).toBeCloseTo(0.15, 10);
    expect(backgroundShare(0.8)).toBeCloseTo(0.1, 10);
    expect(backgroundShare(0.86)).toBeCloseTo(0.07, 10);
  });

  it("never less than 2 %, so the work still finishes on a saturated thread", () => {
    expect(backgroundShare(0.9)).toBeCloseTo(0.05, 10);
    expect(backgroundShare(0.97)).toBe(MIN_BACKGROUND_SHARE);
    expect(backgroundShare(1)).toBe(0.02);
  });
});

describe("restAfter", () => {
  it("rests 4× the work at 20 %, 9× at 10 %, 49× at 2 %", () => {
    expect(restAfter(10, 0.2)).toBeCloseTo(40, 10);
    expect(restAfter(10, 0.1)).toBeCloseTo(90, 10);
    expect(restAfter(10, 0.02)).toBeCloseTo(490, 10);
  });
});

describe("pacedPause", () => {
  it("after work of at least 5 ms rests at least four times as long (a timer never fires before its time)", async () => {
    const pause = pacedPause();
    const start = performance.now();
    while (performance.now() - start < 5); // the "statement"
    const worked = performance.now() - start;
    await pause();
    expect(performance.now() - start - worked).toBeGreaterThanOrEqual(restAfter(worked, BACKGROUND_SHARE) - 2);
  });

  it("after next to no work lets waiting I/O through and goes on", async () => {
    const pause = pacedPause({ adaptive: true });
    let ran = false;
    setImmediate(() => (ran = true));
    await pause();
    expect(ran).toBe(true);
  });
});

describe("pacedUnless", () => {
  it("paces while nobody hurries, gives way while someone does, and paces afresh after", async () => {
    const made: number[] = [];
    const rests: number[] = [];
    let hurry = false;
    const pause = pacedUnless(
      () => hurry,
      () => {
        const pacer = made.length;
        made.push(pacer);
        return async () => void rests.push(pacer);
      },
    );
    await pause();
    await pause();
    hurry = true;
    await pause();
    await pause();
    hurry = false;
    await pause();
    // The first pacer rested twice; while hurried none did; then a new pacer, not the old one with
    // the hurried statements' time on its clock.
    expect(rests).toEqual([0, 0, 2]);
    expect(made).toEqual([0, 1, 2]);
  });
});
