/**
 * Wakes the mail job once a transaction that queued mail has committed. On Inngest that is a
 * `mail/queued` event; the Postgres worker finds the mail itself (every 250 ms on a server, woken by
 * the write with the embedded database), so without Inngest this does nothing.
 * A failed send is logged, not thrown: the mail is committed and the every-minute run sends it.
 */
import { config } from "@/lib/config/config";
import { inngest } from "@/lib/scheduler/client";
import { mailQueued } from "@/lib/scheduler/mail-events";
import { afterCommit } from "@/lib/db/after-commit";
import { log } from "@/lib/observability/log";

export function notifyMailQueued(): Promise<void> {
  if (!config().inngest) return Promise.resolve();
  return afterCommit(async () => {
    try {
      await inngest.send(mailQueued.create());
    } catch (e) {
      log.error("mail/queued not sent; the every-minute run sends the mail", { error: e });
    }
  });
}
