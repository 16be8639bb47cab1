// route: custom — the MCP server (docs/guides/mcp.md) is not a JSON endpoint of the registry; lib/mcp/http.ts serves it.
import "@/lib/http/next-after";
// The composition root: opens the App that the walk reads through lib/runtime/current-app.ts.
import "@/lib/app/app";
import { everyMethod } from "@/lib/http/methods";
import { mcpRoute } from "@/lib/mcp/http";

export const dynamic = "force-dynamic";

// POST is the server; OPTIONS answers 204 with Allow (no CORS: browsers are refused); every other method 405.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = everyMethod(mcpRoute);
