/**
 * The key console's figures as plain functions (tested in tests/unit/console/usage-figures.test.ts):
 * the series of GET /v1/usage/history split by outcome, the day's running work, chart scales,
 * the route of an audit-log path, and a call as a curl command that never holds the key.
 */

export interface UsageSlot {
  at: string;
  requests: number;
  work: number;
  cached: number;
  rate_limited: number;
  client_errors: number;
  server_errors: number;
}

export interface ErrorGroup {
  code: string;
  route: string;
  count: number;
  last_at: string;
  last_request_id: string;
  docs_url: string;
}

export interface UsageHistory {
  key: { id: string; type: string };
  last_used_at: string | null;
  limits: { work_per_minute: number; work_per_day: number; requests_per_minute: number };
  minutes: UsageSlot[];
  hours: UsageSlot[];
  errors: ErrorGroup[];
}

/** How a slot's requests split, in stacking order (each call is in exactly one). */
export const OUTCOMES = [
  { id: "fresh", label: "Answered fresh", of: (s: UsageSlot) => Math.max(0, s.requests - s.cached - s.rate_limited - s.client_errors - s.server_errors) },
  { id: "cached", label: "From the cache", of: (s: UsageSlot) => s.cached },
  { id: "limited", label: "429 rate limited", of: (s: UsageSlot) => s.rate_limited },
  { id: "client", label: "Other 4xx", of: (s: UsageSlot) => s.client_errors },
  { id: "server", label: "5xx", of: (s: UsageSlot) => s.server_errors },
] as const;

export type OutcomeId = (typeof OUTCOMES)[number]["id"];

/** `HH:MM` of an instant, UTC. */
export const clock = (iso: string) => iso.slice(11, 16);

/**
 * The work spent since 00:00 UTC at the end of each hourly slot: the day budget starts again at
 * midnight UTC, so the running sum does too. `starts[i]` says a new day begins at slot i.
 */
export function workSinceMidnight(hours: readonly UsageSlot[]): { values: number[]; starts: boolean[] } {
  const values: number[] = [];
  const starts: boolean[] = [];
  let sum = 0;
  hours.forEach((h, i) => {
    const midnight = i > 0 && h.at.slice(11, 13) === "00";
    if (midnight) sum = 0;
    sum += h.work;
    values.push(sum);
    starts.push(midnight);
  });
  return { values, starts };
}

/** The smallest 1, 2 or 5 times a power of ten at or above `n` (at least 1). */
export function niceCeil(n: number): number {
  if (!(n > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

/**
 * The top of a chart's scale: room for the figures and the limit, so the distance to the limit
 * shows; with `fit`, room for the figures only (the limit is then drawn only if it fits).
 */
export function scaleTop(dataMax: number, limit: number | null, fit: boolean): number {
  return niceCeil(fit || limit === null ? dataMax : Math.max(dataMax, limit));
}

/** A status as the calls filter groups them. */
export type StatusClass = "success" | "client" | "limited" | "server";

export const STATUS_CLASSES: { id: StatusClass; label: string }[] = [
  { id: "success", label: "Success (1xx to 3xx)" },
  { id: "client", label: "4xx other than 429" },
  { id: "limited", label: "429 rate limited" },
  { id: "server", label: "5xx" },
];

export function statusClassOf(status: number): StatusClass {
  if (status >= 500) return "server";
  if (status === 429) return "limited";
  if (status >= 400) return "client";
  return "success";
}

interface CompiledRoute {
  method: string;
  route: string;
  pattern: RegExp;
  params: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Route templates (`GET /v1/events/{id}`) made ready to match paths, literal ones first. */
export function compileRoutes(templates: readonly string[]): CompiledRoute[] {
  return templates
    .map((route) => {
      const [method, path] = route.split(" ") as [string, string];
      const parts = path.split(/\{\w+\}/);
      return { method, route, pattern: new RegExp(`^${parts.map(escapeRegExp).join("[^/]+")}$`), params: parts.length - 1 };
    })
    .sort((a, b) => a.params - b.params);
}

/**
 * The route of a call of the audit log (`GET /api/v1/events/12`): its template when one matches
 * (a HEAD is its GET's route), else the method and the path as called.
 */
export function routeOf(method: string, path: string, routes: readonly CompiledRoute[]): string {
  const bare = path.startsWith("/api/") ? path.slice(4) : path;
  const m = method === "HEAD" ? "GET" : method;
  const found = routes.find((r) => r.method === m && r.pattern.test(bare));
  return found ? (method === "HEAD" ? `HEAD ${found.route.slice(4)}` : found.route) : `${method} ${bare}`;
}

/** Single-quoted for a POSIX shell. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * A call as a curl command: the key as `$API_KEY` (set it in your shell), never the key itself.
 * The audit log keeps no query string and no body, so neither is in it.
 */
export function curlOf(method: string, path: string, origin: string): string {
  const how = method === "GET" ? "" : method === "HEAD" ? "-I " : `-X ${method} `;
  return `curl ${how}-H "Authorization: Bearer $API_KEY" ${shellQuote(`${origin}${path}`)}`;
}

/** A figure for an axis: 950, 2.5k, 100k, 1.5M. */
export function compact(n: number): string {
  const short = (v: number, unit: string) => `${Number.isInteger(v) ? v : v.toFixed(1)}${unit}`;
  if (n >= 1e6) return short(n / 1e6, "M");
  if (n >= 1e3) return short(n / 1e3, "k");
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function ago(iso: string, nowMs: number): string {
  const s = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  if (s < 60) return "just now";
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"} ago`;
  if (s < 3600) return unit(Math.floor(s / 60), "minute");
  if (s < 86_400) return unit(Math.floor(s / 3600), "hour");
  return unit(Math.floor(s / 86_400), "day");
}
