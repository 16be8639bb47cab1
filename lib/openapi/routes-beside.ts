/**
 * Routes served beside the registry's JSON endpoints, declared here so the OpenAPI document and
 * GET /v1/scopes describe every route this server answers (core 9.2: "generated from the routes
 * actually served"). Today one: the MCP server, `POST /v1/mcp` (./mcp-route.ts; lib/mcp/http.ts
 * serves it). A route beside is an endpoint as the walk sees it, plus what the document says of
 * what it reads and answers (it is not a JSON endpoint of the registry).
 */
import type { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";
import { MCP_ROUTE } from "./mcp-route";
import type { ProblemUse } from "./problems";

export type RouteBeside = Endpoint & {
  method: "POST";
  documented: {
    /** The request body (JSON). */
    body: z.ZodType;
    /** A success's body (200). */
    answer: z.ZodType;
    /** Answers other than the success and RFC 9457 problems (the protocol's own errors). */
    otherAnswers: { status: number; description: string; body: z.ZodType | null }[];
    /** The problems it answers. */
    problems: ProblemUse[];
  };
};

/** Every route served beside the registry's JSON endpoints. */
export const ROUTES_BESIDE: readonly RouteBeside[] = [MCP_ROUTE];

/** The routes a scope opens, as "METHOD /v1/path": the registry's endpoints, then these. */
export function routesOfScope(served: readonly { method: string; path: string; scopes: readonly string[] }[], scope: string): string[] {
  return [...served, ...ROUTES_BESIDE].filter((e) => e.scopes.includes(scope)).map((e) => `${e.method} ${e.path}`);
}
