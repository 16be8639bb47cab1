/**
 * The MCP server of one HTTP request (stateless: a new server and transport each time). The
 * low-level SDK `Server` is used rather than `McpServer` because tools come from declarations as
 * JSON Schema, and argument errors must come back as the API's problem objects.
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Scope } from "@/lib/auth/scopes";
import { callTool, type CallContext } from "./call";
import { MCP_INSTRUCTIONS } from "./instructions";
import type { McpSdk } from "./sdk";
import { toolNamed, toolsFor } from "./tools";

export const SERVER_INFO = { name: "events-partner-api", title: "Events platform partner API (read-only)", version: "1.0.0" };

export function createMcpServer(sdk: McpSdk, scopes: readonly Scope[], ctx: CallContext): Server {
  const { Server, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = sdk;
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: MCP_INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolsFor(scopes).map((t) => t.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = toolNamed(request.params.name);
    // A tool the key's scopes do not open is still run: the endpoint answers its own missing_scope.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name.slice(0, 100)}. Call tools/list for the tools this key can use.`);
    return callTool(tool, request.params.arguments ?? {}, ctx);
  });
  return server;
}
