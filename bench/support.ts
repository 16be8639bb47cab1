/** What the read benchmarks share: a throwaway PostgreSQL, a free port, a store that always grants. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { MemoryStore } from "../lib/store/memory-store";
import type { SpendRequest, SpendResult } from "../lib/store/store";

/** Grants every spend, so a benchmark times the read, not the budget. */
export class UnlimitedStore extends MemoryStore {
  override async spend(request: SpendRequest): Promise<SpendResult> {
    const grant = (w: { key: string; limit: number; seconds: number }) => ({ key: w.key, limit: w.limit, used: 0, remaining: w.limit, resetSeconds: w.seconds });
    return { ok: true, windows: request.windows.map(grant), watched: (request.watch ?? []).map(grant), refused: [], retryAfter: 0 };
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL server in a temp dir (run as `postgres` when we are root). */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  const isRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => execFileSync(isRoot ? "runuser" : cmd, isRoot ? ["-u", "postgres", "--", cmd, ...args] : args, { stdio: "ignore" });
  if (isRoot) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
    }
    execFileSync("chown", ["postgres", dir]);
  }
  const port = await freePort();
  run(`${bin}/initdb`, ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
