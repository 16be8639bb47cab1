/**
 * The routes outside the registry that speak Fetch, by path, with the very functions their Next.js
 * route files export. Loaded on first use, so the entry does not open them (or Inngest's SDK) for plain reads.
 * Each has a body limit the entry holds while the body streams in (never reading more than it).
 */
import { MCP_LIMITS } from "@/lib/mcp/limits";

type FetchHandler = (request: Request) => Promise<Response>;

export interface FetchRoute {
  handle: FetchHandler;
  /** The most body bytes the route takes. */
  maxBodyBytes: number;
  /**
   * Over the limit, the route is handed the first `maxBodyBytes + 1` bytes and answers its own 413
   * (MCP: after the key, with its headers, as under Next.js); otherwise the entry answers 413 itself.
   */
  routeRefusesOversize: boolean;
}

interface RouteSpec {
  load: () => Promise<FetchHandler>;
  maxBodyBytes: number;
  routeRefusesOversize: boolean;
}

const MiB = 1024 * 1024;

const PATHS: Record<string, RouteSpec> = {
  // 64 KB, as every partner route (spec: "request body at most 64 KB").
  "/api/v1/mcp": { maxBodyBytes: MCP_LIMITS.maxBodyBytes, routeRefusesOversize: true, load: async () => (await import("@/lib/mcp/http")).mcpRoute },
  // Stripe publishes no maximum; a checkout session event is a few KB (metadata is at most 50 keys
  // of 500 characters), so 1 MiB leaves a wide margin and still bounds an unsigned stranger's body.
  "/api/stripe/webhook": { maxBodyBytes: 1 * MiB, routeRefusesOversize: false, load: async () => (await import("@/lib/checkout/stripe-webhook")).stripeWebhookRoute },
  // Inngest's own limit on what it sends a function: the run state (events and step outputs) is at most 32 MB.
  "/api/inngest": { maxBodyBytes: 32 * MiB, routeRefusesOversize: false, load: inngestRoute },
};

async function inngestRoute(): Promise<FetchHandler> {
  const [{ config }, { notFoundRoute }] = await Promise.all([import("@/lib/config/config"), import("@/lib/http/not-found")]);
  if (!config().inngest) return notFoundRoute.GET;
  const [{ serve }, { inngest }, { functions }] = await Promise.all([import("inngest/edge"), import("@/lib/inngest/client"), import("@/inngest/functions")]);
  const handler = serve({ client: inngest, functions });
  return async (request) => {
    if (!["GET", "POST", "PUT"].includes(request.method)) return notFoundRoute.GET(request);
    return handler(request);
  };
}

const loaded = new Map<string, Promise<FetchHandler>>();

export function fetchRoute(pathname: string): FetchRoute | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const spec = PATHS[path];
  if (!spec) return null;
  let handler = loaded.get(path);
  if (!handler) loaded.set(path, (handler = spec.load()));
  return { handle: async (request) => (await handler)(request), maxBodyBytes: spec.maxBodyBytes, routeRefusesOversize: spec.routeRefusesOversize };
}
