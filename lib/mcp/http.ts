/**
 * POST /v1/mcp: the MCP server over streamable HTTP, stateless, JSON answers (docs/guides/mcp.md).
 *
 * Refusals before any JSON-RPC message is read are HTTP problems (RFC 9457) like the rest of the
 * API: 403 origin_not_allowed (any Origin header: browsers are not clients), 401/403 for the key
 * (a secret key with mcp:access only), 413 payload_too_large (body over 64 KB), 429 rate_limited
 * (120 messages a minute per key, every message of a batch counted). Refusals of the messages
 * themselves are JSON-RPC errors: -32700 unparsable body, -32600 an empty batch or one over 10
 * messages, -32602 an unknown tool. A tool the endpoint refuses is a tool result with isError.
 */
import { methodNotAllowed } from "@/lib/http/methods";
import { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";
import type { AnswerHeaders } from "@/lib/http/answer-headers";
import { fromFetchRequest, toResponse } from "@/lib/http/exchange";
import { Problem, missingScope, rateLimited } from "@/lib/http/problem";
import { problemAnswer } from "@/lib/http/walk/answer";
import { startCall } from "@/lib/http/walk/call";
import { checkAccess, identifyCaller } from "@/lib/http/walk/identify";
import { windowSlot, type SpendResult } from "@/lib/store/store";
import { MCP_LIMITS } from "./limits";
import { mcpSdk } from "./sdk";
import { createMcpServer } from "./server";

export interface McpOptions {
  /** Clock of the message window (tests pin it so a window boundary cannot split a test). */
  now?: () => number;
}

const POLICY = "mcp-messages";

/**
 * The MCP route as the request walk sees it: a secret key with mcp:access. It is not in the
 * registry (it is not a JSON endpoint), but it runs the walk's own steps for the request id, the
 * key, the scopes and problems.
 */
const MCP_ACCESS: Endpoint = {
  id: "mcp",
  method: "POST",
  path: "/v1/mcp",
  tag: "MCP",
  summary: "The MCP server",
  description: "JSON-RPC over streamable HTTP; see docs/guides/mcp.md.",
  auth: "key",
  scopes: ["mcp:access"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  response: z.unknown(),
  handler: async () => {
    throw new Error("The MCP route is served by handleMcp, not by the pipeline's handler step.");
  },
};

/**
 * The MCP path for any method: OPTIONS answers 204 with Allow and no CORS headers on purpose
 * (browsers are refused: origin_not_allowed); the rest is handleMcp (POST is the server, others 405).
 */
export async function mcpRoute(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });
  return handleMcp(request);
}

export async function handleMcp(request: Request, options: McpOptions = {}): Promise<Response> {
  // Stateless: no session to delete and no event stream to open.
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const call = startCall(MCP_ACCESS, fromFetchRequest(request), {});
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

    const sdk = await mcpSdk();
    const body = await sdk.readRequestBody(request, MCP_LIMITS.maxBodyBytes);
    if (body.tooLarge) throw new Problem("payload_too_large", `The request body is larger than ${MCP_LIMITS.maxBodyBytes} bytes (64 KB).`);

    let parsed: unknown;
    let refusal: Response | null = null;
    let messages = 1;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      refusal = jsonRpcError(-32700, "Parse error: the body is not valid JSON.");
    }
    if (!refusal && Array.isArray(parsed)) {
      if (parsed.length === 0) refusal = jsonRpcError(-32600, "Invalid Request: an empty batch.");
      else if (parsed.length > MCP_LIMITS.maxBatch) refusal = jsonRpcError(-32600, `Invalid Request: a batch holds at most ${MCP_LIMITS.maxBatch} messages (this one has ${parsed.length}).`, { max_batch: MCP_LIMITS.maxBatch });
      else messages = parsed.length;
    }

    // Every message counts, answered or refused (a refused batch counts once).
    const nowMs = options.now?.() ?? Date.now();
    const spent = await app.store.spend({ windows: [{ key: `mcp:messages:${auth.key.id}`, limit: MCP_LIMITS.messagesPerMinute, seconds: MCP_LIMITS.windowSeconds, cost: messages }], nowMs });
    rateHeaders(headers, spent, nowMs);
    if (!spent.ok) throw rateLimited(spent.retryAfter, `At most ${MCP_LIMITS.messagesPerMinute} MCP messages a minute per key (every message of a batch counts); wait Retry-After seconds.`);
    if (refusal) return withHeaders(refusal, headers);

    const transport = new sdk.WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const server = createMcpServer(sdk, auth.key.scopes, { request, requestId: call.requestId });
    await server.connect(transport);
    try {
      return withHeaders(await transport.handleRequest(request, { parsedBody: parsed }), headers);
    } finally {
      await server.close();
    }
  } catch (e) {
    return toResponse(problemAnswer(call, e));
  }
}

/** The SDK's own JSON-RPC error shape (id null: the failing message has no usable id). */
function jsonRpcError(code: number, message: string, data?: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message, ...(data ? { data } : {}) }, id: null }), { status: 400, headers: { "Content-Type": "application/json" } });
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
