/**
 * The mark of a sample (./samples.ts) on an outbox row's and a message's subject, as pure
 * functions: `sample: true` and the `webhook_id` it goes to.
 */
import type { SubjectOf, WebhookEventType } from "./types";

export interface SampleMark {
  sample: true;
  /** The one webhook the sample goes to. */
  webhook_id: string;
}

export type SampleType = Exclude<WebhookEventType, "webhook.test">;

/** A sample's subject: the real subject of its type, marked. */
export type SampleSubject<T extends SampleType = SampleType> = SubjectOf<T> & SampleMark;

/** Whether a subject (outbox row or message) is a sample's. */
export function isSample(subject: unknown): boolean {
  return typeof subject === "object" && subject !== null && (subject as { sample?: unknown }).sample === true;
}

/** Sent on demand to one webhook, even while it is off: a test, or a sample. */
export function isOnDemand(type: string, subject: unknown): boolean {
  return type === "webhook.test" || isSample(subject);
}
