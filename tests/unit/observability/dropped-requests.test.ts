/**
 * A request whose server span was dropped does no tracing work inside Next.js
 * (lib/observability/dropped-requests.ts), checked against Next.js's own tracer (the one its
 * server wraps every request's steps in): under a dropped server span its inner spans are not
 * made at all; a sampled request's are all made and exported; a caller's unsampled `traceparent`
 * still gets the server span the sampler decides on. If a Next.js upgrade stops asking the way
 * this relies on, the first test fails.
 */
import { ROOT_CONTEXT, TraceFlags, context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import * as traceSdk from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insideDroppedSpan, quietDroppedRequests } from "@/lib/observability/dropped-requests";

const manager = new AsyncLocalStorageContextManager();
let sampleNext = false;
let started = 0;
const exporter = new traceSdk.InMemorySpanExporter();
const root: traceSdk.Sampler = {
  shouldSample: () => ({ decision: sampleNext ? traceSdk.SamplingDecision.RECORD_AND_SAMPLED : traceSdk.SamplingDecision.NOT_RECORD }),
  toString: () => "test",
};
const provider = new traceSdk.BasicTracerProvider({
  sampler: new traceSdk.ParentBasedSampler({ root }),
  spanProcessors: [new traceSdk.SimpleSpanProcessor(exporter)],
});

beforeAll(() => {
  context.setGlobalContextManager(manager.enable());
  // Every span the SDK is asked to make, made or not.
  const tracer = provider.getTracer("count");
  const proto = Object.getPrototypeOf(tracer) as { startSpan: (...a: unknown[]) => unknown };
  const startSpan = proto.startSpan;
  proto.startSpan = function (this: unknown, ...a: unknown[]) {
    started++;
    return startSpan.apply(this, a);
  };
  trace.setGlobalTracerProvider(provider);
  quietDroppedRequests(trace.getTracerProvider());
});
afterAll(() => {
  trace.disable();
  context.disable();
});

/** A request as Next.js's server walks it: its server span, the route handler's and a lookup inside. */
async function request(): Promise<number> {
  const { getTracer } = await import("next/dist/server/lib/trace/tracer.js");
  const next = getTracer();
  return next.trace("BaseServer.handleRequest", async () =>
    next.trace("AppRouteRouteHandlers.runHandler", async () => {
      await new Promise((r) => setTimeout(r, 1));
      return next.trace("NextNodeServer.findPageComponents", () => 42);
    }),
  );
}

it("under a dropped server span, Next.js makes none of its inner spans; the request's work is done", async () => {
  sampleNext = false;
  started = 0;
  expect(await request()).toBe(42);
  expect(started).toBe(1);
  expect(exporter.getFinishedSpans()).toEqual([]);
});

it("a sampled request: every span made and exported", async () => {
  sampleNext = true;
  started = 0;
  exporter.reset();
  expect(await request()).toBe(42);
  expect(started).toBe(3);
  expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(["NextNodeServer.findPageComponents", "AppRouteRouteHandlers.runHandler", "BaseServer.handleRequest"]);
  sampleNext = false;
});

it("only a local, valid, unsampled span counts as dropped", () => {
  const ctx = (traceFlags: TraceFlags, isRemote: boolean, spanId = "b7ad6b7169203331") =>
    trace.setSpanContext(ROOT_CONTEXT, { traceId: "0af7651916cd43dd8448eb211c80319c", spanId, traceFlags, isRemote });
  expect(insideDroppedSpan(ctx(TraceFlags.NONE, false))).toBe(true);
  expect(insideDroppedSpan(ctx(TraceFlags.SAMPLED, false))).toBe(false);
  expect(insideDroppedSpan(ctx(TraceFlags.NONE, true))).toBe(false); // a caller's traceparent: the server span is still made
  expect(insideDroppedSpan(ctx(TraceFlags.NONE, false, "0000000000000000"))).toBe(false);
  expect(insideDroppedSpan(ROOT_CONTEXT)).toBe(false);
});

it("the provider's delegate is the real one outside a dropped span (shutdown, flush)", () => {
  const proxy = trace.getTracerProvider() as unknown as { getDelegate(): unknown };
  expect(proxy.getDelegate()).toBe(provider);
  const inside = trace.setSpanContext(ROOT_CONTEXT, { traceId: "0af7651916cd43dd8448eb211c80319c", spanId: "b7ad6b7169203331", traceFlags: TraceFlags.NONE, isRemote: false });
  const seen = context.with(inside, () => proxy.getDelegate());
  expect((seen as object).constructor.name).toBe("NoopTracerProvider");
  expect((seen as { getTracer(n: string): unknown }).getTracer("x")).toBe(provider.getTracer("x"));
});
