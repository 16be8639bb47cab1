/**
 * The checkout sweep on Inngest (the Postgres worker runs the same sweep in its loop): every minute,
 * open sessions past their instant are marked expired, lapsed holds go, and refunds a crash left
 * owing are tried again. Stock is never waiting on this: a hold stops counting at its instant.
 */
import { cron } from "inngest";
import { expireDue } from "@/lib/checkout/release";
import { getApp } from "@/lib/root/app";
import { inngest } from "@/lib/scheduler/client";
import { clearExpiredPreviousSecrets } from "@/lib/webhooks/secrets";

export const sweepCheckouts = inngest.createFunction(
  { id: "checkout-sweep", name: "Checkout: expire sessions past their time, retry owed refunds", triggers: [cron("* * * * *")], concurrency: { limit: 1 } },
  async ({ step }) => {
    const swept = await step.run("sweep", async () => ({ expired: await expireDue((await getApp()).database.db, new Date()) }));
    // The same minute's net clears previous signing secrets whose 24 hours have ended.
    const cleared = await step.run("clear-previous-secrets", async () => clearExpiredPreviousSecrets((await getApp()).database.db, new Date()));
    return { ...swept, previousSecretsCleared: cleared };
  },
);
