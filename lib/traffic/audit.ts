/**
 * The audit log (GET /v1/audit-log): written in batches after the answers (see calls.ts), read
 * newest first. The log keeps 7 days and 1000 calls per key; reads apply both bounds, and pruning
 * keeps the table near them.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { rows as queryRows, type Db } from "@/lib/db/client";
import { apiKeys, auditLog } from "@/lib/db/schema";
import { log } from "@/lib/observability/log";

export const AUDIT_DAYS = 7;
export const AUDIT_MAX = 1000;
/** Prune a key's rows after this many new ones, or a minute after the last time (reads never depend on it). */
const PRUNE_EVERY = 1000;
const PRUNE_EVERY_MS = 60_000;
/**
 * Rows per INSERT statement. The embedded database runs a statement in the serving thread at about
 * 40 µs a row here: 50 rows hold the answers for about 2 ms, 250 for 10.
 */
const INSERT_ROWS = 50;
/** The key's last use is written at most this often. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * One call as it is queued for the log: plain values only (the time as epoch ms), so a batch
 * serialises on V8's fast path. Other fields of the object are ignored.
 */
export interface AuditEntry {
  keyId: string;
  atMs: number;
  method: string;
  path: string;
  status: number;
  ip: string;
  requestId: string;
  cache: "hit" | "miss" | "stale" | null;
  ms: number;
}

/** A row of the log as it is read back. */
export type AuditRow = Omit<AuditEntry, "atMs"> & { at: Date };

/** When each key was last pruned and its last use written, per database (two apps in one process keep their own). */
interface Throttle {
  sincePrune: Map<string, number>;
  prunedAt: Map<string, number>;
  lastUsedWritten: Map<string, number>;
}
const throttles = new WeakMap<Db, Throttle>();

function throttleOf(db: Db): Throttle {
  let t = throttles.get(db);
  if (!t) throttles.set(db, (t = { sincePrune: new Map(), prunedAt: new Map(), lastUsedWritten: new Map() }));
  return t;
}

/**
 * The rows of a batch the log can keep: each key's newest AUDIT_MAX (by time, then queue order).
 * Older ones would be pruned right after, so a busy instance does not write them at all.
 */
export function newestPerKey(rows: AuditEntry[]): AuditEntry[] {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.keyId, (count.get(r.keyId) ?? 0) + 1);
  if ([...count.values()].every((n) => n <= AUDIT_MAX)) return rows;
  // Newest first, as the log reads (by time, then the later id: the later place in the queue).
  // Calls usually queue as they end, already in time order: then that is the queue reversed.
  const newestFirst = inTimeOrder(rows)
    ? rows.slice().reverse()
    : rows
        .map((r, i) => [r, i] as const)
        .sort(([a, i], [b, j]) => b.atMs - a.atMs || j - i)
        .map(([r]) => r);
  const kept = new Set<AuditEntry>();
  const taken = new Map<string, number>();
  for (const r of newestFirst) {
    const n = taken.get(r.keyId) ?? 0;
    if (n < AUDIT_MAX) {
      taken.set(r.keyId, n + 1);
      kept.add(r);
    }
  }
  return rows.filter((r) => kept.has(r));
}

function inTimeOrder(rows: AuditEntry[]): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i - 1]!.atMs > rows[i]!.atMs) return false;
  return true;
}

