/**
 * The MCP server's route, declared once: its limits, what the walk needs of it, and what the
 * OpenAPI document and GET /v1/scopes say of it. It sits here, below the registry, because the
 * document that describes it is built beneath the MCP server (which reads the registry for its
 * tools); lib/mcp/ imports it from here.
 */
import { z } from "zod";
import type { ErrorCode } from "@/lib/http/errors";
import type { ProblemUse } from "./problems";
import type { RouteBeside } from "./routes-beside";

/** The MCP server's own limits (docs/guides/mcp.md, "Limits"), on top of each tool call's work. */
export const MCP_LIMITS = {
  /** JSON-RPC messages per key per window, every message of a batch counted (notifications too). */
  messagesPerMinute: 120,
  windowSeconds: 60,
  /** Request body, bytes. */
  maxBodyBytes: 64 * 1024,
  /** Messages in one JSON-RPC batch. */
  maxBatch: 10,
  /** Items in one list argument of a tool (ids, fields, ...). */
  maxListItems: 50,
} as const;

const Id = z.union([z.string().max(200), z.int().min(-2147483648).max(2147483647)]).describe("The message's id; absent in a notification.");

const JsonRpcMessage = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: Id.optional(),
    method: z
      .string()
      .min(1)
      .max(200)
      .describe("Handshake era: `initialize`, `tools/list`, `tools/call`, `ping`, or a notification such as `notifications/initialized`. Revision 2026-07-28: `server/discover`, `tools/list`, `tools/call`."),
    params: z.record(z.string().max(200), z.unknown()).optional().describe("The method's parameters (for `tools/call`: `name` and `arguments`)."),
  })
  .meta({ id: "JsonRpcMessage" });

const JsonRpcError = z
  .object({
    code: z
      .int()
      .min(-2147483648)
      .max(2147483647)
      .describe(
        "-32700 the body is not JSON, -32600 an invalid request or batch, -32601 an unknown method, -32602 invalid params (an unknown tool, a missing `_meta` field), -32000 a transport refusal; revision 2026-07-28 adds -32020 HeaderMismatch and -32022 UnsupportedProtocolVersion (with `data.supported` and `data.requested`).",
      ),
    message: z.string().max(2000),
    data: z.record(z.string().max(200), z.unknown()).optional(),
  })
  .meta({ id: "JsonRpcError" });

const JsonRpcAnswer = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: Id.nullable(),
    result: z.record(z.string().max(200), z.unknown()).optional().describe("The method's result (for `tools/call`: `content`, `structuredContent`, `isError`)."),
    error: JsonRpcError.optional(),
  })
  .meta({ id: "JsonRpcAnswer" });

const JsonRpcRefusal = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: Id.nullable().optional().describe("The message's id where it could be read; otherwise null (handshake era) or absent (revision 2026-07-28)."),
    error: JsonRpcError,
  })
  .meta({ id: "JsonRpcRefusal" });

const { messagesPerMinute, maxBodyBytes, maxBatch } = MCP_LIMITS;

const problem = (code: ErrorCode, status: number, why: string): ProblemUse => ({ code, status, why });

/**
 * POST /v1/mcp: the MCP server over streamable HTTP (docs/guides/mcp.md). The walk's steps read
 * it (request id, key, scopes, cache rule: lib/mcp/http.ts runs them), the OpenAPI document and
 * GET /v1/scopes read it; its handler is never called.
 */
export const MCP_ROUTE: RouteBeside = {
  id: "mcp",
  method: "POST",
  path: "/v1/mcp",
  tag: "MCP",
  summary: "The MCP server",
  description: [
    "The Model Context Protocol server over streamable HTTP, stateless, answering JSON: one JSON-RPC message, or a batch of at most " +
      `${maxBatch}, per request. Its tools are the read routes (see the MCP guide); each tool call runs its route with the calling key, so scopes, caching, work budgets and the audit log apply as over HTTP.`,
    "",
    `- **Scopes:** \`mcp:access\` (and each tool's route's own scopes).`,
    "- **Keys:** Secret keys only (Bearer header). A request with an `Origin` header is refused: browsers are not clients.",
    `- **Limits:** ${messagesPerMinute} messages a minute per key, every message of a batch counted (notifications too); a body of at most ${maxBodyBytes / 1024} KB. The rate-limit headers show the message window (\`RateLimit-Policy: "mcp-messages";q=${messagesPerMinute};w=60\`).`,
    "- **Headers:** send `Content-Type: application/json` and `Accept: application/json, text/event-stream`.",
    "- **Two eras, one endpoint:** a request whose `params._meta` names `io.modelcontextprotocol/protocolVersion` `2026-07-28` (with the same `MCP-Protocol-Version` header, and `Mcp-Method` / `Mcp-Name` headers matching the body) is served statelessly by that revision: `server/discover`, `tools/list`, `tools/call`, each result with `resultType`. Any other request is served by the handshake era (`initialize` first), as before.",
    "",
    "Refusals before any message is read are RFC 9457 problems, as on every route; refusals of the messages themselves are JSON-RPC errors.",
  ].join("\n"),
  auth: "key",
  scopes: ["mcp:access"],
  publishable: false,
  // The server counts its messages itself: no write allowance.
  writeClass: "none",
  // A key's scopes (and so its tool list) can change at any moment: nothing is kept.
  cache: "no-store",
  envelope: "single",
  response: z.unknown(),
  handler: async () => {
    throw new Error("The MCP route is served by lib/mcp/http.ts, not by the walk's handler step.");
  },
  documented: {
  body: z.union([JsonRpcMessage, z.array(JsonRpcMessage).min(1).max(maxBatch)]).describe(`One JSON-RPC 2.0 message, or a batch of 1 to ${maxBatch}.`),
  answer: z.union([JsonRpcAnswer, z.array(JsonRpcAnswer).max(maxBatch)]).describe("The answer to each request of the body (notifications get none)."),
  otherAnswers: [
    { status: 202, description: "The body held only notifications: accepted, no body.", body: null },
    {
      status: 400,
      description: `A JSON-RPC error: the body is not JSON (-32700), or an empty batch or one of more than ${maxBatch} messages (-32600), counted against the message limit; in revision 2026-07-28 also a header that does not match the body (-32020), a version not served (-32022), a batch (-32600) or a missing \`_meta\` field (-32602).`,
      body: JsonRpcRefusal,
    },
    { status: 404, description: "Revision 2026-07-28 only: a method this revision does not serve (-32601); `initialize`, `ping` and `logging/setLevel` are gone from it.", body: JsonRpcRefusal },
    { status: 406, description: "A JSON-RPC error (-32000): the `Accept` header must list `application/json` and `text/event-stream`.", body: JsonRpcRefusal },
    { status: 415, description: "A JSON-RPC error (-32000): the `Content-Type` must be `application/json`.", body: JsonRpcRefusal },
  ],
  problems: [
    problem("key_in_query", 400, "A secret key was sent as `?key=`: rotate it, it is leaked."),
    problem("invalid_key", 401, "The key is missing, malformed, unknown, revoked or expired."),
    problem("key_suspended", 403, "The key is suspended in the crew admin."),
    problem("subscription_required", 403, "The crew's plan no longer includes the API."),
    problem("missing_scope", 403, "The key lacks `mcp:access`, or is a publishable key."),
    problem("origin_not_allowed", 403, "The request has an `Origin` header: browsers are refused, before the key is looked at."),
    problem("method_not_allowed", 405, "Any method but POST (OPTIONS answers 204 with `Allow` and no CORS permission)."),
    problem("payload_too_large", 413, `The body is larger than ${maxBodyBytes / 1024} KB.`),
    problem("rate_limited", 429, `More than ${messagesPerMinute} messages this minute for the key (a batch that would cross it is refused whole); wait \`Retry-After\` seconds.`),
    problem("internal_error", 500, "A failure on the service side; safe to retry."),
    problem("service_unavailable", 503, "The database could not be reached; nothing was done. Retry after `Retry-After` seconds."),
  ],
  },
};

