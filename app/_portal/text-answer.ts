/** Plain documents of the portal (llms.txt, guides as Markdown, the changelog feed): origin and cacheable answers. */
import { createHash } from "node:crypto";
import { config } from "@/lib/config/config";

/** This site's origin for absolute links: the configured public URL, else the request's own. */
export const siteOrigin = (request: Request): string => config().publicUrl ?? new URL(request.url).origin;

/** How long anyone may keep a document: they change with a deployment, not while it runs. */
const CACHE_CONTROL = "public, max-age=3600";

/** A document with an ETag of its bytes, cacheable by anyone; 304 when the client already holds it. */
export function documentAnswer(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "Content-Type": contentType, "Cache-Control": CACHE_CONTROL, ETag: etag, "X-Content-Type-Options": "nosniff" };
  const held = request.headers.get("if-none-match");
  if (held && held.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

/** A plain-text 404 (the page-shaped 404 of the portal would be HTML). */
export function notFoundText(what: string): Response {
  return new Response(`${what}\n`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
