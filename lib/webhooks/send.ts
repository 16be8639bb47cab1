/**
 * One HTTP call to a webhook. The connection goes to the address checked by `resolveForSend` (a
 * `lookup` that answers with it), so a second DNS answer cannot point the call elsewhere; the
 * Host header and TLS server name stay the URL's host name. Redirects are not followed, and only
 * the status is read: the body is discarded unread. The whole call has one time limit.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { SpanKind, markFailed, operationSpan } from "@/lib/observability/spans";

export interface CallResult {
  /** The answer's status, or null when none came. */
  status: number | null;
  /** Why no status came (connection refused, time limit, TLS), else null. */
  error: string | null;
  ms: number;
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export function sendCall(url: string, address: CheckedAddress, headers: Record<string, string>, body: string, options: { timeoutMs: number } = { timeoutMs: 10_000 }): Promise<CallResult> {
  // With telemetry on, a span naming the receiver's host and what came back (never the URL: its path or query may hold a token).
  return operationSpan("webhook POST", { kind: SpanKind.CLIENT, attributes: { "http.request.method": "POST", "server.address": new URL(url).hostname } }, async (span) => {
    const result = await post(url, address, headers, body, options);
    if (result.status !== null) span?.setAttribute("http.response.status_code", result.status);
    if (result.status === null) markFailed(span, result.error?.split(":")[0]?.slice(0, 40) ?? "no answer");
    else if (result.status < 200 || result.status >= 300) markFailed(span, String(result.status));
    return result;
  });
}

async function post(url: string, address: CheckedAddress, headers: Record<string, string>, body: string, options: { timeoutMs: number }): Promise<CallResult> {
  const started = performance.now();
  const u = new URL(url);
  const lib = u.protocol === "https:" ? https : http;
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (opts && (opts as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  return new Promise<CallResult>((resolve) => {
    let settled = false;
    const done = (status: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, error, ms: Math.round(performance.now() - started) });
    };
    const req = lib.request(
      u,
      {
        method: "POST",
        headers,
        lookup: pinned,
        agent: false,
        // Node's default for https is to check the certificate against the host name; kept.
      },
      (res) => {
        const status = res.statusCode ?? null;
        res.destroy();
        req.destroy();
        done(status, null);
      },
    );
    const timer = setTimeout(() => {
      done(null, `no answer within ${Math.round(options.timeoutMs / 100) / 10} s`);
      req.destroy();
    }, options.timeoutMs);
    req.on("error", (e: NodeJS.ErrnoException) => done(null, e.code ? `${e.code}: ${e.message}` : e.message));
    req.end(body);
  });
}
