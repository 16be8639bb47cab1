/**
 * The MCP SDK, loaded by the first handshake-era MCP request instead of at start (the modern era,
 * ./modern.ts, does without it). It is the largest package the API uses (about 7 MB of heap with
 * its JSON Schema validator); loaded at start, it stayed in the heap of a process that may never
 * serve MCP, and every full collection marked it again.
 */
async function load() {
  const [index, types, http] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
  ]);
  return {
    Server: index.Server,
    CallToolRequestSchema: types.CallToolRequestSchema,
    ListToolsRequestSchema: types.ListToolsRequestSchema,
    ErrorCode: types.ErrorCode,
    McpError: types.McpError,
    WebStandardStreamableHTTPServerTransport: http.WebStandardStreamableHTTPServerTransport,
  };
}

export type McpSdk = Awaited<ReturnType<typeof load>>;

let loading: Promise<McpSdk> | null = null;

/** The SDK, loaded once per process (a failed load is tried again by the next request). */
export function mcpSdk(): Promise<McpSdk> {
  loading ??= load().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
