/**
 * The Postgres driver of webhook delivery: an in-process loop that routes the outbox and sends
 * due deliveries. Several instances may run it against one database: a delivery is claimed with
 * FOR UPDATE SKIP LOCKED and a lease (state sending, `lease_until` 60 s ahead), so two workers
 * never attempt it at once; a worker that dies mid-attempt leaves a lease that runs out, and the
 * delivery is due again. Deliveries of a webhook that is off stay waiting until it is turned on.
 * It lives in the composition root because the same loop runs the checkout sweep: lib/webhooks
 * must not import lib/checkout, which emits webhook events. The mail job (lib/mail/deliver.ts)
 * rides it too: due mail is sent every pass. So does the daily retention purge (lib/retention/purge.ts).
 *
 * On a PostgreSQL server the loop asks every 250 ms whether work waits (other instances write
 * too). With the embedded database every statement runs in the serving thread and only this
 * process writes, so the loop sleeps instead: until the next delivery or mail falls due, until a
 * write to a table whose rows make work wakes it (drizzle/0017_worker_wake.sql notifies), or until
 * the once-a-minute chores are due, and 30 s at most.
 */
import { sql } from "drizzle-orm";
import { sweepNow } from "@/lib/checkout/release";
import { rows, type Db } from "@/lib/db/client";
import type { App } from "@/lib/root/types";
import { deliverDueMail, mailIsDue } from "@/lib/mail/deliver";
import { purgeWhenDue } from "@/lib/retention/purge";
import type { AttemptOptions } from "@/lib/webhook-delivery/deliver";
import { ATTEMPT_LEASE_MS } from "@/lib/webhooks/claim";
import { clearExpiredPreviousSecretsNow } from "@/lib/webhooks/secrets";
import { vacuumWhenDue } from "@/lib/db/embedded-vacuum";
import { letRequestsThrough, pacedPause } from "@/lib/runtime/let-requests-through";
import { attemptDelivery, dispatchPending } from "@/lib/webhook-delivery/bound";
import { log } from "@/lib/observability/log";

/** One webhook attempt holds its delivery this long, on the worker as on Inngest. */
export const LEASE_MS = ATTEMPT_LEASE_MS;
export const TICK_MS = 250;
/** Deliveries claimed per pass. */
const CLAIM_LIMIT = 20;
/** What the embedded database's triggers notify on a write that may make work (drizzle/0017_worker_wake.sql). */
export const WAKE_CHANNEL = "worker_wake";
/** With the embedded database, the longest the loop sleeps: should a notification be missed all the same. */
export const IDLE_MAX_MS = 30_000;
/** The loop's chores (checkout sweep, expired secrets, purge check, vacuum) each run at most this often. */
const CHORES_MS = 60_000;
/** After a notification the loop waits this long, so the writes of one request (or a burst of them) make one pass. */
const NOTIFY_WAIT_MS = 20;

/** A delivery `d` that is due at `at`: waiting and due, or sending with a lease that ran out. */
const isDue = (at: string) =>
  sql`((d.state = 'waiting' AND d.next_attempt_at <= ${at}::timestamptz) OR (d.state = 'sending' AND d.lease_until <= ${at}::timestamptz))`;

/**
 * Whether a delivery `d` may be claimed at all, by its webhook `w` and message `m`: its webhook is
 * on, or it was asked for on demand (a test or a sample: lib/webhooks/sample-mark.ts) even while
 * the webhook is off.
 */
const claimable = sql`(w.state = 'on' OR m.type = 'webhook.test' OR (m.subject->>'sample') = 'true')`;

/** Deliveries `d` with their webhook `w` and message `m`, for `claimable`. */
const withWebhookAndMessage = sql`webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id JOIN webhook_messages m ON m.id = d.message_id`;

/** Claims up to `limit` due deliveries. */
export async function claimDue(db: Db, limit: number, now: Date): Promise<string[]> {
  const at = now.toISOString();
  // Most passes find nothing due: a read says so without the claiming UPDATE, whose commit waits
  // for the log flush (with the embedded database, several milliseconds in the serving thread).
  // Deliveries held by a webhook that is off count as nothing: an UPDATE that claims no row still
  // writes, and wakes the embedded database's worker again (drizzle/0017_worker_wake.sql).
  const due = await rows(
    db,
    sql`SELECT 1 FROM ${withWebhookAndMessage} WHERE ${isDue(at)} AND ${claimable} LIMIT 1`,
  );
  if (due.length === 0) return [];
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed = await rows<{ id: string }>(
    db,
    sql`UPDATE webhook_deliveries SET state = 'sending', lease_until = ${lease}::timestamptz, updated_at = ${at}::timestamptz
        WHERE id IN (
          SELECT d.id FROM ${withWebhookAndMessage}
          WHERE ${isDue(at)} AND ${claimable}
          ORDER BY d.next_attempt_at, d.id
          LIMIT ${limit}
          FOR UPDATE OF d SKIP LOCKED
        )
        RETURNING id`,
  );
  return claimed.map((r) => r.id);
}

