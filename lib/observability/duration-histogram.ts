/**
 * http.server.request.duration, counted in this process and handed to the metric reader at each
 * export (a MetricProducer beside the SDK's meters). The SDK's histogram hashes the attributes of
 * every `record` to find their series, about 2 µs, as much as a quarter of what a cached read
 * costs the server; here a request finds its series by two map lookups on the route and method
 * and an index on the status class, and adds to an array of bucket counts. The same metric, the
 * same buckets, cumulative or delta as the reader asks.
 */
import { ValueType, type Attributes, type HrTime } from "@opentelemetry/api";
import type { Resource } from "@opentelemetry/resources";
import type { AggregationTemporality, CollectionResult, DataPointType, HistogramMetricData, MetricProducer } from "@opentelemetry/sdk-metrics";
import { SCOPE } from "./state";

/** Boundaries in seconds: a cached read takes tens of microseconds, an export several seconds. */
export const DURATION_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

/** "2xx", "4xx", ... */
export function statusClass(status: number): string {
  return CLASSES[Math.floor(status / 100)] ?? "other";
}

// The SDK's enum values, without loading the SDK (the plain entry loads it only with an endpoint).
const CUMULATIVE = 1 as AggregationTemporality.CUMULATIVE;
const DELTA = 0 as AggregationTemporality.DELTA;
const HISTOGRAM = 0 as DataPointType.HISTOGRAM;

const hrNow = (): HrTime => {
  const ms = Date.now();
  return [Math.floor(ms / 1000), (ms % 1000) * 1e6];
};

class Series {
  counts = new Array<number>(DURATION_BUCKETS.length + 1).fill(0);
  count = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;

  constructor(
    readonly attributes: Attributes,
    public start: HrTime,
  ) {}

  add(seconds: number): void {
    // Explicit buckets hold (previous boundary, boundary]; past the last, the overflow bucket.
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    this.counts[i]!++;
    this.count++;
    this.sum += seconds;
    if (seconds < this.min) this.min = seconds;
    if (seconds > this.max) this.max = seconds;
  }
}

/** At most this many series (route × method × status class); past it, a new one is not counted. */
const MAX_SERIES = 2000;

export class DurationHistogram implements MetricProducer {
  private readonly byRoute = new Map<string, Map<string, (Series | undefined)[]>>();
  private readonly all: Series[] = [];
  /** Which temporality the reader exports in (its OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE); cumulative until told. */
  temporality: () => AggregationTemporality = () => CUMULATIVE;

  constructor(private readonly resource: Resource) {}

  /** A request's duration by its method, route template (undefined: no route) and status. */
  record(seconds: number, method: string, route: string | undefined, status: number): void {
    const r = route ?? "";
    let byMethod = this.byRoute.get(r);
    if (byMethod === undefined) this.byRoute.set(r, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (byClass === undefined) byMethod.set(method, (byClass = []));
    const at = Math.floor(status / 100);
    let s = byClass[at];
    if (s === undefined) {
      if (this.all.length >= MAX_SERIES) return;
      const attributes: Attributes = { "http.request.method": method, "http.response.status_class": statusClass(status) };
      if (route !== undefined) attributes["http.route"] = route;
      byClass[at] = s = new Series(attributes, hrNow());
      this.all.push(s);
    }
    s.add(seconds);
  }

  async collect(): Promise<CollectionResult> {
    const now = hrNow();
    const delta = this.temporality() === DELTA;
    const dataPoints: HistogramMetricData["dataPoints"] = [];
    for (const s of this.all) {
      if (s.count === 0) continue;
      dataPoints.push({
        attributes: s.attributes,
        startTime: s.start,
        endTime: now,
        value: { buckets: { boundaries: DURATION_BUCKETS, counts: [...s.counts] }, count: s.count, sum: s.sum, min: s.min, max: s.max },
      });
      // Delta: each export reports what came since the last one.
      if (delta) Object.assign(s, { counts: s.counts.fill(0), count: 0, sum: 0, min: Infinity, max: -Infinity, start: now });
    }
    const metric: HistogramMetricData = {
      descriptor: { name: "http.server.request.duration", unit: "s", description: "Time from the request's arrival at the API's walk to its answer.", valueType: ValueType.DOUBLE },
      aggregationTemporality: delta ? DELTA : CUMULATIVE,
      dataPointType: HISTOGRAM,
      dataPoints,
    };
    return { resourceMetrics: { resource: this.resource, scopeMetrics: dataPoints.length ? [{ scope: { name: SCOPE }, metrics: [metric] }] : [] }, errors: [] };
  }
}
