/**
 * `npm run serve:api` as an operator runs it: built (scripts/build-api.mjs), then the bundle in its
 * own plain Node process (no tsx, no Next.js) on a free port, with an embedded database in a temporary folder that it fills with the demo world first.
 * It answers the API (discovery and a demo key's read), answers anything else with the API's 404
 * problem (the portal is Next.js's), and on SIGTERM finishes the request in flight and exits 0.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { OUTFILE, buildApi } from "../../scripts/build-api.mjs";
import { startInstance, stopInstance, type Instance } from "../support/instance";
import { openPglite, rows } from "@/lib/db/client";
import { sql } from "drizzle-orm";

const DEMO_KEY = "svc_sk_test_demoNightshiftServer0001";

let instance: Instance;
let dir: string;
let built: { outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }> };
beforeAll(async () => {
  built = await buildApi();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-api-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PRINT_READY: "1", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: path.join(dir, "pglite"), WEBHOOK_WORKER: "0" };
  // Its own embedded database and in-process store, whatever this test run is pointed at.
  for (const name of ["DATABASE_URL", "REDIS_URL", "TEST_REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "SKIP_WORLD", "WORLD_FILE"]) delete env[name];
  instance = await startInstance(["--enable-source-maps", OUTFILE], { env, timeoutMs: 150_000, plain: true });
}, 180_000);
afterAll(async () => {
  await stopInstance(instance, "SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

const origin = () => instance.base.replace(/\/api$/, "");

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** One request over a new connection; `write` may send the body in steps. */
function call(method: string, target: string, headers: Record<string, string> = {}, write: (req: http.ClientRequest) => void | Promise<void> = (req) => void req.end()): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin()}${target}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    void Promise.resolve(write(req)).catch(reject);
  });
}

describe("npm run serve:api", () => {
  it("loads the MCP SDK on the first handshake-era MCP request, not at start: the bundle imports it only dynamically", () => {
    const imports = Object.values(built.outputs).flatMap((o) => o.imports);
    const mcp = imports.filter((i) => i.path.startsWith("@modelcontextprotocol/sdk"));
    expect(mcp.filter((i) => i.kind !== "dynamic-import")).toEqual([]);
    expect(mcp.map((i) => i.path).sort()).toEqual(["@modelcontextprotocol/sdk/server/index.js", "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js", "@modelcontextprotocol/sdk/types.js"]);
  });

  it("is built without Next.js: nothing in the bundle imports it", () => {
    const imports = Object.values(built.outputs).flatMap((o) => o.imports.map((i) => i.path));
    expect(imports).toContain("drizzle-orm"); // packages stay in node_modules, so their imports are listed
    expect(imports.filter((p) => p === "next" || p.startsWith("next/"))).toEqual([]);
  });

  it("answers GET /api/v1/status", async () => {
    const r = await call("GET", "/api/v1/status");
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^application\/json/);
    expect(r.headers["x-request-id"]).toMatch(/^req_/);
  });

  it("answers a keyed read with a key of the demo world", async () => {
    const r = await call("GET", "/api/v1/me", { Authorization: `Bearer ${DEMO_KEY}` });
    expect(r.status).toBe(200);
    expect(r.body.crew.slug).toBe("nightshift");
    expect(r.headers["ratelimit-policy"]).toMatch(/q=\d+/);
  });

  it("answers a path outside the API with the API's 404 problem", async () => {
    const r = await call("GET", "/docs/getting-started");
    expect(r.status).toBe(404);
    expect(r.headers["content-type"]).toBe("application/problem+json");
    expect(r.body).toMatchObject({ status: 404, code: "not_found", instance: "/docs/getting-started" });
    expect(r.body.request_id).toBe(r.headers["x-request-id"]);
  });

  it("on SIGTERM finishes the request in flight, then exits 0", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "serve-api-test", version: "1" } } });
    const exited = new Promise<number | null>((resolve) => instance.child.once("exit", (code) => resolve(code)));
    let signalled = false;
    // Half the body, then SIGTERM while the server waits for the rest, then the rest.
    const answer = call("POST", "/api/v1/mcp", { Authorization: `Bearer ${DEMO_KEY}`, Accept: "application/json, text/event-stream", "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) }, async (req) => {
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      await new Promise((r) => setTimeout(r, 300));
      instance.child.kill("SIGTERM");
      signalled = true;
      await new Promise((r) => setTimeout(r, 500));
      req.end(body.slice(half));
    });
    const r = await answer;
    expect(signalled).toBe(true);
    expect(r.status).toBe(200);
    expect(r.body.result.serverInfo.name).toBe("events-partner-api");
    expect(await exited).toBe(0);
    // Stopped: no longer accepting connections.
    await expect(call("GET", "/api/v1/status")).rejects.toThrow(/ECONNREFUSED/);
  }, 30_000);
});

describe("npm run serve:api, stopped", () => {
  // The calls answered last are in their audit batch (here one that would wait ten minutes):
  // SIGTERM writes them before the database closes.
  const stopDir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-api-stop-"));
  afterAll(() => fs.rmSync(stopDir, { recursive: true, force: true }));

  it("writes the calls of its open audit batch before it closes the database", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PRINT_READY: "1", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: path.join(stopDir, "pglite"), WEBHOOK_WORKER: "0", AUDIT_FLUSH_MS: "600000" };
    for (const name of ["DATABASE_URL", "REDIS_URL", "TEST_REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "SKIP_WORLD", "WORLD_FILE"]) delete env[name];
    const stopping = await startInstance(["--enable-source-maps", OUTFILE], { env, timeoutMs: 150_000, plain: true });
    try {
      const res = await fetch(`${stopping.base}/v1/genres`, { headers: { Authorization: `Bearer ${DEMO_KEY}`, "X-Request-Id": "stop-test-call-0001" } });
      expect(res.status).toBe(200);
      await stopInstance(stopping, "SIGTERM");
    } finally {
      await stopInstance(stopping, "SIGKILL");
    }
    expect(stopping.child.exitCode).toBe(0);
    const database = await openPglite(path.join(stopDir, "pglite"));
    try {
      const found = await rows<{ path: string; status: number }>(database.db, sql`SELECT path, status FROM audit_log WHERE request_id = 'stop-test-call-0001'`);
      expect(found).toEqual([{ path: "/api/v1/genres", status: 200 }]);
      const minutes = await rows<{ requests: number }>(database.db, sql`SELECT requests FROM usage_minutes`);
      expect(minutes.reduce((n, m) => n + Number(m.requests), 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