/** What a pass would find to do: events to route, deliveries due, mail due; and when the next work falls due. */
export interface WorkWaiting {
  outbox: boolean;
  deliveries: boolean;
  mail: boolean;
  /**
   * When the next delivery that may be claimed (its webhook on, or on demand) or queued mail falls
   * due: its next attempt, or the end of its lease; in the past when one is due now, null when none
   * waits. A delivery held by a webhook that is off has no time: turning the webhook on wakes the loop.
   */
  dueAt: Date | null;
}

/** When the next work falls due (see WorkWaiting.dueAt). */
const nextDueAt = sql`LEAST(
  (SELECT d.next_attempt_at FROM ${withWebhookAndMessage}
     WHERE d.state = 'waiting' AND d.next_attempt_at IS NOT NULL AND ${claimable}
     ORDER BY d.next_attempt_at LIMIT 1),
  (SELECT min(d.lease_until) FROM ${withWebhookAndMessage} WHERE d.state = 'sending' AND ${claimable}),
  (SELECT min(next_attempt_at) FROM mail_outbox WHERE status = 'queued'))`;

/**
 * Whether anything waits for the pass, asked in one statement. Most passes find nothing; asked
 * step by step that is three statements each time, and with the embedded database each one is
 * time taken from the serving thread. The next due time only when asked (`withDueAt`): a loop that
 * looks every tick has no use for it (then null).
 */
