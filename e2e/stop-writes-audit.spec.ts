/**
 * `npm start` stopped with SIGTERM writes the calls still in its audit batch before it exits: a
 * second start on the same embedded database shows them in GET /v1/audit-log. The batch here
 * would wait ten minutes (AUDIT_FLUSH_MS), so only the stop can have written it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { secretKey } from "./support";

const PORT = Number(process.env.E2E_PORT ?? 3211) + 100;
const BASE = `http://localhost:${PORT}`;

function start(dir: string): ChildProcess {
  // No WORLD_FILE: the demo world goes into the empty database once, and the second start keeps
  // what the first wrote (a WORLD_FILE is loaded on every start).
  const { WORLD_FILE: _world, ...inherited } = process.env;
  return spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: process.env.E2E_DEBUG ? "inherit" : "ignore",
    env: {
      ...inherited,
      PORT: String(PORT),
      PGLITE_DIR: dir,
      // Built by the suite's own server already.
      SKIP_BUILD: "1",
      AUDIT_FLUSH_MS: "600000",
      WEBHOOK_WORKER: "0",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
      POSTGRES_URL: "",
      REDIS_URL: "",
    },
  });
}

async function ready(child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/api/v1/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("npm start did not answer within two minutes");
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once("exit", (code) => r(code)));
}

test("npm start stopped with SIGTERM writes the calls still in its audit batch", async () => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-stop-"));
  // The demo world's key: the suite's world is worlds/demo.json, which the repository holds.
  const auth = { Authorization: `Bearer ${secretKey().token}` };
  let child = start(path.join(dir, "pglite"));
  try {
    await ready(child);
    // Its body left unread: the connection stays busy, and the stop must still write the batch.
    const res = await fetch(`${BASE}/api/v1/genres`, { headers: { ...auth, "X-Request-Id": "e2e-stop-call-0001" } });
    expect(res.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);

    child = start(path.join(dir, "pglite"));
    await ready(child);
    const log = (await (await fetch(`${BASE}/api/v1/audit-log?limit=1000`, { headers: auth })).json()) as { data: { request_id: string; path: string; status: number }[] };
    expect(log.data.filter((e) => e.request_id === "e2e-stop-call-0001").map((e) => [e.path, e.status])).toEqual([["/api/v1/genres", 200]]);
  } finally {
    child.kill("SIGTERM");
    await exited(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
