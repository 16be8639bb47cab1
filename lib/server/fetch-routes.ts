/**
 * The routes outside the registry that speak Fetch, by path, with the very functions their Next.js
 * route files export. Loaded on first use, so the entry does not open them (or Inngest's SDK) for plain reads.
 */
type FetchHandler = (request: Request) => Promise<Response>;

const PATHS: Record<string, () => Promise<FetchHandler>> = {
  "/api/v1/mcp": async () => (await import("@/lib/mcp/http")).mcpRoute,
  "/api/stripe/webhook": async () => (await import("@/lib/checkout/stripe-webhook")).stripeWebhookRoute,
  "/api/inngest": async () => {
    const [{ config }, { notFoundRoute }] = await Promise.all([import("@/lib/config/config"), import("@/lib/http/not-found")]);
    if (!config().inngest) return notFoundRoute.GET;
    const [{ serve }, { inngest }, { functions }] = await Promise.all([import("inngest/edge"), import("@/lib/inngest/client"), import("@/inngest/functions")]);
    const handler = serve({ client: inngest, functions });
    return async (request) => {
      if (!["GET", "POST", "PUT"].includes(request.method)) return notFoundRoute.GET(request);
      return handler(request);
    };
  },
};

const loaded = new Map<string, Promise<FetchHandler>>();

export function fetchRoute(pathname: string): FetchHandler | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const load = PATHS[path];
  if (!load) return null;
  let handler = loaded.get(path);
  if (!handler) loaded.set(path, (handler = load()));
  return async (request) => (await handler)(request);
}
