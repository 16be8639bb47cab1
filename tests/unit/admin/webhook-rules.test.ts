/** The rules of webhook figures, recovery and samples, without HTTP (lib/admin/webhook-rules.ts, lib/webhooks/sample-mark.ts). */
import { describe, expect, it } from "vitest";
import { sampleTypeProblem, sinceProblem, successRate } from "@/lib/admin/webhook-rules";
import { isOnDemand, isSample } from "@/lib/webhooks/sample-mark";

const NOW = new Date("2030-01-31T12:00:00.000Z");
const DAY = 86_400_000;

describe("a recovery's since", () => {
  it.each([
    ["now", 0],
    ["a minute ago", 60_000],
    ["exactly 30 days ago", 30 * DAY],
  ])("is accepted %s", (_what, ago) => {
    expect(sinceProblem(new Date(NOW.getTime() - ago), NOW)).toBeNull();
  });

  it("is refused a millisecond past the 30 days deliveries are kept, naming the oldest accepted", () => {
    expect(sinceProblem(new Date(NOW.getTime() - 30 * DAY - 1), NOW)).toBe("Must be within the last 30 days, when deliveries are kept: at or after 2030-01-01T12:00:00.000Z.");
  });

  it("is refused in the future, even by a millisecond", () => {
    expect(sinceProblem(new Date(NOW.getTime() + 1), NOW)).toBe("Must not be in the future (it is 2030-01-31T12:00:00.000Z now).");
  });
});

describe("success rate", () => {
  it.each([
    [0, 0, null],
    [1, 0, 1],
    [0, 4, 0],
    [2, 1, 0.6667],
    [1, 2, 0.3333],
    [999, 1, 0.999],
  ])("%i delivered and %i failed is %s", (delivered, failed, rate) => {
    expect(successRate(delivered, failed)).toBe(rate);
  });
});

describe("sample types", () => {
  it("allows a subscribed type and webhook.test, refuses another type naming what the webhook takes", () => {
    expect(sampleTypeProblem("order.paid", ["order.paid", "payout.paid"])).toBeNull();
    expect(sampleTypeProblem("webhook.test", [])).toBeNull();
    expect(sampleTypeProblem("form.submitted", ["order.paid", "payout.paid"])).toBe(
      "This webhook does not subscribe to form.submitted; a sample is sent only of a type it subscribes to (order.paid, payout.paid), or webhook.test.",
    );
  });

  it("marks a subject as a sample only with sample: true; tests and samples are sent on demand", () => {
    expect(isSample({ order_id: "x", sample: true, webhook_id: "w" })).toBe(true);
    for (const subject of [{ order_id: "x" }, { sample: "true" }, { sample: 1 }, null, "sample"]) expect(isSample(subject)).toBe(false);
    expect(isOnDemand("webhook.test", { webhook_id: "w" })).toBe(true);
    expect(isOnDemand("order.paid", { order_id: "x", sample: true, webhook_id: "w" })).toBe(true);
    expect(isOnDemand("order.paid", { order_id: "x" })).toBe(false);
  });
});
