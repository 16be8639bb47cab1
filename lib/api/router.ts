/**
 * Path templates of the registry, matched against request paths. Next.js routes by folder; this
 * router serves the same table in-process (tests, MCP tool calls) and checks the folders match.
 */
import type { Endpoint } from "@/lib/http/endpoint";

export const API_PREFIX = "/api";

export interface CompiledRoute {
  path: string;
  pattern: RegExp;
  names: string[];
  endpoints: Endpoint[];
}

export function compileRoutes(endpoints: Endpoint[]): CompiledRoute[] {
  const byPath = new Map<string, Endpoint[]>();
  for (const e of endpoints) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  const routes = [...byPath].map(([path, eps]) => {
    const names: string[] = [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a, b) => {
      names.push(a ?? b);
      return "([^/]+)";
    });
    return { path, pattern: new RegExp(`^${API_PREFIX}${source}/?$`), names, endpoints: eps };
  });
  // Literal segments win over parameters (/v1/events/search before /v1/events/{id}).
  return routes.sort((a, b) => a.names.length - b.names.length);
}

export function matchRoute(routes: CompiledRoute[], pathname: string): { route: CompiledRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [i, n] of route.names.entries()) {
      const value = decodeParam(m[i + 1]!);
      // A segment that is not valid percent-encoding names nothing: the caller answers 404.
      if (value === null) return null;
      params[n] = value;
    }
    return { route, params };
  }
  return null;
}

function decodeParam(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The Next.js folder of a route: /v1/artists/{id} → app/api/v1/artists/[id]. */
export const routeFolder = (path: string) => `app${API_PREFIX}${path.replace(/\{(\w+)\}/g, "[$1]")}`;
