// route: custom — the MCP server (docs/guides/mcp.md) is not a JSON endpoint of the registry; lib/mcp/http.ts serves it.
import { handleMcp } from "@/lib/mcp/http";

export const dynamic = "force-dynamic";

// POST is the server; every other method answers 405 with Allow: POST.
const handler = (request: Request) => handleMcp(request);
export const POST = handler;
export const GET = handler;
export const HEAD = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;

/** No CORS headers on purpose: browsers are refused (origin_not_allowed). */
export const OPTIONS = async () => new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });
