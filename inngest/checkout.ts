/**
 * The checkout sweep on Inngest (the Postgres worker runs the same sweep in its loop): every minute,
 * open sessions past their instant are marked expired, lapsed holds go, and refunds a crash left
 * owing are tried again. Stock is never waiting on this: a hold stops counting at its instant.
 */
import { cron } from "inngest";
import { expireDue } from "@/lib/checkout/release";
import { getApp } from "@/lib/app/app";
import { inngest } from "@/lib/inngest/client";

export const sweepCheckouts = inngest.createFunction(
  { id: "checkout-sweep", name: "Checkout: expire sessions past their time, retry owed refunds", triggers: [cron("* * * * *")], concurrency: { limit: 1 } },
  async ({ step }) => step.run("sweep", async () => ({ expired: await expireDue((await getApp()).database.db, new Date()) })),
);
