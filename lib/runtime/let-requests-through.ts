/**
 * Resolves after the I/O that is already waiting has been handled: background work (the audit
 * batch, the worker's pass) awaits it between database statements, because with the embedded
 * database each statement runs in the serving thread.
 */
export const letRequestsThrough = (): Promise<void> => new Promise<void>((r) => setImmediate(r));

/** Of the serving thread's time, what a run of background statements takes at most while it runs. */
export const BACKGROUND_SHARE = 0.2;

/**
 * A pause for a run of background statements that keeps them to BACKGROUND_SHARE of the thread:
 * after work of `d` ms since the last pause, it rests `d × (1 − share) / share` ms (4 d), and
 * at least lets waiting requests through. One I/O pass between statements was not enough: a busy
 * key's prune is a run of 10-25 ms statements, and the requests that arrived during one were still
 * queued when the next began, so answers waited for the whole run (70-90 ms).
 */
export function pacedPause(share = BACKGROUND_SHARE): () => Promise<void> {
  let since = performance.now();
  return async () => {
    const rest = ((performance.now() - since) * (1 - share)) / share;
    await (rest >= 1 ? new Promise<void>((r) => setTimeout(r, rest)) : letRequestsThrough());
    since = performance.now();
  };
}
