/**
 * The walk's bookkeeping after the answer (`finish`), batched: every answered call is queued, and a batch is written every
 * AUDIT_FLUSH_MS (default 100 ms; the test setup sets 0, so a test never waits). One batch is one
 * audit INSERT, one usage-series upsert (./usage-series.ts), one counter update per crew (response
 * bytes, reads by id), and the behaviour rules (escalating waits after 429s, the freeze after an
 * id sweep) for the keys it holds.
 *
 * A busy instance (a batch of BUSY_CALLS calls or more) waits BUSY_FACTOR times as long before its
 * next batch: the log keeps each key's newest 1000 calls, so a longer batch writes fewer rows
 * (./audit.ts, newestPerKey), and the database statements run less often in the serving thread
 * (with the embedded database they run in it). Between statements the batch lets waiting
 * requests through, so no answer waits for a whole batch.
 *
 * A busy instance also holds its audit rows between writes: each batch folds its rows into the
 * held ones (each key's newest 1000 either way), and they are written at most every
 * AUDIT_BUSY_WRITE_MS, when traffic calms, or when the log or the usage history is read here (the
 * read flushes first, so a read through this instance is always current). At a thousand calls a
 * second on one key, that is a thousand rows inserted and pruned every five seconds instead of
 * every second. The batch's promise settles only when its rows are written.
 *
 * Only the call that opens a batch hands a promise to `after()`: the others join it, so a busy
 * instance registers one after-task per batch instead of one per request. Per request that leaves
 * a fold into the batch (./call-batch.ts); an INSERT per call would cost more CPU than the rest of
 * a cached answer.
 */
import { ESCALATION, SWEEP, addStrike, holdAfterStrikes, isSweep } from "@/lib/limits/penalty";
import type { App } from "@/lib/root/types";
import { config } from "@/lib/config/config";
import { pacedPause, pacedUnless } from "@/lib/runtime/let-requests-through";
import { newestPerKey, writeAudit, type AuditEntry } from "./audit";
import { CallBatch, type QueuedCall, type RuleCall } from "./call-batch";
import { writeUsageRows } from "./usage-series";
import { log } from "@/lib/observability/log";

export type { QueuedCall } from "./call-batch";

/** A batch this large marks the instance busy; its next batch waits BUSY_FACTOR × AUDIT_FLUSH_MS. */
export const BUSY_CALLS = 1000;
export const BUSY_FACTOR = 10;
/** While busy, audit rows are written at most this often. */
export const AUDIT_BUSY_WRITE_MS = 5000;
/** A batch is written at once when it holds this many calls (counters such as response bytes never lag far). */
const MAX_BATCH = 50_000;

interface Batch {
  calls: CallBatch;
  done: Promise<void>;
  kick: () => void;
}

const batches = new Map<App, Batch>();
const running = new Map<App, Promise<void>>();
/** Apps whose last batch was a busy one. */
const busy = new WeakSet<App>();

/**
 * Audit rows held between writes and when rows were last written; while rows are held, the timer
 * of their write and the promise that settles once they are written (by the timer or sooner).
 */
interface AuditHold {
  rows: AuditEntry[];
  writtenAt: number;
  timer: NodeJS.Timeout | null;
  written: Promise<void> | null;
  settle: () => void;
}
const holds = new WeakMap<App, AuditHold>();
/** Apps with a flush under way, and how many. */
const flushing = new Map<App, number>();

/** Audit rows this instance holds for a later write. */
export function heldAuditRows(app: App): number {
  return holds.get(app)?.rows.length ?? 0;
}

/**
 * Whether a batch's audit rows wait for a later write: only on a busy batch (AUDIT_FLUSH_MS above
 * 0, BUSY_CALLS calls or more), and only within AUDIT_BUSY_WRITE_MS of the last write.
 */
export function holdsAuditRows(flushMs: number, batchCalls: number, writtenAt: number, now: number): boolean {
  return flushMs > 0 && batchCalls >= BUSY_CALLS && now - writtenAt < AUDIT_BUSY_WRITE_MS && now >= writtenAt;
}

/** How long a new batch collects calls: AUDIT_FLUSH_MS, BUSY_FACTOR times that after a busy batch. */
export function batchWindowMs(flushMs: number, lastBatchCalls: number): number {
  return lastBatchCalls >= BUSY_CALLS ? flushMs * BUSY_FACTOR : flushMs;
}

/** Queues a call. Returns the batch's promise when this call opened it (keep it alive), else null. */
export function queueCall(app: App, call: QueuedCall): Promise<void> | null {
  const open = batches.get(app);
  if (open) {
    open.calls.add(call);
    if (open.calls.size >= MAX_BATCH) open.kick();
    return null;
  }
  let kick!: () => void;
  const kicked = new Promise<void>((r) => (kick = r));
  const batch: Batch = { calls: new CallBatch(), kick, done: Promise.resolve() };
  batch.calls.add(call);
  batch.done = run(app, batch, kicked);
  batches.set(app, batch);
  return batch.done;
}

/** Writes what this instance has queued or holds now (the audit-log and usage-history reads call it first). */
export async function flushCalls(app: App): Promise<void> {
  // While a flush waits, no batch holds its rows: the batch it kicks writes them with the held ones.
  flushing.set(app, (flushing.get(app) ?? 0) + 1);
  // Taken before any wait: every call made so far is in the batch running now or in this one.
  // Looked up after the running batch is done, it could have started meanwhile and left the map,
  // and the read would not wait for it.
  const open = batches.get(app);
  try {
    await running.get(app);
    if (open) {
      open.kick();
      await open.done;
    }
    if (holds.get(app)?.rows.length) await oneAtATime(app, () => writeHeld(app));
  } finally {
    const n = flushing.get(app)! - 1;
    if (n > 0) flushing.set(app, n);
    else flushing.delete(app);
  }
}

