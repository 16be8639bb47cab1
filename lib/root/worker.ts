/**
 * The Postgres driver of webhook delivery: an in-process loop that routes the outbox and sends
 * due deliveries. Several instances may run it against one database: a delivery is claimed with
 * FOR UPDATE SKIP LOCKED and a lease (state sending, `lease_until` 60 s ahead), so two workers
 * never attempt it at once; a worker that dies mid-attempt leaves a lease that runs out, and the
 * delivery is due again. Deliveries of a webhook that is off stay waiting until it is turned on.
 * It lives in the composition root because the same loop runs the checkout sweep: lib/webhooks
 * must not import lib/checkout, which emits webhook events. The mail job (lib/mail/deliver.ts)
 * rides it too: due mail is sent every tick. So does the daily retention purge (lib/retention/purge.ts).
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

/** A delivery `d` that is due at `at`: waiting and due, or sending with a lease that ran out. */
const isDue = (at: string) =>
  sql`((d.state = 'waiting' AND d.next_attempt_at <= ${at}::timestamptz) OR (d.state = 'sending' AND d.lease_until <= ${at}::timestamptz))`;

/** Claims up to `limit` due deliveries. */
export async function claimDue(db: Db, limit: number, now: Date): Promise<string[]> {
  const at = now.toISOString();
  // Most passes find nothing due: a read says so without the claiming UPDATE, whose commit waits
  // for the log flush (with the embedded database, several milliseconds in the serving thread).
  const due = await rows(db, sql`SELECT 1 FROM webhook_deliveries d WHERE ${isDue(at)} LIMIT 1`);
  if (due.length === 0) return [];
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed = await rows<{ id: string }>(
    db,
    sql`UPDATE webhook_deliveries SET state = 'sending', lease_until = ${lease}::timestamptz, updated_at = ${at}::timestamptz
        WHERE id IN (
          SELECT d.id FROM webhook_deliveries d
          JOIN webhooks w ON w.id = d.webhook_id
          JOIN webhook_messages m ON m.id = d.message_id
          WHERE ${isDue(at)}
            -- on demand (a test or a sample: lib/webhooks/sample-mark.ts) even while the webhook is off
            AND (w.state = 'on' OR m.type = 'webhook.test' OR (m.subject->>'sample') = 'true')
          ORDER BY d.next_attempt_at, d.id
          LIMIT ${limit}
          FOR UPDATE OF d SKIP LOCKED
        )
        RETURNING id`,
  );
  return claimed.map((r) => r.id);
}

/** What a pass would find to do: events to route, deliveries due, mail due. */
export interface WorkWaiting {
  outbox: boolean;
  deliveries: boolean;
  mail: boolean;
}

/**
 * Whether anything waits for the pass, asked in one statement. Most ticks find nothing; asked
 * step by step that is three statements four times a second, and with the embedded database each
 * one is time taken from the serving thread.
 */
export async function workWaiting(db: Db, now: Date): Promise<WorkWaiting> {
  const at = now.toISOString();
  const [row] = await rows<WorkWaiting>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM event_outbox WHERE dispatched_at IS NULL) AS outbox,
               EXISTS (SELECT 1 FROM webhook_deliveries d WHERE ${isDue(at)}) AS deliveries,
               EXISTS (SELECT 1 FROM mail_outbox WHERE ${mailIsDue(at)}) AS mail`,
  );
  return { outbox: row?.outbox === true, deliveries: row?.deliveries === true, mail: row?.mail === true };
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
  running: Promise<void> | null;
  stopped: boolean;
}

// On globalThis, so a module reloaded by the dev server does not start a second loop.
const holder = globalThis as unknown as { __webhookWorker?: WorkerState };

/** Starts the loop: a pass every 250 ms, the next one only after the last has finished. */
export function startWorker(app: App): void {
  if (holder.__webhookWorker && !holder.__webhookWorker.stopped) return;
  const state: WorkerState = { timer: null, running: null, stopped: false };
  holder.__webhookWorker = state;
  const tick = () => {
    state.timer = null;
    if (state.stopped) return;
    // Between the steps, requests waiting to be served go first: with the embedded database each
    // statement runs in the serving thread, and a pass is several of them.
    let waiting: WorkWaiting = { outbox: true, deliveries: true, mail: true };
    state.running = workWaiting(app.database.db, new Date())
      .then((found) => {
        waiting = found;
        return found.outbox || found.deliveries ? runDueOnce(app) : 0;
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
      .catch((e) => log.error("webhooks: delivery pass failed", { error: e }))
      .then(letRequestsThrough)
      // Mail goes out whatever became of the webhook pass (and if the first question failed, it is asked again).
      .then(async () => void (waiting.mail && (await deliverDueMail(app.database.db, new Date()))))
      .catch((e) => log.error("mail: delivery pass failed", { error: e }))
      .finally(() => {
        state.running = null;
        if (!state.stopped) {
          state.timer = setTimeout(tick, TICK_MS);
          state.timer.unref?.();
        }
      });
  };
  state.timer = setTimeout(tick, TICK_MS);
  state.timer.unref?.();
}

/** Stops the loop and waits for a pass under way to finish. */
export async function stopWorker(): Promise<void> {
  const state = holder.__webhookWorker;
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  await state.running;
  holder.__webhookWorker = undefined;
}
