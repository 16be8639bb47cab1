/**
 * Routes served beside the registry's JSON endpoints, declared here so the OpenAPI document and
 * GET /v1/scopes describe every route this server answers (core 9.2: "generated from the routes
 * actually served"). Today one: the MCP server, `POST /v1/mcp` (lib/mcp/http.ts serves it). This
 * says what the route is, who may call it and what it answers; it does not serve it.
 *
 * The figures repeat lib/mcp/limits.ts, which this folder may not import (lib/mcp reads the
 * registry, which builds discovery, which reads this): tests/openapi/contract-points.test.ts
 * checks they agree and that the route answers as declared.
 */
import { z } from "zod";
import type { Scope } from "@/lib/auth/scopes";
import type { ErrorCode } from "@/lib/http/errors";
import type { ProblemUse } from "./problems";

export interface RouteBeside {
  id: string;
  method: "POST";
  path: string;
  tag: string;
  summary: string;
  description: string;
  scopes: Scope[];
  /** The request body (JSON). */
  body: z.ZodType;
  /** A success's body (200). */
  answer: z.ZodType;
  /** Answers other than the success and RFC 9457 problems (the protocol's own errors). */
  otherAnswers: { status: number; description: string; body: z.ZodType | null }[];
  /** The problems it answers. */
  problems: ProblemUse[];
}

/** The MCP server's own limits, as lib/mcp/limits.ts sets them. */
export const MCP_ROUTE_LIMITS = { messagesPerMinute: 120, maxBodyBytes: 64 * 1024, maxBatch: 10 } as const;

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

const { messagesPerMinute, maxBodyBytes, maxBatch } = MCP_ROUTE_LIMITS;

const problem = (code: ErrorCode, status: number, why: string): ProblemUse => ({ code, status, why });

/** POST /v1/mcp: the MCP server over streamable HTTP (docs/guides/mcp.md). */
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
  scopes: ["mcp:access"],
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
};

/** Every route served beside the registry's JSON endpoints. */
export const ROUTES_BESIDE: readonly RouteBeside[] = [MCP_ROUTE];

/** The routes a scope opens, as "METHOD /v1/path": the registry's endpoints, then these. */
export function routesOfScope(served: readonly { method: string; path: string; scopes: readonly string[] }[], scope: string): string[] {
  return [...served, ...ROUTES_BESIDE].filter((e) => e.scopes.includes(scope)).map((e) => `${e.method} ${e.path}`);
}
