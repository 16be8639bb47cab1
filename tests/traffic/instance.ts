/**
 * One app instance in its own process, for the two-instance test: its own database (a copy of the
 * traffic world), the shared Redis named by REDIS_URL under STORE_PREFIX, and a plain HTTP server
 * that hands each request to the same registry and pipeline Next.js serves. Prints
 * "READY <port>" once it listens.
 *
 *   REDIS_URL=redis://… STORE_PREFIX=x: npx tsx tests/traffic/instance.ts
 */
import http from "node:http";
import { installApp } from "@/lib/platform/app";
import { openStore } from "@/lib/store/store";
import { settleBackground } from "@/lib/http/after";
import { BASE, dispatch, loadInto } from "../support/app";
import { freshDatabase } from "../support/database";
import { trafficWorld } from "./world";

async function main() {
  const database = await freshDatabase();
  await loadInto(database, trafficWorld());
  const store = await openStore({ REDIS_URL: process.env.REDIS_URL, STORE_PREFIX: process.env.STORE_PREFIX });
  installApp({ database, store });

  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      headers.set("x-forwarded-for", req.socket.remoteAddress ?? "127.0.0.1");
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const response = await dispatch(new Request(new URL(req.url ?? "/", BASE), { method: req.method, headers, body }));
      const out = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(out);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
  });
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
