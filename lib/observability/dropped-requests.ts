/**
 * A request whose server span was dropped does no tracing work inside Next.js. Before each of its
 * spans Next.js asks whether OpenTelemetry is on (`isOpenTelemetryEnabled` in Next.js's
 * server/lib/trace/tracer.js): yes when the active span is recording, else unless the registered
 * provider's delegate is a `NoopTracerProvider`. Once a tracer is registered the answer was always
 * yes, and every span inside a request cost its options and attributes copied, a context entered,
 * a span made and three more promises around its result, for a request the trace budget had
 * already dropped (its server span not sampled, so no child of it would be recorded under a
 * parent-based sampler). Here the delegate is shown as a no-op provider while the active span is a
 * local one that was not sampled: Next.js then runs the request's work without spans. While this
 * second's trace budget is spent it is also shown where no span is active: a request arriving then
 * gets no server span either (the sampler would have dropped it, `traceparent` or not, after the SDK
 * had made its ids and Next.js had read the caller's trace context), and runs as with no tracer
 * registered. A sampled request's spans and a span under a caller's `traceparent` within the budget
 * are as before (a page rendered in a dropped request carries no `traceparent` meta tag, which would
 * only have named an unsampled trace). A Next.js that no longer asks this way just does the work
 * again: the tests against Next.js's own tracer and its minifier
 * (tests/unit/observability/dropped-requests.test.ts) say so.
 */
import { context, trace, TraceFlags, type Context, type TracerProvider } from "@opentelemetry/api";
import { budgetClock } from "./sampler";
import type { TraceBudget } from "./trace-budget";

interface ProxyProvider extends TracerProvider {
  getDelegate(): TracerProvider;
}

/** The active span is local, valid and not sampled: nothing under it will be recorded. */
export function insideDroppedSpan(ctx: Context): boolean {
  const span = trace.getSpanContext(ctx);
  return span !== undefined && !span.isRemote && (span.traceFlags & TraceFlags.SAMPLED) === 0 && trace.isSpanContextValid(span);
}

type Flushable = TracerProvider & { forceFlush?(): Promise<void>; shutdown?(): Promise<void> };

/**
 * What Next.js is shown: a provider it takes for the no-op one. Anything asking it for a tracer
 * still gets the real one, and a flush or shutdown (asked where no span is active, perhaps while
 * the budget is spent) reaches the real one.
 */
class QuietProvider implements TracerProvider {
  constructor(private readonly real: Flushable) {}

  getTracer(...args: Parameters<TracerProvider["getTracer"]>) {
    return this.real.getTracer(...args);
  }

  async forceFlush(): Promise<void> {
    await this.real.forceFlush?.();
  }

  async shutdown(): Promise<void> {
    await this.real.shutdown?.();
  }
}
// Next.js compares the constructor's name, and the production build's minifier renames classes
// (it made this one anonymous, and Next.js went on tracing): the name is set as a string.
Object.defineProperty(QuietProvider, "name", { value: "NoopTracerProvider" });

/**
 * Shows `proxy`'s delegate as a no-op provider inside dropped spans, and, with a trace budget, where
 * no span is active while this second's traces are spent (a request arriving then: the sampler would
 * drop its server span whatever its `traceparent` says). Only under a parent-based sampler: under
 * any other, a child may be sampled where its parent was not.
 */
export function quietDroppedRequests(proxy: TracerProvider, budget: TraceBudget | null = null, clock: () => number = budgetClock): void {
  if (!("getDelegate" in proxy) || typeof proxy.getDelegate !== "function") return;
  const registered = proxy as ProxyProvider;
  const real = registered.getDelegate();
  const quiet = new QuietProvider(real);
  registered.getDelegate = () => {
    const active = context.active();
    if (trace.getSpanContext(active) === undefined) return budget !== null && !budget.available(clock()) ? quiet : real;
    return insideDroppedSpan(active) ? quiet : real;
  };
}
