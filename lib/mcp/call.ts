/**
 * Calling a tool = running its endpoint through the same pipeline as HTTP, with the caller's key:
 * a synthetic GET carrying the MCP request's Authorization, client address and request id. Crew
 * scoping, the response cache, work budgets, audit and `fields` all apply as they do over HTTP.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { App } from "@/lib/root/types";
import { API_PREFIX } from "@/lib/registry/router";
import { runEndpoint } from "@/lib/pipeline/walk";
import { docsUrlFor, problemBody, queryInvalid } from "@/lib/http/problem";
import { toRequestParts } from "./arguments";
import { toolNamed, type McpTool } from "./tools";

export interface CallContext {
  /** The MCP HTTP request; its URL's origin and its headers are reused. */
  request: Request;
  requestId: string;
  /** The App the MCP request opened: its tool calls walk on it. */
  app: App;
}

/** Headers passed on to the endpoint: who calls (key), from where (address), and the correlation id. */
const FORWARDED = ["authorization", "x-forwarded-for", "x-real-ip", "user-agent"];

/** A tool name no tool has: both eras answer it with JSON-RPC -32602 (invalid params) and this message. */
export class UnknownTool extends Error {}

/**
 * `tools/call` of either era: the named tool run with the caller's key. A tool the key's scopes
 * do not open is still run: its endpoint answers its own missing_scope, as over HTTP.
 */
export function runTool(name: string, input: Record<string, unknown>, ctx: CallContext): Promise<CallToolResult> {
  const tool = toolNamed(name);
  if (!tool) throw new UnknownTool(`Unknown tool: ${name.slice(0, 100)}. Call tools/list for the tools this key can use.`);
  return callTool(tool, input, ctx);
}

export async function callTool(tool: McpTool, input: Record<string, unknown>, ctx: CallContext): Promise<CallToolResult> {
  const parts = toRequestParts(tool.args, input);
  const url = new URL(ctx.request.url);
  if ("errors" in parts) {
    const problem = problemBody(queryInvalid(parts.errors), { docsUrl: docsUrlFor(url), instance: `${API_PREFIX}${tool.endpoint.path}`, requestId: ctx.requestId });
    return errorResult(problem, 400, ctx.requestId);
  }

  const path = tool.endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(parts.params[name] ?? ""));
  const target = new URL(`${API_PREFIX}${path}`, url.origin);
  target.search = parts.query.toString();
  const headers = new Headers({ "X-Request-Id": ctx.requestId, Accept: "application/json" });
  for (const h of FORWARDED) {
    const v = ctx.request.headers.get(h);
    if (v !== null) headers.set(h, v);
  }
  for (const [k, v] of Object.entries(parts.headers)) headers.set(k, v);
  const response = await runEndpoint(tool.endpoint, new Request(target, { method: "GET", headers }), parts.params, () => ctx.app);
  const text = await response.text();
  const meta = metaOf(response);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  if (response.ok && json && typeof json === "object" && !Array.isArray(json)) {
    return { content: [{ type: "text", text }], structuredContent: json as Record<string, unknown>, _meta: meta };
  }
  if (!response.ok && json && typeof json === "object") {
    return { content: [{ type: "text", text }], isError: true, _meta: meta };
  }
  // Not reachable for the MCP tools of the registry (all answer JSON objects); kept honest rather than silent.
  return { content: [{ type: "text", text }], isError: !response.ok, _meta: meta };
}

function errorResult(problem: Record<string, unknown>, status: number, requestId: string): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(problem) }], isError: true, _meta: { status, request_id: requestId } };
}

/** HTTP facts a client may want besides the body: status, request id, cache outcome, wait. */
function metaOf(response: Response): Record<string, unknown> {
  const meta: Record<string, unknown> = { status: response.status };
  const id = response.headers.get("x-request-id");
  if (id) meta.request_id = id;
  const cache = response.headers.get("cache-status");
  if (cache) meta.cache_status = cache;
  const retry = response.headers.get("retry-after");
  if (retry) meta.retry_after = Number(retry);
  return meta;
}
