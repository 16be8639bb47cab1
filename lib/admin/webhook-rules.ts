/**
 * Rules of the webhook figures, recovery and samples as plain functions (the queries and the
 * routes around them: ./webhook-stats-query.ts, ./recover-query.ts, ./sample-query.ts).
 */
import type { WebhookEventType } from "@/lib/webhooks/types";
import { DELIVERY_DAYS } from "./webhook-schemas";

const DAY_MS = 86_400_000;

/**
 * Why a recovery's `since` is refused, or null: deliveries are kept DELIVERY_DAYS days, so an older
 * start would promise what is gone; a start in the future would recover nothing.
 */
export function sinceProblem(since: Date, now: Date): string | null {
  if (since.getTime() > now.getTime()) return `Must not be in the future (it is ${now.toISOString()} now).`;
  const oldest = new Date(now.getTime() - DELIVERY_DAYS * DAY_MS);
  if (since.getTime() < oldest.getTime()) return `Must be within the last ${DELIVERY_DAYS} days, when deliveries are kept: at or after ${oldest.toISOString()}.`;
  return null;
}

/** delivered / (delivered + failed), to four decimals; null when nothing has finished. */
export function successRate(delivered: number, failed: number): number | null {
  const finished = delivered + failed;
  if (finished === 0) return null;
  return Math.round((delivered / finished) * 10_000) / 10_000;
}

/** Why a sample of `type` is refused for a webhook subscribing to `events`, or null (webhook.test is always allowed). */
export function sampleTypeProblem(type: WebhookEventType, events: readonly string[]): string | null {
  if (type === "webhook.test" || events.includes(type)) return null;
  return `This webhook does not subscribe to ${type}; a sample is sent only of a type it subscribes to (${events.join(", ") || "none"}), or webhook.test.`;
}
