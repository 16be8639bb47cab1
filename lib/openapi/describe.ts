/**
 * What a partner needs to know about an operation besides its shapes: who may call it, how long it
 * is cached and what it costs. Written into the description and as `x-` extensions.
 */
import { workCost } from "@/lib/limits/cost";
import { isPaginated, DEFAULT_LIMIT } from "@/lib/http/endpoint";
import type { Endpoint } from "@/lib/http/endpoint";

export interface WorkCost {
  /** Cost of an uncached call with default parameters. */
  default: number;
  /** The rule in words. */
  rule: string;
}

const has = (e: Endpoint, name: string) => Boolean(e.query && name in e.query.shape);

export function workCostOf(e: Endpoint): WorkCost {
  if (e.auth === "none") return { default: 0, rule: "Discovery routes spend no work; they are limited to 60 requests a minute per address." };
  if (e.cost) {
    let base = 1;
    try {
      base = e.cost({} as never);
    } catch {
      /* a cost that needs its parameters: keep 1 */
    }
    return { default: base, rule: base === 0 ? "Costs no work." : `${base} per uncached call (see the description for what changes it).` };
  }
  const paginated = isPaginated(e);
  const parts: string[] = [];
  if (e.envelope === "list" && paginated) parts.push("1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4)");
  else parts.push("1 per uncached call");
  if (has(e, "ids")) parts.push("with `ids`, 1 per started block of 10 ids instead");
  if (has(e, "expand")) parts.push("+1 for each `expand` value");
  const base = workCost({ envelope: e.envelope, paginated, limit: DEFAULT_LIMIT });
  return { default: base, rule: `${parts.join("; ")}. Cached answers and 304s cost nothing.` };
}

export function keyKindsOf(e: Endpoint): string {
  if (e.auth === "none") return "No key needed.";
  return e.publishable ? "Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`)." : "Secret keys only (Bearer header).";
}

export function cacheOf(e: Endpoint): string {
  if (e.method === "POST" || e.cache === "no-store" || e.cache === 0) return "Never cached (`Cache-Control: private, no-store`).";
  return `Cached ${e.cache} s per crew; send \`If-None-Match\` with the \`ETag\` for a free 304.`;
}

/** The facts block appended to every operation's description. */
export function factsOf(e: Endpoint): string {
  const cost = workCostOf(e);
  const scopes = e.scopes.length ? e.scopes.map((s) => `\`${s}\``).join(", ") : e.auth === "none" ? "none" : "none (any valid key)";
  const lines = [
    `- **Scopes:** ${scopes}`,
    `- **Keys:** ${keyKindsOf(e)}`,
    `- **Cache:** ${cacheOf(e)}`,
    `- **Work cost:** ${cost.rule}`,
  ];
  if (e.idempotent) lines.push("- **Idempotency:** send an `Idempotency-Key` to make retries safe (24-hour replay window).");
  return lines.join("\n");
}

export function extensionsOf(e: Endpoint): Record<`x-${string}`, unknown> {
  const cost = workCostOf(e);
  return {
    "x-scopes": e.scopes,
    "x-publishable": e.auth === "none" ? true : e.publishable,
    "x-cache-seconds": e.method === "POST" || e.cache === "no-store" ? 0 : e.cache,
    "x-work-cost": cost.default,
    "x-work-cost-rule": cost.rule,
  };
}
