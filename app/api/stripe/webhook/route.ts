// Stripe's webhook (lib/checkout/stripe-webhook.ts): paid and expired checkout sessions. 404 without STRIPE_WEBHOOK_SECRET.
import "@/lib/http/next-after";
// The composition root: opens the App the receiver reads through lib/runtime/current-app.ts.
import "@/lib/app/app";
import { everyMethod } from "@/lib/http/methods";
import { stripeWebhookRoute } from "@/lib/checkout/stripe-webhook";

// The signature covers the exact bytes, so the body is read raw on the Node runtime (node:crypto).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// POST is Stripe's call; every other method 405 while the webhook is on, else the 404 problem.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = everyMethod(stripeWebhookRoute);
