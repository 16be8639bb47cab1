/**
 * http.server.request.duration as the process counts it (lib/observability/duration-histogram.ts):
 * the explicit buckets' bounds (each holds up to and including its boundary), one series per
 * method, route template and status class, and what an export reads, cumulative or delta.
 */
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AggregationTemporality, DataPointType, type HistogramMetricData } from "@opentelemetry/sdk-metrics";
import { describe, expect, it } from "vitest";
import { DURATION_BUCKETS, DurationHistogram } from "@/lib/observability/duration-histogram";

async function read(h: DurationHistogram): Promise<HistogramMetricData | undefined> {
  const { resourceMetrics, errors } = await h.collect();
  expect(errors).toEqual([]);
  return resourceMetrics.scopeMetrics[0]?.metrics[0] as HistogramMetricData | undefined;
}

describe("DurationHistogram", () => {
  it("counts each duration in the bucket its boundary closes, with count, sum, min and max, per method, route and status class", async () => {
    const h = new DurationHistogram(resourceFromAttributes({}));
    expect(await read(h)).toBeUndefined(); // nothing recorded: nothing exported
    for (const s of [0.00005, 0.0001, 0.00011, 0.3, 42]) h.record(s, "GET", "/v1/artists/{id}", 200);
    h.record(0.002, "GET", "/v1/artists/{id}", 304);
    h.record(0.001, "GET", undefined, 404);
    h.record(0.001, "GET", "/v1/artists/{id}", 404);

    const m = (await read(h))!;
    expect(m.descriptor).toMatchObject({ name: "http.server.request.duration", unit: "s" });
    expect(m.dataPointType).toBe(DataPointType.HISTOGRAM);
    expect(m.aggregationTemporality).toBe(AggregationTemporality.CUMULATIVE);
    expect(m.dataPoints.map((p) => p.attributes)).toEqual([
      { "http.request.method": "GET", "http.response.status_class": "2xx", "http.route": "/v1/artists/{id}" },
      { "http.request.method": "GET", "http.response.status_class": "3xx", "http.route": "/v1/artists/{id}" },
      { "http.request.method": "GET", "http.response.status_class": "4xx" },
      { "http.request.method": "GET", "http.response.status_class": "4xx", "http.route": "/v1/artists/{id}" },
    ]);
    const ok = m.dataPoints[0]!.value;
    const expected = new Array(DURATION_BUCKETS.length + 1).fill(0);
    expected[0] = 2; // 0.00005 and 0.0001 (a boundary is in the bucket it closes)
    expected[1] = 1; // 0.00011
    expected[DURATION_BUCKETS.indexOf(0.5)] = 1; // 0.3
    expected[DURATION_BUCKETS.length] = 1; // 42: past the last boundary
    expect(ok.buckets).toEqual({ boundaries: DURATION_BUCKETS, counts: expected });
    expect(ok).toMatchObject({ count: 5, min: 0.00005, max: 42 });
    expect(ok.sum).toBeCloseTo(42.30026, 8);
  });

  it("cumulative: each export counts from the start; delta: each export counts since the last one", async () => {
    const cumulative = new DurationHistogram(resourceFromAttributes({}));
    cumulative.record(0.01, "GET", "/v1/me", 200);
    expect((await read(cumulative))!.dataPoints[0]!.value.count).toBe(1);
    cumulative.record(0.01, "GET", "/v1/me", 200);
    expect((await read(cumulative))!.dataPoints[0]!.value.count).toBe(2);

    const delta = new DurationHistogram(resourceFromAttributes({}));
    delta.temporality = () => AggregationTemporality.DELTA;
    delta.record(0.01, "GET", "/v1/me", 200);
    delta.record(0.02, "GET", "/v1/me", 200);
    const first = (await read(delta))!;
    expect(first.aggregationTemporality).toBe(AggregationTemporality.DELTA);
    expect(first.dataPoints[0]!.value).toMatchObject({ count: 2, min: 0.01, max: 0.02 });
    expect(await read(delta)).toBeUndefined(); // nothing since
    delta.record(0.5, "GET", "/v1/me", 200);
    expect((await read(delta))!.dataPoints[0]!.value).toMatchObject({ count: 1, sum: 0.5, min: 0.5, max: 0.5 });
  });
});
