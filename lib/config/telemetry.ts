/**
 * OpenTelemetry, from the standard OTEL_* variables: traces and metrics go out over OTLP/HTTP
 * (http/protobuf, the default, or http/json) when an endpoint is set, and nothing is exported (nor
 * any SDK loaded) when none is. On Vercel (VERCEL=1) the SDK is registered as Vercel documents
 * (instrumentation.ts with @vercel/otel): traces go to Vercel's trace drains and session tracing,
 * which the project's settings there turn on, or to an OTLP endpoint when one is set. The exporters themselves still read what only
 * they use (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION). The sampler is the standard's
 * (OTEL_TRACES_SAMPLER, _ARG), read here so a wrong value refuses the start, and capped by
 * TRACES_PER_SECOND: at most that many new traces a second per instance (default 10; `all` lifts
 * the cap), so tracing costs what ten traces cost whatever the traffic. Ten, not more: a Next.js
 * instance answers about a thousand requests a second, so at a hundred one request in ten was
 * traced, at about 0.6 ms of CPU a trace (docs/guides/observability.md); AWS X-Ray's default rule
 * keeps one a second and 5 % of the rest.
 */
import type { Env } from "./config";

export type OtlpProtocol = "http/protobuf" | "http/json";

export interface OtlpTarget {
  /** Where the signal is POSTed: the signal's own endpoint as given, else OTEL_EXPORTER_OTLP_ENDPOINT plus /v1/traces or /v1/metrics. */
  url: string;
  protocol: OtlpProtocol;
}

export interface TelemetryConfig {
  /** OTEL_SERVICE_NAME, else "events-api": the service.name of every span and metric. */
  serviceName: string;
  /** Traces to an OTLP endpoint; null: none set, OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED=true. */
  traces: OtlpTarget | null;
  /** Metrics to an OTLP endpoint; null likewise (OTEL_METRICS_EXPORTER=none). */
  metrics: (OtlpTarget & { intervalMs: number; timeoutMs: number }) | null;
  /** On Vercel (VERCEL=1): traces through @vercel/otel to Vercel's drains, whatever OTLP endpoint is set or not. */
  vercel: boolean;
  /** OTEL_BSP_SCHEDULE_DELAY: how long finished spans are batched before they are sent (ms, default 5000). */
  spanDelayMs: number;
  /** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG (the ratio of the *traceidratio samplers): which traces to keep. */
  sampler: { name: SamplerName; ratio: number };
  /** TRACES_PER_SECOND: new traces an instance starts a second at most (null: `all`, no cap). */
  tracesPerSecond: number | null;
}

export const SAMPLERS = ["always_on", "always_off", "traceidratio", "parentbased_always_on", "parentbased_always_off", "parentbased_traceidratio"] as const;
export type SamplerName = (typeof SAMPLERS)[number];
export const DEFAULT_TRACES_PER_SECOND = 10;

function sampler(env: Env): TelemetryConfig["sampler"] {
  const raw = text(env.OTEL_TRACES_SAMPLER)?.toLowerCase() ?? "parentbased_always_on";
  if (!(SAMPLERS as readonly string[]).includes(raw)) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${SAMPLERS.join(", ")}, not ${JSON.stringify(raw)}`);
  const name = raw as SamplerName;
  const rawRatio = text(env.OTEL_TRACES_SAMPLER_ARG);
  if (!name.endsWith("traceidratio") || rawRatio === null) return { name, ratio: 1 };
  const ratio = Number(rawRatio);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1 for ${name}, not ${JSON.stringify(rawRatio)}`);
  return { name, ratio };
}

function tracesPerSecond(env: Env): number | null {
  const raw = text(env.TRACES_PER_SECOND);
  if (raw === null) return DEFAULT_TRACES_PER_SECOND;
  if (raw.toLowerCase() === "all") return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`TRACES_PER_SECOND must be a number of traces above 0, or all, not ${JSON.stringify(raw)}`);
  return n;
}

const text = (v: string | undefined): string | null => (v === undefined || v.trim() === "" ? null : v.trim());

function millis(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number of milliseconds above 0, not ${JSON.stringify(raw)}`);
  return n;
}

function protocol(env: Env, signal: "TRACES" | "METRICS"): OtlpProtocol {
  const name = env[`OTEL_EXPORTER_OTLP_${signal}_PROTOCOL`] ? `OTEL_EXPORTER_OTLP_${signal}_PROTOCOL` : "OTEL_EXPORTER_OTLP_PROTOCOL";
  const raw = text(env[name]) ?? "http/protobuf";
  if (raw !== "http/protobuf" && raw !== "http/json") throw new Error(`${name} must be http/protobuf or http/json (OTLP over HTTP; gRPC is not supported), not ${JSON.stringify(raw)}`);
  return raw;
}

function endpointUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL such as http://collector:4318, not ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http(s) URL such as http://collector:4318, not ${JSON.stringify(raw)}`);
  return raw;
}

/** The signal's URL as the OTLP exporter specification resolves it, or null when neither variable is set. */
function target(env: Env, signal: "TRACES" | "METRICS"): OtlpTarget | null {
  if (text(env[`OTEL_${signal}_EXPORTER`])?.toLowerCase() === "none") return null;
  const own = text(env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]);
  if (own !== null) return { url: endpointUrl(own, `OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`), protocol: protocol(env, signal) };
  const base = text(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (base === null) return null;
  endpointUrl(base, "OTEL_EXPORTER_OTLP_ENDPOINT");
  return { url: `${base.replace(/\/+$/, "")}/v1/${signal.toLowerCase()}`, protocol: protocol(env, signal) };
}

export function telemetryConfig(env: Env): TelemetryConfig {
  const disabled = text(env.OTEL_SDK_DISABLED)?.toLowerCase() === "true";
  const traces = disabled ? null : target(env, "TRACES");
  const metricTarget = disabled ? null : target(env, "METRICS");
  const intervalMs = millis(env, "OTEL_METRIC_EXPORT_INTERVAL", 60_000);
  return {
    serviceName: text(env.OTEL_SERVICE_NAME) ?? "events-api",
    traces,
    // The export's deadline never outlives the interval (the SDK refuses that).
    metrics: metricTarget ? { ...metricTarget, intervalMs, timeoutMs: Math.min(intervalMs, millis(env, "OTEL_METRIC_EXPORT_TIMEOUT", 30_000)) } : null,
    vercel: !disabled && env.VERCEL === "1" && text(env.OTEL_TRACES_EXPORTER)?.toLowerCase() !== "none",
    spanDelayMs: millis(env, "OTEL_BSP_SCHEDULE_DELAY", 5000),
    sampler: sampler(env),
    tracesPerSecond: tracesPerSecond(env),
  };
}

/** Whether anything is exported: only then is an SDK loaded and a span made. */
export const telemetryOn = (t: TelemetryConfig): boolean => t.traces !== null || t.metrics !== null || t.vercel;
