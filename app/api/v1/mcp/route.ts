// route: custom — the MCP server (docs/guides/mcp.md) is not a JSON endpoint of the registry; lib/mcp/http.ts serves it.
import "@/lib/http/next-after";
import { mcpOptions, mcpRoute } from "@/lib/mcp/http";

export const dynamic = "force-dynamic";

// POST is the server; OPTIONS answers 204 with Allow (no CORS: browsers are refused); every other method 405.
export const POST = mcpRoute;
export const GET = mcpRoute;
export const HEAD = mcpRoute;
export const PUT = mcpRoute;
export const PATCH = mcpRoute;
export const DELETE = mcpRoute;
export const OPTIONS = mcpOptions;
