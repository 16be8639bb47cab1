// route: custom — the MCP server (spec 4.13) is not a JSON endpoint of the registry; lib/mcp/http.ts serves it.
import { methodNotAllowed } from "@/lib/api/bind";
import { handleMcp } from "@/lib/mcp/http";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleMcp(request);

// Stateless: no session to delete and no event stream to open.
const refuse = async (request: Request) => methodNotAllowed(request, ["POST"]);
export const GET = refuse;
export const HEAD = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;

/** No CORS headers on purpose: browsers are refused (origin_not_allowed). */
export const OPTIONS = async () => new Response(null, { status: 204, headers: { Allow: "POST, OPTIONS" } });
