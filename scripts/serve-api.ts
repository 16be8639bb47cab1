/**
 * `npm run serve:api`: the API alone on a plain Node `http` server (lib/server/), no Next.js.
 * Runs the deploy check (refused settings: the list, exit 1), then loads a world into an empty
 * database, like `npm start` (WORLD_FILE, else the demo world),
 * then starts OpenTelemetry when an OTLP endpoint is set (lib/observability/node-sdk.ts; nothing is
 * loaded otherwise), opens the app (database, store, webhook worker) and listens on PORT (default
 * 3000) and HOST (default 0.0.0.0). SIGINT or SIGTERM: stop accepting, give the requests in flight
 * 3 s, close the connections still open, write the calls still in the audit batch, send the
 * telemetry still batched, close. What the server itself writes is JSON lines
 * (lib/observability/log.ts); the world loader's list of keys to try before it is for people.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { closeApp, getApp } from "@/lib/root/app";
import { exitUnlessDeployable } from "@/lib/server/deploy-refusal";
import { createApiServer } from "@/lib/server/server";
import { log } from "@/lib/observability/log";
import { startNodeTelemetry } from "@/lib/observability/node-sdk";
import { stopTelemetry } from "@/lib/observability/state";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
/** The project folder: this file runs from scripts/ (tsx) or bundled from .build/api/ (`npm run serve:api`). */
const root = projectRoot(path.dirname(new URL(import.meta.url).pathname));

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

async function main() {
  // The deploy check before anything is opened: refused settings stop the start with the list.
  exitUnlessDeployable(process.env);
  if (process.env.SKIP_WORLD !== "1") {
    // The embedded database allows one process at a time: the world is loaded before the app opens it.
    const r = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/ensure-world.ts"), `--port=${port}`], { stdio: "inherit", env: process.env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  // Before the app opens: its database and store are observed from their first statement.
  await startNodeTelemetry();
  await getApp();
  const server = createApiServer();
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === "object" && address ? address.port : port;
    log.info("listening", { url: `http://localhost:${bound}/api/v1`, entry: "plain Node" });
    // For scripts and tests that start it on port 0.
    if (process.env.PRINT_READY === "1") console.log(`READY ${bound}`);
  });
  let stopping = false;
  const GRACE_MS = 3000;
  // Requests in flight get GRACE_MS; then the connections still open are closed and the calls
  // still in the audit batch are written, whatever a client keeps busy.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.race([closed, new Promise((resolve) => setTimeout(resolve, GRACE_MS))])
      .then(() => {
        server.closeAllConnections();
        return closeApp();
      })
      .catch((e) => log.error("closing the app failed", { error: e }))
      .then(stopTelemetry)
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), GRACE_MS + 10_000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e) => {
  log.error("could not start", { error: e });
  process.exit(1);
});
