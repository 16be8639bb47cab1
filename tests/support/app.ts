/**
 * A running API for one test file: a fresh database loaded with a world, an in-process store,
 * and `api.get/post/...` that dispatch through the pipeline Next.js serves, every answer checked
 * against the OpenAPI document (./contract.ts). A test of one domain serves only that domain's
 * endpoints (`startApp(world, { endpoints })`, ./dispatcher.ts) and so imports only what it tests;
 * without `endpoints` the app serves every path under /api through the one dispatcher Next.js
 * binds (lib/server/fetch-entry.ts), loaded then.
 * With API_ENTRY=node in the environment, every call goes instead over HTTP to the plain Node
 * entry (lib/server/) started in this process over the same app (./node-entry.ts), so a suite run
 * that way checks the answers of `npm run serve:api`.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import type { Database } from "@/lib/db/client";
import type { Endpoint } from "@/lib/http/endpoint";
import { settleBackground } from "@/lib/http/after";
import { resetCursorKey } from "@/lib/http/cursor";
import { appNow, closeApp, installApp, type App } from "@/lib/root/app";
import { openStore } from "@/lib/kv/open";
import type { Store } from "@/lib/kv/store";
import { loadWorld } from "@/lib/world/load";
import { validateWorld } from "@/lib/world/validate";
import { contractOver, type Contract } from "./contract";
import { freshDatabase } from "./database";
import { dispatcherOver } from "./dispatcher";
import { answerHeaders, startNodeEntry, type NodeEntry } from "./node-entry";

export const BASE = "http://localhost:3000";

/** Which entry `api.request` goes through: "node" (the plain Node server over HTTP) or the in-process dispatch. */
export const API_ENTRY = process.env.API_ENTRY === "node" ? "node" : "in-process";

export interface CallOptions {
  key?: string | null;
  /** Send the key as ?key= instead of the Authorization header. */
  keyInQuery?: boolean;
  headers?: Record<string, string>;
  body?: unknown;
  origin?: string;
  ip?: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body (undefined when empty or not JSON). */
  body: any;
  response: Response;
}

export interface TestApp {
  app: App;
  database: Database;
  store: Store;
  /** The plain Node entry the calls go to (API_ENTRY=node), else null. */
  nodeEntry: NodeEntry | null;
  /** The document this app's answers are held to (that of the endpoints it serves). */
  contract: Contract;
  /** Dispatches in-process over the endpoints this app serves (no contract check, no background settling). */
  dispatch(request: Request): Promise<Response>;
  get(path: string, options?: CallOptions): Promise<ApiResponse>;
  head(path: string, options?: CallOptions): Promise<ApiResponse>;
  post(path: string, body?: unknown, options?: CallOptions): Promise<ApiResponse>;
  request(method: string, path: string, options?: CallOptions): Promise<ApiResponse>;
  /** Loads another world into the same database (replacing everything). */
  load(world: unknown): Promise<void>;
  close(): Promise<void>;
}

export function readWorld(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), "tests/worlds", `${name}.json`), "utf8"));
}

export async function loadInto(database: Database, world: unknown): Promise<void> {
  const result = validateWorld(world, new Date());
  if (!result.ok) throw new Error(`Test world is invalid:\n${result.problems.join("\n")}`);
  await loadWorld(database.db, result.world);
  forgetKeyCache();
  resetCursorKey();
}

/** Builds a Request like the one Next.js hands a route handler. */
export function buildRequest(method: string, pathname: string, options: CallOptions = {}): Request {
  const url = new URL(pathname.startsWith("/api") ? pathname : `/api${pathname}`, BASE);
  const headers = new Headers(options.headers ?? {});
  if (options.key && options.keyInQuery) url.searchParams.set("key", options.key);
  else if (options.key) headers.set("Authorization", `Bearer ${options.key}`);
  if (options.origin) headers.set("Origin", options.origin);
  headers.set("X-Forwarded-For", options.ip ?? "203.0.113.7");
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("Content-Type", "application/json");
  }
  return new Request(url, { method, headers, body });
}

/** What an app answers: a dispatcher and the contract of its endpoints. */
interface Served {
  dispatch: (request: Request) => Promise<Response>;
  contract: Contract;
}

let whole: Promise<Served> | null = null;

