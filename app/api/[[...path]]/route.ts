/**
 * Every path under /api (but /api/inngest, below) goes to the one dispatcher
 * (lib/server/dispatch.ts), which the plain Node entry calls too: the registry's routes, the MCP
 * server, Stripe's webhook, and the 404 problem of any path nothing declares. Routing, params,
 * 405, preflight and the trailing slash are the dispatcher's (next.config.ts leaves trailing
 * slashes under /api alone). The one route Next.js owns beside this one is app/api/inngest/route.ts:
 * Inngest runs a step per call for up to 300 s, a function duration (maxDuration) the API's own
 * calls must not get.
 */
// Work after the answer runs through Next's after() in this entry.
import "@/lib/http/next-after";
// The composition root, loaded before the rest (lib/server/fetch-entry.ts hands its App to the dispatcher).
import "@/lib/root/app";
import { everyMethod } from "@/lib/http/methods";
import { answerFetch } from "@/lib/server/fetch-entry";

// Stripe's webhook verifies its signature with node:crypto over the exact bytes; the stores and
// the embedded database are Node's too.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = everyMethod(answerFetch);
