/**
 * The MCP Inspector CLI (a client we did not write) against the server over real HTTP:
 * tools/list and one tools/call. The same command line works against `next start`:
 *   cd tests && npx mcp-inspector-cli --cli http://localhost:3000/api/v1/mcp --transport http \
 *     --header "Authorization: Bearer $KEY" --method tools/list
 * (inspector-cli 1.0.3 reads its own package.json through a path tested against the working
 * directory, so it fails when run from the project root; any directory below it works.)
 */
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleMcp } from "@/lib/server/in-process";
import { toolsFor } from "@/lib/mcp/tools";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { MCP_KEYS, mcpWorld } from "./support";

const run = promisify(execFile);
const CLI = path.join(process.cwd(), "node_modules/@modelcontextprotocol/inspector-cli/build/cli.js");

let api: TestApp;
let server: http.Server;
let url: string;

/** A plain Node server handing /api/v1/mcp to the route's handler, as Next does. */
function serve(): Promise<http.Server> {
  const s = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    headers.set("X-Forwarded-For", req.socket.remoteAddress ?? "127.0.0.1");
    const method = req.method ?? "GET";
    const request = new Request(new URL(req.url ?? "/", "http://127.0.0.1"), { method, headers, body: method === "POST" ? Buffer.concat(chunks) : undefined });
    const response = req.url?.startsWith("/api/v1/mcp") ? await handleMcp(request) : new Response("not found", { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) => s.listen(0, "127.0.0.1", () => resolve(s)));
}

beforeAll(async () => {
  api = await startApp(mcpWorld());
  server = await serve();
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/mcp`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await api.close();
});

const inspect = async (key: string, ...args: string[]) => {
  const { stdout } = await run(process.execPath, [CLI, "--cli", url, "--transport", "http", "--header", `Authorization: Bearer ${key}`, ...args], { timeout: 60_000, cwd: path.dirname(CLI) });
  return JSON.parse(stdout);
};

describe("MCP Inspector CLI", () => {
  it("lists the tools the key's scopes open", async () => {
    const out = await inspect(MCP_KEYS.profile, "--method", "tools/list");
    const names = (out.tools as { name: string }[]).map((t) => t.name).sort();
    expect(names).toEqual(toolsFor(["mcp:access", "read:profile"]).map((t) => t.name).sort());
    expect(names).toContain("get_crew");
  });

  it("calls a tool and gets the endpoint's JSON", async () => {
    const out = await inspect(KEYS.secret, "--method", "tools/call", "--tool-name", "list_crew_pages", "--tool-arg", 'fields=["name"]');
    const http = await api.get("/v1/crew/pages?fields=name", { key: KEYS.secret });
    expect(out.isError).toBeFalsy();
    expect(out.structuredContent).toEqual(http.body);
    expect(out.content[0].text).toBe(http.text);
  });
});
