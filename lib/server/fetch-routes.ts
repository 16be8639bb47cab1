/**
 * The routes outside the registry that speak Fetch, by path, as their Next.js route files serve
 * them. Loaded on first use, so the entry does not open them (or Inngest's SDK) for plain reads.
 */
type FetchHandler = (request: Request) => Promise<Response>;

const PATHS: Record<string, () => Promise<FetchHandler>> = {
  "/api/v1/mcp": async () => {
    const { handleMcp } = await import("@/lib/mcp/http");
    return async (request) => {
      if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });
      return handleMcp(request);
    };
  },
  "/api/stripe/webhook": async () => {
    const [{ handleStripeWebhook, stripeWebhookDeps }, { methodNotAllowed }, { notFoundRoute }, { config }] = await Promise.all([
      import("@/lib/payments/stripe-webhook"),
      import("@/lib/api/bind"),
      import("@/lib/api/not-found"),
      import("@/lib/platform/config"),
    ]);
    return async (request) => {
      if (request.method === "POST") return handleStripeWebhook(request, stripeWebhookDeps());
      return config().stripe?.webhookSecret ? methodNotAllowed(request, ["POST"]) : notFoundRoute.GET(request);
    };
  },
  "/api/inngest": async () => {
    const [{ config }, { notFoundRoute }] = await Promise.all([import("@/lib/platform/config"), import("@/lib/api/not-found")]);
    if (!config().inngest) return notFoundRoute.GET;
    const [{ serve }, { inngest }, { functions }] = await Promise.all([import("inngest/edge"), import("@/inngest/client"), import("@/inngest/functions")]);
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
