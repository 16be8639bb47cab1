/**
 * A Redis for tests that need one: TEST_REDIS_URL when CI provides it, otherwise a throwaway
 * redis-server started here (on a free port, nothing persisted) and stopped by `stop()`. Null
 * when neither is available, so the caller can skip.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

export const redisAvailable = () => Boolean(process.env.TEST_REDIS_URL) || fs.existsSync(BINARY);

export async function testRedis(): Promise<TestRedis | null> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => undefined };
  if (!fs.existsSync(BINARY)) return null;
  const port = await freePort();
  const child: ChildProcess = spawn(BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"], { stdio: "ignore" });
  await waitForPort(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (typeof a === "object" && a ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitForPort(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((r) => {
      const sock = net.connect(port, "127.0.0.1", () => (sock.end(), r(true)));
      sock.on("error", () => r(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
