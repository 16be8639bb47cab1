/**
 * The trace budget and the sampler around it (lib/observability/trace-budget.ts, sampler.ts): at
 * most TRACES_PER_SECOND new traces an instance starts a second, whatever OTEL_TRACES_SAMPLER
 * keeps, with children of a kept trace free and a caller's sampled traceparent capped like a new
 * trace. The clock is pinned.
 */
import { ROOT_CONTEXT, SpanKind, TraceFlags, trace, type Context } from "@opentelemetry/api";
import * as traceSdk from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { makeSampler } from "@/lib/observability/sampler";
import { TraceBudget } from "@/lib/observability/trace-budget";
import { telemetryConfig, type TelemetryConfig } from "@/lib/config/telemetry";

const TRACE = "0af7651916cd43dd8448eb211c80319c";
const under = (remote: boolean, sampled: boolean): Context =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE, spanId: "b7ad6b7169203331", traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE, isRemote: remote });

function decisions(sampler: ReturnType<typeof makeSampler>, ctx: Context, n: number): number {
  let kept = 0;
  for (let i = 0; i < n; i++) if (sampler.shouldSample(ctx, TRACE, "GET /v1/artists/{id}", SpanKind.SERVER, {}, []).decision === traceSdk.SamplingDecision.RECORD_AND_SAMPLED) kept++;
  return kept;
}

const settings = (env: Record<string, string> = {}): Pick<TelemetryConfig, "sampler"> => telemetryConfig(env);

describe("TraceBudget", () => {
  it("starts with one second's traces, refills at its rate, never holds more than a second's", () => {
    const b = new TraceBudget(3, 1000);
    expect([b.take(1000), b.take(1000), b.take(1000), b.take(1000)]).toEqual([true, true, true, false]);
    expect(b.available(1200)).toBe(false); // 0.6 of a trace back
    expect(b.available(1334)).toBe(true); // a whole one after a third of a second
    expect(b.take(1334)).toBe(true);
    expect(b.take(1334)).toBe(false);
    // Idle for a minute: still only a second's worth.
    let taken = 0;
    while (b.take(61_334)) taken++;
    expect(taken).toBe(3);
  });

  it("peeking takes nothing; a clock that goes back adds nothing", () => {
    const b = new TraceBudget(1, 5000);
    expect(b.available(5000)).toBe(true);
    expect(b.available(5000)).toBe(true);
    expect(b.take(5000)).toBe(true);
    expect(b.available(4000)).toBe(false);
    expect(b.take(4999)).toBe(false);
    expect(b.take(6000)).toBe(true);
  });
});

describe("the sampler", () => {
  it("default (parentbased_always_on): new traces kept while the budget lasts, the rest dropped, then kept again as it refills", () => {
    let now = 0;
    const sampler = makeSampler(traceSdk, settings(), new TraceBudget(100, now), () => now);
    expect(decisions(sampler, ROOT_CONTEXT, 250)).toBe(100);
    now = 500;
    expect(decisions(sampler, ROOT_CONTEXT, 250)).toBe(50);
    expect(sampler.toString()).toMatch(/Budgeted\{100\/s/);
  });

  it("children of a kept trace in this process spend nothing and follow their parent; a dropped parent drops its children", () => {
    const now = 0;
    const sampler = makeSampler(traceSdk, settings(), new TraceBudget(1, now), () => now);
    expect(decisions(sampler, ROOT_CONTEXT, 1)).toBe(1);
    expect(decisions(sampler, under(false, true), 50)).toBe(50);
    expect(decisions(sampler, under(false, false), 50)).toBe(0);
    expect(decisions(sampler, ROOT_CONTEXT, 1)).toBe(0);
  });

  it("a caller's sampled traceparent is followed only within the budget: a client cannot trace every request it sends", () => {
    const now = 0;
    const sampler = makeSampler(traceSdk, settings(), new TraceBudget(10, now), () => now);
    expect(decisions(sampler, under(true, true), 1000)).toBe(10);
    // A caller's unsampled trace stays unsampled.
    expect(decisions(makeSampler(traceSdk, settings(), new TraceBudget(10, now), () => now), under(true, false), 5)).toBe(0);
  });

  it("OTEL_TRACES_SAMPLER applies first: traceidratio 0 keeps none, always_off none; TRACES_PER_SECOND=all lifts the cap", () => {
    const now = 0;
    expect(decisions(makeSampler(traceSdk, settings({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0" }), new TraceBudget(10, now), () => now), ROOT_CONTEXT, 100)).toBe(0);
    expect(decisions(makeSampler(traceSdk, settings({ OTEL_TRACES_SAMPLER: "always_off" }), new TraceBudget(10, now), () => now), ROOT_CONTEXT, 100)).toBe(0);
    expect(decisions(makeSampler(traceSdk, settings({ OTEL_TRACES_SAMPLER: "always_on" }), null), ROOT_CONTEXT, 5000)).toBe(5000);
    expect(telemetryConfig({ TRACES_PER_SECOND: "all" }).tracesPerSecond).toBeNull();
  });
});

describe("the settings", () => {
  it("10 traces a second by default; the standard sampler names and a ratio; a wrong value refuses the start, naming its setting", () => {
    expect(telemetryConfig({})).toMatchObject({ sampler: { name: "parentbased_always_on", ratio: 1 }, tracesPerSecond: 10 });
    expect(telemetryConfig({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.25", TRACES_PER_SECOND: "2.5" })).toMatchObject({
      sampler: { name: "parentbased_traceidratio", ratio: 0.25 },
      tracesPerSecond: 2.5,
    });
    expect(() => telemetryConfig({ OTEL_TRACES_SAMPLER: "sometimes" })).toThrow(/OTEL_TRACES_SAMPLER must be one of always_on, .*not "sometimes"/);
    expect(() => telemetryConfig({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "2" })).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1/);
    expect(() => telemetryConfig({ TRACES_PER_SECOND: "0" })).toThrow(/TRACES_PER_SECOND must be a number of traces above 0, or all/);
    expect(() => telemetryConfig({ TRACES_PER_SECOND: "lots" })).toThrow(/TRACES_PER_SECOND/);
  });
});
