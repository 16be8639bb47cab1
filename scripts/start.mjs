#!/usr/bin/env node
/**
 * `npm start`: runs the deploy check (scripts/check-deploy.ts), builds if needed, loads a world into an empty database (WORLD_FILE, else the demo
 * world), prints what to try (scripts/ensure-world.ts: demo keys, admin tokens, and in sandbox mode
 * the platform token and the sandbox webhooks with their receiver command), then serves the API and
 * portal. The server overwrites X-Forwarded-For with the socket address (unless TRUST_PROXY=1),
 * so per-address limits cannot be dodged with a forged header. Once it serves, every line it writes
 * is a JSON object (lib/observability/log.ts); the banner before it (keys to try) is for people.
 * OpenTelemetry starts in instrumentation.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const id = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(id)) return true;
  const built = fs.statSync(id).mtimeMs;
  const sources = ["app", "lib", "public", "drizzle", "docs", "worlds"].map((d) => newestMtime(path.join(root, d)));
  const files = ["package.json", "next.config.ts", "proxy.ts"].filter((f) => fs.existsSync(path.join(root, f))).map((f) => fs.statSync(path.join(root, f)).mtimeMs);
  return Math.max(...sources, ...files) > built;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The deploy check before anything is built or opened: refused settings print the table and stop here.
run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/check-deploy.ts"), "--quiet"]);

if (process.env.SKIP_BUILD !== "1" && needsBuild()) {
  console.log("Building the app (first start or sources changed)…");
  run(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"]);
}

// The embedded database allows one process at a time: load (and read the sandbox platform token)
// before the server opens it.
run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/ensure-world.ts"), `--port=${port}`]);

const { default: next } = await import("next");
const app = next({ dev: false, dir: root, hostname: "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
const trustProxy = process.env.TRUST_PROXY === "1";

const server = http.createServer((req, res) => {
  if (!trustProxy) {
    req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
    delete req.headers["x-real-ip"];
  }
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
// From here on the server's lines are JSON, like every line the app writes (lib/observability/log.ts).
const logLine = (level, msg, fields) => JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
server.listen(port, host, () => {
  console.log(logLine("info", "listening", { url: `http://localhost:${port}`, api: `http://localhost:${port}/api/v1`, entry: "Next.js" }));
});
// Stop accepting, give the requests in flight a few seconds, close the connections still open,
// then write the calls still in the audit batch (lib/root/app.ts leaves its closeApp on globalThis
// once a request has opened the app) and close. A connection a client keeps busy must not keep
// the calls from being written: the write comes after the grace period whatever happened.
const GRACE_MS = 3000;
let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections?.();
    Promise.race([closed, new Promise((resolve) => setTimeout(resolve, GRACE_MS))])
      .then(() => {
        server.closeAllConnections?.();
        return globalThis.__eventsCloseApp?.();
      })
      .catch((e) => console.error(logLine("error", "closing the app failed", { error: String(e), stack: e?.stack })))
      // The spans and metrics still batched (lib/observability/state.ts leaves this on globalThis when telemetry runs).
      .then(() => globalThis.__eventsStopTelemetry?.())
      .then(() => app.close?.())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), GRACE_MS + 10_000).unref();
  });
}
