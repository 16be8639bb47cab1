/**
 * A dispatcher over the endpoints a test names: the product's dispatcher (lib/server/dispatch.ts)
 * with a route table compiled from just those endpoints (lib/registry/router.ts), answering as the
 * served one does (the endpoint's walk, a CORS preflight, 405 with `Allow`, the 404 problem of a
 * path segment that is not valid percent-encoding). A test of one domain serves that domain's
 * endpoints and so imports only what it tests, not the whole registry.
 *
 * A path none of the endpoints declares throws instead of answering 404: it is a route the test
 * forgot to name, and a 404 would let a test of "not found" pass without reaching its route. A test
 * of an unknown path's 404 serves the whole registry.
 */
import type { AppGetter } from "@/lib/root/types";
import { compileRoutes, matchRoute } from "@/lib/registry/router";
import type { Endpoint } from "@/lib/http/endpoint";
import { answerRoute } from "@/lib/server/dispatch";
import { pathOfUrl, toDispatchRequest, toFetchResponse } from "@/lib/server/fetch-entry";

export type Dispatcher = (request: Request) => Promise<Response>;

/** `getApp`: the App the walk runs on (the composition root's `appNow` in a test app). */
export function dispatcherOver(endpoints: Endpoint[], getApp: AppGetter): Dispatcher {
  const routes = compileRoutes(endpoints);
  return (request) => {
    const pathname = pathOfUrl(request.url);
    const match = matchRoute(routes, pathname);
    if (!match && !routes.some((r) => r.pattern.test(pathname))) throw new Error(`This app serves no endpoint at ${pathname}: name its list in startApp(world, { endpoints }).`);
    return toFetchResponse(answerRoute(match, toDispatchRequest(request), getApp));
  };
}
