/**
 * An Upstash-compatible REST endpoint in front of a local Redis: the protocol Upstash documents
 * for its REST API, so `@upstash/redis` (the product's Upstash transport) runs against a real
 * Redis here.
 *
 * - Authentication: `Authorization: Bearer <token>` (or `?_token=`); without it 401.
 * - One command: a JSON array `["SET","k","v","EX",100]` POSTed to `/`, or the path form
 *   `/set/k/v/EX/100` (GET, HEAD, POST or PUT; a POST or PUT body is the last argument).
 *   Answer `{ "result": ... }`; a Redis error reply is 400 `{ "error": "..." }`.
 * - `/pipeline`: a JSON array of commands, answered by an array of `{ result }` or `{ error }`
 *   in order (200 even when some of them failed).
 * - `/multi-exec`: the same, run as one MULTI/EXEC transaction; a command refused while queuing
 *   discards the transaction: 400 `{ error }`.
 * - `Upstash-Encoding: base64`: every string in the result is base64 of its bytes, except the
 *   status reply "OK" (what `@upstash/redis` asks for by default, and decodes).
 * - Other methods 405; a body that is not a command 400; Redis unreachable 500, all as `{ error }`.
 *
 * Start it in front of REDIS_URL; stop() ends it as a killed process would (connections cut).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import IORedis from "ioredis";

export interface UpstashRest {
  /** http://127.0.0.1:<port> (UPSTASH_REDIS_REST_URL). */
  url: string;
  port: number;
  token: string;
  /** Requests answered so far. */
  requests: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops listening and closes its Redis connection for good. */
  close(): Promise<void>;
  readonly running: boolean;
}

export interface UpstashRestOptions {
  redisUrl: string;
  token: string;
  /** 0: a free port. */
  port?: number;
}

type Arg = string | number | boolean;
type Reply = Buffer | string | number | null | Reply[] | Error;

/** A request the endpoint refuses, with its status. */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT"]);

export async function startUpstashRest(options: UpstashRestOptions): Promise<UpstashRest> {
  // Fails at once while Redis is away (no offline queue), and never resends a command on reconnect.
  const redis = new IORedis(options.redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, autoResendUnfulfilledCommands: false, lazyConnect: true });
  redis.on("error", () => undefined);
  await redis.connect();
  let server: http.Server | null = null;
  let port = options.port ?? 0;

  const handle = async (req: http.IncomingMessage, body: Buffer): Promise<{ status: number; json: unknown }> => {
    if (!METHODS.has(req.method ?? "")) throw new Refused(405, "Method not allowed");
    const url = new URL(req.url ?? "/", "http://upstash");
    const auth = req.headers.authorization ?? "";
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : url.searchParams.get("_token");
    if (!token) throw new Refused(401, "Unauthorized");
    if (token !== options.token) throw new Refused(401, "WRONGPASS invalid or missing auth token");
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const encode = (r: Reply) => encodeReply(r, base64);
    const path = url.pathname.replace(/\/+$/, "");

    if (path === "/pipeline" || path === "/multi-exec") {
      const commands = parseBody(body);
      if (!Array.isArray(commands) || commands.length === 0 || !commands.every(isCommand)) throw new Refused(400, "ERR a pipeline is a non-empty JSON array of commands");
      const batch = path === "/pipeline" ? redis.pipeline() : redis.multi();
      for (const [name, ...args] of commands as Arg[][]) batch.callBuffer(String(name), ...args.map(String));
      const replies = await batch.exec().catch((e: unknown) => {
        // MULTI discarded: a command was refused while queuing (EXECABORT).
        if (path === "/multi-exec" && e instanceof Error && /EXECABORT/.test(e.message)) throw new Refused(400, e.message);
        throw e;
      });
      if (!replies) throw new Refused(400, "ERR the transaction was aborted");
      return { status: 200, json: replies.map(([err, value]) => (err ? { error: err.message } : { result: encode(value as Reply) })) };
    }

    let command: Arg[];
    if (path === "") {
      const parsed = parseBody(body);
      if (!isCommand(parsed)) throw new Refused(400, "ERR the body must be a JSON array: the command and its arguments");
      command = parsed;
    } else {
      // The path form: /cmd/arg1/arg2; a body is the last argument, query parameters follow it.
      command = path.slice(1).split("/").map(decodeURIComponent);
      if (body.length && (req.method === "POST" || req.method === "PUT")) command.push(body.toString("utf8"));
      for (const [k, v] of url.searchParams) if (k !== "_token") command.push(k, ...(v ? [v] : []));
    }
    const [name, ...args] = command;
    try {
      return { status: 200, json: { result: encode((await redis.callBuffer(String(name), ...args.map(String))) as Reply) } };
    } catch (e) {
      if (e instanceof Error && isReplyError(e)) throw new Refused(400, e.message);
      throw e;
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          proxyState.requests++;
          handle(req, Buffer.concat(chunks)).then(
            ({ status, json }) => send(res, status, json),
            (e: unknown) => send(res, e instanceof Refused ? e.status : 500, { error: e instanceof Error ? e.message : String(e) }),
          );
        });
      });
      s.keepAliveTimeout = 30_000;
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const proxyState: UpstashRest = {
    url: "",
    port: 0,
    token: options.token,
    requests: 0,
    get running() {
      return server !== null;
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      const closed = new Promise((r) => s.close(r));
      s.closeAllConnections();
      await closed;
    },
    start: listen,
    async close() {
      await proxyState.stop();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
  await listen();
  proxyState.port = port;
  proxyState.url = `http://127.0.0.1:${port}`;
  return proxyState;
}

function send(res: http.ServerResponse, status: number, json: unknown) {
  const text = JSON.stringify(json);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

function parseBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new Refused(400, "ERR failed to parse the request body as JSON");
  }
}

function isCommand(v: unknown): v is Arg[] {
  return Array.isArray(v) && v.length > 0 && typeof v[0] === "string" && v.every((a) => typeof a === "string" || typeof a === "number" || typeof a === "boolean");
}

/** An error Redis replied with (ERR, WRONGTYPE, NOSCRIPT...), as opposed to a lost connection. */
function isReplyError(e: Error): boolean {
  return e.name === "ReplyError" || /^[A-Z]+ /.test(e.message);
}

/**
 * A reply as JSON: bulk and status strings as text, or base64 of their bytes when the client asked
 * (except the status "OK"); integers as numbers, nil as null, arrays element by element; an error
 * inside an array (a script's) as its message.
 */
function encodeReply(r: Reply, base64: boolean): unknown {
  if (r === null || typeof r === "number") return r;
  if (Array.isArray(r)) return r.map((x) => encodeReply(x, base64));
  if (r instanceof Error) return r.message;
  const bytes = Buffer.isBuffer(r) ? r : Buffer.from(String(r));
  if (!base64) return bytes.toString("utf8");
  return bytes.length === 2 && bytes.toString("latin1") === "OK" ? "OK" : bytes.toString("base64");
}
