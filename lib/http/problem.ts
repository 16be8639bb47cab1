import { config } from "@/lib/config/config";
import { ERROR_CODES, type ErrorCode } from "./errors";

export interface FieldError {
  param: string;
  message: string;
  [extra: string]: unknown;
}

/**
 * A problem is a value: handlers and the pipeline throw it, and `problemResponse` is the one place
 * that turns it into an RFC 9457 body.
 */
export class Problem extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly options: {
      status?: number;
      errors?: FieldError[];
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
      /** A 429's limit (telemetry's `events_api.limit`): which allowance refused. Never in the body. */
      limit?: LimitKind;
    } = {},
  ) {
    super(detail);
  }
  get status(): number {
    return this.options.status ?? ERROR_CODES[this.code].status;
  }
}

export const isProblem = (e: unknown): e is Problem => e instanceof Problem;

// Constructors read better at call sites than `new Problem(...)`.
export const notFound = () => new Problem("not_found", "The resource does not exist.");
export const invalidKey = () => new Problem("invalid_key", "The API key is missing, malformed, unknown, revoked or expired.");
export const missingScope = (detail: string) => new Problem("missing_scope", detail);
export const queryInvalid = (errors: FieldError[], status: 400 | 422 = 400) =>
  new Problem("validation_error", errors.length === 1 ? `Invalid query parameter: ${errors[0]!.param}: ${errors[0]!.message}` : `${errors.length} query parameters are invalid.`, { status, errors });
export const bodyInvalid = (errors: FieldError[], extra?: Record<string, unknown>) =>
  new Problem("validation_error", errors.length === 1 ? `Invalid body field: ${errors[0]!.param}: ${errors[0]!.message}` : `${errors.length} body fields are invalid.`, { status: 422, errors, extra });
export const invalidCursor = () => new Problem("invalid_cursor", "The cursor is malformed or stale; start again without a cursor.");
export const conflict = (detail: string, extra?: Record<string, unknown>) => new Problem("conflict", detail, { extra });
/**
 * The allowance behind a 429, as operators see it in the telemetry: the key's requests a minute, a
 * visitor's, the response bytes a day, the work budget (key, crew, visitor, or a key held after
 * repeated 429s or frozen after an id sweep), a route's own limit, writes, failed key lookups from
 * one address, discovery routes per address, and the few limits of their own (key rotation, press
 * kit passwords, MCP messages, admin writes).
 */
export type LimitKind =
  | "key_requests"
  | "visitor_requests"
  | "response_bytes"
  | "key_work"
  | "crew_work"
  | "visitor_work"
  | "key_held"
  | "key_frozen"
  | "route"
  | "writes"
  | "failed_keys"
  | "discovery"
  | "key_rotation"
  | "presskit_password"
  | "mcp_messages"
  | "admin_writes";

export const rateLimited = (retryAfter: number, detail = "A rate limit was reached.", limit?: LimitKind) =>
  new Problem("rate_limited", detail, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfter))) }, extra: { retry_after: Math.max(1, Math.ceil(retryAfter)) }, limit });

export interface ProblemContext {
  docsUrl: string;
  instance: string;
  requestId: string;
}

/** The docs root a problem's `type` points into: PUBLIC_URL's, else the request's origin's. */
export function docsUrlFor(url: { origin: string }): string {
  return `${config().publicUrl ?? url.origin}/docs`;
}

/**
 * Cuts a text to the length the Problem schema documents: a detail, path or field error may
 * echo the caller's own input (an unknown parameter's name, a 3,000-character path).
 */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function problemBody(p: Problem, ctx: ProblemContext): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: `${ctx.docsUrl}/errors#${p.code}`,
    title: ERROR_CODES[p.code].title,
    status: p.status,
    detail: clip(p.detail, 5000),
    instance: clip(ctx.instance, 2048),
    code: p.code,
    request_id: ctx.requestId,
  };
  if (p.options.errors) body.errors = p.options.errors.slice(0, 1000).map((e) => ({ ...e, param: clip(e.param, 200), message: clip(e.message, 1000) }));
  if (p.options.extra) Object.assign(body, p.options.extra);
  return body;
}

/** The headers every problem answer carries, set on `headers`. */
export function problemHeaders<H extends { set(name: string, value: string): void }>(p: Problem, headers: H): H {
  headers.set("Content-Type", "application/problem+json");
  headers.set("Cache-Control", "no-store");
  for (const [k, v] of Object.entries(p.options.headers ?? {})) headers.set(k, v);
  return headers;
}

export function problemResponse(p: Problem, ctx: ProblemContext, headers: Headers = new Headers()): Response {
  return new Response(JSON.stringify(problemBody(p, ctx)), { status: p.status, headers: problemHeaders(p, headers) });
}
