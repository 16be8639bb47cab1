/**
 * What the pipeline costs on its fastest paths, side by side in one run: a cached read and a 304
 * through the whole walk (key lookup, allowances, cache lookup, headers, audit after the answer)
 *   - through Next.js, served as `npm start` serves it (scripts/start.mjs), against a bare Next.js
 *     route handler in the same server returning the same bytes and headers (target ≥ 0.8);
 *   - through the plain Node entry (`npm run serve:api`), against a bare Node `http` server
 *     returning the same bytes and headers (target ≥ 0.7);
 *   - for reference, a bare Node server doing no more per request than the contract asks of a
 *     cached read, written flat (bench/contract-floor.ts: key, allowances, copy, headers, audit
 *     row), against the bare server and against the plain entry: the best any implementation
 *     could reach on this machine, and how far the plain entry is from it;
 * on the in-process store and on a local Redis. Both sides of a pair get the same request (the
 * key's Authorization header too, which a bare server ignores but still parses), as a load tool
 * pointed at the two URLs would send it: the ratio is then what the pipeline adds, not what a
 * larger request costs Node.
 *
 * It builds a copy of the app plus the bare route into .data/bench-traffic (rebuilt only when the
 * sources change), loads the test world into embedded databases, starts the servers pinned to one
 * core (taskset, when there) and drives them from this process on the other core (Redis and
 * PostgreSQL too) with a raw keep-alive client (bench/load-client.mjs) that needs far less CPU
 * per request than any server here. On the in-process store with the embedded database the client
 * polls instead of sleeping, so that no server pays for waking it (on a virtual machine a costly
 * exit, and more often for a slower server); with Redis or PostgreSQL on its core it sleeps, so
 * as not to take that core from them. `--no-poll` measures with a sleeping client throughout.
 *
 * A ratio flatters when its floor is not saturated: an idle-ish server spends more CPU per answer
 * than a busy one. So each target is driven closed-loop until its server's core is busy (its CPU
 * from /proc over the wall time; `--saturated 0.9` by default), and a ratio is printed only when
 * both its sides were; otherwise the line says which side was not and how busy the client was.
 * Rounds alternate the targets after a warm-up (15 s for each target on a Next.js server, which
 * settles that late; 2 s for the others), so drift in machine load hits all alike; within a
 * round the targets take turns in slices of about a second (`--slice 1`; a Next.js server's
 * pipeline and bare route over the same connections), so the two sides of a ratio are measured
 * over the same moments; while one
 * target is driven the other servers are paused, so their background work stays in their own
 * runs. Then
 * each target is driven open-loop at 80 % of its own maximum for 10 s (so that a busy instance's
 * audit write, every 5 s, lands in it), latency counted from when each request was due: the p99 a
 * server gives under load it can carry.
 *
 * Traced: a second Next.js server and a second plain entry run beside the first ones with
 * OTEL_EXPORTER_OTLP_ENDPOINT set (targets "next otel 200/304" and "lean otel 200/304"), exporting
 * to an OTLP/HTTP collector in this process that reads and drops what it gets, traced as they come
 * (at most TRACES_PER_SECOND, 10, new traces a second each). The variables of this process, such
 * as TRACES_PER_SECOND=all (every request traced) or OTEL_TRACES_SAMPLER, reach every server; only
 * those two have an endpoint. Their ratios are taken against the same untraced bare servers, so a traced ratio
 * shows what tracing costs beside a server that does none; Next.js's also against the bare route
 * of the traced server, whose own spans (@vercel/otel's, for every route) are on both sides then.
 * `--no-otel` leaves them out.
 *
 * Each ratio is printed per round (the two sides of a round measured within seconds of each
 * other) and as the median of the rounds, throughput and CPU per answer side by side.
 *
 *   npx tsx bench/traffic.ts [--seconds 4] [--open-seconds 10] [--connections 128] [--rounds 3] [--workers 1] [--saturated 0.9]
 *                            [--warmup 2] [--next-warmup 15] [--slice 1]
 *                            [--stores memory,redis] [--database pglite|postgres] [--rebuild]
 *                            [--profile DIR] [--only "lean 200,node bare 200"] [--no-poll] [--no-otel]
 *   npx tsx bench/traffic.ts --quick     (in-process store only, 3 rounds of 2 s, no open loop: about 3 minutes)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { openPg, openPglite } from "../lib/db/client";
import { startPostgres } from "./support";
import { loadWorld } from "../lib/world/load";
import { validateWorld } from "../lib/world/validate";
import { testRedis } from "../tests/store/redis-server";
// @ts-expect-error: a plain ES module script without type declarations
import { OUTFILE, buildApi } from "../scripts/build-api.mjs";
// @ts-expect-error: plain JavaScript, so that worker threads load it without a TypeScript loader
import { rawGet, runLoadInWorkers, runPhasesInWorker } from "./load-client.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const OUT = path.join(ROOT, "bench/results");
// Build copy and databases under .data (ignored by git, tsc and eslint).
const WORK = path.join(ROOT, ".data/bench-traffic");
const APP = path.join(WORK, "next-app");
const BODY_FILE = path.join(WORK, "bare-body.json");
const KEY = "svc_sk_test_benchUnlimitedKey0000001";
const PATH = "/api/v1/artists/10";
/** --only NAME,NAME: measure some targets only (e.g. to profile one path); Next.js is built and started only for its targets. */
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]!.split(",") : null;
/** Whether a target is served by a Next.js server (its name says so). */
const onNext = (name: string) => name.startsWith("next ");
const WITH_NEXT = !ONLY || ONLY.some(onNext);
/**
 * The client polls (bench/load-client.mjs `poll`): an answer never has to wake it, so no server pays
 * for waking the client's idle vCPU, which a slower server did more often. Only where nothing else
 * runs on the client's core: a spinning client would take that core from Redis or PostgreSQL, and
 * every round trip of the servers would wait for it. --no-poll: a client that sleeps, always.
 */
