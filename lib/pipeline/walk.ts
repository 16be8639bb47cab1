/**
 * The request walk every route shares, in order. Each step is a small function in this folder that
 * reads and extends one `Call`; a handler only turns validated input into data. The walk is told
 * step by step, with the file of each step, in docs/architecture.md.
 */
import { AnswerHeaders } from "@/lib/http/answer-headers";
import type { AppGetter } from "@/lib/root/types";
import type { Endpoint } from "@/lib/http/endpoint";
import { answer, fromFetchRequest, toResponse, type Answer, type ApiRequest, type HeaderReader } from "@/lib/http/exchange";
import { requestIdFor } from "@/lib/http/request-id";
import { finish, problemAnswer } from "./answer";
import { answerFresh, answerFromCache, freshReadOnce, lastCopy } from "./cache";
import { startCall, type Call } from "./call";
import { render, runHandler } from "./handler";
import { checkAccess, identifyCaller } from "./identify";
import { readInput } from "./input";
import { countRequest, countRouteLimit, spendWork } from "./work";
import { claimIdempotencyKey, runWrite } from "./write";
import { recordedWrite } from "./write-recorded";
import { isProblem } from "@/lib/http/problem";
import { observedWalk } from "./observe";
import { log } from "@/lib/observability/log";
import { telemetry } from "@/lib/observability/state";

export { MAX_BODY_BYTES } from "./input";
export { cacheControl, etagMatches, etagOf } from "./cache";
export { DEFAULT_LIMIT, isPaginated } from "@/lib/http/endpoint";

/**
 * The walk of one request, whichever server received it: an answer to write. Each step returns a
 * promise only when it has something to wait for (a database read, a remote store, a body), and
 * the walk waits only then: a cached read on the in-process store is answered without yielding,
 * with no promise made along the way. The order of the steps is the same either way.
 */
export function walkEndpoint(endpoint: Endpoint, request: ApiRequest, rawParams: Record<string, string>, getApp: AppGetter): Answer | Promise<Answer> {
  const call = startCall(endpoint, request, rawParams, getApp); // request id, CORS
  // With telemetry on, the walk runs inside the request's span (./observe.ts); off, nothing more.
  const t = telemetry();
  return t === undefined ? walkCall(call) : observedWalk(t, call, walkCall);
}

function walkCall(call: Call): Answer | Promise<Answer> {
  try {
    const identified = identifyCaller(call); // key (or a discovery route's per-address limit)
    const answered = identified ? identified.then(() => afterKey(call)) : afterKey(call);
    return answered instanceof Promise ? answered.catch((e: unknown) => finish(call, problemAnswer(call, e))) : answered;
  } catch (e) {
    return finish(call, problemAnswer(call, e));
  }
}

function afterKey(call: Call): Answer | Promise<Answer> {
  checkAccess(call); // origin and scopes
  const counted = countRequest(call); // allowances that count every keyed request
  return counted ? counted.then(() => afterAllowances(call)) : afterAllowances(call);
}

function afterAllowances(call: Call): Answer | Promise<Answer> {
  const input = readInput(call); // path, query, body
  return input ? input.then(() => answerCall(call)) : answerCall(call);
}

function answerCall(call: Call): Answer | Promise<Answer> {
  const a = call.endpoint.method === "GET" ? read(call) : write(call);
  return a instanceof Promise ? a.then((done) => finish(call, done)) : finish(call, a); // headers, bookkeeping
}

/** The walk for a Fetch `Request` (MCP tool calls; tests and scripts through lib/server/in-process.ts). */
export async function runEndpoint(endpoint: Endpoint, request: Request, rawParams: Record<string, string>, getApp: AppGetter): Promise<Response> {
  return toResponse(await walkEndpoint(endpoint, fromFetchRequest(request), rawParams, getApp));
}

/** A read: a fresh copy, else spend the work (or the last copy when refused), else the handler. */
function read(call: Call): Answer | Promise<Answer> {
  const limited = countRouteLimit(call); // a read's own limit, cached answers included
  return limited ? limited.then(() => readCopyOrFresh(call)) : readCopyOrFresh(call);
}

function readCopyOrFresh(call: Call): Answer | Promise<Answer> {
  const cached = answerFromCache(call);
  if (cached instanceof Promise) return cached.then((copy) => copy ?? freshReadOnce(call, readFresh));
  return cached ?? freshReadOnce(call, readFresh);
}

async function readFresh(call: Call): Promise<Answer> {
  const refused = await spendWork(call);
  if (refused) return refused;
  let outcome;
  try {
    outcome = await runHandler(call);
  } catch (e) {
    // stale-if-error: a dependency failed; the last copy is better than a 500.
    const stale = isProblem(e) ? null : lastCopy(call, "stale-if-error");
    if (!stale) throw e;
    log.error("handler failed; serving stale copy", { request_id: call.requestId, error: e });
    return stale;
  }
  return answerFresh(call, await render(call, outcome));
}

/**
 * A write: a replayed Idempotency-Key answers as before; else the write allowances and the handler.
 * The platform and admin APIs keep their keys in PostgreSQL, with the write (./write-recorded.ts).
 */
async function write(call: Call): Promise<Answer> {
  if (call.endpoint.auth === "admin" || call.endpoint.auth === "platform") return recordedWrite(call);
  const claim = await claimIdempotencyKey(call);
  if (claim && "status" in claim) return claim;
  return runWrite(call, claim);
}

/** CORS preflight: answered for any origin; the real request is checked against the key. */
export function preflightAnswer(requestHeaders: HeaderReader, methods: string[]): Answer {
  const headers = new AnswerHeaders({
    "Access-Control-Allow-Origin": requestHeaders.get("origin") ?? "*",
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match, Cache-Control, X-Request-Id, Presskit-Password, Idempotency-Key",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
    "X-Request-Id": requestIdFor(requestHeaders.get("x-request-id")),
  });
  return answer(204, headers);
}
