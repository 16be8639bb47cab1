/** POST /v1/mcp at the HTTP level: who may call, methods, and the MCP server's limits (docs/guides/mcp.md). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, DELETE, OPTIONS, POST } from "@/app/api/[[...path]]/route";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";
import { MCP_KEYS, MCP_URL, initialize, mcpWorld, post, request } from "./support";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(mcpWorld());
});
afterAll(() => api.close());

const isProblem = (a: { status: number; headers: Headers; body: any }, status: number, code: string) => {
  expect(a.status).toBe(status);
  expect(a.headers.get("content-type")).toBe("application/problem+json");
  expect(a.body).toMatchObject({ status, code, instance: "/api/v1/mcp" });
  expect(a.body.request_id).toBe(a.headers.get("x-request-id"));
};

describe("who may call", () => {
  it("answers a secret key holding mcp:access", async () => {
    const a = await post(initialize(), { key: KEYS.secret });
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toMatch(/^application\/json/);
    expect(a.body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { serverInfo: { name: "events-partner-api" } } });
    expect(a.body.result.instructions).toMatch(/read-only/i);
    expect(a.headers.get("mcp-session-id")).toBeNull(); // stateless
    expect(a.headers.get("x-request-id")).toMatch(/^req_/);
    expect(a.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses any request with an Origin header, before looking at the key", async () => {
    isProblem(await post(initialize(), { key: KEYS.secret, headers: { Origin: "https://partner.example" } }), 403, "origin_not_allowed");
    isProblem(await post(initialize(), { key: KEYS.unknown, headers: { Origin: "https://partner.example" } }), 403, "origin_not_allowed");
    isProblem(await post(initialize(), { key: KEYS.publishable, headers: { Origin: PUBLISHABLE_ORIGIN } }), 403, "origin_not_allowed");
  });

  it("refuses a publishable key, a key without mcp:access, and bad keys as the API does", async () => {
    isProblem(await post(initialize(), { key: KEYS.publishable }), 403, "missing_scope");
    const noMcp = await post(initialize(), { key: KEYS.harbour });
    isProblem(noMcp, 403, "missing_scope");
    expect(noMcp.body.detail).toContain("mcp:access");
    isProblem(await post(initialize(), { key: KEYS.noScopes }), 403, "missing_scope");
    isProblem(await post(initialize(), {}), 401, "invalid_key");
    isProblem(await post(initialize(), { key: KEYS.revoked }), 401, "invalid_key");
    isProblem(await post(initialize(), { key: KEYS.suspended }), 403, "key_suspended");
    isProblem(await post(initialize(), { key: KEYS.lapsed }), 403, "subscription_required");
  });

  it("refuses a secret key sent in the URL as key_in_query", async () => {
    const response = await POST(new Request(`${MCP_URL}?key=${KEYS.secret}`, { method: "POST", headers: { Accept: "application/json, text/event-stream", "Content-Type": "application/json" }, body: JSON.stringify(initialize()) }));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("key_in_query");
  });
});

describe("methods", () => {
  it.each([
    ["GET", GET],
    ["DELETE", DELETE],
  ])("%s answers 405 with Allow: POST and no event stream", async (method, handler) => {
    const response = await handler(new Request(MCP_URL, { method, headers: { Authorization: `Bearer ${KEYS.secret}`, Accept: "text/event-stream" } }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect((await response.json()).code).toBe("method_not_allowed");
  });

  it("OPTIONS gives browsers no CORS permission", async () => {
    const response = await OPTIONS(new Request(MCP_URL, { method: "OPTIONS", headers: { Origin: "https://example.com" } }));
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("limits", () => {
  it("refuses a body over 64 KB with 413 payload_too_large", async () => {
    const big = { ...request(1, "tools/list"), params: { _meta: { pad: "x".repeat(64 * 1024) } } };
    isProblem(await post(big, { key: KEYS.secret }), 413, "payload_too_large");
    // Just under the limit is read.
    const fits = { ...request(1, "ping"), params: { _meta: { pad: "x".repeat(64 * 1024 - 200) } } };
    expect(JSON.stringify(fits).length).toBeLessThanOrEqual(64 * 1024);
    expect((await post(fits, { key: KEYS.secret })).status).toBe(200);
  });

  it("answers a batch of up to 10 messages, and refuses 11 with a JSON-RPC invalid request", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => request(i + 1, "ping"));
    const ok = await post(ten, { key: KEYS.secret });
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(10);
    expect(ok.body.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const eleven = await post(Array.from({ length: 11 }, (_, i) => request(i + 1, "ping")), { key: KEYS.secret });
    expect(eleven.status).toBe(400);
    expect(eleven.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600, data: { max_batch: 10 } } });
    expect(eleven.body.error.message).toContain("at most 10 messages");

    const empty = await post([], { key: KEYS.secret });
    expect(empty.body).toMatchObject({ error: { code: -32600 } });
  });

  it("answers a body that is not JSON with a JSON-RPC parse error", async () => {
    const a = await post("{not json", { key: KEYS.secret });
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
  });

  it("counts 120 messages a minute per key, every message of a batch, then 429 rate_limited", async () => {
    // The window is pinned to the middle of a minute so no boundary passes during the test.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const options = { now: () => minute + 30_000 };
    const batch = Array.from({ length: 10 }, (_, i) => request(i + 1, "ping"));
    for (let i = 0; i < 12; i++) {
      const a = await post(batch, { key: MCP_KEYS.profile, options });
      expect(a.status).toBe(200);
      expect(a.headers.get("x-ratelimit-remaining")).toBe(String(120 - 10 * (i + 1)));
    }
    const refused = await post(request(1, "ping"), { key: MCP_KEYS.profile, options });
    isProblem(refused, 429, "rate_limited");
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.body.retry_after).toBe(30);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("120");
    expect(refused.headers.get("ratelimit-policy")).toBe('"mcp-messages";q=120;w=60');

    // Per key: another key of the same crew still has its own 120.
    expect((await post(request(1, "ping"), { key: MCP_KEYS.mcpOnly, options })).status).toBe(200);
    // The next minute starts afresh.
    expect((await post(request(1, "ping"), { key: MCP_KEYS.profile, options: { now: () => minute + 90_000 } })).status).toBe(200);
  });

  it("counts a batch that would cross the limit as refused, whole", async () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 10 * 60_000;
    const options = { now: () => minute + 5_000 };
    const batch = Array.from({ length: 10 }, (_, i) => request(i + 1, "ping"));
    for (let i = 0; i < 11; i++) expect((await post(batch, { key: MCP_KEYS.mcpOnly, options })).status).toBe(200);
    expect((await post(request(1, "ping"), { key: MCP_KEYS.mcpOnly, options })).status).toBe(200); // 111
    isProblem(await post(batch, { key: MCP_KEYS.mcpOnly, options }), 429, "rate_limited"); // 121 would pass 120
    expect((await post(batch.slice(0, 9), { key: MCP_KEYS.mcpOnly, options })).status).toBe(200); // exactly 120
  });
});
