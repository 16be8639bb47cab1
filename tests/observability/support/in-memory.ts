/**
 * Telemetry kept in memory for a test process: the SDK's real tracer and meter providers with an
 * AsyncLocalStorage context, spans kept by an in-memory exporter and metrics read on demand,
 * installed as lib/observability/state.ts expects an entry to install it. Install it before the
 * app opens, as the entries do, so its database and store are observed.
 */
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { MetricReader, MeterProvider, type MetricData } from "@opentelemetry/sdk-metrics";
import * as traceSdk from "@opentelemetry/sdk-trace-base";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { telemetryConfig } from "@/lib/config/telemetry";
import { makeSampler } from "@/lib/observability/sampler";
import { TraceBudget } from "@/lib/observability/trace-budget";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { DurationHistogram } from "@/lib/observability/duration-histogram";
import { makeInstruments } from "@/lib/observability/metrics";
import { ScrubProcessor } from "@/lib/observability/scrub";
import { installTelemetry } from "@/lib/observability/state";

class TestReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

export interface InMemoryTelemetry {
  spans(): ReadableSpan[];
  /** Every metric as collected now (cumulative). */
  metrics(): Promise<MetricData[]>;
  reset(): void;
  stop(): Promise<void>;
}

/** `tracesPerSecond`: the entries' sampler with a trace budget (TRACES_PER_SECOND); without it every span is kept. */
export function installInMemoryTelemetry(options: { tracesPerSecond?: number } = {}): InMemoryTelemetry {
  const budget = options.tracesPerSecond === undefined ? null : new TraceBudget(options.tracesPerSecond, performance.now());
  const exporter = new InMemorySpanExporter();
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const sampler = budget ? makeSampler(traceSdk, telemetryConfig({}), budget) : undefined;
  const tracerProvider = new BasicTracerProvider({ sampler, spanProcessors: [new ScrubProcessor(), new SimpleSpanProcessor(exporter)] });
  trace.setGlobalTracerProvider(tracerProvider);
  const durations = new DurationHistogram(resourceFromAttributes({}));
  const reader = new TestReader({ metricProducers: [durations] });
  const meterProvider = new MeterProvider({ readers: [reader] });
  metrics.setGlobalMeterProvider(meterProvider);
  installTelemetry({
    tracer: trace.getTracer("test"),
    instruments: makeInstruments(metrics.getMeter("test"), durations),
    budget,
    shutdown: async () => undefined,
  });
  return {
    spans: () => exporter.getFinishedSpans(),
    metrics: async () => (await reader.collect()).resourceMetrics.scopeMetrics.flatMap((s) => s.metrics),
    reset: () => exporter.reset(),
    async stop() {
      installTelemetry(undefined);
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
      trace.disable();
      metrics.disable();
      context.disable();
      propagation.disable();
    },
  };
}
