/**
 * The service's metrics, made once per meter when telemetry starts. Names follow OpenTelemetry's
 * conventions where one exists (http.server.request.duration); the service's own are under
 * `events_api.`. Every attribute is a low-cardinality label: a route template, a status class, a
 * crew id, a kind, never a path, a key, an address or a body. docs/guides/observability.md
 * describes each one and what to ask of it.
 */
import type { Attributes, Counter, Meter, ObservableGauge } from "@opentelemetry/api";
import type { DurationHistogram } from "./duration-histogram";
import { log } from "./log";

/**
 * A monotonic counter counted in this process and read by the SDK at each export (an observable
 * counter: the same metric, a sum that only grows, as a counter's). The SDK's own counter hashes
 * the attributes of every `add` to find their series, a visible share of a cached read; here a
 * count is two map lookups on the label values it is given, and the attributes object of a series
 * is made once, when the series first counts.
 */
export class Tally {
  private readonly series = new Map<string, Map<string, { attributes: Attributes; value: number }>>();

  constructor(meter: Meter, name: string, options: { unit: string; description: string }) {
    meter.createObservableCounter(name, options).addCallback((result) => {
      for (const inner of this.series.values()) for (const s of inner.values()) result.observe(s.value, s.attributes);
    });
  }

  /** Adds `value` to the series named by `first` and `second`; `attributes` makes its labels from them the first time. */
  add(value: number, first: string, second: string, attributes: (first: string, second: string) => Attributes): void {
    let inner = this.series.get(first);
    if (inner === undefined) this.series.set(first, (inner = new Map()));
    const s = inner.get(second);
    if (s === undefined) inner.set(second, { attributes: attributes(first, second), value });
    else s.value += value;
  }
}

export interface Instruments {
  /** Seconds from the request's arrival at the walk to its answer; by method, route template and status class (./duration-histogram.ts). */
  requestDuration: DurationHistogram;
  /** Work units spent by a crew's keys (uncached reads; a 304 gives its work back). */
  workSpent: Tally;
  /** 429 answers by the limit that refused (key_requests, work, visitor_requests, route, ...). */
  rateLimited: Tally;
  /** Cache step outcomes of cacheable reads: hit, miss (read fresh), stale (served the last copy, or read fresh over an expired one). */
  cacheLookups: Tally;
  /** Webhook delivery attempts by outcome (delivered, retry, failed, not_sent, held) and event type. */
  webhookDeliveries: Counter;
  meter: Meter;
}

/** The instruments on `meter`; the request durations are counted by `durations`, which the metric reader was given. */
export function makeInstruments(meter: Meter, durations: DurationHistogram): Instruments {
  return {
    requestDuration: durations,
    workSpent: new Tally(meter, "events_api.work.spent", { unit: "{work}", description: "Work units spent, by the crew whose key spent them." }),
    rateLimited: new Tally(meter, "events_api.rate_limited", { unit: "{response}", description: "429 answers, by the limit that refused." }),
    cacheLookups: new Tally(meter, "events_api.cache.lookups", { unit: "{lookup}", description: "Cacheable reads by what the cache step found: hit, miss or stale." }),
    webhookDeliveries: meter.createCounter("events_api.webhook.deliveries", { unit: "{attempt}", description: "Webhook delivery attempts, by outcome and event type." }),
    meter,
  };
}

/** One reading of an observable gauge: a value and its labels. */
export interface Reading {
  value: number;
  attributes?: Attributes;
}

export interface GaugeSpec {
  name: string;
  description: string;
  unit: string;
  /** Read at each export (every OTEL_METRIC_EXPORT_INTERVAL); an empty list reports nothing this time. */
  read(): Promise<Reading[]>;
}

/**
 * Gauges read from the database at each export rather than counted as things happen: every
 * instance reports the same figure (take the max across instances, not the sum). Read in one
 * batch callback so one export asks each question once.
 */
export function observeGauges(instruments: Instruments, specs: GaugeSpec[]): void {
  const gauges = new Map<GaugeSpec, ObservableGauge>(specs.map((s) => [s, instruments.meter.createObservableGauge(s.name, { description: s.description, unit: s.unit })]));
  instruments.meter.addBatchObservableCallback(
    async (result) => {
      await Promise.all(
        specs.map(async (spec) => {
          let readings: Reading[];
          try {
            readings = await spec.read();
          } catch (e) {
            // A database that does not answer now leaves the gauge out of this export, not the others.
            log.warn("gauge not read; left out of this export", { gauge: spec.name, error: e });
            return;
          }
          for (const r of readings) result.observe(gauges.get(spec)!, r.value, r.attributes);
        }),
      );
    },
    [...gauges.values()],
  );
}
