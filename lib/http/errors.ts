/**
 * The one table of problem codes. It feeds the problem builder, the OpenAPI components and the
 * errors guide (docs/guides/errors.md), so a code cannot exist in one place and not the others.
 * `addition`: a code of this service's own, beyond the table of API v1's contract (core 7); the
 * guide and the document mark it so.
 */
export const ERROR_CODES = {
  invalid_key: { status: 401, title: "Invalid API key", summary: "The key is malformed, unknown, revoked or expired (these are indistinguishable); also a bad ambassador session or login token." },
  key_in_query: { status: 400, title: "Secret key sent in the query", summary: "A secret key was sent as ?key=. Treat it as leaked and rotate it." },
  key_suspended: { status: 403, title: "Key suspended", summary: "The key is suspended by the crew admin." },
  subscription_required: { status: 403, title: "Subscription required", summary: "The crew plan no longer includes the API." },
  missing_scope: { status: 403, title: "Missing scope", summary: "The key lacks a scope this route needs, or a publishable key called a secret-only route." },
  forbidden: { status: 403, title: "Forbidden", summary: "Crew admin API: the member's role does not allow this (member without admin access, or turning personal data on without being the owner).", addition: true },
  origin_not_allowed: { status: 403, title: "Origin not allowed", summary: "A publishable key was used from a website not listed on it, or a browser called the MCP server." },
  not_found: { status: 404, title: "Not found", summary: "The resource does not exist for this key (missing or outside the crew's reach: the same answer)." },
  method_not_allowed: { status: 405, title: "Method not allowed", summary: "The route does not answer this HTTP method.", addition: true },
  conflict: { status: 409, title: "Conflict", summary: "The same Idempotency-Key is still processing, or the action was already done." },
  validation_error: { status: 400, title: "Validation error", summary: "A query parameter is invalid (400) or the request body is invalid (422); `errors` lists each problem." },
  invalid_cursor: { status: 400, title: "Invalid cursor", summary: "The cursor is malformed, was made for another query, or is stale." },
  idempotency_mismatch: { status: 422, title: "Idempotency key reused", summary: "The Idempotency-Key was used before with another body." },
  password_required: { status: 401, title: "Password required", summary: "A protected press kit needs the right Presskit-Password header." },
  payload_too_large: { status: 413, title: "Payload too large", summary: "The request body is larger than the route accepts.", addition: true },
  unsupported_media_type: { status: 415, title: "Unsupported media type", summary: "The request body must be JSON (Content-Type: application/json).", addition: true },
  rate_limited: { status: 429, title: "Rate limited", summary: "A limit was reached; wait Retry-After seconds." },
  internal_error: { status: 500, title: "Internal error", summary: "A failure on the service side; safe to retry." },
  upstream_error: { status: 502, title: "Upstream error", summary: "A dependency (payments, email) failed; safe to retry." },
  service_unavailable: { status: 503, title: "Service unavailable", summary: "A part of the service is briefly unavailable and nothing was done; retry after Retry-After seconds.", addition: true },
} as const satisfies Record<string, { status: number; title: string; summary: string; addition?: true }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** Whether a code is this service's own, beyond the contract's table. */
export const isServiceAddition = (code: ErrorCode): boolean => "addition" in ERROR_CODES[code];

/** How the guide and the document mark such a code. */
export const ADDITION_NOTE = "one of this service's own codes, beyond the API's standard table";
