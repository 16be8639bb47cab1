/**
 * Stopping the plain Node entry writes what it still holds: the calls answered last are in their
 * audit batch (here one that would wait ten minutes), and SIGTERM writes them before the database closes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, rows } from "@/lib/db/client";
// @ts-expect-error: a plain ES module script without type declarations
import { OUTFILE, buildApi } from "../../scripts/build-api.mjs";
import { startInstance, stopInstance, type Instance } from "../support/instance";

const DEMO_KEY = "svc_sk_test_demoNightshiftServer0001";
let instance: Instance | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-api-stop-"));

afterAll(async () => {
  await stopInstance(instance, "SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run serve:api, stopped", () => {
  it("writes the calls of its open audit batch before it closes the database", async () => {
    await buildApi();
    const env: NodeJS.ProcessEnv = { ...process.env, PRINT_READY: "1", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: path.join(dir, "pglite"), WEBHOOK_WORKER: "0", AUDIT_FLUSH_MS: "600000" };
    for (const name of ["DATABASE_URL", "REDIS_URL", "TEST_REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "SKIP_WORLD", "WORLD_FILE"]) delete env[name];
    instance = await startInstance(["--enable-source-maps", OUTFILE], { env, timeoutMs: 150_000, plain: true });
    const res = await fetch(`${instance.base}/v1/genres`, { headers: { Authorization: `Bearer ${DEMO_KEY}`, "X-Request-Id": "stop-test-call-0001" } });
    expect(res.status).toBe(200);
    await stopInstance(instance, "SIGTERM");
    expect(instance.child.exitCode).toBe(0);
    const database = await openPglite(path.join(dir, "pglite"));
    try {
      const found = await rows<{ path: string; status: number }>(database.db, sql`SELECT path, status FROM audit_log WHERE request_id = 'stop-test-call-0001'`);
      expect(found).toEqual([{ path: "/api/v1/genres", status: 200 }]);
      const minutes = await rows<{ requests: number }>(database.db, sql`SELECT requests FROM usage_minutes`);
      expect(minutes.reduce((n, m) => n + Number(m.requests), 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
