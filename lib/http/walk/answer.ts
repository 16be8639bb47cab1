/**
 * Steps "headers" and "bookkeeping": every answer of a keyed call, success or problem, gets the
 * rate-limit headers; the audit row and byte counters are queued after the answer; HEAD loses its
 * body. Problems become RFC 9457 bodies here and nowhere else.
 */
import * as traffic from "@/lib/traffic/hooks";
import { runAfter } from "../after";
import { Problem, isProblem, problemResponse } from "../problem";
import type { Call } from "./call";

/** Step "headers". Best effort: a store failure leaves them out rather than failing the answer. */
async function addRateHeaders(call: Call, headers: Headers): Promise<void> {
  if (!call.auth || !call.traffic) return;
  try {
    for (const [k, v] of Object.entries(await traffic.rateHeaders(call.traffic))) headers.set(k, v);
  } catch {
    /* headers are best effort */
  }
}

/** Step "bookkeeping": one audit row and the bytes sent, written in batches after the answer. */
function keepRecord(call: Call, response: Response): void {
  if (!call.auth || !call.traffic) return;
  const { streamed } = call;
  if (streamed && call.request.method !== "HEAD") {
    // A stream is recorded once it has ended, with the bytes it sent and its whole duration.
    runAfter(async () => {
      const bytes = await streamed;
      await (record(call, response, bytes) ?? Promise.resolve());
    });
    return;
  }
  const batch = record(call, response, call.request.method === "HEAD" ? 0 : Number(response.headers.get("x-body-bytes") ?? 0));
  // One after-task per batch of calls, not per call (see lib/traffic/calls.ts).
  if (batch) runAfter(() => batch);
}

function record(call: Call, response: Response, bytes: number): Promise<void> | null {
  return traffic.recordCall(call.traffic!, {
    keyId: call.auth!.key.id,
    at: new Date(),
    method: call.request.method,
    path: call.url.pathname,
    status: response.status,
    ip: call.clientIp,
    requestId: call.requestId,
    cache: call.cacheOutcome,
    ms: Math.round(performance.now() - call.started),
    bytes,
  });
}

export async function finish(call: Call, response: Response): Promise<Response> {
  await addRateHeaders(call, response.headers);
  keepRecord(call, response);
  response.headers.delete("x-body-bytes");
  if (call.request.method === "HEAD") {
    await response.body?.cancel(); // a streamed body is never started
    return new Response(null, { status: response.status, headers: response.headers });
  }
  return response;
}

/** Any thrown value as an answer: a problem as itself, anything else as a logged 500. */
export function problemAnswer(call: Call, e: unknown): Response {
  const problem = isProblem(e) ? e : internalError(e, call.requestId);
  return problemResponse(problem, call.problem, call.headers);
}

export function internalError(e: unknown, requestId: string): Problem {
  console.error(JSON.stringify({ level: "error", request_id: requestId, msg: "unexpected error", error: e instanceof Error ? (e.stack ?? e.message) : String(e) }));
  return new Problem("internal_error", "Something failed on our side. It is safe to retry; quote the request id if it persists.");
}