const POLL_ASKED = !process.argv.includes("--no-poll");
/** Traced servers beside the untraced ones (a collector here that drops what it gets); --no-otel: none. */
const OTEL = !process.argv.includes("--no-otel");
/** --quick: the in-process store, 3 rounds of 2 s, no open loop (each option may still be given). */
const QUICK = process.argv.includes("--quick");
/** --profile DIR: the server writes a V8 CPU profile there when it stops. */
const PROFILE = process.argv.includes("--profile") ? path.resolve(process.argv[process.argv.indexOf("--profile") + 1]!) : null;

function arg(name: string, fallback: string, quick = fallback): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : QUICK ? quick : fallback;
}

// A dynamic segment like the measured route's, so Next routes both the same way.
const BARE_PATH = "/api/bench-bare/10";
const BARE_ROUTE = `// The baseline: a bare route handler returning the pipeline's bytes and headers.
import fs from "node:fs";

let answer: { body: string; headers: Record<string, string> } | null = null;

export async function GET(request: Request): Promise<Response> {
  answer ??= JSON.parse(fs.readFileSync(process.env.BENCH_BODY_FILE!, "utf8"));
  const headers = new Headers(answer!.headers);
  if (request.headers.get("if-none-match") === answer!.headers.etag) return new Response(null, { status: 304, headers });
  return new Response(answer!.body, { status: 200, headers });
}
`;

/** Copies what the API routes need, adds the bare route, builds when the sources changed. */
function build(force: boolean) {
  // What `npm start` serves the API with: the routes, the proxy, the start script and its world check.
  const sources = ["app/api", "lib", "inngest", "drizzle", "scripts", "tsconfig.json", "next.config.ts", "proxy.ts", "instrumentation.ts", "package.json"];
  const hash = createHash("sha256");
  for (const s of sources) {
    const full = path.join(ROOT, s);
    const files = fs.statSync(full).isDirectory() ? fs.readdirSync(full, { recursive: true, encoding: "utf8" }).map((f) => path.join(s, f)) : [s];
    for (const f of files.sort()) {
      const p = path.join(ROOT, f);
      if (fs.statSync(p).isFile()) hash.update(f).update(fs.readFileSync(p));
    }
  }
  hash.update(BARE_ROUTE);
  const digest = hash.digest("hex");
  const stamp = path.join(APP, ".bench-hash");
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === digest && fs.existsSync(path.join(APP, ".next/BUILD_ID"))) {
    console.log("build: up to date");
    return;
  }
  fs.rmSync(APP, { recursive: true, force: true });
  for (const s of sources) fs.cpSync(path.join(ROOT, s), path.join(APP, s), { recursive: true, filter: (f) => !f.endsWith(".test.ts") });
  fs.mkdirSync(path.join(APP, "app/api/bench-bare/[id]"), { recursive: true });
  fs.writeFileSync(path.join(APP, "app/api/bench-bare/[id]/route.ts"), BARE_ROUTE);
  // The copy has no tests/, which some scripts import: Next's type check leaves scripts/ out (the
  // project's own `tsc` checks them; the copy runs only start.mjs and what it calls).
  const tsconfig = JSON.parse(fs.readFileSync(path.join(APP, "tsconfig.json"), "utf8"));
  tsconfig.exclude = [...(tsconfig.exclude ?? []), "scripts"];
  fs.writeFileSync(path.join(APP, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
  // scripts/start.mjs runs tsx and next from its own node_modules.
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(APP, "node_modules"), "dir");
  console.log("build: next build (a copy of app/api and lib, plus the bare route) ...");
  const t0 = performance.now();
  const r = spawnSync(path.join(ROOT, "node_modules/.bin/next"), ["build"], { cwd: APP, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) {
    console.error(r.stdout?.toString());
    throw new Error("next build failed");
  }
  fs.writeFileSync(stamp, digest);
  console.log(`build: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The test world plus a key whose allowances a benchmark cannot reach. */
/** The test world plus the bench key, into an embedded database folder or a PostgreSQL server. */
async function prepareDatabase(target: { dir: string } | { url: string }) {
  if ("dir" in target) fs.rmSync(target.dir, { recursive: true, force: true });
  const world = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/worlds/basic.json"), "utf8"));
  world.keys.push({ crew: "nightshift", name: "Bench", type: "secret", token: KEY, rate_limit: { per_minute: 10_000_000, per_day: 1_000_000_000 } });
  const result = validateWorld(world, new Date());
  if (!result.ok) throw new Error(result.problems.join("\n"));
  const database = "dir" in target ? await openPglite(target.dir) : await openPg(target.url, 2);
  await loadWorld(database.db, result.world);
  await database.close();
}

/** Server processes run on core 0 and this client on core 1, when taskset is there. */
const TASKSET = ["/usr/bin/taskset", "/bin/taskset"].find((f) => fs.existsSync(f)) ?? null;

function pinned(args: string[], env: Record<string, string>, cwd = ROOT): ChildProcess {
  const profile = PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE}`] : [];
  const node = [process.execPath, ...profile, ...args];
  const [cmd, ...rest] = TASKSET ? [TASKSET, "-c", "0", ...node] : node;
  return spawn(cmd!, rest, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env } });
}

