/**
 * What a route file exports: every method of its path, bound to the registry's declarations.
 * Methods the path does not declare answer 405 with a problem body.
 */
import { AnswerHeaders } from "@/lib/http/answer-headers";
import { toResponse, type Answer, type HeaderReader } from "@/lib/http/exchange";
import { Problem } from "@/lib/http/problem";
import { problemOf } from "@/lib/http/walk/answer";
import { docsUrlFor, preflight, runEndpoint } from "@/lib/http/pipeline";
import { requestIdFor } from "@/lib/http/request-id";
import type { Endpoint } from "@/lib/http/endpoint";
import { endpointsAt } from "./registry";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

export function methodNotAllowed(request: Request, allowed: string[]): Response {
  return toResponse(methodNotAllowedAnswer(request, allowed));
}

export function methodNotAllowedAnswer(request: { url: string; headers: HeaderReader }, allowed: string[]): Answer {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  const headers = new AnswerHeaders({ "X-Request-Id": requestId, Allow: allowed.join(", ") });
  return problemOf(new Problem("method_not_allowed", `This route answers ${allowed.join(", ")}.`), { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, headers);
}

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

/** The methods a path answers, as its 405 `Allow` lists them. */
export function allowedMethods(endpoints: Endpoint[]): string[] {
  const methods = endpoints.map((e) => e.method as string);
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}

/** Binds the declarations of one path (e.g. "/v1/artists/{id}"). */
export function bind(path: string) {
  const endpoints = endpointsAt(path);
  if (endpoints.length === 0) throw new Error(`No endpoint is declared at ${path}`);
  return bindEndpoints(endpoints);
}
