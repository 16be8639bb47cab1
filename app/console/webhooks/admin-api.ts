/**
 * The webhooks page's calls to the crew admin API (`/api/admin/v1`, same origin), with the
 * member's admin token as a Bearer header. Problems (RFC 9457) come back as `AdminProblem`.
 */

export interface Webhook {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  personal_data: boolean;
  state: "on" | "off" | "paused";
  failing_since: string | null;
  sandbox: boolean;
  secret_rotated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Delivery {
  id: string;
  webhook_id: string;
  type: string;
  state: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  /** A sample sent on demand, not the event itself. */
  sample: boolean;
  /** The list holds calls: this entry's call, null for a delivery not called yet. */
  call: { attempt: number; at: string; status: number | null; error: string | null; ms: number } | null;
}

/** GET /webhooks/{id}/stats: the last 24 hours. */
export interface WebhookStats {
  window_hours: number;
  deliveries: { total: number; delivered: number; failed: number; waiting: number; not_sent: number };
  success_rate: number | null;
  calls: { total: number; answered: number; p50_ms: number | null; p95_ms: number | null };
  failing_since: string | null;
}

/** POST /webhooks/{id}/recover. */
export interface Recovered {
  count: number;
  since: string;
  dry_run: boolean;
  more: boolean;
  delivery_ids: string[];
}

export interface FieldError {
  param: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id?: string;
  errors?: FieldError[];
}

export class AdminProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

/** A failure that is not an answer of the API (network down, not JSON) as a problem. */
export function asProblem(e: unknown): Problem {
  if (e instanceof AdminProblem) return e.problem;
  return { type: "", title: "Network error", status: 0, detail: e instanceof Error ? e.message : String(e), code: "network" };
}

/** One call; `null` for an answer without a body (204, and 202 when empty). */
export async function adminCall<T>(token: string, method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T | null> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`/api/admin/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store" });
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!res.ok) {
    const p = parsed as Partial<Problem> | null;
    throw new AdminProblem({
      type: p?.type ?? "",
      title: p?.title ?? "Error",
      status: p?.status ?? res.status,
      detail: p?.detail ?? `HTTP ${res.status}`,
      code: p?.code ?? "internal_error",
      request_id: p?.request_id ?? res.headers.get("x-request-id") ?? undefined,
      errors: Array.isArray(p?.errors) ? p.errors : undefined,
    });
  }
  return parsed as T | null;
}

/** The form field a problem's `param` names: `events[2]` and `events.2` belong to `events`. */
export function fieldOf(param: string): string {
  return param.replace(/^body[./]/, "").split(/[.[/]/)[0] ?? param;
}

/** An ISO instant as `YYYY-MM-DD HH:MM:SS UTC`. */
export function utc(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
