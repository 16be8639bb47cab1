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
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
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

export function installInMemoryTelemetry(): InMemoryTelemetry {
  const exporter = new InMemorySpanExporter();
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [new ScrubProcessor(), new SimpleSpanProcessor(exporter)] });
  trace.setGlobalTracerProvider(tracerProvider);
  const reader = new TestReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  metrics.setGlobalMeterProvider(meterProvider);
  installTelemetry({
    tracer: trace.getTracer("test"),
    instruments: makeInstruments(metrics.getMeter("test")),
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
