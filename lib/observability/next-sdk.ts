/**
 * OpenTelemetry for Next.js (`npm start`, Vercel), the way Next.js and Vercel document it:
 * instrumentation.ts calls `registerOTel` of @vercel/otel. On Vercel its "auto" span processor
 * sends to Vercel's trace drains and session tracing; elsewhere this service's OTLP exporter for
 * the configured endpoint and protocol. Next.js's own spans (the server span of each request)
 * become the parents of the request walk's. Metrics go through the same reader as on the plain
 * entry. Nothing is loaded when no endpoint is set and the process is not on Vercel.
 */
import { metrics, trace } from "@opentelemetry/api";
import { config } from "@/lib/config/config";
import { telemetryOn, type TelemetryConfig } from "@/lib/config/telemetry";
import { metricReader, resourceAttributes, spanExporter } from "./exporters";
import { DurationHistogram } from "./duration-histogram";
import { makeInstruments } from "./metrics";
import { ScrubProcessor } from "./scrub";
import { SCOPE, installTelemetry, telemetry } from "./state";
import { quietDroppedRequests } from "./dropped-requests";

interface Flushable {
  forceFlush?(): Promise<void>;
  shutdown?(): Promise<void>;
  getDelegate?(): Flushable;
}

export async function startNextTelemetry(settings: TelemetryConfig = config().telemetry): Promise<boolean> {
  if (!telemetryOn(settings) || telemetry()) return false;
  const [{ registerOTel }, traceSdk, { makeSampler, traceBudgetFor }] = await Promise.all([import("@vercel/otel"), import("@opentelemetry/sdk-trace-base"), import("./sampler")]);
  // The reader keeps the MeterProvider's resource (the one @vercel/otel makes) for these too.
  const durations = new DurationHistogram((await import("@opentelemetry/resources")).resourceFromAttributes(resourceAttributes(settings)));
  const readers = settings.metrics ? [await metricReader(settings.metrics, durations)] : [];
  // On Vercel, "auto" picks Vercel's export (and an OTLP endpoint if one is set); elsewhere the
  // configured endpoint and protocol, as on the plain entry. The scrubber comes first either way.
  const exporting = settings.vercel ? ["auto" as const] : settings.traces ? [new traceSdk.BatchSpanProcessor(await spanExporter(settings.traces), { scheduledDelayMillis: settings.spanDelayMs })] : [];
  // Next.js's own spans (its server span of every request, ours or not) start the traces here: the
  // budget caps them, and the walk's span follows its parent (./request.ts).
  const budget = traceBudgetFor(settings);
  registerOTel({
    serviceName: settings.serviceName,
    traceSampler: makeSampler(traceSdk, settings, budget),
    attributes: resourceAttributes(settings),
    spanProcessors: exporting.length ? [new ScrubProcessor(), ...exporting] : [],
    metricReaders: readers,
  });
  // Inside a request whose server span was dropped, and in one that arrives while this second's
  // traces are spent, Next.js makes no spans of its own (under a parent-based sampler none of them
  // would be recorded).
  if (settings.sampler.name.startsWith("parentbased_")) quietDroppedRequests(trace.getTracerProvider(), budget);
  installTelemetry({
    tracer: trace.getTracer(SCOPE),
    instruments: makeInstruments(metrics.getMeter(SCOPE), durations),
    budget,
    async shutdown() {
      installTelemetry(undefined);
      const provider = trace.getTracerProvider() as Flushable;
      const tracers = provider.getDelegate?.() ?? provider;
      await Promise.allSettled([tracers.forceFlush?.(), ...readers.map((r) => r.shutdown())]);
    },
  });
  return true;
}
