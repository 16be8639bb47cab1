/**
 * A webhook's figures of the last 24 hours (GET /admin/v1/webhooks/{id}/stats): deliveries by
 * state, success rate, answer times and since when its calls fail.
 */
import type { WebhookStats } from "./admin-api";
import { When } from "./parts";

const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString("en-GB")} %`;
const ms = (v: number | null) => (v === null ? "—" : `${v.toLocaleString("en-GB")} ms`);

export function WebhookFigures({ stats, error }: { stats: WebhookStats | null; error: string | null }) {
  return (
    <section aria-labelledby="figures-h" data-testid="webhook-figures">
      <h3 id="figures-h">Last {stats?.window_hours ?? 24} hours</h3>
      {error ? (
        <p className="problem" role="alert">
          Could not read the figures: {error}
        </p>
      ) : null}
      {stats === null ? (
        error ? null : <p>Loading…</p>
      ) : (
        <dl className="key-facts webhook-figures">
          <dt>Deliveries</dt>
          <dd data-figure="deliveries">
            {stats.deliveries.total} ({stats.deliveries.delivered} delivered, {stats.deliveries.failed} failed, {stats.deliveries.waiting} waiting, {stats.deliveries.not_sent} not sent)
          </dd>
          <dt>Success rate</dt>
          <dd data-figure="success-rate">{stats.success_rate === null ? "— (none finished)" : percent(stats.success_rate)}</dd>
          <dt>Answer time</dt>
          <dd data-figure="answer-time">
            p50 {ms(stats.calls.p50_ms)}, p95 {ms(stats.calls.p95_ms)} ({stats.calls.answered} of {stats.calls.total} calls answered)
          </dd>
          <dt>Failing since</dt>
          <dd data-figure="failing-since" className={stats.failing_since ? "status-bad" : undefined}>
            {stats.failing_since ? <When iso={stats.failing_since} /> : "Not failing"}
          </dd>
        </dl>
      )}
    </section>
  );
}
