/** Steps "allowances" (every keyed request counts, cached or not) and "work" (an uncached read's cost). */
import { workCost } from "@/lib/limits/cost";
import * as traffic from "@/lib/traffic/hooks";
import { isPaginated } from "@/lib/http/endpoint";
import type { Answer } from "@/lib/http/exchange";
import { rateLimited } from "@/lib/http/problem";
import { cacheVariant, isCacheable, lastCopy } from "./cache";
import type { Call } from "./call";

/**
 * Step "allowances": requests per minute per key (and per visitor for publishable keys), response
 * bytes per day. A cacheable read names its copy here, so the store reads it in the same trip.
 * Like every step, it returns a promise only when it has something to wait for.
 */
export function countRequest(call: Call): Promise<void> | undefined {
  if (!call.auth) return;
  if (call.endpoint.method === "GET" && isCacheable(call.endpoint)) call.traffic!.variant = cacheVariant(call);
  return traffic.admitRequest(call.traffic!); // a promise only when the store is remote
}

/** A read's own route limit (the ambassador code lookup), counted before the cache; a promise only when there is one. */
export function countRouteLimit(call: Call): Promise<void> | undefined {
  return call.auth ? traffic.admitRead(call.traffic!) : undefined;
}

/** The work of an uncached call, from the declaration and the query, before the handler runs. */
export function costOf(call: Call): number {
  const { endpoint } = call;
  const input = call.input!;
  if (endpoint.cost) return endpoint.cost(input.query as never);
  const arrayOr = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
  return workCost({ envelope: endpoint.envelope, paginated: isPaginated(endpoint), limit: input.limit, ids: arrayOr(input.query.ids), expand: arrayOr(input.query.expand) });
}

/** Step "work": spend the cost on key, crew and visitor budgets at once. Refused: the last copy, else 429. */
export async function spendWork(call: Call): Promise<Answer | null> {
  const cost = costOf(call);
  if (!call.auth || cost <= 0) return null;
  const spent = await traffic.spendWork(call.traffic!, cost);
  if (spent.ok) return null;
  const copy = lastCopy(call, "rate-limited");
  if (copy) return copy;
  throw rateLimited(spent.retryAfter, spent.detail, spent.limit);
}
