/**
 * One request's span and metrics, for whichever entry answered it. The span is named by method and
 * route template (`GET /v1/events/{id}`); under Next.js it is a child of the server span Next.js
 * made, on the plain entry it is the server span itself, joined to the caller's trace when the
 * request carries a `traceparent`. Its context carries the request id, so log lines written
 * within it name the request (./log.ts). Only called while telemetry is on.
 */
import { SpanKind, SpanStatusCode, context as contexts, propagation, trace, type Attributes, type Context, type Span, type TextMapGetter } from "@opentelemetry/api";
import { redact } from "./redact";
import { REQUEST_ID } from "./request-context";
import type { Telemetry } from "./state";

/** What reading a request's headers needs (a Fetch `Headers` is one). */
export interface HeaderSource {
  get(name: string): string | null;
}

const headerGetter: TextMapGetter<HeaderSource> = {
  keys: () => [],
  get: (carrier, key) => carrier.get(key) ?? undefined,
};

/** An id the service made (lib/http/request-id.ts), safe as it is. */
const MADE_ID = /^req_[0-9a-f]{32}$/;

export interface RequestTrace {
  /** The request's span; undefined when no trace keeps this request (its metrics are still recorded). */
  span: Span | undefined;
  /** The context the request's work runs in (its span and its id); null when the sampler left the request out. */
  context: Context | null;
  method: string;
  /** The route template (`/v1/events/{id}`); undefined for a path no route serves. */
  route: string | undefined;
  started: number;
}

export function startRequestSpan(t: Telemetry, method: string, route: string | undefined, requestId: string, headers: HeaderSource): RequestTrace {
  const started = performance.now();
  let parent = contexts.active();
  let kind: SpanKind = SpanKind.INTERNAL;
  const server = trace.getSpan(parent);
  if (server === undefined) {
    // No server span around this one (the plain entry): this is it, in the caller's trace if named.
    // When this second's traces are spent, no span is made at all: the sampler would drop it,
    // after the SDK had made its ids, read the caller's trace context and called the sampler.
    if (t.budget && !t.budget.available(started)) return { span: undefined, context: null, method, route, started };
    kind = SpanKind.SERVER;
    parent = propagation.extract(parent, headers, headerGetter);
  } else if (!server.isRecording()) {
    // Next.js's server span was left out by the sampler: so is the trace's every span.
    return { span: undefined, context: null, method, route, started };
  }
  // A client may send its own X-Request-Id (letters, digits, `._:-`): never a key in an attribute.
  const attributes: Attributes = { "http.request.method": method, "events_api.request_id": MADE_ID.test(requestId) ? requestId : redact(requestId) };
  if (route !== undefined) attributes["http.route"] = route;
  const span = t.tracer.startSpan(route === undefined ? method : `${method} ${route}`, { kind, attributes }, parent);
  const context = span.isRecording() ? trace.setSpan(parent, span).setValue(REQUEST_ID, requestId) : null;
  return { span, context, method, route, started };
}

export interface RequestOutcome {
  status: number;
  /** The endpoint's id (operationId). */
  endpoint?: string;
  crewId?: string | null;
  /** Work units the request spent (after any given back). */
  work?: number;
  /** What the cache step found on a cacheable read. */
  cache?: "hit" | "miss" | "stale" | null;
  /** The problem code of a problem answer. */
  problem?: string;
  /** The limit that refused a 429. */
  limit?: string;
  keyType?: string;
}

/** What the request came to, on its span. */
function describeOutcome(span: Span, o: RequestOutcome): void {
  span.setAttribute("http.response.status_code", o.status);
  if (o.endpoint) span.setAttribute("events_api.endpoint", o.endpoint);
  if (o.crewId) span.setAttribute("events_api.crew.id", o.crewId);
  if (o.keyType) span.setAttribute("events_api.key.type", o.keyType);
  if (o.work !== undefined) span.setAttribute("events_api.work", o.work);
  if (o.cache) span.setAttribute("events_api.cache", o.cache);
  if (o.problem) span.setAttribute("events_api.problem", o.problem);
  if (o.limit) span.setAttribute("events_api.limit", o.limit);
  // Server spans count 5xx as errors only: a 4xx is the caller's, answered as designed.
  if (o.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR, message: o.problem ?? String(o.status) });
}

/** Ends the request's span with what it came to, and records its metrics. */
export function endRequestSpan(t: Telemetry, r: RequestTrace, o: RequestOutcome): void {
  const { span, route } = r;
  // A span the sampler left out records nothing: its attributes are not set.
  if (span !== undefined && r.context !== null) describeOutcome(span, o);
  span?.end();

  const { instruments } = t;
  instruments.requestDuration.record((performance.now() - r.started) / 1000, r.method, route, o.status);
  if (o.work) instruments.workSpent.add(o.work, o.crewId ?? "none", "", crewLabels);
  if (o.status === 429) instruments.rateLimited.add(1, o.limit ?? "other", route ?? "", limitLabels);
  if (o.cache && route !== undefined) instruments.cacheLookups.add(1, route, o.cache, cacheLabels);
}

// The labels of a counter's series, made once per series (./metrics.ts `Tally`).
const crewLabels = (crew: string): Attributes => ({ "events_api.crew.id": crew });
const limitLabels = (limit: string, route: string): Attributes => (route === "" ? { "events_api.limit": limit } : { "events_api.limit": limit, "http.route": route });
const cacheLabels = (route: string, outcome: string): Attributes => ({ "events_api.cache.outcome": outcome, "http.route": route });

/** A request no route serves (404) or whose method its route does not declare (405): a span and the duration metric, no route. */
export function unroutedRequest(t: Telemetry, method: string, requestId: string, headers: HeaderSource, status: number, problem: string): void {
  endRequestSpan(t, startRequestSpan(t, method, undefined, requestId, headers), { status, problem });
}
