/**
 * The MCP route's cache rule as the protocol hints it. The route itself is declared once, in
 * lib/openapi/mcp-route.ts (the walk's steps, the OpenAPI document and GET /v1/scopes read it).
 */
import type { Endpoint } from "@/lib/http/endpoint";
import { MCP_ROUTE } from "@/lib/openapi/mcp-route";

export interface CacheHints {
  ttlMs: number;
  cacheScope: "private" | "public";
}

/**
 * The route's cache rule as revision 2026-07-28's hints on a cacheable result (`server/discover`,
 * `tools/list`): `ttlMs` is the declared lifetime (no-store: 0, stale at once); the scope is
 * private when the result depends on the key (the tool list: on its scopes), public when every
 * caller gets the same.
 */
export function cacheHints(dependsOnKey: boolean, route: Endpoint = MCP_ROUTE): CacheHints {
  return { ttlMs: route.cache === "no-store" ? 0 : route.cache * 1000, cacheScope: dependsOnKey ? "private" : "public" };
}
