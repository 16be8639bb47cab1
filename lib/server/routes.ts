/**
 * The one table of every path under /api, which the dispatcher (./dispatch.ts) consults for both
 * entries: the registry's declarations (lib/registry/registry.ts) and the routes outside it that speak
 * Fetch, each with the body limit the entry holds while the body streams in.
 */
import { allEndpoints } from "@/lib/registry/registry";
import { compileRoutes, matchRoute, type CompiledRoute, type FetchHandler, type FetchRoute } from "@/lib/registry/router";
import { MCP_LIMITS } from "@/lib/openapi/mcp-route";

const MiB = 1024 * 1024;

/** Paths relative to /api, as the registry's. */
const FETCH_ROUTES: Record<string, FetchRoute> = {
  // The MCP server (docs/guides/mcp.md): 64 KB, as every partner route (spec: "request body at most 64 KB").
  "/v1/mcp": { maxBodyBytes: MCP_LIMITS.maxBodyBytes, routeRefusesOversize: true, load: async () => (await import("@/lib/mcp/http")).mcpRoute },
  // Every payment provider's webhook receiver (lib/checkout/payment-webhook.ts); a name no
  // declaration has answers the 404 problem. Providers' events are a few KB (Stripe's checkout
  // session event: metadata is at most 50 keys of 500 characters), so 1 MiB leaves a wide margin and
  // still bounds an unsigned stranger's body.
  "/payments/{provider}/webhook": { maxBodyBytes: 1 * MiB, routeRefusesOversize: false, load: paymentWebhook },
  // Stripe's receiver at the URL Stripe dashboards have always been given.
  "/stripe/webhook": { maxBodyBytes: 1 * MiB, routeRefusesOversize: false, load: stripeWebhook },
  // Inngest's own limit on what it sends a function: the run state (events and step outputs) is at
  // most 32 MB. Under Next.js app/api/inngest/route.ts answers this path instead (its own function
  // duration); this entry serves the plain Node server.
  "/inngest": { maxBodyBytes: 32 * MiB, routeRefusesOversize: false, load: inngestRoute },
};

async function paymentWebhook(): Promise<FetchHandler> {
  const { paymentWebhookRoute } = await import("@/lib/checkout/payment-webhook");
  return (request, getApp, params) => paymentWebhookRoute(request, getApp, params.provider ?? "");
}

async function stripeWebhook(): Promise<FetchHandler> {
  const [{ paymentWebhookRoute }, { stripePayments }] = await Promise.all([import("@/lib/checkout/payment-webhook"), import("@/lib/payments/stripe")]);
  return (request, getApp) => paymentWebhookRoute(request, getApp, stripePayments.name);
}

async function inngestRoute(): Promise<FetchHandler> {
  const [{ config }, { notFoundRoute }] = await Promise.all([import("@/lib/config/config"), import("@/lib/http/not-found")]);
  if (!config().inngest) return notFoundRoute.GET;
  const [{ serve }, { inngest }, { functions }] = await Promise.all([import("inngest/edge"), import("@/lib/scheduler/client"), import("@/inngest/functions")]);
  const handler = serve({ client: inngest, functions });
  return async (request) => {
    if (!["GET", "POST", "PUT"].includes(request.method)) return notFoundRoute.GET(request);
    return handler(request);
  };
}

let compiled: CompiledRoute[] | null = null;
export const apiRoutes = () => (compiled ??= compileRoutes(allEndpoints, FETCH_ROUTES));

export type RouteMatch = { route: CompiledRoute; params: Record<string, string> };

/**
 * The route of a request path. Recent paths are remembered (a busy API sees the same few paths
 * again and again, and a scan of ~100 patterns is a visible share of a cached read); the params
 * are copied out so no caller can change a remembered match.
 */
const recent = new Map<string, RouteMatch | null>();
export function findRoute(pathname: string): RouteMatch | null {
  let match = recent.get(pathname);
  if (match === undefined) {
    match = matchRoute(apiRoutes(), pathname);
    if (recent.size >= 5000) recent.clear();
    recent.set(pathname, match);
  }
  return match && { route: match.route, params: { ...match.params } };
}

const loaded = new Map<FetchRoute, Promise<FetchHandler>>();

/** A Fetch route's handler, loaded once. */
export function fetchHandler(route: FetchRoute): Promise<FetchHandler> {
  let handler = loaded.get(route);
  if (!handler) loaded.set(route, (handler = route.load()));
  return handler;
}
