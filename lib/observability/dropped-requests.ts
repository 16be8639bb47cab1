/**
 * A request whose server span was dropped does no tracing work inside Next.js. Before each of its
 * spans Next.js asks whether OpenTelemetry is on (`isOpenTelemetryEnabled` in Next.js's
 * server/lib/trace/tracer.js): yes when the active span is recording, else unless the registered
 * provider's delegate is a `NoopTracerProvider`. Once a tracer is registered the answer was always
 * yes, and every span inside a request cost its options and attributes copied, a context entered,
 * a span made and three more promises around its result, for a request the trace budget had
 * already dropped (its server span not sampled, so no child of it would be recorded under a
 * parent-based sampler). Here the delegate is shown as a no-op provider while the active span is a
 * local one that was not sampled: Next.js then runs the request's work without spans. Its server
 * span, a sampled request's spans and a span under a caller's `traceparent` are as before (a page
 * rendered in a dropped request carries no `traceparent` meta tag, which would only have named an
 * unsampled trace). A Next.js that no longer asks this way just does the work again: the test
 * against Next.js's own tracer (tests/unit/observability/dropped-requests.test.ts) says so.
 */
import { context, trace, TraceFlags, type Context, type TracerProvider } from "@opentelemetry/api";

interface ProxyProvider extends TracerProvider {
  getDelegate(): TracerProvider;
}

/** The active span is local, valid and not sampled: nothing under it will be recorded. */
export function insideDroppedSpan(ctx: Context): boolean {
  const span = trace.getSpanContext(ctx);
  return span !== undefined && !span.isRemote && (span.traceFlags & TraceFlags.SAMPLED) === 0 && trace.isSpanContextValid(span);
}

/**
 * Shows `proxy`'s delegate as a no-op provider inside dropped spans. Only under a parent-based
 * sampler: under any other, a child may be sampled where its parent was not.
 */
export function quietDroppedRequests(proxy: TracerProvider): void {
  if (!("getDelegate" in proxy) || typeof proxy.getDelegate !== "function") return;
  const registered = proxy as ProxyProvider;
  const real = registered.getDelegate();
  // Named as Next.js looks for it; anything asking it for a tracer still gets the real one.
  const quiet = new {
    NoopTracerProvider: class implements TracerProvider {
      getTracer(...args: Parameters<TracerProvider["getTracer"]>) {
        return real.getTracer(...args);
      }
    },
  }.NoopTracerProvider();
  registered.getDelegate = () => (insideDroppedSpan(context.active()) ? quiet : real);
}
