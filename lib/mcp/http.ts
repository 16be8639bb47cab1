/**
 * POST /v1/mcp: the MCP server over streamable HTTP, stateless, JSON answers (docs/guides/mcp.md),
 * in both eras of the protocol on the one endpoint. This module is what both share: who may call
 * and the limits; then ./era.ts picks the era of the request, served by ./modern.ts (revision
 * 2026-07-28) or by the SDK (./server.ts: `initialize` and the revisions before).
 *
 * Refusals before any JSON-RPC message is read are HTTP problems (RFC 9457) like the rest of the
 * API: 403 origin_not_allowed (any Origin header: browsers are not clients), 401/403 for the key
 * (a secret key with mcp:access only), 413 payload_too_large (body over 64 KB), 429 rate_limited
 * (120 messages a minute per key, every message of a batch counted). Refusals of the messages
 * themselves are JSON-RPC errors: -32700 unparsable body, -32600 an empty batch or one over 10
 * messages, -32602 an unknown tool. A tool the endpoint refuses is a tool result with isError.
 */
import { methodNotAllowed } from "@/lib/http/methods";
import type { AnswerHeaders } from "@/lib/http/answer-headers";
import { fromFetchRequest, toResponse, type HeaderReader } from "@/lib/http/exchange";
import { Problem, missingScope, rateLimited } from "@/lib/http/problem";
import { problemAnswer } from "@/lib/pipeline/answer";
import { startCall } from "@/lib/pipeline/call";
import { checkAccess, identifyCaller } from "@/lib/pipeline/identify";
import type { AppGetter } from "@/lib/root/types";
import { windowSlot, type SpendResult } from "@/lib/kv/store";
import { eraOf } from "./era";
import { RPC_ERRORS, rpcError, rpcResponse, type RpcAnswer } from "./jsonrpc";
import { MCP_LIMITS } from "@/lib/openapi/mcp-route";
import { serveModern } from "./modern";
import { MCP_ROUTE } from "@/lib/openapi/mcp-route";
import { serveHandshake } from "./server";

export interface McpOptions {
  /** Clock of the message window (tests pin it so a window boundary cannot split a test). */
  now?: () => number;
}

const POLICY = "mcp-messages";

/**
 * The MCP path for any method: OPTIONS answers 204 with Allow and no CORS headers on purpose
 * (browsers are refused: origin_not_allowed); the rest is handleMcp (POST is the server, others 405).
 */
export async function mcpRoute(request: Request, getApp: AppGetter): Promise<Response> {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });
  return handleMcp(request, getApp);
}

export async function handleMcp(request: Request, getApp: AppGetter, options: McpOptions = {}): Promise<Response> {
  // Stateless in both eras: no session to delete and no event stream to open.
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const call = startCall(MCP_ROUTE, fromFetchRequest(request), {}, getApp);
  call.headers.set("Cache-Control", "private, no-store");
  const { headers } = call;
  try {
    // Checked before the key: a browser must not learn anything about a key it holds.
    if (request.headers.get("origin") !== null) {
      throw new Problem("origin_not_allowed", "The MCP server does not answer browsers (the request has an Origin header). Connect from a server-side MCP client with a secret key.");
    }
    await identifyCaller(call);
    const auth = call.auth!;
    if (auth.key.type === "publishable") throw missingScope("The MCP server needs a secret key with the mcp:access scope; publishable keys cannot use it.");
    checkAccess(call);
    const app = call.app!;

    const read = readMessages(await call.request.readBody(MCP_LIMITS.maxBodyBytes), request.headers);
    // Every message counts, answered or refused (a refused batch counts once).
    const nowMs = options.now?.() ?? Date.now();
    const spent = await app.store.spend({ windows: [{ key: `mcp:messages:${auth.key.id}`, limit: MCP_LIMITS.messagesPerMinute, seconds: MCP_LIMITS.windowSeconds, cost: read.messages }], nowMs });
    rateHeaders(headers, spent, nowMs);
    if (!spent.ok) throw rateLimited(spent.retryAfter, `At most ${MCP_LIMITS.messagesPerMinute} MCP messages a minute per key (every message of a batch counts); wait Retry-After seconds.`, "mcp_messages");
    if (read.refusal) return rpcResponse(read.refusal, headers);

    const ctx = { request, requestId: call.requestId, app };
    if (eraOf(read.body, request.headers) === "modern") return rpcResponse(await serveModern(read.body, request.headers, { ...ctx, scopes: auth.key.scopes }), headers);
    return withHeaders(await serveHandshake(read.body, auth.key.scopes, ctx), headers);
  } catch (e) {
    return toResponse(problemAnswer(call, e));
  }
}

interface Messages {
  body: unknown;
  /** How many messages the body counts as against the window. */
  messages: number;
  /** A body no era reads: not JSON, or a batch that is empty or too long. */
  refusal: RpcAnswer | null;
}

/** The body parsed, and its batch limits (both eras). The failing message has no usable id: none in the modern era, null in the handshake's. */
function readMessages(text: string, headers: HeaderReader): Messages {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const id = eraOf(undefined, headers) === "modern" ? undefined : null;
    return { body: undefined, messages: 1, refusal: rpcError(400, id, RPC_ERRORS.parseError, "Parse error: the body is not valid JSON.") };
  }
  if (!Array.isArray(body)) return { body, messages: 1, refusal: null };
  const id = eraOf(body, headers) === "modern" ? undefined : null;
  if (body.length === 0) return { body, messages: 1, refusal: rpcError(400, id, RPC_ERRORS.invalidRequest, "Invalid Request: an empty batch.") };
  if (body.length > MCP_LIMITS.maxBatch) {
    return { body, messages: 1, refusal: rpcError(400, id, RPC_ERRORS.invalidRequest, `Invalid Request: a batch holds at most ${MCP_LIMITS.maxBatch} messages (this one has ${body.length}).`, { max_batch: MCP_LIMITS.maxBatch }) };
  }
  return { body, messages: body.length, refusal: null };
}

function withHeaders(response: Response, headers: AnswerHeaders): Response {
  const merged = new Headers(response.headers);
  for (const [k, v] of headers) merged.set(k, v);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/** The message window, in the same header set the API uses for budgets. */
function rateHeaders(headers: AnswerHeaders, spent: SpendResult, nowMs: number) {
  const w = spent.windows[0];
  if (!w) return;
  const remaining = spent.ok ? w.remaining : Math.max(0, w.limit - w.used);
  headers.set("RateLimit-Policy", `"${POLICY}";q=${w.limit};w=${MCP_LIMITS.windowSeconds}`);
  headers.set("RateLimit", `"${POLICY}";r=${remaining};t=${w.resetSeconds}`);
  headers.set("X-RateLimit-Limit", String(w.limit));
  headers.set("X-RateLimit-Remaining", String(remaining));
  headers.set("X-RateLimit-Reset", String((windowSlot(MCP_LIMITS.windowSeconds, nowMs).start / 1000) + MCP_LIMITS.windowSeconds));
}
