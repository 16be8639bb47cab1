/**
 * Path templates matched against request paths: the one table of every path under /api is
 * compiled here from the registry's declarations and the few routes that speak Fetch
 * (lib/server/routes.ts), and the dispatcher (lib/server/dispatch.ts) looks requests up in it.
 */
import type { AppGetter } from "@/lib/root/types";
import type { Endpoint } from "@/lib/http/endpoint";

export const API_PREFIX = "/api";

/** A handler that takes a Fetch Request (the process's App, and the path's parameters) and answers every method of its path itself. */
export type FetchHandler = (request: Request, getApp: AppGetter, params: Record<string, string>) => Promise<Response>;

/**
 * A route outside the registry that speaks Fetch (the MCP server, the payment providers' webhooks, Inngest's
 * endpoint), loaded on its first request so an entry does not open it (or its SDK) for plain reads.
 */
export interface FetchRoute {
  load: () => Promise<FetchHandler>;
  /** The most body bytes the route takes; the entry never reads more than one byte past it. */
  maxBodyBytes: number;
  /**
   * Over the limit, the route reads under the limit itself and answers its own 413 (MCP: after the
   * key, with its headers); otherwise the dispatcher answers 413 before the route runs.
   */
  routeRefusesOversize: boolean;
}

export interface CompiledRoute {
  path: string;
  pattern: RegExp;
  names: string[];
  /** The registry's declarations at this path (none for a Fetch route). */
  endpoints: Endpoint[];
  fetch: FetchRoute | null;
}

/**
 * One route per path. Paths are relative to /api ("/v1/artists/{id}", "/stripe/webhook") and match
 * with or without one trailing slash. Fetch routes come first: a literal path of theirs is never
 * taken by a declaration with a parameter.
 */
export function compileRoutes(endpoints: Endpoint[], fetchRoutes: Readonly<Record<string, FetchRoute>> = {}): CompiledRoute[] {
  const byPath = new Map<string, Endpoint[]>();
  for (const e of endpoints) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  const routes = [
    ...Object.entries(fetchRoutes).map(([path, fetch]) => compile(path, [], fetch)),
    ...[...byPath].filter(([path]) => !(path in fetchRoutes)).map(([path, eps]) => compile(path, eps, null)),
  ];
  // Literal segments win over parameters (/v1/events/search before /v1/events/{id}).
  return routes.sort((a, b) => a.names.length - b.names.length);
}

function compile(path: string, endpoints: Endpoint[], fetch: FetchRoute | null): CompiledRoute {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a, b) => {
    names.push(a ?? b);
    return "([^/]+)";
  });
  return { path, pattern: new RegExp(`^${API_PREFIX}${source}/?$`), names, endpoints, fetch };
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
