/**
 * Tells the Inngest driver about work written to the database, once the transaction that wrote it
 * has committed. Without Inngest these do nothing: the Postgres worker polls. A failed send is
 * logged and not thrown (the change is already committed); the dispatcher's every-minute run
 * catches up (it routes the outbox, and starts runs for deliveries left overdue).
 */
import { inngest } from "@/lib/inngest/client";
import { deliveryDue, deliveryDueEventId, outboxWritten } from "@/lib/inngest/events";
import { config } from "@/lib/config/config";

/** After outbox rows were written: route them now. */
export async function notifyOutboxWritten(): Promise<void> {
  await sendIfInngest("platform/outbox.written", () => outboxWritten.create());
}

/**
 * After a delivery was sent again (a resend, the `resends`-th): start the run of its fresh schedule
 * now. The event id names the resend, so each resend starts a run of its own (ten attempts) and
 * a run of an earlier schedule stops when it wakes.
 */
export async function notifyDeliveryDue(deliveryId: string, dueAt: Date, resends: number): Promise<void> {
  const at = dueAt.toISOString();
  await sendIfInngest("webhooks/delivery.due", () => deliveryDue.create({ deliveryId, dueAt: at, resends }, { id: deliveryDueEventId(deliveryId, at, "resend", resends) }));
}

async function sendIfInngest(name: string, event: () => Parameters<typeof inngest.send>[0]): Promise<void> {
  if (!config().inngest) return;
  try {
    await inngest.send(event());
  } catch (e) {
    console.error(JSON.stringify({ level: "error", msg: `${name} not sent; the every-minute dispatch catches up`, error: String(e) }));
  }
}
