/**
 * The delivery schedule as pure functions: when a message is first due, how long to wait after a
 * failed attempt, and when a failing webhook is turned off (docs/guides/webhooks.md). Every wait is
 * multiplied by `scale` (`config().webhookTimeScale`: 1 in production, smaller in a sandbox).
 * Both delivery drivers (the Postgres worker and Inngest) read the schedule from here.
 */
import { isSample } from "./sample-mark";
import type { WebhookEventType } from "./types";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The waits after attempts 1..9; the 10th attempt is the last. */
export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR];

export const MAX_ATTEMPTS = 10;

/** The first event.published of a new event is held this long. */
export const HOLD_MS = 30 * SECOND;

/** event.updated waits this long, folding edits made meanwhile into one call. */
export const COALESCE_MS = 60 * SECOND;

/** A webhook failing this long without one success is turned off. */
export const TURN_OFF_AFTER_MS = 72 * HOUR;

/** The wait before the next attempt after `attemptsMade` attempts, or null when none is left. */
export function retryDelayMs(attemptsMade: number, scale: number): number | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1 || attemptsMade >= MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_MS[attemptsMade - 1]! * scale;
}

/** When a new delivery is first due: held for a first event.published, coalesced for event.updated, else at once (a sample always at once). */
export function firstDueAt(type: WebhookEventType | string, subject: Record<string, unknown> | object, now: Date, scale: number): Date {
  if (isSample(subject)) return new Date(now.getTime());
  if (type === "event.published" && (subject as { first?: unknown }).first === true) return new Date(now.getTime() + HOLD_MS * scale);
  if (type === "event.updated") return new Date(now.getTime() + COALESCE_MS * scale);
  return new Date(now.getTime());
}

/** Whether a webhook failing since `failingSince` (null: not failing) is due to be turned off. */
export function shouldTurnOff(failingSince: Date | null, now: Date, scale: number): boolean {
  if (!failingSince) return false;
  return now.getTime() - failingSince.getTime() >= TURN_OFF_AFTER_MS * scale;
}
