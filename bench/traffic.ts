/**
 * What the pipeline costs on its fastest paths, measured inside Next.js: a cached read and a 304
 * through the whole pipeline (key lookup, allowances, cache lookup, headers, audit after the
 * answer) against a bare Next.js route handler that returns the same bytes and headers, side by
 * side in one run, on the in-process store and on a local Redis. Target: the pipeline keeps at
 * least 0.8 of the bare handler's throughput.
 *
 * It builds a copy of the API routes plus the bare route into .data/bench-traffic (rebuilt only
 * when the sources change), loads the test world into an embedded database, starts `next start`
 * once per store and drives it with a closed-loop keep-alive client (one core for the server, one
 * for the client, as far as a shared machine allows). Rounds alternate the targets so drift in
 * machine load hits both sides alike.
 *
 *   npx tsx bench/traffic.ts [--seconds 4] [--concurrency 16] [--rounds 3] [--stores memory,redis] [--rebuild]
 *                            [--profile DIR] [--only "pipeline 304,bare 304"]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { openPglite } from "../lib/db/client";
import { loadWorld } from "../lib/world/load";
import { validateWorld } from "../lib/world/validate";
import { testRedis } from "../tests/store/redis-server";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const OUT = path.join(ROOT, "bench/results");
// Build copy and databases under .data (ignored by git, tsc and eslint).
const WORK = path.join(ROOT, ".data/bench-traffic");
const APP = path.join(WORK, "next-app");
const BODY_FILE = path.join(WORK, "bare-body.json");
const KEY = "svc_sk_test_benchUnlimitedKey0000001";
const PATH = "/api/v1/artists/10";
/** --profile DIR: the server writes a V8 CPU profile there when it stops. */
const PROFILE = process.argv.includes("--profile") ? path.resolve(process.argv[process.argv.indexOf("--profile") + 1]!) : null;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
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
  const sources = ["app/api", "lib", "drizzle", "tsconfig.json", "next.config.ts", "package.json"];
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
  for (const s of sources) fs.cpSync(path.join(ROOT, s), path.join(APP, s), { recursive: true });
  fs.mkdirSync(path.join(APP, "app/api/bench-bare/[id]"), { recursive: true });
  fs.writeFileSync(path.join(APP, "app/api/bench-bare/[id]/route.ts"), BARE_ROUTE);
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
async function prepareDatabase(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  const world = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/worlds/basic.json"), "utf8"));
  world.keys.push({ crew: "nightshift", name: "Bench", type: "secret", token: KEY, rate_limit: { per_minute: 10_000_000, per_day: 1_000_000_000 } });
  const result = validateWorld(world, new Date());
  if (!result.ok) throw new Error(result.problems.join("\n"));
  const database = await openPglite(dir);
  await loadWorld(database.db, result.world);
  await database.close();
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const profile = PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: APP,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
  });
  for (let i = 0; i < 300; i++) {
    const status = await get(port, "/api/v1/status", {}).then((r) => r.status).catch(() => 0);
    if (status === 200) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error("next start did not answer");
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

/**
 * CPU seconds the server process has used (user + system, from /proc). Throughput on a shared
 * machine swings with everyone else's load; CPU per request does not, and on a dedicated core it
 * is what throughput follows.
 */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100 Hz)
  } catch {
    return NaN;
  }
}