/** Every path under /api as the entries serve it (lib/server/fetch-entry.ts), loaded by the first test that asks. */
function wholeRegistry(): Promise<Served> {
  return (whole ??= Promise.all([import("@/lib/registry/registry"), import("@/lib/server/fetch-entry"), import("@/lib/server/routes")]).then(([registry, { answerFetch }, { findRoute }]) => ({
    dispatch: answerFetch,
    contract: contractOver(registry.allEndpoints, registry.endpoints, { isFetchRoute: (pathname) => !!findRoute(pathname)?.route.fetch }),
  })));
}

/** Only the endpoints a test names (./dispatcher.ts), answered as the entries answer. */
const over = (endpoints: Endpoint[]): Served => ({ dispatch: dispatcherOver(endpoints, appNow), contract: contractOver(endpoints) });

const dispatchWith = (served: Served, request: Request) => served.dispatch(request);

/** Dispatches as Next.js's API route does (lib/server/fetch-entry.ts): the one dispatcher of every path under /api. */
export async function dispatch(request: Request): Promise<Response> {
  return dispatchWith(await wholeRegistry(), request);
}

/** Throws when an answer of the whole registry (`dispatch`) breaks the OpenAPI document. */
export async function checkContract(request: Request, response: ApiResponse): Promise<void> {
  (await wholeRegistry()).contract.check(request, response);
}

export async function toApiResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body, response };
}

/** Sends a request to the plain Node entry; the answer as `toApiResponse` would give it in-process. */
export async function sendToNodeEntry(entry: NodeEntry, request: Request): Promise<ApiResponse> {
  const wire = await entry.send(request);
  const headers = answerHeaders(wire);
  // Bytes, not text: a text body would make Response add a Content-Type the server did not send.
  const empty = wire.body.length === 0 || [204, 205, 304].includes(wire.status);
  const response = new Response(empty ? null : new Uint8Array(wire.body), { status: wire.status, headers });
  return toApiResponse(response);
}

let appsStarted = 0;

export interface StartOptions {
  /** The endpoints the app serves (a domain's list); by default the whole registry. */
  endpoints?: Endpoint[];
}

export async function startApp(world: unknown = readWorld("basic"), options: StartOptions = {}): Promise<TestApp> {
  const served: Served = options.endpoints ? over(options.endpoints) : await wholeRegistry();
  const database = await freshDatabase();
  await loadInto(database, world);
  // Each app its own store prefix (under the test process's), as separate deployments would be.
  const store = await openStore({ ...process.env, REDIS_URL: process.env.TEST_REDIS_URL ?? "", STORE_PREFIX: `${process.env.STORE_PREFIX}${++appsStarted}:` });
  const app: App = { database, store };
  installApp(app);
  const entry = API_ENTRY === "node" ? await startNodeEntry() : null;
  const request = async (method: string, p: string, options: CallOptions = {}) => {
    const req = buildRequest(method, p, options);
    const res = entry ? await sendToNodeEntry(entry, req) : await toApiResponse(await dispatchWith(served, req));
    await settleBackground();
    served.contract.check(req, res);
    return res;
  };
  return {
    app,
    database,
    store,
    nodeEntry: entry,
    contract: served.contract,
    dispatch: (req) => dispatchWith(served, req),
    request,
    get: (p, o) => request("GET", p, o),
    head: (p, o) => request("HEAD", p, o),
    post: (p, body, o) => request("POST", p, { ...o, body }),
    load: async (world) => {
      await loadInto(database, world);
      await store.clear();
    },
    close: async () => {
      await entry?.close();
      await settleBackground();
      await closeApp();
    },
  };
}

/**
 * A plain HTTP server on a free local port handing each request to `dispatch` (the registry and
 * pipeline Next.js serves), for an app instance in its own process (./instance.ts). Listens once
 * the registry is loaded (wait for "listening") and prints "READY <port>".
 */
export function serveHttp(): http.Server {
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      headers.set("x-forwarded-for", req.socket.remoteAddress ?? "127.0.0.1");
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const response = await dispatch(new Request(new URL(req.url ?? "/", BASE), { method: req.method, headers, body }));
      const out = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(out);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  // The registry loads before the port opens, as a server's does at start: a first request must
  // not wait for it (the kill test stops an instance within a second of READY).
  void wholeRegistry().then(() =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
    }),
  );
  return server;
}
