/**
 * Retention: what the service lets go, and when (docs/guides/reliability.md, "What is kept how
 * long"). The spec keeps webhook deliveries and their calls 30 days and the audit log 7 days; the
 * rest is working state that is done with (a dispatched outbox row, a lapsed hold, a used sign-in
 * link). `purge(db, now)` runs once a day on the webhook driver (the Postgres worker's loop and the
 * Inngest cron in inngest/retention.ts). Each rule deletes in batches of BATCH rows, one short
 * statement each, so a run never holds many row locks or a long transaction.
 */
import { sql, type SQL } from "drizzle-orm";
import { rows, type Db } from "@/lib/db/client";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Rows deleted per statement. */
export const BATCH = 5000;

export interface RetentionRule {
  /** The table the rule deletes from. */
  table: string;
  /** How long a row is kept after the instant the rule counts from. */
  keepMs: number;
  /** The rows that may go: `cutoff` is `now - keepMs`. */
  where: (cutoff: string, now: string) => SQL;
  /** What is kept how long, in the guide's words. */
  says: string;
}

/** The rules, in the order they run (children before the rows they hang under). */
export const RULES: readonly RetentionRule[] = [
  {
    table: "webhook_calls",
    keepMs: 30 * DAY,
    where: (cutoff) => sql`at < ${cutoff}::timestamptz`,
    says: "Webhook calls: 30 days after the call.",
  },
  {
    table: "webhook_deliveries",
    keepMs: 30 * DAY,
    // A resend moves updated_at on, so a delivery sent again is kept 30 days from then; one being sent is left alone.
    where: (cutoff) => sql`created_at < ${cutoff}::timestamptz AND updated_at < ${cutoff}::timestamptz AND state <> 'sending'`,
    says: "Webhook deliveries: 30 days after their last change (their calls go with them).",
  },
  {
    table: "webhook_messages",
    keepMs: 30 * DAY,
    where: (cutoff) => sql`created_at < ${cutoff}::timestamptz AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.message_id = webhook_messages.id)`,
    says: "Webhook messages: once no delivery of theirs is left, 30 days after they were made.",
  },
  {
    table: "event_outbox",
    keepMs: 1 * DAY,
    // Undispatched rows are never touched: the dispatcher still owes them.
    where: (cutoff) => sql`dispatched_at IS NOT NULL AND dispatched_at < ${cutoff}::timestamptz`,
    says: "Platform events (the outbox): 1 day after they were routed to the webhooks.",
  },
  {
    table: "checkout_holds",
    keepMs: 1 * DAY,
    // A hold stops counting at its instant already; the row is only history.
    where: (cutoff) => sql`expires_at < ${cutoff}::timestamptz`,
    says: "Checkout holds: 1 day after their instant passed.",
  },
  {
    table: "checkout_sessions",
    keepMs: 30 * DAY,
    // Only sessions that ended without an order: a paid one stays with its order.
    where: (cutoff) => sql`status IN ('expired', 'canceled') AND order_id IS NULL AND expires_at < ${cutoff}::timestamptz`,
    says: "Checkout sessions that expired or were canceled without an order: 30 days after their expiry.",
  },
  {
    table: "ambassador_login_tokens",
    keepMs: 1 * DAY,
    // Kept a day past creation: the sign-in link limit counts the links of the last hour.
    where: (cutoff, now) => sql`(used_at IS NOT NULL OR expires_at < ${now}::timestamptz) AND created_at < ${cutoff}::timestamptz`,
    says: "Ambassador sign-in links: once used or expired, 1 day after they were made.",
  },
  {
    table: "ambassador_sessions",
    keepMs: 1 * DAY,
    where: (cutoff) => sql`expires_at < ${cutoff}::timestamptz`,
    says: "Ambassador sessions: 1 day after they expired.",
  },
  {
    table: "idempotency_records",
    keepMs: 1 * DAY,
    // The replay window is 24 hours; an older record is taken over by a new request anyway.
    where: (cutoff) => sql`created_at < ${cutoff}::timestamptz`,
    says: "Idempotency-Key records (platform and admin API): 24 hours.",
  },
  {
    table: "mail_outbox",
    keepMs: 30 * DAY,
    // Queued mail is never touched; sent and failed mail (and the sandbox mailbox) goes after 30 days.
    where: (cutoff) => sql`status IN ('sent', 'failed') AND created_at < ${cutoff}::timestamptz`,
    says: "Mail (and the sandbox mailbox): 30 days after it was queued, once sent or failed.",
  },
  {
    table: "audit_log",
    keepMs: 7 * DAY,
    where: (cutoff) => sql`at < ${cutoff}::timestamptz`,
    says: "Audit log: 7 days.",
  },
  {
    table: "usage_minutes",
    keepMs: 25 * HOUR,
    // The day chart of GET /v1/usage/history reads 24 hours; an hour more covers the current one.
    where: (cutoff) => sql`minute < ${cutoff}::timestamptz`,
    says: "Usage per key and minute (GET /v1/usage/history): 25 hours.",
  },
  {
    table: "usage_errors",
    keepMs: 48 * HOUR,
    where: (cutoff) => sql`hour < ${cutoff}::timestamptz`,
    says: "Error answers per key, hour, code and route (GET /v1/usage/history): 48 hours.",
  },
];

/** Deletes what `rule` lets go at `now`, BATCH rows a statement, until none is left. Returns the rows deleted. */
export async function purgeRule(db: Db, rule: RetentionRule, now: Date, batch: number = BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.keepMs).toISOString();
  const table = sql.identifier(rule.table);
  let total = 0;
  for (;;) {
    const deleted = await rows<{ n: number }>(
      db,
      sql`WITH gone AS (DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${rule.where(cutoff, now.toISOString())} LIMIT ${batch}) RETURNING 1)
          SELECT count(*)::int AS n FROM gone`,
    );
    const n = Number(deleted[0]?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}

/** Runs every rule at `now`; answers the rows deleted per table. */
export async function purge(db: Db, now: Date, options: { batch?: number } = {}): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of RULES) deleted[rule.table] = await purgeRule(db, rule, now, options.batch ?? BATCH);
  return deleted;
}

/** The settings row that remembers the worker's last purge, so a restart does not purge again the same day. */
export const LAST_PURGE_SETTING = "retention_last_purge";

/**
 * The worker's daily purge: runs `purge` when the last one (kept in settings) is a day old or
 * more, and claims the day first so two instances do not both run it. Returns null when not due.
 */
export async function purgeWhenDue(db: Db, now: Date): Promise<Record<string, number> | null> {
  const at = now.toISOString();
  const due = new Date(now.getTime() - DAY).toISOString();
  // One statement claims the run: inserted when never run, updated only when a day has passed.
  const claimed = await rows<{ key: string }>(
    db,
    sql`INSERT INTO settings (key, value) VALUES (${LAST_PURGE_SETTING}, to_jsonb(${at}::text))
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
        WHERE (settings.value #>> '{}')::timestamptz <= ${due}::timestamptz OR (settings.value #>> '{}')::timestamptz > ${at}::timestamptz
        RETURNING key`,
  );
  if (claimed.length === 0) return null;
  return purge(db, now);
}
