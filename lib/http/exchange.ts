/**
 * What the request walk reads of a request and what it answers, apart from any server. Next.js
 * hands route handlers a Fetch `Request` and wants a `Response`; the plain Node entry
 * (lib/server/) has an IncomingMessage and a ServerResponse. Both adapt to these two small shapes
 * at their edge, so the walk builds no Fetch objects it does not need: on a cached read those are
 * a visible share of the cost.
 */
import { AnswerHeaders } from "./answer-headers";
import { Problem, problemBody, problemHeaders, type ProblemContext } from "./problem";

/** What reading a request's headers needs (a Fetch `Headers` is one). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** The request as the walk sees it. */
export interface ApiRequest {
  /** Upper case, as sent (HEAD included). */
  readonly method: string;
  /** Absolute: the origin the client called, the path and the query. */
  readonly url: string;
  readonly headers: HeaderReader;
  /** The body as UTF-8 text; refused with 413 `payload_too_large` past `max` bytes. */
  readBody(max: number): Promise<string>;
}

/** An answer before it is written: a text body, a stream (sent as it comes), or none. */
export interface Answer {
  status: number;
  headers: AnswerHeaders;
  body: string | ReadableStream<Uint8Array> | null;
  /** Body bytes, when known before sending (a stream counts its own). */
  bytes: number;
}

/** `bytes`: the body's length when already known (a cached copy's). */
export function answer(status: number, headers: AnswerHeaders, body: string | ReadableStream<Uint8Array> | null = null, bytes?: number): Answer {
  return { status, headers, body, bytes: bytes ?? (typeof body === "string" ? Buffer.byteLength(body) : 0) };
}

/** A problem as an answer: the RFC 9457 body and its headers, on `headers`. */
export function problemOf(p: Problem, ctx: ProblemContext, headers: AnswerHeaders): Answer {
  return answer(p.status, problemHeaders(p, headers), JSON.stringify(problemBody(p, ctx)));
}

export const tooLarge = (max: number) => new Problem("payload_too_large", `The body is larger than ${max} bytes.`);

/** A Fetch `Request` (Next.js route handlers, tests, MCP tool calls) as the walk reads it. */
export function fromFetchRequest(request: Request): ApiRequest {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    readBody: (max) => readFetchBody(request, max),
  };
}

export async function readFetchBody(request: Request, max: number): Promise<string> {
  const body = await readFetchBytes(request, max);
  if (body.over) throw tooLarge(max);
  return Buffer.concat(body.chunks).toString("utf8");
}

/**
 * A Fetch body's chunks as they stream in, stopping at the first chunk past `max` bytes (`over`:
 * the rest is never read).
 */
export async function readFetchBytes(request: Request, max: number): Promise<{ chunks: Uint8Array[]; over: boolean }> {
  const chunks: Uint8Array[] = [];
  if (!request.body) return { chunks, over: false };
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not awaited: cancelling one branch of a tee'd body (a cloned Request) settles only once
      // the other branch is cancelled too, which would hold this answer forever.
      reader.cancel().catch(() => undefined);
      return { chunks, over: true };
    }
    chunks.push(value);
  }
  return { chunks, over: false };
}

/** An answer as a Fetch `Response` (Next.js, tests, MCP tool calls). */
export function toResponse(a: Answer): Response {
  return new Response(a.body, { status: a.status, headers: [...a.headers] });
}
