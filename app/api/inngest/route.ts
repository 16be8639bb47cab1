/**
 * Inngest calls this route to run the app's functions (inngest/functions.ts). Without Inngest
 * settings (INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY) it answers the same 404 problem as any
 * unknown path, and webhook delivery runs on the Postgres worker instead.
 *
 * The one route file beside the API's (app/api/[[...path]]/route.ts): Next.js reads a function's
 * duration (`maxDuration`) per route file, and only Inngest's steps may run that long. The plain
 * Node entry serves the same path from the dispatcher's table (lib/server/routes.ts).
 */
import { serve } from "inngest/next";
import { inngest } from "@/lib/scheduler/client";
import { functions } from "@/inngest/functions";
import { notFoundRoute } from "@/lib/http/not-found";
import { config } from "@/lib/config/config";

const handlers = config().inngest ? serve({ client: inngest, functions }) : notFoundRoute;

export const { GET, POST, PUT } = handlers;

/**
 * Seconds one call from Inngest may run: one step (an attempt is at most a 10 s call plus its
 * writes; a routing pass at most 100 outbox rows). 300 s is the most Vercel allows on every plan
 * with Fluid compute (Hobby's ceiling; Pro allows up to 800), so a slow step is never cut off at
 * the 10-60 s defaults and retried as if it had failed. A literal: Next.js reads it statically.
 */
export const maxDuration = 300;
