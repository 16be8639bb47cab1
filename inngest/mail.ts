/**
 * The mail job on Inngest (the Postgres worker runs the same job each pass): on `mail/queued`,
 * sent once a transaction that queued mail commits, and every minute as a net. Each step claims one
 * due mail and makes its attempt (lib/mail/deliver.ts), so a retried or replayed run never sends an
 * attempt that already ran; the claim's lease keeps two runs off one mail. A retry due before the
 * next minute (10 s after a first failure) is woken by a `mail/queued` with that time.
 */
import { cron } from "inngest";
import { getApp } from "@/lib/root/app";
import { deliverOneDueMail, nextMailDue } from "@/lib/mail/deliver";
import { inngest } from "@/lib/scheduler/client";
import { mailQueued } from "@/lib/scheduler/mail-events";

/** Attempts one run makes at most; more due mail starts another run at once. */
export const MAIL_STEPS_PER_RUN = 50;
const MINUTE_MS = 60_000;

export const deliverMail = inngest.createFunction(
  {
    id: "mail-deliver",
    name: "Mail: send queued mail, retry with backoff",
    triggers: [mailQueued, cron("* * * * *")],
    // One pass at a time; a burst of queued mail waits behind it and finds little left to do.
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const tally = { sent: 0, retrying: 0, failed: 0 };
    let more = true;
    for (let n = 1; n <= MAIL_STEPS_PER_RUN; n++) {
      const outcome = await step.run(`mail-${n}`, async () => deliverOneDueMail((await getApp()).database.db, new Date()));
      if (!outcome) {
        more = false;
        break;
      }
      if (outcome.status === "sent") tally.sent++;
      else if (outcome.status === "failed") tally.failed++;
      else tally.retrying++;
    }
    const next = await step.run("next-due", async () => (more ? new Date().toISOString() : ((await nextMailDue((await getApp()).database.db))?.toISOString() ?? null)));
    if (next !== null && Date.parse(next) - Date.now() < MINUTE_MS) {
      await step.sendEvent("wake-for-next", mailQueued.create({}, { ts: Date.parse(next) }));
    }
    return tally;
  },
);
