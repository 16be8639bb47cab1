/**
 * One stand-in in a process of its own (as the real services are), for npm run test:vercel:
 *
 *   tsx tests/vercel/stand-ins/serve.ts ws-proxy
 *   REDIS_URL=redis://… UPSTASH_TOKEN=… tsx tests/vercel/stand-ins/serve.ts upstash-rest
 *
 * Prints "READY <port>" once it listens (tests/support/instance.ts waits for it); stops on SIGTERM.
 * At the end it prints one line on stderr: how much it carried.
 */
import { startUpstashRest } from "./upstash-rest";
import { startWsProxy } from "./ws-proxy";

async function main() {
  const which = process.argv[2];
  let stop: () => Promise<void>;
  let port: number;
  let summary: () => string;
  if (which === "ws-proxy") {
    const proxy = await startWsProxy();
    ({ port } = proxy);
    stop = () => proxy.stop();
    summary = () => `ws-proxy: ${proxy.connections} connections joined`;
  } else if (which === "upstash-rest") {
    const { REDIS_URL, UPSTASH_TOKEN } = process.env;
    if (!REDIS_URL || !UPSTASH_TOKEN) throw new Error("upstash-rest needs REDIS_URL and UPSTASH_TOKEN");
    const rest = await startUpstashRest({ redisUrl: REDIS_URL, token: UPSTASH_TOKEN });
    ({ port } = rest);
    stop = () => rest.close();
    summary = () => `upstash-rest: ${rest.requests} requests answered`;
  } else {
    throw new Error("usage: serve.ts ws-proxy | upstash-rest");
  }
  const end = async () => {
    await stop();
    process.stderr.write(`${summary()}\n`);
    process.exit(0);
  };
  process.on("SIGTERM", end);
  process.on("SIGINT", end);
  process.stdout.write(`READY ${port}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
