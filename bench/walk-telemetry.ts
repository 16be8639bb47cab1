/**
 * What telemetry costs the walk of a cached read, without a server or a socket: the dispatcher
 * (lib/server/dispatch.ts) answers `GET /v1/artists/10` in this process, 64 calls per turn of the
 * event loop as a busy server does, and the process's CPU time over the calls is divided by them.
 * Apart from HTTP and the kernel, the figure moves far less with other work on the machine than
 * bench/traffic.ts's, so a change to the telemetry path can be told from noise here. Each
 * configuration runs in a child process of its own (one SDK per process), on an embedded database
 * loaded with the test world; rounds alternate the configurations.
 *
 *   off       no endpoint: nothing loaded
 *   metrics   an endpoint, OTEL_TRACES_EXPORTER=none
 *   default   an endpoint as it comes: at most TRACES_PER_SECOND (10) traces a second, and metrics
 *   sampled   an endpoint, one trace in a hundred (parentbased_traceidratio 0.01, TRACES_PER_SECOND=all) and metrics
 *   traced    an endpoint, every request traced (TRACES_PER_SECOND=all), and metrics
 *
 * With an endpoint, the exports go to a collector in the child that reads and drops them, so the
 * export's serialisation and its HTTP request count too. What it leaves out: the context that
 * tracing makes every asynchronous operation of a server carry (an HTTP request's own ones), which
 * bench/traffic.ts measures.
 *
 *   npx tsx bench/walk-telemetry.ts [--calls 200000] [--rounds 3] [--configs off,metrics,default,sampled,traced] [--profile DIR]
 *
 * `--profile DIR` writes each child's CPU profile there (V8's .cpuprofile, for Chrome DevTools).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const KEY = "svc_sk_test_benchUnlimitedKey0000001";
const PATH = "/api/v1/artists/10";
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const CONFIGS: Record<string, Record<string, string>> = {
  off: {},
  metrics: { SINK: "1", OTEL_TRACES_EXPORTER: "none" },
  default: { SINK: "1" },
  sampled: { SINK: "1", OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.01", TRACES_PER_SECOND: "all" },
  traced: { SINK: "1", OTEL_TRACES_SAMPLER: "parentbased_always_on", TRACES_PER_SECOND: "all" },
};

/** The child: opens the app on the prepared database and times the calls. */
async function child(): Promise<void> {
  if (process.env.SINK === "1") {
    const sink = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"));
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", () => resolve()));
    sink.unref();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(sink.address() as { port: number }).port}`;
    // Exports while the calls run, not after them.
    process.env.OTEL_BSP_SCHEDULE_DELAY ??= "1000";
  }
  const { startNodeTelemetry } = await import("@/lib/observability/node-sdk");
  await startNodeTelemetry();
  const { appNow, getApp } = await import("@/lib/root/app");
  await getApp();
  const { dispatch } = await import("@/lib/server/dispatch");
  const headers: Record<string, string> = { authorization: `Bearer ${KEY}`, host: "127.0.0.1", "x-forwarded-for": "127.0.0.1" };
  const request = {
    method: "GET",
    url: `http://127.0.0.1${PATH}`,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    readBody: async () => "",
    fetchRequest: async () => null,
  };
  const calls = Number(process.env.CALLS);
  const run = async (n: number) => {
    let status = 0;
    for (let i = 0; i < n; i += 64) {
      for (let j = 0; j < 64; j++) {
        const a = dispatch(request, PATH, appNow);
        status = (a instanceof Promise ? await a : a).status;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (status !== 200) throw new Error(`answered ${status}`);
  };
  await run(Math.min(calls, 50_000)); // warm-up: JIT, the key and the copy cached
  const before = process.cpuUsage();
  await run(calls);
  const used = process.cpuUsage(before);
  process.stdout.write(JSON.stringify({ us: (used.user + used.system) / calls }));
  process.exit(0);
}

async function main(): Promise<void> {
  const calls = arg("calls", "200000");
  const rounds = Number(arg("rounds", "3"));
  const configs = arg("configs", "off,metrics,default,sampled,traced").split(",");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "walk-telemetry-"));
  try {
    // The test world plus the bench key, loaded once and copied for each child (PGlite is one process's).
    const template = path.join(work, "template");
    const prepare = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "bench/walk-telemetry.ts"), "--prepare", template], { cwd: ROOT, stdio: "inherit" });
    if (prepare.status !== 0) throw new Error("preparing the database failed");
    const taskset = ["/usr/bin/taskset", "/bin/taskset"].find((f) => fs.existsSync(f));
    const profile = arg("profile", "") ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(arg("profile", ""))] : [];
    const results: Record<string, number[]> = {};
    console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    for (let r = 0; r < rounds; r++) {
      for (const name of [...configs.slice(r % configs.length), ...configs.slice(0, r % configs.length)]) {
        const dir = path.join(work, `db-${name}-${r}`);
        fs.cpSync(template, dir, { recursive: true });
        const node = [process.execPath, ...profile, "--import", "tsx", path.join(ROOT, "bench/walk-telemetry.ts"), "--child"];
        const [cmd, ...args] = taskset ? [taskset, "-c", "0", ...node] : node;
        const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PGLITE_DIR: dir, SKIP_WORLD: "1", CALLS: calls, ...CONFIGS[name] };
        for (const k of ["OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_TRACES_EXPORTER", "OTEL_TRACES_SAMPLER", "OTEL_TRACES_SAMPLER_ARG", "TRACES_PER_SECOND", "SINK"]) if (!(k in CONFIGS[name]!)) delete env[k];
        const out = execFileSync(cmd!, args, { cwd: ROOT, env: env as NodeJS.ProcessEnv, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
        (results[name] ??= []).push((JSON.parse(out.trim().split("\n").pop()!) as { us: number }).us);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const off = results.off ? median(results.off) : NaN;
    console.log(`CPU per cached read through the dispatcher, µs (${calls} calls a round; median, then each round), load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    for (const name of configs) {
      const m = median(results[name]!);
      console.log(`  ${name.padEnd(8)} ${m.toFixed(2).padStart(6)}${name !== "off" && !Number.isNaN(off) ? ` (+${(m - off).toFixed(2)})` : "        "}   rounds: ${results[name]!.map((x) => x.toFixed(2)).join(" ")}`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The test world and a key whose allowances the calls cannot reach, into an embedded database folder. */
async function prepare(dir: string): Promise<void> {
  const [{ openPglite }, { loadWorld }, { validateWorld }] = await Promise.all([import("../lib/db/client"), import("../lib/world/load"), import("../lib/world/validate")]);
  const world = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/worlds/basic.json"), "utf8"));
  world.keys.push({ crew: "nightshift", name: "Bench", type: "secret", token: KEY, rate_limit: { per_minute: 1_000_000_000, per_day: 1_000_000_000 } });
  const checked = validateWorld(world, new Date());
  if (!checked.ok) throw new Error(checked.problems.join("\n"));
  const database = await openPglite(dir);
  await loadWorld(database.db, checked.world);
  await database.close();
}

const mode = process.argv.includes("--child") ? child() : process.argv.includes("--prepare") ? prepare(process.argv[process.argv.indexOf("--prepare") + 1]!) : main();
mode.catch((e) => {
  console.error(e);
  process.exit(1);
});
