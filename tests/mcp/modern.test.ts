/**
 * Revision 2026-07-28 on POST /v1/mcp: server/discover, tools/list and tools/call without a
 * handshake, each answer checked against the revision's JSON Schema (tests/mcp/schema/), and the
 * same tools and answers as the handshake era (the SDK's client) and as HTTP.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_INSTRUCTIONS } from "@/lib/mcp/instructions";
import { allTools } from "@/lib/mcp/tools";
import { cacheHints } from "@/lib/mcp/route";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { MCP_KEYS, MODERN_META, connect, initialize, mcpWorld, modern, post, postModern, type RawAnswer } from "./support";
import { schemaErrors, validatorOf } from "./schema/validate";

let api: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  api = await startApp(mcpWorld());
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await api.close();
});

/** The answer fits `$defs/<definition>` of the revision's schema. */
const fits = (definition: string, value: unknown) => expect(schemaErrors(definition, value), definition).toEqual([]);

const SERVER_INFO = { name: "events-partner-api", title: "Events platform partner API (read-only)", version: "1.0.0" };

/** What every modern answer carries at the HTTP level. */
function isModernJson(a: RawAnswer, status = 200) {
  expect(a.status).toBe(status);
  expect(a.headers.get("content-type")).toBe("application/json");
  expect(a.headers.get("mcp-session-id")).toBeNull();
  expect(a.headers.get("x-request-id")).toMatch(/^req_/);
  expect(a.headers.get("cache-control")).toBe("private, no-store");
}

const list = async (key: string) => {
  const a = await postModern(modern(1, "tools/list"), { key });
  isModernJson(a);
  fits("ListToolsResultResponse", a.body);
  return a.body.result as { tools: { name: string }[] };
};

const callModern = async (key: string, name: string, args: Record<string, unknown> = {}) => {
  const a = await postModern(modern(7, "tools/call", { name, arguments: args }), { key });
  isModernJson(a);
  fits("CallToolResultResponse", a.body);
  expect(a.body.id).toBe(7);
  return a.body.result as CallToolResult & { resultType: string };
};

describe("server/discover", () => {
  it("names both eras' versions, the tools capability, the 4.13 instructions and the server, with cache hints", async () => {
    const a = await postModern(modern("d-1", "server/discover"), { key: KEYS.secret });
    isModernJson(a);
    fits("DiscoverResultResponse", a.body);
    expect(a.body).toEqual({
      jsonrpc: "2.0",
      id: "d-1",
      result: {
        resultType: "complete",
        supportedVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"],
        capabilities: { tools: { listChanged: false } },
        instructions: MCP_INSTRUCTIONS,
        ttlMs: 0,
        cacheScope: "public",
        _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO },
      },
    });
  });

  it("gives the same identity, capabilities and instructions as the handshake's initialize", async () => {
    const modernAnswer = (await postModern(modern(1, "server/discover"), { key: KEYS.secret })).body.result;
    const init = (await post(initialize(), { key: KEYS.secret })).body.result;
    expect(modernAnswer._meta["io.modelcontextprotocol/serverInfo"]).toEqual(init.serverInfo);
    expect(modernAnswer.capabilities).toEqual(init.capabilities);
    expect(modernAnswer.instructions).toBe(init.instructions);
    expect(modernAnswer.supportedVersions).toContain(init.protocolVersion);
  });

  it("serves a request whose _meta leaves out clientInfo (a SHOULD, not a MUST)", async () => {
    const m = modern(2, "server/discover");
    const { "io.modelcontextprotocol/clientInfo": _drop, ...meta } = MODERN_META;
    const a = await postModern({ ...m, body: { ...m.body, params: { _meta: meta } } }, { key: KEYS.secret });
    isModernJson(a);
    fits("DiscoverResultResponse", a.body);
  });
});

describe("tools/list", () => {
  it("shows a key the same tools, defined the same, as the handshake era does", async () => {
    for (const key of [MCP_KEYS.mcpOnly, MCP_KEYS.profile, MCP_KEYS.harbour, KEYS.all]) {
      const client = await connect(key);
      clients.push(client);
      const handshake = (await client.listTools()).tools;
      const modernTools = (await list(key)).tools;
      expect(modernTools.map((t) => t.name), key).toEqual(handshake.map((t) => t.name));
      expect(modernTools).toEqual(handshake);
    }
    expect((await list(MCP_KEYS.mcpOnly)).tools.map((t) => t.name)).not.toContain("get_crew");
  });

  it("answers in a fixed order (the order of the tool table), the same on every call", async () => {
    const first = (await list(KEYS.all)).tools.map((t) => t.name);
    const second = (await list(KEYS.all)).tools.map((t) => t.name);
    expect(second).toEqual(first);
    expect(first).toEqual(allTools().map((t) => t.name).filter((n) => first.includes(n)));
    expect(first.length).toBeGreaterThan(20);
  });

  it("carries resultType, the route's cache rule as ttlMs and cacheScope private (the list depends on the key), and the server", async () => {
    const a = await postModern(modern(3, "tools/list"), { key: KEYS.secret });
    const { tools: _tools, ...rest } = a.body.result;
    expect(rest).toEqual({ resultType: "complete", ttlMs: 0, cacheScope: "private", _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO } });
    // POST /v1/mcp is declared no-store: nothing of it is kept, not even a minute.
    expect(cacheHints(true)).toEqual({ ttlMs: 0, cacheScope: "private" });
    expect(cacheHints(true, { cache: 300 } as never)).toEqual({ ttlMs: 300_000, cacheScope: "private" });
  });

  it("gives tools whose input and output schemas are JSON Schema 2020-12", async () => {
    const { tools } = (await list(KEYS.all)) as unknown as { tools: { name: string; inputSchema: object; outputSchema?: object }[] };
    for (const tool of tools) {
      expect(() => validatorOf(tool.inputSchema), tool.name).not.toThrow();
      if (tool.outputSchema) expect(() => validatorOf(tool.outputSchema!), tool.name).not.toThrow();
    }
  });

  it("refuses a cursor it never handed out with -32602", async () => {
    const a = await postModern(modern(4, "tools/list", { cursor: "abc" }), { key: KEYS.secret });
    isModernJson(a);
    fits("JSONRPCErrorResponse", a.body);
    fits("InvalidParamsError", a.body.error);
    expect(a.body.id).toBe(4);
  });
});

