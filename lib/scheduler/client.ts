/**
 * The Inngest client for background work: webhook delivery (inngest/webhooks.ts) when
 * `config().inngest` is set. The keys come from lib/config/config.ts (INNGEST_EVENT_KEY,
 * INNGEST_SIGNING_KEY); without them nothing is sent and app/api/inngest answers 404.
 */
import { Inngest } from "inngest";
import { config } from "@/lib/config/config";

const settings = config().inngest;

export const inngest = new Inngest({ id: config().serviceName, eventKey: settings?.eventKey, signingKey: settings?.signingKey });
