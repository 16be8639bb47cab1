/**
 * The usage series in PostgreSQL, so every instance adds to and reads the same figures: each audit
 * batch adds its calls with one statement (per-minute rows and per-hour error groups, two upserts
 * in one WITH), and GET /v1/usage/history reads them back. Kept 25 and 48 hours (lib/retention).
 */
import { sql } from "drizzle-orm";
import { rows, type Db } from "@/lib/db/client";
import { sqlState } from "@/lib/db/sql-state";
import { HOUR_MS, HOUR_SLOTS, MINUTE_MS, MINUTE_SLOTS, aggregateCalls, seriesStart, type Bucket, type ErrorRow, type MinuteRow, type StoredError, type UsageCall } from "./usage-rules";
import { log } from "@/lib/observability/log";

/** Adds a batch of calls to the series. Never rejects: the figures are bookkeeping, logged when lost. */
export async function writeUsage(db: Db, calls: readonly UsageCall[]): Promise<void> {
  if (calls.length === 0) return;
  await writeUsageRows(db, aggregateCalls(calls), calls.length);
}

/** Adds rows already folded (a batch's UsageFold) for `calls` calls. Never rejects, as writeUsage. */
export async function writeUsageRows(db: Db, { minutes, errors }: { minutes: MinuteRow[]; errors: ErrorRow[] }, calls: number): Promise<void> {
  if (minutes.length === 0 && errors.length === 0) return;
  // One parameter for both tables, as the audit INSERT does.
  const batch = JSON.stringify({ minutes, errors });
  const statement = sql`
    WITH m AS (
      INSERT INTO usage_minutes AS u (key_id, minute, requests, work, cached, rate_limited, client_errors, server_errors)
      SELECT "keyId", minute, requests, work, cached, "rateLimited", "clientErrors", "serverErrors"
      FROM jsonb_to_recordset(${batch}::jsonb -> 'minutes')
        AS r("keyId" uuid, minute timestamptz, requests int, work int, cached int, "rateLimited" int, "clientErrors" int, "serverErrors" int)
      ON CONFLICT (key_id, minute) DO UPDATE SET
        requests = u.requests + EXCLUDED.requests,
        work = u.work + EXCLUDED.work,
        cached = u.cached + EXCLUDED.cached,
        rate_limited = u.rate_limited + EXCLUDED.rate_limited,
        client_errors = u.client_errors + EXCLUDED.client_errors,
        server_errors = u.server_errors + EXCLUDED.server_errors
      RETURNING 1
    )
    INSERT INTO usage_errors AS e (key_id, hour, code, route, count, last_at, last_request_id)
    SELECT "keyId", hour, code, route, count, "lastAt", "lastRequestId"
    FROM jsonb_to_recordset(${batch}::jsonb -> 'errors')
      AS r("keyId" uuid, hour timestamptz, code text, route text, count int, "lastAt" timestamptz, "lastRequestId" text)
    ON CONFLICT (key_id, hour, code, route) DO UPDATE SET
      count = e.count + EXCLUDED.count,
      last_request_id = CASE WHEN EXCLUDED.last_at >= e.last_at THEN EXCLUDED.last_request_id ELSE e.last_request_id END,
      last_at = GREATEST(e.last_at, EXCLUDED.last_at)`;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(statement);
      return;
    } catch (e) {
      // Two instances' statements may still meet in another order; the loser of a deadlock retries once.
      if (attempt < 2 && sqlState(e) === "40P01") continue;
      log.error("usage series write failed; figures dropped", { calls, error: e });
      return;
    }
  }
}

export interface StoredSeries {
  /** Minute buckets of the last 60 minutes, and hour buckets of the last 24 hours (only those with calls). */
  minutes: Bucket[];
  hours: Bucket[];
  /** Error groups of the 24 hours, one row per hour, code and route. */
  errors: StoredError[];
}

const FIGURES = sql`requests, work, cached, rate_limited AS "rateLimited", client_errors AS "clientErrors", server_errors AS "serverErrors"`;
const SUMS = sql`sum(requests)::int AS requests, sum(work)::int AS work, sum(cached)::int AS cached, sum(rate_limited)::int AS "rateLimited", sum(client_errors)::int AS "clientErrors", sum(server_errors)::int AS "serverErrors"`;

type Raw = Omit<Bucket, "at"> & { at: number | string };
const bucket = (r: Raw): Bucket => ({
  at: Number(r.at),
  requests: Number(r.requests),
  work: Number(r.work),
  cached: Number(r.cached),
  rateLimited: Number(r.rateLimited),
  clientErrors: Number(r.clientErrors),
  serverErrors: Number(r.serverErrors),
});

/** The key's stored buckets and error rows for the series that end at `nowMs` (times as epoch ms, whatever the driver). */
export async function readUsage(db: Db, keyId: string, nowMs: number): Promise<StoredSeries> {
  const minuteFrom = new Date(seriesStart(nowMs, MINUTE_MS, MINUTE_SLOTS)).toISOString();
  const hourFrom = new Date(seriesStart(nowMs, HOUR_MS, HOUR_SLOTS)).toISOString();
  const end = new Date(Math.floor(nowMs / MINUTE_MS) * MINUTE_MS).toISOString();
  const hourEnd = new Date(Math.floor(nowMs / HOUR_MS) * HOUR_MS).toISOString();
  const [minutes, hours, errors] = await Promise.all([
    rows<Raw>(
      db,
      sql`SELECT (extract(epoch FROM minute) * 1000)::float8 AS at, ${FIGURES}
          FROM usage_minutes WHERE key_id = ${keyId} AND minute >= ${minuteFrom}::timestamptz AND minute <= ${end}::timestamptz`,
    ),
    // date_bin counts whole hours from an instant at 00:00 UTC, whatever the session's time zone.
    rows<Raw>(
      db,
      sql`SELECT (extract(epoch FROM date_bin('1 hour', minute, TIMESTAMPTZ '2000-01-01 00:00:00+00')) * 1000)::float8 AS at, ${SUMS}
          FROM usage_minutes WHERE key_id = ${keyId} AND minute >= ${hourFrom}::timestamptz AND minute <= ${end}::timestamptz
          GROUP BY 1`,
    ),
    rows<{ code: string; route: string; count: number; lastAt: number | string; lastRequestId: string }>(
      db,
      sql`SELECT code, route, count, (extract(epoch FROM last_at) * 1000)::float8 AS "lastAt", last_request_id AS "lastRequestId"
          FROM usage_errors WHERE key_id = ${keyId} AND hour >= ${hourFrom}::timestamptz AND hour <= ${hourEnd}::timestamptz`,
    ),
  ]);
  return {
    minutes: minutes.map(bucket),
    hours: hours.map(bucket),
    errors: errors.map((e) => ({ code: e.code, route: e.route, count: Number(e.count), lastAt: new Date(Number(e.lastAt)), lastRequestId: e.lastRequestId })),
  };
}
