/**
 * A dispatcher over the endpoints a test names: the route table of lib/api/router.ts and the walk
 * of lib/http/pipeline.ts, answering as the served dispatcher does (the endpoint's walk, a CORS
 * preflight, 405 with `Allow`, the 404 problem of a path segment that is not valid
 * percent-encoding). A test of one domain serves that domain's endpoints and so imports only what
 * it tests, not the whole registry.
 *
 * A path none of the endpoints declares throws instead of answering 404: it is a route the test
 * forgot to name, and a 404 would let a test of "not found" pass without reaching its route. A test
 * of an unknown path's 404 serves the whole registry.
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
    if (!match) {
      if (!routes.some((r) => r.pattern.test(pathname))) throw new Error(`This app serves no endpoint at ${pathname}: name its list in startApp(world, { endpoints }).`);
      return notFoundAnswer(request);
    }
    const declared = match.route.endpoints;
    if (request.method === "OPTIONS") return preflightAnswer(request.headers, declared.map((e) => e.method));
    const method = request.method === "HEAD" ? "GET" : request.method;
    const endpoint = declared.find((e) => e.method === method);
    if (!endpoint) return methodNotAllowedAnswer(request, allowedMethods(declared));
    return walkEndpoint(endpoint, request, match.params);
  };
}