describe("tools/call", () => {
  it("answers what the handshake era answers, plus resultType and the server, and the route's JSON byte for byte", async () => {
    const client = await connect(KEYS.secret);
    clients.push(client);
    const handshake = (await client.callTool({ name: "list_crew_pages", arguments: { fields: ["name"] } })) as CallToolResult;
    const result = await callModern(KEYS.secret, "list_crew_pages", { fields: ["name"] });
    const http = await api.get("/v1/crew/pages?fields=name", { key: KEYS.secret });
    expect(result.resultType).toBe("complete");
    expect(result.isError).toBeUndefined();
    expect(result.content).toEqual([{ type: "text", text: http.text }]);
    expect(result.structuredContent).toEqual(http.body);
    expect(result.content).toEqual(handshake.content);
    expect(result.structuredContent).toEqual(handshake.structuredContent);
    const { "io.modelcontextprotocol/serverInfo": server, request_id: modernId, ...meta } = result._meta as Record<string, unknown>;
    const { request_id: handshakeId, ...handshakeMeta } = handshake._meta as Record<string, unknown>;
    expect(server).toEqual(SERVER_INFO);
    // The same route through the same pipeline: the modern call is answered from the copy the handshake call left.
    expect(meta).toEqual({ ...handshakeMeta, cache_status: expect.stringContaining("; hit;") });
    expect(modernId).toMatch(/^req_/);
    expect(modernId).not.toBe(handshakeId);
  });

  it("answers within the tool's outputSchema", async () => {
    const tools = (await list(KEYS.all)).tools as unknown as { name: string; outputSchema: object }[];
    const schema = tools.find((t) => t.name === "get_crew")!.outputSchema;
    const result = await callModern(KEYS.all, "get_crew");
    const validate = validatorOf(schema);
    expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
  });

  it("a refusal is the endpoint's problem in a result with isError, as in the handshake era", async () => {
    const result = await callModern(MCP_KEYS.mcpOnly, "get_crew");
    const http = await api.get("/v1/crew", { key: MCP_KEYS.mcpOnly });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(JSON.parse((result.content[0] as { text: string }).text)).toMatchObject({ status: 403, code: "missing_scope", detail: http.body.detail, instance: "/api/v1/crew" });
    expect(result._meta).toMatchObject({ status: 403 });
  });

  it("argument errors and the 50-item limit of a list argument are validation_error problems", async () => {
    const unknown = await callModern(KEYS.secret, "list_genres", { colour: "blue" });
    expect(unknown.isError).toBe(true);
    expect(JSON.parse((unknown.content[0] as { text: string }).text)).toMatchObject({ status: 400, code: "validation_error", errors: [{ param: "colour", message: "Unknown parameter." }] });
    const many = await callModern(KEYS.all, "list_events", { ids: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(JSON.parse((many.content[0] as { text: string }).text)).toMatchObject({ code: "validation_error", errors: [{ param: "ids", message: "At most 50 items in a list argument." }] });
  });

  it("an unknown tool is JSON-RPC -32602, with the same message as in the handshake era", async () => {
    const a = await postModern(modern(8, "tools/call", { name: "drop_tables", arguments: {} }), { key: KEYS.secret });
    isModernJson(a);
    fits("JSONRPCErrorResponse", a.body);
    fits("InvalidParamsError", a.body.error);
    expect(a.body).toMatchObject({ id: 8, error: { code: -32602, message: "Unknown tool: drop_tables. Call tools/list for the tools this key can use." } });
    const handshake = await post({ jsonrpc: "2.0", id: 8, method: "tools/call", params: { name: "drop_tables", arguments: {} } }, { key: KEYS.secret });
    expect(handshake.body.error.code).toBe(-32602);
    expect(handshake.body.error.message).toContain(a.body.error.message);
  });

  it("a malformed tools/call (no name, arguments not an object) is -32602 with HTTP 400", async () => {
    for (const params of [{ arguments: {} }, { name: "get_me", arguments: [1] }]) {
      const m = modern(9, "tools/call", params);
      const a = await postModern(m, { key: KEYS.secret });
      isModernJson(a, 400);
      fits("JSONRPCErrorResponse", a.body);
      fits("InvalidParamsError", a.body.error);
    }
  });

  it("spends the key's work budget as HTTP does: a spent budget is a rate_limited result", async () => {
    // Field sets no other test asks for: three uncached reads of 1 work each, on a budget of 2 a minute.
    expect((await callModern(MCP_KEYS.tiny, "get_artist", { id: 14, fields: ["name", "description"] })).isError).toBeUndefined();
    expect((await callModern(MCP_KEYS.tiny, "get_artist", { id: 14, fields: ["name", "is_verified"] })).isError).toBeUndefined();
    const refused = await callModern(MCP_KEYS.tiny, "get_artist", { id: 14, fields: ["name", "managed"] });
    expect(refused.isError).toBe(true);
    const problem = JSON.parse((refused.content[0] as { text: string }).text);
    expect(problem).toMatchObject({ status: 429, code: "rate_limited" });
    expect(refused._meta).toMatchObject({ status: 429, retry_after: problem.retry_after });
  });
});