async function waitFor(child: ChildProcess, port: number, p: string, what: string): Promise<ChildProcess> {
  for (let i = 0; i < 600; i++) {
    const status = await get(port, p, {}).then((r) => r.status).catch(() => 0);
    if (status === 200) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`${what} did not answer`);
}

/** The API and portal as `npm start` serves them (the copy's scripts/start.mjs, already built). */
function startNext(port: number, env: Record<string, string>) {
  return waitFor(pinned([path.join(APP, "scripts/start.mjs")], { SKIP_BUILD: "1", PORT: String(port), HOST: "127.0.0.1", ...env }, APP), port, "/api/v1/status", "npm start");
}

/** The plain Node entry, as `npm run serve:api` serves it: built, then the bundle under plain Node. */
async function startLean(port: number, env: Record<string, string>) {
  await buildApi();
  return waitFor(pinned(["--enable-source-maps", OUTFILE], { SKIP_WORLD: "1", PORT: String(port), HOST: "127.0.0.1", ...env }), port, "/api/v1/status", "serve:api");
}

/** An OTLP/HTTP collector that answers every export and keeps nothing but a count of bytes. */
async function startSink(): Promise<{ url: string; bytes: () => number }> {
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on("data", (c: Buffer) => (bytes += c.length));
    req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, bytes: () => bytes };
}

function startBareNode(port: number) {
  return waitFor(pinned(["--import", "tsx", path.join(ROOT, "bench/bare-node.ts")], { PORT: String(port), BENCH_BODY_FILE: BODY_FILE }), port, "/", "the bare node server");
}

/** The least a cached read owes the contract, on a bare server (bench/contract-floor.ts). */
function startContractFloor(port: number) {
  return waitFor(pinned(["--import", "tsx", path.join(ROOT, "bench/contract-floor.ts")], { PORT: String(port), BENCH_BODY_FILE: BODY_FILE, BENCH_KEY: KEY, BENCH_PATH: PATH }), port, "/", "the contract floor server");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(port: number, p: string, headers: Record<string, string>): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: p, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** utime and stime of one process (live threads included), in seconds; NaN once it is gone. */
function processCpu(pid: number): { user: number; sys: number } {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { user: Number(fields[11]) / 100, sys: Number(fields[12]) / 100 }; // clock ticks (100 Hz)
  } catch {
    return { user: NaN, sys: NaN };
  }
}

/** The processes under `pid` (a server that forks a worker is charged for it too). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      parent.set(ppid, [...(parent.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (parent.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

/**
 * CPU seconds the server has used (user + system of it and its children, from /proc). Throughput
 * on a shared machine swings with everyone else's load; CPU per answer does not, and on a
 * dedicated, saturated core it is what throughput follows.
 */
function cpuSeconds(pid: number, tree: number[]): { total: number; sys: number } {
  let total = 0;
  let sys = 0;
  for (const p of [pid, ...tree]) {
    const c = processCpu(p);
    total += (c.user || 0) + (c.sys || 0);
    sys += c.sys || 0;
  }
  return { total, sys };
}

const pct = (sorted: ArrayLike<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface LoadRun {
  done: number;
  wrong: number;
  latencies: ArrayLike<number> & Iterable<number>;
  seconds: number;
  clientCpu: number;
  queued: number;
  /** Open loop: the client's own longest lateness (ms; its 1 ms ticks' gaps over 2 ms), and their sum. */
  clientStallMs: number;
  clientStalledMs: number;
}

/** Seconds an open-loop run sends at its rate before it counts (see `warmup` in bench/load-client.mjs). */
const OPEN_WARMUP_S = 1;

/** Quiet time before each open-loop run, with every server running (see `measure`). */
const SETTLE_MS = 7000;

/** Every server process of the run: all but the one driven are paused while it is driven. */
let serverPids: number[] = [];

/**
 * Pauses (SIGSTOP) every server but `pid`, with their children, until the returned function
 * resumes them. They share the server core: an idle server's own background work (an audit batch
 * written after its run, a worker pass) would otherwise land in another's measurement, as
 * stalls in its latency and lost throughput. Paused, it does that work in its own runs.
 */
function pauseOthers(pid: number): () => void {
  const others = serverPids.filter((p) => p !== pid).flatMap((p) => [p, ...descendants(p)]);
  const signal = (sig: NodeJS.Signals) => {
    for (const p of others) {
      try {
        process.kill(p, sig);
      } catch {
        // gone meanwhile
      }
    }
  };
  signal("SIGSTOP");
  return () => signal("SIGCONT");
}

// Interrupted (Ctrl-C): no server is left paused, or running, behind.
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    for (const p of serverPids.flatMap((pid) => [pid, ...descendants(pid)])) {
      try {
        process.kill(p, "SIGCONT");
        process.kill(p, "SIGTERM");
      } catch {
        // gone meanwhile
      }
    }
    process.exit(130);
  });
}

