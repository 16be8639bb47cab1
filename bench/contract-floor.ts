/**
 * The least a cached read owes the contract, written flat beside bench/bare-node.ts: what any
 * implementation of the API would have to do per request on top of a bare `http` server, with
 * nothing general about it. It answers the bytes of BENCH_BODY_FILE for one key and one address
 * and does per request:
 *   - the key: the bearer token read from Authorization, looked up in a Map, its scope checked;
 *   - the allowances: the key's requests this minute counted, its work budgets (minute and day)
 *     and its response bytes for today read and checked against their limits;
 *   - the copy: looked up by crew, key kind and path, its age checked (an expired one is renewed at
 *     no cost), If-None-Match compared;
 *   - the headers: a request id (the API's own function), Cache-Status with the copy's ttl, RateLimit, RateLimit-Policy
 *     and X-RateLimit-* with this moment's figures;
 *   - the bookkeeping: an audit row (time, method, path, status, address, request id, cache
 *     outcome, duration) queued, and the key's calls and bytes for the usage history counted.
 * What it leaves out: writing those rows and counters anywhere (they are dropped every 100 ms;
 * the plain entry writes them to its database, about 5 µs an answer at saturation), routing among
 * the API's routes, validating input, telemetry, and every other answer than this one. So a server
 * cannot do a cached read for less CPU than this one on the same machine: bench/traffic.ts sets
 * the plain entry against it ("node floor 200/304") to show how much of the bare server's speed
 * any implementation could keep here, and how far the plain entry is from that.
 * Prints "READY <port>".
 */
import fs from "node:fs";
import http from "node:http";
import { requestIdFor } from "../lib/http/request-id";
import type { AuditEntry } from "../lib/traffic/audit";

const answer = JSON.parse(fs.readFileSync(process.env.BENCH_BODY_FILE!, "utf8")) as { body: string; headers: Record<string, string> };
const TOKEN = process.env.BENCH_KEY ?? "svc_sk_test_benchUnlimitedKey0000001";
const PATH = process.env.BENCH_PATH ?? "/api/v1/artists/10";
const SCOPE = "artists:read";

interface Key {
  id: string;
  crew: string;
  type: "secret" | "publishable";
  scopes: string[];
  requestsPerMinute: number;
  workPerMinute: number;
  workPerDay: number;
  bytesPerDay: number;
}
const keys = new Map<string, Key>([
  [TOKEN, { id: "key_1", crew: "crew_1", type: "secret", scopes: [SCOPE], requestsPerMinute: 10_000_000, workPerMinute: 1500, workPerDay: 500_000, bytesPerDay: 1e12 }],
]);

interface Copy {
  body: string;
  bytes: number;
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
  ttl: number;
}
const copies = new Map<string, Copy>([
  [
    `crew_1|secret|${PATH}?`,
    { body: answer.body, bytes: Buffer.byteLength(answer.body), etag: answer.headers.etag!, contentType: answer.headers["content-type"]!, cacheControl: answer.headers["cache-control"]!, storedAt: Date.now(), ttl: Number(/max-age=(\d+)/.exec(answer.headers["cache-control"]!)![1]) },
  ],
]);

/** Counters by window, as a store keeps them: key id, what, window start. */
const counters = new Map<string, number>();
const count = (k: string, by: number): number => {
  const n = (counters.get(k) ?? 0) + by;
  counters.set(k, n);
  return n;
};

let audit: AuditEntry[] = [];
const usage = new Map<string, { calls: number; bytes: number }>();
setInterval(() => {
  audit = [];
  usage.clear();
}, 100).unref();

const BEARER = /^Bearer[ ]+(\S+)\s*$/;

/**
 * The headers made of this moment's figures, made again only when a figure changes (as the plain
 * entry does: a string built per answer is a concatenation Node flattens when it checks it).
 */
let figures = { key: "", second: -1, ttl: -1, workMinute: -1, workDay: -1, headers: [] as string[] };
function figureHeaders(key: Key, copy: Copy, now: number, workMinute: number, workDay: number): string[] {
  const second = Math.floor(now / 1000);
  const resetMinute = 60 - (second % 60);
  const resetDay = 86_400 - (second % 86_400);
  const ttl = copy.ttl - Math.floor((now - copy.storedAt) / 1000);
  if (figures.key !== key.id || figures.second !== second || figures.ttl !== ttl || figures.workMinute !== workMinute || figures.workDay !== workDay) {
    figures = {
      key: key.id,
      second,
      ttl,
      workMinute,
      workDay,
      headers: [
        "content-type", copy.contentType,
        "etag", copy.etag,
        "cache-control", copy.cacheControl,
        "cache-status", `events-api; hit; ttl=${ttl}`,
        "ratelimit", `"burst";r=${key.workPerMinute - workMinute};t=${resetMinute}, "daily";r=${key.workPerDay - workDay};t=${resetDay}`,
        "ratelimit-policy", `"burst";q=${key.requestsPerMinute};w=60, "daily";q=${key.workPerDay};w=86400`,
        "x-ratelimit-limit", String(key.requestsPerMinute),
        "x-ratelimit-remaining", String(key.workPerMinute - workMinute),
        "x-ratelimit-reset", String(second + resetMinute),
      ],
    };
  }
  return figures.headers;
}

const server = http.createServer((req, res) => {
  if (req.url === "/") return void res.writeHead(200).end(); // readiness
  const started = performance.now();
  const key = keys.get(BEARER.exec(req.headers.authorization ?? "")?.[1] ?? "");
  if (!key) return void res.writeHead(401).end();
  if (!key.scopes.includes(SCOPE)) return void res.writeHead(403).end();
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  const day = Math.floor(now / 86_400_000);
  const requests = count(`${key.id}|requests|${minute}`, 1);
  const workMinute = counters.get(`${key.id}|work|${minute}`) ?? 0;
  const workDay = counters.get(`${key.id}|work|d${day}`) ?? 0;
  const bytesToday = counters.get(`${key.crew}|bytes|d${day}`) ?? 0;
  if (requests > key.requestsPerMinute || bytesToday >= key.bytesPerDay) return void res.writeHead(429).end();

  const url = req.url!;
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  const copy = copies.get(`${key.crew}|${key.type}|${path}?`);
  if (!copy) return void res.writeHead(404).end();
  // An expired copy is read again (free here: a floor has no handler) and stored as new.
  if (now - copy.storedAt >= copy.ttl * 1000) copy.storedAt = now;

  const given = req.headers["x-request-id"];
  const id = requestIdFor(typeof given === "string" ? given : null); // the API's own: the client's id when valid
  const headers = [...figureHeaders(key, copy, now, workMinute, workDay), "x-request-id", id];
  let status = 200;
  let sent = 0;
  if (req.headers["if-none-match"] === copy.etag) {
    status = 304;
    res.writeHead(304, headers);
    res.end();
  } else {
    headers.push("content-length", String(copy.bytes));
    res.writeHead(200, headers);
    res.end(copy.body);
    sent = copy.bytes;
  }
  count(`${key.crew}|bytes|d${day}`, sent);
  audit.push({ keyId: key.id, atMs: now, method: req.method!, path, status, ip: req.socket.remoteAddress ?? "", requestId: id, cache: "hit", ms: performance.now() - started });
  const u = usage.get(key.id) ?? { calls: 0, bytes: 0 };
  u.calls++;
  u.bytes += sent;
  usage.set(key.id, u);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const a = server.address();
  console.log(`READY ${typeof a === "object" && a ? a.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
