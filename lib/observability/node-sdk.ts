/**
 * OpenTelemetry for the plain Node entry (`npm run serve:api`): with an OTLP endpoint set, a
 * tracer provider (spans batched every OTEL_BSP_SCHEDULE_DELAY, sampled as OTEL_TRACES_SAMPLER
 * says within TRACES_PER_SECOND, ./sampler.ts), a meter provider (exported every
 * OTEL_METRIC_EXPORT_INTERVAL, request durations counted by ./duration-histogram.ts), W3C trace
 * context and an AsyncLocalStorage context on while traced work runs (./traced-context.ts), all loaded here on demand. Without one nothing is loaded and the
 * request walk makes no span at all (./state.ts).
 */
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { config } from "@/lib/config/config";
import { telemetryOn, type TelemetryConfig } from "@/lib/config/telemetry";
import { metricReader, resourceFor, spanExporter } from "./exporters";
import { DurationHistogram } from "./duration-histogram";
import { makeInstruments } from "./metrics";
import { ScrubProcessor } from "./scrub";
import { SCOPE, installTelemetry, telemetry } from "./state";
import type { TracedWorkContext } from "./traced-context";

/** Starts exporting when the settings name an endpoint; true when it did. Call before the app opens (its database and store are observed as they open). */
export async function startNodeTelemetry(settings: TelemetryConfig = config().telemetry): Promise<boolean> {
  if (!telemetryOn(settings) || telemetry()) return false;
  const [{ tracedWorkContext }, { W3CTraceContextPropagator }, traceSdk, { MeterProvider }, { makeSampler, traceBudgetFor }] = await Promise.all([
    import("./traced-context"),
    import("@opentelemetry/core"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/sdk-metrics"),
    import("./sampler"),
  ]);
  const resource = await resourceFor(settings);
  // Traces need a context that follows the request through its awaits (AsyncLocalStorage, which
  // costs every async operation of the process a little while it is on: ./traced-context.ts keeps
  // it on only while traced work runs); metrics alone do not.
  let tracerProvider: InstanceType<typeof traceSdk.BasicTracerProvider> | null = null;
  let contextManager: TracedWorkContext | null = null;
  const budget = traceBudgetFor(settings);
  if (settings.traces) {
    contextManager = await tracedWorkContext();
    context.setGlobalContextManager(contextManager.enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    tracerProvider = new traceSdk.BasicTracerProvider({ resource, sampler: makeSampler(traceSdk, settings, budget), spanProcessors: [new ScrubProcessor(), new traceSdk.BatchSpanProcessor(await spanExporter(settings.traces), { scheduledDelayMillis: settings.spanDelayMs })] });
    trace.setGlobalTracerProvider(tracerProvider);
  }
  const durations = new DurationHistogram(resource);
  const meterProvider = new MeterProvider({ resource, readers: settings.metrics ? [await metricReader(settings.metrics, durations)] : [] });
  metrics.setGlobalMeterProvider(meterProvider);

  installTelemetry({
    tracer: trace.getTracer(SCOPE),
    instruments: makeInstruments(metrics.getMeter(SCOPE), durations),
    budget,
    beginTracedWork: contextManager ? () => contextManager.begin() : undefined,
    async shutdown() {
      installTelemetry(undefined);
      await Promise.allSettled([tracerProvider?.shutdown(), meterProvider.shutdown()]);
    },
  });
  return true;
}
