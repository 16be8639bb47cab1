/**
 * An app instance in its own process, for the multi-instance tests and the benchmarks: a Node
 * process running a script under tsx that serves the API over HTTP (serveHttp in ./app.ts) and
 * prints "READY <port>" once it listens. Only node modules here, so a parent that does not load the
 * app itself can import it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export interface Instance {
  child: ChildProcess;
  /** http://127.0.0.1:<port>/api */
  base: string;
  /** Every line the process has written to stdout so far (and goes on collecting). */
  output: string[];
}

export interface InstanceOptions {
  /** The whole environment of the process. */
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Rejects when "READY" has not come by then; without it, waits as long as the process lives. */
  timeoutMs?: number;
  /** Plain `node <args>`, without tsx (a built script such as the bundle of `npm run serve:api`). */
  plain?: boolean;
  /** "pipe": the process's stderr is readable on `child.stderr` instead of going to this one's. */
  stderr?: "inherit" | "pipe";
}

/**
 * Starts `node --import tsx <args>` (or `node <args>` when `plain`) (a script file, or `--input-type=module -e <source>`) and
 * resolves once it prints "READY <port>"; rejects if it exits first.
 */
export function startInstance(args: string[], options: InstanceOptions): Promise<Instance> {
  const child = spawn(process.execPath, [...(options.plain ? [] : ["--import", "tsx"]), ...args], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: options.env,
    stdio: ["ignore", "pipe", options.stderr ?? "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timeoutMs = options.timeoutMs;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => reject(new Error(`instance did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const output: string[] = [];
    createInterface({ input: child.stdout! }).on("line", (line) => {
      output.push(line);
      const m = /^READY (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${m[1]}/api`, output });
      }
    });
    child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
  });
}

/** Sends `signal` and waits for the process to exit (nothing if it has already). */
export async function stopInstance(i: Instance | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!i || i.child.exitCode !== null || i.child.signalCode !== null) return;
  const exited = new Promise((r) => i.child.once("exit", r));
  i.child.kill(signal);
  await exited;
}