/** One load run against a target, with the server's CPU over it. `rate` 0: closed loop. */
async function drive(t: Target, seconds: number, opts: Options, rate = 0) {
  const tree = descendants(t.pid);
  const resume = pauseOthers(t.pid);
  try {
    const cpu0 = cpuSeconds(t.pid, tree);
    const warmup = rate ? OPEN_WARMUP_S : 0;
    const r = (await runLoadInWorkers({ port: t.port, request: rawGet(t.port, t.p, t.h), expect: t.s, seconds, connections: opts.connections, rate, warmup, poll: opts.poll }, opts.workers)) as LoadRun;
    const cpu1 = cpuSeconds(t.pid, tree);
    return { ...r, cpu: cpu1.total - cpu0.total, sys: cpu1.sys - cpu0.sys };
  } finally {
    resume();
  }
}

/**
 * One round's runs, in order, in groups: each group one server's, driven over one set of
 * connections. Every target takes the round's seconds in slices of about `--slice` seconds, taken
 * in turn, the order reversed every other slice (A B C, C B A, ...). On a shared virtual machine
 * one server's CPU per answer moves by a third from one second to the next (others' work on the
 * host); slices taken in turn spread those moments over both sides of a ratio instead of letting
 * one 4 s window catch them. The targets of a Next.js server (its pipeline and its bare route) take
 * their turns within one group, over the same connections (a new connection's first requests there
 * are slow, see docs/guides/self-hosting.md); the others take theirs across servers, each slice a
 * group of its own.
 */
function roundSchedule(order: [string, Target][], opts: Options): [string, Target, number][][] {
  const slices = sliceCount(opts);
  const inTurns = (list: [string, Target][]) => {
    const out: [string, Target, number][] = [];
    for (let k = 0; k < slices; k++) for (const [name, t] of k % 2 ? [...list].reverse() : list) out.push([name, t, opts.seconds / slices]);
    return out;
  };
  const groups: [string, Target, number][][] = [];
  const nextServers = [...new Set(order.filter(([name]) => onNext(name)).map(([, t]) => t.pid))];
  for (const pid of nextServers) groups.push(inTurns(order.filter(([name, t]) => onNext(name) && t.pid === pid)));
  for (const run of inTurns(order.filter(([name]) => !onNext(name)))) groups.push([run]);
  return groups;
}

/** A group's runs (see roundSchedule): one target alone, or one server's targets in turn over the same connections. */
async function driveGroup(group: [string, Target, number][], opts: Options): Promise<(LoadRun & { cpu: number; sys: number })[]> {
  if (group.length === 1) return [await drive(group[0]![1], group[0]![2], opts)];
  const pid = group[0]![1].pid;
  const tree = descendants(pid);
  const resume = pauseOthers(pid);
  try {
    const phases = group.map(([, t, seconds]) => ({ request: rawGet(t.port, t.p, t.h), expect: t.s, seconds }));
    const runs = (await runPhasesInWorker({ port: group[0]![1].port, phases, connections: opts.connections, warmup: PHASE_WARMUP_S, poll: opts.poll, cpuPids: [pid, ...tree] })) as (LoadRun & { cpu: number; sys: number })[];
    return runs.map((r) => ({ ...r, queued: 0, clientStallMs: 0, clientStalledMs: 0 }));
  } finally {
    resume();
  }
}

/** Seconds a group of one server's targets sends its first target's request, uncounted, on its new connections. */
const PHASE_WARMUP_S = 1;

/** Into how many slices of about `--slice` seconds a round's seconds are cut. */
function sliceCount(opts: Options): number {
  return Math.max(1, Math.round(opts.seconds / opts.slice));
}

/** What runs add up to: answers, the seconds they were driven, the server's and the client's CPU. */
interface RunSum {
  done: number;
  seconds: number;
  cpu: number;
  clientCpu: number;
}

function addRun(into: RunSum, m: RunSum): void {
  into.done += m.done;
  into.seconds += m.seconds;
  into.cpu += m.cpu;
  into.clientCpu += m.clientCpu;
}

/** The lower quartile of some figures (NaN for none). */
function quartile(xs: number[]): number {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 4)]!;
}

/** One closed-loop run of one round. */
interface RoundFigure {
  rps: number;
  cpuUs: number;
  serverBusy: number;
  clientBusy: number;
}

interface Figure {
  /** Each round's run, in order. */
  rounds: RoundFigure[];
  /** CPU per answer (µs) of each slice of the rounds its server was saturated in. */
  slices: number[];
  /** Closed loop: answers a second at the server's maximum. */
  rps: number;
  /** Server CPU per answer, microseconds. */
  cpuUs: number;
  /**
   * Of it, the kernel's (system time). Over loopback the server's send also delivers the answer to
   * the client and wakes it: work a real network leaves to the client's machine.
   */
  kernelUs: number;
  /** The server's CPU over the wall time (1: its core saturated), and the client's. */
  serverBusy: number;
  clientBusy: number;
  /** Latency at the maximum (closed loop), ms. */
  p50: number;
  p99: number;
  /** Open loop at 80 % of the maximum: the rate, its latency (from when each request was due), ms. */
  openRate: number;
  openP50: number;
  openP99: number;
  /**
   * The server's CPU over the open-loop run (warm-up included): one request at a time costs more
   * than the batches of a saturated closed loop, so "80 %" can be a busier core than 0.8.
   */
  openBusy: number;
  /** The client's own longest lateness in that run, ms: a latency no server caused. */
  openClientStall: number;
  wrong: number;
}

