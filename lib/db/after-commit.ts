/**
 * Wake-ups that must wait for the commit of the transaction around them. A handler that runs its
 * own transaction sends its Inngest wake-up once that commits; when a recorded write (an
 * Idempotency-Key on the platform or admin API) wraps the handler in an outer transaction, the
 * handler's commit is only a savepoint, and a wake-up sent then would reach a function that cannot
 * see the rows yet. Inside `withAfterCommit` such sends wait for the outer commit, and are dropped
 * if it rolls back.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type Deferred = () => Promise<void>;
const pending = new AsyncLocalStorage<Deferred[]>();
/** Outermost transactions under way. */
let open = 0;

/** Runs `transaction`; what `afterCommit` deferred inside it runs once it has returned. */
export async function withAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  // Nested: the outermost one owns the commit, so the inner one adds to its queue.
  if (pending.getStore()) return transaction();
  const queue: Deferred[] = [];
  open++;
  let out: T;
  try {
    out = await pending.run(queue, transaction);
  } finally {
    // Off when none is under way: on Node 20 a store once entered is carried through every async
    // resource of the process (each request's socket writes and ticks) until it is switched off.
    if (--open === 0) pending.disable();
  }
  for (const run of queue) await run();
  return out;
}

/** Whether a transaction's queue is open (for tests: off between transactions). */
export function afterCommitOpen(): boolean {
  return open > 0;
}

/** Runs `send` now, or after the commit of the `withAfterCommit` transaction around it. */
export function afterCommit(send: Deferred): Promise<void> {
  const queue = pending.getStore();
  if (!queue) return send();
  queue.push(send);
  return Promise.resolve();
}
