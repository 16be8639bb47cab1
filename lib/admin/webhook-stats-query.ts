/**
 * A webhook's figures for the crew admin API (`GET /admin/v1/webhooks/{id}/stats`), computed in
 * one SQL statement over its deliveries and calls at the call's clock `now`: deliveries created in
 * the last 24 hours by state, the answer times of its calls (nearest-rank percentiles), and since
 * when its calls have been failing. Every row is reached through a webhook of the crew.
 */
import { sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { rows } from "@/lib/db/client";
import { crewWebhook } from "./webhooks-query";
import { successRate } from "./webhook-rules";
import { STATS_HOURS, type WebhookStatsOut } from "./webhook-schemas";

interface Figures {
  total: number;
  delivered: number;
  failed: number;
  waiting: number;
  not_sent: number;
  calls: number;
  answered: number;
  p50: number | null;
  p95: number | null;
  /** Epoch milliseconds: the same whatever the driver makes of a timestamp. */
  failing_since_ms: number | string | null;
}

const num = (v: unknown) => Number(v ?? 0);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function webhookStats(crew: CrewScope, id: string, now: Date): Promise<WebhookStatsOut> {
  await crewWebhook(crew, id);
  const at = now.toISOString();
  const from = new Date(now.getTime() - STATS_HOURS * 3600_000).toISOString();
  // A call succeeded when a 2xx came back (the sender's rule); a call without a status failed.
  const [f] = await rows<Figures>(
    scopeDb(crew),
    sql`WITH d AS (
          SELECT d.id, d.state, d.created_at FROM webhook_deliveries d
          JOIN webhooks w ON w.id = d.webhook_id AND w.crew_id = ${crew.id}
          WHERE d.webhook_id = ${id}
        ), c AS (
          SELECT c.at, c.status, c.ms, (c.status BETWEEN 200 AND 299) IS TRUE AS ok
          FROM webhook_calls c JOIN d ON d.id = c.delivery_id
          WHERE c.at <= ${at}::timestamptz
        ), recent AS (
          SELECT state FROM d WHERE d.created_at > ${from}::timestamptz AND d.created_at <= ${at}::timestamptz
        ), answered AS (
          SELECT ms FROM c WHERE c.at > ${from}::timestamptz AND c.status IS NOT NULL
        )
        SELECT
          (SELECT count(*) FROM recent) AS total,
          (SELECT count(*) FROM recent WHERE state = 'delivered') AS delivered,
          (SELECT count(*) FROM recent WHERE state = 'failed') AS failed,
          (SELECT count(*) FROM recent WHERE state IN ('waiting', 'sending')) AS waiting,
          (SELECT count(*) FROM recent WHERE state = 'not_sent') AS not_sent,
          (SELECT count(*) FROM c WHERE c.at > ${from}::timestamptz) AS calls,
          (SELECT count(*) FROM answered) AS answered,
          (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY ms) FROM answered) AS p50,
          (SELECT percentile_disc(0.95) WITHIN GROUP (ORDER BY ms) FROM answered) AS p95,
          (SELECT floor(extract(epoch FROM min(c.at)) * 1000) FROM c WHERE NOT c.ok AND c.at > coalesce((SELECT max(s.at) FROM c s WHERE s.ok), '-infinity'::timestamptz)) AS failing_since_ms`,
  );
  const delivered = num(f?.delivered);
  const failed = num(f?.failed);
  const sinceMs = orNull(f?.failing_since_ms);
  return {
    window_hours: STATS_HOURS,
    deliveries: { total: num(f?.total), delivered, failed, waiting: num(f?.waiting), not_sent: num(f?.not_sent) },
    success_rate: successRate(delivered, failed),
    calls: { total: num(f?.calls), answered: num(f?.answered), p50_ms: orNull(f?.p50), p95_ms: orNull(f?.p95) },
    failing_since: sinceMs === null ? null : new Date(sinceMs).toISOString(),
  };
}
