/**
 * A Node IncomingMessage as the walk reads it (lib/http/exchange.ts). Nothing is copied: headers
 * are read from Node's own table when a step asks, the body only when the endpoint takes one.
 */
import type { IncomingMessage } from "node:http";
import { tooLarge, type HeaderReader } from "@/lib/http/exchange";
import type { DispatchRequest } from "./dispatch";

export interface NodeRequestOptions {
  /**
   * Behind a trusted proxy (TRUST_PROXY=1) X-Forwarded-For and X-Forwarded-Proto are the proxy's;
   * otherwise the client could write them, so X-Forwarded-For becomes the socket's address, as
   * `npm start` does for Next.js.
   */
  trustProxy: boolean;
}

export interface NodeApiRequest extends DispatchRequest {
  /** The path as sent, with its query. */
  readonly target: string;
  /** The body was left partly unread (refused as too large): the connection must close. */
  bodyLeftUnread: boolean;
}

class NodeHeaders implements HeaderReader {
  constructor(
    private readonly raw: IncomingMessage["headers"],
    private readonly forwardedFor: string | null,
  ) {}

  get(name: string): string | null {
    const n = name.toLowerCase();
    if (this.forwardedFor !== null) {
      if (n === "x-forwarded-for") return this.forwardedFor;
      if (n === "x-real-ip") return null;
    }
    const v = this.raw[n];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  }
}

export function fromNodeRequest(req: IncomingMessage, options: NodeRequestOptions): NodeApiRequest {
  const target = req.url ?? "/";
  const proto = options.trustProxy && headerText(req.headers["x-forwarded-proto"])?.split(",")[0]?.trim() === "https" ? "https" : "http";
  const host = headerText(req.headers.host) || "localhost";
  const request: NodeApiRequest = {
    method: req.method ?? "GET",
    url: absoluteUrl(proto, host, target),
    target,
    headers: new NodeHeaders(req.headers, options.trustProxy ? null : (req.socket.remoteAddress ?? "unknown")),
    bodyLeftUnread: false,
    readBody: (max) => readNodeBody(req, max, request),
    fetchRequest: (max, routeRefusesOversize) => readFetchRequest(req, request, max, routeRefusesOversize),
  };
  return request;
}

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Absolute URLs made lately, by path as sent. The walk looks a URL up by its text (its parsed
 * form is kept, lib/pipeline/call.ts): the same string object each time is hashed once and
 * compared by identity, where a new concatenation per request is flattened and compared in full.
 */
const urls = new Map<string, { proto: string; host: string; url: string }>();

function absoluteUrl(proto: string, host: string, target: string): string {
  const known = urls.get(target);
  if (known && known.proto === proto && known.host === host) return known.url;
  const url = `${proto}://${host}${target.startsWith("/") ? target : `/${target}`}`;
  if (urls.size >= 2000) urls.clear();
  urls.set(target, { proto, host, url });
  return url;
}

async function readNodeBody(req: IncomingMessage, max: number, request: NodeApiRequest): Promise<string> {
  const body = await readNodeBytes(req, max, request);
  if (body.over) throw tooLarge(max);
  return body.bytes.toString("utf8");
}

/**
 * The body's bytes, read as they stream in and never more than `max + 1`: past `max`, reading
 * stops (`over`, holding the first `max + 1` bytes), the rest is left unread and the connection
 * must close after the answer.
 */
function readNodeBytes(req: IncomingMessage, max: number, request: NodeApiRequest): Promise<{ bytes: Buffer; over: boolean }> {
  if (req.method === "GET" || req.method === "HEAD") return Promise.resolve({ bytes: Buffer.alloc(0), over: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > max) {
        // Stop here: the rest is not read, and the connection closes after the 413.
        chunks.push(chunk.subarray(0, max + 1 - size));
        cleanup();
        req.pause();
        request.bodyLeftUnread = true;
        resolve({ bytes: Buffer.concat(chunks), over: true });
        return;
      }
      size += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ bytes: Buffer.concat(chunks), over: false });
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** A Fetch Request of the Node request, its body read under `max` (see DispatchRequest.fetchRequest). */
async function readFetchRequest(req: IncomingMessage, request: NodeApiRequest, max: number, routeRefusesOversize: boolean): Promise<Request | null> {
  const body = await readNodeBytes(req, max, request);
  if (body.over && !routeRefusesOversize) return null;
  return toFetchRequest(req, request, body.bytes);
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
