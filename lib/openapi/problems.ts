/**
 * Which problems an operation can answer, derived from its declaration and the one code table
 * (lib/http/errors.ts): the pipeline's own refusals (key, origin, scopes, validation, limits) plus
 * the endpoint's `errors`. The document, the errors guide and the contract check all read this.
 */
import { isPaginated } from "@/lib/http/endpoint";
import type { Endpoint } from "@/lib/http/endpoint";
import { ERROR_CODES, ERROR_CODE_LIST, type ErrorCode } from "@/lib/http/errors";

export interface ProblemUse {
  code: ErrorCode;
  status: number;
  /** Why this operation answers it. */
  why: string;
}

/** Problems a route answers at a status other than its code's usual one (the claim's 403 validation_error reasons). */
const EXTRA_PROBLEMS: Record<string, { code: ErrorCode; status: number; why: string }[]> = {
  ambassador_claim: [{ code: "validation_error", status: 403, why: "The member may not claim this reward: `reason` member_not_active or tier_locked." }],
};

/** Problems every operation of this shape can answer, in status order. */
export function problemsOf(e: Endpoint): ProblemUse[] {
  const out: ProblemUse[] = [];
  const add = (code: ErrorCode, why: string, status: number = ERROR_CODES[code].status) => {
    if (!out.some((p) => p.code === code && p.status === status)) out.push({ code, status, why });
  };
  const keyed = e.auth !== "none";
  add("validation_error", "A query parameter is invalid or unknown; `errors` lists each one.", e.queryStatus ?? 400);
  if (isPaginated(e)) add("invalid_cursor", "The cursor is malformed, made for other filters, or stale.");
  if (keyed) {
    add("key_in_query", "A secret key was sent as `?key=`: rotate it, it is leaked.");
    add("invalid_key", "The key is missing, malformed, unknown, revoked or expired.");
    add("key_suspended", "The key is suspended in the crew admin.");
    add("subscription_required", "The crew's plan no longer includes the API.");
    add("origin_not_allowed", "A publishable key was used without an Origin, or from a website not listed on it.");
    if (e.scopes.length > 0 || !e.publishable) {
      const needs = [e.scopes.length ? `the scope${e.scopes.length > 1 ? "s" : ""} ${e.scopes.join(", ")}` : null, e.publishable ? null : "a secret key"].filter(Boolean).join(" and ");
      add("missing_scope", `The route needs ${needs}.`);
    }
  }
  if (e.params && Object.keys(e.params.shape).length > 0) add("not_found", "The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).");
  // Every path answers its own methods (and OPTIONS); any other is refused before anything is read.
  add("method_not_allowed", "The request used a method this path does not answer; the `Allow` header lists those it does.");
  if (e.method === "POST") {
    // A route that ignores its body (logout) never refuses one, except for its size.
    if (!e.bodyIgnored) add("validation_error", "The body is invalid; `errors` lists each field.", 422);
    add("payload_too_large", "The body is larger than 64 KB.");
    if (!e.bodyIgnored) add("unsupported_media_type", "A body was sent with a Content-Type other than JSON.");
  }
  if (e.idempotent) {
    add("conflict", "A request with the same Idempotency-Key is still running.");
    add("idempotency_mismatch", "The Idempotency-Key was used before with another body.");
  }
  for (const code of e.errors ?? []) {
    if (ERROR_CODE_LIST.includes(code)) add(code, ERROR_CODES[code].summary);
  }
  for (const p of EXTRA_PROBLEMS[e.id] ?? []) add(p.code, p.why, p.status);
  add("rate_limited", keyed ? "A request, work or route limit was reached; wait `Retry-After` seconds." : "More than 60 requests a minute from this address; wait `Retry-After` seconds.");
  add("internal_error", "A failure on the service side; safe to retry.");
  // GET /v1/status answers 503 with its own body (a component is down) and reads nothing it could fail on.
  if (e.id === "get_status") return out.sort((a, b) => a.status - b.status);
  add(
    "service_unavailable",
    e.idempotent
      ? "The database could not be reached, or the service cannot check the Idempotency-Key right now; nothing was done. Retry (with the same key) after `Retry-After` seconds."
      : "The database could not be reached; nothing was done. Retry after `Retry-After` seconds.",
  );
  return out.sort((a, b) => a.status - b.status);
}

/** Problems grouped by HTTP status. */
export function problemsByStatus(e: Endpoint): Map<number, ProblemUse[]> {
  const m = new Map<number, ProblemUse[]>();
  for (const p of problemsOf(e)) m.set(p.status, [...(m.get(p.status) ?? []), p]);
  return m;
}

/** A sample detail for each code, as the pipeline words it. */
export const SAMPLE_DETAIL: Record<ErrorCode, string> = {
  invalid_key: "The API key is missing, malformed, unknown, revoked or expired.",
  key_in_query: "A secret key was sent in the query string. Treat it as leaked and rotate it.",
  key_suspended: "This key is suspended.",
  subscription_required: "The crew's plan no longer includes the API.",
  missing_scope: "This key lacks the scope read:events.",
  forbidden: "Only the crew owner can turn personal data on.",
  origin_not_allowed: "Origin https://other.example is not one of this key's websites.",
  not_found: "The resource does not exist.",
  method_not_allowed: "This route answers GET, HEAD, OPTIONS.",
  conflict: "This key was already rotated; rotate its successor instead.",
  validation_error: "Invalid query parameter: limit: Must be at most 100.",
  invalid_cursor: "The cursor is malformed or stale; start again without a cursor.",
  idempotency_mismatch: "This Idempotency-Key was used with another body.",
  password_required: "This press kit is protected: send its password in the Presskit-Password header.",
  payload_too_large: "The body is larger than 65536 bytes.",
  unsupported_media_type: "Send the body as JSON with Content-Type: application/json.",
  rate_limited: "The work budget is spent; wait Retry-After seconds or send conditional requests for cached answers.",
  internal_error: "Something failed on our side. It is safe to retry; quote the request id if it persists.",
  upstream_error: "The payment provider did not answer. It is safe to retry.",
  service_unavailable: "The database could not be reached; nothing was done. Retry after Retry-After seconds.",
};

/** An example problem body for a code, as served at `instance`. */
export function sampleProblem(code: ErrorCode, status: number, docsUrl: string, instance: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: `${docsUrl}/errors#${code}`,
    title: ERROR_CODES[code].title,
    status,
    detail: SAMPLE_DETAIL[code],
    instance,
    code,
    request_id: "req_4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f",
  };
  if (code === "validation_error") {
    body.detail = status === 422 ? "Invalid body field: contact_email: Invalid email address." : SAMPLE_DETAIL.validation_error;
    body.errors = status === 422 ? [{ param: "contact_email", message: "Invalid email address." }] : [{ param: "limit", message: "Must be at most 100." }];
  }
  if (code === "rate_limited") body.retry_after = 12;
  if (code === "conflict") body.reason = "already_rotated";
  return body;
}
