/**
 * Revision 2026-07-28 mirrors body fields into headers so that gateways can route without
 * reading the body; a server that reads the body must refuse a request whose headers say
 * something else (HeaderMismatch, -32020, HTTP 400). The checks: MCP-Protocol-Version equals
 * `_meta`'s version, Mcp-Method equals `method`, and Mcp-Name equals `params.name` (tools/call,
 * prompts/get) or `params.uri` (resources/read), decoded first when it comes in the Base64
 * sentinel form `=?base64?…?=`. Header names are matched in any case, values exactly (after the
 * surrounding whitespace HTTP strips).
 */
import type { HeaderReader } from "@/lib/http/exchange";

/** The methods whose Mcp-Name header is required, and the body field it mirrors. */
const NAMED: Record<string, "name" | "uri"> = { "tools/call": "name", "prompts/get": "name", "resources/read": "uri" };

/** Visible ASCII, space and tab: what a plain header value may hold (RFC 9110 field values). */
const PLAIN = /^[\x20-\x7e\t]*$/;
const SENTINEL = /^=\?base64\?(.*)\?=$/s;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export interface MirroredFields {
  version: string;
  method: string;
  params: Record<string, unknown>;
  /** A notification: the revision defines no header rules for one, so Mcp-Method may be left out. */
  notification: boolean;
}

/** Why the headers do not match the body, or null when they do. */
export function headerMismatch(headers: HeaderReader, body: MirroredFields): string | null {
  const version = headers.get("mcp-protocol-version");
  if (version === null) return "Header mismatch: the MCP-Protocol-Version header is missing.";
  if (version.trim() !== body.version) return `Header mismatch: MCP-Protocol-Version header value '${clip(version.trim())}' does not match _meta value '${clip(body.version)}'.`;

  const method = headers.get("mcp-method");
  if (method === null) {
    if (!body.notification) return "Header mismatch: the Mcp-Method header is missing.";
  } else if (method.trim() !== body.method) {
    return `Header mismatch: Mcp-Method header value '${clip(method.trim())}' does not match body value '${clip(body.method)}'.`;
  }

  const field = NAMED[body.method];
  if (!field) return null;
  const value = body.params[field];
  const name = headers.get("mcp-name");
  if (name === null) return typeof value === "string" ? `Header mismatch: the Mcp-Name header is missing (params.${field} is '${clip(value)}').` : null;
  const decoded = decodeHeaderValue(name.trim());
  if (decoded === null) return "Header mismatch: the Mcp-Name header is malformed (not visible ASCII, or a =?base64?…?= value that is not Base64 of UTF-8).";
  if (decoded !== value) return `Header mismatch: Mcp-Name header value '${clip(decoded)}' does not match body value '${clip(typeof value === "string" ? value : JSON.stringify(value) ?? "")}'.`;
  return null;
}

/** A header value as the client meant it: plain, or the UTF-8 text of its Base64 sentinel form; null when malformed. */
export function decodeHeaderValue(value: string): string | null {
  if (!PLAIN.test(value)) return null;
  const sentinel = SENTINEL.exec(value);
  if (!sentinel) return value;
  const encoded = sentinel[1]!;
  if (!BASE64.test(encoded)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(encoded, "base64"));
  } catch {
    return null;
  }
}

/** Values echoed in a message are cut short: a header or a name can be long. */
function clip(s: string): string {
  return s.length > 100 ? `${s.slice(0, 100)}…` : s;
}
