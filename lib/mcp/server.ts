/**
 * The handshake era (revisions 2025-11-25 and before: `initialize`, then requests), served by the
 * SDK over its streamable HTTP transport, statelessly: a new server and transport per HTTP request,
 * no session. The low-level SDK `Server` is used rather than `McpServer` because tools come from
 * declarations as JSON Schema, and argument errors must come back as the API's problem objects.
 * Tools are listed and run by the same functions as the modern era's (./modern.ts).
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Scope } from "@/lib/auth/scopes";
import { UnknownTool, runTool, type CallContext } from "./call";
import { SERVER_CAPABILITIES, SERVER_INFO } from "./identity";
import { MCP_INSTRUCTIONS } from "./instructions";
import { mcpSdk, type McpSdk } from "./sdk";
import { toolDefinitionsFor } from "./tools";

export function createMcpServer(sdk: McpSdk, scopes: readonly Scope[], ctx: CallContext): Server {
  const { Server, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = sdk;
  const server = new Server(SERVER_INFO, { capabilities: SERVER_CAPABILITIES, instructions: MCP_INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolDefinitionsFor(scopes) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      return await runTool(request.params.name, request.params.arguments ?? {}, ctx);
    } catch (e) {
      if (e instanceof UnknownTool) throw new McpError(ErrorCode.InvalidParams, e.message);
      throw e;
    }
  });
  return server;
}

/** Answers one handshake-era POST whose body was already read and parsed (`body`). */
export async function serveHandshake(body: unknown, scopes: readonly Scope[], ctx: CallContext): Promise<Response> {
  const sdk = await mcpSdk();
  const transport = new sdk.WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = createMcpServer(sdk, scopes, ctx);
  await server.connect(transport);
  try {
    return await transport.handleRequest(ctx.request, { parsedBody: body });
  } finally {
    await server.close();
  }
}