/** One INSERT for a batch of calls, then the keys' last use and, now and then, pruning. Never rejects. */
export async function writeAudit(db: Db, batch: AuditEntry[], pause: () => Promise<void> = async () => undefined): Promise<void> {
  if (batch.length === 0) return;
  const rows = newestPerKey(batch);
  try {
    // One parameter per statement: building a many-row INSERT value by value costs more than the
    // insert itself. The entries are serialised as they are; fields the recordset does not name
    // are ignored. At most INSERT_ROWS rows a statement, with a pause after each, so the embedded
    // database never holds the serving thread for a whole busy batch.
    for (let i = 0; i < rows.length; i += INSERT_ROWS) {
      const json = JSON.stringify(rows.slice(i, i + INSERT_ROWS));
      await db.execute(sql`
        INSERT INTO audit_log (key_id, at, method, path, status, ip, request_id, cache, ms)
        SELECT "keyId", to_timestamp("atMs" / 1000.0), method, path, status, ip, "requestId", cache, ms
        FROM jsonb_to_recordset(${json}::jsonb)
          AS r("keyId" uuid, "atMs" bigint, method text, path text, status int, ip text, "requestId" text, cache text, ms int)`);
      await pause();
    }
    const now = Date.now();
    const { sincePrune, prunedAt, lastUsedWritten } = throttleOf(db);
    // Per key: its newest call, how many rows it has in the batch, and the oldest of them.
    const byKey = new Map<string, { at: number; count: number; oldest: number }>();
    for (const r of rows) {
      const k = byKey.get(r.keyId);
      if (!k) byKey.set(r.keyId, { at: r.atMs, count: 1, oldest: r.atMs });
      else {
        k.count++;
        if (k.at < r.atMs) k.at = r.atMs;
        if (k.oldest > r.atMs) k.oldest = r.atMs;
      }
    }
    for (const [keyId, { at, count, oldest }] of byKey) {
      const n = (sincePrune.get(keyId) ?? 0) + count;
      if (n >= PRUNE_EVERY || now - (prunedAt.get(keyId) ?? 0) >= PRUNE_EVERY_MS) {
        // A batch that wrote the key's AUDIT_MAX rows knows its oldest kept row: every older row
        // is beyond the newest 1000, whatever other instances wrote meanwhile.
        await prune(db, keyId, new Date(now), pause, count >= AUDIT_MAX ? oldest : undefined);
        sincePrune.set(keyId, 0);
        prunedAt.set(keyId, now);
      } else sincePrune.set(keyId, n);
      if (now - (lastUsedWritten.get(keyId) ?? 0) >= LAST_USED_EVERY_MS) {
        lastUsedWritten.set(keyId, now);
        // Never backwards: another instance may have written a later call already.
        await db
          .update(apiKeys)
          .set({ lastUsedAt: sql`GREATEST(${apiKeys.lastUsedAt}, ${new Date(at).toISOString()}::timestamptz)` })
          .where(eq(apiKeys.id, keyId));
      }
    }
    if (sincePrune.size > 50_000) {
      sincePrune.clear();
      prunedAt.clear();
    }
    if (lastUsedWritten.size > 50_000) lastUsedWritten.clear();
  } catch (e) {
    log.error("audit log write failed; calls dropped", { calls: batch.length, error: e });
  }
}

/**
 * Rows one pruning DELETE removes at most. A busy key has about a thousand rows to go each time;
 * deleted in one statement they held the serving thread 10-25 ms with the embedded database.
 */
const PRUNE_ROWS = 100;

/**
 * Deletes the key's rows older than 7 days or older than its newest 1000: the time of the oldest
 * row it keeps is given (`oldestKeptMs`, by a batch that wrote 1000 rows of the key) or found once
 * along the key's index, then the rest goes PRUNE_ROWS at a time, with `pause` between the
 * statements. Rows that share that time with the oldest kept one stay, so the table can hold a
 * few more than 1000 for a key; reads apply the bound exactly.
 */
export async function prune(db: Db, keyId: string, now: Date, pause: () => Promise<void> = async () => undefined, oldestKeptMs?: number): Promise<void> {
  const cutoff = now.getTime() - AUDIT_DAYS * 86_400_000;
  let before = sql`${new Date(cutoff).toISOString()}::timestamptz`;
  if (oldestKeptMs !== undefined) {
    // The time as the INSERT wrote it, so that the oldest kept row compares equal.
    if (oldestKeptMs > cutoff) before = sql`to_timestamp(${oldestKeptMs}::bigint / 1000.0)`;
  } else {
    // As text, so that the microseconds survive the trip.
    const [oldestKept] = await queryRows<{ at: string; ms: number }>(
      db,
      sql`SELECT at::text AS at, (extract(epoch FROM at) * 1000)::float8 AS ms FROM audit_log WHERE key_id = ${keyId} ORDER BY at DESC OFFSET ${AUDIT_MAX - 1} LIMIT 1`,
    );
    if (oldestKept && Number(oldestKept.ms) > cutoff) before = sql`${oldestKept.at}::timestamptz`;
  }
  for (;;) {
    const gone = await queryRows(
      db,
      sql`DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE key_id = ${keyId} AND at < ${before} LIMIT ${PRUNE_ROWS}) RETURNING 1`,
    );
    if (gone.length < PRUNE_ROWS) return;
    await pause();
  }
}

export interface AuditPage {
  rows: AuditRow[];
  /** Calls the log holds for the key (7 days, at most 1000). */
  count: number;
}

export async function readAudit(db: Db, keyId: string, limit: number, now: Date): Promise<AuditPage> {
  const cutoff = new Date(now.getTime() - AUDIT_DAYS * 86_400_000);
  const where = and(eq(auditLog.keyId, keyId), gte(auditLog.at, cutoff));
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(Math.min(limit, AUDIT_MAX));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return {
    rows: rows.map((r) => ({ ...r, cache: r.cache as AuditRow["cache"] })),
    count: Math.min(AUDIT_MAX, Number(total?.n ?? 0)),
  };
}
