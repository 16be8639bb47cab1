/**
 * Wakes the Inngest dispatcher after a transaction that wrote outbox rows has committed. Without
 * Inngest it does nothing: the Postgres worker polls the outbox. A failed send is logged and not
 * thrown (the change is already committed); the dispatcher's every-minute run routes the rows.
 */
import { inngest } from "@/inngest/client";
import { outboxWritten } from "@/inngest/events";
import { config } from "@/lib/platform/config";

export async function notifyOutboxWritten(): Promise<void> {
  if (!config().inngest) return;
  try {
    await inngest.send(outboxWritten.create());
  } catch (e) {
    console.error(JSON.stringify({ level: "error", msg: "platform/outbox.written not sent; the every-minute dispatch will route the outbox", error: String(e) }));
  }
}
