/**
 * The shape of a webhook event type: one declaration (`defineWebhookEvent`) beside the domain that
 * emits it, holding everything the machinery and the documents need to know about the type:
 *
 * - `type` and `subject`: the name, and what the outbox row records (ids only: the payload is read
 *   from the current state when a call is sent);
 * - `data` and `build`: the zod schema of the call's `data` (the OpenAPI `webhooks` section is
 *   generated from it, and every body is checked against it in tests and dev) and the builder that
 *   reads it from the current state for one crew;
 * - `personal`: the fields of `data` that are null unless the webhook's personal data is on;
 * - `crews`: which crews the event goes to (asked when it is routed, and again before each attempt);
 * - `sample`: how a crew's newest subject of the type is found, for `POST …/webhooks/{id}/test`;
 * - `docs`: the sentences the console, the guide and the OpenAPI document show.
 *
 * The declarations are collected in one list (lib/webhook-delivery/events.ts) and handed to the
 * machinery as a registry (./registry.ts); nothing below the domains imports a declaration.
 */
import type { z } from "zod";
import type { Db } from "@/lib/db/client";

/** A database or an open transaction: routing only reads. */
export type Reader = Pick<Db, "select" | "selectDistinct">;

/** The data of a call, or why none is sent. */
export type Payload<D = unknown> = { data: D } | { notSent: string };

/** What a payload builder knows of the call it builds for. */
export interface CallContext {
  /** The receiving crew: fields such as `via_your_site` are read from its point of view. */
  crewId: string;
  webhookId: string;
  /** The webhook's personal_data: without it every field named in `personal` is null. */
  personal: boolean;
}

/** The subject's shape, as a type: the outbox row holds it as JSON. */
export type Subject<S> = { readonly shape?: S };

/** Declares the subject's shape: `subject: subject<{ order_id: string }>()`. */
export const subject = <S extends Record<string, unknown>>(): Subject<S> => ({});

export interface WebhookEventDocs {
  /** The OpenAPI operation's summary. */
  summary: string;
  /** The OpenAPI operation's description: when it is sent, and to whom. */
  description: string;
  /** The guide's "Sent when" cell. */
  sentWhen: string;
  /** The guide's "Goes to" cell. */
  goesTo: string;
  /** The guide's `data` cell; types with the same text in a row share one line. */
  data: string;
  /** The console's hint beside the checkbox ("… when <hint>"); types a webhook may subscribe to. */
  hint?: string;
}

export interface WebhookEventSample<S> {
  /** What a crew needs for a sample, for the 409 answer when it has none ("it needs …"). */
  needs: string;
  /** The guide's "Built from" cell; types with the same text in a row share one line. */
  builtFrom: string;
  /** The newest subjects of the type that concern the crew, newest first, at most `limit`. */
  candidates(db: Db, crewId: string, limit: number): Promise<S[]>;
}

export interface WebhookEventDeclaration<T extends string = string, S = Record<string, unknown>, D extends z.ZodType = z.ZodType> {
  type: T;
  subject: Subject<S>;
  data: D;
  personal: readonly string[];
  docs: WebhookEventDocs;
  /**
   * The crews the event concerns. `current: false` when the event is routed, `true` just before
   * each attempt (who concerns it now): the two differ only where the subject names its crews.
   */
  crews(db: Reader, subject: S, options: { current: boolean }): Promise<string[]>;
  /** The call's `data` for one crew, read from the current state, or why none is sent. */
  build(db: Db, subject: S, call: CallContext): Promise<Payload<z.output<D>>>;
  /** Absent for a type that cannot be sampled (webhook.test). */
  sample?: WebhookEventSample<S>;
  /**
   * A subject of the type from a world's rows, and when it happened, for the OpenAPI document's
   * example (scripts/capture-webhook-examples.ts); without it the first outbox row of the type.
   */
  example?(db: Db): Promise<{ subject: S; at: Date } | null>;
}

/** Any declaration, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of declarations over different subjects
export type AnyWebhookEvent = WebhookEventDeclaration<string, any, z.ZodType>;

/** One webhook event type, declared beside the domain that emits it. */
export function defineWebhookEvent<const T extends string, S extends Record<string, unknown>, D extends z.ZodType>(declaration: WebhookEventDeclaration<T, S, D>): WebhookEventDeclaration<T, S, D> {
  return declaration;
}
