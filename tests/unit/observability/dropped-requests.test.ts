/**
 * A request whose server span was dropped does no tracing work inside Next.js
 * (lib/observability/dropped-requests.ts), checked against Next.js's own tracer (the one its
 * server wraps every request's steps in): under a dropped server span its inner spans are not
 * made at all; a sampled request's are all made and exported; a caller's unsampled `traceparent`
 * still gets the server span the sampler decides on. If a Next.js upgrade stops asking the way
 * this relies on, the first test fails.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ProxyTracerProvider, ROOT_CONTEXT, TraceFlags, context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import * as traceSdk from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insideDroppedSpan, quietDroppedRequests } from "@/lib/observability/dropped-requests";
import { TraceBudget } from "@/lib/observability/trace-budget";

const manager = new AsyncLocalStorageContextManager();
let sampleNext = false;
// The trace budget's clock, pinned: one trace a second, refilled by moving the clock on.
let now = 0;
const budget = new TraceBudget(1, now);
const refill = () => (now += 1000);
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
  quietDroppedRequests(trace.getTracerProvider(), budget, () => now);
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
  refill();
  sampleNext = false;
  started = 0;
  expect(await request()).toBe(42);
  expect(started).toBe(1);
  expect(exporter.getFinishedSpans()).toEqual([]);
});

it("a sampled request: every span made and exported", async () => {
  refill();
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

it("with this second's traces spent, Next.js makes no span at all, its server span included; the work is done", async () => {
  refill();
  sampleNext = true;
  budget.take(now); // the second's one trace went to another request
  started = 0;
  exporter.reset();
  expect(await request()).toBe(42);
  expect(started).toBe(0);
  expect(exporter.getFinishedSpans()).toEqual([]);
  // The budget refilled: the next request is traced again, all of its spans.
  refill();
  expect(await request()).toBe(42);
  expect(started).toBe(3);
  expect(exporter.getFinishedSpans()).toHaveLength(3);
  sampleNext = false;
});

it("a flush or shutdown asked while the budget is spent reaches the real provider", async () => {
  refill();
  budget.take(now);
  const proxy = trace.getTracerProvider() as unknown as { getDelegate(): { forceFlush(): Promise<void>; constructor: { name: string } } };
  const shown = proxy.getDelegate();
  expect(shown.constructor.name).toBe("NoopTracerProvider");
  let flushed = 0;
  const forceFlush = provider.forceFlush.bind(provider);
  provider.forceFlush = async () => {
    flushed++;
    await forceFlush();
  };
  await shown.forceFlush();
  provider.forceFlush = forceFlush;
  expect(flushed).toBe(1);
});

it("the provider's delegate is the real one outside a dropped span (shutdown, flush)", () => {
  refill();
  const proxy = trace.getTracerProvider() as unknown as { getDelegate(): unknown };
  expect(proxy.getDelegate()).toBe(provider);
  const inside = trace.setSpanContext(ROOT_CONTEXT, { traceId: "0af7651916cd43dd8448eb211c80319c", spanId: "b7ad6b7169203331", traceFlags: TraceFlags.NONE, isRemote: false });
  const seen = context.with(inside, () => proxy.getDelegate());
  expect((seen as object).constructor.name).toBe("NoopTracerProvider");
  expect((seen as { getTracer(n: string): unknown }).getTracer("x")).toBe(provider.getTracer("x"));
});

it("survives the production build's minifier: Next.js still sees a no-op provider", async () => {
  // As `next build` ships it: bundled, then minified by Next.js's own SWC minifier, which renames
  // classes. Written under node_modules/.cache so that its import of the API resolves.
  const { build } = await import("esbuild");
  const swc = await import("next/dist/build/swc/index.js");
  await swc.loadBindings();
  const bundled = await build({ entryPoints: ["lib/observability/dropped-requests.ts"], bundle: true, format: "esm", platform: "node", external: ["@opentelemetry/api"], write: false });
  const minified = (await swc.minify(bundled.outputFiles[0]!.text, { compress: true, mangle: true, module: true })) as { code: string };
  const file = path.resolve("node_modules/.cache/dropped-requests.min.mjs");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, minified.code);
  const shipped = (await import(pathToFileURL(file).href)) as typeof import("@/lib/observability/dropped-requests");
  const proxy = new ProxyTracerProvider();
  proxy.setDelegate(provider);
  const spent = new TraceBudget(1, 0);
  spent.take(0);
  shipped.quietDroppedRequests(proxy, spent, () => 0);
  // Next.js's check (isOpenTelemetryEnabled in next/dist/server/lib/trace/tracer.js).
  expect(proxy.getDelegate().constructor.name).toBe("NoopTracerProvider");
});
