/**
 * One app instance in its own process, for the two-instance test: its own database (a copy of the
 * traffic world), the shared Redis named by REDIS_URL (or the Upstash endpoint named by
 * UPSTASH_REDIS_REST_URL and _TOKEN, npm run test:vercel) under STORE_PREFIX, and a plain HTTP server
 * that hands each request to the same registry and pipeline Next.js serves (serveHttp in
 * tests/support/app.ts). Prints "READY <port>" once it listens; started by startInstance in
 * tests/support/instance.ts.
 *
 *   REDIS_URL=redis://… STORE_PREFIX=x: npx tsx tests/traffic/instance.ts
 */
import { installApp } from "@/lib/root/app";
import { openStore } from "@/lib/kv/open";
import { settleBackground } from "@/lib/http/after";
import { loadInto, serveHttp } from "../support/app";
import { freshDatabase } from "../support/database";
import { trafficWorld } from "./world";

async function main() {
  const database = await freshDatabase();
  await loadInto(database, trafficWorld());
  const { REDIS_URL, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, STORE_PREFIX, STORE_TIMEOUT_MS } = process.env;
  const store = await openStore({ REDIS_URL, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, STORE_PREFIX, STORE_TIMEOUT_MS });
  installApp({ database, store });
  // On the output, so a run shows which drivers the instances share (npm run test:vercel: neon, upstash).
  console.error(`instance ${process.pid}: database ${database.driver}, store ${store.kind}`);

  const server = serveHttp();
  const stop = async () => {
    server.close();
    await settleBackground();
    await store.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