export async function workWaiting(db: Db, now: Date, withDueAt = true): Promise<WorkWaiting> {
  const at = now.toISOString();
  const [row] = await rows<{ outbox: boolean; deliveries: boolean; mail: boolean; due_at: Date | string | null }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM event_outbox WHERE dispatched_at IS NULL) AS outbox,
               EXISTS (SELECT 1 FROM webhook_deliveries d WHERE ${isDue(at)}) AS deliveries,
               EXISTS (SELECT 1 FROM mail_outbox WHERE ${mailIsDue(at)}) AS mail,
               ${withDueAt ? nextDueAt : sql`NULL::timestamptz`} AS due_at`,
  );
  return {
    outbox: row?.outbox === true,
    deliveries: row?.deliveries === true,
    mail: row?.mail === true,
    dueAt: row?.due_at ? new Date(row.due_at) : null,
  };
}

/**
 * One pass: route the outbox, then claim and attempt every due delivery. Returns the attempts made.
 * The first claim is made at `now`; each later claim of the pass at `now` moved on by the time the
 * pass has taken so far, so its lease runs 60 s from when it is made. (Claimed at the pass's start
 * time, a delivery claimed more than 60 s into a long pass would carry a lease already run out, and
 * a second worker could claim and send it while this one does.)
 */
export async function runDueOnce(app: App, now: Date = new Date(), options: AttemptOptions = {}): Promise<number> {
  const { db } = app.database;
  const started = Date.now();
  await dispatchPending(db, now, { scale: options.scale });
  let attempted = 0;
  for (let batch = 0; ; batch++) {
    const at = batch === 0 ? now : new Date(now.getTime() + (Date.now() - started));
    const ids = await claimDue(db, CLAIM_LIMIT, at);
    if (ids.length === 0) break;
    await Promise.all(ids.map((id) => attemptDelivery(app, id, at, options)));
    attempted += ids.length;
    if (ids.length < CLAIM_LIMIT) break;
  }
  return attempted;
}

/** How often the loop asks whether the daily purge is due (the day itself is kept in settings). */
const PURGE_CHECK_MS = 60_000;
let lastPurgeCheck = -Infinity;

/** The daily purge, asked at most once a minute per process; a failure is logged, never thrown. */
async function purgeCheck(app: App, now: Date): Promise<void> {
  if (now.getTime() - lastPurgeCheck < PURGE_CHECK_MS && now.getTime() >= lastPurgeCheck) return;
  lastPurgeCheck = now.getTime();
  try {
    const deleted = await purgeWhenDue(app.database.db, now);
    if (deleted) log.info("retention purge", { deleted });
  } catch (e) {
    log.error("retention purge failed", { error: e });
  }
}

/** VACUUM when due, on the embedded database only; a failure is logged, never thrown. */
async function vacuumCheck(app: App): Promise<void> {
  if (app.database.driver !== "pglite") return;
  try {
    await vacuumWhenDue(app.database.db, Date.now(), pacedPause({ adaptive: true }));
  } catch (e) {
    log.error("embedded database vacuum failed", { error: e });
  }
}

interface WorkerState {
  timer: NodeJS.Timeout | null;
  /** When the timer fires (ms since the epoch). */
  timerAt: number;
  running: Promise<void> | null;
  stopped: boolean;
  /** The embedded database's notifications, once heard (then the loop sleeps between passes); null on a server. */
  listening: Promise<(() => Promise<void>) | null> | null;
  hearing: boolean;
  /** A notification came while a pass ran: what it announced may have been written after the pass looked. */
  notified: boolean;
  lastPassEnd: number;
  choresDoneAt: number;
}

// On globalThis, so a module reloaded by the dev server does not start a second loop.
const holder = globalThis as unknown as { __webhookWorker?: WorkerState };

/** The pass after one that ends `now`: how long to wait, from what the pass found and did. */
function nextPassIn(state: WorkerState, heard: boolean, busy: boolean, dueAt: Date | null, now: number): number {
  // On a server, after a pass that did work (what it wrote may be due at once), or after a write it did not see.
  if (!heard || busy || state.notified) return TICK_MS;
  let wake = Math.min(now + IDLE_MAX_MS, state.choresDoneAt + CHORES_MS);
  // A millisecond late: a timer may fire a little before the clock reads its time, and then find it not due yet.
  if (dueAt) wake = Math.min(wake, dueAt.getTime() + 1);
  // Work due in the past but left (a delivery claimed elsewhere) waits a tick, as on a server.
  return Math.max(TICK_MS, wake - now);
}

/**
 * Starts the loop. On a server: a pass every 250 ms, the next one only after the last has finished.
 * With the embedded database: a pass when work falls due or a write may have made some, at most
 * one every 250 ms, and at least one a minute (the chores) and one every 30 s.
 */
export function startWorker(app: App): void {
  if (holder.__webhookWorker && !holder.__webhookWorker.stopped) return;
  const state: WorkerState = { timer: null, timerAt: 0, running: null, stopped: false, listening: null, hearing: false, notified: false, lastPassEnd: -Infinity, choresDoneAt: -Infinity };
  holder.__webhookWorker = state;
  const wakeAt = (at: number) => {
    if (state.timer) clearTimeout(state.timer);
    state.timerAt = at;
    state.timer = setTimeout(tick, Math.max(0, at - Date.now()));
    state.timer.unref?.();
  };
  const heard = () => {
    if (state.stopped) return;
    if (state.running) {
      state.notified = true;
      return;
    }
    // A burst of writes makes one pass, and passes stay TICK_MS apart.
    const at = Math.max(Date.now() + NOTIFY_WAIT_MS, state.lastPassEnd + TICK_MS);
    if (!state.timer || state.timerAt > at) wakeAt(at);
  };
  const { database } = app;
  if (database.driver === "pglite" && database.onNotify) {
    state.listening = database.onNotify(WAKE_CHANNEL, heard).then(
      (stop) => {
        state.hearing = true;
        return stop;
      },
      (e: unknown) => {
        log.error("webhooks: not listening for writes; the worker asks every 250 ms", { error: e });
        return null;
      },
    );
  }
  const tick = () => {
    state.timer = null;
    if (state.stopped) return;
    // Only a question asked while listening may let the loop sleep: a write before it is seen by it, one after it is heard.
    const heardSince = state.hearing;
    state.notified = false;
    // Between the steps, requests waiting to be served go first: with the embedded database each
    // statement runs in the serving thread, and a pass is several of them.
    let waiting: WorkWaiting = { outbox: true, deliveries: true, mail: true, dueAt: null };
    // Until the pass says otherwise (a failed question is asked again a tick later).
    let busy = true;
    state.running = workWaiting(app.database.db, new Date(), heardSince)
      .then(async (found) => {
        waiting = found;
        const attempted = found.outbox || found.deliveries ? await runDueOnce(app) : 0;
        busy = found.outbox || attempted > 0;
      })
      .then(letRequestsThrough)
      // The checkout sweep rides the same loop (at most once a minute; it logs its own failures).
      .then(() => sweepNow(app.database.db, new Date()))
      // So are previous signing secrets past their 24 hours (once a minute too).
      .then(() => clearExpiredPreviousSecretsNow(app.database.db, new Date()))
      // And what retention lets go, once a day.
      .then(() => purgeCheck(app, new Date()))
      // The embedded database has no autovacuum: dead rows are cleared here (lib/db/embedded-vacuum.ts).
      .then(() => vacuumCheck(app))
      // Each chore keeps its own minute from when it ran: a pass a minute after they all finished finds each due.
      .then(() => void (state.choresDoneAt = Date.now()))
      .catch((e) => log.error("webhooks: delivery pass failed", { error: e }))
      .then(letRequestsThrough)
      // Mail goes out whatever became of the webhook pass (and if the first question failed, it is asked again).
      .then(async () => {
        if (waiting.mail && (await deliverDueMail(app.database.db, new Date())).length > 0) busy = true;
      })
      .catch((e) => log.error("mail: delivery pass failed", { error: e }))
      .finally(() => {
        state.running = null;
        const now = Date.now();
        state.lastPassEnd = now;
        if (!state.stopped) wakeAt(now + nextPassIn(state, heardSince, busy, waiting.dueAt, now));
      });
  };
  wakeAt(Date.now() + TICK_MS);
}

/** Stops the loop, waits for a pass under way to finish, and stops listening. */
export async function stopWorker(): Promise<void> {
  const state = holder.__webhookWorker;
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  await state.running;
  const stop = await state.listening;
  await stop?.().catch((e: unknown) => log.error("webhooks: could not stop listening for writes", { error: e }));
  holder.__webhookWorker = undefined;
}
