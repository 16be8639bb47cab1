/**
 * What Next.js's own tracing costs a request whose server span the sampler dropped, in-process:
 * Next.js's tracer (the one its server wraps every request's steps in) runs a request of its
 * server span and three inner spans, with a tracer provider registered under a parent-based
 * sampler that drops every trace, as the Next.js entry sees a request past the trace budget;
 * alternating rounds with the inner spans made as before, with them left out, and with this
 * second's trace budget spent, when no span is made at all (lib/observability/dropped-requests.ts).
 * CPU per request, median of the rounds.
 *
 *   npx tsx bench/next-tracing.ts [--rounds 8] [--requests 10000]
 */
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import * as traceSdk from "@opentelemetry/sdk-trace-base";
import { quietDroppedRequests } from "../lib/observability/dropped-requests";
import { TraceBudget } from "../lib/observability/trace-budget";

const arg = (name: string, fallback: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const ROUNDS = arg("--rounds", 8);
const REQUESTS = arg("--requests", 10_000);

async function main() {
  const { getTracer } = await import("next/dist/server/lib/trace/tracer.js");
  const next = getTracer();
  const request = () =>
    next.trace("BaseServer.handleRequest", async () =>
      next.trace("AppRouteRouteHandlers.runHandler", async () => {
        await null;
        return next.trace("NextNodeServer.findPageComponents", async () => next.trace("AppRouteRouteModule.loadUserland", () => 42));
      }),
    );
  const measure = async () => {
    const start = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await request();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / REQUESTS;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  const none: number[] = [];
  for (let r = 0; r < 4; r++) none.push(await measure());

  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(new traceSdk.BasicTracerProvider({ sampler: new traceSdk.ParentBasedSampler({ root: new traceSdk.AlwaysOffSampler() }) }));
  const proxy = trace.getTracerProvider() as unknown as { getDelegate(): unknown };
  const asBefore = proxy.getDelegate;
  quietDroppedRequests(trace.getTracerProvider());
  const quiet = proxy.getDelegate;
  proxy.getDelegate = asBefore;
  // A budget of one trace in a thousand seconds, already spent: no request finds a trace to start.
  quietDroppedRequests(trace.getTracerProvider(), new TraceBudget(0.001, performance.now()));
  const spent = proxy.getDelegate;
  const modes = { "as before": asBefore, "inner spans left out": quiet, "budget spent, no span": spent };
  const runs = Object.fromEntries(Object.keys(modes).map((m) => [m, [] as number[]]));
  for (let r = 0; r < ROUNDS + 1; r++) {
    for (const [mode, getDelegate] of Object.entries(modes)) {
      proxy.getDelegate = getDelegate;
      const us = await measure();
      if (r >= 1) runs[mode]!.push(us); // the first round warms up
    }
  }
  console.log(`CPU per request (server span + 3 inner spans, the trace dropped), median of ${ROUNDS} rounds of ${REQUESTS}:`);
  console.log(`  no tracer registered      ${median(none.slice(1)).toFixed(1)} µs`);
  for (const [name, xs] of Object.entries(runs)) console.log(`  ${name.padEnd(25)} ${median(xs).toFixed(1)} µs   rounds: ${xs.map((x) => x.toFixed(1)).join(" ")}`);
}

void main();
