/** Every Inngest function of the app, served by app/api/inngest/route.ts. */
import { deliverWebhook, dispatchOutbox } from "./webhooks";

export const functions = [dispatchOutbox, deliverWebhook];
