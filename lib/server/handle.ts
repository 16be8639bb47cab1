/**
 * One request to the plain Node entry: the registry's routes go through the same walk Next.js
 * runs (lib/api/dispatch.ts), with no Fetch objects in between; the few routes that speak Fetch
 * (the MCP server, Stripe's webhook, Inngest's endpoint) get a Fetch Request, built from a body
 * read under the route's limit as it streams in (./fetch-routes.ts). Anything else is
 * the API's 404 problem: the portal (pages, docs, sandbox checkout) is served by Next.js.
 */
// The composition root: opens the App that the walk reads through lib/runtime/current-app.ts.
import "@/lib/app/app";
import { AnswerHeaders } from "@/lib/http/answer-headers";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dispatchApi } from "@/lib/api/dispatch";
import { notFoundAnswer } from "@/lib/http/not-found";
import { internalError, problemOf } from "@/lib/http/walk/answer";
import { requestIdFor } from "@/lib/http/request-id";
import { tooLarge } from "@/lib/http/exchange";
import { isProblem } from "@/lib/http/problem";
import { fromNodeRequest, readNodeBytes, type NodeApiRequest, type NodeRequestOptions } from "./node-request";
import { writeAnswer, writeResponse } from "./write-answer";
import { fetchRoute } from "./fetch-routes";

/**
 * Answers one request. A cached read is walked and written in this same turn of the event loop
 * (the walk waits only for what it must); a promise only when something was waited for.
 */
export function handleApiRequest(req: IncomingMessage, res: ServerResponse, options: NodeRequestOptions): Promise<void> | undefined {
  const request = fromNodeRequest(req, options);
  try {
    const pathname = pathOf(request.url, request.target);
    const viaFetch = fetchRoute(pathname);
    if (viaFetch) return answerViaFetch(req, res, request, viaFetch).catch((e: unknown) => failed(res, request, e));
    const answer = pathname.startsWith("/api/") ? dispatchApi(request, pathname) : notFoundAnswer(request);
    const written = answer instanceof Promise ? answer.then((a) => writeAnswer(res, a, { close: request.bodyLeftUnread })) : writeAnswer(res, answer, { close: request.bodyLeftUnread });
    return written?.catch((e: unknown) => failed(res, request, e));
  } catch (e) {
    return failed(res, request, e);
  }
}

async function answerViaFetch(req: IncomingMessage, res: ServerResponse, request: NodeApiRequest, viaFetch: NonNullable<ReturnType<typeof fetchRoute>>): Promise<void> {
  const body = await readNodeBytes(req, viaFetch.maxBodyBytes, request);
  if (body.over && !viaFetch.routeRefusesOversize) throw tooLarge(viaFetch.maxBodyBytes);
  await writeResponse(res, await viaFetch.handle(toFetchRequest(req, request, body.bytes)), { close: request.bodyLeftUnread });
}

/** The walk answers its own failures; this is the entry failing around it (or refusing a body over its route's limit). */
async function failed(res: ServerResponse, request: NodeApiRequest, e: unknown): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  const problem = problemOf(isProblem(e) ? e : internalError(e, requestId), { docsUrl: `${url.origin}/docs`, instance: url.pathname, requestId }, new AnswerHeaders({ "X-Request-Id": requestId }));
  await writeAnswer(res, problem, { close: true });
}

/** A path a URL parser would hand back unchanged: no dot segments, escapes or backslashes. */
const PLAIN_PATH = /^\/[A-Za-z0-9_~\-/]*$/;

/** The path as Next.js routes it: dot segments resolved, percent-encoding kept. */
function pathOf(url: string, target: string): string {
  const q = target.indexOf("?");
  const raw = q < 0 ? target : target.slice(0, q);
  if (PLAIN_PATH.test(raw)) return raw; // the common case, without a second URL parse
  try {
    return new URL(url).pathname;
  } catch {
    return "/";
  }
}

function toFetchRequest(req: IncomingMessage, request: NodeApiRequest, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "x-forwarded-for" || name === "x-real-ip") continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded !== null) headers.set("x-forwarded-for", forwarded);
  const realIp = request.headers.get("x-real-ip");
  if (realIp !== null) headers.set("x-real-ip", realIp);
  return new Request(request.url, { method: request.method, headers, body: body.length ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) : undefined });
}
