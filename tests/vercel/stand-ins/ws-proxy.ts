/**
 * A WebSocket-to-TCP proxy in front of a local PostgreSQL, as Neon's `wsproxy` (the small Go
 * proxy Neon documents for running `@neondatabase/serverless` against your own Postgres) does it:
 * a WebSocket opened at any path with `?address=host:port` is joined to a TCP connection to that
 * address; each binary frame from the client is written to the socket as it is, and each chunk
 * read from the socket goes back as one binary frame. An address the allow-list refuses is a 400
 * before the upgrade. When either side ends, the other is ended.
 *
 * The driver is pointed at it with NEON_WS_PROXY=127.0.0.1:<port>/v1 (lib/db/client.ts). For the
 * fault tests it can be stopped (as if its process died: every connection cut, nothing listening)
 * and started again on the same port.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";

export interface WsProxy {
  /** host:port of the proxy, without a scheme (what NEON_WS_PROXY takes, plus a path). */
  host: string;
  port: number;
  /** Connections joined so far. */
  connections: number;
  /** Cuts every connection and stops listening, as a killed process would. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  readonly running: boolean;
  /**
   * Cuts the connection that next sends a frame matching `pattern` (its bytes read as latin1),
   * instead of passing that frame on: a fault at one exact point of the protocol, such as a BEGIN.
   * Resolves once it has cut one.
   */
  cutOnFrame(pattern: RegExp): Promise<void>;
}

export interface WsProxyOptions {
  /** 0: a free port. */
  port?: number;
  /** Addresses (host:port) it may connect to; by default only the loopback (wsproxy's ALLOW_ADDR_REGEX). */
  allow?: RegExp;
}

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

export async function startWsProxy(options: WsProxyOptions = {}): Promise<WsProxy> {
  const allow = options.allow ?? LOOPBACK;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const open = new Set<{ ws: WebSocket; socket: net.Socket }>();
  const upgrades = new Set<Duplex>();
  let server: http.Server | null = null;
  let port = options.port ?? 0;
  let cut: { pattern: RegExp; done: () => void } | null = null;

  const refuse = (socket: Duplex, status: string, why: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(why)}\r\nConnection: close\r\n\r\n${why}`);
  };

  const join = (ws: WebSocket, address: string) => {
    const colon = address.lastIndexOf(":");
    const host = address.slice(0, colon).replace(/^\[|\]$/g, "");
    const socket = net.connect(Number(address.slice(colon + 1)), host);
    const pair = { ws, socket };
    open.add(pair);
    proxy.connections++;
    socket.setNoDelay(true);
    // Frames that arrive before the TCP connection is up are written once it is (net queues them).
    ws.on("message", (data: Buffer | ArrayBuffer | Buffer[]) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      if (cut && cut.pattern.test(chunk.toString("latin1"))) {
        const { done } = cut;
        cut = null;
        open.delete(pair);
        ws.terminate();
        socket.destroy();
        done();
        return;
      }
      socket.write(chunk);
    });
    socket.on("data", (chunk: Buffer) => {
      if (ws.readyState === ws.OPEN) ws.send(chunk, { binary: true });
    });
    const end = () => {
      open.delete(pair);
      if (ws.readyState === ws.OPEN) ws.close(1000, "TCP connection is closed");
      socket.destroy();
    };
    socket.on("close", end);
    socket.on("error", end);
    ws.on("close", () => {
      open.delete(pair);
      socket.destroy();
    });
    ws.on("error", () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = http.createServer((_req, res) => res.writeHead(426, { "Content-Type": "text/plain" }).end("a WebSocket upgrade is expected"));
      s.on("upgrade", (req, socket, head) => {
        upgrades.add(socket);
        socket.on("close", () => upgrades.delete(socket));
        const address = new URL(req.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
        if (!allow.test(address)) return refuse(socket, "400 Bad Request", "proxying to specified address not allowed");
        wss.handleUpgrade(req, socket, head, (ws) => join(ws, address));
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const proxy: WsProxy = {
    host: "127.0.0.1",
    port: 0,
    connections: 0,
    get running() {
      return server !== null;
    },
    async stop() {
      const s = server;
      server = null;
      // Cut, not closed: no close frame, no FIN handshake to wait for (a killed process sends none).
      for (const { ws, socket } of open) {
        ws.terminate();
        socket.destroy();
      }
      open.clear();
      for (const socket of upgrades) socket.destroy();
      upgrades.clear();
      if (s) await new Promise((r) => s.close(r));
    },
    start: listen,
    cutOnFrame: (pattern) => new Promise<void>((done) => (cut = { pattern, done })),
  };
  await listen();
  proxy.port = port;
  return proxy;
}
