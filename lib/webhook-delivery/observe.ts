/**
 * A delivery attempt under telemetry (lib/observability/): a trace of its own, `webhook delivery`,
 * whose children are its statements and its call to the receiver (lib/webhooks/send.ts), ending with
 * the attempt's outcome, which is also counted (`events_api.webhook.deliveries`). Both drivers (the
 * Postgres worker, Inngest) run attempts through ./deliver.ts, so both are seen the same way.
 */
import { operationSpan, markFailed } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";
import type { AttemptOutcome } from "@/lib/webhooks/record";

/** How an attempt ended: delivered, to be retried, failed for good, not sent (no longer concerned), held (webhook off). */
export function deliveryOutcome(o: AttemptOutcome): string {
  if (o.state === "waiting") return o.nextAttemptAt ? "retry" : "held";
  return o.state;
}

export function observeDelivery(attempt: () => Promise<AttemptOutcome>): Promise<AttemptOutcome> {
  const t = telemetry();
  if (t === undefined) return attempt();
  return operationSpan("webhook delivery", { root: true }, async (span) => {
    let outcome = "error"; // the attempt itself failed (the database went away)
    try {
      const result = await attempt();
      outcome = deliveryOutcome(result);
      span?.setAttribute("events_api.webhook.outcome", outcome);
      if (outcome === "failed" || outcome === "retry") markFailed(span, outcome);
      return result;
    } finally {
      t.instruments.webhookDeliveries.add(1, { "events_api.webhook.outcome": outcome });
    }
  });
}
