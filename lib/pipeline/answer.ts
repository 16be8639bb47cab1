/**
 * Steps "headers" and "bookkeeping": every answer of a keyed call, success or problem, gets the
 * rate-limit headers; the audit row and byte counters are queued after the answer; HEAD loses its
 * body. Problems become RFC 9457 bodies here and nowhere else.
 */
import { StoreUnavailable } from "@/lib/kv/guard";
import { connectionLost } from "@/lib/db/client";
import { log } from "@/lib/observability/log";
import * as traffic from "@/lib/traffic/hooks";
import { runAfter } from "@/lib/http/after";
import type { AnswerHeaders } from "@/lib/http/answer-headers";
import { problemOf, type Answer } from "@/lib/http/exchange";
import { Problem, isProblem } from "@/lib/http/problem";
import type { Call } from "./call";

/**
 * Step "headers". Best effort: a store failure leaves them out rather than failing the answer.
 * Synchronous when the budget is already known (the common case); a promise only when it is read.
 */
function addRateHeaders(call: Call, headers: AnswerHeaders): Promise<void> | undefined {
  if (!call.auth || !call.traffic) return;
  try {
    const h = traffic.rateHeaders(call.traffic);
    if (!(h instanceof Promise)) {
      setAll(headers, h);
      return;
    }
    return h.then((read) => setAll(headers, read), () => undefined);
  } catch {
    /* headers are best effort */
  }
}

function setAll(headers: AnswerHeaders, values: Readonly<Record<string, string>>): void {
  for (const k in values) headers.set(k, values[k]!);
}

/** Step "bookkeeping": one audit row and the bytes sent, written in batches after the answer. */
function keepRecord(call: Call, a: Answer): void {
  if (!call.auth || !call.traffic) return;
  const { streamed } = call;
  if (streamed && call.request.method !== "HEAD") {
    // A stream is recorded once it has ended, with the bytes it sent and its whole duration.
    runAfter(async () => {
      const bytes = await streamed;
      await (record(call, a.status, bytes) ?? Promise.resolve());
    });
    return;
  }
  const batch = record(call, a.status, call.request.method === "HEAD" ? 0 : a.bytes);
  // One after-task per batch of calls, not per call (see lib/traffic/calls.ts).
  if (batch) runAfter(() => batch);
}

function record(call: Call, status: number, bytes: number): Promise<void> | null {
  return traffic.recordCall(call.traffic!, {
    keyId: call.auth!.key.id,
    atMs: Date.now(),
    method: call.request.method,
    path: call.path,
    status,
    ip: call.clientIp,
    requestId: call.requestId,
    cache: call.cacheOutcome,
    ms: Math.round(performance.now() - call.started),
    bytes,
  }, call.problemCode ?? null);
}

/** Steps "headers" and "bookkeeping" on the answer: at once unless the budget must be read first, or a stream cancelled. */
export function finish(call: Call, a: Answer): Answer | Promise<Answer> {
  const headersRead = addRateHeaders(call, a.headers);
  return headersRead ? headersRead.then(() => recorded(call, a)) : recorded(call, a);
}

function recorded(call: Call, a: Answer): Answer | Promise<Answer> {
  keepRecord(call, a);
  if (call.request.method === "HEAD") {
    const bodiless = { ...a, body: null, bytes: 0 };
    // A streamed body is never started.
    if (typeof a.body === "object" && a.body) return a.body.cancel().then(() => bodiless);
    return bodiless;
  }
  return a;
}

/** Any thrown value as an answer: a problem as itself, a dependency down as 503, anything else as a logged 500. */
export function problemAnswer(call: Call, e: unknown): Answer {
  const problem = isProblem(e) ? e : (databaseUnavailable(e, call.requestId) ?? storeUnavailable(e, call.requestId) ?? internalError(e, call.requestId));
  call.problemCode = problem.code; // for the usage series' error groups
  call.limitKind = problem.options.limit; // for the telemetry's 429s by limit
  return problemOf(problem, call.problem, call.headers);
}

/**
 * A lost database connection as the answer's problem: 503 service_unavailable with Retry-After
 * (the pool connects again on the next request), or null for any other error. Logged here.
 */
function databaseUnavailable(e: unknown, requestId: string): Problem | null {
  if (!connectionLost(e)) return null;
  log.error("database unavailable", { request_id: requestId, error: String((e as { cause?: unknown })?.cause ?? e) });
  return new Problem("service_unavailable", "The database could not be reached; nothing was done. Retry after Retry-After seconds.", { headers: { "Retry-After": "2" } });
}

/**
 * A handler that reads the store itself (usage, presskit passwords, sign-in limits) while it is
 * down: 503 like a lost database, not a 500. The walk's own store steps fail open instead.
 */
function storeUnavailable(e: unknown, requestId: string): Problem | null {
  if (!(e instanceof StoreUnavailable)) return null;
  log.error("store unavailable", { request_id: requestId, error: e.message });
  return new Problem("service_unavailable", "The store behind limits and sessions could not be reached. Retry after Retry-After seconds.", { headers: { "Retry-After": "2" } });
}

export function internalError(e: unknown, requestId: string): Problem {
  log.error("unexpected error", { request_id: requestId, error: e });
  return new Problem("internal_error", "Something failed on our side. It is safe to retry; quote the request id if it persists.");
}
