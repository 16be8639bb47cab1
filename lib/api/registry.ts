/**
 * Every endpoint the API serves, in documentation order. Route files, the OpenAPI document,
 * GET /v1/scopes, the MCP tools and the portal read this list; nothing else declares routes.
 */
import { crewEndpoints } from "@/lib/crew/endpoints";
import type { Endpoint } from "@/lib/http/endpoint";
import { discoveryEndpoints } from "@/lib/platform/endpoints";
import { keyEndpoints } from "@/lib/auth/endpoints";
import { catalogueEndpoints } from "@/lib/catalogue/endpoints";
import { contentEndpoints } from "@/lib/content/endpoints";
import { trafficEndpoints } from "@/lib/traffic/endpoints";
import { compileRoutes, matchRoute, type CompiledRoute } from "./router";

export const endpoints: Endpoint[] = [
  ...keyEndpoints,
  ...crewEndpoints,
  ...trafficEndpoints,
  ...discoveryEndpoints,
  ...catalogueEndpoints,
  ...contentEndpoints,
];

const ids = new Set<string>();
for (const e of endpoints) {
  if (ids.has(e.id)) throw new Error(`Duplicate endpoint id ${e.id}`);
  ids.add(e.id);
}

let compiled: CompiledRoute[] | null = null;
export const routes = () => (compiled ??= compileRoutes(endpoints));

export const endpointsAt = (path: string) => endpoints.filter((e) => e.path === path);
export const endpointById = (id: string) => endpoints.find((e) => e.id === id);
export const findRoute = (pathname: string) => matchRoute(routes(), pathname);
