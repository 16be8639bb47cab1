/** What a path answers to a method it does not declare: 405 with `Allow`, the same through every entry. */
import { AnswerHeaders } from "@/lib/http/answer-headers";
import { problemOf, toResponse, type Answer, type HeaderReader } from "@/lib/http/exchange";
import type { Endpoint } from "@/lib/http/endpoint";
import { Problem, docsUrlFor } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";
import { observeUnrouted } from "./observe-unrouted";

export function methodNotAllowed(request: Request, allowed: string[]): Response {
  return toResponse(methodNotAllowedAnswer(request, allowed));
}

export function methodNotAllowedAnswer(request: { method: string; url: string; headers: HeaderReader }, allowed: string[]): Answer {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  const headers = new AnswerHeaders({ "X-Request-Id": requestId, Allow: allowed.join(", ") });
  const problem = problemOf(new Problem("method_not_allowed", `This route answers ${allowed.join(", ")}.`), { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, headers);
  return observeUnrouted(request, requestId, problem, "method_not_allowed");
}

/** A route file's exports when one handler answers every method (it tells the methods apart itself). */
export function everyMethod(handler: (request: Request) => Promise<Response>) {
  return { GET: handler, HEAD: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}

/** The methods a path answers, as its 405 `Allow` lists them. */
export function allowedMethods(endpoints: Endpoint[]): string[] {
  const methods = endpoints.map((e) => e.method as string);
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}
