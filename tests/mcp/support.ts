/**
 * MCP test helpers: the SDK's own Client over StreamableHTTPClientTransport, with a fetch that
 * dispatches in-process to the route's handler (lib/mcp/http.ts), and raw POSTs for the limits.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { settleBackground } from "@/lib/http/after";
import { handleMcp, type McpOptions } from "@/lib/server/in-process";
import { BASE, readWorld } from "../support/app";

export const MCP_URL = `${BASE}/api/v1/mcp`;
export const CLIENT_IP = "203.0.113.7";

/** Keys added to the basic world for MCP cases. */
export const MCP_KEYS = {
  mcpOnly: "svc_sk_test_nightshiftMcpOnlyKey00001",
  profile: "svc_sk_test_nightshiftMcpProfileKey001",
  harbour: "svc_sk_test_harbourMcpKey000000000001",
  /** A work budget of 2 a minute. */
  tiny: "svc_sk_test_nightshiftMcpTinyBudget01",
} as const;

export function mcpWorld(): unknown {
  const world = readWorld("basic") as { keys: unknown[] };
  world.keys.push(
    { crew: "nightshift", name: "MCP only", type: "secret", token: MCP_KEYS.mcpOnly, scopes: ["mcp:access"], state: "active" },
    { crew: "nightshift", name: "MCP profile", type: "secret", token: MCP_KEYS.profile, scopes: ["mcp:access", "read:profile"], state: "active" },
    { crew: "harbour", name: "MCP", type: "secret", token: MCP_KEYS.harbour, scopes: ["mcp:access", "read:profile", "read:artists", "read:events"], state: "active" },
    { crew: "nightshift", name: "MCP tiny", type: "secret", token: MCP_KEYS.tiny, scopes: ["mcp:access", "read:artists"], state: "active", rate_limit: { per_minute: 2, per_day: 1000 } },
  );
  return world;
}

/** A fetch that answers from the MCP route handler, as Next would, with the harness's client address. */
export function mcpFetch(options: McpOptions = {}): FetchLike {
  return async (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Forwarded-For", CLIENT_IP);
    const response = await handleMcp(new Request(url, { ...init, headers }), options);
    await settleBackground();
    return response;
  };
}

export async function connect(key: string, options: McpOptions = {}): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: mcpFetch(options),
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "mcp-tests", version: "1.0.0" });
  await client.connect(transport);
  // Lets the client check every structuredContent against the tool's outputSchema from here on.
  await client.listTools();
  return client;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/** A POST as any HTTP client would send it (Accept both, JSON body). */
export async function post(body: unknown, opts: { key?: string | null; headers?: Record<string, string>; options?: McpOptions; method?: string } = {}): Promise<RawAnswer> {
  const headers = new Headers({ Accept: "application/json, text/event-stream", "Content-Type": "application/json", "X-Forwarded-For": CLIENT_IP, ...opts.headers });
  if (opts.key) headers.set("Authorization", `Bearer ${opts.key}`);
  const method = opts.method ?? "POST";
  const request = new Request(MCP_URL, { method, headers, body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined });
  const response = await handleMcp(request, opts.options);
  await settleBackground();
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

export const initialize = (id: number | string = 1) => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
});

export const request = (id: number | string, method: string, params: Record<string, unknown> = {}) => ({ jsonrpc: "2.0", id, method, params });

/** The `_meta` a 2026-07-28 client sends on every request. */
export const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "modern-tests", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** A 2026-07-28 request: the message with its `_meta`, and the headers that mirror it. */
export function modern(id: number | string, method: string, params: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method };
  if (typeof params.name === "string") headers["Mcp-Name"] = params.name;
  return { body: { jsonrpc: "2.0", id, method, params: { ...params, _meta: MODERN_META } }, headers };
}

/**
 * POSTs a 2026-07-28 request. `headers` are added to (or replace) the mirrored ones; a header
 * set to null is left out.
 */
export async function postModern(
  message: { body: unknown; headers: Record<string, string> },
  opts: { key?: string | null; headers?: Record<string, string | null>; options?: McpOptions } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  const merged: Record<string, string | null> = { ...message.headers };
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    for (const existing of Object.keys(merged)) if (existing.toLowerCase() === k.toLowerCase()) delete merged[existing];
    merged[k] = v;
  }
  for (const [k, v] of Object.entries(merged)) if (v !== null) headers[k] = v;
  return post(message.body, { key: opts.key, headers, options: opts.options });
}
