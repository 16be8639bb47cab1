/**
 * A redis-server of the fault tests' own (never a shared TEST_REDIS_URL: pausing or killing that
 * would break other test files), on a fixed port so a restart comes back at the same address.
 * Nothing persisted. `redisBinary()` is null when the machine has none: the caller skips.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { freePort, waitForPort } from "../../store/redis-server";

const BINARY = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

export const redisBinary = (): string | null => (fs.existsSync(BINARY) ? BINARY : null);

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGSTOP: the process keeps its port and connections but answers nothing. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  /** SIGKILL, waiting for the exit: connections drop, every key is gone. */
  kill(): Promise<void>;
  /** A new server on the same port (after kill). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"], { stdio: "ignore" });
    await waitForPort(port, 10_000);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once("exit", r));
    c.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    kill,
    start,
    stop: async () => {
      child?.kill("SIGCONT");
      await kill();
    },
  };
}
