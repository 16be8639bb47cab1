/**
 * The OTLP/HTTP exporters for the configured protocol (http/protobuf or http/json), loaded only
 * when asked for: the plain entry must not load an SDK package when nothing is exported
 * (scripts/build-api.mjs refuses a static import of one). Headers, timeout and compression the
 * exporters read themselves from OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and _COMPRESSION.
 */
import { randomUUID } from "node:crypto";
import type { Attributes } from "@opentelemetry/api";
import type { Resource } from "@opentelemetry/resources";
import type { MetricReader } from "@opentelemetry/sdk-metrics";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { OtlpTarget, TelemetryConfig } from "@/lib/config/telemetry";
import type { DurationHistogram } from "./duration-histogram";

export async function spanExporter(target: OtlpTarget): Promise<SpanExporter> {
  if (target.protocol === "http/json") {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    return new OTLPTraceExporter({ url: target.url });
  }
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-proto");
  return new OTLPTraceExporter({ url: target.url });
}

/** The periodic OTLP reader, which also exports the request durations counted by `durations`, in the temporality it exports the rest. */
export async function metricReader(target: NonNullable<TelemetryConfig["metrics"]>, durations: DurationHistogram): Promise<MetricReader> {
  const { PeriodicExportingMetricReader, InstrumentType } = await import("@opentelemetry/sdk-metrics");
  const { OTLPMetricExporter } =
    target.protocol === "http/json" ? await import("@opentelemetry/exporter-metrics-otlp-http") : await import("@opentelemetry/exporter-metrics-otlp-proto");
  const reader = new PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: target.url }),
    exportIntervalMillis: target.intervalMs,
    exportTimeoutMillis: target.timeoutMs,
    metricProducers: [durations],
  });
  durations.temporality = () => reader.selectAggregationTemporality(InstrumentType.HISTOGRAM);
  return reader;
}

/** This process among the service's instances: gauges read from the database report the same figure from each. */
export const INSTANCE_ID = randomUUID();

/** What every span and metric of this process is about, beside what OTEL_RESOURCE_ATTRIBUTES adds. */
export function resourceAttributes(settings: TelemetryConfig): Attributes {
  return { "service.name": settings.serviceName, "service.instance.id": INSTANCE_ID };
}

export async function resourceFor(settings: TelemetryConfig): Promise<Resource> {
  const { detectResources, envDetector, resourceFromAttributes } = await import("@opentelemetry/resources");
  return resourceFromAttributes(resourceAttributes(settings)).merge(detectResources({ detectors: [envDetector] }));
}
