// route: custom — the Inngest serve endpoint.
/**
 * Inngest calls this route to run the app's functions (inngest/functions.ts). Without Inngest
 * settings (INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY) it answers the same 404 problem as any
 * unknown path, and webhook delivery runs on the Postgres worker instead.
 */
import { serve } from "inngest/next";
import { inngest } from "@/lib/inngest/client";
import { functions } from "@/inngest/functions";
import { notFoundRoute } from "@/lib/http/not-found";
import { config } from "@/lib/config/config";

const handlers = config().inngest ? serve({ client: inngest, functions }) : notFoundRoute;

export const { GET, POST, PUT } = handlers;
