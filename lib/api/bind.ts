/**
 * What a route file exports: every method of its path, bound to the registry's declarations.
 * Methods the path does not declare answer 405 with a problem body. Route files are Next.js's, so
 * work after the answer runs through Next's `after()` here (lib/http/next-after.ts).
 */
import "@/lib/http/next-after";
// The composition root: opens the App that the walk reads through lib/runtime/current-app.ts.
import "@/lib/app/app";
import { preflight, runEndpoint } from "@/lib/http/pipeline";
import type { Endpoint } from "@/lib/http/endpoint";
import { allowedMethods, methodNotAllowed } from "@/lib/http/methods";
import { endpointsAt } from "./registry";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

export function bindEndpoints(endpoints: Endpoint[]) {
  const byMethod = new Map(endpoints.map((e) => [e.method, e] as const));
  const allowed = allowedMethods(endpoints);
  const handler =
    (method: string): Handler =>
    async (request, context) => {
      const endpoint = byMethod.get(method === "HEAD" ? "GET" : (method as Endpoint["method"]));
      if (!endpoint) return methodNotAllowed(request, allowed);
      const raw = await context.params;
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(raw ?? {})) if (typeof v === "string") params[k] = v;
      return runEndpoint(endpoint, request, params);
    };
  return {
    GET: handler("GET"),
    HEAD: handler("HEAD"),
    POST: handler("POST"),
    PUT: handler("PUT"),
    PATCH: handler("PATCH"),
    DELETE: handler("DELETE"),
    OPTIONS: async (request: Request) => preflight(request, [...byMethod.keys()]),
  };
}

/** Binds the declarations of one path (e.g. "/v1/artists/{id}"). */
export function bind(path: string) {
  const endpoints = endpointsAt(path);
  if (endpoints.length === 0) throw new Error(`No endpoint is declared at ${path}`);
  return bindEndpoints(endpoints);
}
