// Stripe's webhook (lib/payments/stripe-webhook.ts): paid and expired checkout sessions. 404 without STRIPE_WEBHOOK_SECRET.
import "@/lib/http/next-after";
import { stripeWebhookRoute } from "@/lib/payments/stripe-webhook";

// The signature covers the exact bytes, so the body is read raw on the Node runtime (node:crypto).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const POST = stripeWebhookRoute;
export const GET = stripeWebhookRoute;
export const HEAD = stripeWebhookRoute;
export const PUT = stripeWebhookRoute;
export const PATCH = stripeWebhookRoute;
export const DELETE = stripeWebhookRoute;
export const OPTIONS = stripeWebhookRoute;
