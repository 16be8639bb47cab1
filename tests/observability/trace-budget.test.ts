/**
 * The trace budget on the request walk (TRACES_PER_SECOND; lib/observability/request.ts and
 * sampler.ts): with the budget spent a request makes no span at all, yet its metrics count it; the
 * budget refills with time; a caller's sampled traceparent does not get past it; under a server
 * span the sampler left out (Next.js's), the walk makes none either. The clock the budget reads is
 * pinned.
 */
// Telemetry is installed before its app opens, and the process's clock is pinned.
// test: own process
import { ROOT_CONTEXT, context, trace, type Context } from "@opentelemetry/api";
import type { HistogramMetricData } from "@opentelemetry/sdk-metrics";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { installInMemoryTelemetry, type InMemoryTelemetry } from "./support/in-memory";

let clock = 1_000_000;
let telemetry: InMemoryTelemetry;
let api: TestApp;
beforeAll(async () => {
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  telemetry = installInMemoryTelemetry({ tracesPerSecond: 5 });
  api = await startApp();
});
afterAll(async () => {
  await api?.close();
  await telemetry?.stop();
  vi.restoreAllMocks();
});

const requestSpans = () => telemetry.spans().filter((s) => s.attributes["events_api.request_id"] !== undefined);
async function artistReads(): Promise<number> {
  const m = (await telemetry.metrics()).find((x) => x.descriptor.name === "http.server.request.duration") as HistogramMetricData | undefined;
  const p = m?.dataPoints.find((d) => d.attributes["http.route"] === "/v1/artists/{id}" && d.attributes["http.response.status_class"] === "2xx");
  return p?.value.count ?? 0;
}

describe("TRACES_PER_SECOND", () => {
  it("5 a second: of 12 reads in one instant, 5 are traced and 12 counted; 400 ms later two more are traced", async () => {
    telemetry.reset();
    for (let i = 0; i < 12; i++) expect((await api.get("/v1/artists/10", { key: KEYS.secret })).status).toBe(200);
    expect(requestSpans()).toHaveLength(5);
    expect(await artistReads()).toBe(12);

    clock += 400;
    for (let i = 0; i < 5; i++) await api.get("/v1/artists/10", { key: KEYS.secret });
    expect(requestSpans()).toHaveLength(7);
    expect(await artistReads()).toBe(17);
  });

  it("a caller's sampled traceparent does not get past a spent budget; with budget left it joins the caller's trace", async () => {
    telemetry.reset();
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    for (let i = 0; i < 10; i++) await api.get("/v1/artists/10", { key: KEYS.secret, headers: { traceparent } });
    expect(requestSpans()).toHaveLength(0);
    clock += 1000;
    await api.get("/v1/artists/10", { key: KEYS.secret, headers: { traceparent } });
    const [joined] = requestSpans();
    expect(joined?.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
    expect(joined?.parentSpanContext?.spanId).toBe("b7ad6b7169203331");
  });

  it("under a server span the sampler left out, the walk makes no span and the request is still counted", async () => {
    clock += 10_000;
    telemetry.reset();
    const before = await artistReads();
    const dropped = trace.wrapSpanContext({ traceId: "1af7651916cd43dd8448eb211c80319c", spanId: "c7ad6b7169203331", traceFlags: 0 });
    const under: Context = trace.setSpan(ROOT_CONTEXT, dropped);
    const res = await context.with(under, () => api.get("/v1/artists/10", { key: KEYS.secret }));
    expect(res.status).toBe(200);
    expect(requestSpans()).toHaveLength(0);
    expect(await artistReads()).toBe(before + 1);
  });
});
