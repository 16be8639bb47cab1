/**
 * The trace context of the plain Node entry (./node-sdk.ts), switched on only while traced work is
 * under way. On Node.js 20 an AsyncLocalStorage carries its store through an async hook that runs
 * for every async resource the process makes (each socket write, each tick of every request), and
 * once a store has been entered the hook stays for good: a server tracing ten requests a second
 * paid it on all thirty thousand, about 2 µs an answer. Here each piece of traced work (a sampled
 * request's walk, an operation's span) holds the store open while it runs; when the last one ends
 * the store is switched off, and Node.js removes the hook when no other store is on. The next
 * `with` switches it on again.
 *
 * A continuation that outlives its work (a task after the answer) then sees no context: it makes
 * no child span (./spans.ts `childSpan` wants a recording parent), as the audit
 * batch after the answer never did.
 */
import type { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";

export interface TracedWorkContext extends AsyncLocalStorageContextManager {
  /** Traced work begins; the returned function ends it (once, however often it is called). */
  begin(): () => void;
  /** Pieces of traced work under way (for tests). */
  readonly underWay: number;
}

/** A new context manager (the SDK's package is loaded here, only when traces are exported). */
export async function tracedWorkContext(): Promise<TracedWorkContext> {
  const { AsyncLocalStorageContextManager: Base } = await import("@opentelemetry/context-async-hooks");
  class TracedWorkContextManager extends Base implements TracedWorkContext {
    private open = 0;

    begin(): () => void {
      this.open++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        if (--this.open === 0) this.disable();
      };
    }

    get underWay(): number {
      return this.open;
    }
  }
  return new TracedWorkContextManager();
}
