/**
 * Contract points of the second audit:
 * - core 4.1, rotate: "Does not take Idempotency-Key (the answer carries a secret and is never
 *   stored)": the header is ignored as on the other exempt routes, and the document says so;
 * - core 9.2: "openapi.json is generated from the routes actually served": `POST /v1/mcp` is in
 *   `paths` (its JSON-RPC body, the mcp:access scope, the refusals it answers) and GET /v1/scopes
 *   lists it under mcp:access;
 * - 405, 413 and 415 are answered: the errors guide's table and each route's responses name them
 *   where they can occur, marked as the service's own codes beyond the contract's table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { buildOpenApi } from "@/lib/openapi/document";
import { MCP_LIMITS } from "@/lib/openapi/mcp-route";
import { handleMcp } from "@/lib/server/in-process";
import { guideMarkdown } from "@/app/_portal/guides-md";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

const doc = buildOpenApi(endpoints, "https://api.events.test/api") as any;
const problemCodes = (op: any, status: number): string[] => op.responses[String(status)]?.content?.["application/problem+json"]?.schema.allOf[1].properties.code.enum ?? [];

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

describe("rotate takes no Idempotency-Key (core 4.1)", () => {
  it("a malformed Idempotency-Key is ignored: the key rotates (201), where a route that takes one answers 400", async () => {
    const res = await api.post("/v1/keys/rotate", {}, { key: KEYS.secret, headers: { "Idempotency-Key": " not\tvisible ascii " } });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });

  it("the same key again with another body is no idempotency_mismatch: the call runs, and the key has rotated once already", async () => {
    const first = await api.post("/v1/keys/rotate", { grace_hours: 2 }, { key: KEYS.all, headers: { "Idempotency-Key": "rotate-1" } });
    expect(first.status, first.text).toBe(201);
    const again = await api.post("/v1/keys/rotate", { grace_hours: 3 }, { key: KEYS.all, headers: { "Idempotency-Key": "rotate-1" } });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "already_rotated" });
  });

  it("the document names no Idempotency-Key on rotate, and its description says the header is ignored", () => {
    const op = doc.paths["/v1/keys/rotate"].post;
    const names = op.parameters.map((p: any) => p.name ?? p.$ref.split("/").pop());
    expect(names).not.toContain("Idempotency-Key");
    expect(op.description).toMatch(/does not take the `Idempotency-Key` header/i);
    expect(problemCodes(op, 422)).not.toContain("idempotency_mismatch");
  });
});

describe("POST /v1/mcp in the OpenAPI document and in GET /v1/scopes (core 9.2)", () => {
  const op = () => doc.paths["/v1/mcp"]?.post;

  it("is in paths: its JSON-RPC body (one message or a batch of at most 10), the mcp:access scope, its answers", () => {
    expect(op(), JSON.stringify(Object.keys(doc.paths).filter((p) => p.includes("mcp")))).toBeDefined();
    expect(op().operationId).toBe("mcp");
    expect(op().security).toEqual([{ bearerAuth: ["mcp:access"] }]);
    const body = JSON.stringify(op().requestBody.content["application/json"].schema);
    expect(body).toContain("#/components/schemas/JsonRpcMessage");
    expect(body).toContain(`"maxItems":${MCP_LIMITS.maxBatch}`);
    expect(doc.components.schemas.JsonRpcMessage.properties.jsonrpc).toMatchObject({ const: "2.0" });
    expect(doc.components.schemas.JsonRpcMessage.required).toEqual(expect.arrayContaining(["jsonrpc", "method"]));
    expect(op().description).toContain(`${MCP_LIMITS.messagesPerMinute} messages a minute`);
    expect(Object.keys(op().responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "405", "406", "413", "415", "429"]));
    expect(problemCodes(op(), 401)).toEqual(["invalid_key"]);
    expect(problemCodes(op(), 403)).toEqual(expect.arrayContaining(["missing_scope", "origin_not_allowed"]));
    expect(problemCodes(op(), 413)).toEqual(["payload_too_large"]);
    expect(problemCodes(op(), 429)).toEqual(["rate_limited"]);
    expect(problemCodes(op(), 405)).toEqual(["method_not_allowed"]);
    // Refusals of the messages themselves are JSON-RPC errors, not problems.
    expect(op().responses["400"].content["application/json"]).toBeDefined();
    expect(op().responses["415"].content["application/json"]).toBeDefined();
  });

  it("the document still holds only routes this server answers: the MCP route answers as declared", async () => {
    const post = (body: string, headers: Record<string, string>) =>
      handleMcp(new Request("http://localhost:3000/api/v1/mcp", { method: "POST", body, headers: { Accept: "application/json, text/event-stream", ...headers } }));
    const ping = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });
    expect((await post(ping, { "Content-Type": "application/json" })).status).toBe(401);
    expect((await post(ping, { "Content-Type": "application/json", Authorization: `Bearer ${KEYS.secret}` })).status).toBe(200);
    expect((await post(ping, { "Content-Type": "text/plain", Authorization: `Bearer ${KEYS.secret}` })).status).toBe(415);
    expect((await handleMcp(new Request("http://localhost:3000/api/v1/mcp", { method: "GET" }))).status).toBe(405);
  });

  it("GET /v1/scopes lists it under mcp:access", async () => {
    const res = await api.get("/v1/scopes");
    expect(res.status).toBe(200);
    const mcp = res.body.data.find((s: { scope: string }) => s.scope === "mcp:access");
    expect(mcp.routes).toEqual(["POST /v1/mcp"]);
  });
});

describe("405, 413 and 415: in the errors guide's table and in each route's responses", () => {
  const guide = guideMarkdown("errors")!;

  it.each([
    ["method_not_allowed", 405],
    ["payload_too_large", 413],
    ["unsupported_media_type", 415],
  ] as const)("the errors guide's table has %s (%i), marked as the service's own", (code, status) => {
    const row = guide.split("\n").find((l) => l.startsWith(`| \`${code}\``));
    expect(row, guide.slice(0, 3000)).toBeDefined();
    expect(row).toContain(` ${status} `);
    expect(row).toMatch(/this service's own/);
  });

  it("a code of the contract's own table is not marked", () => {
    const row = guide.split("\n").find((l) => l.startsWith("| `not_found`"))!;
    expect(row).not.toMatch(/this service's own/);
  });

  it("every route's responses have 405 method_not_allowed; every POST with a body 413 and 415; each marked as the service's own", () => {
    for (const e of endpoints) {
      const o = doc.paths[e.path][e.method.toLowerCase()];
      expect(problemCodes(o, 405), e.id).toEqual(["method_not_allowed"]);
      expect(o.responses["405"].description).toMatch(/this service's own/);
      if (e.method === "POST") {
        expect(problemCodes(o, 413), e.id).toEqual(["payload_too_large"]);
        expect(o.responses["413"].description).toMatch(/this service's own/);
        if (!e.bodyIgnored) expect(problemCodes(o, 415), e.id).toEqual(["unsupported_media_type"]);
      }
    }
  });
});
