/**
 * The dispatcher (./dispatch.ts) for a Fetch Request: what Next.js's one API route
 * (app/api/[[...path]]/route.ts) runs, and what the tests call in-process. The request is read
 * where it stands (no copy of its headers or body on the walk's path), the answer becomes one
 * Response.
 */
import { appNow } from "@/lib/root/app";
import { readFetchBody, readFetchBytes, toResponse, type Answer } from "@/lib/http/exchange";
import { dispatch, type DispatchRequest } from "./dispatch";

class FetchDispatchRequest implements DispatchRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;

  constructor(private readonly request: Request) {
    this.method = request.method;
    this.url = request.url;
    this.headers = request.headers;
  }

  readBody(max: number): Promise<string> {
    return readFetchBody(this.request, max);
  }

  async fetchRequest(max: number, routeRefusesOversize: boolean): Promise<Request | null> {
    const { request } = this;
    if (routeRefusesOversize || !request.body) return request;
    const body = await readFetchBytes(request, max);
    if (body.over) return null;
    const bytes = Buffer.concat(body.chunks);
    return new Request(this.url, { method: this.method, headers: this.headers, body: bytes.length ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length) : undefined });
  }
}

/** A Fetch Request as the dispatcher reads it. */
export const toDispatchRequest = (request: Request): DispatchRequest => new FetchDispatchRequest(request);

/** Answers a Fetch Request to any path under /api. */
export async function answerFetch(request: Request): Promise<Response> {
  const req = new FetchDispatchRequest(request);
  return toFetchResponse(dispatch(req, pathOfUrl(req.url), appNow));
}

/** What the dispatcher answered, as one Response. */
export async function toFetchResponse(dispatched: Answer | Promise<Answer | Response>): Promise<Response> {
  const a = dispatched instanceof Promise ? await dispatched : dispatched;
  return a instanceof Response ? a : toResponse(a);
}

/** The path of a URL as a Fetch Request serialises it (already parsed once): `new URL(url).pathname`, without a second parse. */
export function pathOfUrl(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const q = url.indexOf("?", start);
  const h = url.indexOf("#", start);
  const end = q < 0 ? (h < 0 ? url.length : h) : h < 0 ? q : Math.min(q, h);
  return url.slice(start, end);
}
