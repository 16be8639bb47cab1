/**
 * The audit log (GET /v1/audit-log), written after the answer and in batches: calls that finish
 * while a write is in flight go together in the next one, so under load one INSERT carries many
 * calls and a quiet instance writes each call at once. The log keeps 7 days and 1000 calls per
 * key; reads apply both bounds, and pruning keeps the table near them.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys, auditLog } from "@/lib/db/schema";

export const AUDIT_DAYS = 7;
export const AUDIT_MAX = 1000;
/** Prune a key's rows after this many new ones (reads never depend on it). */
const PRUNE_EVERY = 100;
/** The key's last use is written at most this often. */
const LAST_USED_EVERY_MS = 60_000;

export interface AuditRow {
  keyId: string;
  at: Date;
  method: string;
  path: string;
  status: number;
  ip: string;
  requestId: string;
  cache: "hit" | "miss" | "stale" | null;
  ms: number;
}

interface Batch {
  rows: AuditRow[];
  done: Promise<void>;
  release: () => void;
}

const queues = new Map<Db, Batch>();
const running = new Map<Db, Promise<void>>();
const sincePrune = new Map<string, number>();
const lastUsedWritten = new Map<string, number>();

/** Queues a call; resolves once it is written (or dropped after a logged failure). Never rejects. */
export function recordAudit(db: Db, row: AuditRow): Promise<void> {
  let batch = queues.get(db);
  if (!batch) {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    batch = { rows: [row], done, release };
    queues.set(db, batch);
    void schedule(db);
  } else batch.rows.push(row);
  return batch.done;
}

/** Writes whatever is queued for this database now (the audit-log read calls it first). */
export async function flushAudit(db: Db): Promise<void> {
  await running.get(db);
  const batch = queues.get(db);
  if (batch) await batch.done;
}

async function schedule(db: Db) {
  // One write at a time per database; calls arriving meanwhile join the next batch.
  while (running.has(db)) await running.get(db);
  const batch = queues.get(db);
  if (!batch) return;
  queues.delete(db);
  const p = write(db, batch.rows).finally(() => {
    running.delete(db);
    batch.release();
  });
  running.set(db, p);
  await p;
}

async function write(db: Db, rows: AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  try {
    await db.insert(auditLog).values(rows);
    const now = Date.now();
    const byKey = new Map<string, Date>();
    for (const r of rows) {
      const last = byKey.get(r.keyId);
      if (!last || last < r.at) byKey.set(r.keyId, r.at);
    }
    for (const [keyId, at] of byKey) {
      const n = (sincePrune.get(keyId) ?? 0) + rows.filter((r) => r.keyId === keyId).length;
      if (n >= PRUNE_EVERY) {
        await prune(db, keyId, new Date(now));
        sincePrune.set(keyId, 0);
      } else sincePrune.set(keyId, n);
      if (now - (lastUsedWritten.get(keyId) ?? 0) >= LAST_USED_EVERY_MS) {
        lastUsedWritten.set(keyId, now);
        await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
      }
    }
    if (sincePrune.size > 50_000) sincePrune.clear();
    if (lastUsedWritten.size > 50_000) lastUsedWritten.clear();
  } catch (e) {
    console.error(JSON.stringify({ level: "error", msg: "audit log write failed; calls dropped", calls: rows.length, error: String(e) }));
  }
}

/** Deletes the key's rows older than 7 days or beyond its newest 1000. */
export async function prune(db: Db, keyId: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - AUDIT_DAYS * 86_400_000);
  await db.execute(sql`
    DELETE FROM audit_log WHERE key_id = ${keyId} AND (
      at < ${cutoff.toISOString()}::timestamptz
      OR id NOT IN (SELECT id FROM audit_log WHERE key_id = ${keyId} ORDER BY at DESC, id DESC LIMIT ${AUDIT_MAX})
    )`);
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