/** Closed loop: `concurrency` clients, each sending the next request when the last one answered. */
async function drive(port: number, p: string, headers: Record<string, string>, expect: number, seconds: number, concurrency: number, pid = 0) {
  const until = performance.now() + seconds * 1000;
  const cpu0 = cpuSeconds(pid);
  let done = 0;
  let wrong = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const r = await get(port, p, headers);
        latencies.push(performance.now() - t);
        if (r.status === expect) done++;
        else wrong++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { done, wrong, seconds, cpu: cpuSeconds(pid) - cpu0, p50: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

interface Figure {
  rps: number;
  /** Server CPU per answer, microseconds. */
  cpuUs: number;
  p50: number;
  wrong: number;
}

async function measure(store: string, env: Record<string, string>, opts: { seconds: number; concurrency: number; rounds: number }) {
  const port = 3900 + Math.floor(Math.random() * 500);
  const db = path.join(WORK, `pglite-${store}`);
  await prepareDatabase(db);
  const server = await startServer(port, { PGLITE_DIR: db, BENCH_BODY_FILE: BODY_FILE, STORE_PREFIX: `bench-${Date.now()}:`, ...env });
  try {
    const auth = { Authorization: `Bearer ${KEY}` };
    const first = await get(port, PATH, auth);
    if (first.status !== 200) throw new Error(`warm-up answered ${first.status}: ${first.body}`);
    const copy = await get(port, PATH, auth);
    if (!String(copy.headers["cache-status"]).includes("hit")) throw new Error(`expected a cache hit, got ${copy.headers["cache-status"]}`);
    // The bare handler answers with the same bytes and the same headers.
    const keep = ["content-type", "etag", "cache-control", "cache-status", "ratelimit", "ratelimit-policy", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-request-id"];
    fs.writeFileSync(BODY_FILE, JSON.stringify({ body: copy.body, headers: Object.fromEntries(keep.map((h) => [h, String(copy.headers[h] ?? "")])) }));
    const etag = String(copy.headers.etag);
    const bare = await get(port, BARE_PATH, {});
    if (bare.body !== copy.body) throw new Error("the bare route does not return the same bytes");

    const targets = {
      "pipeline 200 (cached)": { p: PATH, h: auth, s: 200 },
      "bare 200": { p: BARE_PATH, h: {}, s: 200 },
      "pipeline 304": { p: PATH, h: { ...auth, "If-None-Match": etag }, s: 304 },
      "bare 304": { p: BARE_PATH, h: { "If-None-Match": etag }, s: 304 },
    };
    // Warm both (JIT, connection pool).
    for (const t of Object.values(targets)) await drive(port, t.p, t.h, t.s, 1, opts.concurrency);
    const totals: Record<string, { done: number; seconds: number; cpu: number; wrong: number; p50: number[] }> = {};
    // --only NAME,NAME: measure some targets only (e.g. to profile one path).
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]!.split(",") : null;
    const entries = Object.entries(targets).filter(([name]) => !only || only.includes(name));
    for (let r = 0; r < opts.rounds; r++) {
      // Each round starts with another target, so order effects (GC, a flush, JIT) spread evenly.
      for (const [name, t] of [...entries.slice(r % entries.length), ...entries.slice(0, r % entries.length)]) {
        const m = await drive(port, t.p, t.h, t.s, opts.seconds, opts.concurrency, server.pid);
        const acc = (totals[name] ??= { done: 0, seconds: 0, cpu: 0, wrong: 0, p50: [] });
        acc.done += m.done;
        acc.seconds += m.seconds;
        acc.cpu += m.cpu;
        acc.wrong += m.wrong;
        acc.p50.push(m.p50);
      }
    }
    const figures: Record<string, Figure> = {};
    for (const [name, t] of Object.entries(totals)) {
      figures[name] = { rps: t.done / t.seconds, cpuUs: (t.cpu / t.done) * 1e6, p50: t.p50.sort((a, b) => a - b)[Math.floor(t.p50.length / 2)]!, wrong: t.wrong };
    }
    return figures;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
  }
}

async function main() {
  const opts = { seconds: Number(arg("seconds", "4")), concurrency: Number(arg("concurrency", "16")), rounds: Number(arg("rounds", "3")) };
  const stores = arg("stores", "memory,redis").split(",");
  fs.mkdirSync(OUT, { recursive: true });
  fs.mkdirSync(WORK, { recursive: true });
  build(process.argv.includes("--rebuild"));
  const report: Record<string, unknown> = { at: new Date().toISOString(), node: process.version, cpus: (await import("node:os")).cpus().length, ...opts, path: PATH, stores: {} };
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
    try {
      const f = await measure(store, env, opts);
      (report.stores as Record<string, unknown>)[store] = f;
      const ratio = (a: string, b: string) => (f[a] && f[b] ? f[a].rps / f[b].rps : NaN);
      const cpuRatio = (a: string, b: string) => (f[a] && f[b] ? f[b].cpuUs / f[a].cpuUs : NaN);
      console.log(`\n${store} store (${opts.rounds} rounds × ${opts.seconds} s, ${opts.concurrency} clients)`);
      for (const [name, x] of Object.entries(f)) {
        console.log(`  ${name.padEnd(24)} ${x.rps.toFixed(0).padStart(6)} req/s   ${x.cpuUs.toFixed(0).padStart(5)} µs server CPU/answer   p50 ${x.p50.toFixed(2)} ms${x.wrong ? `   (${x.wrong} unexpected answers)` : ""}`);
      }
      console.log(`  throughput ratio   cached read ${ratio("pipeline 200 (cached)", "bare 200").toFixed(2)}   304 ${ratio("pipeline 304", "bare 304").toFixed(2)}`);
      console.log(`  CPU/answer ratio   cached read ${cpuRatio("pipeline 200 (cached)", "bare 200").toFixed(2)}   304 ${cpuRatio("pipeline 304", "bare 304").toFixed(2)}   (bare ÷ pipeline; target ≥ 0.80)`);
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
