/**
 * Concrete calls for the entry comparison: a fixture's call as a path, and for the platform API
 * (which the cross-crew table leaves out: its one token sees every crew) the ids the fuzz suite
 * seeds it with and a body drawn once, from a fixed seed, from the route's own schema.
 */
import fc from "fast-check";
import type { Endpoint } from "@/lib/http/endpoint";
import { ALPHA } from "../security/cross-crew-fixtures";
import { ALPHA_HINTS } from "../fuzz/support/partner";
import { jsonSchemaOf, valueOf } from "../fuzz/support/schema-values";

export interface PathCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/** The route's path with the call's parameters and query. */
export function pathOf(e: Endpoint, call: PathCall): string {
  const path = e.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`The call of ${e.id} gives no path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size ? `${path}?${query}` : path;
}

/** The platform routes' ids, as the fuzz suite's first seed names them (Alpha's event and form; a refund no order has). */
export const PLATFORM_CALL: PathCall = { params: { id: ALPHA.event, slug: ALPHA.promoterForm, refund_id: "00000000-0000-4000-8000-0000000000ff" } };

/** One body the route's schema describes, the same on every run; undefined for a route without a body. */
export function knownGoodBody(e: Endpoint): unknown {
  if (!e.body) return undefined;
  const [value] = fc.sample(valueOf(jsonSchemaOf(e.body), ALPHA_HINTS), { numRuns: 1, seed: 20261123 });
  return value;
}
