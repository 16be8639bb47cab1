/**
 * The MCP revisions this server speaks, and how one request picks its era (docs/guides/mcp.md,
 * "Two eras"). Revision 2026-07-28 ("modern") has no handshake: every request names its version
 * in `params._meta` and in the MCP-Protocol-Version header. The revisions before it ("handshake")
 * open with `initialize`; the SDK serves those.
 */
import type { HeaderReader } from "@/lib/http/exchange";

export const MODERN_VERSION = "2026-07-28";

/**
 * The handshake revisions, newest first: the SDK's SUPPORTED_PROTOCOL_VERSIONS, written out so
 * that picking an era does not load the SDK (tests/mcp/era.test.ts keeps the two equal).
 */
export const HANDSHAKE_VERSIONS: readonly string[] = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];

/** Every version served, as `server/discover` and UnsupportedProtocolVersionError list them. */
export const SUPPORTED_VERSIONS: readonly string[] = [MODERN_VERSION, ...HANDSHAKE_VERSIONS];

/** The `_meta` keys the revision reserves for per-request and per-result protocol fields. */
export const META = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

export type Era = "modern" | "handshake";

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The protocol version a message names in `params._meta`, if it names one (of any type). */
export function metaVersionOf(message: unknown): unknown {
  if (!isObject(message) || !isObject(message.params) || !isObject(message.params._meta)) return undefined;
  return message.params._meta[META.protocolVersion];
}

/**
 * A request is modern when a message names a protocol version in its `_meta` (per-request
 * metadata exists only from 2026-07-28 on), or when its MCP-Protocol-Version header names a
 * version no handshake revision has: a modern client whose body lacks the field is then told so
 * in the modern way. Everything else (an `initialize`, or a request after one) is the handshake's.
 */
export function eraOf(body: unknown, headers: HeaderReader): Era {
  const messages = Array.isArray(body) ? body : [body];
  if (messages.some((m) => metaVersionOf(m) !== undefined)) return "modern";
  const header = headers.get("mcp-protocol-version");
  return header !== null && !HANDSHAKE_VERSIONS.includes(header.trim()) ? "modern" : "handshake";
}
