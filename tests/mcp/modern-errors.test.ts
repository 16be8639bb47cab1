/**
 * Revision 2026-07-28's refusals on POST /v1/mcp, each answer checked against the revision's JSON
 * Schema: header mismatches (-32020), versions not served (-32022), methods not served (404,
 * -32601), malformed requests; and the endpoint's own rules (key, Origin, limits) in this era too.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE, GET } from "@/app/api/[[...path]]/route";
import { mcpSdk } from "@/lib/mcp/sdk";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { MCP_KEYS, MCP_URL, MODERN_META, initialize, mcpWorld, modern, post, postModern, type RawAnswer } from "./support";
import { schemaErrors } from "./schema/validate";

// The real SDK loader, watched: the modern era must not need it.
vi.mock("@/lib/mcp/sdk", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/mcp/sdk")>();
  return { ...real, mcpSdk: vi.fn(real.mcpSdk) };
});

let api: TestApp;
beforeAll(async () => {
  api = await startApp(mcpWorld());
});
afterAll(() => api.close());

const fits = (definition: string, value: unknown) => expect(schemaErrors(definition, value), definition).toEqual([]);

const SUPPORTED = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];

function headerMismatch(a: RawAnswer, id: number | string, detail: RegExp) {
  expect(a.status).toBe(400);
  expect(a.headers.get("content-type")).toBe("application/json");
  fits("HeaderMismatchError", a.body);
  expect(a.body).toMatchObject({ jsonrpc: "2.0", id, error: { code: -32020 } });
  expect(a.body.error.message).toMatch(detail);
}

function unsupported(a: RawAnswer, requested: string, id?: number) {
  expect(a.status).toBe(400);
  fits("UnsupportedProtocolVersionError", a.body);
  expect(a.body.error).toEqual({ code: -32022, message: "Unsupported protocol version", data: { supported: SUPPORTED, requested } });
  if (id !== undefined) expect(a.body.id).toBe(id);
}

function rpcError(a: RawAnswer, status: number, errorDefinition: string, code: number) {
  expect(a.status).toBe(status);
  fits("JSONRPCErrorResponse", a.body);
  fits(errorDefinition, a.body.error);
  expect(a.body.error.code).toBe(code);
}

const call = (name: string, id = 5) => modern(id, "tools/call", { name, arguments: {} });

describe("header mismatch: -32020 with HTTP 400", () => {
  it("MCP-Protocol-Version missing, or not the _meta version", async () => {
    headerMismatch(await postModern(modern(1, "tools/list"), { key: KEYS.secret, headers: { "MCP-Protocol-Version": null } }), 1, /MCP-Protocol-Version header is missing/);
    headerMismatch(await postModern(modern(2, "tools/list"), { key: KEYS.secret, headers: { "MCP-Protocol-Version": "2025-11-25" } }), 2, /'2025-11-25' does not match _meta value '2026-07-28'/);
    // The header names a modern version, the body another: still a mismatch, not a version question.
    const m = modern(3, "server/discover");
    const body = { ...m.body, params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "v999.0.0" } } };
    headerMismatch(await postModern({ body, headers: m.headers }, { key: KEYS.secret }), 3, /'2026-07-28' does not match _meta value 'v999.0.0'/);
  });

  it("Mcp-Method missing, different, or different in case only (values are case-sensitive)", async () => {
    headerMismatch(await postModern(modern(4, "tools/list"), { key: KEYS.secret, headers: { "Mcp-Method": null } }), 4, /Mcp-Method header is missing/);
    headerMismatch(await postModern(modern(5, "tools/list"), { key: KEYS.secret, headers: { "Mcp-Method": "prompts/list" } }), 5, /'prompts\/list' does not match body value 'tools\/list'/);
    headerMismatch(await postModern(modern(6, "tools/list"), { key: KEYS.secret, headers: { "Mcp-Method": "TOOLS/LIST" } }), 6, /'TOOLS\/LIST'/);
  });

  it("Mcp-Name missing on tools/call, or not params.name", async () => {
    headerMismatch(await postModern(call("get_me", 7), { key: KEYS.secret, headers: { "Mcp-Name": null } }), 7, /Mcp-Name header is missing/);
    headerMismatch(await postModern(call("get_me", 8), { key: KEYS.secret, headers: { "Mcp-Name": "get_crew" } }), 8, /'get_crew' does not match body value 'get_me'/);
  });

  it("Mcp-Name in the Base64 sentinel form is decoded before the comparison; a malformed one is refused", async () => {
    const encoded = `=?base64?${Buffer.from("get_me").toString("base64")}?=`;
    const ok = await postModern(call("get_me", 9), { key: KEYS.secret, headers: { "Mcp-Name": encoded } });
    expect(ok.status).toBe(200);
    expect(ok.body.result.structuredContent.key).toBeDefined();
    const other = `=?base64?${Buffer.from("get_crew").toString("base64")}?=`;
    headerMismatch(await postModern(call("get_me", 10), { key: KEYS.secret, headers: { "Mcp-Name": other } }), 10, /'get_crew' does not match body value 'get_me'/);
    headerMismatch(await postModern(call("get_me", 11), { key: KEYS.secret, headers: { "Mcp-Name": "=?base64?Z2V0X21l*?=" } }), 11, /malformed/);
    // A name that is not UTF-8 once decoded, and a plain value outside visible ASCII.
    headerMismatch(await postModern(call("get_me", 12), { key: KEYS.secret, headers: { "Mcp-Name": `=?base64?${Buffer.from([0xff, 0xfe]).toString("base64")}?=` } }), 12, /malformed/);
    headerMismatch(await postModern(call("get_me", 13), { key: KEYS.secret, headers: { "Mcp-Name": "get_m\u00e9" } }), 13, /malformed/);
  });

  it("accepts header names in any case and values with surrounding whitespace", async () => {
    const m = modern(14, "tools/call", { name: "get_me", arguments: {} });
    const headers = { "mcp-protocol-version": " 2026-07-28 ", "MCP-METHOD": "tools/call", "mcp-name": "  get_me  " };
    const a = await post(m.body, { key: KEYS.secret, headers });
    expect(a.status).toBe(200);
    expect(a.body.result.resultType).toBe("complete");
  });
});

describe("protocol versions", () => {
  it("a version served by neither era: -32022 with HTTP 400, listing the supported ones and echoing the request's", async () => {
    const m = modern(20, "server/discover");
    const body = { ...m.body, params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "1900-01-01" } } };
    unsupported(await postModern({ body, headers: { ...m.headers, "MCP-Protocol-Version": "1900-01-01" } }, { key: KEYS.secret }), "1900-01-01", 20);
  });

  it("a handshake version in _meta: -32022 too (those are spoken after initialize, never per request)", async () => {
    const m = modern(21, "tools/list");
    const body = { ...m.body, params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "2025-11-25" } } };
    unsupported(await postModern({ body, headers: { ...m.headers, "MCP-Protocol-Version": "2025-11-25" } }, { key: KEYS.secret }), "2025-11-25", 21);
  });

  it("only the header names a version, one served by neither era: -32022 with that version", async () => {
    const a = await post({ jsonrpc: "2.0", id: 22, method: "tools/list", params: {} }, { key: KEYS.secret, headers: { "MCP-Protocol-Version": "2099-01-01", "Mcp-Method": "tools/list" } });
    unsupported(a, "2099-01-01", 22);
  });

  it("a modern header over a body without _meta, or _meta without a field it must carry: -32602 with HTTP 400", async () => {
    const headers = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "server/discover" };
    const { "io.modelcontextprotocol/protocolVersion": _v, ...noVersion } = MODERN_META;
    const { "io.modelcontextprotocol/clientCapabilities": _c, ...noCapabilities } = MODERN_META;
    for (const [id, params] of [[30, {}], [31, { _meta: noVersion }], [32, { _meta: noCapabilities }]] as const) {
      const a = await post({ jsonrpc: "2.0", id, method: "server/discover", params }, { key: KEYS.secret, headers });
      rpcError(a, 400, "InvalidParamsError", -32602);
      expect(a.body.id).toBe(id);
    }
  });
});

describe("methods", () => {
  it.each(["initialize", "ping", "logging/setLevel", "resources/list", "resources/read", "prompts/list", "completion/complete", "subscriptions/listen", "tools/destroy"])(
    "%s is not a method of this revision here: 404 with -32601",
    async (method) => {
      const params = method === "resources/read" ? { uri: "file:///x" } : {};
      const m = modern(40, method, params);
      const a = await postModern(method === "resources/read" ? { ...m, headers: { ...m.headers, "Mcp-Name": "file:///x" } } : m, { key: KEYS.secret });
      rpcError(a, 404, "MethodNotFoundError", -32601);
      expect(a.body.id).toBe(40);
    },
  );

  it("is served without the SDK, which only a handshake-era request loads", async () => {
    vi.mocked(mcpSdk).mockClear();
    expect((await postModern(modern(1, "server/discover"), { key: KEYS.secret })).status).toBe(200);
    expect((await postModern(modern(2, "tools/call", { name: "get_me", arguments: {} }), { key: KEYS.secret })).status).toBe(200);
    expect((await postModern(modern(3, "ping"), { key: KEYS.secret })).status).toBe(404);
    expect(mcpSdk).not.toHaveBeenCalled();
    expect((await post(initialize(), { key: KEYS.secret })).status).toBe(200);
    expect(mcpSdk).toHaveBeenCalledTimes(1);
  });

  it("the handshake's ping and initialize still work when sent the handshake way", async () => {
    expect((await post(initialize(), { key: KEYS.secret })).body.result.protocolVersion).toBe("2025-06-18");
    expect((await post({ jsonrpc: "2.0", id: 2, method: "ping" }, { key: KEYS.secret })).body).toEqual({ jsonrpc: "2.0", id: 2, result: {} });
  });

  it("a notification is accepted with 202 and no body", async () => {
    const m = modern(0, "notifications/cancelled", { requestId: 3 });
    const { id: _id, ...notification } = m.body;
    const a = await post(notification, { key: KEYS.secret, headers: m.headers });
    expect(a.status).toBe(202);
    expect(a.text).toBe("");
  });

  it("GET and DELETE answer 405 in this era too; no session is minted, and Mcp-Session-Id and Last-Event-ID are ignored", async () => {
    for (const handler of [GET, DELETE]) {
      const response = await handler(new Request(MCP_URL, { method: handler === GET ? "GET" : "DELETE", headers: { Authorization: `Bearer ${KEYS.secret}`, "MCP-Protocol-Version": "2026-07-28", "Mcp-Session-Id": "abc" } }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    const plain = await postModern(modern(41, "tools/list"), { key: KEYS.secret });
    const withSession = await postModern(modern(41, "tools/list"), { key: KEYS.secret, headers: { "Mcp-Session-Id": "made-up-session", "Last-Event-ID": "17" } });
    expect(withSession.status).toBe(200);
    expect(withSession.body).toEqual(plain.body);
    expect(withSession.headers.get("mcp-session-id")).toBeNull();
  });
});

describe("malformed messages", () => {
  it("a batch is not part of this revision: -32600, without an id", async () => {
    const a = await post([modern(1, "tools/list").body, modern(2, "server/discover").body], { key: KEYS.secret, headers: { "MCP-Protocol-Version": "2026-07-28" } });
    rpcError(a, 400, "InvalidRequestError", -32600);
    expect(a.body).not.toHaveProperty("id");
  });

  it("a null id, or no method: -32600", async () => {
    const m = modern(1, "tools/list");
    rpcError(await post({ ...m.body, id: null }, { key: KEYS.secret, headers: m.headers }), 400, "InvalidRequestError", -32600);
    const { method: _method, ...noMethod } = m.body;
    rpcError(await post(noMethod, { key: KEYS.secret, headers: m.headers }), 400, "InvalidRequestError", -32600);
  });

  it("a body that is not JSON under a modern header: -32700, without an id", async () => {
    const a = await post("{not json", { key: KEYS.secret, headers: { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" } });
    rpcError(a, 400, "ParseError", -32700);
    expect(a.body).not.toHaveProperty("id");
  });
});

describe("the endpoint's rules hold in this era", () => {
  const isProblem = (a: RawAnswer, status: number, code: string) => {
    expect(a.status).toBe(status);
    expect(a.headers.get("content-type")).toBe("application/problem+json");
    expect(a.body).toMatchObject({ status, code, instance: "/api/v1/mcp" });
  };

  it("keys and scopes: a secret key with mcp:access only", async () => {
    isProblem(await postModern(modern(1, "server/discover"), { key: null }), 401, "invalid_key");
    isProblem(await postModern(modern(1, "server/discover"), { key: KEYS.publishable }), 403, "missing_scope");
    isProblem(await postModern(modern(1, "server/discover"), { key: KEYS.harbour }), 403, "missing_scope");
  });

  it("an Origin header is refused before the key", async () => {
    isProblem(await postModern(modern(1, "server/discover"), { key: KEYS.secret, headers: { Origin: "https://partner.example" } }), 403, "origin_not_allowed");
  });

  it("a body over 64 KB is 413; a batch over 10 messages is -32600 with max_batch", async () => {
    const m = modern(1, "tools/list");
    const big = { ...m.body, params: { _meta: { ...MODERN_META, pad: "x".repeat(64 * 1024) } } };
    isProblem(await post(big, { key: KEYS.secret, headers: m.headers }), 413, "payload_too_large");
    const eleven = await post(Array.from({ length: 11 }, (_, i) => modern(i + 1, "tools/list").body), { key: KEYS.secret, headers: m.headers });
    rpcError(eleven, 400, "InvalidRequestError", -32600);
    expect(eleven.body.error.data).toEqual({ max_batch: 10 });
  });

  it("modern requests count in the key's 120 messages a minute with the handshake's, then 429 rate_limited", async () => {
    // The window is pinned to the middle of a minute so no boundary passes during the test.
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 30 * 60_000;
    const options = { now: () => minute + 30_000 };
    const batch = Array.from({ length: 10 }, (_, i) => ({ jsonrpc: "2.0", id: i + 1, method: "ping" }));
    for (let i = 0; i < 11; i++) expect((await post(batch, { key: MCP_KEYS.harbour, options })).status).toBe(200); // 110 handshake messages
    for (let i = 0; i < 10; i++) {
      const a = await postModern(modern(i, "server/discover"), { key: MCP_KEYS.harbour, options });
      expect(a.status).toBe(200);
      expect(a.headers.get("x-ratelimit-remaining")).toBe(String(9 - i));
    }
    const refused = await postModern(modern(99, "server/discover"), { key: MCP_KEYS.harbour, options });
    isProblem(refused, 429, "rate_limited");
    expect(refused.headers.get("retry-after")).toBe("30");
  });
});
