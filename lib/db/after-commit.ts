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

/** Runs `transaction`; what `afterCommit` deferred inside it runs once it has returned. */
export async function withAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  // Nested: the outermost one owns the commit, so the inner one adds to its queue.
  if (pending.getStore()) return transaction();
  const queue: Deferred[] = [];
  const out = await pending.run(queue, transaction);
  for (const run of queue) await run();
  return out;
}

/** Runs `send` now, or after the commit of the `withAfterCommit` transaction around it. */
export function afterCommit(send: Deferred): Promise<void> {
  const queue = pending.getStore();
  if (!queue) return send();
  queue.push(send);
  return Promise.resolve();
}
