/**
 * Issue 25, part 4: "`npm run serve:api` reads MCP, Stripe and Inngest bodies whole before any
 * size check. Cap every body while it streams (64 KB for MCP as for the partner routes; Stripe's
 * and Inngest's own limits)." Each body here is sent in chunks that never end: an answer can only
 * come from an entry that stopped reading at the limit. Both entries: the plain Node server over
 * HTTP, and Next.js's API route called as Next.js calls it (Inngest's path has a route file of its
 * own there, outside the dispatcher).
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/[[...path]]/route";
import { MCP_LIMITS } from "@/lib/openapi/mcp-route";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { startNodeEntry, type NodeEntry } from "../support/node-entry";

let api: TestApp;
let entry: NodeEntry;

beforeAll(async () => {
  api = await startApp();
  entry = api.nodeEntry ?? (await startNodeEntry());
});
afterAll(async () => {
  if (entry && entry !== api?.nodeEntry) await entry.close();
  await api?.close();
});

interface Outcome {
  status: number;
  body: any;
  connection: string | undefined;
  /** Body bytes written before the answer came. */
  sent: number;
}

/** POSTs an endless chunked body (64 KB chunks) until the answer comes; gives up after `maxBytes`. */
function postEndless(path: string, headers: Record<string, string>, maxBytes: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "x".charCodeAt(0));
    const req = http.request({ host: "127.0.0.1", port: entry.port, method: "POST", path, headers: { "content-type": "application/json", ...headers }, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null"), connection: res.headers.connection, sent });
      });
    });
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) reject(new Error(`no answer after ${sent} bytes: the body was read whole`));
    };
    pump();
  });
}

describe("bodies of the Fetch routes on the plain Node entry", () => {
  it("MCP: over 64 KB is 413 payload_too_large, the route's own answer after the key, and the connection closes", async () => {
    const r = await postEndless("/api/v1/mcp", { Authorization: `Bearer ${KEYS.secret}`, Accept: "application/json, text/event-stream" }, 8 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe("payload_too_large");
    expect(r.body.detail).toMatch(new RegExp(`${MCP_LIMITS.maxBodyBytes} bytes`));
    expect(r.connection).toBe("close");
    expect(r.sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("Stripe's webhook: over 1 MiB is 413 before the route reads it", async () => {
    const r = await postEndless("/api/stripe/webhook", { "Stripe-Signature": "t=1,v1=00" }, 32 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "payload_too_large", detail: `The body is larger than ${1024 * 1024} bytes.` });
    expect(r.connection).toBe("close");
    expect(r.sent).toBeLessThan(32 * 1024 * 1024);
  });

  it("Inngest's endpoint: over Inngest's 32 MB run state is 413 before the SDK reads it", async () => {
    const r = await postEndless("/api/inngest", {}, 256 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "payload_too_large", detail: `The body is larger than ${32 * 1024 * 1024} bytes.` });
    expect(r.connection).toBe("close");
    expect(r.sent).toBeLessThan(256 * 1024 * 1024);
  });

  it("a body under the limit still reaches the route whole (MCP initialize)", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });
    const got = await entry.send(new Request("http://localhost:3000/api/v1/mcp", { method: "POST", body, headers: { Authorization: `Bearer ${KEYS.secret}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" } }));
    expect(got.status).toBe(200);
    expect(got.body.toString("utf8")).toMatch(/"protocolVersion"/);
  });
});

/** A POST to Next.js's API route with a body that never ends; the bytes the route pulled before answering. */
async function postEndlessToRoute(path: string, headers: Record<string, string>, maxBytes: number): Promise<{ status: number; body: any; pulled: number }> {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill("x".charCodeAt(0));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= maxBytes) return controller.error(new Error(`the body was read past ${maxBytes} bytes`));
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const response = await POST(new Request(`http://localhost:3000${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body, duplex: "half" } as RequestInit));
  return { status: response.status, body: await response.json(), pulled };
}

describe("bodies of the Fetch routes under Next.js (app/api/[[...path]]/route.ts)", () => {
  it("MCP: over 64 KB is the route's own 413, read no further than the limit", async () => {
    const r = await postEndlessToRoute("/api/v1/mcp", { Authorization: `Bearer ${KEYS.secret}`, Accept: "application/json, text/event-stream" }, 8 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe("payload_too_large");
    expect(r.pulled).toBeLessThanOrEqual(MCP_LIMITS.maxBodyBytes + 2 * 64 * 1024);
  });

  it("Stripe's webhook: over 1 MiB is 413 before the route reads it", async () => {
    const r = await postEndlessToRoute("/api/stripe/webhook", { "Stripe-Signature": "t=1,v1=00" }, 32 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "payload_too_large", detail: `The body is larger than ${1024 * 1024} bytes.` });
    expect(r.pulled).toBeLessThanOrEqual(1024 * 1024 + 2 * 64 * 1024);
  });
});
