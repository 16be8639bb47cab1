/**
 * Revision 2026-07-28 ("modern"), served statelessly by this module: no handshake, no session.
 * Each POST is one JSON-RPC message naming its protocol version and client capabilities in
 * `params._meta`; the server answers `server/discover`, `tools/list` and `tools/call`, each
 * result with `resultType` and the server's identity in `_meta`. Tools are the handshake era's:
 * the same list for a key and the same runner (./call.ts), never a copy.
 *
 * HTTP status: 400 for a request this revision calls malformed (a missing `_meta` field,
 * HeaderMismatch -32020, UnsupportedProtocolVersion -32022, an invalid message), 404 with -32601
 * for a method not served (initialize, ping and logging/setLevel are gone from this revision),
 * 202 for a notification; otherwise 200, errors a method returns included (an unknown tool),
 * as in the handshake era.
 */
import type { HeaderReader } from "@/lib/http/exchange";
import type { Scope } from "@/lib/auth/scopes";
import { UnknownTool, runTool, type CallContext } from "./call";
import { META, MODERN_VERSION, SUPPORTED_VERSIONS, isObject } from "./era";
import { SERVER_CAPABILITIES, SERVER_INFO } from "./identity";
import { MCP_INSTRUCTIONS } from "./instructions";
import { RPC_ERRORS as E, rpcError, rpcResult, type RpcAnswer } from "./jsonrpc";
import { headerMismatch } from "./modern-headers";
import { cacheHints } from "./route";
import { toolDefinitionsFor } from "./tools";

export interface ModernContext extends CallContext {
  scopes: readonly Scope[];
}

const RESULT_META = { [META.serverInfo]: SERVER_INFO };

type Method = (id: string | number, params: Record<string, unknown>, ctx: ModernContext) => RpcAnswer | Promise<RpcAnswer>;

/** The methods this revision is served with; any other (initialize, ping, resources/list, ...) is not found. */
const METHODS: Record<string, Method> = {
  "server/discover": (id) =>
    rpcResult(id, {
      resultType: "complete",
      supportedVersions: [...SUPPORTED_VERSIONS],
      capabilities: SERVER_CAPABILITIES,
      instructions: MCP_INSTRUCTIONS,
      ...cacheHints(false),
      _meta: RESULT_META,
    }),

  "tools/list": (id, params, ctx) => {
    // One page holds every tool, so no cursor is ever handed out: any cursor is not one of ours.
    if (params.cursor !== undefined) return rpcError(200, id, E.invalidParams, "Invalid params: unknown cursor (tools/list answers every tool on one page).");
    return rpcResult(id, { resultType: "complete", tools: toolDefinitionsFor(ctx.scopes), ...cacheHints(true), _meta: RESULT_META });
  },

  "tools/call": async (id, params, ctx) => {
    const { name, arguments: args } = params;
    if (typeof name !== "string") return rpcError(400, id, E.invalidParams, "Invalid params: params.name must be the tool's name (a string).");
    if (args !== undefined && !isObject(args)) return rpcError(400, id, E.invalidParams, "Invalid params: params.arguments must be an object.");
    try {
      const result = await runTool(name, args ?? {}, ctx);
      return rpcResult(id, { resultType: "complete", ...result, _meta: { ...result._meta, ...RESULT_META } });
    } catch (e) {
      if (e instanceof UnknownTool) return rpcError(200, id, E.invalidParams, e.message);
      throw e;
    }
  },
};

/** Answers one modern request (the key, the limits and the message count were seen to before). */
export async function serveModern(body: unknown, headers: HeaderReader, ctx: ModernContext): Promise<RpcAnswer> {
  if (Array.isArray(body)) return rpcError(400, undefined, E.invalidRequest, `Invalid Request: revision ${MODERN_VERSION} sends one message per POST, not a batch.`);
  const idOk = (v: unknown): v is string | number => typeof v === "string" || Number.isSafeInteger(v);
  const notification = isObject(body) && !("id" in body);
  if (!isObject(body) || body.jsonrpc !== "2.0" || typeof body.method !== "string" || !(notification || idOk(body.id))) {
    return rpcError(400, isObject(body) && idOk(body.id) ? body.id : undefined, E.invalidRequest, 'Invalid Request: a JSON-RPC 2.0 request has "jsonrpc": "2.0", a string "method" and a string or integer "id".');
  }
  const id = notification ? undefined : (body.id as string | number);
  const method = body.method;
  if (body.params !== undefined && !isObject(body.params)) return rpcError(400, id, E.invalidParams, "Invalid params: params must be an object.");
  const params = (body.params ?? {}) as Record<string, unknown>;
  const meta = isObject(params._meta) ? params._meta : {};

  const version = meta[META.protocolVersion];
  if (typeof version !== "string") {
    // Only the header names a version: one served by neither era is answered as such, so the client can pick another.
    const header = headers.get("mcp-protocol-version")?.trim();
    if (header !== undefined && !SUPPORTED_VERSIONS.includes(header)) return unsupported(id, header);
    return rpcError(400, id, E.invalidParams, `Invalid params: params._meta must name the protocol version ("${META.protocolVersion}": "${MODERN_VERSION}").`);
  }
  const mismatch = headerMismatch(headers, { version, method, params, notification });
  if (mismatch) return rpcError(400, id, E.headerMismatch, mismatch);
  // The handshake revisions are spoken after `initialize`, never with per-request metadata.
  if (version !== MODERN_VERSION) return unsupported(id, version);
  if (!isObject(meta[META.clientCapabilities])) {
    return rpcError(400, id, E.invalidParams, `Invalid params: params._meta must carry the client's capabilities ("${META.clientCapabilities}": {} when it has none).`);
  }

  // The revision defines no client notification over HTTP; one is accepted and has nothing to do.
  if (id === undefined) return { status: 202, body: null };
  const serve = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!serve) return rpcError(404, id, E.methodNotFound, `Method not found: ${method.slice(0, 100)} (revision ${MODERN_VERSION} of this server answers server/discover, tools/list and tools/call).`);
  return serve(id, params, ctx);
}

function unsupported(id: string | number | undefined, requested: string): RpcAnswer {
  return rpcError(400, id, E.unsupportedProtocolVersion, "Unsupported protocol version", { supported: [...SUPPORTED_VERSIONS], requested: requested.slice(0, 100) });
}
