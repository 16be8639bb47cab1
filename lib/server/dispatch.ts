/**
 * The one dispatcher of every path under /api, for both entries: Next.js binds it once
 * (app/api/[[...path]]/route.ts, through ./fetch-entry.ts) and the plain Node server calls it
 * (./handle.ts). It looks the path up in the one table (./routes.ts) and answers with the
 * endpoint's walk, a CORS preflight, 405 with `Allow`, a Fetch route's own Response, or the 404
 * problem of a path nothing declares. Each entry only adapts its request to a `DispatchRequest`,
 * hands over the process's App as the composition root gives it (`appNow`), and writes what comes
 * back; the walk and the Fetch routes get the App from here, never by looking it up.
 */
import { AnswerHeaders } from "@/lib/http/answer-headers";
import { problemOf, tooLarge, type Answer, type ApiRequest } from "@/lib/http/exchange";
import { allowedMethods, methodNotAllowedAnswer } from "@/lib/http/methods";
import { notFoundAnswer } from "@/lib/http/not-found";
import { preflightAnswer, walkEndpoint } from "@/lib/pipeline/walk";
import { isProblem } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";
import { internalError } from "@/lib/pipeline/answer";
import type { AppGetter } from "@/lib/root/types";
import type { FetchRoute } from "@/lib/registry/router";
import { fetchHandler, findRoute, type RouteMatch } from "./routes";

export interface DispatchRequest extends ApiRequest {
  /**
   * The request as a Fetch Request for a route that speaks Fetch, its body read under `max` bytes
   * as it streams in: null when the body is longer. With `routeRefusesOversize` the route reads
   * under its own limit, so a longer body is handed over (at most `max + 1` bytes of it) instead.
   */
  fetchRequest(max: number, routeRefusesOversize: boolean): Promise<Request | null>;
}

/**
 * Answers one request to `pathname` (the path as the server routes it: dot segments resolved,
 * percent-encoding kept). A walk that waits for nothing answers at once; a Fetch route answers
 * with its Response.
 */
export function dispatch(request: DispatchRequest, pathname: string, getApp: AppGetter): Answer | Promise<Answer | Response> {
  return answerRoute(findRoute(pathname), request, getApp);
}

/** The answer once the path is looked up (`match` null: nothing is declared there). */
export function answerRoute(match: RouteMatch | null, request: DispatchRequest, getApp: AppGetter): Answer | Promise<Answer | Response> {
  if (!match) return notFoundAnswer(request);
  const { route } = match;
  if (route.fetch) return viaFetch(route.fetch, request, match.params, getApp);
  const declared = route.endpoints;
  if (request.method === "OPTIONS") return preflightAnswer(request.headers, declared.map((e) => e.method));
  const method = request.method === "HEAD" ? "GET" : request.method;
  const endpoint = declared.find((e) => e.method === method);
  if (!endpoint) return methodNotAllowedAnswer(request, allowedMethods(declared));
  return walkEndpoint(endpoint, request, match.params, getApp);
}

async function viaFetch(route: FetchRoute, request: DispatchRequest, params: Record<string, string>, getApp: AppGetter): Promise<Answer | Response> {
  try {
    const fetchRequest = await request.fetchRequest(route.maxBodyBytes, route.routeRefusesOversize);
    if (!fetchRequest) return entryProblem(request, tooLarge(route.maxBodyBytes));
    return await (await fetchHandler(route))(fetchRequest, getApp, params);
  } catch (e) {
    return entryProblem(request, e);
  }
}

/**
 * A failure around the walk (the walk answers its own): a body over a Fetch route's limit, a Fetch
 * route that threw, an entry that failed to adapt a request. A problem as itself, anything else a
 * logged 500.
 */
export function entryProblem(request: ApiRequest, e: unknown): Answer {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  const problem = isProblem(e) ? e : internalError(e, requestId);
  return problemOf(problem, { docsUrl: `${url.origin}/docs`, instance: url.pathname, requestId }, new AnswerHeaders({ "X-Request-Id": requestId }));
}
