import { describe, expect, it } from "vitest";
import { COALESCE_MS, firstDueAt, HOLD_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs, shouldTurnOff, TURN_OFF_AFTER_MS } from "@/lib/webhooks/schedule";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const NOW = new Date("2026-03-01T12:00:00.000Z");

describe("webhook schedule", () => {
  it("has ten attempts with nine waits between them", () => {
    expect(MAX_ATTEMPTS).toBe(10);
    expect(RETRY_DELAYS_MS).toEqual([5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 14 * H, 20 * H, 24 * H]);
    expect(HOLD_MS).toBe(30_000);
    expect(COALESCE_MS).toBe(60_000);
    expect(TURN_OFF_AFTER_MS).toBe(72 * H);
  });

  it.each([
    [1, 1, 5 * S],
    [2, 1, 5 * M],
    [3, 1, 30 * M],
    [4, 1, 2 * H],
    [5, 1, 5 * H],
    [6, 1, 10 * H],
    [7, 1, 14 * H],
    [8, 1, 20 * H],
    [9, 1, 24 * H],
    [10, 1, null],
    [11, 1, null],
    [0, 1, null],
    [1, 0.001, 5],
    [9, 0.5, 12 * H],
  ])("after attempt %i at scale %f the next wait is %s ms", (attempts, scale, expected) => {
    expect(retryDelayMs(attempts, scale)).toBe(expected);
  });

  it.each([
    ["event.published", { event_id: 1, crews: [], first: true }, 1, HOLD_MS],
    ["event.published", { event_id: 1, crews: [], first: false }, 1, 0],
    ["event.updated", { event_id: 1 }, 1, COALESCE_MS],
    ["event.updated", { event_id: 1 }, 0.01, 600],
    ["order.paid", { order_id: "x" }, 1, 0],
    ["booking_request.created", { booking_request_id: "x" }, 1, 0],
    ["webhook.test", { webhook_id: "x" }, 1, 0],
    // A sample is sent at once: no hold, no coalescing window.
    ["event.published", { event_id: 1, crews: [], first: true, sample: true, webhook_id: "x" }, 1, 0],
    ["event.updated", { event_id: 1, sample: true, webhook_id: "x" }, 1, 0],
    ["event.updated", { event_id: 1, sample: "true" }, 1, COALESCE_MS],
  ])("%s %j at scale %f is first due after %i ms", (type, subject, scale, wait) => {
    expect(firstDueAt(type, subject, NOW, scale).getTime() - NOW.getTime()).toBe(wait);
  });

  it.each([
    [null, 1, false],
    [71 * H, 1, false],
    [72 * H - 1, 1, false],
    [72 * H, 1, true],
    [80 * H, 1, true],
    [72 * S, 0.001, false],
    [260 * S, 0.001, true],
  ] as [number | null, number, boolean][])("failing for %s ms (scale %f) turns off: %s", (failingFor, scale, expected) => {
    const since = failingFor === null ? null : new Date(NOW.getTime() - failingFor);
    expect(shouldTurnOff(since, NOW, scale)).toBe(expected);
  });
});