/** Runs `work` when no other batch work of the app is running; work arriving meanwhile waits its turn. */
async function oneAtATime<T>(app: App, work: () => Promise<T>): Promise<T> {
  while (running.has(app)) await running.get(app);
  const p = work();
  const settled = p.then(
    () => undefined,
    () => undefined,
  );
  running.set(app, settled);
  try {
    return await p;
  } finally {
    if (running.get(app) === settled) running.delete(app);
  }
}

async function run(app: App, batch: Batch, kicked: Promise<void>): Promise<void> {
  const flushMs = batchWindowMs(config().auditFlushMs, busy.has(app) ? BUSY_CALLS : 0);
  if (flushMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise((r) => (timer = setTimeout(r, flushMs))), kicked]);
    clearTimeout(timer);
  } else {
    await Promise.resolve(); // let calls of the same tick join
  }
  // One batch at a time per app; calls arriving meanwhile open the next one.
  const { held } = await oneAtATime(app, async () => {
    if (batches.get(app) === batch) batches.delete(app);
    if (batch.calls.size >= BUSY_CALLS) busy.add(app);
    else busy.delete(app);
    return processBatch(app, batch.calls);
  });
  // Rows held for a later write: this batch's work is done when they are written.
  await held;
}

/** The app's held rows, written now; whoever waits for them hears when they are. */
async function writeHeld(app: App, pause = pauseBetweenStatements(app)): Promise<void> {
  const hold = holds.get(app);
  if (!hold) return;
  const { rows, settle } = hold;
  if (hold.timer) clearTimeout(hold.timer);
  Object.assign(hold, { rows: [], timer: null, written: null, settle: () => undefined });
  try {
    if (rows.length) {
      hold.writtenAt = Date.now();
      await writeAudit(app.database.db, rows, pause);
    }
  } finally {
    settle();
  }
}

/**
 * Between statements, waiting requests go first: paced (../runtime/let-requests-through.ts), or
 * while a flush is asked for, which a read waits for, one pass of waiting I/O (also for a write
 * already under way when the read came). Tests (AUDIT_FLUSH_MS=0) skip the pauses.
 */
const pauseBetweenStatements = (app: App) =>
  config().auditFlushMs === 0
    ? async () => undefined
    : pacedUnless(
        () => flushing.has(app),
        () => pacedPause({ adaptive: app.database.driver === "pglite" }),
      );

/** Writes the batch; `held` is the pending write of its audit rows when they are held. */
async function processBatch(app: App, batch: CallBatch): Promise<{ held: Promise<void> | null }> {
  // The counters first: limits read them. Then the database, one statement at a time with a pause
  // between (the embedded database runs each in this thread).
  try {
    await counters(app, batch);
    for (const c of batch.strikes.values()) await strike(app, c);
  } catch (e) {
    log.error("traffic bookkeeping failed", { calls: batch.size, error: e });
  }
  const wait = pauseBetweenStatements(app);
  await wait();
  let hold = holds.get(app);
  if (!hold) holds.set(app, (hold = { rows: [], writtenAt: 0, timer: null, written: null, settle: () => undefined }));
  const fresh = batch.auditRows();
  hold.rows = hold.rows.length ? newestPerKey(hold.rows.concat(fresh)) : fresh;
  const now = Date.now();
  let held: Promise<void> | null = null;
  if (!flushing.has(app) && holdsAuditRows(config().auditFlushMs, batch.size, hold.writtenAt, now)) {
    if (!hold.written) {
      const h = hold;
      h.written = new Promise<void>((r) => (h.settle = r));
      h.timer = setTimeout(() => void oneAtATime(app, () => writeHeld(app)), h.writtenAt + AUDIT_BUSY_WRITE_MS - now);
    }
    held = hold.written;
  } else {
    await writeHeld(app, wait);
  }
  await wait();
  await writeUsageRows(app.database.db, batch.usage.rows(), batch.size);
  return { held };
}

/** Response bytes and reads by id, summed per window, one store call per crew (one Redis slot). */
async function counters(app: App, batch: CallBatch) {
  const now = batch.lastNow;
  const used = new Map<string, number>();
  for (const windows of batch.counters.values()) {
    const states = await app.store.add([...windows.values()], now);
    for (const s of states) used.set(s.key, s.used);
  }
  for (const c of batch.swept.values()) {
    const reads = used.get(c.windows.idReads.key) ?? 0;
    const misses = used.get(c.windows.idMisses.key) ?? 0;
    if (isSweep(reads, misses) && (await app.store.heldUntil(c.windows.frozen, c.now)) === null) {
      await app.store.hold(c.windows.frozen, c.now + SWEEP.freezeSeconds * 1000, c.now);
      log.warn("key frozen after an id sweep", { key_id: c.keyId, reads, misses });
    }
  }
}

/** A 429: remember the minute; from the third such minute within the hour, hold the key longer. */
async function strike(app: App, c: RuleCall) {
  const w = c.windows;
  let minutes: number[] = [];
  try {
    const v = await app.store.get(w.strikes);
    minutes = v ? (JSON.parse(v) as number[]) : [];
  } catch {
    minutes = [];
  }
  const next = addStrike(minutes, c.now);
  if (next.length === minutes.length) return; // this minute already counted
  await app.store.set(w.strikes, JSON.stringify(next), ESCALATION.memorySeconds);
  const hold = holdAfterStrikes(next.length);
  if (hold > 0) await app.store.hold(w.penalty, c.now + hold * 1000, c.now);
}
