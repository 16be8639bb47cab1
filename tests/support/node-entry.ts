/**
 * The plain Node entry (lib/server/) started inside a test process, and a client that sends it a
 * Fetch `Request` (as tests/support/app.ts builds them) over real HTTP with node:http. Not fetch:
 * fetch adds headers of its own (accept-language, sec-fetch-mode, user-agent, ...) that could
 * change answers; this client sends the Request's headers and nothing else but the framing Node
 * adds (host, connection, content-length).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One answer as it came over the wire. */
export interface WireAnswer {
  status: number;
  /** Every header line as received, names in lower case, in order. */
  headers: [string, string][];
  body: Buffer;
}

export interface NodeEntry {
  port: number;
  send(request: Request): Promise<WireAnswer>;
  close(): Promise<void>;
}

/** Headers that belong to one connection or one transfer, not to the answer. */
export const FRAMING_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/**
 * Starts the entry on 127.0.0.1, port 0, over the app already installed (installApp). Trust-proxy
 * is on: tests send X-Forwarded-For per request (per-address limits, the audit log's address),
 * which the entry otherwise replaces with the socket's address, as it must in front of clients.
 */
export async function startNodeEntry(): Promise<NodeEntry> {
  // Loaded here, not at the top: it serves the whole registry, which only this entry's runs need.
  const { createApiServer } = await import("@/lib/server/server");
  const server = createApiServer({ trustProxy: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return {
    port,
    send: (request) => sendOverHttp(port, agent, request),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends `request` to 127.0.0.1:<port> keeping its Host (the origin the answer's links are built from). */
export async function sendOverHttp(port: number, agent: http.Agent | undefined, request: Request): Promise<WireAnswer> {
  const url = new URL(request.url);
  const headers: [string, string][] = [["host", url.host]];
  for (const [name, value] of request.headers) headers.push([name, value]);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, method: request.method, path: `${url.pathname}${url.search}`, headers: headers.flat(), agent, setHost: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    // A refused body (413) closes the connection while we may still be writing: the answer counts.
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    req.end(body);
  });
}

/** The answer's headers as a Fetch `Headers`, without the framing ones (as a Response in-process has them). */
export function answerHeaders(wire: WireAnswer): Headers {
  const headers = new Headers();
  for (const [name, value] of wire.headers) if (!FRAMING_HEADERS.has(name)) headers.append(name, value);
  return headers;
}
