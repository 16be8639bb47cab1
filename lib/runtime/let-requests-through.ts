import { performance } from "node:perf_hooks";

/**
 * Resolves after the I/O that is already waiting has been handled: background work (the audit
 * batch, the worker's pass) awaits it between database statements, because with the embedded
 * database each statement runs in the serving thread.
 */
export const letRequestsThrough = (): Promise<void> => new Promise<void>((r) => setImmediate(r));

/** Of the serving thread's time, what a run of background statements takes at most while it runs. */
export const BACKGROUND_SHARE = 0.2;
/** And at least, however busy the thread: the work is bounded (held rows, due deliveries) and must finish. */
export const MIN_BACKGROUND_SHARE = 0.02;

/**
 * The share background statements may take when requests kept the thread busy for `load` (0-1)
 * of the last rest: half the headroom they left, between MIN_BACKGROUND_SHARE and BACKGROUND_SHARE (2 and 20 %).
 * A fixed 20 % took all the headroom of a thread at 80 %: for the half second of a busy key's audit
 * write the thread was over its capacity, and answers queued behind it for tens of milliseconds.
 */
export function backgroundShare(load: number): number {
  return Math.min(BACKGROUND_SHARE, Math.max(MIN_BACKGROUND_SHARE, (1 - load) / 2));
}

/** The longest rest between two background statements. */
export const MAX_REST_MS = 1000;

/** The rest after `workMs` of background work that keeps it to `share` of the thread. */
export const restAfter = (workMs: number, share: number): number => (workMs * (1 - share)) / share;

/**
 * A pause for a run of background statements that keeps them to a share of the thread: after
 * work of `d` ms since the last pause, it rests `d × (1 − share) / share` ms (4 d at 20 %), and at
 * least lets waiting requests through. One I/O pass between statements was not enough: a busy
 * key's prune is a run of 10-25 ms statements, and the requests that arrived during one were still
 * queued when the next began, so answers waited for the whole run (70-90 ms).
 *
 * `adaptive`: the share follows the load, measured over each rest (backgroundShare): for the
 * embedded database, whose statements are the serving thread's own time. A server's statements
 * mostly wait on the network, when the thread serves requests anyway: the fixed share.
 */
export function pacedPause(options: { adaptive?: boolean } = {}): () => Promise<void> {
  let share = BACKGROUND_SHARE;
  let since = performance.now();
  return async () => {
    // At most a second: a read that waits for the work (pacedUnless) waits out no longer rest.
    const rest = Math.min(MAX_REST_MS, restAfter(performance.now() - since, share));
    const before = options.adaptive ? performance.eventLoopUtilization() : null;
    await (rest >= 1 ? new Promise<void>((r) => setTimeout(r, rest)) : letRequestsThrough());
    if (before) share = backgroundShare(performance.eventLoopUtilization(before).utilization);
    since = performance.now();
  };
}

/**
 * A paced pause that gives way while `hurry()` holds (someone waits for the work: a read that
 * flushes the audit rows first): then one pass of waiting I/O only, and the pacing starts afresh
 * after, so the statements run meanwhile are not rested for. Paced at 2 %, a busy key's write
 * takes seconds; a read must not wait for that.
 */
export function pacedUnless(hurry: () => boolean, paced: () => () => Promise<void>): () => Promise<void> {
  let pause = paced();
  return async () => {
    if (!hurry()) return pause();
    await letRequestsThrough();
    pause = paced();
  };
}
