/**
 * Webhook delivery on the Postgres schedule: one app instance (its own process, the in-process
 * worker on, sandbox mode) on a real PostgreSQL, a sandbox webhook made through the crew admin API,
 * and a local receiver in this process that answers 200 at once and checks every signature.
 *
 * (a) latency: `--latency` changes (default 200) one at a time, each a POST /platform/v1/payouts
 *     after a random pause of 0–250 ms; the time from sending the POST to the receiver's 2xx for
 *     its payout.paid, p50/p99/max;
 * (b) throughput: `--burst` changes (default 2000) sent `--concurrency` at a time (default 16);
 *     the time until the receiver has had all of them, and deliveries per second.
 *
 *   npx tsx bench/webhooks.ts [--latency 200] [--burst 2000] [--concurrency 16]
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started from /usr/lib/postgresql/15/bin (PGBIN).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { openPg } from "../lib/db/client";
import { loadWorld } from "../lib/world/load";
import { validateWorld } from "../lib/world/validate";
import { startInstance, stopInstance, type Instance } from "../tests/support/instance";
import { startPostgres } from "./support";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const PLATFORM_TOKEN = "svc_plat_bench_platformToken00000000001";
/** tests/worlds/basic.json: owner@nightshift.test, whose crew manages promoter 20. */
const ADMIN_TOKEN = "svc_adm_test_nightshiftOwner00000001";
const PAYEE = { type: "promoter", id: 20 };

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

// One app instance: the database named by DATABASE_URL, the Postgres worker, and a plain HTTP
// server handing requests to the registry and pipeline Next.js serves (serveHttp in
// tests/support/app.ts), started and stopped by tests/support/instance.ts.
const INSTANCE = `
import { openPg } from "@/lib/db/client";
import { installApp } from "@/lib/root/app";
import { openStore } from "@/lib/kv/open";
import { startWorker, stopWorker } from "@/lib/root/worker";
import { serveHttp } from "./tests/support/app.ts";

const database = await openPg(process.env.DATABASE_URL, 10);
const store = await openStore({ STORE_PREFIX: "bench-webhooks:" });
const app = { database, store };
installApp(app);
startWorker(app);
const server = serveHttp();
process.on("SIGTERM", async () => {
  server.close();
  await stopWorker();
  await store.close();
  await database.close();
  process.exit(0);
});
`;

function startWorkerInstance(databaseUrl: string): Promise<Instance> {
  return startInstance(["--input-type=module", "-e", INSTANCE], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, SANDBOX: "1", WEBHOOK_WORKER: "1", PLATFORM_TOKEN, AUDIT_FLUSH_MS: "0", REDIS_URL: "", NODE_ENV: "production", VALIDATE_RESPONSES: "0" },
  });
}

/** The receiver: answers 200 at once, verifies each call, and reports each payout's arrival. */
async function startReceiver(secret: () => string, arrived: (payoutId: string, at: number) => void) {
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.writeHead(200).end();
      const at = performance.now();
      calls++;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      const payload = new Webhook(secret()).verify(Buffer.concat(chunks).toString("utf8"), headers) as { data: { payout: { id: string } } };
      arrived(payload.data.payout.id, at);
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, calls: () => calls, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(base: string, p: string, token: string, body: unknown): Promise<{ status: number; body: any }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${p}`, { method: "POST", agent, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") }));
    });
    req.on("error", reject);
    req.end(data);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const latencyN = Number(arg("latency", "200"));
  const burstN = Number(arg("burst", "2000"));
  const concurrency = Number(arg("concurrency", "16"));

  const server = process.env.DATABASE_URL ? null : await startPostgres();
  const serverUrl = process.env.DATABASE_URL ?? server!.url;
  const { Client } = await import("pg");
  const name = `bench_webhooks_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let instance: Instance | undefined;
  try {
    const database = await openPg(url.toString(), 2);
    const checked = validateWorld(JSON.parse(fs.readFileSync(path.join(ROOT, "tests/worlds/basic.json"), "utf8")), new Date());
    if (!checked.ok) throw new Error(checked.problems.join("\n"));
    await loadWorld(database.db, checked.world);
    await database.close();

    let secret = "";
    const waiting = new Map<string, (at: number) => void>();
    const early = new Map<string, number>();
    const seen = new Set<string>();
    let duplicates = 0;
    const receiver = await startReceiver(
      () => secret,
      (id, at) => {
        if (seen.has(id)) duplicates++;
        seen.add(id);
        const w = waiting.get(id);
        if (w) {
          waiting.delete(id);
          w(at);
        } else early.set(id, at);
      },
    );
    /** Resolves with the arrival time of payout `id`'s call. */
    const arrival = (id: string) =>
      new Promise<number>((resolve) => {
        const at = early.get(id);
        if (at !== undefined) {
          early.delete(id);
          resolve(at);
        } else waiting.set(id, resolve);
      });

    instance = await startWorkerInstance(url.toString());
    const made = await post(instance.base, "/admin/v1/webhooks", ADMIN_TOKEN, { url: receiver.url, events: ["payout.paid"], sandbox: true });
    if (made.status !== 201) throw new Error(`creating the webhook answered ${made.status}: ${JSON.stringify(made.body)}`);
    secret = made.body.secret;
    const payout = async (n: number) => {
      const r = await post(instance!.base, "/platform/v1/payouts", PLATFORM_TOKEN, { payee: PAYEE, amount: 1000 + n, currency: "EUR" });
      if (r.status !== 201) throw new Error(`POST /platform/v1/payouts answered ${r.status}: ${JSON.stringify(r.body)}`);
      return r.body.id as string;
    };

    // Warm up: compile the routes and fill the connection pools.
    for (let n = 0; n < 20; n++) await arrival(await payout(n));

    // (a) one change at a time.
    const latencies: number[] = [];
    const postMs: number[] = [];
    for (let n = 0; n < latencyN; n++) {
      // A pause of 0–250 ms first, so changes land anywhere in the worker's 250 ms cycle rather
      // than always just after the pass that delivered the previous one.
      await new Promise((r) => setTimeout(r, Math.random() * 250));
      const t0 = performance.now();
      const id = await payout(n);
      postMs.push(performance.now() - t0);
      latencies.push((await arrival(id)) - t0);
    }
    latencies.sort((x, y) => x - y);
    postMs.sort((x, y) => x - y);

    // (b) a burst of changes, `concurrency` at a time.
    const t0 = performance.now();
    const arrivals: Promise<number>[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < burstN) {
          const n = next++;
          const id = await payout(n);
          arrivals.push(arrival(id));
        }
      }),
    );
    const posted = performance.now() - t0;
    const times = await Promise.all(arrivals);
    const lastAt = Math.max(...times) - t0;

    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(`webhook delivery, Postgres schedule, one instance (worker pass every 250 ms), PostgreSQL ${server ? "throwaway 15" : "from DATABASE_URL"}`);
    console.log(`(a) change → receiver 2xx, ${latencyN} payouts one at a time (0–250 ms apart): p50 ${f(pct(latencies, 50))}, p99 ${f(pct(latencies, 99))}, max ${f(latencies.at(-1)!)} (the POST itself: p50 ${f(pct(postMs, 50))})`);
    console.log(`(b) ${burstN} payouts, ${concurrency} POSTs at a time: all posted in ${f(posted)}, all received after ${f(lastAt)}: ${((burstN / lastAt) * 1000).toFixed(0)} deliveries/s end to end`);
    console.log(`calls received ${receiver.calls()}, payouts seen ${seen.size}, second calls for one payout ${duplicates}`);
    await receiver.close();
  } finally {
    await stopInstance(instance);
    agent.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    server?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
