/**
 * `npm run serve:api`: the API alone on a plain Node `http` server (lib/server/), no Next.js.
 * Runs the deploy check (refused settings: the list, exit 1), then loads a world into an empty
 * database, like `npm start` (WORLD_FILE, else the demo world),
 * then opens the app (database, store, webhook worker) and listens on PORT (default 3000) and HOST
 * (default 0.0.0.0). SIGINT or SIGTERM: stop accepting, finish the requests in flight, close.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { closeApp, getApp } from "@/lib/app/app";
import { checkDeploy, formatCheck } from "@/lib/config/deploy-check";
import { createApiServer } from "@/lib/server/server";

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
  const check = checkDeploy(process.env);
  if (!check.ok) {
    console.error(formatCheck(check));
    process.exit(1);
  }
  if (process.env.SKIP_WORLD !== "1") {
    // The embedded database allows one process at a time: the world is loaded before the app opens it.
    const r = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/ensure-world.ts"), `--port=${port}`], { stdio: "inherit", env: process.env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  await getApp();
  const server = createApiServer();
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === "object" && address ? address.port : port;
    console.log(`\nAPI (plain Node entry) on http://localhost:${bound}/api/v1`);
    // For scripts and tests that start it on port 0.
    if (process.env.PRINT_READY === "1") console.log(`READY ${bound}`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void closeApp().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
