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
import { makeInstruments } from "./metrics";
import { ScrubProcessor } from "./scrub";
import { SCOPE, installTelemetry, telemetry } from "./state";

interface Flushable {
  forceFlush?(): Promise<void>;
  shutdown?(): Promise<void>;
  getDelegate?(): Flushable;
}

export async function startNextTelemetry(settings: TelemetryConfig = config().telemetry): Promise<boolean> {
  if (!telemetryOn(settings) || telemetry()) return false;
  const [{ registerOTel }, { BatchSpanProcessor }] = await Promise.all([import("@vercel/otel"), import("@opentelemetry/sdk-trace-base")]);
  const readers = settings.metrics ? [await metricReader(settings.metrics)] : [];
  // On Vercel, "auto" picks Vercel's export (and an OTLP endpoint if one is set); elsewhere the
  // configured endpoint and protocol, as on the plain entry. The scrubber comes first either way.
  const exporting = settings.vercel ? ["auto" as const] : settings.traces ? [new BatchSpanProcessor(await spanExporter(settings.traces), { scheduledDelayMillis: settings.spanDelayMs })] : [];
  registerOTel({
    serviceName: settings.serviceName,
    attributes: resourceAttributes(settings),
    spanProcessors: exporting.length ? [new ScrubProcessor(), ...exporting] : [],
    metricReaders: readers,
  });
  installTelemetry({
    tracer: trace.getTracer(SCOPE),
    instruments: makeInstruments(metrics.getMeter(SCOPE)),
    async shutdown() {
      installTelemetry(undefined);
      const provider = trace.getTracerProvider() as Flushable;
      const tracers = provider.getDelegate?.() ?? provider;
      await Promise.allSettled([tracers.forceFlush?.(), ...readers.map((r) => r.shutdown())]);
    },
  });
  return true;
}
