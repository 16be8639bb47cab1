/** Every Inngest function of the app, served by app/api/inngest/route.ts. */
import { sweepCheckouts } from "./checkout";
import { deliverMail } from "./mail";
import { purgeRetention } from "./retention";
import { deliverWebhook, dispatchOutbox } from "./webhooks";

export const functions = [dispatchOutbox, deliverWebhook, sweepCheckouts, deliverMail, purgeRetention];
