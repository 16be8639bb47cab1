/**
 * OpenTelemetry's settings from the standard OTEL_* variables (lib/config/telemetry.ts): where
 * each signal goes, in which protocol, how often, and that nothing is on without an endpoint.
 */
import { describe, expect, it } from "vitest";
import { checkDeploy } from "@/lib/config/deploy-check";
import { telemetryConfig, telemetryOn } from "@/lib/config/telemetry";
import { startNodeTelemetry } from "@/lib/observability/node-sdk";
import { telemetry } from "@/lib/observability/state";

describe("telemetryConfig", () => {
  it("off without an endpoint: nothing exported, no SDK started", async () => {
    const t = telemetryConfig({});
    expect(t).toMatchObject({ serviceName: "events-api", traces: null, metrics: null, vercel: false });
    expect(telemetryOn(t)).toBe(false);
    expect(await startNodeTelemetry(t)).toBe(false);
    expect(telemetry()).toBeUndefined();
  });

  it("OTEL_EXPORTER_OTLP_ENDPOINT: both signals under it, http/protobuf by default, the standard intervals", () => {
    const t = telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/", OTEL_SERVICE_NAME: "api-eu" });
    expect(t).toEqual({
      serviceName: "api-eu",
      traces: { url: "http://collector:4318/v1/traces", protocol: "http/protobuf" },
      metrics: { url: "http://collector:4318/v1/metrics", protocol: "http/protobuf", intervalMs: 60_000, timeoutMs: 30_000 },
      vercel: false,
      spanDelayMs: 5000,
      sampler: { name: "parentbased_always_on", ratio: 1 },
      tracesPerSecond: 10,
    });
  });

  it("a signal's own endpoint is used as given, its own protocol wins, and either signal can be turned off", () => {
    const t = telemetryConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example/otlp/spans",
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: "http/protobuf",
      OTEL_METRIC_EXPORT_INTERVAL: "10000",
      OTEL_METRIC_EXPORT_TIMEOUT: "20000",
      OTEL_BSP_SCHEDULE_DELAY: "250",
    });
    expect(t.traces).toEqual({ url: "https://traces.example/otlp/spans", protocol: "http/json" });
    // The export's deadline never outlives its interval.
    expect(t.metrics).toEqual({ url: "http://collector:4318/v1/metrics", protocol: "http/protobuf", intervalMs: 10_000, timeoutMs: 10_000 });
    expect(t.spanDelayMs).toBe(250);
    expect(telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_METRICS_EXPORTER: "none" }).metrics).toBeNull();
    expect(telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_TRACES_EXPORTER: "none" }).traces).toBeNull();
    expect(telemetryOn(telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_SDK_DISABLED: "true" }))).toBe(false);
  });

  it("on Vercel the SDK is registered as Vercel documents (its drains receive the traces), unless disabled", () => {
    expect(telemetryOn(telemetryConfig({ VERCEL: "1" }))).toBe(true);
    expect(telemetryOn(telemetryConfig({ VERCEL: "1", OTEL_SDK_DISABLED: "true" }))).toBe(false);
  });

  it("refuses gRPC, a URL that is not http(s) and a malformed interval, naming the setting, at the deploy check", () => {
    expect(() => telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4317", OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL must be http\/protobuf or http\/json/);
    expect(() => telemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/);
    expect(() => telemetryConfig({ OTEL_METRIC_EXPORT_INTERVAL: "soon" })).toThrow(/OTEL_METRIC_EXPORT_INTERVAL/);
    const check = checkDeploy({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4317", OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" });
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.setting)).toContain("OTEL_EXPORTER_OTLP_PROTOCOL");
  });

  it("the deploy check shows the sampler and the trace cap, and refuses a wrong one naming it", () => {
    const shown = (env: Record<string, string>) => checkDeploy(env).rows.find((r) => r.seam === "telemetry")?.resolves;
    expect(shown({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" })).toBe("traces c:4318 (http/protobuf) (parentbased_always_on, at most 10 a second), metrics c:4318 (http/protobuf) every 60 s");
    expect(shown({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1", TRACES_PER_SECOND: "all" })).toMatch(
      /^traces c:4318 \(http\/protobuf\) \(parentbased_traceidratio 0.1, no cap\),/,
    );
    for (const [name, value] of [["TRACES_PER_SECOND", "-1"], ["OTEL_TRACES_SAMPLER", "xray"]]) {
      const check = checkDeploy({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", [name!]: value! });
      expect(check.ok).toBe(false);
      expect(check.problems.map((p) => p.setting)).toContain(name);
    }
  });
});
