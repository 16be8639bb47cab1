import { vi } from "vitest";

/**
 * Freezes the clock 5 seconds into a coming minute, so a test that fills a minute window and then
 * calls is never split by the window's end. Undo with vi.useRealTimers().
 */
export function pinClock(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 65_000);
}
