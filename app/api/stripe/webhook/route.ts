// Stripe's webhook (lib/payments/stripe-webhook.ts): paid and expired checkout sessions. 404 without STRIPE_WEBHOOK_SECRET.
import { methodNotAllowed } from "@/lib/api/bind";
import { notFoundRoute } from "@/lib/api/not-found";
import { handleStripeWebhook, stripeWebhookDeps } from "@/lib/payments/stripe-webhook";
import { config } from "@/lib/platform/config";

// The signature covers the exact bytes, so the body is read raw on the Node runtime (node:crypto).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleStripeWebhook(request, stripeWebhookDeps());

const other = (request: Request) => (config().stripe?.webhookSecret ? methodNotAllowed(request, ["POST"]) : notFoundRoute.GET(request));
export const GET = other;
export const HEAD = other;
export const PUT = other;
export const PATCH = other;
export const DELETE = other;
export const OPTIONS = other;
