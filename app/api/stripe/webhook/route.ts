// Stripe's webhook (lib/payments/stripe-webhook.ts): paid and expired checkout sessions. 404 without STRIPE_WEBHOOK_SECRET.
import "@/lib/http/next-after";
import { everyMethod } from "@/lib/api/methods";
import { stripeWebhookRoute } from "@/lib/payments/stripe-webhook";

// The signature covers the exact bytes, so the body is read raw on the Node runtime (node:crypto).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// POST is Stripe's call; every other method 405 while the webhook is on, else the 404 problem.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = everyMethod(stripeWebhookRoute);
