import { vi } from "vitest";

/**
 * Freezes the clock 5 seconds into a coming minute, so a test that fills a minute window and then
 * calls is never split by the window's end. Undo with vi.useRealTimers().
 */
export function pinClock(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 65_000);
}

/**
 * For a clock the test cannot pin (another process's): when the current fixed window (a minute, a
 * UTC day) ends within `marginMs`, waits until the next one has begun, so that what the test does
 * within the margin falls in one window.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