interface Target {
  port: number;
  pid: number;
  p: string;
  h: Record<string, string>;
  s: number;
}

interface Options {
  seconds: number;
  /** Targets off Next.js run their round's seconds in slices of about this many seconds, in turn (see roundSchedule). */
  slice: number;
  /** The open loop's counted seconds: long enough to hold a busy instance's audit write (every 5 s). */
  openSeconds: number;
  warmup: number;
  /** The warm-up of a target on a Next.js server: it reaches its steady CPU per answer far later than a plain Node server. */
  nextWarmup: number;
  connections: number;
  workers: number;
  rounds: number;
  saturated: number;
  database: string;
  /** Whether the client polls (see POLL_ASKED): per store. */
  poll: boolean;
}

async function measure(store: string, env: Record<string, string>, opts: Options) {
  const base = 3900 + Math.floor(Math.random() * 500);
  const [nextPort, leanPort, barePort, otelPort, nextOtelPort, floorPort] = [base, base + 1, base + 2, base + 3, base + 4, base + 5];
  // Embedded: one database folder per server (PGlite is one process's). PostgreSQL: one server
  // (on the other core, like a database host) that both share.
  const pg = opts.database === "postgres" ? await startPostgres() : null;
  const dbEnv = async (name: string): Promise<Record<string, string>> => {
    // A named database leaves sandbox unless it is asked for: the bench measures the sandbox's seams.
    if (pg) return { DATABASE_URL: pg.url, SANDBOX: "1" };
    const dir = path.join(WORK, `pglite-${store}-${name}`);
    await prepareDatabase({ dir });
    return { PGLITE_DIR: dir };
  };
  if (pg) await prepareDatabase({ url: pg.url });
  const prefix = `bench-${Date.now()}`;
  const servers: ChildProcess[] = [];
  try {
    const next = WITH_NEXT ? await startNext(nextPort, { ...(await dbEnv("next")), BENCH_BODY_FILE: BODY_FILE, STORE_PREFIX: `${prefix}-next:`, ...env }) : null;
    if (next) servers.push(next);
    const lean = await startLean(leanPort, { ...(await dbEnv("lean")), STORE_PREFIX: `${prefix}-lean:`, ...env });
    servers.push(lean);
    const sink = OTEL ? await startSink() : null;
    const leanOtel = sink ? await startLean(otelPort, { ...(await dbEnv("lean-otel")), STORE_PREFIX: `${prefix}-otel:`, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, ...env }) : null;
    if (leanOtel) servers.push(leanOtel);
    const nextOtel =
      sink && WITH_NEXT
        ? await startNext(nextOtelPort, { ...(await dbEnv("next-otel")), BENCH_BODY_FILE: BODY_FILE, STORE_PREFIX: `${prefix}-next-otel:`, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, ...env })
        : null;
    if (nextOtel) servers.push(nextOtel);
    const auth = { Authorization: `Bearer ${KEY}` };
    // Each entry fills its own cache, then answers from it.
    let copy: Awaited<ReturnType<typeof get>> | null = null;
    for (const port of [...(next ? [nextPort] : []), leanPort, ...(leanOtel ? [otelPort] : []), ...(nextOtel ? [nextOtelPort] : [])]) {
      // A cold server's first answers may take longer than the store's deadline (a store call then
      // counts as failed and the store is skipped for a moment): ask again until the copy answers.
      let again: Awaited<ReturnType<typeof get>> | null = null;
      for (let attempt = 1; attempt <= 20 && !again; attempt++) {
        const first = await get(port, PATH, auth);
        if (first.status !== 200) throw new Error(`warm-up answered ${first.status}: ${first.body}`);
        const second = await get(port, PATH, auth);
        if (String(second.headers["cache-status"]).includes("hit")) again = second;
        else if (attempt === 20) throw new Error(`expected a cache hit, got ${second.headers["cache-status"]}`);
        else await new Promise((r) => setTimeout(r, 500));
      }
      if (copy && again!.body !== copy.body) throw new Error("the two entries answer different bytes");
      copy ??= again;
    }
    // The bare servers answer with the same bytes and the same headers.
    const keep = ["content-type", "etag", "cache-control", "cache-status", "ratelimit", "ratelimit-policy", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-request-id"];
    fs.writeFileSync(BODY_FILE, JSON.stringify({ body: copy!.body, headers: Object.fromEntries(keep.map((h) => [h, String(copy!.headers[h] ?? "")])) }));
    const etag = String(copy!.headers.etag);
    const bareNode = await startBareNode(barePort);
    servers.push(bareNode);
    const floorNode = await startContractFloor(floorPort);
    servers.push(floorNode);
    for (const port of next ? [nextPort, barePort, floorPort] : [barePort, floorPort]) {
      const bare = await get(port, port === nextPort ? BARE_PATH : PATH, port === floorPort ? auth : {});
      if (bare.body !== copy!.body) throw new Error("a bare server does not return the same bytes");
    }
    const on = (child: ChildProcess | null, port: number) => ({ port, pid: child?.pid ?? 0 });
    const targets: Record<string, Target> = {
      "next pipeline 200": { ...on(next, nextPort), p: PATH, h: auth, s: 200 },
      "next bare 200": { ...on(next, nextPort), p: BARE_PATH, h: auth, s: 200 },
      "next pipeline 304": { ...on(next, nextPort), p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
      "next bare 304": { ...on(next, nextPort), p: BARE_PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
      "lean 200": { ...on(lean, leanPort), p: PATH, h: auth, s: 200 },
      "node bare 200": { ...on(bareNode, barePort), p: PATH, h: auth, s: 200 },
      "lean 304": { ...on(lean, leanPort), p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
      "node bare 304": { ...on(bareNode, barePort), p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
      "node floor 200": { ...on(floorNode, floorPort), p: PATH, h: auth, s: 200 },
      "node floor 304": { ...on(floorNode, floorPort), p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
      ...(leanOtel
        ? {
            "lean otel 200": { ...on(leanOtel, otelPort), p: PATH, h: auth, s: 200 },
            "lean otel 304": { ...on(leanOtel, otelPort), p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
          }
        : {}),
      ...(nextOtel
        ? {
            "next otel 200": { ...on(nextOtel, nextOtelPort), p: PATH, h: auth, s: 200 },
            "next otel bare 200": { ...on(nextOtel, nextOtelPort), p: BARE_PATH, h: auth, s: 200 },
            "next otel 304": { ...on(nextOtel, nextOtelPort), p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
            "next otel bare 304": { ...on(nextOtel, nextOtelPort), p: BARE_PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
          }
        : {}),
    };
    const entries = Object.entries(targets).filter(([name]) => !ONLY || ONLY.includes(name));
    serverPids = servers.map((c) => c.pid!).filter(Boolean);
    // Warm every target (JIT, connection pool, the server's own caches).
    // A Next.js server takes 20 to 30 s of load to settle: driven in 5 s rounds after 2 s of warm-up,
    // the traced server answered the pipeline's read at 2033, 1746, 1543, 1259, 1107 and 1067 µs and
    // its bare route at 1332 to 1024, so the first rounds measured warm-up, mostly the pipeline's.
    for (const [name, t] of entries) await drive(t, onNext(name) ? opts.nextWarmup : opts.warmup, opts);
    const totals: Record<string, RunSum & { sys: number; wrong: number; latencies: number[] }> = {};
    const perRound: Record<string, RoundFigure[]> = {};
    const perSlice: Record<string, number[]> = {};
    for (let r = 0; r < opts.rounds; r++) {
      // Each round starts with another target, so order effects (GC, a flush, JIT) spread evenly.
      const round: Record<string, RunSum> = {};
      for (const group of roundSchedule([...entries.slice(r % entries.length), ...entries.slice(0, r % entries.length)], opts)) {
        const runs = await driveGroup(group, opts);
        for (const [g, [name]] of group.entries()) {
          const m = runs[g]!;
          if (m.done > 0 && m.cpu / m.seconds >= opts.saturated) (perSlice[name] ??= []).push((m.cpu / m.done) * 1e6);
          addRun((round[name] ??= { done: 0, seconds: 0, cpu: 0, clientCpu: 0 }), m);
          const acc = (totals[name] ??= { done: 0, seconds: 0, cpu: 0, sys: 0, clientCpu: 0, wrong: 0, latencies: [] });
          addRun(acc, m);
          acc.sys += m.sys;
          acc.wrong += m.wrong;
          for (const l of m.latencies) acc.latencies.push(l);
        }
      }
      for (const [name, m] of Object.entries(round)) {
        (perRound[name] ??= []).push({ rps: m.done / m.seconds, cpuUs: (m.cpu / Math.max(1, m.done)) * 1e6, serverBusy: m.cpu / m.seconds, clientBusy: m.clientCpu / m.seconds });
      }
    }
    const figures: Record<string, Figure> = {};
    for (const [name, t] of Object.entries(totals)) {
      const sorted = Float64Array.from(t.latencies).sort();
      const rps = t.done / t.seconds;
      // Latency under load the server can carry: open loop at 80 % of its own maximum. First every
      // server finishes the background work its last run left (the embedded database's audit rows
      // are written up to 5 s after a busy run), so that work lands in no one's measurement.
      const open = opts.openSeconds > 0 ? (await new Promise((r) => setTimeout(r, SETTLE_MS)), await drive(targets[name]!, opts.openSeconds, opts, Math.round(rps * 0.8))) : null;
      const openSorted = Float64Array.from(open?.latencies ?? []).sort();
      figures[name] = {
        rps,
        cpuUs: (t.cpu / t.done) * 1e6,
        kernelUs: (t.sys / t.done) * 1e6,
        serverBusy: t.cpu / t.seconds,
        clientBusy: t.clientCpu / t.seconds,
        p50: pct(sorted, 50),
        p99: pct(sorted, 99),
        openRate: open ? open.done / open.seconds : NaN,
        openP50: pct(openSorted, 50),
        openP99: pct(openSorted, 99),
        openBusy: open ? open.cpu / (open.seconds + OPEN_WARMUP_S) : NaN,
        openClientStall: open?.clientStallMs ?? NaN,
        wrong: t.wrong + (open?.wrong ?? 0),
        rounds: perRound[name]!,
        slices: perSlice[name] ?? [],
      };
    }
    return figures;
  } finally {
    serverPids = [];
    for (const s of servers) await stop(s);
    pg?.stop();
  }
}

async function main() {
  const opts: Options = {
    seconds: Number(arg("seconds", "4", "2")),
    slice: Number(arg("slice", "1")),
    openSeconds: Number(arg("open-seconds", "10", "0")),
    warmup: Number(arg("warmup", "2", "1")),
    nextWarmup: Number(arg("next-warmup", "15", "5")),
    connections: Number(arg("connections", "128")),
    workers: Number(arg("workers", "1")),
    rounds: Number(arg("rounds", "3")),
    saturated: Number(arg("saturated", "0.9")),
    database: arg("database", "pglite"),
    poll: POLL_ASKED,
  };
  const stores = arg("stores", "memory,redis", "memory").split(",");
  fs.mkdirSync(OUT, { recursive: true });
  fs.mkdirSync(WORK, { recursive: true });
  if (WITH_NEXT) build(process.argv.includes("--rebuild"));
  // The client, and the Redis or PostgreSQL it starts, on the other core than the servers.
  if (TASKSET) spawnSync(TASKSET, ["-cp", "1", String(process.pid)], { stdio: "ignore" });
  // Other work on the machine moves throughput more than CPU per answer: the load is printed with each run.
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");
  console.log(`load average before: ${load()}`);
  const report: Record<string, unknown> = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, pinned: Boolean(TASKSET), ...opts, path: PATH, loadBefore: os.loadavg(), stores: {} };
  for (const store of stores) {
    let env: Record<string, string> = {};
    let redis: Awaited<ReturnType<typeof testRedis>> = null;
    if (store === "redis") {
      redis = await testRedis();
      if (!redis) {
        console.log("redis: no redis-server here; skipped");
        continue;
      }
      env = { REDIS_URL: redis.url };
    }
    const storeOpts = { ...opts, poll: POLL_ASKED && store === "memory" && opts.database === "pglite" };
    const poll = storeOpts.poll;
    try {
      const f = await measure(store, env, storeOpts);
      const ratios: Record<string, unknown> = {};
      (report.stores as Record<string, unknown>)[store] = { figures: f, ratios, poll, loadAfter: os.loadavg() };
      console.log(`\n${store} store, ${opts.database} (${opts.rounds} rounds × ${opts.seconds} s closed loop, in turns of ${(opts.seconds / sliceCount(opts)).toFixed(1)} s, ${opts.connections} connections; then ${opts.openSeconds} s open loop at 80 % of each maximum; the client ${poll ? "polls" : "sleeps between answers"}; load average after: ${load()})`);
      console.log(`  ${"target".padEnd(20)} ${"answers/s".padStart(9)} ${"server".padStart(6)} ${"client".padStart(6)} ${"µs CPU".padStart(7)} ${"kernel".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} │ ${"at 80 %".padStart(8)} ${"server".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"client late".padStart(11)}`);
      for (const [name, x] of Object.entries(f)) {
        const busy = (b: number) => `${(b * 100).toFixed(0)}%`.padStart(6);
        console.log(
          `  ${name.padEnd(20)} ${x.rps.toFixed(0).padStart(9)} ${busy(x.serverBusy)} ${poll ? "  poll" : busy(x.clientBusy)} ${x.cpuUs.toFixed(1).padStart(7)} ${x.kernelUs.toFixed(1).padStart(6)} ${x.p50.toFixed(2).padStart(7)} ${x.p99.toFixed(2).padStart(7)} │ ${x.openRate.toFixed(0).padStart(8)} ${busy(x.openBusy)} ${x.openP50.toFixed(2).padStart(7)} ${x.openP99.toFixed(2).padStart(7)} ${`${x.openClientStall.toFixed(1)} ms`.padStart(11)}${x.wrong ? `   (${x.wrong} unexpected answers)` : ""}`,
        );
      }
      console.log(`  (server, client: each one's CPU over the wall time; 100% is one core${poll ? "; the client polls, a core always" : ""}. µs CPU: the server's per answer;`);
      console.log(`   kernel: of it, system time, which over loopback includes delivering the answer to the client${poll ? "" : " and waking it"}. At 80 %: the open loop's rate, the server's CPU`);
      console.log("   over it, its latency from when each request was due, and the client's own longest lateness, which that latency includes.)");
      const median = (xs: number[]) => {
        const sorted = [...xs].sort((p, q) => p - q);
        const mid = Math.floor(sorted.length / 2);
        return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      };
      /**
       * A ratio per round (its two sides driven within seconds of each other) and their median. A
       * round where a side was not saturated spends more CPU per answer than it would busy: it is
       * shown but left out of the median.
       */
      const line = (label: string, a: string, b: string, target: string | null): { throughput: number; cpu: number } | null => {
        const [x, y] = [f[a], f[b]];
        if (!x || !y) return null;
        const rounds = x.rounds.map((rx, i) => {
          const ry = y.rounds[i]!;
          return { throughput: rx.rps / ry.rps, cpu: ry.cpuUs / rx.cpuUs, saturated: rx.serverBusy >= opts.saturated && ry.serverBusy >= opts.saturated && rx.rps > 0 && ry.rps > 0, busy: [rx.serverBusy, ry.serverBusy] };
        });
        const counted = rounds.filter((r) => r.saturated);
        const shown = rounds.map((r) => `${r.throughput.toFixed(2)}/${r.cpu.toFixed(2)}${r.saturated ? "" : `*(${r.busy.map((v) => `${(v * 100).toFixed(0)}%`).join(",")})`}`).join(" ");
        if (!counted.length) {
          ratios[label] = { rounds, median: null };
          console.log(`  ${label.padEnd(36)} no ratio: not saturated in any round   rounds (throughput/CPU): ${shown}`);
          return null;
        }
        const m = { throughput: median(counted.map((r) => r.throughput)), cpu: median(counted.map((r) => r.cpu)) };
        // Beside the verdict: the two sides' quietest quarter of runs. Neighbours on a shared
        // machine only ever add time, so each side's lower quartile is its cost with the least of it.
        const quiet = quartile(y.slices) / quartile(x.slices);
        ratios[label] = { rounds, median: m, quiet: Number.isFinite(quiet) ? quiet : null };
        console.log(`  ${label.padEnd(36)} throughput ${m.throughput.toFixed(2)}   CPU/answer ${m.cpu.toFixed(2)}   (${target === null ? "reference" : `target ≥ ${target}`})   rounds (throughput/CPU): ${shown}   quiet: ${Number.isFinite(quiet) ? quiet.toFixed(2) : "-"}`);
        return m;
      };
      console.log(`  ratios, median of ${opts.rounds} rounds (* a round with a side under ${(opts.saturated * 100).toFixed(0)}% of its core, left out; quiet: the ratio of the two sides' lower quartiles of CPU per answer over their runs):`);
      // Traced: the pipeline exporting, against the untraced bare server (what tracing costs beside a
      // server that does none) and, for Next.js, against the bare route of the same traced server
      // (Next.js's own spans, which @vercel/otel exports for every route, on both sides).
      const pairs: [string, string, string, string, string | null, string][] = [
        ["Next: cached read ÷ bare route", "next pipeline 200", "next otel 200", "next bare 200", "next otel bare 200", "0.80"],
        ["Next: 304 ÷ bare route", "next pipeline 304", "next otel 304", "next bare 304", "next otel bare 304", "0.90"],
        ["Node entry: cached read ÷ bare http", "lean 200", "lean otel 200", "node bare 200", null, store === "redis" ? "0.40" : "0.70"],
        ["Node entry: 304 ÷ bare http", "lean 304", "lean otel 304", "node bare 304", null, store === "redis" ? "0.40" : "0.70"],
      ];
      for (const [label, plain, traced, bare, tracedBare, target] of pairs) {
        const off = line(label, plain, bare, target);
        const within = off ? `${(off.cpu - 0.1).toFixed(2)} by CPU, within 0.1 of untraced` : "within 0.1 of untraced";
        const [entry, what] = label.split(":") as [string, string];
        const on = line(`${entry} traced:${what}`, traced, bare, within);
        if (off && on) console.log(`  ${"".padEnd(36)} traced - untraced: throughput ${(on.throughput - off.throughput).toFixed(2)}, CPU/answer ${(on.cpu - off.cpu).toFixed(2)}`);
        if (!tracedBare) continue;
        const same = line(`${entry} traced:${what.replace("bare route", "traced bare route")}`, traced, tracedBare, within);
        if (off && same) console.log(`  ${"".padEnd(36)} traced - untraced: throughput ${(same.throughput - off.throughput).toFixed(2)}, CPU/answer ${(same.cpu - off.cpu).toFixed(2)}`);
      }
      // The reference: how much of bare http's speed a server keeps when it does no more for a cached
      // read than the contract asks (bench/contract-floor.ts), and the plain entry against it. A
      // target of 0.7 for the plain entry is reachable on a machine only where the first is above it.
      line("Floor: cached read ÷ bare http", "node floor 200", "node bare 200", null);
      line("Floor: 304 ÷ bare http", "node floor 304", "node bare 304", null);
      line("Node entry: cached read ÷ floor", "lean 200", "node floor 200", null);
      line("Node entry: 304 ÷ floor", "lean 304", "node floor 304", null);
      for (const [label, on, off] of [["Telemetry: Next cached read", "next otel 200", "next pipeline 200"], ["Telemetry: Next 304", "next otel 304", "next pipeline 304"], ["Telemetry: Next bare route", "next otel bare 200", "next bare 200"], ["Telemetry: cached read", "lean otel 200", "lean 200"], ["Telemetry: 304", "lean otel 304", "lean 304"]] as const) {
        const [x, y] = [f[on], f[off]];
        if (!x || !y) continue;
        ratios[label] = { on: x.cpuUs, off: y.cpuUs };
        console.log(`  ${label.padEnd(36)} ${x.cpuUs.toFixed(1)} µs CPU per answer with an endpoint, ${y.cpuUs.toFixed(1)} without (+${(x.cpuUs - y.cpuUs).toFixed(1)} µs)`);
      }
      const floor = f["node bare 200"];
      const lean = f["lean 200"];
      if (floor && lean && opts.openSeconds > 0) {
        const verdict = floor.openP99 >= 5 ? `not judged here: bare http itself is at ${floor.openP99.toFixed(1)} ms at 80 % of its maximum on this machine` : lean.openP99 < 5 ? "met" : "not met";
        ratios["Node entry: p99 at 80 %"] = { lean: lean.openP99, floor: floor.openP99 };
        console.log(`  ${"Node entry: p99 at 80 %".padEnd(34)} ${lean.openP99.toFixed(1)} ms   (target < 5 ms: ${verdict})`);
      }
    } finally {
      await redis?.stop();
    }
  }
  const file = path.join(OUT, `traffic-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nwritten ${path.relative(ROOT, file)}`);
  agent.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
