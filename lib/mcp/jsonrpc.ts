/**
 * The JSON-RPC answers this server writes itself: the modern era's, and the refusals of a body
 * before either era reads it. (The SDK writes the handshake era's own.)
 */
import type { AnswerHeaders } from "@/lib/http/answer-headers";

export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  /** Revision 2026-07-28: an MCP header missing, malformed or not matching the body. */
  headerMismatch: -32020,
  /** Revision 2026-07-28: a protocol version this server does not serve. */
  unsupportedProtocolVersion: -32022,
} as const;

/**
 * The id an error answer carries: the request's, or none when it could not be read. The
 * handshake era writes `null` then (JSON-RPC 2.0, as the SDK does); revision 2026-07-28 leaves the
 * member out (its RequestId is a string or an integer, never null).
 */
export type RpcId = string | number | null | undefined;

/** An answer before it is written: HTTP status and body (none for an accepted notification: 202). */
export interface RpcAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export function rpcResult(id: string | number, result: Record<string, unknown>): RpcAnswer {
  return { status: 200, body: { jsonrpc: "2.0", id, result } };
}

export function rpcError(status: number, id: RpcId, code: number, message: string, data?: Record<string, unknown>): RpcAnswer {
  return { status, body: { jsonrpc: "2.0", ...(id === undefined ? {} : { id }), error: { code, message, ...(data ? { data } : {}) } } };
}

/** The answer as HTTP, with the headers every MCP answer carries (request id, message window, Cache-Control). */
export function rpcResponse(answer: RpcAnswer, headers: AnswerHeaders): Response {
  const out = new Headers([...headers]);
  if (answer.body === null) return new Response(null, { status: answer.status, headers: out });
  out.set("Content-Type", "application/json");
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: out });
}
