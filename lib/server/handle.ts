/**
 * One request to the plain Node entry: the IncomingMessage adapted for the dispatcher
 * (./node-request.ts: headers read from Node's own table, a body read under its limit as it
 * streams in), the one dispatcher every /api path goes through (./dispatch.ts), and its answer
 * written to the ServerResponse (./write-answer.ts). Anything outside /api is the API's 404
 * problem: the portal (pages, docs, sandbox checkout) is served by Next.js.
 */
// The composition root: the App this entry hands the dispatcher.
import { appNow } from "@/lib/root/app";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Answer } from "@/lib/http/exchange";
import { dispatch, entryProblem } from "./dispatch";
import { fromNodeRequest, type NodeApiRequest, type NodeRequestOptions } from "./node-request";
import { writeAnswer, writeResponse } from "./write-answer";

/**
 * Answers one request. A cached read is walked and written in this same turn of the event loop
 * (the walk waits only for what it must); a promise only when something was waited for.
 */
export function handleApiRequest(req: IncomingMessage, res: ServerResponse, options: NodeRequestOptions): Promise<void> | undefined {
  const request = fromNodeRequest(req, options);
  try {
    const answer = dispatch(request, pathOf(request.url, request.target), appNow);
    const written = answer instanceof Promise ? answer.then((a) => write(res, request, a)) : write(res, request, answer);
    return written?.catch((e: unknown) => failed(res, request, e));
  } catch (e) {
    return failed(res, request, e);
  }
}

/** The walk's answer, or a Fetch route's Response; a body left unread (refused as too large) closes the connection. */
function write(res: ServerResponse, request: NodeApiRequest, a: Answer | Response): Promise<void> | undefined {
  return a instanceof Response ? writeResponse(res, a, request.bodyLeftUnread) : writeAnswer(res, a, request.bodyLeftUnread);
}

/** The entry failing around the dispatcher (the dispatcher answers its own failures). */
async function failed(res: ServerResponse, request: NodeApiRequest, e: unknown): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  await writeAnswer(res, entryProblem(request, e), true);
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
