/**
 * A dispatcher over the endpoints a test names: the route table of lib/api/router.ts and the walk
 * of lib/http/pipeline.ts, answering as the served dispatcher does (the endpoint's walk, a CORS
 * preflight, 405 with `Allow`, or the 404 problem of a path none of them declares). A test of one
 * domain serves that domain's endpoints and so imports only what it tests, not the whole registry.
 */
import { compileRoutes, matchRoute } from "@/lib/api/router";
import type { Endpoint } from "@/lib/http/endpoint";
import type { Answer, ApiRequest } from "@/lib/http/exchange";
import { allowedMethods, methodNotAllowedAnswer } from "@/lib/http/methods";
import { notFoundAnswer } from "@/lib/http/not-found";
import { preflightAnswer, walkEndpoint } from "@/lib/http/pipeline";

export type Dispatcher = (request: ApiRequest, pathname: string) => Answer | Promise<Answer>;

export function dispatcherOver(endpoints: Endpoint[]): Dispatcher {
  const routes = compileRoutes(endpoints);
  return (request, pathname) => {
    const match = matchRoute(routes, pathname);
    if (!match) return notFoundAnswer(request);
    const declared = match.route.endpoints;
    if (request.method === "OPTIONS") return preflightAnswer(request.headers, declared.map((e) => e.method));
    const method = request.method === "HEAD" ? "GET" : request.method;
    const endpoint = declared.find((e) => e.method === method);
    if (!endpoint) return methodNotAllowedAnswer(request, allowedMethods(declared));
    return walkEndpoint(endpoint, request, match.params);
  };
}
