/**
 * POST /v1/mcp as the request walk sees it: a secret key with mcp:access. It is not in the
 * registry (it is not a JSON endpoint), but it runs the walk's own steps for the request id, the
 * key, the scopes and problems, and its declaration holds its cache rule.
 */
import { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";

export const MCP_ROUTE: Endpoint = {
  id: "mcp",
  method: "POST",
  path: "/v1/mcp",
  tag: "MCP",
  summary: "The MCP server",
  description: "JSON-RPC over streamable HTTP; see docs/guides/mcp.md.",
  auth: "key",
  scopes: ["mcp:access"],
  publishable: false,
  // The server counts its messages itself: no write allowance.
  writeClass: "none",
  // A key's scopes (and so its tool list) can change at any moment: nothing is kept.
  cache: "no-store",
  envelope: "single",
  response: z.unknown(),
  handler: async () => {
    throw new Error("The MCP route is served by handleMcp, not by the pipeline's handler step.");
  },
};

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
