/** Response headers the pipeline sets, as reusable components of the document. */
import type { oas31 } from "zod-openapi";
import { config } from "@/lib/config/config";

type Header = oas31.HeaderObject;

const SERVICE = config().serviceName;

const str = (description: string, example: string, maxLength: number, required = false): Header => ({ description, required, schema: { type: "string", maxLength }, example });
const int = (description: string, example: number, maximum: number, required = false): Header => ({ description, required, schema: { type: "integer", format: maximum > 2147483647 ? "int64" : "int32", minimum: 0, maximum }, example });

export const HEADERS: Record<string, Header> = {
  "X-Request-Id": str("The request's id: the client's own when it sent a valid one (8 to 128 of letters, digits, `._:-`), else a generated one. Quote it when asking for help.", "req_4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f", 128, true),
  RateLimit: str("Remaining work `r` and seconds to reset `t` of each window of `RateLimit-Policy`.", '"burst";r=287;t=42, "daily";r=99871;t=51234', 200),
  "RateLimit-Policy": str("The key's work windows: a burst window of 60 s and a daily window of 86400 s, with their quotas `q`.", '"burst";q=300;w=60, "daily";q=100000;w=86400', 200),
  "X-RateLimit-Limit": int("Quota of the tighter of the two windows.", 300, 2147483647),
  "X-RateLimit-Remaining": int("Work left in the tighter window.", 287, 2147483647),
  "X-RateLimit-Reset": int("When the tighter window resets, in Unix epoch seconds.", 1795000000, 253402300799),
  ETag: str("Hash of the answer's bytes. Send it back as `If-None-Match` to get 304 at no cost while it is unchanged.", '"p3Hn8s0bZk4lq9sQd2WvXf1aY7c"', 100),
  "Cache-Control": str("`private, max-age=<route lifetime>, stale-while-revalidate=<twice that>, stale-if-error=86400` on cacheable reads; `private, no-store` on key-level data and writes.", "private, max-age=300, stale-while-revalidate=600, stale-if-error=86400", 200),
  "Cache-Status": str(`Where the answer came from (RFC 9211): \`${SERVICE}; hit; ttl=<s>\` from cache (\`detail=if-none-match\` when a \`no-cache\` was set aside because \`If-None-Match\` named the current copy), \`fwd=miss\` read fresh, \`fwd=stale\` refreshed after expiry or served stale (\`detail=rate-limited\` when the budget was spent), \`fwd=request; stored\` after \`Cache-Control: no-cache\`.`, `${SERVICE}; hit; ttl=241`, 200),
  "Retry-After": int("Seconds to wait before trying again.", 12, 2147483647, true),
  "Access-Control-Allow-Origin": str("The request's `Origin`, echoed when it sent one, on every route: a page on any site may read the answer (keys are bearer tokens, never cookies; a publishable key still answers only on its websites, and a secret-only route refuses it with a readable 403). With it, `Access-Control-Expose-Headers` lists the headers a page may read and `Vary: Origin` is set.", "https://shop.example", 2048),
  "Content-Disposition": str("`inline` with the feed's file name.", 'inline; filename="artist-10.ics"', 300),
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Headers of a successful answer. */
export function successHeaders(opts: { keyed: boolean; cacheable: boolean; calendar: boolean; cors: boolean }): Record<string, { $ref: string }> {
  const h: Record<string, { $ref: string }> = { "X-Request-Id": ref("X-Request-Id"), "Cache-Control": ref("Cache-Control") };
  if (opts.cors) h["Access-Control-Allow-Origin"] = ref("Access-Control-Allow-Origin");
  if (opts.cacheable) Object.assign(h, { ETag: ref("ETag"), "Cache-Status": ref("Cache-Status") });
  if (opts.keyed) Object.assign(h, rateHeaders());
  if (opts.calendar) h["Content-Disposition"] = ref("Content-Disposition");
  return h;
}

export function rateHeaders(): Record<string, { $ref: string }> {
  return {
    RateLimit: ref("RateLimit"),
    "RateLimit-Policy": ref("RateLimit-Policy"),
    "X-RateLimit-Limit": ref("X-RateLimit-Limit"),
    "X-RateLimit-Remaining": ref("X-RateLimit-Remaining"),
    "X-RateLimit-Reset": ref("X-RateLimit-Reset"),
  };
}

export function problemHeaders(opts: { keyed: boolean; status: number; cors: boolean }): Record<string, { $ref: string }> {
  const h: Record<string, { $ref: string }> = { "X-Request-Id": ref("X-Request-Id") };
  if (opts.cors) h["Access-Control-Allow-Origin"] = ref("Access-Control-Allow-Origin");
  if (opts.status === 429 || opts.status === 503) h["Retry-After"] = ref("Retry-After");
  if (opts.keyed && opts.status !== 401) Object.assign(h, rateHeaders());
  return h;
}
