/**
 * `npm run test:vercel`: the contract suites on the Vercel profile's own wire. Starts a throwaway
 * PostgreSQL 15 and Redis as CI does (.ci/postgres.sh, .ci/redis.sh), a WebSocket proxy in front of
 * the PostgreSQL (Neon's wsproxy, tests/vercel/stand-ins/ws-proxy.ts) and an Upstash REST endpoint
 * in front of the Redis (tests/vercel/stand-ins/upstash-rest.ts), prints the drivers the product
 * resolves from that environment, runs the suites below through `@neondatabase/serverless` and the
 * Upstash REST transport, and stops everything it started.
 *
 *   npm run test:vercel                         the suites below
 *   npm run test:vercel -- tests/traffic/cache.test.ts --reporter=json --outputFile.json=out.json
 *       other files instead of the list; flags (written --name=value) go to vitest
 *
 * The Inngest driver runs in inngest/*.test.ts under @inngest/test (those files set the Inngest keys
 * themselves); the suites get the profile's database and store settings (POSTGRES_URL with
 * NEON_WS_PROXY, UPSTASH_REDIS_REST_URL and _TOKEN) and VERCEL=1.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveDrivers } from "@/lib/config/drivers";
import { startInstance, stopInstance, type Instance } from "@/tests/support/instance";

/** What the profile must carry: keys, budgets on two instances, cache, idempotency, the checkout races, webhooks on Inngest, and the stand-ins' own faults. */
export const SUITES = [
  "tests/vercel",
  "tests/store/store.test.ts",
  // keys
  "tests/foundation/key-lookup.test.ts",
  "tests/foundation/rotate.test.ts",
  "tests/security/matrix.test.ts",
  // budgets (one instance and two), limits, cache, idempotency
  "tests/traffic/limits.test.ts",
  "tests/traffic/per-visitor.test.ts",
  "tests/traffic/two-instances.test.ts",
  "tests/traffic/cache.test.ts",
  "tests/traffic/revalidation.test.ts",
  "tests/traffic/idempotency-routes.test.ts",
  "tests/traffic/usage-audit.test.ts",
  "tests/platform/idempotency.test.ts",
  "tests/platform/concurrent-creates.test.ts",
  // money under a crowd: row locks through the Neon driver
  "tests/checkout/races.test.ts",
  // webhooks on the Inngest driver (@inngest/test), on the real database where the file uses one
  "inngest",
];

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith("-"));
const flags = args.filter((a) => a.startsWith("-"));

const pgState = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "test-vercel-")), "postgres.dir");
let redisUrl = "";
let wsProxy: Instance | undefined;
let rest: Instance | undefined;
let stopped = false;

async function stopAll() {
  if (stopped) return;
  stopped = true;
  await Promise.all([stopInstance(wsProxy), stopInstance(rest)]);
  try {
    execFileSync(".ci/postgres.sh", ["stop"], { env: { ...process.env, CI_POSTGRES_STATE: pgState }, stdio: "inherit" });
    if (redisUrl) execFileSync(".ci/redis.sh", ["stop", redisUrl], { stdio: "inherit" });
  } finally {
    fs.rmSync(path.dirname(pgState), { recursive: true, force: true });
  }
}

function startServer(script: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(script, { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
}

async function main(): Promise<number> {
  console.log("== the Vercel profile: Neon over a WebSocket proxy, Upstash over REST");
  const postgresUrl = startServer(".ci/postgres.sh", { ...process.env, CI_POSTGRES_STATE: pgState });
  redisUrl = startServer(".ci/redis.sh");
  // Each in a process of its own, as the services they stand in for: a busy test process never delays them.
  const token = randomBytes(24).toString("base64url");
  const standIn = (which: string, env: Record<string, string> = {}) => startInstance(["tests/vercel/stand-ins/serve.ts", which], { env: { ...process.env, ...env }, timeoutMs: 30_000 });
  [wsProxy, rest] = await Promise.all([standIn("ws-proxy"), standIn("upstash-rest", { REDIS_URL: redisUrl, UPSTASH_TOKEN: token })]);
  // startInstance answers http://127.0.0.1:<port>/api; the stand-ins listen at the root.
  const origin = (i: Instance) => new URL(i.base).origin;
  const ready = seconds(started);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VERCEL: "1",
    POSTGRES_URL: postgresUrl,
    NEON_WS_PROXY: `${new URL(origin(wsProxy)).host}/v1`,
    UPSTASH_REDIS_REST_URL: origin(rest),
    UPSTASH_REDIS_REST_TOKEN: token,
    // Never the other drivers: no node-postgres, no direct Redis for the app's store.
    DATABASE_URL: "",
    REDIS_URL: "",
    STORE: "",
    // The Redis behind the REST endpoint, for the fault files' own endpoints in front of it.
    TEST_REDIS_URL: redisUrl,
    // Each store call is an HTTP request to a stand-in on a machine busy with the test workers: a
    // slow answer past the 250 ms default would open the breaker and let a counted write through
    // (fail-open), failing a limits test for the machine's sake. The stopped-store file sets its own.
    STORE_TIMEOUT_MS: process.env.STORE_TIMEOUT_MS || "1000",
  };
  // What a deployment with these settings (and its Inngest keys) runs on, resolved as the product does.
  const drivers = resolveDrivers({ ...env, INNGEST_EVENT_KEY: "profile", INNGEST_SIGNING_KEY: "profile" });
  console.log(`database  ${drivers.database.driver}  (${drivers.database.from})`);
  console.log(`store     ${drivers.store.driver}  (${drivers.store.from}, in front of ${redisUrl})`);
  console.log(`webhooks  ${drivers.webhooks.driver}  (${drivers.webhooks.from}: inngest/*.test.ts set them and run the functions under @inngest/test)`);
  console.log(`servers ready in ${ready}`);
  if (drivers.database.driver !== "neon" || drivers.store.driver !== "upstash") {
    console.error("the profile did not resolve to neon and upstash");
    return 1;
  }

  const suitesStarted = performance.now();
  const vitest = path.join(root, "node_modules", ".bin", "vitest");
  const child = spawn(vitest, ["run", ...(files.length ? files : SUITES), ...flags], { env, stdio: "inherit" });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolve) => child.once("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  await Promise.all([stopInstance(wsProxy), stopInstance(rest)]);
  console.log(`test:vercel: suites ${seconds(suitesStarted)}, total ${seconds(started)} (servers ready in ${ready})`);
  return code;
}

main()
  .catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
