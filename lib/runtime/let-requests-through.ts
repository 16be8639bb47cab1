/**
 * Resolves after the I/O that is already waiting has been handled: background work (the audit
 * batch, the worker's pass) awaits it between database statements, because with the embedded
 * database each statement runs in the serving thread.
 */
export const letRequestsThrough = (): Promise<void> => new Promise<void>((r) => setImmediate(r));
