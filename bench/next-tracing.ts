/**
 * What Next.js's own tracing costs a request whose server span the sampler dropped, in-process:
 * Next.js's tracer (the one its server wraps every request's steps in) runs a request of its
 * server span and three inner spans, with a tracer provider registered under a parent-based
 * sampler that drops every trace, as the Next.js entry sees a request past the trace budget;
 * alternating rounds with the inner spans made as before and with them left out
 * (lib/observability/dropped-requests.ts). CPU per request, median of the rounds.
 *
 *   npx tsx bench/next-tracing.ts [--rounds 16] [--requests 10000]
 */
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import * as traceSdk from "@opentelemetry/sdk-trace-base";
import { quietDroppedRequests } from "../lib/observability/dropped-requests";

const arg = (name: string, fallback: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const ROUNDS = arg("--rounds", 16);
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
  const runs: Record<"as before" | "inner spans left out", number[]> = { "as before": [], "inner spans left out": [] };
  for (let r = 0; r < ROUNDS + 2; r++) {
    const left = r % 2 === 1;
    proxy.getDelegate = left ? quiet : asBefore;
    const us = await measure();
    if (r >= 2) runs[left ? "inner spans left out" : "as before"].push(us); // the first pair warms up
  }
  console.log(`CPU per request (server span + 3 inner spans, the trace dropped), median of ${ROUNDS / 2} rounds of ${REQUESTS}:`);
  console.log(`  no tracer registered      ${median(none.slice(1)).toFixed(1)} µs`);
  for (const [name, xs] of Object.entries(runs)) console.log(`  ${name.padEnd(25)} ${median(xs).toFixed(1)} µs   rounds: ${xs.map((x) => x.toFixed(1)).join(" ")}`);
}

void main();
