/**
 * Every endpoint, in documentation order, on three surfaces: the partner API (`endpoints`: the
 * OpenAPI document, GET /v1/scopes, the MCP tools and the portal reference read this list), the
 * crew admin API and the platform API. Route files and the router serve all three; nothing else
 * declares routes.
 */
import { crewEndpoints } from "@/lib/crew/endpoints";
import type { Endpoint } from "@/lib/http/endpoint";
import { discoveryEndpoints } from "@/lib/discovery/endpoints";
import { keyEndpoints } from "@/lib/auth/endpoints";
import { catalogueEndpoints } from "@/lib/catalogue/endpoints";
import { contentEndpoints } from "@/lib/content/endpoints";
import { trafficEndpoints } from "@/lib/traffic/endpoints";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { newsletterEndpoints } from "@/lib/newsletter/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { adminEndpoints } from "@/lib/admin/endpoints";
import { platformApiEndpoints } from "@/lib/platform-api/endpoints";
import { compileRoutes, matchRoute, type CompiledRoute } from "./router";

export const endpoints: Endpoint[] = [
  ...keyEndpoints,
  ...crewEndpoints,
  ...trafficEndpoints,
  ...discoveryEndpoints(() => endpoints),
  ...catalogueEndpoints,
  ...contentEndpoints,
  ...shopEndpoints,
  ...checkoutEndpoints,
  ...ambassadorEndpoints,
  ...memberEndpoints,
  ...ticketCheckoutEndpoints,
  ...codeEndpoints,
  ...newsletterEndpoints,
  submitFormEndpoint,
];

export { adminEndpoints, platformApiEndpoints };

/** Every route served, whatever its surface. */
export const allEndpoints: Endpoint[] = [...endpoints, ...adminEndpoints, ...platformApiEndpoints];

const ids = new Set<string>();
for (const e of allEndpoints) {
  if (ids.has(e.id)) throw new Error(`Duplicate endpoint id ${e.id}`);
  ids.add(e.id);
}

let compiled: CompiledRoute[] | null = null;
export const routes = () => (compiled ??= compileRoutes(allEndpoints));

export const endpointsAt = (path: string) => allEndpoints.filter((e) => e.path === path);
export const endpointById = (id: string) => allEndpoints.find((e) => e.id === id);
/**
 * The route of a request path. Recent paths are remembered (a busy API sees the same few paths
 * again and again, and a scan of ~100 patterns is a visible share of a cached read); the params
 * are copied out so no caller can change a remembered match.
 */
const recent = new Map<string, ReturnType<typeof matchRoute>>();
export function findRoute(pathname: string): ReturnType<typeof matchRoute> {
  let match = recent.get(pathname);
  if (match === undefined) {
    match = matchRoute(routes(), pathname);
    if (recent.size >= 5000) recent.clear();
    recent.set(pathname, match);
  }
  return match && { route: match.route, params: { ...match.params } };
}
