/**
 * Step 10 of the walk, batched: every answered call is queued, and a batch is written every
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
 * Only the call that opens a batch hands a promise to `after()`: the others join it, so a busy
 * instance registers one after-task per batch instead of one per request. Per request that leaves
 * a fold into the batch (./call-batch.ts); an INSERT per call would cost more CPU than the rest of
 * a cached answer.
 */
import { ESCALATION, SWEEP, addStrike, holdAfterStrikes, isSweep } from "@/lib/budget/penalty";
import type { App } from "@/lib/app/types";
import { config } from "@/lib/config/config";
import { letRequestsThrough } from "@/lib/runtime/let-requests-through";
import { writeAudit } from "./audit";
import { CallBatch, type QueuedCall, type RuleCall } from "./call-batch";
import { writeUsageRows } from "./usage-series";

export type { QueuedCall } from "./call-batch";

/** A batch this large marks the instance busy; its next batch waits BUSY_FACTOR × AUDIT_FLUSH_MS. */
export const BUSY_CALLS = 1000;
export const BUSY_FACTOR = 10;
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

/** Writes what this instance has queued now (the audit-log read calls it first). */
export async function flushCalls(app: App): Promise<void> {
  await running.get(app);
  const batch = batches.get(app);
  if (batch) {
    batch.kick();
    await batch.done;
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
  while (running.has(app)) await running.get(app);
  if (batches.get(app) === batch) batches.delete(app);
  if (batch.calls.size >= BUSY_CALLS) busy.add(app);
  else busy.delete(app);
  const p = processBatch(app, batch.calls).finally(() => running.delete(app));
  running.set(app, p);
  await p;
}

async function processBatch(app: App, batch: CallBatch): Promise<void> {
  // The counters first: limits read them. Then the database, one statement at a time with a pause
  // between (the embedded database runs each in this thread); tests (AUDIT_FLUSH_MS=0) skip the pauses.
  try {
    await counters(app, batch);
    for (const c of batch.strikes.values()) await strike(app, c);
  } catch (e) {
    console.error(JSON.stringify({ level: "error", msg: "traffic bookkeeping failed", calls: batch.size, error: String(e) }));
  }
  const wait = config().auditFlushMs > 0 ? letRequestsThrough : async () => undefined;
  await wait();
  await writeAudit(app.database.db, batch.auditRows(), wait);
  await wait();
  await writeUsageRows(app.database.db, batch.usage.rows(), batch.size);
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
      console.warn(JSON.stringify({ level: "warn", msg: "key frozen after an id sweep", key_id: c.keyId, reads, misses }));
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
